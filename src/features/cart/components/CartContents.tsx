import { Link } from '@tanstack/react-router'
import { ProductImage } from '~/ui/ProductImage'
import { Minus, Plus, Trash2, Undo2 } from 'lucide-react'
import { useId, useRef, useState } from 'react'
import { trackCartQuantityChange } from '~/features/analytics/events'
import { useSiteUrls } from '~/features/navigation/use-site-urls'
import { checkoutHref } from '~/lib/safe-navigation'
import { m } from '~/paraglide/messages'
import { localizeHref } from '~/lib/locale-url'
import { disabledUntilHydrated, useHydrated } from '~/ui/use-hydrated'
import { CartRemovalError } from '../cart-removal'
import { useSetCartLineQuantity } from '../cart.queries'
import type { Cart, CartProduct, CartWriteResult } from '~/shop-client/schemas/cart.schema'
import { MAX_LINE_QUANTITY } from '~/shop-client/schemas/cart.schema'
import { useCartRemoval } from './CartRemovalProvider'
import { ProductPageLink } from '~/route-links'
import {
  EMPTY_CART_ILLUSTRATION,
  EMPTY_CART_ILLUSTRATION_HEIGHT,
  EMPTY_CART_ILLUSTRATION_WIDTH,
} from './empty-cart-illustration'

function refusalText(reason: CartRemovalError['reason'] | Exclude<CartWriteResult, { ok: true }>['reason']) {
  if (reason === 'missing') return m.cart_line_missing()
  if (reason === 'locked') return m.cart_remove_locked()
  if (reason === 'stock') return m.cart_quantity_stock()
  if (reason === 'session-expired') return m.cart_session_expired()
  if (reason === 'unavailable') return m.cart_save_unavailable()
  return m.cart_change_failed()
}

/**
 * The cart's lines in the groups of spec §3 (available, unavailable; each with its quantity, set
 * products counted) with quantity steppers and removal with undo, then the totals and the way to
 * the checkout. The mini-cart and the cart page show the same; `compact` only tightens the layout.
 */
export function CartContents({
  cart,
  compact = false,
  headingLevel = 2,
  columns = false,
}: {
  cart: Cart
  compact?: boolean
  headingLevel?: 2 | 3
  /** The cart page on a wide screen: the lines on the left, the totals beside them (sticky). */
  columns?: boolean
}) {
  const [announcement, setAnnouncement] = useState('')
  const [problem, setProblem] = useState('')
  const listRegion = useRef<HTMLDivElement>(null)
  const available = cart.products.filter((line) => line.status === 2)
  const unavailable = cart.products.filter((line) => line.status === 1)
  const Heading = headingLevel === 2 ? 'h2' : 'h3'

  const report = {
    announce: (text: string) => {
      setProblem('')
      setAnnouncement(text)
    },
    fail: (text: string) => {
      setAnnouncement('')
      setProblem(text)
    },
    /** A removed line's controls are gone: the focus goes to the list rather than to the page's top. */
    keepFocus: () => listRegion.current?.focus({ preventScroll: true }),
  }

  return (
    <div
      className={
        columns
          ? 'flex flex-col gap-4 lg:grid lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start lg:gap-x-10'
          : 'flex flex-col gap-4'
      }
    >
      <div
        ref={listRegion}
        tabIndex={-1}
        aria-label={m.cart_lines_label()}
        role="region"
        className="flex flex-col gap-4 outline-none"
      >
        {available.length > 0 ? (
          <section aria-labelledby={`${cart.uuid}-available`}>
            <Heading
              id={`${cart.uuid}-available`}
              className="mb-2 text-sm font-semibold tracking-wide text-ink-muted uppercase"
            >
              {m.cart_group_available({ count: cart.groups.available.quantity })}
            </Heading>
            <ul className="flex flex-col divide-y divide-line">
              {available.map((line) => (
                <CartLine key={line.hash} cart={cart} line={line} compact={compact} report={report} />
              ))}
            </ul>
          </section>
        ) : null}
        {unavailable.length > 0 ? (
          <section aria-labelledby={`${cart.uuid}-unavailable`}>
            <Heading
              id={`${cart.uuid}-unavailable`}
              className="mb-1 text-sm font-semibold tracking-wide text-sale-600 uppercase"
            >
              {m.cart_group_unavailable({ count: cart.groups.unavailable.quantity })}
            </Heading>
            <p className="mb-2 text-sm text-ink-muted">{m.cart_group_unavailable_hint()}</p>
            <ul className="flex flex-col divide-y divide-line">
              {unavailable.map((line) => (
                <CartLine key={line.hash} cart={cart} line={line} compact={compact} report={report} />
              ))}
            </ul>
          </section>
        ) : null}
      </div>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <p role="alert" className={problem ? 'text-sm text-sale-600 lg:col-start-1' : 'sr-only'}>
        {problem}
      </p>
      <div
        className={columns ? 'lg:sticky lg:top-24 lg:col-start-2 lg:row-span-3 lg:row-start-1' : undefined}
      >
        <CartSummary cart={cart} />
      </div>
    </div>
  )
}

