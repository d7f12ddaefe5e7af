import type { CatalogPage } from '~/shop-client/schemas/catalog.schema'

/**
 * A page number beyond the last page lists nothing and must not be a page of its own (a crawler
 * would follow `?page=500` forever): it is a 404, like a category that does not exist.
 */
export function isPastLastPage(page: CatalogPage): boolean {
  return page.pagination.page > 1 && page.pagination.page > page.pagination.pages
}
