import { shopFailureOf } from '~/shop-client/session-gateway.server'
import type { CatalogPage } from '~/shop-client/schemas/catalog.schema'

/**
 * The routes validate all they send, so a shop refusal of a catalogue read (an unknown category,
 * a query it cannot answer) means the URL names no page: a 404, never a 500.
 */
export function isRefusedRead(error: unknown): boolean {
  const status = shopFailureOf(error)?.status
  return status === 404 || status === 400 || status === 422
}

/**
 * A page number beyond the last page lists nothing and must not be a page of its own (a crawler
 * would follow `?page=500` forever): it is a 404, like a category that does not exist.
 */
export function isPastLastPage(page: CatalogPage): boolean {
  return page.pagination.page > 1 && page.pagination.page > page.pagination.pages
}
