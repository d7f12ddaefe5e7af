/** The customer's past orders (design brief §7 "Orders"). Amounts are stored in cents. */
import { and, asc, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm'
import { centsToEuros, formatCents, genderSysnames } from '../catalog/product-summary'
import type { Database } from '../db/client'
import {
  loyaltyTransactions,
  orderCancellations,
  orderLines,
  orderReturns,
  orderStatusChanges,
  orders,
  products,
  stores,
} from '../db/schema'
import { notFound } from '../http/errors'
import { ORDERS_PAGE_SIZE } from './user.schema'
import { isCancellable } from './order-status'
import { isReturnable, listReturns } from './order-returns.service'
import type { OrderDetail, OrderLine, OrderReturn, OrderSummary, OrdersPagination } from './user.schema'

/** An amount in both forms the storefront shows: euros and the de-AT display string. */
function money(cents: number): { amount: number; formatted: string } {
  return { amount: centsToEuros(cents), formatted: formatCents(cents) }
}

export interface OrderPage {
  readonly orders: OrderSummary[]
  readonly pagination: OrdersPagination
}

/** One page of the customer's orders, newest first; a page past the last one is empty. */
export async function listOrders(db: Database, userId: number, page: number): Promise<OrderPage> {
  const [counted] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(orders)
    .where(eq(orders.userId, userId))
  const total = counted?.total ?? 0
  const rows = await db
    .select({
      order: orders,
      itemCount: sql<number>`coalesce(sum(${orderLines.quantity}), 0)`.mapWith(Number),
    })
    .from(orders)
    .leftJoin(orderLines, eq(orderLines.orderId, orders.id))
    .where(eq(orders.userId, userId))
    .groupBy(orders.id)
    .orderBy(desc(orders.placedAt), desc(orders.id))
    .limit(ORDERS_PAGE_SIZE)
    .offset((page - 1) * ORDERS_PAGE_SIZE)
  return {
    orders: rows.map(({ order, itemCount }) => {
      const orderTotal = money(order.totalCents)
      return {
        uuid: order.publicId,
        number: order.number,
        status: order.status,
        placedAt: order.placedAt.toISOString(),
        total: orderTotal.amount,
        totalFormatted: orderTotal.formatted,
        itemCount,
        deliveryType: order.deliveryType,
      }
    }),
    pagination: {
      page,
      pageSize: ORDERS_PAGE_SIZE,
      total,
      pages: Math.max(1, Math.ceil(total / ORDERS_PAGE_SIZE)),
    },
  }
}

/** The loyalty points booked for one of the customer's orders (earned, less any redeemed on it). */
async function loyaltyPointsOf(db: Database, userId: number | null, orderId: number): Promise<number> {
  if (userId === null) return 0
  const [booked] = await db
    .select({ points: sql<number>`coalesce(sum(${loyaltyTransactions.points}), 0)`.mapWith(Number) })
    .from(loyaltyTransactions)
    .where(and(eq(loyaltyTransactions.userId, userId), eq(loyaltyTransactions.orderId, orderId)))
  return booked?.points ?? 0
}

async function loadLines(db: Database, orderId: number): Promise<OrderLine[]> {
  const rows = await db
    .select({ line: orderLines, slug: products.slug, gender: products.gender })
    .from(orderLines)
    .leftJoin(products, eq(products.id, orderLines.productId))
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.id))
  return rows.map(({ line, slug, gender }) => {
    const unit = money(line.unitPriceCents)
    const lineTotal = money(line.lineTotalCents)
    return {
      id: line.id,
      sku: line.sku,
      name: line.name,
      brandName: line.brandName,
      color: line.color,
      genderSysname: gender === null ? 'unknown' : genderSysnames[gender],
      size: line.size,
      quantity: line.quantity,
      unitPrice: unit.amount,
      unitPriceFormatted: unit.formatted,
      lineTotal: lineTotal.amount,
      lineTotalFormatted: lineTotal.formatted,
      image: line.imagePath,
      productUrl: slug === null ? null : `/p/${slug}/`,
      cancelledQuantity: line.cancelledQuantity,
      returnedQuantity: line.returnedQuantity,
    }
  })
}

/** Who may read an order: the customer who placed it, or the guest by the request id it was placed with. */
export type OrderReader = { readonly userId: number } | { readonly guestRequestId: string }

/** The orders `reader` may see: a customer's own, or a guest's by request id (never a customer's). */
export const readableBy = (reader: OrderReader) =>
  'userId' in reader
    ? eq(orders.userId, reader.userId)
    : and(isNull(orders.userId), eq(orders.guestRequestId, reader.guestRequestId))

async function loadHistory(db: Database, orderId: number): Promise<OrderDetail['history']> {
  const rows = await db
    .select({ status: orderStatusChanges.status, at: orderStatusChanges.changedAt })
    .from(orderStatusChanges)
    .where(eq(orderStatusChanges.orderId, orderId))
    .orderBy(asc(orderStatusChanges.changedAt), asc(orderStatusChanges.id))
  return rows.map((row) => ({ status: row.status, at: row.at.toISOString() }))
}

