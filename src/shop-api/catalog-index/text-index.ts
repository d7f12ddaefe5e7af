/**
 * Free-text matching: vocabularies of stems with the products each occurs in (posting lists), in
 * four fields:
 * - title: what the product is — its name, colour (with the inflected forms "rote", "schwarze",
 *   "blaues") and gender word ("damen", "herren", "kinder", "unisex");
 * - brand: the brand's words, folded but not stemmed — a name, not a noun: "Jack" must not be found
 *   by "jacke", nor "Wolfskin" by "ski";
 * - context: where it belongs — category name and path, sport (with its parent), and "damen" and
 *   "herren" for unisex products;
 * - details: materials and technologies from its attributes ("GORE-TEX®", "Merinowolle", "MIPS®").
 *
 * A query word matches a term of the title
 * - at {@link LEVEL_EXACT} when their stems are equal ("laufschuhe" and "Laufschuh");
 * - at {@link LEVEL_HEAD} when the term ends with the stem: German compounds name their kind last,
 *   so "jacke" finds "Skijacke" and "ski" finds "Tourenski" (and "laufschuh", a little lower than the
 *   running shoes themselves, "Langlaufschuh");
 * - at {@link LEVEL_CONTEXT} when the term contains the stem (stems of at least
 *   {@link MIN_INFIX_LENGTH} letters), or, for the last word only, starts with it (the shopper is
 *   still typing): "ski" in "Skijacke" is ski gear, not a ski.
 * A brand term matches when equal to the word ({@link LEVEL_EXACT}), or as a prefix of the last word
 * ({@link LEVEL_CONTEXT}). Context terms match by the title's tests, at {@link LEVEL_CONTEXT}. Detail terms match when equal, when
 * they end with the stem ("leder" finds "Nubukleder") or start with a stem of at least
 * {@link MIN_INFIX_LENGTH} letters ("merino" finds "Merinowolle"), at {@link LEVEL_DETAIL}: an arbitrary infix would let
 * "helm" find "Helmkapuze" in a jacket's features.
 * A word also matches through its synonyms (the shop's synonym list), and, failing every field, a
 * term one edit away (words of at least {@link MIN_TYPO_LENGTH} letters) at {@link LEVEL_DETAIL}.
 *
 * A product matches when every word matches; its level is the weakest of its words' levels, and
 * the default order ranks higher levels first (search.ts).
 */
import { normalizeWhitespace } from '../catalog/text-fold'
import { createBitset } from './bitset'
import type { Bitset } from './bitset'
import { queryWords } from './text'
import type { QueryWord, SynonymStems, WordFolder } from './text'
import { TypoBuckets } from './typo'

export const MIN_INFIX_LENGTH = 4
export const MIN_TYPO_LENGTH = 5
/** Shortest stem a compound's last part may be: "ski", "rad", "rot". */
export const MIN_HEAD_LENGTH = 3

export const LEVEL_DETAIL = 1
export const LEVEL_CONTEXT = 2
export const LEVEL_HEAD = 3
export const LEVEL_EXACT = 4

export interface TextIndex {
  readonly terms: readonly string[]
  /** Term → id, for exact lookups. */
  readonly ids: ReadonlyMap<string, number>
  /** Ascending product positions per term id. */
  readonly postings: readonly Int32Array[]
  readonly typo: TypoBuckets
  readonly size: number
}

/** The fields a product's text is indexed in, and the synonym list. */
export interface SearchText {
  readonly title: TextIndex
  readonly brand: TextIndex
  readonly context: TextIndex
  readonly details: TextIndex
  readonly synonyms: SynonymStems
  readonly size: number
}

/** Collects each product's terms, then freezes them into a {@link TextIndex}. */
export class TextIndexBuilder {
  private readonly termIds = new Map<string, number>()
  private readonly lists: number[][] = []
  private size = 0

