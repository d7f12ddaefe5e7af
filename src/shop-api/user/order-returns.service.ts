/**
 * Returns (ADR 035): a customer registers what comes back of a shipped order, within 30 days of its
 * arrival, and gets a label; the returns centre or the store then receives the parcel, which puts the
 * goods back into stock and refunds them.
 *
 * Both steps lock the order row first (`SELECT … FOR UPDATE`), as the cancellation does, so two
 * registrations that race for the last piece of a line cannot both take it, and a receipt never
 * counts an order's amounts twice.
 */
import { createHash, randomUUID } from 'node:crypto'
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm'
import { loyaltyPointsFor } from '../checkout/checkout.service'
import { drawDocumentNumber } from './accounting-documents'
import type { Database } from '../db/client'
import {
  loyaltyTransactions,
  orderLines,
  orderReturns,
  orderStatusChanges,
  orders,
  productOptions,
  stores,
} from '../db/schema'
import type { OrderStatus, ReturnMethod, ReturnReason } from '../db/schema'
import { ApiError, notFound, validationFailed } from '../http/errors'
import type { OrderRow } from './order-history.service'
import { isServiceLine, mountingLineOf } from './mounting'

/** How long after its arrival an order may be returned: the shop's service promise. */
export const RETURN_WINDOW_DAYS = 30

export const NOT_YET_SHIPPED =
  'This order has not left our warehouse yet: you can cancel it instead of returning it.'
export const RETURN_WINDOW_CLOSED = `The ${RETURN_WINDOW_DAYS} days to return this order have passed.`
export const TEAM_ORDER_NOT_RETURNABLE =
  'Team kit is made for your club: please ask your team shop about returns.'
export const NOTHING_TO_RETURN = 'Everything of this order has already been returned or cancelled.'
export const PICKUP_ONLY_HOME =
  'A pick-up is possible for home deliveries only: please hand the parcel in at a store.'
export const RETURN_KEY_REUSED =
  'This Idempotency-Key was used for another return of this order; send a new key for a new request.'

/** The statuses from which goods can come back: they have left the warehouse and were not cancelled. */
const returnableStatuses: readonly OrderStatus[] = ['shipped', 'delivered', 'picked_up', 'partly_returned']
const arrivalStatuses: readonly OrderStatus[] = ['delivered', 'picked_up']

export interface ReturnLineRequest {
  readonly id: number
  readonly quantity: number
  readonly reason: ReturnReason
}

export interface ReturnRequest {
  readonly lines: readonly ReturnLineRequest[]
  readonly method: ReturnMethod
  /** The store the parcel is handed in at (`method: 'store'`). */
  readonly storeId?: number
  readonly locale: string
  readonly idempotencyKey?: string
}

export type ReturnRow = typeof orderReturns.$inferSelect

export type RegisterOutcome =
  | { readonly changed: true; readonly order: OrderRow; readonly orderReturn: ReturnRow }
  | { readonly changed: false; readonly order: OrderRow; readonly orderReturn: ReturnRow }

/** When an order arrived (delivered or picked up), or null while it is on its way. */
async function arrivedAt(tx: Database, orderId: number): Promise<Date | null> {
  const [arrival] = await tx
    .select({ at: orderStatusChanges.changedAt })
    .from(orderStatusChanges)
    .where(
      and(eq(orderStatusChanges.orderId, orderId), inArray(orderStatusChanges.status, [...arrivalStatuses])),
    )
    .orderBy(asc(orderStatusChanges.changedAt))
    .limit(1)
  return arrival?.at ?? null
}

/**
 * Whether an order may be returned at `now`: it has left the warehouse, it is not team kit, and it
 * arrived at most 30 days ago (an order on its way may be returned already, e.g. refused at the door).
 */
