/**
 * Relaxing a free-text query that finds nothing, so a shopper is never left on an empty page when a
 * near query would help: "rucksack 30l" (no product name says "30l") shows what "rucksack 30" finds.
 *
 * Only a query whose words find no product at all is relaxed, so the normal search pays nothing. The
 * plan is the same for the catalogue index and the SQL search: it proposes candidate queries in a
 * fixed order and each engine answers how many products a candidate finds (its own matcher), so
 * both relax alike wherever their matchers agree. The first candidate finding products is shown:
 *
 * 1. Units apart from their number: "16kg" → "16 kg", then the number alone ("30l" and "30 l" →
 *    "30": product names give sizes without units). A
 *    one-letter unit ("l", "g", "m") is not tried apart: as the last word it would be read as the
 *    start of any word beginning with that letter, which finds noise rather than the size.
 * 2. Compound splits: a word that finds nothing alone is split in two (each part at least
 *    {@link MIN_PART_LENGTH} letters), leftmost split first, kept when the split query finds products
 *    ("rucksackdamen" → "rucksack damen"): the index decides which parts are words it knows.
 * 3. Dropping the weakest word: unknown words first (finding nothing, or, where the engine can tell,
 *    only through typo tolerance: "liter" is no word of the catalogue but one edit from "lite"),
 *    then the word finding the fewest products alone, among equals the later one (the shopper's
 *    last word is the most tentative); the first whose removal finds products is dropped. Failing
 *    that the weakest goes and the rest is tried again.
 *
 * The plan is a generator: it yields a candidate query and is sent back that query's count, so one
 * plan serves the synchronous index and the asynchronous SQL search (see {@link relaxSync} and
 * {@link relaxAsync}).
 */
import { normalizeWhitespace } from './text-fold'

/** Words honoured, as in both searches. */
const MAX_WORDS = 10
/** Shortest part of a split compound: "ski", "rad", "rot". */
export const MIN_PART_LENGTH = 3
/** Shortest word tried as a compound (two parts of the shortest length). */
const MIN_COMPOUND_LENGTH = MIN_PART_LENGTH * 2
/** Bounds the work on a long query that finds nothing: each candidate is one text match. */
export const MAX_CANDIDATES = 48

/** Units written after a number in sizes and volumes ("30l", "500ml", "2,5kg", "180cm"). */
const units = new Set([
  'l',
  'ml',
  'cl',
  'dl',
  'ltr',
  'liter',
  'g',
  'kg',
  'mm',
  'cm',
  'm',
  'km',
  'w',
  'mah',
  'oz',
])
const numberWithUnit = /^(\d+(?:[.,]\d+)?)(\p{L}+)$/u
const isNumber = (word: string) => /^\d+(?:[.,]\d+)?$/.test(word)

export interface RelaxedQuery {
  /** The query whose products are shown instead of the typed one. */
  readonly q: string
  /** Products its words find (before filters). */
  readonly total: number
}

/** The typed words as both searches read them: whitespace-separated, at most ten. */
function wordsOf(q: string): string[] {
  return normalizeWhitespace(q).split(' ').filter(Boolean).slice(0, MAX_WORDS)
}

/** A word that is a number with a unit, as the number and the unit; null otherwise. */
export function splitUnit(word: string): { readonly number: string; readonly unit: string } | null {
  const match = numberWithUnit.exec(word)
  if (!match) return null
  const [, number = '', unit = ''] = match
  return units.has(unit.toLowerCase()) ? { number, unit } : null
}

/** Yields candidate queries, receives each one's count; returns the first that finds products. */
export function* relaxationPlan(
  q: string,
  isKnown?: (word: string) => boolean,
): Generator<string, RelaxedQuery | null, number> {
  const typed = wordsOf(q)
  if (typed.length === 0) return null
  const counts = new Map<string, number>([[typed.join(' '), 0]])
  let budget = MAX_CANDIDATES
  /** The count of a candidate, asked once; -1 when the budget is spent. */
  function* count(words: readonly string[]): Generator<string, number, number> {
    const candidate = words.join(' ')
    const known = counts.get(candidate)
    if (known !== undefined) return known
    if (budget === 0) return -1
    budget--
    const found = yield candidate
    counts.set(candidate, found)
    return found
  }
  const shown = (words: readonly string[]): RelaxedQuery => ({
    q: words.join(' '),
    total: counts.get(words.join(' ')) ?? 0,
  })

  // 1. Units apart, then the numbers alone ("30l" and "30 liter" → "30").
  let words = typed
  const joined = typed.map((word) => splitUnit(word))
  const separate = typed.map((word, i) => units.has(word.toLowerCase()) && isNumber(typed[i - 1] ?? ''))
  if (joined.some((unit) => unit !== null) || separate.some(Boolean)) {
    if (
      joined.some((unit) => unit !== null) &&
      joined.every((unit) => unit === null || unit.unit.length > 1)
    ) {
      const apart = typed.flatMap((word, i) => {
        const unit = joined[i]
        return unit ? [unit.number, unit.unit] : [word]
      })
      if ((yield* count(apart)) > 0) return shown(apart)
    }
    words = typed.flatMap((word, i) => (separate[i] ? [] : [joined[i]?.number ?? word]))
    if ((yield* count(words)) > 0) return shown(words)
  }

  // 2. A word finding nothing, split in two, leftmost split first.
  for (let i = 0; i < words.length; i++) {
    const word = words[i] ?? ''
    if (Array.from(word).length < MIN_COMPOUND_LENGTH || /\P{L}/u.test(word)) continue
    if ((yield* count([word])) !== 0) continue
    const letters = Array.from(word)
    for (let at = MIN_PART_LENGTH; at <= letters.length - MIN_PART_LENGTH; at++) {
      const parts = [letters.slice(0, at).join(''), letters.slice(at).join('')]
      const candidate = [...words.slice(0, i), ...parts, ...words.slice(i + 1)]
      const found = yield* count(candidate)
      if (found > 0) return shown(candidate)
      if (found < 0) return null
    }
  }

  // 3. Drop the weakest word until something is found (or one word is left).
  while (words.length > 1) {
    const strength: { position: number; known: boolean; count: number }[] = []
    for (const [position, word] of words.entries()) {
      const found = yield* count([word])
      strength.push({ position, known: found > 0 && (isKnown?.(word) ?? true), count: found })
    }
    strength.sort((a, b) => Number(a.known) - Number(b.known) || a.count - b.count || b.position - a.position)
    for (const { position } of strength) {
      const candidate = words.filter((_, i) => i !== position)
      const found = yield* count(candidate)
      if (found > 0) return shown(candidate)
      if (found < 0) return null
    }
    const weakest = strength[0]?.position ?? words.length - 1
    words = words.filter((_, i) => i !== weakest)
  }
  return null
}

/** Runs the plan with a synchronous count (the catalogue index). */
export function relaxSync(
  q: string,
  countOf: (candidate: string) => number,
  isKnown?: (word: string) => boolean,
): RelaxedQuery | null {
  const plan = relaxationPlan(q, isKnown)
  let step = plan.next(0)
  while (!step.done) step = plan.next(countOf(step.value))
  return step.value
}

/** Runs the plan with an asynchronous count (the SQL search). */
export async function relaxAsync(
  q: string,
  countOf: (candidate: string) => Promise<number>,
): Promise<RelaxedQuery | null> {
  const plan = relaxationPlan(q)
  let step = plan.next(0)
  while (!step.done) step = plan.next(await countOf(step.value))
  return step.value
}