  /** Term ids of lists shared by many products (a brand's words, a category's context). */
  private readonly sharedIds = new WeakMap<readonly string[], Int32Array>()

  /** Adds the product at `position`; positions must be added in ascending order. */
  add(position: number, terms: Iterable<string>): void {
    for (const term of terms) this.addId(position, this.idOf(term))
  }

  /**
   * Adds the product at `position` with a list of terms that other products share (the same array
   * object): its terms are looked up once, not once per product.
   */
  addShared(position: number, terms: readonly string[]): void {
    let ids = this.sharedIds.get(terms)
    if (ids === undefined) {
      ids = Int32Array.from(terms, (term) => this.idOf(term))
      this.sharedIds.set(terms, ids)
    }
    for (const id of ids) this.addId(position, id)
  }

  private idOf(term: string): number {
    let id = this.termIds.get(term)
    if (id === undefined) {
      id = this.lists.length
      this.termIds.set(term, id)
      this.lists.push([])
    }
    return id
  }

  private addId(position: number, id: number): void {
    if (position >= this.size) this.size = position + 1
    const list = this.lists[id]
    // A term repeated in one product (brand name inside the product name) is listed once.
    if (list && list[list.length - 1] !== position) list.push(position)
  }

  build(size = this.size): TextIndex {
    const terms = [...this.termIds.keys()]
    return {
      terms,
      ids: new Map(terms.map((term, id) => [term, id])),
      postings: this.lists.map((list) => Int32Array.from(list)),
      typo: new TypoBuckets(terms),
      size,
    }
  }
}

export type Field = 'title' | 'brand' | 'context' | 'details'

const exactLevel: Readonly<Record<Field, number>> = {
  title: LEVEL_EXACT,
  brand: LEVEL_EXACT,
  context: LEVEL_CONTEXT,
  details: LEVEL_DETAIL,
}

/** The level at which `term` of `field` matches `stem`, 0 for none (see the module comment). */
function termLevel(field: Field, term: string, stem: string, isLast: boolean): number {
  if (term === stem) return exactLevel[field]
  if (field === 'brand') return isLast && term.startsWith(stem) ? LEVEL_CONTEXT : 0
  if (field === 'details') {
    if (stem.length >= MIN_HEAD_LENGTH && term.endsWith(stem)) return LEVEL_DETAIL
    if (stem.length >= MIN_INFIX_LENGTH && term.startsWith(stem)) return LEVEL_DETAIL
    return isLast && term.startsWith(stem) ? LEVEL_DETAIL : 0
  }
  if (stem.length >= MIN_HEAD_LENGTH && term.endsWith(stem))
    return field === 'title' ? LEVEL_HEAD : LEVEL_CONTEXT
  if ((stem.length >= MIN_INFIX_LENGTH && term.includes(stem)) || (isLast && term.startsWith(stem)))
    return LEVEL_CONTEXT
  return 0
}

/** What a word is compared with in a field: brand terms are folded words, the others stems. */
const keysOf = (word: QueryWord, field: Field) => (field === 'brand' ? word.folded : word.stems)

/** Term ids of one field a word matches, with their levels. */
export function matchingTerms(
  index: TextIndex,
  field: Field,
  word: QueryWord,
  isLast: boolean,
): { id: number; level: number }[] {
  const found: { id: number; level: number }[] = []
  const { terms } = index
  const stems = keysOf(word, field)
  for (let id = 0; id < terms.length; id++) {
    const term = terms[id] ?? ''
    let best = 0
    for (const stem of stems) {
      // Only the typed word may be unfinished, not the words its synonyms stand for.
      const level = termLevel(field, term, stem, isLast && (field === 'brand' || word.own.includes(stem)))
      if (level > best) best = level
    }
    if (best > 0) found.push({ id, level: best })
  }
  return found
}

const fields: readonly Field[] = ['title', 'brand', 'context', 'details']

