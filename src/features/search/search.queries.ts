import { queryOptions } from '@tanstack/react-query'
import { getHeaderData, getLimitedSearch, getSuggestions } from './search.functions'

/** Suggestions and products for a phrase change slowly; a shopper retyping a phrase gets them at once. */
const PHRASE_STALE_MS = 60_000

/** Suggestions for a normalized phrase (spec §5). */
export const suggestionsQuery = (phrase: string) =>
  queryOptions({
    queryKey: ['search-panel', 'suggestions', phrase],
    queryFn: () => getSuggestions({ data: { q: phrase } }),
    staleTime: PHRASE_STALE_MS,
  })

/** Product previews for a normalized phrase (spec §7 /search-limited/). */
export const limitedSearchQuery = (phrase: string) =>
  queryOptions({
    queryKey: ['search-panel', 'products', phrase],
    queryFn: () => getLimitedSearch({ data: { q: phrase } }),
    staleTime: PHRASE_STALE_MS,
  })

/** Posts and initial products; an answer that timed out is asked for again on the next opening. */
export const headerDataQuery = queryOptions({
  queryKey: ['search-panel', 'header-data'],
  queryFn: () => getHeaderData(),
  staleTime: (query) => (query.state.data?.timedOut ? 0 : PHRASE_STALE_MS),
  // A failing header must not hold the panel up with retries; it works without posts.
  retry: false,
})
