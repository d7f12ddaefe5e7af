import { Link } from '@tanstack/react-router'
import { formatDate } from '~/lib/format'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import type { OrderSummary } from '~/shop-client/schemas/account.schema'
import { OrderStatusBadge } from './OrderStatusBadge'

/** Orders as a table: number (linking to the details), date, status, pieces and total. */
export function OrdersTable({ orders, caption }: { orders: readonly OrderSummary[]; caption: string }) {
  const locale = getLocale()
  return (
    // A table wider than a phone scrolls sideways; keyboard users reach that scrolling by focusing it.
    <div className="overflow-x-auto" role="region" aria-label={caption} tabIndex={0}>
      <table className="w-full min-w-[36rem] border-collapse text-left">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-line text-sm text-ink-muted">
            <th scope="col" className="py-2 pr-4 font-semibold">
              {m.order_number()}
            </th>
            <th scope="col" className="py-2 pr-4 font-semibold">
              {m.order_date()}
            </th>
            <th scope="col" className="py-2 pr-4 font-semibold">
              {m.order_status()}
            </th>
            <th scope="col" className="py-2 pr-4 text-right font-semibold">
              {m.order_items()}
            </th>
            <th scope="col" className="py-2 text-right font-semibold">
              {m.order_total()}
            </th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.uuid} className="border-b border-line">
              <th scope="row" className="py-3 pr-4 font-semibold">
                <Link
                  to="/my-account/order-details/$uuid/"
                  params={{ uuid: order.uuid }}
                  className="text-brand-700 underline underline-offset-2 hover:text-brand-900"
                  aria-label={m.order_details_link({ number: order.number })}
                >
                  {order.number}
                </Link>
              </th>
              <td className="py-3 pr-4">{formatDate(new Date(order.placedAt), locale)}</td>
              <td className="py-3 pr-4">
                <OrderStatusBadge status={order.status} />
              </td>
              <td className="py-3 pr-4 text-right">{order.itemCount}</td>
              <td className="py-3 text-right font-semibold whitespace-nowrap">{order.totalFormatted}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
