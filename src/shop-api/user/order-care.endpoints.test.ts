/**
 * After the order (ADR 034): cancelling whole orders and single lines, by customers and guests,
 * against races with a shipment and with itself; and putting an order's goods in the cart again.
 */
import { randomBytes, randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cartEndpoints } from '../cart/cart.endpoints'
import { createTestAddress } from '../cart/test-helpers'
import { checkoutEndpoints, placeOrderEndpoint } from '../checkout/checkout.endpoints'
import {
  loyaltyTransactions,
  mailOutbox,
  orderLines,
  orderStatusChanges,
  orders,
  productPrices,
} from '../db/schema'
import { createProductWithOneSize, createTestUser, stockOf } from '../testing/fixtures'
import type { TestUser } from '../testing/fixtures'
import { startTestApi, testBackends } from '../testing/test-api'
import type { CallResult, TestApi } from '../testing/test-api'
import {
  cancelOrderEndpoint,
  cancelPlacedOrderEndpoint,
  orderCareEndpoints,
  reorderEndpoint,
} from './order-care.endpoints'
import { KEY_REUSED, NOT_CANCELLABLE, advanceOrder } from './order-lifecycle.service'
import { userEndpoints } from './user.endpoints'

const newGuestId = () => `g${randomBytes(16).toString('hex')}`

const guestAddress = {
  firstname: 'Lena',
  lastname: 'Huber',
  street: 'Mariahilfer Straße',
  streetNo: '12',
  postal: '1070',
  city: 'Wien',
  countryId: 'AT',
}

describe('order care examples (docs/api.md)', () => {
  it('match the contract', () => {
    for (const endpoint of orderCareEndpoints)
      expect(() => {
        v.parse(endpoint.response, endpoint.example.response)
      }, endpoint.path).not.toThrow()
  })
})

