import { Suspense, lazy, useId, useRef, useState } from 'react'
import { localizeHref } from '~/lib/locale-url'
import { useIntent } from '~/ui/load-later'
import { useHydrated } from '~/ui/use-hydrated'
import { cartItemCount, useCart } from '../cart.queries'
import { CART_COUNT_ID, CartIcon, cartActionClasses } from './MiniCartTrigger'

const MiniCartPopover = lazy(() => import('./MiniCartPopover'))

/**
 * The header's cart: the icon with the item count (server-rendered from the root loader's cart).
 * Without JavaScript, and until the page has hydrated, it is a link to the server-rendered cart page,
 * which shows the same. Then it is the button of a popover dialog with the cart, whose code (with
 * react-aria's popover, about 45 KB) loads when the pointer, the focus or a finger first reaches the
 * button, not with the page (ADR 025). A press before the code has arrived is kept: the popover opens
 * as soon as it is there.
 */
export function MiniCart() {
  const hydrated = useHydrated()
  const cart = useCart()
  const count = cartItemCount(cart)
  const trigger = useRef<HTMLButtonElement>(null)
  const [isOpen, setOpen] = useState(false)
  const { wanted, want, intentHandlers } = useIntent()
  const dialogId = useId()

  if (!hydrated)
    return (
      <a href={localizeHref('/warenkorb/')} aria-describedby={CART_COUNT_ID} className={cartActionClasses}>
        <CartIcon count={count} />
      </a>
    )
  return (
    <>
      <button
        ref={trigger}
        type="button"
        aria-describedby={CART_COUNT_ID}
        aria-expanded={isOpen}
        aria-controls={isOpen ? dialogId : undefined}
        className={cartActionClasses}
        {...intentHandlers}
        onClick={() => {
          want()
          // Where a click does not focus a button (Safari), the popover still returns the focus here.
          trigger.current?.focus()
          setOpen(true)
        }}
      >
        <CartIcon count={count} />
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <MiniCartPopover
            triggerRef={trigger}
            dialogId={dialogId}
            cart={cart}
            count={count}
            isOpen={isOpen}
            onOpenChange={setOpen}
          />
        </Suspense>
      ) : null}
    </>
  )
}