interface Report {
  announce(text: string): void
  fail(text: string): void
  keepFocus(): void
}

function CartLine({
  cart,
  line,
  compact,
  report,
}: {
  cart: Cart
  line: CartProduct
  compact: boolean
  report: Report
}) {
  const hydrated = useHydrated()
  const removal = useCartRemoval()
  const quantity = useSetCartLineQuantity()
  const undoButton = useRef<HTMLButtonElement>(null)
  const removeButton = useRef<HTMLButtonElement>(null)
  const titleId = useId()
  const { product } = line
  const marked = removal.state.phase !== 'idle' && removal.state.lineHash === line.hash
  const locked = removal.state.phase !== 'idle' || quantity.isPending
  // The product names of the catalogue begin with the brand already.
  const name = product.name

  const changeQuantity = (next: number) => {
    if (locked) return
    quantity.mutate(
      { hash: line.hash, quantity: next },
      {
        onSuccess: (result) => {
          if (!result.ok) {
            report.fail(refusalText(result.reason))
            return
          }
          report.announce(m.cart_quantity_changed({ name, quantity: next }))
          trackCartQuantityChange(line, line.option.quantity, next)
        },
        onError: () => {
          report.fail(m.cart_change_failed())
        },
      },
    )
  }

  const remove = () => {
    report.announce(m.cart_removing({ name }))
    // The undo button takes the remove button's place: the focus goes with it.
    requestAnimationFrame(() => {
      undoButton.current?.focus()
    })
    removal.remove(cart, line.hash).then(
      () => {
        report.keepFocus()
      },
      (error: unknown) => {
        report.fail(error instanceof CartRemovalError ? refusalText(error.reason) : m.cart_change_failed())
      },
    )
  }

  return (
    <li
      aria-labelledby={titleId}
      data-marked={marked || undefined}
      className={`flex gap-3 py-3 ${marked ? 'opacity-60' : ''}`}
    >
      <ProductImage
        src={product.image}
        widths={[160, 240]}
        sizes={compact ? '64px' : '96px'}
        alt=""
        width={compact ? 64 : 96}
        height={compact ? 64 : 96}
        loading="lazy"
        className={`${compact ? 'size-16' : 'size-24'} shrink-0 rounded-md bg-surface-muted object-contain`}
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{product.brand.name}</p>
        <p id={titleId} className="text-sm font-medium text-ink">
          <ProductPageLink url={product.url} className="hover:underline">
            {product.name}
          </ProductPageLink>
        </p>
        <p className="text-xs text-ink-muted">
          {m.cart_line_size({ size: line.option.title })} · {m.cart_line_color({ color: product.color.name })}
        </p>
        {line.set ? (
          <p className="text-xs text-ink-muted">{m.cart_line_set({ name: line.set.name })}</p>
        ) : null}
        {line.relatedProducts.length > 0 ? (
          <p className="text-xs text-ink-muted">
            {m.cart_line_related({
              names: line.relatedProducts
                .map((related) => `${related.product.name} (${related.option.title})`)
                .join(', '),
            })}
          </p>
        ) : null}
        {line.mounting && line.mountingPriceFormatted ? (
          <p className="text-xs text-ink-muted">
            {line.isBike
              ? m.cart_line_bike_mounting({ price: line.mountingPriceFormatted })
              : m.cart_line_ski_mounting({ price: line.mountingPriceFormatted })}
          </p>
        ) : null}
        {line.status === 1 ? (
          <p className="text-xs font-semibold text-sale-600">
            {line.option.stock === 0
              ? m.cart_line_sold_out()
              : m.cart_line_short({ stock: line.option.stock })}
          </p>
        ) : null}
        <div className="mt-1 flex flex-wrap items-center justify-between gap-2">
          {marked ? (
            <p className="flex items-center gap-2 text-sm">
              <span>{m.cart_line_removing()}</span>
              <button
                ref={undoButton}
                type="button"
                disabled={removal.state.phase !== 'waiting'}
                onClick={() => {
                  if (removal.undo()) {
                    report.announce(m.cart_remove_undone({ name }))
                    requestAnimationFrame(() => {
                      removeButton.current?.focus()
                    })
                  }
                }}
                className="inline-flex min-h-11 items-center gap-1 rounded-pill border-2 border-brand-800 px-3 font-semibold text-brand-800 hover:bg-brand-50 disabled:opacity-50"
              >
                <Undo2 aria-hidden="true" className="size-4" />
                {m.cart_remove_undo()}
              </button>
            </p>
          ) : (
            <div className="flex items-center gap-3">
              <div role="group" aria-label={m.cart_quantity_label({ name })} className="flex items-center">
                <button
                  type="button"
                  aria-label={m.cart_quantity_decrease()}
                  // aria-disabled, not disabled: the focus stays on the button when it reaches 1.
                  {...disabledUntilHydrated(hydrated, { busy: locked || line.option.quantity <= 1 })}
                  onClick={() => {
                    if (line.option.quantity > 1) changeQuantity(line.option.quantity - 1)
                  }}
                  className="flex size-11 items-center justify-center rounded-full border border-line hover:bg-surface-muted disabled:opacity-40 aria-disabled:opacity-40"
                >
                  <Minus aria-hidden="true" className="size-4" />
                </button>
                <output aria-live="off" className="min-w-8 text-center font-semibold">
                  {line.option.quantity}
                </output>
                <button
                  type="button"
                  aria-label={m.cart_quantity_increase()}
                  {...disabledUntilHydrated(hydrated, {
                    busy: locked || line.option.quantity >= MAX_LINE_QUANTITY,
                  })}
                  onClick={() => {
                    if (line.option.quantity < MAX_LINE_QUANTITY) changeQuantity(line.option.quantity + 1)
                  }}
                  className="flex size-11 items-center justify-center rounded-full border border-line hover:bg-surface-muted disabled:opacity-40 aria-disabled:opacity-40"
                >
                  <Plus aria-hidden="true" className="size-4" />
                </button>
              </div>
              <button
                ref={removeButton}
                type="button"
                {...disabledUntilHydrated(hydrated, { busy: locked })}
                onClick={() => {
                  if (!locked) remove()
                }}
                className="inline-flex min-h-11 items-center gap-1 rounded-md px-2 text-sm text-ink-muted hover:text-sale-600 disabled:opacity-40"
              >
                <Trash2 aria-hidden="true" className="size-4" />
                <span>{m.cart_remove()}</span>
                <span className="sr-only">: {name}</span>
              </button>
            </div>
          )}
          <p className="text-right">
            <span className="block font-bold text-ink">{line.linePriceFormatted}</span>
            {line.option.quantity > 1 ? (
              <span className="block text-xs text-ink-muted">
                {m.cart_line_unit_price({ price: line.unitPriceFormatted })}
              </span>
            ) : null}
          </p>
        </div>
      </div>
    </li>
  )
}

