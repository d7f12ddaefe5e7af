import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { announceWishlistAdd } from '~/features/navigation/wishlist-added-signal'
import { addWishlistItem, getWishlist, removeWishlistItem } from './wishlist.functions'

/** The caller's wishlist; personal, so it is read in the browser after the page has rendered. */
export const wishlistQuery = queryOptions({
  queryKey: ['wishlist'],
  queryFn: () => getWishlist(),
})

/**
 * Spec §4 "Toggle adds or removes based on membership". The server's answer becomes the cached list.
 * Callers keep the control disabled while `isPending`: spec §4 rejects a concurrent add or remove.
 */
export function useToggleWishlistItem() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ productId, add }: { productId: number; add: boolean }) =>
      add ? addWishlistItem({ data: { productId } }) : removeWishlistItem({ data: { productId } }),
    onSuccess: (result, { add }) => {
      if (!result.ok) return
      queryClient.setQueryData(wishlistQuery.queryKey, result.wishlist)
      // Spec §4: the header's wishlist popup shows the list after an add and closes itself after 6 s.
      if (add) announceWishlistAdd()
    },
  })
}
