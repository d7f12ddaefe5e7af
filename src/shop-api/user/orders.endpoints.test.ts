/**
 * Order history at scale: pages of GET /api/v1/user/orders/, the loyalty points of an order, and a
 * customer with 160 orders placed through the real checkout.
 */
import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cartEndpoints } from '../cart/cart.endpoints'
import { createTestAddress, createTestStore } from '../cart/test-helpers'
import { checkoutEndpoints, placeOrderEndpoint } from '../checkout/checkout.endpoints'
import { orderNumber } from '../checkout/checkout.service'
import { loyaltyTransactions, orders } from '../db/schema'
import { createProduct, createTestUser } from '../testing/fixtures'
import type { TestUser } from '../testing/fixtures'
import { startTestApi, testBackends } from '../testing/test-api'
import type { CallResult, TestApi } from '../testing/test-api'
import { createOrder } from './testing'
import { getOrderEndpoint, listOrdersEndpoint, userEndpoints } from './user.endpoints'

const MINUTE = 60_000

function fieldErrors(result: CallResult): Record<string, string[]> {
  expect(result.status).toBe(422)
  return v.parse(
    v.object({ message: v.string(), errors: v.record(v.string(), v.array(v.string())) }),
    result.body,
  ).errors
}

describe('order history examples (docs/api.md)', () => {
  it('match the contract', () => {
    expect(() => v.parse(listOrdersEndpoint.response, listOrdersEndpoint.example.response)).not.toThrow()
    expect(() => v.parse(getOrderEndpoint.response, getOrderEndpoint.example.response)).not.toThrow()
    expect(() => v.parse(placeOrderEndpoint.response, placeOrderEndpoint.example.response)).not.toThrow()
  })
})

