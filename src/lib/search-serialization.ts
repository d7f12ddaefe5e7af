/**
 * The router's search-string codec (`parseSearch` / `stringifySearch` of `createRouter`).
 *
 * The router's default JSON-parses every value (`?q=123` arrives as the number 123, `?q=true` as a
 * boolean) and writes strings that look like JSON quoted (`?q=%22123%22`). Our URLs are shared
 * and typed by people, so they stay plain:
 *
 * - parse: every value stays a string (route schemas convert and validate), `+` is a space, and a
 *   key given twice keeps its first value.
 * - stringify: keys in one canonical order (see {@link searchKeyOrder}, then any other key
 *   alphabetically), undefined, null and empty values left out, values form-encoded as
 *   URLSearchParams does (spaces as `+`, commas as `%2C`: "Lauf schuhe, rot" is
 *   `?q=Lauf+schuhe%2C+rot`), numbers and booleans written plainly (12.5 is `12.5`).
 *
 * For string values `parseSearch(stringifySearch(x))` equals `x`.
 */

/** The keys of the catalogue pages, in the order they appear in a URL. */
export const searchKeyOrder = [
  'q',
  'filters',
  'inStore',
  'priceMin',
  'priceMax',
  'priceType',
  'sortField',
  'sortType',
  'page',
] as const

const keyRank = new Map<string, number>(searchKeyOrder.map((key, index) => [key, index]))

function compareKeys(a: string, b: string): number {
  const rankA = keyRank.get(a)
  const rankB = keyRank.get(b)
  if (rankA !== undefined && rankB !== undefined) return rankA - rankB
  if (rankA !== undefined) return -1
  if (rankB !== undefined) return 1
  return a < b ? -1 : a > b ? 1 : 0
}

/** `parseSearch` for `createRouter`: accepts the search string with or without its leading `?`. */
export function parseSearch(searchStr: string): Record<string, string> {
  // URLSearchParams drops a leading `?` itself.
  const params = new URLSearchParams(searchStr)
  const first = new Map<string, string>()
  for (const [key, value] of params) {
    if (!first.has(key)) first.set(key, value)
  }
  // fromEntries defines own properties, so a key such as `__proto__` stays plain data.
  return Object.fromEntries(first)
}

/**
 * Form encoding, exactly as URLSearchParams writes it (spaces as `+`, only letters, digits and
 * `*-._` left as they are). The server normalizes every request's query this way before it compares
 * the URL with the canonical one the router builds, so any other encoding of the same value would
 * redirect to itself forever.
 */
function encodeComponent(text: string): string {
  return new URLSearchParams({ [text]: '' }).toString().slice(0, -1)
}

function stringifyValue(value: unknown): string | undefined {
  switch (typeof value) {
    case 'string':
      return value === '' ? undefined : value
    case 'number':
      return Number.isFinite(value) ? String(value) : undefined
    case 'boolean':
    case 'bigint':
      return String(value)
    case 'object':
      // Objects have no place in our URLs; writing them as JSON keeps a mistake visible, not lost.
      if (value === null) return undefined
      try {
        return JSON.stringify(value)
      } catch {
        return undefined
      }
    default:
      return undefined
  }
}

/** `stringifySearch` for `createRouter`: `?` plus the canonical query, or '' when nothing is left. */
export function stringifySearch(search: Record<string, unknown>): string {
  const parts: string[] = []
  for (const key of Object.keys(search).sort(compareKeys)) {
    const value = stringifyValue(search[key])
    if (value !== undefined) parts.push(`${encodeComponent(key)}=${encodeComponent(value)}`)
  }
  return parts.length > 0 ? `?${parts.join('&')}` : ''
}

/** Spec §2 and §9: at most this many characters of a search phrase are used. */
export const MAX_SEARCH_PHRASE_LENGTH = 50

/** Spec §2: the phrase trimmed, runs of whitespace collapsed to one space, the first 50 characters. */
export function normalizeSearchPhrase(raw: string): string {
  // Control characters (a pasted NUL, an escape sequence) mean nothing in a phrase and are refused
  // by the shop API: they count as spaces.
  const collapsed = raw
    // eslint-disable-next-line no-control-regex -- matching control characters is the point
    .replace(/[\u0000-\u001f\u007f-\u009f]/g, ' ')
    .trim()
    .replace(/\s+/g, ' ')
  // Counted in code points, so an emoji or other astral character is never cut in half.
  return Array.from(collapsed).slice(0, MAX_SEARCH_PHRASE_LENGTH).join('').trimEnd()
}
