/**
 * Case-, diacritics- and ß-insensitive text matching, identical in JavaScript and in SQL.
 *
 * A German shopper types "mueller", "müller" or "muller" for the brand "Müller", and "strasse" for
 * "Straße". No single folding covers all three, so text is compared in two foldings and matches when
 * either does: the German one (ä → ae, ö → oe, ü → ue, ß → ss) and the plain one (ä → a, …, ß → ss).
 *
 * The SQL forms use only `translate`, `replace` and `lower`, which PGlite and PostgreSQL share without
 * extensions (the `unaccent` extension would have to be enabled by the shared database core). Upper-case
 * accented letters are translated explicitly because `lower()` leaves non-ASCII letters alone under
 * the C locale, which PGlite uses.
 */
import { sql } from 'drizzle-orm'
import type { SQL, SQLWrapper } from 'drizzle-orm'

export type Folding = 'german' | 'plain'

const germanExpansions: Readonly<Record<string, string>> = {
  ä: 'ae',
  ö: 'oe',
  ü: 'ue',
  Ä: 'ae',
  Ö: 'oe',
  Ü: 'ue',
}

/** Letters without a Unicode decomposition that still have an obvious ASCII spelling. */
const undecomposable: Readonly<Record<string, string>> = {
  ß: 'ss',
  ẞ: 'ss',
  ø: 'o',
  Ø: 'o',
  ł: 'l',
  Ł: 'l',
  đ: 'd',
  Đ: 'd',
  æ: 'ae',
  Æ: 'ae',
  œ: 'oe',
  Œ: 'oe',
}

/**
 * Accented letters of the languages around Austria (German, Czech, Slovak, Slovenian, Hungarian,
 * Polish, Croatian, Italian, French) that fold to one ASCII letter by dropping their marks.
 */
const accentedLowerCase = 'áàâãåāăąćĉčçďéèêëēėęěíìîïīįĺľńňñóòôõōőŕřśŝšşťúùûūůűýÿźżž'

const singleLetterFolds: readonly (readonly [string, string])[] = Array.from(accentedLowerCase).flatMap(
  (letter) => {
    const base = letter.normalize('NFD').replace(/\p{M}/gu, '')
    return [
      [letter, base],
      [letter.toUpperCase(), base],
    ] as const
  },
)

function foldUmlaut(letter: string, folding: Folding): string {
  const expanded = germanExpansions[letter]
  if (expanded === undefined) return letter
  return folding === 'german' ? expanded : expanded.charAt(0)
}

/** Folds text for comparison: lower case, umlauts per `folding`, other marks dropped, ß → ss. */
export function foldText(text: string, folding: Folding): string {
  let result = ''
  // Typed text may arrive decomposed (u + combining diaeresis, as macOS produces); stored text is composed.
  for (const letter of text.normalize('NFC')) {
    if (letter in germanExpansions) result += foldUmlaut(letter, folding)
    else result += undecomposable[letter] ?? letter
  }
  return result.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
}

/** Trims and collapses inner whitespace (spec §2 search route rules). */
export function normalizeWhitespace(text: string): string {
  return text.trim().replace(/\s+/g, ' ')
}

/** Upper-case letters whose lower case the C locale's `lower()` would not produce. */
const specialUpperCase: readonly (readonly [string, string])[] = [
  ['Ä', 'ä'],
  ['Ö', 'ö'],
  ['Ü', 'ü'],
  ['ẞ', 'ß'],
]

/** Every other non-ASCII letter the folding knows, for one `translate`. */
const rareLetters: readonly (readonly [string, string])[] = [
  ...singleLetterFolds,
  ['Æ', 'æ'],
  ['Œ', 'œ'],
  ...Object.entries(undecomposable).filter(([, replacement]) => replacement.length === 1),
]

const joinLetters = (pairs: readonly (readonly [string, string])[], index: 0 | 1) =>
  pairs.map((pair) => pair[index]).join('')

/**
 * Stage one of the SQL folding, shared by both foldings: marks dropped, upper-case umlauts made lower
 * case (so the umlauts survive for stage two), ß, æ and œ expanded, then lower case.
 *
 * `translate` costs the text's length times its table's, and most German text holds no letter
 * beyond ä, ö, ü and ß: the long table runs only on text that has one (a cheap regular expression).
 */
export function foldBaseSql(expression: SQLWrapper): SQL {
  const common = sql`translate(${expression}, ${joinLetters(specialUpperCase, 0)}, ${joinLetters(specialUpperCase, 1)})`
  const rareFrom = joinLetters(rareLetters, 0)
  const rareTo = joinLetters(rareLetters, 1)
  const accentless = sql`(case when ${common} ~ ${'[^\\x01-\\x7fäöüß]'} then translate(${common}, ${rareFrom}, ${rareTo}) else ${common} end)`
  let folded = sql`lower(${accentless})`
  for (const [letter, replacement] of [
    ['ß', 'ss'],
    ['æ', 'ae'],
    ['œ', 'oe'],
  ] as const)
    folded = sql`replace(${folded}, ${letter}, ${replacement})`
  return folded
}

/** Stage two: the umlauts of a stage-one result, per folding. */
export function foldVariantSql(base: SQLWrapper, folding: Folding): SQL {
  if (folding === 'plain') return sql`translate(${base}, 'äöü', 'aou')`
  return sql`replace(replace(replace(${base}, 'ä', 'ae'), 'ö', 'oe'), 'ü', 'ue')`
}

/** The SQL form of {@link foldText} applied to an expression. */
export function foldSql(expression: SQLWrapper, folding: Folding): SQL {
  return foldVariantSql(foldBaseSql(expression), folding)
}

/** Escapes `%`, `_` and `\` so user text is matched literally by LIKE. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`)
}

/**
 * True when `haystack` contains `needle` in either folding; the SQL twin is {@link containsFoldedSql}.
 * Used where the data set is small enough to filter in memory (stores).
 */
export function containsFolded(haystack: string, needle: string): boolean {
  return (['german', 'plain'] as const).some((folding) =>
    foldText(haystack, folding).includes(foldText(needle, folding)),
  )
}

/**
 * SQL: a stage-one folded expression ({@link foldBaseSql}) contains (or, with `prefix`, starts with)
 * `needle` in either folding. Callers that test several words fold once and pass the result.
 */
export function foldedBaseMatchesSql(
  base: SQLWrapper,
  needle: string,
  mode: 'contains' | 'prefix' = 'contains',
): SQL {
  const lead = mode === 'contains' ? '%' : ''
  const pattern = (folding: Folding) => `${lead}${escapeLike(foldText(needle, folding))}%`
  return sql`(${foldVariantSql(base, 'german')} LIKE ${pattern('german')} OR ${foldVariantSql(base, 'plain')} LIKE ${pattern('plain')})`
}

/** SQL: `expression` contains (or, with `prefix`, starts with) `needle` in either folding. */
export function containsFoldedSql(
  expression: SQLWrapper,
  needle: string,
  mode: 'contains' | 'prefix' = 'contains',
): SQL {
  return foldedBaseMatchesSql(foldBaseSql(expression), needle, mode)
}
