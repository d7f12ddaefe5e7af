/**
 * An order after it was placed (ADR 034): the warehouse and the stores move it on (an operator's
 * command), and the customer or guest who placed it may cancel it, whole or line by line, until it
 * leaves the warehouse.
 *
 * Every change of status is one conditional write on the order row, so two changes that race (a
 * cancel and a shipment) cannot both take effect: on PostgreSQL the second waits for the first's row
 * lock and then sees the new status. Stock, loyalty points, the history and the cancellation record
 * change in the same transaction as the status.
 */
import { createHash } from 'node:crypto'
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import { loyaltyPointsFor } from '../checkout/checkout.service'
import { drawDocumentNumber } from './accounting-documents'
import type { Database } from '../db/client'
import {
  loyaltyTransactions,
  orderCancellations,
  orderLines,
  orderStatusChanges,
  orders,
  productOptions,
} from '../db/schema'
import type { OrderStatus } from '../db/schema'
import { ApiError, notFound, validationFailed } from '../http/errors'
import { readableBy } from './order-history.service'
import type { OrderReader, OrderRow } from './order-history.service'
import { mountingLineOf } from './mounting'
import { isCancellable } from './order-status'

export const NOT_CANCELLABLE =
  'This order has left our warehouse and can no longer be cancelled; once it has arrived, you can return it.'
export const ALREADY_CANCELLED = 'This order has already been cancelled.'
export const KEY_REUSED =
  'This Idempotency-Key was used for another cancellation of this order; send a new key for a new request.'

/** What a cancellation asked for, the same whatever the order of its lines. */
const fingerprintOf = (lines: readonly LineCancellation[] | undefined) =>
  createHash('sha256')
    .update(
      lines === undefined
        ? 'whole'
        : JSON.stringify([...lines].sort((a, b) => a.id - b.id).map((line) => [line.id, line.quantity])),
    )
    .digest('hex')

/**
 * The statuses an operator may move an order to, and from where. A home delivery ships and is
 * delivered; a click & collect order becomes ready in its store and is picked up.
 */
const operatorSteps: Readonly<
  Partial<
    Record<OrderStatus, { from: readonly OrderStatus[]; delivery: 'home' | 'click_and_collect' | 'any' }>
  >
> = {
  in_preparation: { from: ['received'], delivery: 'any' },
  shipped: { from: ['received', 'in_preparation'], delivery: 'home' },
  ready_for_pickup: { from: ['received', 'in_preparation'], delivery: 'click_and_collect' },
  delivered: { from: ['shipped'], delivery: 'home' },
  picked_up: { from: ['ready_for_pickup'], delivery: 'click_and_collect' },
}

export const operatorStatuses = Object.keys(operatorSteps) as OrderStatus[]

export type AdvanceOutcome =
  | { readonly ok: true; readonly from: OrderStatus }
  | { readonly ok: false; readonly reason: 'unknown-order' | 'not-allowed'; readonly status?: OrderStatus }

/**
 * Moves an order (by its number) on to `status`, as the warehouse or a store would report it. Refused
 * unless the order stands where that step starts, checked in the same UPDATE that writes it.
 */
export async function advanceOrder(
  db: Database,
  number: string,
  status: OrderStatus,
  now: Date,
): Promise<AdvanceOutcome> {
  const step = operatorSteps[status]
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ id: orders.id, status: orders.status, deliveryType: orders.deliveryType })
      .from(orders)
      .where(eq(orders.number, number))
    if (!current) return { ok: false, reason: 'unknown-order' }
    if (!step || (step.delivery !== 'any' && step.delivery !== current.deliveryType))
      return { ok: false, reason: 'not-allowed', status: current.status }
    const [moved] = await tx
      .update(orders)
      .set({ status })
      .where(and(eq(orders.id, current.id), inArray(orders.status, [...step.from])))
      .returning({ id: orders.id })
    if (!moved) {
      const [after] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, current.id))
      return { ok: false, reason: 'not-allowed', status: after?.status ?? current.status }
    }
    await tx.insert(orderStatusChanges).values({ orderId: current.id, status, changedAt: now })
    return { ok: true, from: current.status }
  })
}

