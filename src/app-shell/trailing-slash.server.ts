/** Paths served by handlers that are not pages: they keep their exact form. */
const NON_PAGE_PREFIXES = ['/_serverFn/', '/_i18n/', '/api/', '/assets/']

/** The slashed location of a page URL that lacks its trailing slash, query string kept. */
export function slashedLocation(url: URL): string | undefined {
  const { pathname } = url
  if (pathname.endsWith('/')) return undefined
  if (NON_PAGE_PREFIXES.some((prefix) => pathname.startsWith(prefix))) return undefined
  const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1)
  // A dot in the last segment names a file (favicon.svg, robots.txt), not a page.
  if (lastSegment.includes('.')) return undefined
  // Collapse leading slashes and backslashes: `//evil.example/x` must not become a
  // protocol-relative Location that browsers would follow to another host.
  const safePath = `/${pathname.replace(/^[/\\]+/, '')}`
  return `${safePath}/${url.search}`
}

/**
 * Spec §2: every page URL ends with a slash. A request without it is redirected permanently (301),
 * which search engines treat as the canonical URL, unlike the router's temporary redirect.
 */
export function trailingSlashRedirect(request: Request): Response | undefined {
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined
  const location = slashedLocation(new URL(request.url))
  if (location === undefined) return undefined
  return new Response(null, { status: 301, headers: { location } })
}
