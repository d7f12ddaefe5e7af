const strictUtf8 = new TextDecoder('utf-8', { fatal: true })

/**
 * Whether a path or query string has a `%` without two hex digits after it, or escapes whose bytes
 * are not UTF-8 (`%ff`, `%C3` alone). Such a URL cannot be decoded: the server answers it with a
 * styled 400 or 404 page instead of guessing. Checked with a fatal decoder rather than
 * `decodeURIComponent` in a try: the bundler drops a call to that global whose result is unused,
 * and the check with it.
 */
export function hasMalformedEscapes(text: string): boolean {
  if (/%(?![0-9a-f]{2})/i.test(text)) return true
  for (const run of text.match(/(?:%[0-9a-f]{2})+/gi) ?? []) {
    const bytes = Uint8Array.from(run.slice(1).split('%'), (hex) => Number.parseInt(hex, 16))
    try {
      strictUtf8.decode(bytes)
    } catch {
      return true
    }
  }
  return false
}