export function returnRefusal(
  order: Pick<OrderRow, 'status' | 'channel'>,
  arrival: Date | null,
  now: Date,
): string | null {
  if (order.channel === 'team') return TEAM_ORDER_NOT_RETURNABLE
  if (order.status === 'returned') return NOTHING_TO_RETURN
  if (!returnableStatuses.includes(order.status)) return NOT_YET_SHIPPED
  if (arrival && now.getTime() - arrival.getTime() > RETURN_WINDOW_DAYS * 86_400_000)
    return RETURN_WINDOW_CLOSED
  return null
}

/** Whether the order's answer offers a return now (its status, channel, window and pieces left). */
export async function isReturnable(
  db: Database,
  order: OrderRow,
  lines: readonly { sku: string; quantity: number; cancelledQuantity: number; returnedQuantity: number }[],
  now: Date,
): Promise<boolean> {
  if (order.channel === 'team' || !returnableStatuses.includes(order.status)) return false
  // Mounting comes back with its product only: an order with nothing but mounting left has nothing to return.
  if (
    !lines.some(
      (line) => !isServiceLine(line) && line.quantity - line.cancelledQuantity - line.returnedQuantity > 0,
    )
  )
    return false
  return returnRefusal(order, await arrivedAt(db, order.id), now) === null
}

/** The next working day (Monday to Friday) after `now`, as `YYYY-MM-DD` in Vienna. */
export function nextWorkingDay(now: Date): string {
  const vienna = new Date(now.toLocaleString('en-US', { timeZone: 'Europe/Vienna' }))
  const day = new Date(Date.UTC(vienna.getFullYear(), vienna.getMonth(), vienna.getDate()))
  do day.setUTCDate(day.getUTCDate() + 1)
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6)
  return day.toISOString().slice(0, 10)
}

const fingerprintOf = (request: ReturnRequest) =>
  createHash('sha256')
    .update(
      JSON.stringify([
        [...request.lines].sort((a, b) => a.id - b.id).map((line) => [line.id, line.quantity, line.reason]),
        request.method,
        request.storeId ?? null,
      ]),
    )
    .digest('hex')

const lineMessage = (index: number, text: string) => `Line ${index + 1}: ${text}`

/**
 * Registers a return of the customer's order: the named units of its lines, each with a reason, to
 * be picked up on the next working day or handed in at a store. A product's mounting comes back with
 * it (as many pieces). Nothing moves in stock or money until the parcel is received.
 */
