import { createFileRoute } from '@tanstack/react-router'
import { cartQuery } from '~/features/cart/cart.queries'
import { CartPageView } from '~/features/cart/components/CartPageView'
import { m } from '~/paraglide/messages'

/** The cart page: where the cart icon leads without JavaScript, and the mini-cart's "show cart". */
export const Route = createFileRoute('/warenkorb')({
  loader: async ({ context }) => {
    await context.queryClient.query(cartQuery)
  },
  head: () => ({ meta: [{ title: m.cart_title() }, { name: 'robots', content: 'noindex' }] }),
  component: CartPageView,
})
