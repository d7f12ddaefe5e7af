import { useTrackViewCart } from '~/features/analytics/use-track-view-cart'
import type { Cart } from '../cart.schema'
import { Link } from '@tanstack/react-router'
import { ShoppingBag, X } from 'lucide-react'
import { Button, Dialog, DialogTrigger, Heading, Popover } from 'react-aria-components'
import { m } from '~/paraglide/messages'
import { localizeHref } from '~/lib/locale-url'
import { useHydrated } from '~/ui/use-hydrated'
import { cartItemCount, useCart } from '../cart.queries'
import { CartContents, CartEmpty } from './CartContents'

const actionClasses =
  'relative flex min-h-11 min-w-11 flex-col items-center justify-center gap-0.5 rounded-md px-1 py-1 text-xs font-medium text-ink hover:bg-surface-muted hover:text-brand-700 lg:px-2'

/** The header has one cart control, so its count's element has one fixed id. */
const CART_COUNT_ID = 'header-cart-count'

function CartIcon({ count }: { count: number }) {
  return (
    <>
      <ShoppingBag aria-hidden="true" className="size-6" />
      {count > 0 ? (
        <span
          aria-hidden="true"
          className="absolute top-0 right-0 flex min-w-5 items-center justify-center rounded-full bg-accent-600 px-1 text-[0.6875rem] leading-5 font-bold text-white"
        >
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
      <span className="sr-only lg:not-sr-only">{m.header_cart()}</span>
      {/* The count is the control's description, not part of its name (see the header's actions). */}
      <span id={CART_COUNT_ID} hidden>
        {m.cart_badge({ count })}
      </span>
    </>
  )
}

/**
 * The header's cart: the icon with the item count (server-rendered from the root loader's cart),
 * and after hydration a popover dialog with the cart itself. Without JavaScript the icon is a link
 * to the server-rendered cart page, which shows the same.
 */
/** The popover's cart; mounted while the popover is open, so each opening is one view_cart. */
function MiniCartContents({ cart }: { cart: Cart }) {
  useTrackViewCart(cart)
  return <CartContents cart={cart} compact headingLevel={3} />
}

export function MiniCart() {
  const hydrated = useHydrated()
  const cart = useCart()
  const count = cartItemCount(cart)

  if (!hydrated)
    return (
      <a href={localizeHref('/warenkorb/')} aria-describedby={CART_COUNT_ID} className={actionClasses}>
        <CartIcon count={count} />
      </a>
    )

  return (
    <DialogTrigger>
      <Button aria-describedby={CART_COUNT_ID} className={actionClasses}>
        <CartIcon count={count} />
      </Button>
      <Popover
        placement="bottom end"
        className="max-h-[min(42rem,calc(100dvh-6rem))] w-[min(26rem,calc(100vw-1rem))] overflow-y-auto rounded-lg border border-line bg-surface shadow-card"
      >
        <Dialog aria-labelledby="mini-cart-title" className="flex flex-col gap-3 p-4 outline-none">
          {({ close }) => (
            <>
              <div className="flex items-center justify-between gap-2">
                <Heading
                  slot="title"
                  id="mini-cart-title"
                  className="font-display text-lg font-bold text-brand-900 uppercase"
                >
                  {m.cart_title_count({ count })}
                </Heading>
                <Button
                  onPress={close}
                  aria-label={m.cart_close()}
                  className="flex size-11 items-center justify-center rounded-full hover:bg-surface-muted"
                >
                  <X aria-hidden="true" className="size-5" />
                </Button>
              </div>
              {cart === undefined ? (
                <p role="status" className="text-sm text-ink-muted">
                  {m.cart_loading()}
                </p>
              ) : cart === null || cart.products.length === 0 ? (
                <CartEmpty />
              ) : (
                <MiniCartContents cart={cart} />
              )}
              <Link
                to="/warenkorb/"
                onClick={close}
                className="flex min-h-11 items-center justify-center rounded-pill border-2 border-brand-800 px-4 font-semibold text-brand-800 hover:bg-brand-50"
              >
                {m.cart_show_page()}
              </Link>
            </>
          )}
        </Dialog>
      </Popover>
    </DialogTrigger>
  )
}
