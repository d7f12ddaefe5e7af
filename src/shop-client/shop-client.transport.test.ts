import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { allEndpoints } from '~/shop-api/endpoints'
import { startTestApi } from '~/shop-api/testing/test-api'
import type { TestApi } from '~/shop-api/testing/test-api'
import { ShopSessionError, createShopClient } from './shop-client'

const cartSchema = v.object({ data: v.object({ uuid: v.string(), products: v.array(v.unknown()) }) })

/** The same client against the reference API, in-process and over real HTTP (SHOP_API_URL). */
describe('shop client transports', () => {
  let api: TestApi
  beforeAll(async () => {
    api = await startTestApi('pglite', allEndpoints)
  }, 60_000)
  afterAll(async () => {
    await api.close()
  })

  const transports = () =>
    [
      [
        'in-process',
        createShopClient({
          baseUrl: 'http://shop-api.internal',
          fetch: (request) => api.handler.fetch(request),
        }),
      ],
      ['HTTP', createShopClient({ baseUrl: api.baseUrl, fetch: (request) => fetch(request) })],
    ] as const

  it('gets a guest cart with a new request id over both transports', async () => {
    for (const [, shop] of transports()) {
      const cart = await shop.request('GET', '/api/v1/cart/', { schema: cartSchema })
      expect(cart.data.uuid).toMatch(/^g[0-9a-f]{32}$/)
      expect(cart.data.products).toEqual([])
    }
  })

  it('raises the forced-logout signal for an invalid token over both transports', async () => {
    for (const [, shop] of transports()) {
      await expect(
        shop.request('GET', '/api/v1/user/', { session: { token: 'A'.repeat(43) } }),
      ).rejects.toBeInstanceOf(ShopSessionError)
    }
  })
})
