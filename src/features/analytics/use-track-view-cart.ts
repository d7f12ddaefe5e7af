import { useEffect, useRef } from 'react'
import type { Cart } from '~/shop-client/schemas/cart.schema'
import { trackViewCart } from './events'

/**
 * One `view_cart` each time a cart view opens (the mini-cart's popover, the cart page) and the cart
 * has lines; later changes while it stays open are their own events (add, remove).
 */
export function useTrackViewCart(cart: Cart | null | undefined): void {
  const sent = useRef(false)
  useEffect(() => {
    if (sent.current || !cart || cart.products.length === 0) return
    sent.current = true
    trackViewCart(cart)
  }, [cart])
}
