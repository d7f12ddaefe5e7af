import { allEndpoints } from './endpoints'
import { createShopApiHandler } from './http/app'
import type { ShopApiHandler } from './http/app'
import type { ShopApiServices } from './services'

/** The reference shop API: every endpoint of the contract over the given services. */
export function createShopApi(services: ShopApiServices): ShopApiHandler {
  return createShopApiHandler(services, allEndpoints)
}

/** Paths the API answers besides `/api/…` (spec §7 names them at the host root). */
export const ROOT_API_PATHS = ['/autosuggest/list/', '/search-limited/', '/header-data/'] as const

/** Whether a request path belongs to the shop API rather than the storefront's pages. */
export function isShopApiPath(pathname: string): boolean {
  if (pathname.startsWith('/api/')) return true
  const withSlash = pathname.endsWith('/') ? pathname : `${pathname}/`
  return ROOT_API_PATHS.some((path) => withSlash === path)
}
