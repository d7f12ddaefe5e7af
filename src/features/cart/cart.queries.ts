import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { addCartItem, getCart, setCartLineQuantity } from './cart.functions'
import type { AddCartItemInput, Cart, SetCartLineQuantityInput } from '~/shop-client/schemas/cart.schema'

/** Cache key of the caller's cart; the header badge, the mini-cart and the cart page read it. */
export const cartQueryKey = ['cart'] as const

/**
 * The caller's cart (null: none yet). Every cart write answers the whole cart, which replaces the
 * cached one, so the cache is fresh until another tab changes it (then a focus refetch catches up).
 */
export const cartQuery = queryOptions({
  queryKey: cartQueryKey,
  queryFn: () => getCart(),
  staleTime: 30_000,
})

/**
 * Spec §4 "Cart": uninitialised (undefined) until the first server answer; the root loader asks
 * during server rendering, so the header's badge is there before any script runs.
 */
export function useCart(): Cart | null | undefined {
  return useQuery(cartQuery).data
}

/** Items in the cart for the header badge: the full group's quantity (set-related products count). */
export function cartItemCount(cart: Cart | null | undefined): number {
  return cart?.groups.full.quantity ?? 0
}

/** Adds a size to the cart and keeps the server's answer as the cached cart. */
/** Names the add mutation, so a layer can tell an add is still on its way (`useIsMutating`). */
export const addCartItemMutationKey = ['cart', 'add'] as const

export function useAddCartItem() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: addCartItemMutationKey,
    mutationFn: (input: AddCartItemInput) => addCartItem({ data: input }),
    onSuccess: (result) => {
      if (result.ok) queryClient.setQueryData(cartQueryKey, result.cart)
    },
  })
}

/** The quantity stepper of one line; the answer replaces the cached cart. */
export function useSetCartLineQuantity() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: SetCartLineQuantityInput) => setCartLineQuantity({ data: input }),
    onSuccess: (result) => {
      if (result.ok && result.cart) queryClient.setQueryData(cartQueryKey, result.cart)
    },
  })
}