/** Units to cancel of one order line (its id in the order's answer). */
export interface LineCancellation {
  readonly id: number
  readonly quantity: number
}

export interface CancelRequest {
  /** Absent: the whole order (every unit not yet cancelled). */
  readonly lines?: readonly LineCancellation[]
  /** The caller's Idempotency-Key: a replay answers the cancellation it made. */
  readonly idempotencyKey?: string
}

export type CancelOutcome =
  /** The units cancelled now (empty when the request was a replay or the order was already cancelled). */
  | {
      readonly changed: true
      readonly order: OrderRow
      readonly cancelled: readonly LineCancellation[]
      readonly amountCents: number
      readonly whole: boolean
    }
  /** Nothing changed: the order was cancelled already, or `replayed` a request made before with this key. */
  | { readonly changed: false; readonly replayed: boolean; readonly order: OrderRow }

const lineMessage = (index: number, text: string) => `Line ${index + 1}: ${text}`

/**
 * Cancels the reader's order, or some units of its lines, while it has not left the warehouse. The
 * units go back into the warehouse stock (the database announces the sizes that came back, which
 * mails their back-in-stock alerts), the loyalty points of the cancelled amount are taken back, and
 * cancelling the last units cancels the order. Cancelling a cancelled order again changes nothing.
 */
export async function cancelOrder(
  db: Database,
  publicId: string,
  reader: OrderReader,
  request: CancelRequest,
  now: Date,
): Promise<CancelOutcome> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.publicId, publicId), readableBy(reader)))
      .for('update')
    if (!order) throw notFound('Order')

    const scopedKey = request.idempotencyKey === undefined ? null : `${order.id}:${request.idempotencyKey}`
    const fingerprint = fingerprintOf(request.lines)
    if (scopedKey !== null) {
      const [earlier] = await tx
        .select({ fingerprint: orderCancellations.requestFingerprint })
        .from(orderCancellations)
        .where(eq(orderCancellations.idempotencyKey, scopedKey))
      if (earlier) {
        if (earlier.fingerprint !== fingerprint)
          throw new ApiError(409, KEY_REUSED, { idempotencyKey: [KEY_REUSED] })
        return { changed: false, replayed: true, order }
      }
    }
    if (order.status === 'cancelled') {
      if (request.lines === undefined) return { changed: false, replayed: false, order }
      throw new ApiError(409, ALREADY_CANCELLED, { order: [ALREADY_CANCELLED] })
    }
    if (!isCancellable(order.status)) throw new ApiError(409, NOT_CANCELLABLE, { order: [NOT_CANCELLABLE] })

    const lines = await tx
      .select({
        id: orderLines.id,
        sku: orderLines.sku,
        productOptionId: orderLines.productOptionId,
        quantity: orderLines.quantity,
        cancelledQuantity: orderLines.cancelledQuantity,
        unitPriceCents: orderLines.unitPriceCents,
      })
      .from(orderLines)
      .where(eq(orderLines.orderId, order.id))
      .orderBy(asc(orderLines.id))
    const open = new Map(lines.map((line) => [line.id, line]))
    const wanted: LineCancellation[] =
      request.lines === undefined
        ? lines
            .map((line) => ({ id: line.id, quantity: line.quantity - line.cancelledQuantity }))
            .filter((line) => line.quantity > 0)
        : [...request.lines]
    const problems: string[] = []
    const seen = new Set<number>()
    wanted.forEach((entry, index) => {
      const line = open.get(entry.id)
      if (!line) problems.push(lineMessage(index, 'this order has no such line.'))
      else if (seen.has(entry.id)) problems.push(lineMessage(index, 'the line is named twice.'))
      else if (entry.quantity > line.quantity - line.cancelledQuantity)
        problems.push(
          lineMessage(index, `at most ${line.quantity - line.cancelledQuantity} units can be cancelled.`),
        )
      seen.add(entry.id)
    })
    if (problems.length > 0) throw validationFailed({ lines: problems })
    withMounting(wanted, lines)

    let amountCents = 0
    const returned = new Map<number, number>()
    for (const entry of wanted) {
      const line = open.get(entry.id)
      if (!line) continue
      await tx
        .update(orderLines)
        .set({ cancelledQuantity: sql`${orderLines.cancelledQuantity} + ${entry.quantity}` })
        .where(eq(orderLines.id, line.id))
      amountCents += line.unitPriceCents * entry.quantity
      if (line.productOptionId !== null)
        returned.set(line.productOptionId, (returned.get(line.productOptionId) ?? 0) + entry.quantity)
    }
    // Ascending option ids, as the checkout takes them, so a cancel and a checkout never deadlock.
    for (const [optionId, units] of [...returned].sort(([a], [b]) => a - b))
      await tx
        .update(productOptions)
        .set({ stock: sql`${productOptions.stock} + ${units}` })
        .where(eq(productOptions.id, optionId))

    const cancelledNow = new Map(wanted.map((entry) => [entry.id, entry.quantity]))
    const whole = lines.every(
      (line) => line.cancelledQuantity + (cancelledNow.get(line.id) ?? 0) === line.quantity,
    )
    // A whole cancellation also takes the delivery off; a partial one never raises it.
    const cancelledCents = whole
      ? order.totalCents
      : Math.min(order.totalCents, order.cancelledCents + amountCents)
    const [updated] = await tx
      .update(orders)
      .set({ cancelledCents, ...(whole ? { status: 'cancelled' as const } : {}) })
      .where(eq(orders.id, order.id))
      .returning()
    if (!updated) throw new Error('The locked order could not be updated')
    if (whole)
      await tx.insert(orderStatusChanges).values({ orderId: order.id, status: 'cancelled', changedAt: now })
    await tx.insert(orderCancellations).values({
      orderId: order.id,
      idempotencyKey: scopedKey,
      requestFingerprint: fingerprint,
      lines: wanted,
      amountCents: cancelledCents - order.cancelledCents,
      createdAt: now,
      // The invoice was issued with the order: what is taken off it is credited (ADR 036).
      creditNoteNumber: await drawDocumentNumber(tx, 'credit_note', now),
    })
    if (order.userId !== null) await takeBackPoints(tx, order.userId, order.id, updated, now)
    return {
      changed: true,
      order: updated,
      cancelled: wanted,
      amountCents: cancelledCents - order.cancelledCents,
      whole,
    }
  })
}

