/**
 * Reading the production server's pages in the benchmark scripts (bench:size, bench:lighthouse):
 * the HTML of a page, and the first link of a kind on it (which product page, which brand page).
 */

/** The page's HTML, uncompressed; anything but 2xx is a failed measurement. */
export async function fetchPage(origin: string, path: string): Promise<string> {
  const response = await fetch(origin + path, { headers: { 'accept-encoding': 'identity' } })
  if (!response.ok) throw new Error(`${path} answered ${String(response.status)}`)
  return response.text()
}

/** The first capture of `pattern` in the HTML (an href), or a failure that names the page. */
export function firstLink(html: string, pattern: RegExp, where: string): string {
  const found = pattern.exec(html)?.[1]
  if (!found) throw new Error(`No link matching ${String(pattern)} on ${where}`)
  return found
}
