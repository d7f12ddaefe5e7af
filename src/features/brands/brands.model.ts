/**
 * The A–Z index of the brands page: every letter A–Z and one group for names that start otherwise
 * (digits, symbols), in that order, each with its brands, empty letters included for the navigation.
 */

export const OTHER_INITIAL = '0-9'

export interface LetterGroup<T> {
  /** `A`…`Z`, or OTHER_INITIAL. */
  readonly letter: string
  readonly brands: T[]
}

const alphabet = Array.from({ length: 26 }, (_, index) => String.fromCharCode(65 + index))

/** The index letter of a name: "Öhlins" files under O, "Ästhetik" under A, "2XU" under 0–9. */
export function indexLetter(name: string): string {
  const first = name.trim().normalize('NFD').replace(/\p{M}/gu, '').charAt(0).toUpperCase()
  return /^[A-Z]$/.test(first) ? first : OTHER_INITIAL
}

/** Brands grouped by index letter, each group sorted by German collation, ignoring case and accents. */
export function groupBrandsByLetter<T extends { readonly name: string }>(
  brands: readonly T[],
): LetterGroup<T>[] {
  const groups = new Map<string, T[]>([...alphabet, OTHER_INITIAL].map((letter) => [letter, []]))
  for (const brand of brands) groups.get(indexLetter(brand.name))?.push(brand)
  const collator = new Intl.Collator('de-AT', { sensitivity: 'base', numeric: true })
  return [...groups].map(([letter, members]) => ({
    letter,
    brands: members.sort((left, right) => collator.compare(left.name, right.name)),
  }))
}

/** The in-page anchor of a letter's section. */
export function letterAnchor(letter: string): string {
  return `marken-${letter.toLowerCase()}`
}
