/**
 * The catalogue search (spec §3 "Filters response", §9 "URL parameters"; docs/api.md "Catalog"):
 * one call behind the category, search, outlet and brand pages, the home page's product lists and a
 * guide article's products. Its query is written here only.
 */
import { shopApiPaths } from '../paths'
import { catalogPageResponseSchema } from '../schemas/catalog.schema'
import type { CatalogPage, CatalogSearchRequest } from '../schemas/catalog.schema'
import { isRefusedRead, readFromShop } from '../session-gateway.server'

/** The search's query string: keys left undefined are not sent; `outlet` only when asked for. */
function searchQuery(request: CatalogSearchRequest) {
  return {
    path: request.path,
    q: request.q,
    filters: request.filters,
    store: request.store,
    inStore: request.inStore,
    priceMin: request.priceMin,
    priceMax: request.priceMax,
    sortField: request.sortField,
    sortType: request.sortType,
    page: request.page,
    outlet: request.outlet ? '1' : undefined,
    locale: request.locale,
  }
}

/**
 * GET /api/v1/catalog/search/: one page of products with facets, category tree and price range,
 * priced for the viewer's role (from the session cookie, never from the URL). Null when the shop
 * refuses the request (404, 400, 422): no such page.
 */
export async function searchCatalog(request: CatalogSearchRequest): Promise<CatalogPage | null> {
  try {
    const response = await readFromShop((client, session) =>
      client.request('GET', shopApiPaths.catalog.search, {
        session,
        schema: catalogPageResponseSchema,
        query: searchQuery(request),
      }),
    )
    return response.data
  } catch (error) {
    if (isRefusedRead(error)) return null
    throw error
  }
}
