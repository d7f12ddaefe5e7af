/**
 * What the search page offers instead of a bare zero when its text finds nothing: a correction of
 * the query from the catalogue's vocabulary (did-you-mean.ts) and popular searches that do find
 * products — those sharing a word with the query (or its correction) first, then the most popular.
 */
import { stemGerman } from './stemmer'
import { splitWords } from './text'
import type { WordFolder } from './text'
import type { Correction, Vocabulary } from './did-you-mean'
import { correctQuery } from './did-you-mean'
import { phraseCount, searchedPhrase } from './suggest'
import type { SuggestIndex } from './suggest'
import type { SearchText } from './text-index'

export const ALTERNATIVES_LIMIT = 6

export interface Alternative {
  readonly phrase: string
  readonly url: string
  /** Products the search at `url` finds (always more than none). */
  readonly count: number
}

export interface SearchHelp {
  readonly didYouMean: Correction | null
  readonly alternatives: Alternative[]
}

interface HelpSource {
  readonly text: SearchText
  readonly folder: WordFolder
  readonly vocabulary: () => Vocabulary
  readonly suggestions: SuggestIndex
  readonly phraseCounts: Map<string, number>
}

const stemsOf = (folder: WordFolder, text: string) =>
  new Set(splitWords(text).flatMap((word) => folder.fold(word).map(stemGerman)))

interface PopularSearch {
  readonly phrase: string
  readonly url: string
  readonly weight: number
  /** The stems of the phrase's words, to find the searches related to a query. */
  readonly stems: ReadonlySet<string>
}

/**
 * The suggestions that are searches, heaviest first, with their stems: the same for every query of
 * one index, so worked out once per index (on 100,000 products this was a tenth of the CPU of a
 * search API call when it ran for every search that found nothing).
 */
const popularSearchesByIndex = new WeakMap<
  SuggestIndex,
  { readonly folder: WordFolder; readonly searches: readonly PopularSearch[] }
>()

function popularSearches(index: HelpSource): readonly PopularSearch[] {
  const cached = popularSearchesByIndex.get(index.suggestions)
  if (cached?.folder === index.folder) return cached.searches
  const searches = index.suggestions.suggestions
    .flatMap((suggestion) => {
      const phrase = searchedPhrase(suggestion.url)
      return phrase === null ? [] : [{ phrase, url: suggestion.url, weight: suggestion.weight }]
    })
    .sort((a, b) => b.weight - a.weight || (a.phrase < b.phrase ? -1 : 1))
    .map((search) => ({ ...search, stems: stemsOf(index.folder, search.phrase) }))
  popularSearchesByIndex.set(index.suggestions, { folder: index.folder, searches })
  return searches
}

/** Help for a query whose words find no product at all (a query that does find some gets none). */
export function searchHelp(index: HelpSource, q: string): SearchHelp {
  const didYouMean = correctQuery(index, q)
  const wanted = stemsOf(index.folder, `${q} ${didYouMean?.q ?? ''}`)
  const searches = popularSearches(index)
  const related = searches.filter((search) => [...search.stems].some((stem) => wanted.has(stem)))
  const alternatives: Alternative[] = []
  const seen = new Set<string>([didYouMean?.q ?? ''])
  for (const search of [...related, ...searches]) {
    if (alternatives.length === ALTERNATIVES_LIMIT) break
    if (seen.has(search.phrase)) continue
    seen.add(search.phrase)
    const count = phraseCount(index, search.phrase)
    if (count > 0) alternatives.push({ phrase: search.phrase, url: search.url, count })
  }
  return { didYouMean, alternatives }
}
