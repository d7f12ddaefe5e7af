import { useSuspenseQuery } from '@tanstack/react-query'
import { ProductImage } from '~/ui/ProductImage'
import { Link } from '@tanstack/react-router'
import { usePublicConfig } from '~/config/public-config'
import { formatDate, formatDateTime } from '~/lib/format'
import { countryName } from '~/lib/country-name'
import { localizeHref } from '~/lib/locale-url'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import { linkClasses } from '~/ui/form-controls'
import { orderQuery } from '../account.queries'
import type { OrderDetail } from '~/shop-client/schemas/account.schema'
import { AccountHeading } from './AccountLayout'
import { OrderCancelSection } from './OrderCancelSection'
import { OrderReturnSection } from './OrderReturnSection'
import { OrderStatusBadge, orderStatusText } from './OrderStatusBadge'
import { ReorderButton } from './ReorderButton'
import { ProductPageLink } from '~/route-links'

const paymentText: Record<string, () => string> = {
  invoice: m.payment_invoice,
  prepayment: m.payment_prepayment,
}

function DeliveryBlock({ order }: { order: OrderDetail }) {
  if (order.deliveryType === 'click_and_collect') {
    return (
      <>
        <dt className="font-semibold">{m.order_delivery_type()}</dt>
        <dd className="mb-3">{m.delivery_click_and_collect()}</dd>
        <dt className="font-semibold">{m.order_pickup_store()}</dt>
        <dd className="mb-3">{order.store ? `${order.store.name}, ${order.store.city}` : '—'}</dd>
      </>
    )
  }
  const address = order.deliveryAddress
  return (
    <>
      <dt className="font-semibold">{m.order_delivery_type()}</dt>
      <dd className="mb-3">{m.delivery_home()}</dd>
      <dt className="font-semibold">{m.order_delivery_address()}</dt>
      <dd className="mb-3">
        {address ? (
          <address className="not-italic">
            {address.firstname} {address.lastname}
            <br />
            {address.street} {address.streetNo}
            <br />
            {address.postal} {address.city}, {countryName(address.countryId)}
          </address>
        ) : (
          '—'
        )}
      </dd>
    </>
  )
}

/** The line's product, linked to its page while it is still sold (`/p/{slug}/`). */
function ProductName({ name, url }: { name: string; url: string | null }) {
  return (
    <ProductPageLink url={url} className="hover:underline">
      {name}
    </ProductPageLink>
  )
}

/**
 * The order's invoice and its credit notes (ADR 036) as PDFs: files from server routes, so plain
 * links (no client routing), in the page's language.
 */
