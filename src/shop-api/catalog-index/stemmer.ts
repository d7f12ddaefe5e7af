/**
 * A light German stemmer for catalogue search, in the spirit of CISTEM (Weissweiler & Fraser, 2017)
 * but reduced to suffix stripping: product names are nouns and adjectives, and a shopper who types
 * "laufschuh" expects "Laufschuhe", "jacken" expects "Jacke". It runs on folded text (see text.ts),
 * so umlauts and ß are already spelled out.
 *
 * Both the indexed terms and the query words go through the same function, so the stems only need
 * to be consistent, not linguistically right ("hose" and "hosen" both become "hos").
 */

/** Stems never get shorter than this: "ski" or "tee" must stay recognisable. */
const MIN_STEM_LENGTH = 3

/** Two-letter endings stripped only from longer words (-em, -er, -nd as in CISTEM). */
const longSuffixes = ['em', 'er', 'nd'] as const

/** Single letters stripped repeatedly: together they cover -e, -en, -es, -n, -s, -ne. */
const shortSuffixes = new Set(['e', 'n', 's'])

export function stemGerman(word: string): string {
  let stem = word
  // Digits are model numbers and sizes ("speedcross 6", "42"): never stemmed.
  if (/\d/.test(stem)) return stem
  while (stem.length > MIN_STEM_LENGTH) {
    if (stem.length > 4 && longSuffixes.some((suffix) => stem.endsWith(suffix))) {
      stem = stem.slice(0, -2)
    } else if (
      shortSuffixes.has(stem.charAt(stem.length - 1)) &&
      // An "s" is an ending only at the very end ("Shirts", "rotes"): inside, it is the word's own —
      // "Skihose" must keep "skihos" so that "hose" (whose stem stops at "hos") finds it.
      (stem.charAt(stem.length - 1) !== 's' || stem === word)
    ) {
      stem = stem.slice(0, -1)
    } else {
      break
    }
  }
  return stem
}
