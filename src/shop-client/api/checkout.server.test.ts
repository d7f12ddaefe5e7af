/**
 * Placing an order and reading its confirmation against a fake shop API (the framework's cookie
 * helpers replaced): what is tested is how the shop's answers become the checkout's results.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createShopClient } from '~/shop-client/shop-client'

const jar = vi.hoisted(() => ({
  request: new Request('http://localhost:3000/'),
  cookies: new Map<string, string>(),
}))

vi.mock('@tanstack/react-start/server', () => ({
  getCookie: (name: string) => jar.cookies.get(name),
  setCookie: () => undefined,
  deleteCookie: (name: string) => jar.cookies.delete(name),
  getRequest: () => jar.request,
  getRequestUrl: () => new URL(jar.request.url),
}))

vi.mock('~/config/config.server', () => ({ getServerConfig: () => ({ COOKIE_DOMAIN: '' }) }))

const shop = vi.hoisted(() => ({
  answer: (): { status: number; body: unknown } => ({ status: 200, body: {} }),
  calls: [] as { method: string; path: string; idempotencyKey: string | null }[],
}))

vi.mock('~/shop-client/shop-runtime.server', () => ({
  getShopRuntime: () =>
    Promise.resolve({
      client: createShopClient({
        baseUrl: 'http://shop.test',
        fetch: (request: Request) => {
          shop.calls.push({
            method: request.method,
            path: new URL(request.url).pathname,
            idempotencyKey: request.headers.get('idempotency-key'),
          })
          const { status, body } = shop.answer()
          return Promise.resolve(
            new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
          )
        },
      }),
      embedded: undefined,
    }),
}))

const { placeOrder, readPlacedOrder } = await import('./checkout.server')
const { examplePlacedOrder } = await import('~/shop-api/checkout/checkout.schema')

const GUEST_ID = `g${'2'.repeat(32)}`
const ORDER_ID = '0d6c3c4e-8b1a-4c57-9f3e-2a7d9b5e1f20'
const KEY = '6f1e2d3c-4b5a-4978-8e6d-5c4b3a291807'
const BODY = { deliveryType: 'click_and_collect', paymentMethod: 'invoice', storeId: 3 } as const
const placed = JSON.parse(JSON.stringify({ data: { order: examplePlacedOrder } })) as unknown

function refusal(status: number, errors: Record<string, string[]> = {}) {
  return () => ({ status, body: { message: 'refused', errors } })
}

beforeEach(() => {
  jar.request = new Request('http://localhost:3000/')
  jar.cookies = new Map([['sp_request_id', GUEST_ID]])
  shop.calls = []
  shop.answer = () => ({ status: 200, body: placed })
})

describe('placeOrder', () => {
  it('posts the body with the attempt’s key and answers the placed order', async () => {
    const result = await placeOrder(BODY, KEY, 'de-AT')
    expect(result).toMatchObject({ ok: true, order: { uuid: examplePlacedOrder.uuid } })
    expect(shop.calls).toEqual([{ method: 'POST', path: '/api/v1/orders/', idempotencyKey: KEY }])
  })

  it('turns the shop’s refusals into the checkout’s reasons', async () => {
    shop.answer = refusal(409)
    expect(await placeOrder(BODY, KEY, 'de-AT')).toEqual({ ok: false, reason: 'expired' })
    shop.answer = refusal(401)
    expect(await placeOrder(BODY, KEY, 'de-AT')).toEqual({ ok: false, reason: 'login-required' })
    // The shop could not store the order (its disk is full): nothing placed, try again later.
    shop.answer = refusal(503)
    expect(await placeOrder(BODY, KEY, 'de-AT')).toEqual({ ok: false, reason: 'unavailable' })
    shop.answer = refusal(422, { cart: ['Not enough stock'], storeId: ['Unknown store'] })
    expect(await placeOrder(BODY, KEY, 'de-AT')).toEqual({
      ok: false,
      reason: 'invalid',
      errors: { cart: ['Not enough stock'], storeId: ['Unknown store'] },
    })
  })

  it('throws what is not a refusal', async () => {
    shop.answer = refusal(500)
    await expect(placeOrder(BODY, KEY, 'de-AT')).rejects.toThrow()
  })
})

describe('readPlacedOrder', () => {
  it('reads the order for the browser that placed it', async () => {
    const order = await readPlacedOrder(ORDER_ID)
    expect(order?.uuid).toBe(examplePlacedOrder.uuid)
    expect(shop.calls.map((call) => call.path)).toEqual([`/api/v1/orders/${ORDER_ID}/`])
  })

  it('answers null for an unknown order, and without asking for a malformed id or no session', async () => {
    shop.answer = refusal(404)
    expect(await readPlacedOrder(ORDER_ID)).toBeNull()
    shop.calls = []
    expect(await readPlacedOrder('../user/')).toBeNull()
    jar.cookies = new Map()
    expect(await readPlacedOrder(ORDER_ID)).toBeNull()
    expect(shop.calls).toEqual([])
  })
})