export async function registerReturn(
  db: Database,
  publicId: string,
  userId: number,
  request: ReturnRequest,
  now: Date,
): Promise<RegisterOutcome> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.publicId, publicId), eq(orders.userId, userId)))
      .for('update')
    if (!order) throw notFound('Order')

    const scopedKey = request.idempotencyKey === undefined ? null : `${order.id}:${request.idempotencyKey}`
    const fingerprint = fingerprintOf(request)
    if (scopedKey !== null) {
      const [earlier] = await tx.select().from(orderReturns).where(eq(orderReturns.idempotencyKey, scopedKey))
      if (earlier) {
        if (earlier.requestFingerprint !== fingerprint)
          throw new ApiError(409, RETURN_KEY_REUSED, { idempotencyKey: [RETURN_KEY_REUSED] })
        return { changed: false, order, orderReturn: earlier }
      }
    }
    const refusal = returnRefusal(order, await arrivedAt(tx, order.id), now)
    if (refusal) throw new ApiError(409, refusal, { order: [refusal] })
    if (request.method === 'pickup' && order.deliveryType !== 'home')
      throw validationFailed({ method: [PICKUP_ONLY_HOME] })
    if (request.method === 'store') {
      const [store] =
        request.storeId === undefined
          ? []
          : await tx.select({ id: stores.id }).from(stores).where(eq(stores.id, request.storeId))
      if (!store) throw validationFailed({ storeId: ['Choose the store you will hand the parcel in at.'] })
    }

    const lines = await tx
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, order.id))
      .orderBy(asc(orderLines.id))
    const left = (line: (typeof lines)[number]) =>
      line.quantity - line.cancelledQuantity - line.returnedQuantity
    if (!lines.some((line) => !isServiceLine(line) && left(line) > 0))
      throw new ApiError(409, NOTHING_TO_RETURN, { order: [NOTHING_TO_RETURN] })
    const byId = new Map(lines.map((line) => [line.id, line]))
    const problems: string[] = []
    const seen = new Set<number>()
    request.lines.forEach((entry, index) => {
      const line = byId.get(entry.id)
      if (!line) problems.push(lineMessage(index, 'this order has no such line.'))
      else if (seen.has(entry.id)) problems.push(lineMessage(index, 'the line is named twice.'))
      else if (isServiceLine(line))
        problems.push(lineMessage(index, 'a service comes back with its product only.'))
      else if (entry.quantity > left(line))
        problems.push(lineMessage(index, `at most ${left(line)} units can be returned.`))
      seen.add(entry.id)
    })
    if (problems.length > 0) throw validationFailed({ lines: problems })

    const wanted = request.lines.map((entry) => ({ ...entry }))
    // A product's mounting comes back with it: as many pieces of its own mounting line as are left.
    for (const entry of request.lines) {
      const goods = byId.get(entry.id)
      const mounting = goods && mountingLineOf(lines, goods)
      if (!mounting) continue
      const pieces = Math.min(entry.quantity, left(mounting))
      if (pieces > 0) wanted.push({ id: mounting.id, quantity: pieces, reason: entry.reason })
    }
    for (const entry of wanted)
      await tx
        .update(orderLines)
        .set({ returnedQuantity: sql`${orderLines.returnedQuantity} + ${entry.quantity}` })
        .where(eq(orderLines.id, entry.id))

    const [earlierReturns] = await tx
      .select({ n: count() })
      .from(orderReturns)
      .where(eq(orderReturns.orderId, order.id))
    const [created] = await tx
      .insert(orderReturns)
      .values({
        publicId: randomUUID(),
        orderId: order.id,
        code: `R-${order.number}-${(earlierReturns?.n ?? 0) + 1}`,
        method: request.method,
        pickupDate: request.method === 'pickup' ? nextWorkingDay(now) : null,
        storeId: request.method === 'store' ? (request.storeId ?? null) : null,
        lines: wanted,
        idempotencyKey: scopedKey,
        requestFingerprint: fingerprint,
        locale: request.locale,
        createdAt: now,
      })
      .returning()
    if (!created) throw new Error('The return could not be recorded')
    return { changed: true, order, orderReturn: created }
  })
}

export type ReceiveOutcome =
  | {
      readonly ok: true
      readonly changed: boolean
      readonly order: OrderRow
      readonly orderReturn: ReturnRow
    }
  | { readonly ok: false; readonly reason: 'unknown-return' }

/**
 * The returns centre or store received the parcel of return `code`: its goods go back into stock
 * (their back-in-stock alerts fire), their value is refunded (the delivery too once nothing of the
 * order is kept), the loyalty points come down to what is still paid, and the order becomes partly
 * returned or returned. Receiving a parcel twice changes nothing.
 */
