import { Suspense, lazy } from 'react'
import { localizeHref } from '~/lib/locale-url'
import { useHydrated } from '~/ui/use-hydrated'
import { cartItemCount, useCart } from '../cart.queries'
import { CART_COUNT_ID, CartIcon, cartActionClasses } from './MiniCartTrigger'

const MiniCartPopover = lazy(() => import('./MiniCartPopover'))

/**
 * The header's cart: the icon with the item count (server-rendered from the root loader's cart),
 * and after hydration a popover dialog with the cart itself, loaded then. Without JavaScript, and
 * until the popover has loaded, the icon is a link to the server-rendered cart page, which shows
 * the same.
 */
export function MiniCart() {
  const hydrated = useHydrated()
  const cart = useCart()
  const count = cartItemCount(cart)

  const link = (
    <a href={localizeHref('/warenkorb/')} aria-describedby={CART_COUNT_ID} className={cartActionClasses}>
      <CartIcon count={count} />
    </a>
  )
  if (!hydrated) return link
  return (
    <Suspense fallback={link}>
      <MiniCartPopover cart={cart} count={count} />
    </Suspense>
  )
}
