import { trackAddToCart } from '~/features/analytics/events'
import { DEFAULT_ADD_AMOUNT } from '~/shop-client/schemas/cart.schema'
import { useId, useState } from 'react'
import { useAddCartItem } from '~/features/cart/cart.queries'
import type { AddCartItemResult } from '~/shop-client/schemas/cart.schema'
import { m } from '~/paraglide/messages'
import { prepareAddToCart } from '../product.model'
import type { AddToCartCheck, AddToCartProblem, BuyBoxState } from '../product.model'
import type { ProductDetail } from '~/shop-client/schemas/product.schema'
import { disabledUntilHydrated, useHydrated } from '~/ui/use-hydrated'

const problemText: Record<AddToCartProblem, () => string> = {
  'size-required': m.pdp_size_required,
  'size-unavailable': m.pdp_size_unavailable,
  quantity: m.pdp_quantity_invalid,
}

function resultText(result: AddCartItemResult, name: string, size: string): string {
  if (result.ok) return m.cart_added({ name, size })
  if (result.reason === 'stock') return m.cart_add_failed_stock()
  if (result.reason === 'session-expired') return m.cart_session_expired()
  if (result.reason === 'unavailable') return m.cart_save_unavailable()
  return m.cart_add_failed_invalid()
}

/** A line the shop took into the cart: what the confirmation layer shows. */
export interface AddedLine {
  readonly sizeLabel: string
  readonly amount: number
}

/** One add-to-cart action with its outcome, shared by the buttons that trigger it (buy box, sticky bar). */
export interface AddToCart {
  /** Checks the buy box and sends the line; the check's outcome, so a caller can point at the problem. */
  readonly add: () => AddToCartCheck | undefined
  readonly pending: boolean
  /** What to announce: the problem, the pending add, or its outcome ('' before the first try). */
  readonly feedback: string
  readonly failed: boolean
}

/**
 * The add-to-cart action of a product (or of one of its sets, `setId`): `onProblem` hears why nothing
 * was sent (no size chosen …), `onAdded` hears each line the shop took.
 */
export function useAddToCart({
  product,
  state,
  onProblem,
  onAdded,
  setId,
}: {
  product: ProductDetail
  state: BuyBoxState
  onProblem: (problem: AddToCartProblem) => void
  onAdded?: (line: AddedLine) => void
  setId?: number
}): AddToCart {
  const addItem = useAddCartItem()
  const [problem, setProblem] = useState<AddToCartProblem | null>(null)
  const [sizeLabel, setSizeLabel] = useState('')

  let feedback = ''
  let failed = false
  if (problem) {
    feedback = problemText[problem]()
    failed = true
  } else if (addItem.isPending) feedback = m.cart_add_pending()
  else if (addItem.isError) {
    feedback = m.cart_add_failed()
    failed = true
  } else if (addItem.data) {
    feedback = resultText(addItem.data, product.name, sizeLabel)
    failed = !addItem.data.ok
  }

  return {
    pending: addItem.isPending,
    feedback,
    failed,
    add: () => {
      if (addItem.isPending) return undefined
      const check = prepareAddToCart(product.options, state, {
        mountingAvailable: product.mounting?.available ?? false,
        ...(setId === undefined ? {} : { setId }),
      })
      if (!check.ok) {
        setProblem(check.problem)
        onProblem(check.problem)
        return check
      }
      setProblem(null)
      setSizeLabel(check.option.label)
      const amount = check.input.amount ?? DEFAULT_ADD_AMOUNT
      addItem.mutate(check.input, {
        onSuccess: (result) => {
          if (!result.ok) return
          trackAddToCart(product, check.option.label, amount)
          onAdded?.({ sizeLabel: check.option.label, amount })
        },
      })
      return check
    },
  }
}

const primaryClasses =
  'inline-flex h-12 items-center justify-center rounded-pill bg-accent-600 px-6 font-semibold text-white hover:bg-accent-500 hover:text-brand-950 aria-disabled:cursor-progress'
const secondaryClasses =
  'inline-flex min-h-11 items-center justify-center rounded-pill border-2 border-brand-800 px-5 py-2 text-center font-semibold text-brand-800 hover:bg-brand-50 aria-disabled:cursor-progress'

/**
 * An add-to-cart button with its live region: the outcome (or why nothing was sent, e.g. no size
 * chosen) is announced right next to it.
 */
export function AddToCartButton({
  action,
  label,
  statusId,
  primary = false,
  blocked,
  onIntent,
}: {
  action: AddToCart
  label: string
  /** Lets the size picker point at the message that explains its error. */
  statusId?: string
  primary?: boolean
  /**
   * Why nothing can be added (the product or an item of the set is sold out): the button stays
   * visible but disabled, optionally with another label, and the reason is shown and described.
   */
  blocked?: { readonly label?: string; readonly reason: string }
  /** The pointer or focus reached the button: what a click would open may start loading. */
  onIntent?: () => void
}) {
  // Adding needs JavaScript: until the page is hydrated the button is disabled, so an early click is
  // not lost without a word.
  const hydrated = useHydrated()
  const reasonId = useId()

  if (blocked)
    return (
      <div className="flex flex-col gap-1">
        <button
          type="button"
          disabled
          aria-describedby={reasonId}
          className={`inline-flex ${primary ? 'h-12' : 'min-h-11'} cursor-not-allowed items-center justify-center rounded-pill border-2 border-line bg-surface-muted px-5 py-2 text-center font-semibold text-ink-muted`}
        >
          {blocked.label ?? label}
        </button>
        <p id={reasonId} className="min-h-5 text-sm font-medium text-sale-600">
          {blocked.reason}
        </p>
      </div>
    )

  return (
    <div className="flex flex-col gap-1">
      <button
        type={primary ? 'submit' : 'button'}
        {...disabledUntilHydrated(hydrated, { busy: action.pending })}
        onPointerEnter={onIntent}
        onFocus={onIntent}
        onClick={(event) => {
          event.preventDefault()
          action.add()
        }}
        className={primary ? primaryClasses : secondaryClasses}
      >
        {label}
      </button>
      <p
        id={statusId}
        role="status"
        className={`min-h-5 text-sm ${action.failed ? 'text-sale-600' : 'text-success-600'}`}
      >
        {action.feedback}
      </p>
    </div>
  )
}

/** The add-to-cart button of one of the product's sets (`setId`): an action of its own. */
export function SetAddToCartControl({
  product,
  state,
  onProblem,
  label,
  setId,
  blocked,
}: {
  product: ProductDetail
  state: BuyBoxState
  onProblem: (problem: AddToCartProblem) => void
  label: string
  setId: number
  blocked?: { readonly label?: string; readonly reason: string }
}) {
  const action = useAddToCart({ product, state, onProblem, setId })
  return <AddToCartButton action={action} label={label} blocked={blocked} />
}