function OrderDocuments({ order }: { order: OrderDetail }) {
  if (!order.invoiceNumber) return null
  return (
    <section aria-labelledby="order-documents" className="rounded-lg border border-line p-4">
      <h2 id="order-documents" className="mb-2 font-semibold">
        {m.order_documents_heading()}
      </h2>
      <ul className="flex flex-col gap-2 text-sm">
        <li>
          <a href={localizeHref(`/my-account/invoice/${order.uuid}/`)} className={linkClasses}>
            {m.order_invoice_link({ number: order.invoiceNumber })}
          </a>
        </li>
        {order.creditNotes.map((note) => (
          <li key={note.number}>
            <a
              href={localizeHref(`/my-account/credit-note/${order.uuid}/${note.number}/`)}
              className={linkClasses}
            >
              {m.order_credit_note_link({ number: note.number })}
            </a>
            <span className="block text-ink-muted">
              {note.reason === 'cancellation'
                ? m.order_credit_note_cancellation({ amount: note.amountFormatted })
                : m.order_credit_note_return({ amount: note.amountFormatted })}
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** Spec §2 /my-account/order-details/{uuid}/: lines, delivery, payment, totals and points earned. */
export function OrderDetailsView({ uuid }: { uuid: string }) {
  const { data: order } = useSuspenseQuery(orderQuery(uuid))
  const config = usePublicConfig()
  const locale = getLocale()
  if (!order) return null
  return (
    <article>
      <Link to="/my-account/orders/" className={`${linkClasses} mb-4 inline-block text-sm`}>
        {m.order_back_to_list()}
      </Link>
      <AccountHeading>{m.order_heading({ number: order.number })}</AccountHeading>
      <p className="mb-6 flex flex-wrap items-center gap-3 text-ink-muted">
        <span>{m.order_placed_on({ date: formatDate(new Date(order.placedAt), locale) })}</span>
        <OrderStatusBadge status={order.status} />
      </p>
      <div className="mb-8 flex flex-col gap-4">
        {/* A team shop's cart checks membership, kit and price type: its orders are not put in again. */}
        {import.meta.env.TEAM_BUILD ? null : <ReorderButton uuid={order.uuid} />}
        <OrderCancelSection order={order} />
        {/* An order is cancellable before it ships and returnable after: one of the two at most. */}
        <OrderReturnSection order={order} />
      </div>
      <div className="grid gap-8 xl:grid-cols-[1fr_18rem]">
        <section aria-labelledby="order-lines">
          <h2 id="order-lines" className="mb-3 text-xl font-bold text-brand-900">
            {m.order_lines_heading()}
          </h2>
          <ul className="divide-y divide-line border-y border-line">
            {order.lines.map((line) => (
              <li key={`${line.sku}-${line.size}`} className="flex gap-4 py-4">
                <ProductImage
                  src={line.image}
                  widths={[160, 240]}
                  sizes="80px"
                  alt=""
                  width={80}
                  height={80}
                  loading="lazy"
                  className="size-20 shrink-0 rounded-md bg-surface-muted object-contain"
                />
                <div className="flex min-w-0 flex-1 flex-col gap-1">
                  <p className="text-sm text-ink-muted">{line.brandName}</p>
                  <p className="font-semibold">
                    <ProductName name={line.name} url={line.productUrl} />
                  </p>
                  <p className="text-sm text-ink-muted">
                    {m.order_line_size({ size: line.size })} ·{' '}
                    {m.order_line_quantity({ quantity: line.quantity })} ·{' '}
                    {m.order_line_unit_price({ price: line.unitPriceFormatted })}
                  </p>
                  {line.cancelledQuantity > 0 ? (
                    <p className="text-sm font-semibold text-sale-600">
                      {m.order_line_cancelled({ count: line.cancelledQuantity })}
                    </p>
                  ) : null}
                  {line.returnedQuantity > 0 ? (
                    <p className="text-sm font-semibold text-brand-800">
                      {m.order_line_returned({ count: line.returnedQuantity })}
                    </p>
                  ) : null}
                </div>
                <p className="font-semibold whitespace-nowrap">{line.lineTotalFormatted}</p>
              </li>
            ))}
          </ul>
        </section>
        <aside className="flex flex-col gap-6">
          <dl className="rounded-lg border border-line p-4">
            <DeliveryBlock order={order} />
            <dt className="font-semibold">{m.order_payment()}</dt>
            <dd>{paymentText[order.paymentMethod]?.() ?? order.paymentMethod}</dd>
          </dl>
          <dl className="grid grid-cols-[1fr_auto] gap-y-2 rounded-lg border border-line p-4">
            <dt>{m.order_subtotal()}</dt>
            <dd className="text-right">{order.subtotalFormatted}</dd>
            <dt>{m.order_delivery_cost()}</dt>
            <dd className="text-right">{order.deliveryFormatted}</dd>
            <dt className="border-t border-line pt-2 font-bold">{m.order_total()}</dt>
            <dd className="border-t border-line pt-2 text-right font-bold">{order.totalFormatted}</dd>
            {order.cancelled > 0 ? (
              <>
                <dt>{m.order_cancelled_amount()}</dt>
                <dd className="text-right">−{order.cancelledFormatted}</dd>
                <dt className="font-bold">{m.order_amount_due()}</dt>
                <dd className="text-right font-bold">{order.amountDueFormatted ?? order.totalFormatted}</dd>
              </>
            ) : null}
            {order.refunded > 0 ? (
              <>
                <dt>{m.order_refunded_amount()}</dt>
                <dd className="text-right">−{order.refundedFormatted}</dd>
              </>
            ) : null}
            {config.LOYALTY_ENABLED ? (
              <>
                <dt className="text-ink-muted">{m.order_loyalty_points()}</dt>
                <dd className="text-right text-ink-muted">{order.loyaltyPoints}</dd>
              </>
            ) : null}
          </dl>
          <OrderDocuments order={order} />
          {order.history.length > 0 ? (
            <section aria-labelledby="order-history" className="rounded-lg border border-line p-4">
              <h2 id="order-history" className="mb-2 font-semibold">
                {m.order_history_heading()}
              </h2>
              <ol className="flex flex-col gap-2 text-sm">
                {order.history.map((step) => (
                  <li key={`${step.status}-${step.at}`}>
                    <span className="block font-semibold">{orderStatusText(step.status)}</span>
                    <time dateTime={step.at} className="text-ink-muted">
                      {formatDateTime(new Date(step.at), locale)}
                    </time>
                  </li>
                ))}
              </ol>
            </section>
          ) : null}
        </aside>
      </div>
    </article>
  )
}
