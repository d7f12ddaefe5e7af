/**
 * The store reads against a fake shop API (the framework's cookie helpers replaced): the directory
 * kept for a few minutes, a failed load not kept, and a refused store read answered as none.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createShopClient } from '~/shop-client/shop-client'

vi.mock('@tanstack/react-start/server', () => ({
  getCookie: () => undefined,
  setCookie: () => undefined,
  deleteCookie: () => undefined,
  getRequest: () => new Request('http://localhost:3000/'),
  getRequestUrl: () => new URL('http://localhost:3000/'),
}))

vi.mock('~/config/config.server', () => ({ getServerConfig: () => ({ COOKIE_DOMAIN: '' }) }))

const shop = vi.hoisted(() => ({
  answer: (): { status: number; body: unknown } => ({ status: 200, body: {} }),
  calls: [] as string[],
}))

vi.mock('~/shop-client/shop-runtime.server', () => ({
  getShopRuntime: () =>
    Promise.resolve({
      client: createShopClient({
        baseUrl: 'http://shop.test',
        fetch: (request: Request) => {
          const url = new URL(request.url)
          shop.calls.push(`${url.pathname}${url.search}`)
          const { status, body } = shop.answer()
          return Promise.resolve(
            new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
          )
        },
      }),
      embedded: undefined,
    }),
}))

const { readStore, readStoreDirectory, readStores } = await import('./stores.server')
const { storeEndpoints } = await import('~/shop-api/stores/stores.endpoints')

function exampleOf(path: string): unknown {
  const found = storeEndpoints.find((entry) => entry.method === 'GET' && entry.path === path)
  return JSON.parse(JSON.stringify(found?.example.response)) as unknown
}
const storesAnswer = { status: 200, body: exampleOf('/api/v1/stores/') }
const refused = { status: 404, body: { message: 'Store not found' } }

beforeEach(() => {
  shop.calls = []
  shop.answer = () => storesAnswer
})

describe('readStores', () => {
  it('sends the search only when there is one', async () => {
    await readStores()
    await readStores('graz')
    expect(shop.calls).toEqual(['/api/v1/stores/', '/api/v1/stores/?q=graz'])
  })
})

describe('readStoreDirectory', () => {
  it('asks the shop once within five minutes, and again after', async () => {
    const start = 1_000_000_000_000
    const first = await readStoreDirectory(start)
    expect(first.length).toBeGreaterThan(0)
    expect(await readStoreDirectory(start + 4 * 60_000)).toBe(first)
    expect(shop.calls).toHaveLength(1)
    await readStoreDirectory(start + 6 * 60_000)
    expect(shop.calls).toHaveLength(2)
  })

  it('does not keep a failed load', async () => {
    const start = 2_000_000_000_000
    shop.answer = () => ({ status: 500, body: { message: 'down' } })
    await expect(readStoreDirectory(start)).rejects.toThrow()
    shop.answer = () => storesAnswer
    await expect(readStoreDirectory(start + 1000)).resolves.not.toHaveLength(0)
  })
})

describe('readStore', () => {
  it('answers null when the shop refuses the store, and escapes the slug', async () => {
    shop.answer = () => refused
    expect(await readStore('a/../b')).toBeNull()
    expect(shop.calls).toEqual(['/api/v1/stores/a%2F..%2Fb/'])
  })

  it('throws what is not a refusal', async () => {
    shop.answer = () => ({ status: 500, body: { message: 'down' } })
    await expect(readStore('graz')).rejects.toThrow()
  })
})
