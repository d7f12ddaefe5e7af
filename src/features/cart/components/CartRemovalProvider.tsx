import { trackRemoveFromCart } from '~/features/analytics/events'
import { useQueryClient } from '@tanstack/react-query'
import { createContext, useContext, useState, useSyncExternalStore } from 'react'
import type { ReactNode } from 'react'
import { removeFromCart } from '../cart.functions'
import { cartQueryKey } from '../cart.queries'
import { createCartRemover } from '../cart-removal'
import type { CartRemover, RemovalState } from '../cart-removal'
import type { Cart } from '~/shop-client/schemas/cart.schema'

const CartRemoverContext = createContext<CartRemover | null>(null)

/**
 * One remover for the page, so the mini-cart and the cart page share its lock (spec §4: the remover
 * is locked while a removal is pending).
 */
export function CartRemovalProvider({ children }: { children: ReactNode }) {
  const [remover] = useState(() => createCartRemover({ send: (target) => removeFromCart({ data: target }) }))
  return <CartRemoverContext value={remover}>{children}</CartRemoverContext>
}

const idle: RemovalState = { phase: 'idle' }

export interface CartRemoval {
  readonly state: RemovalState
  /** Starts removing a line; the outcome is applied to the cached cart (or the page reloads). */
  remove(cart: Cart | null | undefined, lineHash: string): Promise<void>
  undo(): boolean
}

export function useCartRemoval(): CartRemoval {
  const remover = useContext(CartRemoverContext)
  if (!remover) throw new Error('useCartRemoval needs a CartRemovalProvider')
  const queryClient = useQueryClient()
  const state = useSyncExternalStore(remover.subscribe, remover.getState, () => idle)
  return {
    state,
    async remove(cart, lineHash) {
      const line = cart?.products.find((product) => product.hash === lineHash)
      const outcome = await remover.remove(cart, lineHash)
      if (outcome.kind === 'removed') {
        queryClient.setQueryData(cartQueryKey, outcome.cart)
        // Only now: an undone removal (spec §4, within the removal delay) was never a removal.
        if (line) trackRemoveFromCart(line)
      }
      // Spec §4: the server answered without a cart, so the page cannot know what is true: reload.
      else if (outcome.kind === 'reload') window.location.reload()
    },
    undo: () => remover.undo(),
  }
}