describe.each(testBackends())('after the order on %s', (backend) => {
  let api: TestApi

  beforeAll(async () => {
    api = await startTestApi(backend, [
      ...userEndpoints,
      ...cartEndpoints,
      ...checkoutEndpoints,
      ...orderCareEndpoints,
    ])
  }, 60_000)
  afterAll(async () => {
    await api.close()
  })

  /** A customer's order of `quantities[i]` units of a fresh one-size product each (20 € a unit). */
  async function placeCustomerOrder(customer: TestUser, quantities: readonly number[], stock = 5) {
    const options = []
    for (const quantity of quantities) {
      const product = await createProductWithOneSize(api.db, { sizes: [{ label: '42', stock }] })
      options.push({ ...product.option, productId: product.productId })
      const add = await api.call('POST', '/api/v1/cart/', {
        token: customer.token,
        body: { productOption: product.option.id, amount: quantity },
      })
      expect(add.status, JSON.stringify(add.body)).toBe(200)
    }
    const addressId = await createTestAddress(api.db, customer.id)
    const result = await api.call('POST', '/api/v1/orders/', {
      token: customer.token,
      body: { deliveryType: 'home', addressId, paymentMethod: 'invoice' },
    })
    expect(result.status, JSON.stringify(result.body)).toBe(201)
    return { order: v.parse(placeOrderEndpoint.response, result.body).data.order, options }
  }

  const cancel = (customer: TestUser, uuid: string, body: unknown = {}, key?: string) =>
    api.call('POST', `/api/v1/user/order/${uuid}/cancel/`, {
      token: customer.token,
      body,
      ...(key === undefined ? {} : { headers: { 'idempotency-key': key } }),
    })
  const cancelledOrder = (result: CallResult) => {
    expect(result.status, JSON.stringify(result.body)).toBe(200)
    return v.parse(cancelOrderEndpoint.response, result.body).data.order
  }
  const mailsTo = (address: string | null, kind: string) =>
    api.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, address ?? ''), eq(mailOutbox.kind, kind)))
  const pointsOf = async (orderNumber: string) => {
    const [order] = await api.db.select({ id: orders.id }).from(orders).where(eq(orders.number, orderNumber))
    const rows = await api.db
      .select({ points: loyaltyTransactions.points, reason: loyaltyTransactions.reason })
      .from(loyaltyTransactions)
      .where(eq(loyaltyTransactions.orderId, order?.id ?? 0))
    return rows.reduce((sum, row) => sum + row.points, 0)
  }

  it('cancels a whole order: stock back, points taken back, history, one mail; again changes nothing', async () => {
    const customer = await createTestUser(api.db)
    const { order, options } = await placeCustomerOrder(customer, [2, 1])
    expect(order).toMatchObject({ status: 'received', cancellable: true, total: 60, loyaltyPoints: 60 })
    expect(await stockOf(api.db, options[0]?.id ?? 0)).toBe(3)

    const cancelled = cancelledOrder(await cancel(customer, order.uuid))
    expect(cancelled).toMatchObject({
      status: 'cancelled',
      cancellable: false,
      cancelled: 60,
      amountDue: 0,
      loyaltyPoints: 0,
    })
    expect(cancelled.lines.map((line) => line.cancelledQuantity)).toEqual([2, 1])
    expect(cancelled.history.map((step) => step.status)).toEqual(['received', 'cancelled'])
    expect(await stockOf(api.db, options[0]?.id ?? 0)).toBe(5)
    expect(await stockOf(api.db, options[1]?.id ?? 0)).toBe(5)
    expect(await pointsOf(order.number)).toBe(0)
    const mails = await mailsTo(order.email, 'order-cancellation')
    expect(mails).toHaveLength(1)
    expect(mails[0]?.subject).toBe(`Bestellung storniert: ${order.number}`)
    expect(mails[0]?.bodyText).toContain(`/my-account/order-details/${order.uuid}/`)

    const again = await cancel(customer, order.uuid, {}, randomUUID())
    expect(cancelledOrder(again)).toMatchObject({ status: 'cancelled' })
    // Nothing was replayed: the order simply stands cancelled.
    expect(again.headers.get('idempotent-replayed')).toBeNull()
    expect(await stockOf(api.db, options[0]?.id ?? 0)).toBe(5)
    expect(await mailsTo(order.email, 'order-cancellation')).toHaveLength(1)
  })

  it('cancels single units with a key; a replay cancels nothing more; the last units cancel the order', async () => {
    const customer = await createTestUser(api.db)
    const { order, options } = await placeCustomerOrder(customer, [2, 1])
    const first = order.lines[0]
    if (!first) throw new Error('no line')
    const key = randomUUID()
    const partly = cancelledOrder(
      await cancel(customer, order.uuid, { lines: [{ id: first.id, quantity: 1 }] }, key),
    )
    expect(partly).toMatchObject({ status: 'received', cancellable: true, cancelled: 20, amountDue: 40 })
    expect(partly.lines.map((line) => line.cancelledQuantity)).toEqual([1, 0])
    expect(await stockOf(api.db, options[0]?.id ?? 0)).toBe(4)
    expect(await pointsOf(order.number)).toBe(40)

    const replay = await cancel(customer, order.uuid, { lines: [{ id: first.id, quantity: 1 }] }, key)
    expect(replay.headers.get('idempotent-replayed')).toBe('true')
    expect(cancelledOrder(replay).lines.map((line) => line.cancelledQuantity)).toEqual([1, 0])
    expect(await stockOf(api.db, options[0]?.id ?? 0)).toBe(4)

    // The same key for another request: refused, nothing cancelled.
    const reused = await cancel(customer, order.uuid, { lines: [{ id: first.id, quantity: 2 }] }, key)
    expect(reused).toMatchObject({ status: 409, body: { errors: { idempotencyKey: [KEY_REUSED] } } })
    expect(await stockOf(api.db, options[0]?.id ?? 0)).toBe(4)

    const tooMany = await cancel(
      customer,
      order.uuid,
      { lines: [{ id: first.id, quantity: 2 }] },
      randomUUID(),
    )
    expect(tooMany.status).toBe(422)
    expect(tooMany.body).toMatchObject({ errors: { lines: ['Line 1: at most 1 units can be cancelled.'] } })
    const foreignLine = await cancel(customer, order.uuid, { lines: [{ id: 999_999, quantity: 1 }] })
    expect(foreignLine.body).toMatchObject({ errors: { lines: ['Line 1: this order has no such line.'] } })
    expect((await cancel(customer, order.uuid, { lines: [] })).status).toBe(422)

    const rest = order.lines.map((line) => ({
      id: line.id,
      quantity: line.id === first.id ? 1 : line.quantity,
    }))
    const whole = cancelledOrder(await cancel(customer, order.uuid, { lines: rest }, randomUUID()))
    expect(whole).toMatchObject({ status: 'cancelled', cancelled: 60, amountDue: 0 })
    expect(await mailsTo(order.email, 'order-cancellation')).toHaveLength(2)
  })

  it('refuses once the order has shipped, and hides other customers’ orders', async () => {
    const customer = await createTestUser(api.db)
    const { order, options } = await placeCustomerOrder(customer, [1])
    expect(await advanceOrder(api.db, order.number, 'shipped', api.clock.now)).toEqual({
      ok: true,
      from: 'received',
    })
    const refused = await cancel(customer, order.uuid)
    expect(refused).toMatchObject({ status: 409, body: { errors: { order: [NOT_CANCELLABLE] } } })
    expect(await stockOf(api.db, options[0]?.id ?? 0)).toBe(4)

    const other = await createTestUser(api.db)
    const { order: theirs } = await placeCustomerOrder(other, [1])
    expect((await cancel(customer, theirs.uuid)).status).toBe(404)
    expect((await cancel(customer, randomUUID())).status).toBe(404)
    expect((await cancel(customer, 'not-a-uuid')).status).toBe(404)
    expect((await api.call('POST', `/api/v1/user/order/${theirs.uuid}/cancel/`, { body: {} })).status).toBe(
      401,
    )
    expect(
      (await api.call('POST', `/api/v1/orders/${theirs.uuid}/cancel/`, { token: customer.token, body: {} }))
        .status,
    ).toBe(404)
    expect(
      (await api.call('POST', `/api/v1/user/order/${theirs.uuid}/reorder/`, { token: customer.token }))
        .status,
    ).toBe(404)
    const [untouched] = await api.db
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.publicId, theirs.uuid))
    expect(untouched?.status).toBe('received')
  })

  it('lets a guest cancel with the request id and the order’s e-mail, and nobody else', async () => {
    const guest = newGuestId()
    const product = await createProductWithOneSize(api.db)
    await api.call('POST', '/api/v1/cart/', { requestId: guest, body: { productOption: product.option.id } })
    const email = `gast-${randomUUID()}@example.at`
    const placed = await api.call('POST', '/api/v1/orders/', {
      requestId: guest,
      body: {
        deliveryType: 'home',
        shippingAddress: guestAddress,
        billingAddress: guestAddress,
        paymentMethod: 'prepayment',
        email,
      },
    })
    expect(placed.status, JSON.stringify(placed.body)).toBe(201)
    const { order } = v.parse(placeOrderEndpoint.response, placed.body).data
    const path = `/api/v1/orders/${order.uuid}/cancel/`

    expect((await api.call('POST', path, { requestId: guest, body: {} })).body).toMatchObject({
      errors: { email: ['The email field is required.'] },
    })
    expect(
      (await api.call('POST', path, { requestId: guest, body: { email: 'jemand@example.at' } })).status,
    ).toBe(404)
    expect((await api.call('POST', path, { requestId: newGuestId(), body: { email } })).status).toBe(404)
    expect(await stockOf(api.db, product.option.id)).toBe(4)

    const result = await api.call('POST', path, { requestId: guest, body: { email: email.toUpperCase() } })
    expect(result.status, JSON.stringify(result.body)).toBe(200)
    expect(v.parse(cancelPlacedOrderEndpoint.response, result.body).data.order).toMatchObject({
      status: 'cancelled',
      amountDue: 0,
    })
    expect(await stockOf(api.db, product.option.id)).toBe(5)
    const [mail] = await mailsTo(email, 'order-cancellation')
    expect(mail?.bodyText).toContain('Hallo Lena,')
    expect(mail?.bodyText).toContain('überweisen wir dir den Betrag')
    expect(mail?.bodyText).not.toContain('/my-account/')
  })

  it('lets exactly one of a cancel and a shipment win when they race', async () => {
    for (let round = 0; round < 4; round++) {
      const customer = await createTestUser(api.db)
      const { order, options } = await placeCustomerOrder(customer, [1])
      const [cancelled, shipped] = await Promise.all([
        cancel(customer, order.uuid),
        advanceOrder(api.db, order.number, 'shipped', api.clock.now),
      ])
      const cancelWon = cancelled.status === 200
      expect(cancelWon).toBe(!shipped.ok)
      if (!cancelWon) expect(cancelled.status).toBe(409)
      const [row] = await api.db.select().from(orders).where(eq(orders.publicId, order.uuid))
      expect(row?.status).toBe(cancelWon ? 'cancelled' : 'shipped')
      expect(await stockOf(api.db, options[0]?.id ?? 0)).toBe(cancelWon ? 5 : 4)
      const steps = await api.db
        .select({ status: orderStatusChanges.status })
        .from(orderStatusChanges)
        .where(eq(orderStatusChanges.orderId, row?.id ?? 0))
      expect(steps.map((step) => step.status)).toEqual(['received', cancelWon ? 'cancelled' : 'shipped'])
    }
  })

  it('returns the stock once and mails once when the same cancel is sent twice at once', async () => {
    const customer = await createTestUser(api.db)
    const { order, options } = await placeCustomerOrder(customer, [1], 1)
    expect(await stockOf(api.db, options[0]?.id ?? 0)).toBe(0)
    const results = await Promise.all([cancel(customer, order.uuid), cancel(customer, order.uuid)])
    expect(results.map((result) => result.status)).toEqual([200, 200])
    expect(await stockOf(api.db, options[0]?.id ?? 0)).toBe(1)
    expect(await mailsTo(order.email, 'order-cancellation')).toHaveLength(1)
    expect(await pointsOf(order.number)).toBe(0)
  })

  it('puts an order’s goods in the cart again, naming what is sold out or no longer sold', async () => {
    const customer = await createTestUser(api.db)
    const { order, options } = await placeCustomerOrder(customer, [2, 1, 1])
    const [kept, soldOut, withdrawn] = options
    if (!kept || !soldOut || !withdrawn) throw new Error('three options expected')
    // Another shopper buys the rest of the second product; the third is no longer sold (no price).
    const other = await createTestUser(api.db)
    await api.call('POST', '/api/v1/cart/', {
      token: other.token,
      body: { productOption: soldOut.id, amount: 4 },
    })
    const bought = await api.call('POST', '/api/v1/orders/', {
      token: other.token,
      body: {
        deliveryType: 'home',
        addressId: await createTestAddress(api.db, other.id),
        paymentMethod: 'invoice',
      },
    })
    expect(bought.status).toBe(201)
    await api.db.delete(productPrices).where(eq(productPrices.productId, withdrawn.productId))

    const result = await api.call('POST', `/api/v1/user/order/${order.uuid}/reorder/`, {
      token: customer.token,
    })
    expect(result.status, JSON.stringify(result.body)).toBe(200)
    const { cart, added, unavailable } = v.parse(reorderEndpoint.response, result.body).data
    expect(added.map((line) => line.sku)).toEqual([order.lines[0]?.sku])
    expect(unavailable).toEqual([
      expect.objectContaining({ sku: order.lines[1]?.sku, reason: 'sold_out', added: 0 }),
      expect.objectContaining({ sku: order.lines[2]?.sku, reason: 'not_sold', added: 0 }),
    ])
    expect(cart.products.map((line) => [line.option.id, line.option.quantity])).toEqual([[kept.id, 2]])
  })

  it('cancels a product’s mounting with it, and buys again only the pieces kept', async () => {
    const customer = await createTestUser(api.db)
    const bike = await createProductWithOneSize(api.db, { isBike: true, sizes: [{ label: 'M', stock: 5 }] })
    const { order } = await placeCustomerOrder(customer, [1])
    // The checkout writes mounting as a line of its own; here it is added to the order as it would be.
    const [row] = await api.db.select().from(orders).where(eq(orders.publicId, order.uuid))
    const [goods] = await api.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, row?.id ?? 0))
    if (!row || !goods) throw new Error('no order')
    await api.db
      .update(orderLines)
      .set({ quantity: 2, lineTotalCents: 4000 })
      .where(eq(orderLines.id, goods.id))
    await api.db.insert(orderLines).values([
      {
        ...goods,
        id: undefined,
        productId: bike.productId,
        productOptionId: bike.option.id,
        sku: 'BIKE-1',
        quantity: 2,
        lineTotalCents: 4000,
      },
      {
        ...goods,
        id: undefined,
        productId: bike.productId,
        productOptionId: null,
        sku: 'MONTAGE-BIKE-1',
        size: '',
        quantity: 2,
        unitPriceCents: 3990,
        lineTotalCents: 7980,
      },
    ])
    await api.db.update(orders).set({ subtotalCents: 15980, totalCents: 15980 }).where(eq(orders.id, row.id))
    const lines = await api.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, row.id))
      .orderBy(orderLines.id)
    const bikeLine = lines.find((line) => line.sku === 'BIKE-1')
    if (!bikeLine) throw new Error('no bike line')

    const after = cancelledOrder(
      await cancel(customer, order.uuid, { lines: [{ id: bikeLine.id, quantity: 1 }] }, randomUUID()),
    )
    expect(after.lines.map((line) => [line.sku, line.cancelledQuantity])).toEqual([
      [goods.sku, 0],
      ['BIKE-1', 1],
      ['MONTAGE-BIKE-1', 1],
    ])
    expect(after).toMatchObject({ cancelled: 59.9, amountDue: 99.9 })
    expect(await stockOf(api.db, bike.option.id)).toBe(6)

    const result = await api.call('POST', `/api/v1/user/order/${order.uuid}/reorder/`, {
      token: customer.token,
    })
    const { cart, added } = v.parse(reorderEndpoint.response, result.body).data
    expect(added.map((line) => [line.sku, line.quantity])).toEqual([
      [goods.sku, 2],
      ['BIKE-1', 1],
    ])
    expect(cart.products.map((line) => line.option.quantity).sort()).toEqual([1, 2])
  })
})