function raise(levels: Uint8Array, postings: Int32Array | undefined, level: number): void {
  if (!postings) return
  for (let i = 0; i < postings.length; i++) {
    const position = postings[i] ?? 0
    if ((levels[position] ?? 0) < level) levels[position] = level
  }
}

/** Whether a word matches any term of any field without typo tolerance. */
export function wordIsKnown(text: SearchText, word: QueryWord, isLast: boolean): boolean {
  return fields.some((field) => matchingTerms(text[field], field, word, isLast).length > 0)
}

/**
 * Whether every word of a typed text matches without typo tolerance (as the last word: a prefix
 * counts): the query relaxation drops words the catalogue only knows through a typo first.
 */
export function typedWordIsKnown(text: SearchText, folder: WordFolder, typed: string): boolean {
  const words = wordsOf(text, folder, typed)
  return words.length > 0 && words.every((word) => wordIsKnown(text, word, true))
}

/** Per product, the best level at which `word` matches it (0: not at all). */
function wordLevels(text: SearchText, word: QueryWord, isLast: boolean): Uint8Array {
  const levels = new Uint8Array(text.size)
  let matched = false
  for (const field of fields) {
    const index = text[field]
    for (const { id, level } of matchingTerms(index, field, word, isLast)) {
      matched = true
      raise(levels, index.postings[id], level)
    }
  }
  if (matched || !word.folded.some((folded) => folded.length >= MIN_TYPO_LENGTH)) return levels
  for (const field of fields) {
    const index = text[field]
    // Typos are sought from the stem and from the word itself: "skihlem" stems to "skihl".
    for (const key of field === 'brand' ? word.folded : [...new Set([...word.own, ...word.folded])])
      for (const id of index.typo.near(key)) raise(levels, index.postings[id], LEVEL_DETAIL)
  }
  return levels
}

/** What a text matches: the products (a bitset) and each one's level (0 where it does not match). */
export interface TextMatch {
  readonly bits: Bitset
  readonly levels: Uint8Array
  readonly total: number
}

/**
 * Products matching every word of `q`, or null when `q` is blank (no text restriction). Text
 * without any word ("%", "-") matches nothing, as a search for it should.
 */
/** Whether `term` (a stem, or a folded word for brands) is a whole term of some field or a synonym. */
export function isKnownTerm(text: SearchText, term: string): boolean {
  return (
    text.synonyms.has(term) ||
    text.title.ids.has(term) ||
    text.brand.ids.has(term) ||
    text.context.ids.has(term) ||
    text.details.ids.has(term)
  )
}

/** The words of `q` as the index reads them (see `queryWords`). */
export function wordsOf(text: SearchText, folder: WordFolder, q: string): QueryWord[] {
  return queryWords(folder, q, text.synonyms, (term) => isKnownTerm(text, term))
}

export function matchText(text: SearchText, folder: WordFolder, q: string): TextMatch | null {
  const words = wordsOf(text, folder, q)
  if (words.length === 0) {
    if (normalizeWhitespace(q) === '') return null
    return { bits: createBitset(text.size), levels: new Uint8Array(text.size), total: 0 }
  }
  let final: Uint8Array | null = null
  for (const [position, word] of words.entries()) {
    const own = wordLevels(text, word, position === words.length - 1)
    if (final === null) {
      final = own
      continue
    }
    // The weakest word decides: a product matching "jacke" in its name but "schwarz" nowhere is out.
    for (let p = 0; p < final.length; p++) {
      const level = own[p] ?? 0
      if (level < (final[p] ?? 0)) final[p] = level
    }
  }
  if (final === null) final = new Uint8Array(text.size)
  const bits = createBitset(text.size)
  let total = 0
  for (let p = 0; p < final.length; p++) {
    if ((final[p] ?? 0) > 0) {
      bits[p >>> 5] = (bits[p >>> 5] ?? 0) | (1 << (p & 31))
      total++
    }
  }
  return { bits, levels: final, total }
}
