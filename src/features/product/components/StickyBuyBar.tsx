import type { RefObject } from 'react'
import { m } from '~/paraglide/messages'
import type { ProductSummary } from '~/shop-client/schemas/product.schema'
import type { AddToCartProblem } from '../product.model'
import type { AddToCart } from './AddToCartControl'
import { PriceTag } from './PriceTag'

/**
 * On phones and tablets: a bar at the bottom of the screen with the price, the chosen size and
 * "In den Warenkorb", shown while the buy box's own button has been scrolled past (`shown`, from
 * `useScrolledPast`). It triggers the same action as that button; with no size chosen,
 * it takes the shopper to the sizes. Loaded the first time it is shown.
 */
export default function StickyBuyBar({
  shown,
  action,
  prices,
  sizeLabel,
  form,
  onIntent,
}: {
  shown: boolean
  action: AddToCart
  prices: ProductSummary['prices']
  sizeLabel: string | null
  /** The buy box's form, where a failed add takes the shopper. */
  form: RefObject<HTMLFormElement | null>
  onIntent?: () => void
}) {
  /** To the buy box, focus on what needs an answer: the sizes, or the quantity. */
  const showBuyBox = (problem: AddToCartProblem) => {
    const field =
      problem === 'quantity'
        ? form.current?.querySelector<HTMLElement>('input[name="quantity"]')
        : form.current?.querySelector<HTMLElement>('[role="radiogroup"] input:not(:disabled)')
    field?.scrollIntoView({ block: 'center' })
    field?.focus({ preventScroll: true })
  }

  return (
    <div
      hidden={!shown}
      data-sticky-buy-bar
      role="region"
      aria-label={m.pdp_sticky_label()}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-surface px-4 py-2 shadow-card lg:hidden"
    >
      <div className="mx-auto flex max-w-3xl items-center gap-3">
        <div className="flex min-w-0 flex-1 flex-col">
          <PriceTag prices={prices} />
          <p className="truncate text-xs text-ink-muted">
            {sizeLabel === null ? m.pdp_sticky_no_size() : m.cart_line_size({ size: sizeLabel })}
          </p>
          {/* What the shop answered (no stock left, a session that ended), also here: the buy box's
              status line, which screen readers announce, is off the screen. */}
          {action.failed && (
            <p aria-hidden="true" className="text-xs font-medium text-sale-600">
              {action.feedback}
            </p>
          )}
        </div>
        <button
          type="button"
          aria-disabled={action.pending || undefined}
          onPointerEnter={onIntent}
          onFocus={onIntent}
          onClick={() => {
            const check = action.add()
            if (check && !check.ok) showBuyBox(check.problem)
          }}
          className="inline-flex h-12 shrink-0 items-center justify-center rounded-pill bg-accent-600 px-5 font-semibold text-white hover:bg-accent-500 hover:text-brand-950 aria-disabled:cursor-progress"
        >
          {m.cart_add()}
        </button>
      </div>
    </div>
  )
}
