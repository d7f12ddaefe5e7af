/**
 * A wishlist add happens far from the header (product page, product tiles) but must show the
 * header's wishlist popup (spec §4). The add mutation announces it here; the header popup provider
 * listens. A plain module-level signal, because the mutation hook has no handle on the header.
 */
const listeners = new Set<() => void>()

export function announceWishlistAdd(): void {
  for (const listener of listeners) listener()
}

export function onWishlistAdd(listener: () => void): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}
