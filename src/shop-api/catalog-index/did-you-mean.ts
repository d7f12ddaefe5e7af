/**
 * "Did you mean": when a search finds nothing, a correction of its words taken from the catalogue's
 * own vocabulary (the words of product names, brands, colours, categories, sports and materials the
 * index was built from), which is only offered when it finds products.
 *
 * A word the index knows stays as typed; an unknown word is replaced by the vocabulary words closest
 * to it (at most two edits — a swap of neighbouring letters counting as one — for words of five or
 * more letters, one edit for shorter ones), more frequent words first; combinations are tried
 * fewest changes first. Failing those, a word is left out ("skijacke tennisball" → "skijacke").
 */
import { foldText, normalizeWhitespace } from '../catalog/text-fold'
import { stemGerman } from './stemmer'
import { MAX_QUERY_WORDS, queryWords, splitWords } from './text'
import type { WordFolder } from './text'
import { matchText, wordIsKnown } from './text-index'
import type { SearchText, TextIndex } from './text-index'

export interface Vocabulary {
  /** The words as shown (lower case, with umlauts where the catalogue has them). */
  readonly words: readonly string[]
  /** Each word in the German folding, compared with the query's words. */
  readonly folded: readonly string[]
  /** Products carrying each word's stem (in any field): the more, the likelier the intended word. */
  readonly frequency: Int32Array
}

export interface Correction {
  readonly q: string
  readonly total: number
}

const MIN_WORD_LENGTH = 3
const CANDIDATES_PER_WORD = 3
const MAX_COMBINATIONS = 40

const foldGerman = (word: string) => splitWords(foldText(word, 'german')).join('')

/**
 * The words corrections are taken from: those the index was built from (recorded by the folder) and
 * those of the suggestion phrases — the shop's frequent searches, which also hold the plain nouns
 * ("jacke", "rucksack") that product names only use inside compounds. A word that finds nothing is
 * left out.
 */
export function buildVocabulary(
  recorded: readonly string[],
  phrases: readonly string[],
  text: SearchText,
  folder: WordFolder,
): Vocabulary {
  const fields: readonly TextIndex[] = [text.title, text.brand, text.context, text.details]
  const termIds = fields.map((field) => new Map(field.terms.map((term, id) => [term, id])))
  const byFolded = new Map<string, { word: string; frequency: number }>()
  const phraseWords = phrases.flatMap((phrase) => splitWords(phrase))
  const fromPhrases = new Set(phraseWords)
  for (const raw of [...recorded, ...phraseWords]) {
    const word = raw.toLowerCase()
    if (/\p{N}/u.test(word)) continue
    const folded = foldGerman(word)
    if (folded.length < MIN_WORD_LENGTH) continue
    const known = byFolded.get(folded)
    // "mützen" and the slug "muetzen" fold alike: show the spelling with umlauts.
    if (known) {
      if (!/[^\p{ASCII}]/u.test(known.word) && /[^\p{ASCII}]/u.test(word)) known.word = word
      continue
    }
    const stem = stemGerman(folded)
    let frequency = 0
    fields.forEach((field, position) => {
      // Brand terms are folded words, the others stems.
      const id = termIds[position]?.get(stem) ?? termIds[position]?.get(folded)
      if (id !== undefined) frequency = Math.max(frequency, field.postings[id]?.length ?? 0)
    })
    // A phrase word may be no term itself ("rucksack" is only inside "Wanderrucksack"): count it.
    if (frequency === 0 && fromPhrases.has(raw)) frequency = matchText(text, folder, word)?.total ?? 0
    if (frequency > 0) byFolded.set(folded, { word, frequency })
  }
  const entries = [...byFolded.entries()]
  return {
    words: entries.map(([, entry]) => entry.word),
    folded: entries.map(([folded]) => folded),
    frequency: Int32Array.from(entries.map(([, entry]) => entry.frequency)),
  }
}

