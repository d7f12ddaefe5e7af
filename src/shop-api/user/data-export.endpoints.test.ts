/** A copy of the customer's data: complete, only the owner's, rate-limited. */
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cartEndpoints } from '../cart/cart.endpoints'
import { createTestAddress } from '../cart/test-helpers'
import { checkoutEndpoints, placeOrderEndpoint } from '../checkout/checkout.endpoints'
import { createProductWithOneSize, createTestUser } from '../testing/fixtures'
import type { TestUser } from '../testing/fixtures'
import { startTestApi, testBackends } from '../testing/test-api'
import type { TestApi } from '../testing/test-api'
import { wishlistEndpoints } from '../wishlist/wishlist.endpoints'
import { dataExportEndpoint, dataExportEndpoints } from './data-export.endpoints'
import { EXPORTS_PER_HOUR } from './data-export.service'
import { userEndpoints } from './user.endpoints'

describe('data export example (docs/api.md)', () => {
  it('matches the contract', () => {
    expect(() => {
      v.parse(dataExportEndpoint.response, dataExportEndpoint.example.response)
    }).not.toThrow()
  })
})

describe.each(testBackends())('data export on %s', (backend) => {
  let api: TestApi

  beforeAll(async () => {
    api = await startTestApi(backend, [
      ...userEndpoints,
      ...cartEndpoints,
      ...checkoutEndpoints,
      ...wishlistEndpoints,
      ...dataExportEndpoints,
    ])
  }, 60_000)
  afterAll(async () => {
    await api.close()
  })

  async function customerWithOrder(): Promise<{ customer: TestUser; number: string }> {
    const customer = await createTestUser(api.db)
    const product = await createProductWithOneSize(api.db)
    await api.call('POST', '/api/v1/cart/', {
      token: customer.token,
      body: { productOption: product.option.id },
    })
    const wished = await api.call('POST', '/api/v1/wishlist/', {
      token: customer.token,
      body: { productId: product.productId },
    })
    expect(wished.status, JSON.stringify(wished.body)).toBe(200)
    const placed = await api.call('POST', '/api/v1/orders/', {
      token: customer.token,
      body: {
        deliveryType: 'home',
        addressId: await createTestAddress(api.db, customer.id),
        paymentMethod: 'invoice',
      },
    })
    expect(placed.status, JSON.stringify(placed.body)).toBe(201)
    return { customer, number: v.parse(placeOrderEndpoint.response, placed.body).data.order.number }
  }

  it('holds the account, its orders, wishlist, loyalty and sessions, and nobody else’s', async () => {
    const { customer, number } = await customerWithOrder()
    const other = await customerWithOrder()
    const result = await api.call('GET', '/api/v1/user/export/', { token: customer.token })
    expect(result.status, JSON.stringify(result.body)).toBe(200)
    expect(result.headers.get('cache-control')).toBe('no-store')
    const copy = v.parse(dataExportEndpoint.response, result.body).data
    expect(copy.orders.map((order) => order.number)).toEqual([number])
    expect(copy.orders[0]?.history.map((step) => step.status)).toEqual(['received'])
    expect(copy.wishlist).toHaveLength(1)
    expect(copy.loyalty.transactions.map((booking) => booking.orderNumber)).toContain(number)
    expect(copy.sessions.length).toBeGreaterThan(0)
    expect(copy.dataExports).toHaveLength(1)
    const text = JSON.stringify(result.body)
    expect(text).not.toContain(other.number)
    expect(text).not.toContain(customer.token)
    expect((await api.call('GET', '/api/v1/user/export/')).status).toBe(401)
  })

  it(`allows ${EXPORTS_PER_HOUR} copies an hour, then says when the next may be taken`, async () => {
    const customer = await createTestUser(api.db)
    for (let copy = 0; copy < EXPORTS_PER_HOUR; copy++)
      expect((await api.call('GET', '/api/v1/user/export/', { token: customer.token })).status).toBe(200)
    const refused = await api.call('GET', '/api/v1/user/export/', { token: customer.token })
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    // Another customer is not held up by it.
    const other = await createTestUser(api.db)
    expect((await api.call('GET', '/api/v1/user/export/', { token: other.token })).status).toBe(200)
    api.clock.advance(60 * 60 * 1000 + 1000)
    expect((await api.call('GET', '/api/v1/user/export/', { token: customer.token })).status).toBe(200)
  })
})
