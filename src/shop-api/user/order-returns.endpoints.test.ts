/**
 * Returns (ADR 035): registering what comes back of an order, its label, and the receipt that puts
 * the goods back into stock and refunds them; the window, the refusals, races for the last piece
 * and who may reach a label.
 */
import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { extractText, getDocumentProxy } from 'unpdf'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cartEndpoints } from '../cart/cart.endpoints'
import { createTestAddress, createTestStore } from '../cart/test-helpers'
import { checkoutEndpoints, placeOrderEndpoint } from '../checkout/checkout.endpoints'
import { loyaltyTransactions, mailOutbox, orderLines, orders, stores } from '../db/schema'
import { createProduct, createProductWithOneSize, createTestUser, stockOf } from '../testing/fixtures'
import type { TestUser } from '../testing/fixtures'
import { startTestApi, testBackends } from '../testing/test-api'
import type { CallResult, TestApi } from '../testing/test-api'
import { advanceOrder } from './order-lifecycle.service'
import { orderReturnEndpoints, registerReturnEndpoint } from './order-returns.endpoints'
import {
  NOTHING_TO_RETURN,
  NOT_YET_SHIPPED,
  RETURN_WINDOW_CLOSED,
  nextWorkingDay,
  receiveReturn,
} from './order-returns.service'
import { userEndpoints } from './user.endpoints'

const dayMs = 86_400_000

describe('order return examples (docs/api.md)', () => {
  it('match the contract', () => {
    for (const endpoint of orderReturnEndpoints)
      expect(() => {
        v.parse(endpoint.response, endpoint.example.response)
      }, endpoint.path).not.toThrow()
  })
})

describe('nextWorkingDay', () => {
  it('is the next weekday in Vienna', () => {
    // Friday evening in Vienna (already Saturday in no zone that matters): Monday.
    expect(nextWorkingDay(new Date('2026-11-27T20:00:00Z'))).toBe('2026-11-30')
    // Just after midnight in Vienna on a Tuesday (still Monday in UTC): Wednesday.
    expect(nextWorkingDay(new Date('2026-11-30T23:30:00Z'))).toBe('2026-12-02')
    expect(nextWorkingDay(new Date('2026-11-29T10:00:00Z'))).toBe('2026-11-30')
  })
})

