/**
 * Spec §4 "Cart" and "Wishlist": what a guest hands over to the customer at login or registration.
 * When the process starts, a non-empty guest cart's request id is saved as the merge id (and so is a
 * non-empty guest wishlist's); after the login the cart is merged only when the saved id differs
 * from the customer's id, and the saved ids are cleared — on a failed login too, since they live
 * only for the one attempt. Pure rules; the session gateway does the calls.
 */
/** What the guest holds when login or registration starts. */
export interface GuestHoldings {
  readonly requestId: string | undefined
  readonly cartItems: number
  readonly wishlistItems: number
}

/** The merge ids saved when login or registration starts (spec §4: `Cart.mergeUuid`). */
export interface SavedMergeIds {
  readonly cartMergeUuid?: string
  readonly wishlistMergeUuid?: string
  readonly wishlistItems: number
}

/** Only a guest id (`g…`) with something in it is saved; a customer's own id never is. */
export function mergeIdsAtStart(guest: GuestHoldings): SavedMergeIds {
  const { requestId } = guest
  if (!requestId?.startsWith('g')) return { wishlistItems: 0 }
  return {
    ...(guest.cartItems > 0 ? { cartMergeUuid: requestId } : {}),
    ...(guest.wishlistItems > 0 ? { wishlistMergeUuid: requestId } : {}),
    wishlistItems: guest.wishlistItems,
  }
}

/** What to do after a successful login: which guest ids to merge into the customer's. */
export function handOverAfterLogin(
  saved: SavedMergeIds,
  customerRequestId: string,
): { readonly cartMergeUuid?: string; readonly wishlistMergeUuid?: string } {
  const cart = saved.cartMergeUuid !== undefined && saved.cartMergeUuid !== customerRequestId
  // Spec §4 Wishlist init: merge only with a stored merge id and a non-empty guest list.
  const wishlist =
    saved.wishlistMergeUuid !== undefined &&
    saved.wishlistItems > 0 &&
    saved.wishlistMergeUuid !== customerRequestId
  return {
    ...(cart && saved.cartMergeUuid ? { cartMergeUuid: saved.cartMergeUuid } : {}),
    ...(wishlist && saved.wishlistMergeUuid ? { wishlistMergeUuid: saved.wishlistMergeUuid } : {}),
  }
}
