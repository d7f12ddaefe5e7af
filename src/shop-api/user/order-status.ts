import { cancellableOrderStatuses } from '../db/schema'
import type { OrderStatus } from '../db/schema'

/** Whether the customer may still cancel: the goods have not left the warehouse (ADR 034). */
export const isCancellable = (status: OrderStatus): boolean =>
  (cancellableOrderStatuses as readonly OrderStatus[]).includes(status)
