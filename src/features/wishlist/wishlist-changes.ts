/**
 * Spec §4 "Wishlist" rules, framework-free so they are unit-tested: changes are locked while a
 * request is in flight (a concurrent add or remove is rejected, not queued), the toggle adds or
 * removes by membership, and after a login the guest
 * list is merged when a merge id was stored and the list is non-empty, otherwise refreshed.
 */
import { isOnWishlist } from '~/shop-client/schemas/wishlist.schema'
import type { Wishlist, WishlistResult } from '~/shop-client/schemas/wishlist.schema'

export const WISHLIST_LOCKED_MESSAGE = 'Wishlist changes are locked while another change is in progress.'

/** Spec §8 "Wishlist change while locked": rejected with a message that changes are locked. */
export class WishlistLockedError extends Error {
  constructor() {
    super(WISHLIST_LOCKED_MESSAGE)
    this.name = 'WishlistLockedError'
  }
}

export interface WishlistWriter {
  readonly add: (productId: number) => Promise<WishlistResult>
  readonly remove: (productId: number) => Promise<WishlistResult>
}

export interface WishlistChanges {
  /** Whether a change is in flight (the page shows its controls as busy). */
  readonly isLocked: () => boolean
  /** Adds the product when it is not on the list, removes it when it is. */
  readonly toggle: (
    wishlist: Wishlist | undefined,
    productId: number,
  ) => Promise<{ readonly added: boolean; readonly result: WishlistResult }>
}

export function createWishlistChanges(writer: WishlistWriter): WishlistChanges {
  let inFlight = false
  return {
    isLocked: () => inFlight,
    async toggle(wishlist, productId) {
      if (inFlight) throw new WishlistLockedError()
      inFlight = true
      try {
        const added = !isOnWishlist(wishlist, productId)
        const result = await (added ? writer.add(productId) : writer.remove(productId))
        return { added, result }
      } finally {
        inFlight = false
      }
    },
  }
}

/** Spec §4: on init, merge when a merge id is stored and the guest list is non-empty; else refresh. */
export function wishlistInitAction(
  storedMergeId: string | undefined,
  guestListSize: number,
): 'merge' | 'refresh' {
  return storedMergeId !== undefined && guestListSize > 0 ? 'merge' : 'refresh'
}

/** Spec §8 "Wishlist merge without a merge helper": rejected. */
export async function mergeWishlist<T>(
  helper: ((mergeId: string) => Promise<T>) | undefined,
  mergeId: string,
): Promise<T> {
  if (!helper) throw new Error('A wishlist merge needs a merge helper')
  return helper(mergeId)
}
