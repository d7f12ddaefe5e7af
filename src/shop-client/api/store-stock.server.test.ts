/**
 * The omnichannel functions against a fake shop API (the framework's cookie helpers replaced): how
 * the shop's answers become what pages show — and that an API host without omnichannel (404)
 * degrades to "nothing" instead of an error page.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createShopClient } from '~/shop-client/shop-client'

const jar = vi.hoisted(() => ({
  request: new Request('http://localhost:3000/'),
  cookies: new Map<string, string>(),
  written: new Map<string, string>(),
}))

vi.mock('@tanstack/react-start/server', () => ({
  getCookie: (name: string) => jar.cookies.get(name),
  setCookie: (name: string, value: string) => jar.written.set(name, value),
  deleteCookie: (name: string) => jar.cookies.delete(name),
  getRequest: () => jar.request,
  getRequestUrl: () => new URL(jar.request.url),
}))

vi.mock('~/config/config.server', () => ({ getServerConfig: () => ({ COOKIE_DOMAIN: '' }) }))

const shop = vi.hoisted(() => ({
  answer: (): { status: number; body: unknown } => ({ status: 200, body: {} }),
  calls: [] as { method: string; url: URL; headers: Headers }[],
}))

vi.mock('~/shop-client/shop-runtime.server', () => ({
  getShopRuntime: () =>
    Promise.resolve({
      client: createShopClient({
        baseUrl: 'http://shop.test',
        fetch: (request: Request) => {
          shop.calls.push({ method: request.method, url: new URL(request.url), headers: request.headers })
          const { status, body } = shop.answer()
          return Promise.resolve(
            new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
          )
        },
      }),
      embedded: undefined,
    }),
}))

const { cancelReservation, createReservation, readCartPickup, readReservation, readStoreStock } =
  await import('./store-stock.server')
const endpoints = await import('~/shop-api/store-stock/store-stock.endpoints')

/** The API's documented example answer of an endpoint, as it travels (a JSON round trip). */
const exampleOf = (endpoint: { example: { response: unknown } }) =>
  JSON.parse(JSON.stringify(endpoint.example.response)) as unknown
const refusal =
  (status: number, errors: Record<string, string[]> = {}) =>
  () => ({
    status,
    body: { message: 'refused', errors },
  })

const GUEST_ID = `g${'3'.repeat(32)}`
const RESERVATION_ID = '6f1c2b0a-8d4e-4a51-9c3b-2e7f1d9a4b6c'
const INPUT = {
  productOption: 5120,
  store: 7,
  name: 'Anna Huber',
  email: 'anna.huber@example.at',
  phone: '+43 664 1234567',
  locale: 'de-AT' as const,
}

beforeEach(() => {
  jar.cookies.clear()
  jar.written.clear()
  shop.calls.length = 0
})

describe('readStoreStock', () => {
  it('asks for a size near a position, the caller’s store first', async () => {
    shop.answer = () => ({ status: 200, body: exampleOf(endpoints.storeStockEndpoint) })
    const stock = await readStoreStock({ productOption: 5120, store: 7, latitude: 48.2, longitude: 16.37 })
    expect(stock?.stores[0]).toMatchObject({ availability: 'few', quantity: 2, isCallerStore: true })
    const url = shop.calls[0]?.url
    expect(url?.pathname).toBe('/api/v1/stock/stores/')
    expect(Object.fromEntries(url?.searchParams ?? [])).toEqual({
      productOption: '5120',
      store: '7',
      lat: '48.2',
      lng: '16.37',
    })
  })

  it('answers nothing where omnichannel is off (404) or the query is refused', async () => {
    shop.answer = refusal(404)
    expect(await readStoreStock({ product: 1 })).toBeNull()
    shop.answer = refusal(422)
    expect(await readStoreStock({ product: 1 })).toBeNull()
  })

  it('throws on a fault, so the page shows its error instead of a wrong "not in stock"', async () => {
    shop.answer = refusal(500)
    await expect(readStoreStock({ product: 1 })).rejects.toThrow()
  })
})

describe('readCartPickup', () => {
  it('sends the cart lines as productOption:quantity and reads per store', async () => {
    shop.answer = () => ({ status: 200, body: exampleOf(endpoints.cartPickupEndpoint) })
    const stores = await readCartPickup([
      { productOption: 5120, quantity: 1 },
      { productOption: 6210, quantity: 2 },
    ])
    expect(shop.calls[0]?.url.searchParams.get('lines')).toBe('5120:1,6210:2')
    expect(stores).toContainEqual({ storeId: 7, inStock: true, pickupInDays: 0 })
  })

  it('asks nothing for an empty cart, and answers nothing where omnichannel is off', async () => {
    expect(await readCartPickup([])).toEqual([])
    expect(shop.calls).toHaveLength(0)
    shop.answer = refusal(404)
    expect(await readCartPickup([{ productOption: 1, quantity: 1 }])).toEqual([])
  })
})

describe('createReservation', () => {
  it('sends the form with its idempotency key and keeps the guest id the shop answered', async () => {
    shop.answer = () => ({ status: 201, body: exampleOf(endpoints.createReservationEndpoint) })
    const result = await createReservation(INPUT, 'form-key-1')
    expect(result).toMatchObject({ ok: true, reservation: { pickupCode: 'K7M4QZ' } })
    expect(shop.calls[0]?.headers.get('idempotency-key')).toBe('form-key-1')
    expect([...jar.written.values()]).toContain('g3f1e2d4c5b6a79880716253443526171')
  })

  it('turns refusals into what the form shows', async () => {
    shop.answer = refusal(409, { productOption: ['This size is not in stock in this store any more.'] })
    expect(await createReservation(INPUT, 'k')).toEqual({ ok: false, reason: 'sold-out' })
    shop.answer = refusal(409, {
      reservations: ['You can hold at most 5 reservations at a time: collect or cancel one first.'],
    })
    expect(await createReservation(INPUT, 'k')).toEqual({ ok: false, reason: 'too-many-held' })
    shop.answer = refusal(429)
    expect(await createReservation(INPUT, 'k')).toEqual({ ok: false, reason: 'throttled' })
    shop.answer = refusal(404)
    expect(await createReservation(INPUT, 'k')).toEqual({ ok: false, reason: 'unavailable' })
    shop.answer = refusal(422, { phone: ['The phone field is required.'] })
    expect(await createReservation(INPUT, 'k')).toMatchObject({
      ok: false,
      reason: 'invalid',
      fields: { phone: 'The phone field is required.' },
    })
  })
})

describe('reading and cancelling a reservation', () => {
  it('does not ask the shop without a session or for an id that is none', async () => {
    expect(await readReservation(RESERVATION_ID)).toBeNull()
    jar.cookies.set('sp_request_id', GUEST_ID)
    expect(await readReservation('../orders')).toBeNull()
    expect(await cancelReservation('../orders')).toEqual({ ok: false, reason: 'not-found' })
    expect(shop.calls).toHaveLength(0)
  })

  it('maps a stranger’s or unknown reservation to not found, and an ended one to ended', async () => {
    shop.answer = refusal(404)
    expect(await cancelReservation(RESERVATION_ID)).toEqual({ ok: false, reason: 'not-found' })
    shop.answer = refusal(409)
    expect(await cancelReservation(RESERVATION_ID)).toEqual({ ok: false, reason: 'ended' })
    shop.answer = () => ({ status: 200, body: exampleOf(endpoints.cancelReservationEndpoint) })
    expect(await cancelReservation(RESERVATION_ID)).toMatchObject({
      ok: true,
      reservation: { status: 'cancelled' },
    })
  })
})
