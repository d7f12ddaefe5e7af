import { getServerConfig } from '~/config/config.server'
import { visitorStoreId } from '~/features/stores/my-store.server'
import { searchCatalog } from '~/shop-client/api/catalog.server'
import type { CatalogPage, CatalogSearchRequest } from '~/shop-client/schemas/catalog.schema'

/**
 * A page number beyond the last page lists nothing and must not be a page of its own (a crawler
 * would follow `?page=500` forever): it is a 404, like a category that does not exist.
 */
export function isPastLastPage(page: CatalogPage): boolean {
  return page.pagination.page > 1 && page.pagination.page > page.pagination.pages
}

/**
 * A results page as the shopper sees it: with omnichannel, the search also counts the products on
 * the shelves of the shopper's store ("in my store", `filters.inStore`). A visitor's store comes from
 * the cookie; a customer's the shop takes from the session. Without omnichannel nothing is added.
 */
export async function searchCatalogForShopper(request: CatalogSearchRequest): Promise<CatalogPage | null> {
  if (!getServerConfig().OMNICHANNEL_IS_AVAILABLE) return searchCatalog({ ...request, inStore: undefined })
  return searchCatalog({ ...request, store: await visitorStoreId() })
}
