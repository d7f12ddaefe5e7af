import { queryOptions } from '@tanstack/react-query'
import { getLocale } from '~/paraglide/runtime'
import { getHeaderData, getLimitedSearch, getSuggestions } from './search.functions'

/** Suggestions and products for a phrase change slowly; a shopper retyping a phrase gets them at once. */
const PHRASE_STALE_MS = 60_000
/**
 * One retry for the typeahead answers instead of three: an answer is only useful while the shopper
 * looks at the panel, and a failure must reach the status line (and the screen reader) within a
 * second or so, not after seven.
 */
const PHRASE_RETRIES = 1

/** Suggestions for a normalized phrase (spec §5). */
export const suggestionsQuery = (phrase: string) =>
  queryOptions({
    queryKey: ['search-panel', 'suggestions', phrase],
    queryFn: () => getSuggestions({ data: { q: phrase } }),
    staleTime: PHRASE_STALE_MS,
    retry: PHRASE_RETRIES,
  })

/** Product previews for a normalized phrase (spec §7 /search-limited/), in the page's locale. */
export const limitedSearchQuery = (phrase: string, locale = getLocale()) =>
  queryOptions({
    queryKey: ['search-panel', 'products', phrase, locale],
    queryFn: () => getLimitedSearch({ data: { q: phrase, locale } }),
    staleTime: PHRASE_STALE_MS,
    retry: PHRASE_RETRIES,
  })

/** Posts and initial products; an answer that timed out is asked for again on the next opening. */
export const headerDataQuery = (locale = getLocale()) =>
  queryOptions({
    queryKey: ['search-panel', 'header-data', locale],
    queryFn: () => getHeaderData({ data: { locale } }),
    staleTime: (query) => (query.state.data?.timedOut ? 0 : PHRASE_STALE_MS),
    // A failing header must not hold the panel up with retries; it works without posts.
    retry: false,
  })