/**
 * Optimal string alignment distance (Levenshtein with swaps of neighbours), or `limit + 1` as soon
 * as it is certain to exceed `limit`.
 */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1
  const width = b.length + 1
  let before = new Array<number>(width).fill(0)
  let previous = Array.from({ length: width }, (_, j) => j)
  let current = new Array<number>(width).fill(0)
  for (let i = 1; i <= a.length; i++) {
    current[0] = i
    let rowMinimum = i
    for (let j = 1; j <= b.length; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1
      let value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost)
      if (i > 1 && j > 1 && a.charAt(i - 1) === b.charAt(j - 2) && a.charAt(i - 2) === b.charAt(j - 1))
        value = Math.min(value, (before[j - 2] ?? 0) + 1)
      current[j] = value
      if (value < rowMinimum) rowMinimum = value
    }
    if (rowMinimum > limit) return limit + 1
    ;[before, previous, current] = [previous, current, before]
  }
  return previous[b.length] ?? limit + 1
}

/** The vocabulary words closest to `word`, best first. */
export function nearestWords(vocabulary: Vocabulary, word: string): string[] {
  const folded = foldGerman(word)
  if (folded.length < MIN_WORD_LENGTH) return []
  const limit = folded.length >= 5 ? 2 : 1
  const found: { word: string; distance: number; frequency: number }[] = []
  vocabulary.folded.forEach((candidate, id) => {
    const distance = editDistance(folded, candidate, limit)
    if (distance <= limit && distance > 0)
      found.push({ word: vocabulary.words[id] ?? '', distance, frequency: vocabulary.frequency[id] ?? 0 })
  })
  found.sort((a, b) => a.distance - b.distance || b.frequency - a.frequency || (a.word < b.word ? -1 : 1))
  return found.slice(0, CANDIDATES_PER_WORD).map((entry) => entry.word)
}

interface CorrectionSource {
  readonly text: SearchText
  readonly folder: WordFolder
  readonly vocabulary: () => Vocabulary
}

/** The vocabulary, built on first use: only a search that finds nothing needs it. */
export function lazyVocabulary(build: () => Vocabulary): () => Vocabulary {
  let vocabulary: Vocabulary | null = null
  return () => (vocabulary ??= build())
}

/** Every choice of one option per slot, fewest departures from the first option first. */
function combinations(options: readonly (readonly (string | null)[])[]): (string | null)[][] {
  let partial: { words: (string | null)[]; cost: number }[] = [{ words: [], cost: 0 }]
  for (const slot of options) {
    partial = partial.flatMap((combination) =>
      slot.map((word, rank) => ({ words: [...combination.words, word], cost: combination.cost + rank })),
    )
    partial.sort((a, b) => a.cost - b.cost)
    partial = partial.slice(0, MAX_COMBINATIONS)
  }
  return partial.map((combination) => combination.words)
}

/** A correction of `q` that finds products, or null when none is near enough. */
export function correctQuery(source: CorrectionSource, q: string): Correction | null {
  const typed = splitWords(normalizeWhitespace(q)).slice(0, MAX_QUERY_WORDS)
  if (typed.length === 0) return null
  const options = typed.map((word, position) => {
    const query = queryWords(source.folder, word, source.text.synonyms)[0]
    const known = query !== undefined && wordIsKnown(source.text, query, position === typed.length - 1)
    if (known) return [word.toLowerCase()]
    return [...nearestWords(source.vocabulary(), word), null]
  })
  const original = typed.join(' ').toLowerCase()
  const tried = new Set<string>([original])
  const attempt = (words: readonly (string | null)[]): Correction | null => {
    const candidate = words.filter((word): word is string => word !== null).join(' ')
    if (candidate === '' || tried.has(candidate)) return null
    tried.add(candidate)
    const total = matchText(source.text, source.folder, candidate)?.total ?? 0
    return total > 0 ? { q: candidate, total } : null
  }
  for (const words of combinations(options)) {
    const found = attempt(words)
    if (found) return found
  }
  // Every word is known (or none could be corrected) but together they find nothing: leave one out.
  const best = options.map((slot) => slot[0] ?? null)
  for (let drop = best.length - 1; drop >= 0 && best.length > 1; drop--) {
    const found = attempt(best.filter((_, position) => position !== drop))
    if (found) return found
  }
  return null
}