describe.each(testBackends())('order history on %s', (backend) => {
  let api: TestApi

  beforeAll(async () => {
    api = await startTestApi(backend, [...userEndpoints, ...cartEndpoints, ...checkoutEndpoints])
  }, 60_000)
  afterAll(async () => {
    await api.close()
  })

  const listPage = async (user: TestUser, page?: string) => {
    const result = await api.call('GET', '/api/v1/user/orders/', {
      token: user.token,
      ...(page === undefined ? {} : { query: { page } }),
    })
    expect(result.status, JSON.stringify(result.body)).toBe(200)
    return v.parse(listOrdersEndpoint.response, result.body).data
  }
  const detail = async (user: TestUser, uuid: string) => {
    const result = await api.call('GET', `/api/v1/user/order/${uuid}/`, { token: user.token })
    expect(result.status, JSON.stringify(result.body)).toBe(200)
    return v.parse(getOrderEndpoint.response, result.body).data.order
  }

  it('pages orders 20 at a time, newest first; a page past the last is empty', async () => {
    const customer = await createTestUser(api.db)
    const placed = []
    for (let index = 0; index < 45; index++) {
      api.clock.advance(MINUTE)
      placed.push(
        await createOrder(api.db, {
          userId: customer.id,
          placedAt: api.clock.now,
          lines: [{ quantity: 1, unitPriceCents: 1000 + index }],
        }),
      )
    }
    const newestFirst = placed.map((order) => order.publicId).reverse()

    const first = await listPage(customer)
    expect(first.pagination).toEqual({ page: 1, pageSize: 20, total: 45, pages: 3 })
    expect(first.orders.map((order) => order.uuid)).toEqual(newestFirst.slice(0, 20))
    expect(await listPage(customer, '1')).toEqual(first)
    const second = await listPage(customer, '2')
    expect(second.orders.map((order) => order.uuid)).toEqual(newestFirst.slice(20, 40))
    const third = await listPage(customer, '3')
    expect(third).toEqual({
      orders: newestFirst.slice(40).map((uuid) => expect.objectContaining({ uuid }) as unknown),
      pagination: { page: 3, pageSize: 20, total: 45, pages: 3 },
    })
    for (const page of ['4', '999999', '1000000'])
      expect(await listPage(customer, page)).toEqual({
        orders: [],
        pagination: { page: Number(page), pageSize: 20, total: 45, pages: 3 },
      })
    // Leading zeros are still the number.
    expect((await listPage(customer, '02')).pagination.page).toBe(2)
  })

  it('refuses a malformed page with 422 errors.page', async () => {
    const customer = await createTestUser(api.db)
    const notAPage = 'The page must be a whole number from 1.'
    const cases: [string, string][] = [
      ['0', notAPage],
      ['-1', notAPage],
      ['1.5', notAPage],
      ['1e2', notAPage],
      ['abc', notAPage],
      ['', notAPage],
      [' 2', notAPage],
      ['0x10', notAPage],
      ['1000001', 'The page must be at most 1000000.'],
      ['99999999999999999999999', 'The page must be at most 1000000.'],
    ]
    for (const [page, message] of cases) {
      const result = await api.call('GET', '/api/v1/user/orders/', { token: customer.token, query: { page } })
      expect({ page, errors: fieldErrors(result) }).toEqual({ page, errors: { page: [message] } })
    }
  })

  it('shows the loyalty points booked for an order, 0 when there are none', async () => {
    const customer = await createTestUser(api.db)
    const other = await createTestUser(api.db)
    const earning = await createOrder(api.db, {
      userId: customer.id,
      placedAt: api.clock.now,
      lines: [{ quantity: 2, unitPriceCents: 6000 }],
    })
    const without = await createOrder(api.db, {
      userId: customer.id,
      placedAt: api.clock.now,
      status: 'cancelled',
      lines: [{ quantity: 1, unitPriceCents: 2500 }],
    })
    await api.db.insert(loyaltyTransactions).values([
      { userId: customer.id, points: 124, reason: 'order', orderId: earning.id },
      { userId: customer.id, points: -100, reason: 'redemption', orderId: earning.id },
      { userId: customer.id, points: 800, reason: 'bonus', orderId: null },
      { userId: other.id, points: 500, reason: 'welcome', orderId: null },
    ])
    expect((await detail(customer, earning.publicId)).loyaltyPoints).toBe(24)
    expect((await detail(customer, without.publicId)).loyaltyPoints).toBe(0)
  })

  it('serves a customer with 160 orders placed through the checkout, past an order number the seed took', async () => {
    const { options } = await createProduct(api.db, {
      prices: { vk: 2490 },
      sizes: [{ label: 'M', stock: 1000 }],
    })
    const option = options[0]
    if (!option) throw new Error('fixture has no option')
    const customer = await createTestUser(api.db)
    const addressId = await createTestAddress(api.db, customer.id)
    const storeId = await createTestStore(api.db)

    // A seeded database numbers its orders SA-{year}-{100 + 7·id}: its eighth order is
    // SA-2026-000156. Here the number of this customer's 156th order is taken the same way.
    const neighbour = await createTestUser(api.db)
    const seeded = await createOrder(api.db, { userId: neighbour.id, placedAt: api.clock.now, lines: [] })
    const taken = orderNumber(api.clock.now, seeded.id + 156)
    await api.db.update(orders).set({ number: taken }).where(eq(orders.id, seeded.id))

    const placed: { uuid: string; number: string; loyaltyPoints: number; total: number }[] = []
    for (let index = 0; index < 160; index++) {
      api.clock.advance(MINUTE)
      const add = await api.call('POST', '/api/v1/cart/', {
        token: customer.token,
        body: { productOption: option.id, amount: 1 + (index % 3) },
      })
      expect(add.status, JSON.stringify(add.body)).toBe(200)
      const body =
        index % 2 === 0
          ? { deliveryType: 'home', addressId, paymentMethod: 'invoice' }
          : { deliveryType: 'click_and_collect', storeId, paymentMethod: 'prepayment' }
      const result = await api.call('POST', '/api/v1/orders/', { token: customer.token, body })
      expect({ order: index + 1, status: result.status, body: result.body }).toMatchObject({
        order: index + 1,
        status: 201,
      })
      const { order } = v.parse(placeOrderEndpoint.response, result.body).data
      placed.push({
        uuid: order.uuid,
        number: order.number,
        loyaltyPoints: order.loyaltyPoints,
        total: order.total,
      })
    }
    expect(new Set(placed.map((order) => order.number)).size).toBe(160)
    expect(placed.map((order) => order.number)).not.toContain(taken)

    const newestFirst = [...placed].reverse()
    const listed = []
    for (let page = 1; page <= 8; page++) {
      const result = await listPage(customer, String(page))
      expect(result.pagination).toEqual({ page, pageSize: 20, total: 160, pages: 8 })
      expect(result.orders).toHaveLength(20)
      listed.push(...result.orders)
    }
    expect(listed.map((order) => [order.uuid, order.number, order.total])).toEqual(
      newestFirst.map((order) => [order.uuid, order.number, order.total]),
    )
    expect(await listPage(customer, '9')).toEqual({
      orders: [],
      pagination: { page: 9, pageSize: 20, total: 160, pages: 8 },
    })

    for (const order of placed) {
      const shown = await detail(customer, order.uuid)
      expect(shown).toMatchObject({ uuid: order.uuid, number: order.number, total: order.total })
      expect(shown.loyaltyPoints).toBe(order.loyaltyPoints)
      expect(shown.loyaltyPoints).toBeGreaterThan(0)
    }
    const booked = await api.db
      .select({ points: loyaltyTransactions.points })
      .from(loyaltyTransactions)
      .where(eq(loyaltyTransactions.userId, customer.id))
    expect(booked.reduce((sum, row) => sum + row.points, 0)).toBe(
      placed.reduce((sum, order) => sum + order.loyaltyPoints, 0),
    )
  }, 180_000)
})
