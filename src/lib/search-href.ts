import { normalizeSearchPhrase } from './search-serialization'

/** The search results page, where the full-search link without a phrase goes (spec §2). */
export const SEARCH_PATH = '/search/'

/**
 * The results page of a typed phrase, written by the spec §2 rule: trimmed, repeated spaces
 * collapsed, the first 50 characters, spaces as plus signs, commas kept as commas
 * ("  Lauf   schuhe, rot " is `/search/?q=Lauf+schuhe,+rot`). Nothing left is `/search/`.
 *
 * Built by hand because the router's own search serialization form-encodes commas (`%2C`); the
 * literal comma is what shoppers see and share, and the server answers it without a redirect.
 * Every other character is percent-encoded, so a `+`, `&` or `#` typed by the shopper stays part
 * of the phrase.
 */
export function searchHref(raw: string): string {
  const phrase = normalizeSearchPhrase(raw)
  if (phrase === '') return SEARCH_PATH
  const q = phrase
    .split(' ')
    .map((word) => encodeURIComponent(word).replace(/%2C/g, ','))
    .join('+')
  return `${SEARCH_PATH}?q=${q}`
}
