import { useMutation, useQueryClient } from '@tanstack/react-query'
import { addCartItem } from './cart.functions'
import type { AddCartItemInput } from './cart.schema'

/** Cache key of the caller's cart; the mini cart reads it, every cart write fills it. */
export const cartQueryKey = ['cart'] as const

/** Adds a size to the cart and keeps the server's answer as the cached cart. */
export function useAddCartItem() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: AddCartItemInput) => addCartItem({ data: input }),
    onSuccess: (result) => {
      if (result.ok) queryClient.setQueryData(cartQueryKey, result.cart)
    },
  })
}
