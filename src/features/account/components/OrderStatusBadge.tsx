import { m } from '~/paraglide/messages'
import type { OrderStatus } from '~/shop-client/schemas/account.schema'

const statusText: Record<OrderStatus, () => string> = {
  received: m.order_status_received,
  in_preparation: m.order_status_in_preparation,
  shipped: m.order_status_shipped,
  ready_for_pickup: m.order_status_ready_for_pickup,
  picked_up: m.order_status_picked_up,
  delivered: m.order_status_delivered,
  cancelled: m.order_status_cancelled,
  partly_returned: m.order_status_partly_returned,
  returned: m.order_status_returned,
}

export function orderStatusText(status: OrderStatus): string {
  return statusText[status]()
}

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const tone =
    status === 'cancelled' || status === 'returned'
      ? 'bg-surface-muted text-ink-muted'
      : 'bg-brand-50 text-brand-800'
  return (
    <span className={`inline-flex rounded-pill px-2.5 py-0.5 text-sm font-semibold ${tone}`}>
      {orderStatusText(status)}
    </span>
  )
}
