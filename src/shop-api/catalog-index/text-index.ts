/**
 * Free-text matching: a vocabulary of stems with the products each occurs in (posting lists).
 *
 * A query word matches a term when
 * - their stems are equal ("laufschuh" finds "Laufschuhe"),
 * - the term contains the word's stem, for stems of at least {@link MIN_INFIX_LENGTH} letters: German
 *   compounds, so "schuhe" finds "Laufschuhe" as the SQL search's substring match does,
 * - for the last word only, the term starts with the word's stem (the shopper is still typing),
 * - failing all of these, the term is one edit away from the stem, for words of at least
 *   {@link MIN_TYPO_LENGTH} letters ("trainingsjake" finds "Trainingsjacke"). Typo matches are a
 *   fallback rather than always on because results are sorted by the shop's orders, not by
 *   relevance: an always-on typo match would mix "schuh" into a search for "schul" unranked.
 * A product matches when every word matches one of its terms.
 */
import { normalizeWhitespace } from '../catalog/text-fold'
import { addPositions, createBitset, intersectInto } from './bitset'
import type { Bitset } from './bitset'
import { queryWords } from './text'
import type { QueryWord, WordFolder } from './text'
import { TypoBuckets } from './typo'

export const MIN_INFIX_LENGTH = 4
export const MIN_TYPO_LENGTH = 5

export interface TextIndex {
  readonly terms: readonly string[]
  /** Ascending product positions per term id. */
  readonly postings: readonly Int32Array[]
  readonly typo: TypoBuckets
  readonly size: number
}

/** Collects each product's terms, then freezes them into a {@link TextIndex}. */
export class TextIndexBuilder {
  private readonly termIds = new Map<string, number>()
  private readonly lists: number[][] = []
  private size = 0

  /** Adds the product at `position`; positions must be added in ascending order. */
  add(position: number, terms: Iterable<string>): void {
    this.size = Math.max(this.size, position + 1)
    for (const term of terms) {
      let id = this.termIds.get(term)
      if (id === undefined) {
        id = this.lists.length
        this.termIds.set(term, id)
        this.lists.push([])
      }
      const list = this.lists[id]
      // A term repeated in one product (brand name inside the product name) is listed once.
      if (list && list[list.length - 1] !== position) list.push(position)
    }
  }

  build(size = this.size): TextIndex {
    const terms = [...this.termIds.keys()]
    return {
      terms,
      postings: this.lists.map((list) => Int32Array.from(list)),
      typo: new TypoBuckets(terms),
      size,
    }
  }
}

/** Term ids a word matches (see the module comment). */
export function matchingTermIds(index: TextIndex, word: QueryWord, isLast: boolean): number[] {
  const found: number[] = []
  const { terms } = index
  for (let id = 0; id < terms.length; id++) {
    const term = terms[id] ?? ''
    for (const stem of word.stems) {
      if (
        term === stem ||
        (stem.length >= MIN_INFIX_LENGTH && term.includes(stem)) ||
        (isLast && term.startsWith(stem))
      ) {
        found.push(id)
        break
      }
    }
  }
  if (found.length > 0) return found
  if (!word.folded.some((folded) => folded.length >= MIN_TYPO_LENGTH)) return found
  const near = new Set<number>()
  for (const stem of word.stems) for (const id of index.typo.near(stem)) near.add(id)
  return [...near]
}

/**
 * Products matching every word of `q`, or null when `q` is blank (no text restriction). Text
 * without any word ("%", "-") matches nothing, as a search for it should.
 */
export function matchText(index: TextIndex, folder: WordFolder, q: string): Bitset | null {
  const words = queryWords(folder, q)
  if (words.length === 0) return normalizeWhitespace(q) === '' ? null : createBitset(index.size)
  let result: Bitset | null = null
  words.forEach((word, position) => {
    const bits = createBitset(index.size)
    for (const id of matchingTermIds(index, word, position === words.length - 1)) {
      const postings = index.postings[id]
      if (postings) addPositions(bits, postings)
    }
    if (result === null) result = bits
    else intersectInto(result, bits)
  })
  return result
}
