import { allEndpoints } from './endpoints'
import { createShopApiHandler } from './http/app'
import type { ShopApiHandler } from './http/app'
import { createOpenApiResponder } from './http/openapi'
import type { ShopApiServices } from './services'

/** `GET /api/openapi.json`; the document is built on its first request, once per process. */
const answerOpenApi = createOpenApiResponder(allEndpoints)

/**
 * The reference shop API: every endpoint of the contract over the given services, and the OpenAPI
 * document that describes them (not an endpoint of its own: it describes the endpoints).
 */
export function createShopApi(services: ShopApiServices): ShopApiHandler {
  const api = createShopApiHandler(services, allEndpoints)
  return { fetch: (request) => Promise.resolve(answerOpenApi(request) ?? api.fetch(request)) }
}

/** Paths the API answers besides `/api/…` (spec §7 names them at the host root). */
export const ROOT_API_PATHS = ['/autosuggest/list/', '/search-limited/', '/header-data/'] as const

/** Whether a request path belongs to the shop API rather than the storefront's pages. */
export function isShopApiPath(pathname: string): boolean {
  if (pathname.startsWith('/api/')) return true
  const withSlash = pathname.endsWith('/') ? pathname : `${pathname}/`
  return ROOT_API_PATHS.some((path) => withSlash === path)
}
