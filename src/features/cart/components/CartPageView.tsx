import { useTrackViewCart } from '~/features/analytics/use-track-view-cart'
import { m } from '~/paraglide/messages'
import { useCart } from '../cart.queries'
import { CartContents, CartEmpty } from './CartContents'

/** The cart page: what the mini-cart shows, server-rendered, so it also works without JavaScript. */
export function CartPageView() {
  const cart = useCart()
  useTrackViewCart(cart)
  return (
    <div className="page-container flex flex-col gap-6 py-8">
      <h1 className="font-display text-3xl font-bold text-brand-900 uppercase">{m.cart_page_title()}</h1>
      {cart && cart.products.length > 0 ? <CartContents cart={cart} columns /> : <CartEmpty />}
    </div>
  )
}
