/**
 * Turning text into search terms: split into words, fold each word both ways the SQL search does
 * (text-fold.ts: "müller" → "mueller" and "muller"), then stem (stemmer.ts).
 *
 * Splitting comes before folding because words repeat across 100,000 product names far more than
 * whole names do: folding is cached per distinct word, which keeps the index build fast.
 */
import { foldText, normalizeWhitespace } from '../catalog/text-fold'
import { stemGerman } from './stemmer'

/** Longest free text honoured, as in the SQL search: more words add nothing but cost. */
export const MAX_QUERY_WORDS = 10

/** Runs of letters (with combining marks, as typed on macOS) and digits; everything else (spaces, hyphens, slashes, dots) separates words. */
const wordPattern = /[\p{L}\p{M}\p{N}]+/gu

export function splitWords(text: string): string[] {
  return text.match(wordPattern) ?? []
}

export class WordFolder {
  private readonly cache = new Map<string, readonly string[]>()

  /** The distinct foldings of one word (one or two entries), without separators. */
  fold(word: string): readonly string[] {
    let folded = this.cache.get(word)
    if (folded === undefined) {
      const german = foldText(word, 'german')
      const plain = foldText(word, 'plain')
      // Folding can produce separators (a combining mark alone, say): keep only letters and digits.
      const variants = [german, plain].map((variant) => splitWords(variant).join(''))
      folded = [...new Set(variants)].filter((variant) => variant !== '')
      // The cache serves the build and stays bounded for queries, whose words are unbounded.
      if (this.cache.size < 200_000) this.cache.set(word, folded)
    }
    return folded
  }

  /** Every distinct stem of a text, in both foldings: the terms a product is indexed under. */
  stemsOf(text: string, into: Set<string>): void {
    for (const word of splitWords(text)) for (const folded of this.fold(word)) into.add(stemGerman(folded))
  }
}

/** One query word as the matcher sees it: its foldings and their stems. */
export interface QueryWord {
  readonly folded: readonly string[]
  readonly stems: readonly string[]
}

/** The words of a query (at most {@link MAX_QUERY_WORDS}), folded and stemmed. */
export function queryWords(folder: WordFolder, q: string): QueryWord[] {
  return splitWords(normalizeWhitespace(q))
    .slice(0, MAX_QUERY_WORDS)
    .map((word) => {
      const folded = folder.fold(word)
      return { folded, stems: [...new Set(folded.map(stemGerman))] }
    })
    .filter((word) => word.folded.length > 0)
}
