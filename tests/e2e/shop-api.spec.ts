import { randomBytes } from 'node:crypto'
import { expect, test } from '../setup/test'
import { rawRequest } from '../../src/app-shell/testing/node-http'

/** A guest request id of its own, so no other test meets this wishlist. */
const guestId = () => `g${randomBytes(16).toString('hex')}`

/** The reference shop API, served by the production server at the paths of spec §7. */
test.describe('reference shop API over HTTP', () => {
  test('suggests phrases for "ru"', async ({ request }) => {
    const response = await request.get('/autosuggest/list/?q=ru')
    expect(response.status()).toBe(200)
    const body = (await response.json()) as { data: { phrase: string; weight: number; url: string }[] }
    expect(body.data.length).toBeGreaterThan(0)
    expect(body.data.length).toBeLessThanOrEqual(5)
    for (const entry of body.data) expect(entry.phrase.toLowerCase().startsWith('ru')).toBe(true)
    const weights = body.data.map((entry) => entry.weight)
    expect(weights).toEqual([...weights].sort((a, b) => b - a))
  })

  test('logs in a documented demo account and reads its account data', async ({ request }) => {
    const login = await request.post('/api/v1/auth/login/', {
      data: { email: 'premium@sportalpin.at', password: 'Sportalpin2026!' },
    })
    expect(login.status()).toBe(200)
    const { data } = (await login.json()) as { data: { token: string; uuid: string; hash: string } }
    expect(data.token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(data.uuid).toMatch(/^u[0-9a-f]{32}$/)
    expect(data.hash.length).toBeGreaterThanOrEqual(16)

    const user = await request.get('/api/v1/user/', {
      headers: { authorization: `Bearer ${data.token}`, 'x-request-id': data.uuid },
    })
    expect(user.status()).toBe(200)
    const account = (await user.json()) as { data: { personal: { email: string }; role: string } }
    expect(account.data.personal.email).toBe('premium@sportalpin.at')
    expect(account.data.role).toBe('premium')

    const logout = await request.get('/api/v1/auth/logout/', {
      headers: { authorization: `Bearer ${data.token}`, 'x-request-id': data.uuid },
    })
    expect(logout.status()).toBe(200)
    const afterLogout = await request.get('/api/v1/user/', {
      headers: { authorization: `Bearer ${data.token}` },
    })
    expect(afterLogout.status()).toBe(403)
  })

  test('serves the seeded catalogue with its generated artwork', async ({ request }) => {
    const search = await request.get('/api/v1/catalog/search/')
    expect(search.status()).toBe(200)
    const body = (await search.json()) as {
      data: { products: { slug: string; image: string }[]; pagination: { total: number } }
    }
    expect(body.data.pagination.total).toBeGreaterThan(100)
    const first = body.data.products[0]
    expect(first).toBeDefined()
    const image = await request.get(first?.image ?? '')
    expect(image.status()).toBe(200)
    expect(image.headers()['content-type']).toBe('image/svg+xml')
    const product = await request.get(`/api/v1/catalog/product/${first?.slug ?? ''}/`)
    expect(product.status()).toBe(200)
  })

  test('answers malformed and unknown requests with 4xx, never 5xx', async ({ request }) => {
    const malformed = await request.post('/api/v1/cart/', {
      headers: { 'content-type': 'application/json' },
      data: Buffer.from('{"productOption": '),
    })
    expect(malformed.status()).toBe(400)
    const invalid = await request.post('/api/v1/auth/register/', { data: { email: 'not-an-email' } })
    expect(invalid.status()).toBe(422)
    const body = (await invalid.json()) as { errors: Record<string, string[]> }
    expect(Object.keys(body.errors)).toContain('email')
    expect((await request.get('/api/v1/no-such-endpoint/')).status()).toBe(404)
    const badToken = await request.get('/api/v1/user/', { headers: { authorization: 'Bearer nonsense' } })
    expect(badToken.status()).toBe(403)
    expect(await badToken.json()).toEqual({ message: 'invalid token', errors: { token: ['invalid token'] } })
  })

  test('accepts what real clients send: chunked writes, DELETE without a body, OPTIONS', async ({
    request,
    baseURL,
  }) => {
    const search = await request.get('/api/v1/catalog/search/')
    const { data } = (await search.json()) as { data: { products: { id: number }[] } }
    const productId = data.products[0]?.id ?? 0
    const uuid = guestId()

    // A streamed body without Content-Length, as node:http, curl -T - and proxies send it.
    const added = await rawRequest(baseURL ?? '', '/api/v1/wishlist/', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked', 'x-request-id': uuid },
      chunks: ['{"productId":', `${productId}}`],
    })
    expect(added.status).toBe(200)
    expect(added.body).toContain(`"id":${productId}`)

    // What fetch() sends for a DELETE, and so the storefront's shop client over SHOP_API_URL.
    const removed = await fetch(`${baseURL ?? ''}/api/v1/wishlist/${productId}/`, {
      method: 'DELETE',
      headers: { 'x-request-id': uuid },
    })
    expect(removed.status).toBe(200)
    // curl -X DELETE: no body, no Content-Length, no Transfer-Encoding.
    const again = await rawRequest(baseURL ?? '', `/api/v1/wishlist/${productId}`, {
      method: 'DELETE',
      headers: { 'x-request-id': uuid },
    })
    expect(again.status).toBe(404)

    for (const path of ['/api/v1/wishlist/', '/api/v1/wishlist/1/', '/autosuggest/list/']) {
      const options = await rawRequest(baseURL ?? '', path, { method: 'OPTIONS' })
      expect(options.status, `OPTIONS ${path}`).toBeLessThan(500)
    }
  })

  test('refuses JSON nested deeper than the limit with 400', async ({ request }) => {
    for (const [open, close] of [
      ['[', ']'],
      ['{"a":', '}'],
    ] as const) {
      const deep = await request.post('/api/v1/auth/login/', {
        headers: { 'content-type': 'application/json' },
        data: Buffer.from(`${open.repeat(10_000)}1${close.repeat(10_000)}`),
      })
      expect(deep.status()).toBe(400)
      expect(await deep.json()).toEqual({ message: 'JSON body is nested deeper than 64 levels' })
    }
  })
})