export type OrderRow = typeof orders.$inferSelect

/** The credit notes of an order: one per cancellation and per received return, oldest first. */
export async function loadCreditNotes(db: Database, orderId: number): Promise<OrderDetail['creditNotes']> {
  const cancellations = await db
    .select({
      number: orderCancellations.creditNoteNumber,
      at: orderCancellations.createdAt,
      cents: orderCancellations.amountCents,
    })
    .from(orderCancellations)
    .where(and(eq(orderCancellations.orderId, orderId), isNotNull(orderCancellations.creditNoteNumber)))
  const returns = await db
    .select({
      number: orderReturns.creditNoteNumber,
      at: orderReturns.receivedAt,
      cents: orderReturns.refundCents,
    })
    .from(orderReturns)
    .where(and(eq(orderReturns.orderId, orderId), isNotNull(orderReturns.creditNoteNumber)))
  return [
    ...cancellations.map((row) => ({ ...row, reason: 'cancellation' as const })),
    ...returns.map((row) => ({ ...row, reason: 'return' as const })),
  ]
    .flatMap(({ number, at, cents, reason }) => {
      if (number === null || at === null) return []
      const amount = money(cents ?? 0)
      return [
        {
          number,
          issuedAt: at.toISOString(),
          reason,
          amount: amount.amount,
          amountFormatted: amount.formatted,
        },
      ]
    })
    .sort((a, b) => a.number.localeCompare(b.number))
}

async function loadReturns(db: Database, orderId: number): Promise<OrderReturn[]> {
  const rows = await listReturns(db, orderId)
  return rows.map(({ orderReturn, storeName }) => ({
    uuid: orderReturn.publicId,
    code: orderReturn.code,
    method: orderReturn.method,
    pickupDate: orderReturn.pickupDate,
    store:
      orderReturn.storeId !== null && storeName !== null
        ? { id: orderReturn.storeId, name: storeName }
        : null,
    lines: orderReturn.lines,
    status: orderReturn.receivedAt === null ? 'registered' : 'received',
    createdAt: orderReturn.createdAt.toISOString(),
    receivedAt: orderReturn.receivedAt?.toISOString() ?? null,
    refund: orderReturn.refundCents === null ? null : centsToEuros(orderReturn.refundCents),
    refundFormatted: orderReturn.refundCents === null ? null : formatCents(orderReturn.refundCents),
  }))
}

/**
 * An order with its lines for its reader, or null when there is none the reader may see. Whether it
 * may still be returned depends on `now` (30 days after its arrival); guests return through the
 * shop's service, so their orders offer no return.
 */
export async function findOrder(
  db: Database,
  publicId: string,
  reader: OrderReader,
  now: Date = new Date(),
): Promise<{ row: OrderRow; detail: OrderDetail } | null> {
  const [found] = await db
    .select({
      order: orders,
      store: { id: stores.id, slug: stores.slug, name: stores.name, city: stores.city },
    })
    .from(orders)
    .leftJoin(stores, eq(stores.id, orders.storeId))
    .where(and(eq(orders.publicId, publicId), readableBy(reader)))
    .limit(1)
  if (!found) return null
  const { order, store } = found
  const subtotal = money(order.subtotalCents)
  const delivery = money(order.deliveryCents)
  const total = money(order.totalCents)
  const cancelled = money(order.cancelledCents)
  const due = money(order.totalCents - order.cancelledCents)
  const refunded = money(order.refundedCents)
  const lines = await loadLines(db, order.id)
  const detail: OrderDetail = {
    uuid: order.publicId,
    number: order.number,
    status: order.status,
    placedAt: order.placedAt.toISOString(),
    deliveryType: order.deliveryType,
    deliveryAddress: order.deliveryAddress ?? null,
    store,
    paymentMethod: order.paymentMethod,
    lines,
    subtotal: subtotal.amount,
    subtotalFormatted: subtotal.formatted,
    delivery: delivery.amount,
    deliveryFormatted: delivery.formatted,
    total: total.amount,
    totalFormatted: total.formatted,
    loyaltyPoints: await loyaltyPointsOf(db, order.userId, order.id),
    cancellable: isCancellable(order.status),
    cancelled: cancelled.amount,
    cancelledFormatted: cancelled.formatted,
    amountDue: due.amount,
    amountDueFormatted: due.formatted,
    history: await loadHistory(db, order.id),
    returnable: 'userId' in reader && (await isReturnable(db, order, lines, now)),
    returns: await loadReturns(db, order.id),
    refunded: refunded.amount,
    refundedFormatted: refunded.formatted,
    invoiceNumber: order.invoiceNumber,
    creditNotes: await loadCreditNotes(db, order.id),
  }
  return { row: order, detail }
}

/** One of the customer's orders; another customer's order is answered as not found. */
export async function getOrder(
  db: Database,
  userId: number,
  publicId: string,
  now?: Date,
): Promise<OrderDetail> {
  const found = await findOrder(db, publicId, { userId }, now)
  if (!found) throw notFound('Order')
  return found.detail
}
