import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authEndpoints } from '../auth/auth.endpoints'
import { registerAccount } from '../auth/testing'
import type { TestAccount } from '../auth/testing'
import { loyaltyTransactions } from '../db/schema'
import { startTestApi, testBackends } from '../testing/test-api'
import type { TestApi } from '../testing/test-api'
import { userEndpoints } from '../user/user.endpoints'
import { createOrder } from '../user/testing'
import { getLoyaltyEndpoint, loyaltyEndpoints } from './loyalty.endpoints'

const HOUR = 3_600_000

describe.each(testBackends())('loyalty endpoint on %s', (backend) => {
  let api: TestApi
  let customer: TestAccount

  beforeAll(async () => {
    api = await startTestApi(backend, [...authEndpoints, ...userEndpoints, ...loyaltyEndpoints])
    customer = await registerAccount(api)
  }, 60_000)
  afterAll(async () => {
    await api.close()
  })

  const loyalty = async (token: string) => {
    const result = await api.call('GET', '/api/v1/loyalty/', { token })
    expect(result.status).toBe(200)
    return v.parse(getLoyaltyEndpoint.response, result.body).data
  }
  const book = (points: number, reason: string, hoursFromNow: number, orderId: number | null = null) =>
    api.db.insert(loyaltyTransactions).values({
      userId: customer.userId,
      points,
      reason,
      orderId,
      createdAt: new Date(api.clock.now.getTime() + hoursFromNow * HOUR),
    })

  it('starts a new customer at Bronze with the 500 welcome points', async () => {
    expect(await loyalty(customer.token)).toEqual({
      points: 500,
      level: 'Bronze',
      nextLevel: 'Silber',
      pointsToNextLevel: 500,
      transactions: [
        { points: 500, reason: 'welcome', createdAt: api.clock.now.toISOString(), orderNumber: null },
      ],
    })
  })

  it('sums all bookings, lists them newest first with their order numbers, and climbs the levels', async () => {
    const order = await createOrder(api.db, {
      userId: customer.userId,
      placedAt: api.clock.now,
      lines: [{ quantity: 1, unitPriceCents: 16_490 }],
    })
    await book(164, 'order', 1, order.id)
    await book(400, 'bonus', 2)
    await book(-64, 'redemption', 3, order.id)

    const silver = await loyalty(customer.token)
    expect(silver).toMatchObject({
      points: 1000,
      level: 'Silber',
      nextLevel: 'Gold',
      pointsToNextLevel: 4000,
    })
    expect(
      silver.transactions.map(({ points, reason, orderNumber }) => ({ points, reason, orderNumber })),
    ).toEqual([
      { points: -64, reason: 'redemption', orderNumber: order.number },
      { points: 400, reason: 'bonus', orderNumber: null },
      { points: 164, reason: 'order', orderNumber: order.number },
      { points: 500, reason: 'welcome', orderNumber: null },
    ])
    expect(silver.transactions[0]?.createdAt).toBe(new Date(api.clock.now.getTime() + 3 * HOUR).toISOString())

    await book(3999, 'bonus', 4)
    expect(await loyalty(customer.token)).toMatchObject({
      points: 4999,
      level: 'Silber',
      pointsToNextLevel: 1,
    })
    await book(1, 'bonus', 5)
    expect(await loyalty(customer.token)).toMatchObject({
      points: 5000,
      level: 'Gold',
      nextLevel: null,
      pointsToNextLevel: null,
    })
  })

  it('shows each customer only their own points', async () => {
    const other = await registerAccount(api)
    expect((await loyalty(other.token)).points).toBe(500)
  })

  it('needs a valid token: 401 without one, 403 after logout', async () => {
    expect(await api.call('GET', '/api/v1/loyalty/')).toMatchObject({
      status: 401,
      body: { message: 'unauthenticated', errors: { token: ['missing token'] } },
    })
    const leaving = await registerAccount(api)
    expect((await api.call('GET', '/api/v1/auth/logout/', { token: leaving.token })).status).toBe(200)
    expect(await api.call('GET', '/api/v1/loyalty/', { token: leaving.token })).toMatchObject({
      status: 403,
      body: { message: 'invalid token', errors: { token: ['invalid token'] } },
    })
  })
})
