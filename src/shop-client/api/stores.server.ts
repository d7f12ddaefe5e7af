/**
 * The stores endpoints (docs/api.md "Stores"): the shop locator's list, with or without a search, and
 * one store with its flyers. No session is sent: the stores are the same for everyone.
 */
import { shopApiPaths } from '../paths'
import { storeResponseSchema, storesResponseSchema } from '../schemas/stores.schema'
import type { Store, StoreDetails } from '../schemas/stores.schema'
import { isRefusedRead, readFromShop } from '../session-gateway.server'

/** GET /api/v1/stores/: every store, or those matching a shopper's search (city, postal code, name). */
export async function readStores(search?: string): Promise<Store[]> {
  const response = await readFromShop((client) =>
    client.request('GET', shopApiPaths.stores.stores, {
      schema: storesResponseSchema,
      ...(search === undefined ? {} : { query: { q: search } }),
    }),
  )
  return response.data.stores
}

const DIRECTORY_TTL_MS = 5 * 60_000

let directory: { readonly stores: Promise<Store[]>; readonly loadedAt: number } | undefined

/**
 * Every store, as the shop lists them, kept for a few minutes per process: the header's "my store",
 * the locator without a search and the flyer pages all read the same 30-odd stores, and branches do
 * not open and close by the minute.
 */
export function readStoreDirectory(now = Date.now()): Promise<Store[]> {
  if (directory && now - directory.loadedAt < DIRECTORY_TTL_MS) return directory.stores
  const stores = readStores()
  // A failed load is not kept: the next page asks again.
  stores.catch(() => {
    if (directory?.stores === stores) directory = undefined
  })
  directory = { stores, loadedAt: now }
  return stores
}

/** GET /api/v1/stores/{slug}/: one store with its flyers; null when the shop knows no such store. */
export async function readStore(slug: string): Promise<StoreDetails | null> {
  try {
    const response = await readFromShop((client) =>
      client.request('GET', shopApiPaths.stores.store(slug), { schema: storeResponseSchema }),
    )
    return response.data
  } catch (error) {
    if (isRefusedRead(error)) return null
    throw error
  }
}
