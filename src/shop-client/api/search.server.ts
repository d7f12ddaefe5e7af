/**
 * The header search's endpoints (spec §7 "Search and header", docs/api.md): suggestions, the limited
 * product search (also pricing the recently viewed products by id) and the open panel's header data.
 */
import type { Locale } from '~/paraglide/runtime'
import { shopApiPaths } from '../paths'
import {
  autosuggestResponseSchema,
  headerDataResponseSchema,
  searchLimitedResponseSchema,
} from '../schemas/search.schema'
import type { HeaderDataResponse, LimitedSearch, Suggestion } from '../schemas/search.schema'
import { readFromShop } from '../session-gateway.server'

/**
 * GET /autosuggest/list/: suggestions for a phrase, as many as the shop sends. They are the same for
 * everyone, so the call goes without the session.
 */
export async function readSuggestions(phrase: string): Promise<Suggestion[]> {
  const response = await readFromShop((client) =>
    client.request('GET', shopApiPaths.search.autosuggest, {
      schema: autosuggestResponseSchema,
      query: { q: phrase },
    }),
  )
  return response.data
}

/** What the limited search is asked for: the products of a phrase, or given products by id. */
export type LimitedSearchRequest = { readonly q: string } | { readonly productIds: readonly number[] }

/**
 * GET /search-limited/: product summaries priced for the viewer's session, for a phrase (the header
 * panel's previews) or for ids (in their order; products the shop no longer has are absent).
 */
export async function searchLimited(request: LimitedSearchRequest, locale: Locale): Promise<LimitedSearch> {
  const query =
    'productIds' in request ? { productIds: request.productIds.join(','), locale } : { q: request.q, locale }
  const response = await readFromShop((client, session) =>
    client.request('GET', shopApiPaths.search.limited, {
      session,
      schema: searchLimitedResponseSchema,
      query,
    }),
  )
  return response.search
}

/** GET /header-data/: guide posts and initial products for the open panel, priced for the session. */
export async function readHeaderData(locale: Locale): Promise<HeaderDataResponse> {
  return readFromShop((client, session) =>
    client.request('GET', shopApiPaths.search.headerData, {
      session,
      schema: headerDataResponseSchema,
      query: { locale },
    }),
  )
}
