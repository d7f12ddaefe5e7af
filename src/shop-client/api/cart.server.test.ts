/**
 * Cart writes against a fake shop API (the framework's cookie helpers replaced): how the shop's
 * refusals become what the cart and the product page show.
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

const { addToCart, setCartLineQuantity, removeCartLine } = await import('./cart.server')

const GUEST_ID = `g${'4'.repeat(32)}`
const HASH = 'a'.repeat(32)
const storageFull = () => ({ status: 503, body: { message: 'Storage unavailable' } })

beforeEach(() => {
  jar.cookies.clear()
  jar.written.clear()
  shop.calls.length = 0
  jar.cookies.set('sp_request_id', GUEST_ID)
})

describe('cart writes while the shop cannot store anything (503)', () => {
  it('an add says so, instead of failing as if the product were wrong', async () => {
    shop.answer = storageFull
    expect(await addToCart({ productOption: 5120, amount: 1 }, 'de-AT')).toMatchObject({
      ok: false,
      reason: 'unavailable',
    })
  })

  it('a quantity change and a removal say so too', async () => {
    shop.answer = storageFull
    expect(await setCartLineQuantity({ hash: HASH, quantity: 2 }, 'de-AT')).toMatchObject({
      ok: false,
      reason: 'unavailable',
    })
    expect(await removeCartLine({ by: 'line', hash: HASH }, 'de-AT')).toMatchObject({
      ok: false,
      reason: 'unavailable',
    })
  })
})