/** Totals, the free-delivery progress, heavy-goods and mounting notes, and the checkout button. */
export function CartSummary({ cart }: { cart: Cart }) {
  const urls = useSiteUrls()
  // While a line is being removed (its undo window, then the request), the cart is not yet what
  // the checkout would get: the way there waits.
  const removing = useCartRemoval().state.phase !== 'idle'
  const waitHintId = `${cart.uuid}-checkout-wait`
  const { total } = cart
  const hasAvailable = cart.groups.available.hashes.length > 0
  const heavy = cart.products.some((line) => line.status === 2 && line.isHeavy)
  const unmountedBikeOrSki = cart.products.some(
    (line) => (line.isBike || line.isSki) && !line.mounting && line.mountingPriceFormatted !== null,
  )
  return (
    <div className="flex flex-col gap-3 rounded-lg bg-surface-muted p-4">
      {hasAvailable && total.missingForFreeDelivery > 0 ? (
        <div className="flex flex-col gap-1 text-sm">
          <label htmlFor={`${cart.uuid}-free-delivery`}>
            {m.cart_free_delivery_missing({ amount: total.missingForFreeDeliveryFormatted })}
          </label>
          <progress
            id={`${cart.uuid}-free-delivery`}
            max={total.freeDeliveryFrom}
            value={total.totalCartPrice}
            className="h-2 w-full accent-brand-700"
          />
        </div>
      ) : null}
      {hasAvailable && total.missingForFreeDelivery === 0 ? (
        <p className="text-sm font-semibold text-success-600">{m.cart_free_delivery_reached()}</p>
      ) : null}
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
        <dt>{m.cart_subtotal()}</dt>
        <dd className="text-right">{total.totalCartPriceFormatted}</dd>
        <dt>{m.cart_delivery()}</dt>
        <dd className="text-right">{total.deliveryPriceFormatted}</dd>
        <dt className="text-base font-bold">{m.cart_total()}</dt>
        <dd className="text-right text-base font-bold">{total.totalPriceFormatted}</dd>
      </dl>
      <p className="text-xs text-ink-muted">{m.cart_vat_note()}</p>
      {heavy ? <p className="text-xs text-ink-muted">{m.cart_heavy_note()}</p> : null}
      {unmountedBikeOrSki ? <p className="text-xs text-ink-muted">{m.cart_mounting_note()}</p> : null}
      {hasAvailable && removing ? (
        <>
          <button
            type="button"
            disabled
            aria-describedby={waitHintId}
            className="flex min-h-12 cursor-not-allowed items-center justify-center rounded-pill bg-accent-600 px-6 font-semibold text-white opacity-60"
          >
            {m.cart_checkout()}
          </button>
          <p id={waitHintId} className="text-xs text-ink-muted">
            {m.cart_checkout_waits_for_removal()}
          </p>
        </>
      ) : null}
      {hasAvailable && !removing ? (
        // Spec §2: the checkout is reached by a full page load, never by the client router.
        <a
          href={checkoutHref(urls)}
          className="flex min-h-12 items-center justify-center rounded-pill bg-accent-600 px-6 font-semibold text-white hover:bg-accent-500 hover:text-brand-950"
        >
          {m.cart_checkout()}
        </a>
      ) : null}
    </div>
  )
}

/** An empty cart, with ways on. */
export function CartEmpty() {
  return (
    <div className="flex flex-col items-start gap-3">
      <img
        src={EMPTY_CART_ILLUSTRATION}
        alt=""
        width={EMPTY_CART_ILLUSTRATION_WIDTH}
        height={EMPTY_CART_ILLUSTRATION_HEIGHT}
      />
      <p className="text-ink">{m.cart_empty()}</p>
      <ul className="flex flex-wrap gap-3">
        <li>
          <Link
            to="/"
            className="inline-flex min-h-11 items-center rounded-pill bg-brand-800 px-5 font-semibold text-white hover:bg-brand-700"
          >
            {m.cart_empty_home()}
          </Link>
        </li>
        <li>
          <a
            href={localizeHref('/wishlist/')}
            className="inline-flex min-h-11 items-center rounded-pill border-2 border-brand-800 px-5 font-semibold text-brand-800 hover:bg-brand-50"
          >
            {m.cart_empty_wishlist()}
          </a>
        </li>
      </ul>
    </div>
  )
}
