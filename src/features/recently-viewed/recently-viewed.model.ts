/**
 * The recently viewed list as pure data: product ids, most recent first, each once, at most
 * {@link RECENTLY_VIEWED_LIMIT}. Kept in the browser only; nothing here touches storage.
 */
import * as v from 'valibot'
import { RECENTLY_VIEWED_LIMIT, storedRecentlyViewedSchema } from './recently-viewed.schema'

export type RecentlyViewedIds = readonly number[]

/** The list after the shopper viewed `productId`: it moves to the front, the oldest falls off. */
export function recordView(ids: RecentlyViewedIds, productId: number): RecentlyViewedIds {
  return [productId, ...ids.filter((id) => id !== productId)].slice(0, RECENTLY_VIEWED_LIMIT)
}

/**
 * The list read back from storage. Anything that is not our shape (corrupt JSON, another app's value
 * under the key, ids that are no ids) is discarded as an empty list; a well-formed list is
 * deduplicated and capped, in case an older or other version wrote more.
 */
export function parseRecentlyViewed(raw: string | null): RecentlyViewedIds {
  if (raw === null) return []
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch {
    return []
  }
  const parsed = v.safeParse(storedRecentlyViewedSchema, value)
  if (!parsed.success) return []
  return [...new Set(parsed.output.ids)].slice(0, RECENTLY_VIEWED_LIMIT)
}

export function serializeRecentlyViewed(ids: RecentlyViewedIds): string {
  return JSON.stringify({ ids })
}

/** The ids a strip shows: the list without the product on whose page it stands. */
export function visibleRecentlyViewed(ids: RecentlyViewedIds, currentId: number | null): RecentlyViewedIds {
  return currentId === null ? ids : ids.filter((id) => id !== currentId)
}

/**
 * The fetched products in the list's order, only those still on the list: products the shop no
 * longer has are left out, and a previous answer shown while a new one loads never shows a product
 * the list has dropped (the one whose page the shopper is on).
 */
export function inListOrder<T extends { readonly id: number }>(
  products: readonly T[],
  ids: RecentlyViewedIds,
): T[] {
  const byId = new Map(products.map((product) => [product.id, product]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}
