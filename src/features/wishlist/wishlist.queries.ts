import { trackAddToWishlist } from '~/features/analytics/events'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { QueryClient } from '@tanstack/react-query'
import { announceWishlistAdd } from '~/features/navigation/wishlist-added-signal'
import { createWishlistChanges } from './wishlist-changes'
import type { WishlistChanges } from './wishlist-changes'
import { addWishlistItem, getWishlist, removeWishlistItem } from './wishlist.functions'
import type { Wishlist, WishlistResult } from '~/shop-client/schemas/wishlist.schema'

/** The caller's wishlist; personal, so pages that need it at once (the wishlist page) load it. */
export const wishlistQuery = queryOptions({
  queryKey: ['wishlist'],
  queryFn: () => getWishlist(),
  staleTime: 30_000,
})

/** One lock per page (per query client): every heart on the page shares it (spec §4). */
const changesByClient = new WeakMap<QueryClient, WishlistChanges>()

function wishlistChangesOf(queryClient: QueryClient): WishlistChanges {
  let changes = changesByClient.get(queryClient)
  if (!changes) {
    changes = createWishlistChanges({
      add: (productId) => addWishlistItem({ data: { productId } }),
      remove: (productId) => removeWishlistItem({ data: { productId } }),
    })
    changesByClient.set(queryClient, changes)
  }
  return changes
}

/**
 * Spec §4 "Toggle adds or removes based on membership"; a change while another is in flight is
 * rejected with the locked message (a {@link WishlistLockedError}). The server's answer becomes the
 * cached list, and an add opens the header's popup and is tracked.
 */
export async function toggleWishlistItem(
  queryClient: QueryClient,
  productId: number,
): Promise<{ readonly added: boolean; readonly result: WishlistResult }> {
  const outcome = await wishlistChangesOf(queryClient).toggle(
    queryClient.getQueryData<Wishlist>(wishlistQuery.queryKey),
    productId,
  )
  const { added, result } = outcome
  if (result.ok) {
    queryClient.setQueryData(wishlistQuery.queryKey, result.wishlist)
    // Spec §4: the header's wishlist popup shows the list after an add and closes itself after 6 s.
    if (added) {
      announceWishlistAdd()
      const product = result.wishlist.products.find((entry) => entry.id === productId)
      if (product) trackAddToWishlist(product)
    }
  }
  return outcome
}

/** The toggle as a mutation, for a control of its own (a row of the wishlist page). */
export function useToggleWishlistItem() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ productId }: { productId: number }) => toggleWishlistItem(queryClient, productId),
  })
}
