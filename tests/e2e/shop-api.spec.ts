import { expect, test } from '@playwright/test'

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
})