describe.each(testBackends())('returns on %s', (backend) => {
  let api: TestApi

  beforeAll(async () => {
    api = await startTestApi(backend, [
      ...userEndpoints,
      ...cartEndpoints,
      ...checkoutEndpoints,
      ...orderReturnEndpoints,
    ])
  }, 60_000)
  afterAll(async () => {
    await api.close()
  })

  /** A customer's order of `quantities[i]` units of a fresh one-size product each (20 € a unit), delivered. */
  async function deliveredOrder(customer: TestUser, quantities: readonly number[], stock = 5) {
    const options = []
    for (const quantity of quantities) {
      const product = await createProductWithOneSize(api.db, { sizes: [{ label: '42', stock }] })
      options.push(product.option)
      const add = await api.call('POST', '/api/v1/cart/', {
        token: customer.token,
        body: { productOption: product.option.id, amount: quantity },
      })
      expect(add.status, JSON.stringify(add.body)).toBe(200)
    }
    const addressId = await createTestAddress(api.db, customer.id)
    const placed = await api.call('POST', '/api/v1/orders/', {
      token: customer.token,
      body: { deliveryType: 'home', addressId, paymentMethod: 'invoice' },
    })
    expect(placed.status, JSON.stringify(placed.body)).toBe(201)
    const order = v.parse(placeOrderEndpoint.response, placed.body).data.order
    expect(await advanceOrder(api.db, order.number, 'shipped', api.clock.now)).toMatchObject({ ok: true })
    expect(await advanceOrder(api.db, order.number, 'delivered', api.clock.now)).toMatchObject({ ok: true })
    return { order, options }
  }

  const register = (customer: TestUser, uuid: string, body: unknown, key?: string) =>
    api.call('POST', `/api/v1/user/order/${uuid}/returns/`, {
      token: customer.token,
      body,
      ...(key === undefined ? {} : { headers: { 'idempotency-key': key } }),
    })
  const registered = (result: CallResult) => {
    expect([200, 201], JSON.stringify(result.body)).toContain(result.status)
    return v.parse(registerReturnEndpoint.response, result.body).data
  }
  const labelOf = (token: string, orderId: string, returnId: string) =>
    fetch(new URL(`/api/v1/user/order/${orderId}/returns/${returnId}/label/`, api.baseUrl), {
      headers: { authorization: `Bearer ${token}` },
    })
  const pointsOf = async (orderNumber: string) => {
    const [order] = await api.db.select({ id: orders.id }).from(orders).where(eq(orders.number, orderNumber))
    const rows = await api.db
      .select({ points: loyaltyTransactions.points })
      .from(loyaltyTransactions)
      .where(eq(loyaltyTransactions.orderId, order?.id ?? 0))
    return rows.reduce((sum, row) => sum + row.points, 0)
  }

  it('registers a return with a pick-up, mails the label; receipt restocks, refunds and books points down', async () => {
    const customer = await createTestUser(api.db)
    const { order, options } = await deliveredOrder(customer, [2, 1])
    const lines = order.lines.map((line) => line.id)
    const result = await register(
      customer,
      order.uuid,
      { lines: [{ id: lines[0], quantity: 1, reason: 'too_small' }], method: 'pickup' },
      randomUUID(),
    )
    expect(result.status).toBe(201)
    const { order: after, orderReturn } = registered(result)
    expect(orderReturn).toMatchObject({
      code: `R-${order.number}-1`,
      method: 'pickup',
      pickupDate: nextWorkingDay(api.clock.now),
      status: 'registered',
      refund: null,
    })
    expect(after.lines.map((line) => line.returnedQuantity)).toEqual([1, 0])
    expect(after).toMatchObject({ status: 'delivered', returnable: true, refunded: 0 })
    // Nothing moves before the parcel arrives.
    expect(await stockOf(api.db, options[0]?.id ?? 0)).toBe(3)

    const [mail] = await api.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, order.email ?? ''), eq(mailOutbox.kind, 'order-return')))
    expect(mail?.subject).toBe(`Deine Rücksendung R-${order.number}-1`)
    expect(mail?.attachments).toEqual([
      {
        filename: `R-${order.number}-1.pdf`,
        contentType: 'application/pdf',
        bytes: expect.any(Number) as unknown,
      },
    ])

    const label = await labelOf(customer.token, order.uuid, orderReturn.uuid)
    expect(label.status).toBe(200)
    expect(label.headers.get('content-type')).toBe('application/pdf')
    expect(label.headers.get('cache-control')).toMatch(/no-store/)
    const pdf = await getDocumentProxy(new Uint8Array(await label.arrayBuffer()))
    const { text } = await extractText(pdf, { mergePages: true })
    expect(text).toContain(order.number)
    expect(text).toContain(`R-${order.number}-1`)

    const received = await receiveReturn(api.db, orderReturn.code, api.clock.now)
    expect(received).toMatchObject({ ok: true, changed: true })
    expect(await stockOf(api.db, options[0]?.id ?? 0)).toBe(4)
    const read = await api.call('GET', `/api/v1/user/order/${order.uuid}/`, { token: customer.token })
    const now = v.parse(
      registerReturnEndpoint.response.entries.data.entries.order,
      (read.body as { data: { order: unknown } }).data.order,
    )
    expect(now).toMatchObject({ status: 'partly_returned', refunded: 20, returnable: true })
    expect(now.returns[0]).toMatchObject({ status: 'received', refund: 20 })
    expect(now.history.map((step) => step.status)).toEqual([
      'received',
      'shipped',
      'delivered',
      'partly_returned',
    ])
    // 60 € paid, 20 € refunded: 40 points left.
    expect(await pointsOf(order.number)).toBe(40)
    // Received twice: nothing more.
    expect(await receiveReturn(api.db, orderReturn.code, api.clock.now)).toMatchObject({ changed: false })
    expect(await stockOf(api.db, options[0]?.id ?? 0)).toBe(4)
  })

  it('returns the rest to a store, with the delivery refunded once nothing is kept', async () => {
    const customer = await createTestUser(api.db)
    const { order } = await deliveredOrder(customer, [1])
    const storeId = await createTestStore(api.db)
    const [store] = await api.db
      .select({ id: stores.id, name: stores.name })
      .from(stores)
      .where(eq(stores.id, storeId))
    const { orderReturn } = registered(
      await register(customer, order.uuid, {
        lines: [{ id: order.lines[0]?.id, quantity: 1, reason: 'damaged' }],
        method: 'store',
        storeId,
      }),
    )
    expect(orderReturn).toMatchObject({ method: 'store', store, pickupDate: null })
    await receiveReturn(api.db, orderReturn.code, api.clock.now)
    const read = await api.call('GET', `/api/v1/user/order/${order.uuid}/`, { token: customer.token })
    expect((read.body as { data: { order: unknown } }).data.order).toMatchObject({
      status: 'returned',
      refunded: order.total,
      returnable: false,
    })
    expect(await pointsOf(order.number)).toBe(0)
  })

  it('replays a repeated request and refuses the key with another request', async () => {
    const customer = await createTestUser(api.db)
    const { order } = await deliveredOrder(customer, [2])
    const key = randomUUID()
    const body = { lines: [{ id: order.lines[0]?.id, quantity: 1, reason: 'too_big' }], method: 'pickup' }
    const first = registered(await register(customer, order.uuid, body, key))
    const again = await register(customer, order.uuid, body, key)
    expect(again.status).toBe(200)
    expect(again.headers.get('idempotent-replayed')).toBe('true')
    expect(registered(again).orderReturn.uuid).toBe(first.orderReturn.uuid)
    expect(registered(again).order.lines[0]?.returnedQuantity).toBe(1)
    const other = await register(
      customer,
      order.uuid,
      { ...body, lines: [{ ...body.lines[0], quantity: 2 }] },
      key,
    )
    expect(other.status).toBe(409)
    expect(other.body).toMatchObject({ errors: { idempotencyKey: [expect.any(String)] } })
  })

  it('refuses what cannot come back, saying why', async () => {
    const customer = await createTestUser(api.db)
    const { order } = await deliveredOrder(customer, [1])
    const id = order.lines[0]?.id
    const tooMany = await register(customer, order.uuid, {
      lines: [{ id, quantity: 2, reason: 'other' }],
      method: 'pickup',
    })
    expect(tooMany.status).toBe(422)
    expect(tooMany.body).toMatchObject({ errors: { lines: ['Line 1: at most 1 units can be returned.'] } })
    const noReason = await register(customer, order.uuid, { lines: [{ id, quantity: 1 }], method: 'pickup' })
    expect(noReason.status).toBe(422)
    const unknownStore = await register(customer, order.uuid, {
      lines: [{ id, quantity: 1, reason: 'other' }],
      method: 'store',
      storeId: 987_654,
    })
    expect(unknownStore.status).toBe(422)
    expect(unknownStore.body).toMatchObject({ errors: { storeId: [expect.any(String)] } })

    // Not shipped yet: cancel instead.
    const fresh = await createTestUser(api.db)
    const product = await createProductWithOneSize(api.db, { sizes: [{ label: '42', stock: 3 }] })
    await api.call('POST', '/api/v1/cart/', {
      token: fresh.token,
      body: { productOption: product.option.id },
    })
    const placed = await api.call('POST', '/api/v1/orders/', {
      token: fresh.token,
      body: {
        deliveryType: 'home',
        addressId: await createTestAddress(api.db, fresh.id),
        paymentMethod: 'invoice',
      },
    })
    const unshipped = v.parse(placeOrderEndpoint.response, placed.body).data.order
    expect(unshipped.returnable).toBe(false)
    const early = await register(fresh, unshipped.uuid, {
      lines: [{ id: unshipped.lines[0]?.id, quantity: 1, reason: 'other' }],
      method: 'pickup',
    })
    expect(early.status).toBe(409)
    expect(early.body).toMatchObject({ message: NOT_YET_SHIPPED })
  })

  it('closes 30 days after the delivery', async () => {
    const customer = await createTestUser(api.db)
    const { order } = await deliveredOrder(customer, [1])
    api.clock.advance(31 * dayMs)
    try {
      const late = await register(customer, order.uuid, {
        lines: [{ id: order.lines[0]?.id, quantity: 1, reason: 'other' }],
        method: 'pickup',
      })
      expect(late.status).toBe(409)
      expect(late.body).toMatchObject({ message: RETURN_WINDOW_CLOSED })
      const read = await api.call('GET', `/api/v1/user/order/${order.uuid}/`, { token: customer.token })
      expect((read.body as { data: { order: unknown } }).data.order).toMatchObject({ returnable: false })
    } finally {
      api.clock.advance(-31 * dayMs)
    }
  })

  it('lets exactly one of two returns race for the last piece', async () => {
    const customer = await createTestUser(api.db)
    const { order } = await deliveredOrder(customer, [1])
    const body = { lines: [{ id: order.lines[0]?.id, quantity: 1, reason: 'other' }], method: 'pickup' }
    const results = await Promise.all([
      register(customer, order.uuid, body, randomUUID()),
      register(customer, order.uuid, body, randomUUID()),
    ])
    expect(results.map((result) => result.status).sort()).toEqual([201, 409])
    // The second waited for the first's lock and then found nothing left.
    expect(results.find((result) => result.status === 409)?.body).toMatchObject({
      message: NOTHING_TO_RETURN,
    })
  })

  it('brings each piece’s own mounting back with it, also for two sizes of one product', async () => {
    const customer = await createTestUser(api.db)
    const skis = await createProduct(api.db, {
      isSki: true,
      sizes: [
        { label: '160', stock: 3 },
        { label: '170', stock: 3 },
      ],
    })
    const { order } = await deliveredOrder(customer, [1])
    const [row] = await api.db.select().from(orders).where(eq(orders.publicId, order.uuid))
    const [first] = await api.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, row?.id ?? 0))
    if (!row || !first) throw new Error('no order')
    // As the checkout writes two sizes of mounted skis: each size's line, then its mounting.
    const line = (optionId: number | null, sku: string, size: string) => ({
      ...first,
      id: undefined,
      productId: skis.productId,
      productOptionId: optionId,
      sku,
      size,
    })
    const added = await api.db
      .insert(orderLines)
      .values([
        line(skis.options[0]?.id ?? null, 'SKI-1', '160'),
        line(null, 'MONTAGE-SKI-1', ''),
        line(skis.options[1]?.id ?? null, 'SKI-1', '170'),
        line(null, 'MONTAGE-SKI-1', ''),
      ])
      .returning({ id: orderLines.id })
    const [small, smallMounting, large, largeMounting] = added.map((entry) => entry.id)
    const mountingAlone = await register(customer, order.uuid, {
      lines: [{ id: smallMounting, quantity: 1, reason: 'other' }],
      method: 'pickup',
    })
    expect(mountingAlone.status).toBe(422)
    const { order: after } = registered(
      await register(customer, order.uuid, {
        lines: [
          { id: small, quantity: 1, reason: 'too_small' },
          { id: large, quantity: 1, reason: 'too_big' },
        ],
        method: 'pickup',
      }),
    )
    const returnedOf = (id: number | undefined) =>
      after.lines.find((entry) => entry.id === id)?.returnedQuantity
    expect([small, smallMounting, large, largeMounting].map(returnedOf)).toEqual([1, 1, 1, 1])
  })

  it('keeps every order, return and label to its customer', async () => {
    const owner = await createTestUser(api.db)
    const stranger = await createTestUser(api.db)
    const { order } = await deliveredOrder(owner, [1])
    const { orderReturn } = registered(
      await register(owner, order.uuid, {
        lines: [{ id: order.lines[0]?.id, quantity: 1, reason: 'other' }],
        method: 'pickup',
      }),
    )
    const theirs = await register(stranger, order.uuid, {
      lines: [{ id: order.lines[0]?.id, quantity: 1, reason: 'other' }],
      method: 'pickup',
    })
    expect(theirs.status).toBe(404)
    expect((await labelOf(stranger.token, order.uuid, orderReturn.uuid)).status).toBe(404)
    expect((await labelOf(owner.token, order.uuid, randomUUID())).status).toBe(404)
    expect((await labelOf(owner.token, randomUUID(), orderReturn.uuid)).status).toBe(404)
    expect((await labelOf(owner.token, 'not-a-uuid', orderReturn.uuid)).status).toBe(404)
    const anonymous = await fetch(
      new URL(`/api/v1/user/order/${order.uuid}/returns/${orderReturn.uuid}/label/`, api.baseUrl),
    )
    expect(anonymous.status).toBe(401)
  })
})