interface CancellableLine {
  readonly id: number
  readonly sku: string
  readonly productOptionId: number | null
  readonly quantity: number
  readonly cancelledQuantity: number
}

/**
 * A product's mounting goes with it: cancelling pieces of a bike or skis cancels as many pieces of
 * their mounting, as far as it has pieces left (added to `wanted` in place). Mounting alone may be
 * cancelled; the product then ships unmounted.
 */
function withMounting(wanted: LineCancellation[], lines: readonly CancellableLine[]): void {
  for (const entry of [...wanted]) {
    const goods = lines.find((line) => line.id === entry.id)
    const mounting = goods && mountingLineOf(lines, goods)
    if (!mounting) continue
    const named = wanted.find((other) => other.id === mounting.id)
    const open = mounting.quantity - mounting.cancelledQuantity - (named?.quantity ?? 0)
    const more = Math.min(entry.quantity, open)
    if (more <= 0) continue
    if (named) wanted[wanted.indexOf(named)] = { id: named.id, quantity: named.quantity + more }
    else wanted.push({ id: mounting.id, quantity: more })
  }
}

/**
 * Books the points the order no longer earns: an order earns one point per whole euro of what is
 * still due, so the points booked for it (earned, less earlier take-backs) come down to that.
 */
async function takeBackPoints(tx: Database, userId: number, orderId: number, order: OrderRow, now: Date) {
  const [booked] = await tx
    .select({ points: sql<number>`coalesce(sum(${loyaltyTransactions.points}), 0)`.mapWith(Number) })
    .from(loyaltyTransactions)
    .where(
      and(
        eq(loyaltyTransactions.orderId, orderId),
        inArray(loyaltyTransactions.reason, ['order', 'cancellation']),
      ),
    )
  const earned = booked?.points ?? 0
  const due = loyaltyPointsFor(order.totalCents - order.cancelledCents)
  if (earned > due)
    await tx
      .insert(loyaltyTransactions)
      .values({ userId, points: due - earned, reason: 'cancellation', orderId, createdAt: now })
}
