import { ShoppingBag } from 'lucide-react'
import { m } from '~/paraglide/messages'

export const cartActionClasses =
  'relative flex min-h-11 min-w-11 flex-col items-center justify-center gap-0.5 rounded-md px-1 py-1 text-xs font-medium text-ink hover:bg-surface-muted hover:text-brand-700 lg:px-2'

/** The header has one cart control, so its count's element has one fixed id. */
export const CART_COUNT_ID = 'header-cart-count'

/** The cart icon with its count, the same on the link and on the popover's button. */
export function CartIcon({ count }: { count: number }) {
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
