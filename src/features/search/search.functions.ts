import { createServerFn } from '@tanstack/react-start'
import { readHeaderData, readSuggestions, searchLimited } from '~/shop-client/api/search.server'
import { validateInput } from '~/lib/validation'
import {
  autosuggestInputSchema,
  HEADER_DATA_TIMEOUT_MS,
  headerDataInputSchema,
  isSearchablePhrase,
  limitedSearchInputSchema,
  SUGGESTIONS_LIMIT,
} from '~/shop-client/schemas/search.schema'
import type { HeaderData, LimitedSearch, Suggestion } from '~/shop-client/schemas/search.schema'
import { settleWithin } from './settle-within'

/**
 * Search suggestions for the typed phrase (spec §5): nothing under 2 characters, at most 50 used,
 * at most 5 kept even if another API host sends more. Suggestions are the same for everyone, so the
 * call goes without the session.
 */
export const getSuggestions = createServerFn({ method: 'GET' })
  .validator(validateInput(autosuggestInputSchema))
  .handler(async ({ data }): Promise<Suggestion[]> => {
    if (!isSearchablePhrase(data.q)) return []
    const suggestions = await readSuggestions(data.q)
    return suggestions.slice(0, SUGGESTIONS_LIMIT)
  })

/** The header panel's product previews for the typed phrase, priced for the viewer's session. */
export const getLimitedSearch = createServerFn({ method: 'GET' })
  .validator(validateInput(limitedSearchInputSchema))
  .handler(async ({ data }): Promise<LimitedSearch> => {
    // Under 2 characters the panel shows the initial products instead (spec §4); asking would only
    // return the same best sellers again.
    if (!isSearchablePhrase(data.q)) return { products: [], total: 0, q: data.q }
    return searchLimited({ q: data.q }, data.locale)
  })

/**
 * Guide posts and initial products for the open panel. Spec §7, §9: the call gets 500 ms; after
 * that the panel works without them rather than waiting for a slow shop.
 */
export const getHeaderData = createServerFn({ method: 'GET' })
  .validator(validateInput(headerDataInputSchema))
  .handler(async ({ data }): Promise<HeaderData> => {
    const settled = await settleWithin(readHeaderData(data.locale), HEADER_DATA_TIMEOUT_MS)
    if (settled.timedOut) return { posts: [], initialProducts: [], timedOut: true }
    return {
      posts: settled.value.blogPosts,
      initialProducts: settled.value['search-limited'].products,
      timedOut: false,
    }
  })
