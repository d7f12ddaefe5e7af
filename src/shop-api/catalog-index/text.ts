/**
 * Turning text into search terms: split into words, fold each word both ways the SQL search does
 * (text-fold.ts: "müller" → "mueller" and "muller"), then stem (stemmer.ts).
 *
 * Splitting comes before folding because words repeat across 100,000 product names far more than
 * whole names do: folding is cached per distinct word, which keeps the index build fast.
 *
 * Words joined by a hyphen are also indexed as one word ("GORE-TEX" as "gore", "tex" and "goretex";
 * "T-Shirt" as "t", "shirt" and "tshirt"), so a shopper may write them apart, hyphenated or as one
 * word and find the same products.
 */
import { foldText, normalizeWhitespace } from '../catalog/text-fold'
import { stemGerman } from './stemmer'

/** Longest free text honoured, as in the SQL search: more words add nothing but cost. */
export const MAX_QUERY_WORDS = 10

/** Runs of letters (with combining marks, as typed on macOS) and digits; everything else (spaces, hyphens, slashes, dots) separates words. */
const wordPattern = /[\p{L}\p{M}\p{N}]+/gu

/** Separators after which two words are also one word: a hyphen, with or without spaces around it. */
const hyphenGap = /^\s*[-‐‑–]\s*$/u
const hyphen = /[-‐‑–]/u

export function splitWords(text: string): string[] {
  return text.match(wordPattern) ?? []
}

/** The words of a text plus, where two are joined by a hyphen (or any gap, with `joinAll`), the two as one. */
export function wordsWithCompounds(text: string, joinAll = false): string[] {
  // Most product names have no hyphen: one match is then twice as fast as walking the matches.
  if (!joinAll && !hyphen.test(text)) return splitWords(text)
  const words: string[] = []
  let previous: string | null = null
  let previousEnd = 0
  for (const match of text.matchAll(wordPattern)) {
    const word = match[0]
    const start = match.index
    if (previous !== null && (joinAll || hyphenGap.test(text.slice(previousEnd, start)))) {
      words.push(previous + word)
    }
    words.push(word)
    previous = word
    previousEnd = start + word.length
  }
  return words
}

export class WordFolder {
  private readonly cache = new Map<string, readonly string[]>()
  private readonly stemCache = new Map<string, readonly string[]>()
  /** Distinct words folded while recording (the build): the vocabulary corrections are taken from. */
  private recorded: string[] | null = null

  /** Starts keeping every new word folded, until {@link stopRecording}. */
  startRecording(): void {
    this.recorded = []
  }

  stopRecording(): readonly string[] {
    const words = this.recorded ?? []
    this.recorded = null
    return words
  }

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
      this.recorded?.push(word)
    }
    return folded
  }

  /** The stems of one word's foldings; cached like the foldings, since words repeat across names. */
  stemsOfWord(word: string): readonly string[] {
    let stems = this.stemCache.get(word)
    if (stems === undefined) {
      stems = [...new Set(this.fold(word).map(stemGerman))]
      if (this.stemCache.size < 200_000) this.stemCache.set(word, stems)
    }
    return stems
  }

  /** Every distinct stem of a text, in both foldings: the terms a product is indexed under. */
  stemsOf(text: string, into: Set<string>, joinAll = false): void {
    for (const word of wordsWithCompounds(text, joinAll))
      for (const stem of this.stemsOfWord(word)) into.add(stem)
  }
}

/** One query word as the matcher sees it: its foldings and their stems. */
export interface QueryWord {
  readonly folded: readonly string[]
  /** The word's own stems: typo tolerance starts from these. */
  readonly own: readonly string[]
  /** Own stems plus the stems of the words the synonym list gives for it. */
  readonly stems: readonly string[]
}

/** Stem of a word's first folding → stems the synonym list adds for it. */
export type SynonymStems = ReadonlyMap<string, readonly string[]>

/** Folded, stemmed and joined: how a synonym list entry ("gore-tex") becomes one term. */
export function termOf(folder: WordFolder, phrase: string): string[] {
  const words = splitWords(phrase)
  const joined = words.join('')
  return joined === '' ? [] : [...new Set(folder.fold(joined).map(stemGerman))]
}

/** Synonym list rows as stems, in both foldings of the shopper's word. */
export function synonymStems(
  folder: WordFolder,
  rows: readonly { readonly term: string; readonly synonyms: readonly string[] }[],
): SynonymStems {
  const map = new Map<string, string[]>()
  for (const row of rows) {
    const targets = row.synonyms.flatMap((synonym) => termOf(folder, synonym))
    for (const key of termOf(folder, row.term)) {
      const list = map.get(key) ?? []
      for (const target of targets) if (!list.includes(target)) list.push(target)
      map.set(key, list)
    }
  }
  return map
}

/**
 * The words of a query (at most {@link MAX_QUERY_WORDS}), folded and stemmed, with their synonyms.
 * Neighbours that the index knows as one word are read as one ("gore tex" as "goretex", "t shirt"
 * as "tshirt", "ski jacke" as "skijacke"): apart, "t" alone would find a model called "Tech T".
 */
export function queryWords(
  folder: WordFolder,
  q: string,
  synonyms: SynonymStems = new Map(),
  isKnown: (term: string) => boolean = () => false,
): QueryWord[] {
  const known = (word: string) =>
    folder.fold(word).some((folded) => isKnown(folded) || isKnown(stemGerman(folded)))
  const merged: string[] = []
  for (const word of splitWords(normalizeWhitespace(q)).slice(0, MAX_QUERY_WORDS * 2)) {
    const previous = merged[merged.length - 1]
    if (previous !== undefined && known(previous + word)) merged[merged.length - 1] = previous + word
    else merged.push(word)
  }
  return merged
    .slice(0, MAX_QUERY_WORDS)
    .map((word) => {
      const folded = folder.fold(word)
      const own = [...new Set(folded.map(stemGerman))]
      const stems = new Set(own)
      for (const stem of own) for (const extra of synonyms.get(stem) ?? []) stems.add(extra)
      return { folded, own, stems: [...stems] }
    })
    .filter((word) => word.folded.length > 0)
}
