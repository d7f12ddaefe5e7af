/**
 * Every store, as the shop lists them, kept for a few minutes per process: the header's "my store",
 * the locator without a search and the flyer pages all read the same 30-odd stores, and branches do
 * not open and close by the minute.
 */
import { getShopRuntime } from '~/shop-client/shop-runtime.server'
import { storesResponseSchema } from '~/shop-client/schemas/stores.schema'
import type { Store } from '~/shop-client/schemas/stores.schema'

const DIRECTORY_TTL_MS = 5 * 60_000

let cached: { readonly stores: Promise<Store[]>; readonly loadedAt: number } | undefined

export function storeDirectory(now = Date.now()): Promise<Store[]> {
  if (cached && now - cached.loadedAt < DIRECTORY_TTL_MS) return cached.stores
  const stores = getShopRuntime()
    .then(({ client }) => client.request('GET', '/api/v1/stores/', { schema: storesResponseSchema }))
    .then((response) => response.data.stores)
  // A failed load is not kept: the next page asks again.
  stores.catch(() => {
    if (cached?.stores === stores) cached = undefined
  })
  cached = { stores, loadedAt: now }
  return stores
}
