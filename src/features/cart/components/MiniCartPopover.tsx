import { Link } from '@tanstack/react-router'
import { X } from 'lucide-react'
import type { RefObject } from 'react'
import { Button, Dialog, Heading, Popover } from 'react-aria-components'
import { useTrackViewCart } from '~/features/analytics/use-track-view-cart'
import { m } from '~/paraglide/messages'
import type { Cart } from '~/shop-client/schemas/cart.schema'
import { CartContents, CartEmpty } from './CartContents'

/** The popover's cart; mounted while the popover is open, so each opening is one view_cart. */
function MiniCartContents({ cart }: { cart: Cart }) {
  useTrackViewCart(cart)
  return <CartContents cart={cart} compact headingLevel={3} />
}

/**
 * The header cart's popover dialog, anchored to the button `MiniCart` renders. A chunk of its own,
 * loaded when the shopper reaches for the button: the popover, its positioning and the cart's
 * contents are not needed to show or use the page.
 */
export default function MiniCartPopover({
  triggerRef,
  dialogId,
  cart,
  count,
  isOpen,
  onOpenChange,
}: {
  triggerRef: RefObject<HTMLButtonElement | null>
  dialogId: string
  cart: Cart | null | undefined
  count: number
  isOpen: boolean
  onOpenChange: (isOpen: boolean) => void
}) {
  const close = () => {
    onOpenChange(false)
  }
  return (
    <Popover
      triggerRef={triggerRef}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      placement="bottom end"
      className="max-h-[min(42rem,calc(100dvh-6rem))] w-[min(26rem,calc(100vw-1rem))] overflow-y-auto rounded-lg border border-line bg-surface shadow-card"
    >
      <Dialog
        id={dialogId}
        aria-labelledby="mini-cart-title"
        className="flex flex-col gap-3 p-4 outline-none"
      >
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
      </Dialog>
    </Popover>
  )
}
