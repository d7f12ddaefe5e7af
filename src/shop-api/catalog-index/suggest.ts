/**
 * Autosuggest from memory (spec §5, §9): phrases that start with the query, heaviest first, five at
 * most; the same rules as navigation/autosuggest.service.ts, which asks the database instead.
 *
 * Phrases are kept sorted by their folded form, so the phrases with a given prefix are one range,
 * found by binary search; the range is scanned for the five heaviest. Each phrase is stored in both
 * foldings (text-fold.ts), so "mu", "mü" and "mue" all find "Müller".
 */
import { foldText } from '../catalog/text-fold'
import type { Folding } from '../catalog/text-fold'
import {
  AUTOSUGGEST_LIMIT,
  AUTOSUGGEST_MIN_LENGTH,
  autosuggestQuery,
} from '../navigation/autosuggest.service'
import type { Suggestion } from '../navigation/autosuggest.service'
import { relaxSync } from '../catalog/query-relaxation'
import type { WordFolder } from './text'
import { matchText, typedWordIsKnown } from './text-index'
import type { SearchText } from './text-index'

export interface SuggestIndex {
  /** Folded phrase keys, ascending, with the suggestion each belongs to. */
  readonly keys: readonly string[]
  readonly entries: readonly number[]
  readonly suggestions: readonly Suggestion[]
}

const foldings: readonly Folding[] = ['german', 'plain']

/** Plain code-unit order: what binary search over `startsWith` needs (not a locale collation). */
const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

export function buildSuggestIndex(suggestions: readonly Suggestion[]): SuggestIndex {
  const pairs: { key: string; entry: number }[] = []
  suggestions.forEach((suggestion, entry) => {
    const keys = new Set(foldings.map((folding) => foldText(suggestion.phrase, folding)))
    for (const key of keys) pairs.push({ key, entry })
  })
  pairs.sort((a, b) => byCodeUnits(a.key, b.key))
  return { keys: pairs.map((pair) => pair.key), entries: pairs.map((pair) => pair.entry), suggestions }
}

/** First position whose key is not below `prefix`. */
function lowerBound(keys: readonly string[], prefix: string): number {
  let low = 0
  let high = keys.length
  while (low < high) {
    const middle = (low + high) >>> 1
    if ((keys[middle] ?? '') < prefix) low = middle + 1
    else high = middle
  }
  return low
}

/** Heavier first; equal weights alphabetically, as the SQL `order by weight desc, phrase asc`. */
function ranksBefore(a: Suggestion, b: Suggestion): boolean {
  return a.weight !== b.weight ? a.weight > b.weight : a.phrase < b.phrase
}

/** Suggestions for a typed query; `index` is the catalogue index (or anything holding its phrases). */
export function suggest(
  catalog: { readonly suggestions: SuggestIndex },
  raw: string,
  limit = AUTOSUGGEST_LIMIT,
): Suggestion[] {
  const index = catalog.suggestions
  const query = autosuggestQuery(raw)
  if (Array.from(query).length < AUTOSUGGEST_MIN_LENGTH) return []
  const chosen = new Set<number>()
  const top: Suggestion[] = []
  for (const prefix of new Set(foldings.map((folding) => foldText(query, folding)))) {
    for (let i = lowerBound(index.keys, prefix); i < index.keys.length; i++) {
      if (!(index.keys[i] ?? '').startsWith(prefix)) break
      const entry = index.entries[i] ?? -1
      const suggestion = index.suggestions[entry]
      if (suggestion === undefined || chosen.has(entry)) continue
      chosen.add(entry)
      // Insertion into a list of at most five beats sorting a range of thousands.
      if (top.length === limit && !ranksBefore(suggestion, top[top.length - 1] ?? suggestion)) continue
      let at = top.length
      while (at > 0 && ranksBefore(suggestion, top[at - 1] ?? suggestion)) at--
      top.splice(at, 0, suggestion)
      if (top.length > limit) top.pop()
    }
  }
  return top
}

/** What counting a phrase needs: the index's text, folder and its cache of counts. */
interface CountSource {
  readonly text: SearchText
  readonly folder: WordFolder
  readonly phraseCounts: Map<string, number>
}

/** Products the search page finds for `phrase` (no filters): counted once per index, then cached. */
export function phraseCount(index: CountSource, phrase: string): number {
  let count = index.phraseCounts.get(phrase)
  if (count === undefined) {
    count = matchText(index.text, index.folder, phrase)?.total ?? 0
    // Phrases are the seeded suggestions (bounded), but a guard keeps a flood of odd ones bounded too.
    if (index.phraseCounts.size < 50_000) index.phraseCounts.set(phrase, count)
  }
  return count
}

/** The phrase a suggestion's link searches for, or null when it links elsewhere (a category page). */
export function searchedPhrase(url: string): string | null {
  if (!url.startsWith('/search/?')) return null
  const q = new URLSearchParams(url.slice('/search/?'.length)).get('q')
  return q === null ? null : q
}

/** A suggestion with the number shown beside it: the real result count, or null for none. */
export interface CountedSuggestion extends Suggestion {
  /** Products the link finds when it is a search; null when it leads to a category page. */
  readonly count: number | null
}

/**
 * Suggestions with honest counts (spec §3 shows a count beside each): a phrase that links to a search
 * shows how many products that search finds — the stored weight is a popularity, never a count — and a
 * phrase that finds nothing is not suggested. Category links show no number.
 */
export function suggestWithCounts(index: CountSource & { readonly suggestions: SuggestIndex }, raw: string) {
  const counted: CountedSuggestion[] = []
  const typed = suggest(index, raw, AUTOSUGGEST_LIMIT * 2)
  // No phrase starts with the typed text: offer the relaxed query when the text itself finds nothing.
  if (typed.length === 0) {
    const relaxed = relaxedSuggestion(index, raw)
    return relaxed ? [relaxed] : counted
  }
  // Twice the limit: room for phrases that are dropped because they find nothing.
  for (const suggestion of typed) {
    const phrase = searchedPhrase(suggestion.url)
    const count = phrase === null ? null : phraseCount(index, phrase)
    if (count === 0) continue
    counted.push({ ...suggestion, count })
    if (counted.length === AUTOSUGGEST_LIMIT) break
  }
  return counted
}

/**
 * The search page's relaxed query for a typed text that finds no product ("rucksack 30l" →
 * "rucksack 30", query-relaxation.ts), as a suggestion (weight 0: it is no popular phrase). Only
 * asked when no phrase starts with the text, so typing a known phrase costs nothing more.
 */
function relaxedSuggestion(index: CountSource, raw: string): CountedSuggestion | null {
  const query = autosuggestQuery(raw)
  if (Array.from(query).length < AUTOSUGGEST_MIN_LENGTH) return null
  const countOf = (q: string) => matchText(index.text, index.folder, q)?.total ?? 0
  if (countOf(query) > 0) return null
  const relaxed = relaxSync(query, countOf, (word) => typedWordIsKnown(index.text, index.folder, word))
  if (relaxed === null) return null
  return {
    phrase: relaxed.q,
    weight: 0,
    url: `/search/?${new URLSearchParams({ q: relaxed.q }).toString()}`,
    count: relaxed.total,
  }
}
