import * as v from 'valibot'
import { describe, expect, it, vi } from 'vitest'
import { ShopApiError, ShopSessionError, createShopClient } from './shop-client'

type Responder = (request: Request) => Response | Promise<Response>

function client(responder: Responder, now = () => 0) {
  const calls: Request[] = []
  const fetch = vi.fn(async (request: Request) => {
    calls.push(request.clone())
    return responder(request)
  })
  return { shop: createShopClient({ baseUrl: 'http://api.test', fetch, now }), calls, fetch }
}

const json = (status: number, body: unknown) => Response.json(body, { status })

describe('shop client', () => {
  it('tells onCallEnded of each call sent: its path, its outcome and its duration', async () => {
    const ended: [string, string, number | 'unavailable'][] = []
    const shop = createShopClient({
      baseUrl: 'http://api.test',
      fetch: (request) => {
        const { pathname } = new URL(request.url)
        if (pathname === '/down/') return Promise.reject(new TypeError('connection refused'))
        return Promise.resolve(
          pathname === '/missing/' ? json(404, { message: 'no' }) : json(200, { data: {} }),
        )
      },
      onCallEnded: (method, pathname, outcome, seconds) => {
        expect(seconds).toBeGreaterThanOrEqual(0)
        ended.push([method, pathname, outcome])
      },
    })
    await shop.request('GET', '/api/v1/menu/', { query: { q: 'private search' } })
    await shop.request('GET', '/api/v1/menu/', { query: { q: 'private search' } })
    await expect(shop.request('POST', '/missing/')).rejects.toThrow(ShopApiError)
    await expect(shop.request('GET', '/down/')).rejects.toThrow()
    expect(ended).toEqual([
      ['GET', '/api/v1/menu/', 200],
      ['POST', '/missing/', 404],
      ['GET', '/down/', 'unavailable'],
    ])
  })

  it('sends JSON with the bearer token and request id', async () => {
    const { shop, calls } = client(() => json(200, { data: { ok: true } }))
    await shop.request('POST', '/api/v1/cart/', {
      session: { token: 't0k3n', requestId: `u${'a'.repeat(32)}` },
      body: { productOption: 1, amount: 1 },
    })
    const [call] = calls
    expect(call?.headers.get('authorization')).toBe('Bearer t0k3n')
    expect(call?.headers.get('x-request-id')).toBe(`u${'a'.repeat(32)}`)
    expect(call?.headers.get('content-type')).toBe('application/json')
    expect(call?.headers.get('accept')).toBe('application/json')
    expect(await call?.json()).toEqual({ productOption: 1, amount: 1 })
  })

  it('sends extra headers of a write, but never lets them replace the session headers', async () => {
    const { shop, calls } = client(() => json(201, { data: { ok: true } }))
    await shop.request('POST', '/api/v1/orders/', {
      session: { requestId: `g${'b'.repeat(32)}` },
      body: { deliveryType: 'home' },
      headers: { 'idempotency-key': 'attempt-1', 'x-request-id': 'forged', authorization: 'Bearer forged' },
    })
    const [call] = calls
    expect(call?.headers.get('idempotency-key')).toBe('attempt-1')
    expect(call?.headers.get('x-request-id')).toBe(`g${'b'.repeat(32)}`)
    expect(call?.headers.get('authorization')).toBeNull()
  })

  it('never lets extra headers name the browser or carry the storefront secret', async () => {
    const { shop, calls } = client(() => json(201, { data: { ok: true } }))
    await shop.request('POST', '/api/v1/auth/login/', {
      body: {},
      headers: {
        'X-Storefront-Client-Address': '198.51.100.4',
        'x-storefront-secret': 'forged-forged-forged-forged-forged',
        'x-device-token': 'device',
      },
    })
    const [call] = calls
    expect(call?.headers.get('x-device-token')).toBe('device')
    expect(call?.headers.has('x-storefront-client-address')).toBe(false)
    expect(call?.headers.has('x-storefront-secret')).toBe(false)
  })

  it('shares one request between identical GETs within 2 seconds', async () => {
    let time = 0
    const { shop, fetch } = client(
      () => json(200, { data: 1 }),
      () => time,
    )
    await Promise.all([shop.request('GET', '/api/v1/menu/'), shop.request('GET', '/api/v1/menu/')])
    time = 1999
    await shop.request('GET', '/api/v1/menu/')
    expect(fetch).toHaveBeenCalledTimes(1)
    time = 2000
    await shop.request('GET', '/api/v1/menu/')
    expect(fetch).toHaveBeenCalledTimes(2)
  })

  it('does not share a GET across a write of the same session, which may have changed what it reads', async () => {
    const { shop, fetch } = client(() => json(200, { data: 1 }))
    const session = { token: 'a'.repeat(20), requestId: `u${'0'.repeat(32)}` }
    await shop.request('GET', '/api/v1/user/', { session })
    await shop.request('PUT', '/api/v1/user/personal/', { session, body: { firstName: 'Eva' } })
    await shop.request('GET', '/api/v1/user/', { session })
    expect(fetch).toHaveBeenCalledTimes(3)
    // Another session's shared read is not affected by this write.
    await shop.request('GET', '/api/v1/menu/')
    await shop.request('POST', '/api/v1/cart/', { session, body: {} })
    await shop.request('GET', '/api/v1/menu/')
    expect(fetch).toHaveBeenCalledTimes(5)
  })

  it('sends extra headers of a GET, and shares a GET only with the same headers', async () => {
    const { shop, calls, fetch } = client(() => json(200, { data: 1 }))
    const path = '/api/v1/bookings/0b6f7d1e-4c2a-4e8b-9a35-7f1d2c3b4a59/'
    await shop.request('GET', path)
    await shop.request('GET', path, { headers: { 'x-booking-key': 'k'.repeat(32) } })
    await shop.request('GET', path, { headers: { 'x-booking-key': 'k'.repeat(32) } })
    expect(fetch).toHaveBeenCalledTimes(2)
    expect(calls[0]?.headers.get('x-booking-key')).toBeNull()
    expect(calls[1]?.headers.get('x-booking-key')).toBe('k'.repeat(32))
  })

  it('does not share GETs of different sessions', async () => {
    const { shop, fetch } = client(() => json(200, { data: 1 }))
    await shop.request('GET', '/api/v1/user/', { session: { token: 'a' } })
    await shop.request('GET', '/api/v1/user/', { session: { token: 'b' } })
    expect(fetch).toHaveBeenCalledTimes(2)
  })

  it('retries a GET once on a retryable status, then gives up', async () => {
    for (const status of [408, 409, 425, 429, 500, 502, 503, 504]) {
      const { shop, fetch } = client(() => json(status, { message: 'busy' }))
      await expect(shop.request('GET', `/api/v1/x-${status}/`)).rejects.toBeInstanceOf(ShopApiError)
      expect(fetch).toHaveBeenCalledTimes(2)
    }
  })

  it('returns the retried GET when the second attempt succeeds', async () => {
    let attempt = 0
    const { shop } = client(() => (++attempt === 1 ? json(503, {}) : json(200, { data: 'ok' })))
    expect(await shop.request('GET', '/api/v1/menu/')).toEqual({ data: 'ok' })
  })

  it('never retries writes or non-retryable statuses', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      const { shop, fetch } = client(() => json(503, { message: 'busy' }))
      await expect(shop.request(method, '/api/v1/cart/')).rejects.toBeInstanceOf(ShopApiError)
      expect(fetch).toHaveBeenCalledTimes(1)
    }
    const { shop, fetch } = client(() => json(404, { message: 'Product not found' }))
    await expect(shop.request('GET', '/api/v1/catalog/product/x/')).rejects.toMatchObject({ status: 404 })
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it('maps the session-error signals of spec §8 to a forced logout', async () => {
    const signals = [
      [403, { message: 'invalid token', errors: { token: ['invalid token'] } }, 'invalid-token'],
      [401, { message: 'no uuid header', errors: { uuid: ['no uuid header'] } }, 'no-uuid-header'],
      [422, { message: 'invalid uuid', errors: { uuid: ['invalid uuid'] } }, 'invalid-uuid'],
    ] as const
    for (const [status, body, signal] of signals) {
      const { shop } = client(() => json(status, body))
      await expect(shop.request('POST', '/api/v1/wishlist/', { body: {} })).rejects.toMatchObject({
        name: 'ShopSessionError',
        signal,
      })
    }
  })

  it('keeps other 4xx answers as plain errors with their field errors', async () => {
    const { shop } = client(() =>
      json(422, { message: 'The given data was invalid.', errors: { email: ['taken'] } }),
    )
    const failure = await shop
      .request('POST', '/api/v1/auth/register/', { body: {} })
      .catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(ShopApiError)
    expect(failure).not.toBeInstanceOf(ShopSessionError)
    expect(failure).toMatchObject({ status: 422, body: { errors: { email: ['taken'] } } })
  })

  it('refuses a logged-in request id without a token before sending (spec §8)', async () => {
    const { shop, fetch } = client(() => json(200, {}))
    await expect(
      shop.request('GET', '/api/v1/cart/', { session: { requestId: `u${'1'.repeat(32)}` } }),
    ).rejects.toMatchObject({
      signal: 'user-id-without-token',
    })
    expect(fetch).not.toHaveBeenCalled()
  })

  it('validates the success body against the contract', async () => {
    const schema = v.object({ data: v.object({ count: v.number() }) })
    const good = client(() => json(200, { data: { count: 3 } }))
    expect(await good.shop.request('GET', '/a/', { schema })).toEqual({ data: { count: 3 } })
    const bad = client(() => json(200, { data: { count: 'three' } }))
    await expect(bad.shop.request('GET', '/a/', { schema })).rejects.toThrow(/broke its contract/)
  })

  it('names where the body broke the contract, never the values it received (they may be tokens)', async () => {
    const schema = v.object({ data: v.object({ token: v.pipe(v.string(), v.regex(/^[a-z]+$/)) }) })
    const secret = '12|Secr3tBearerTokenValue'
    const bad = client(() => json(200, { data: { token: secret } }))
    const error = await bad.shop
      .request('POST', '/api/v1/auth/login/', { schema })
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(Error)
    expect(String(error)).toMatch(/broke its contract: data\.token/)
    expect(String(error)).not.toContain('Secr3t')
  })

  it('refuses anything but a path on the API host, and keeps the base path', async () => {
    const { shop, fetch } = client(() => json(200, {}))
    for (const path of ['//evil.example/steal', 'https://evil.example/', '/\\evil.example', 'api/v1/cart/']) {
      await expect(shop.request('GET', path, { session: { token: 'secret' } })).rejects.toThrow(
        /single slash/,
      )
    }
    expect(fetch).not.toHaveBeenCalled()
    const calls: string[] = []
    const recording = createShopClient({
      baseUrl: 'https://api.example.at/shop/',
      fetch: (request) => {
        calls.push(request.url)
        return Promise.resolve(json(200, {}))
      },
    })
    await recording.request('GET', '/api/v1/menu/')
    expect(calls).toEqual(['https://api.example.at/shop/api/v1/menu/'])
  })

  it('passes query parameters, skipping undefined ones', async () => {
    const { shop, calls } = client(() => json(200, { data: [] }))
    await shop.request('GET', '/autosuggest/list/', { query: { q: 'lauf', limit: 5, skip: undefined } })
    expect(calls[0]?.url).toBe('http://api.test/autosuggest/list/?q=lauf&limit=5')
  })
})