export async function receiveReturn(db: Database, code: string, now: Date): Promise<ReceiveOutcome> {
  return db.transaction(async (tx) => {
    const [found] = await tx.select().from(orderReturns).where(eq(orderReturns.code, code))
    if (!found) return { ok: false, reason: 'unknown-return' }
    const [order] = await tx.select().from(orders).where(eq(orders.id, found.orderId)).for('update')
    if (!order) return { ok: false, reason: 'unknown-return' }
    // Re-read under the order's lock: a second receipt that waited sees the first.
    const [orderReturn] = await tx.select().from(orderReturns).where(eq(orderReturns.id, found.id))
    if (!orderReturn) return { ok: false, reason: 'unknown-return' }
    if (orderReturn.receivedAt !== null) return { ok: true, changed: false, order, orderReturn }

    const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, order.id))
    const byId = new Map(lines.map((line) => [line.id, line]))
    let refundCents = 0
    const restocked = new Map<number, number>()
    for (const entry of orderReturn.lines) {
      const line = byId.get(entry.id)
      if (!line) continue
      refundCents += line.unitPriceCents * entry.quantity
      if (line.productOptionId !== null)
        restocked.set(line.productOptionId, (restocked.get(line.productOptionId) ?? 0) + entry.quantity)
    }
    // Ascending option ids, as the checkout and the cancellation take them: no deadlock between them.
    for (const [optionId, units] of [...restocked].sort(([a], [b]) => a - b))
      await tx
        .update(productOptions)
        .set({ stock: sql`${productOptions.stock} + ${units}` })
        .where(eq(productOptions.id, optionId))

    const pending = await tx
      .select({ id: orderReturns.id })
      .from(orderReturns)
      .where(and(eq(orderReturns.orderId, order.id), sql`${orderReturns.receivedAt} IS NULL`))
    const nothingKept = lines.every(
      (line) => line.cancelledQuantity + line.returnedQuantity === line.quantity,
    )
    const lastParcel = pending.every((other) => other.id === orderReturn.id)
    const whole = nothingKept && lastParcel
    if (whole) refundCents += order.deliveryCents
    const paid = order.totalCents - order.cancelledCents
    refundCents = Math.min(refundCents, paid - order.refundedCents)

    const status: OrderStatus = whole ? 'returned' : 'partly_returned'
    if (order.status === 'shipped')
      // A parcel sent back before it was reported delivered has arrived all the same.
      await tx.insert(orderStatusChanges).values({ orderId: order.id, status: 'delivered', changedAt: now })
    const [updated] = await tx
      .update(orders)
      .set({ refundedCents: order.refundedCents + refundCents, status })
      .where(eq(orders.id, order.id))
      .returning()
    if (!updated) throw new Error('The locked order could not be updated')
    if (status !== order.status)
      await tx.insert(orderStatusChanges).values({ orderId: order.id, status, changedAt: now })
    const [received] = await tx
      .update(orderReturns)
      .set({
        receivedAt: now,
        refundCents,
        creditNoteNumber: await drawDocumentNumber(tx, 'credit_note', now),
      })
      .where(eq(orderReturns.id, orderReturn.id))
      .returning()
    if (!received) throw new Error('The return could not be updated')
    if (order.userId !== null) await bookDownPoints(tx, order.userId, updated, now)
    return { ok: true, changed: true, order: updated, orderReturn: received }
  })
}

/** An order earns one point per whole euro still paid: the points booked for it come down to that. */
async function bookDownPoints(tx: Database, userId: number, order: OrderRow, now: Date) {
  const [booked] = await tx
    .select({ points: sql<number>`coalesce(sum(${loyaltyTransactions.points}), 0)`.mapWith(Number) })
    .from(loyaltyTransactions)
    .where(
      and(
        eq(loyaltyTransactions.orderId, order.id),
        inArray(loyaltyTransactions.reason, ['order', 'cancellation', 'return']),
      ),
    )
  const earned = booked?.points ?? 0
  const due = loyaltyPointsFor(order.totalCents - order.cancelledCents - order.refundedCents)
  if (earned > due)
    await tx
      .insert(loyaltyTransactions)
      .values({ userId, points: due - earned, reason: 'return', orderId: order.id, createdAt: now })
}

/** The returns of an order, newest first, with the name of the store each is handed in at. */
export async function listReturns(db: Database, orderId: number) {
  return db
    .select({ orderReturn: orderReturns, storeName: stores.name })
    .from(orderReturns)
    .leftJoin(stores, eq(stores.id, orderReturns.storeId))
    .where(eq(orderReturns.orderId, orderId))
    .orderBy(desc(orderReturns.id))
}
