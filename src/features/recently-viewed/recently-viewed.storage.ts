/**
 * The recently viewed list in localStorage, as a small external store for `useSyncExternalStore`:
 * the server and the hydrating render see an empty list (no mismatch), the browser then renders its
 * own. Other tabs' changes arrive through the `storage` event.
 */
import { useSyncExternalStore } from 'react'
import { parseRecentlyViewed, recordView, serializeRecentlyViewed } from './recently-viewed.model'
import type { RecentlyViewedIds } from './recently-viewed.model'

export const RECENTLY_VIEWED_KEY = 'sportalpin.recentlyViewed'

const EMPTY: RecentlyViewedIds = []
const listeners = new Set<() => void>()
let cached: { readonly raw: string | null; readonly ids: RecentlyViewedIds } = { raw: null, ids: EMPTY }

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(RECENTLY_VIEWED_KEY)
  } catch {
    // Storage blocked (privacy settings): the list simply stays empty.
    return null
  }
}

/** The same array for the same stored text, as useSyncExternalStore requires of a snapshot. */
function snapshot(): RecentlyViewedIds {
  const raw = readRaw()
  if (raw !== cached.raw) cached = { raw, ids: parseRecentlyViewed(raw) }
  return cached.ids
}

function notify() {
  for (const listener of listeners) listener()
}

function onStorage(event: StorageEvent) {
  if (event.key === null || event.key === RECENTLY_VIEWED_KEY) notify()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  if (listeners.size === 1) window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0) window.removeEventListener('storage', onStorage)
  }
}

function write(ids: RecentlyViewedIds) {
  try {
    if (ids.length === 0) window.localStorage.removeItem(RECENTLY_VIEWED_KEY)
    else window.localStorage.setItem(RECENTLY_VIEWED_KEY, serializeRecentlyViewed(ids))
  } catch {
    // Full or blocked storage: the page works on without the list.
  }
  notify()
}

/** Remembers that the shopper viewed the product (a corrupt stored value is replaced). */
export function recordProductView(productId: number): void {
  write(recordView(snapshot(), productId))
}

export function clearRecentlyViewed(): void {
  write(EMPTY)
}

/** The stored list, most recent first; empty on the server and while hydrating. */
export function useRecentlyViewedIds(): RecentlyViewedIds {
  return useSyncExternalStore(subscribe, snapshot, () => EMPTY)
}
