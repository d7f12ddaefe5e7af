import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cartEndpoints } from '../cart/cart.endpoints'
import { mergeBodySchema } from '../cart/shared-schemas'
import { createTestUser } from '../testing/fixtures'
import { checkoutEndpoints } from '../checkout/checkout.endpoints'
import { wishlistItems, wishlists } from '../db/schema'
import { createProduct } from '../testing/fixtures'
import { startTestApi, testBackends } from '../testing/test-api'
import type { CallResult, TestApi } from '../testing/test-api'
import {
  addWishlistItemEndpoint,
  getWishlistEndpoint,
  mergeWishlistEndpoint,
  removeWishlistItemEndpoint,
  wishlistEndpoints,
} from './wishlist.endpoints'
import { addToWishlistBodySchema } from './wishlist.schema'
import type { Wishlist } from './wishlist.schema'

const newGuestId = () => `g${randomBytes(16).toString('hex')}`

function wishlistOf(result: CallResult, schema: typeof getWishlistEndpoint.response): Wishlist {
  expect(result.status, JSON.stringify(result.body)).toBe(200)
  return v.parse(schema, result.body).data
}

const ids = (wishlist: Wishlist) => wishlist.products.map((product) => product.id)

describe('wishlist endpoint examples (docs/api.md)', () => {
  it('match the contract', () => {
    for (const example of [
      getWishlistEndpoint.example.response,
      addWishlistItemEndpoint.example.response,
      removeWishlistItemEndpoint.example.response,
      mergeWishlistEndpoint.example.response,
    ])
      expect(() => v.parse(getWishlistEndpoint.response, example)).not.toThrow()
    expect(() => v.parse(addToWishlistBodySchema, addWishlistItemEndpoint.example.body)).not.toThrow()
    expect(() => v.parse(mergeBodySchema, mergeWishlistEndpoint.example.body)).not.toThrow()
  })
})

describe.each(testBackends())('wishlist endpoints on %s', (backend) => {
  let api: TestApi

  beforeAll(async () => {
    api = await startTestApi(backend, [...cartEndpoints, ...wishlistEndpoints, ...checkoutEndpoints])
  }, 60_000)
  afterAll(async () => {
    await api.close()
  })

  const product = async (prices: { vk: number; staff?: number } = { vk: 5990 }) =>
    (await createProduct(api.db, { prices })).productId

  const add = (productId: unknown, options: { requestId?: string; token?: string } = {}) =>
    api.call('POST', '/api/v1/wishlist/', { body: { productId }, ...options })

  it('gives a new guest id and an empty list without writing anything', async () => {
    const before = await api.db.select({ id: wishlists.id }).from(wishlists)
    const wishlist = wishlistOf(await api.call('GET', '/api/v1/wishlist/'), getWishlistEndpoint.response)
    expect(wishlist.uuid).toMatch(/^g[0-9a-f]{32}$/)
    expect(wishlist.products).toEqual([])
    expect(await api.db.select({ id: wishlists.id }).from(wishlists)).toHaveLength(before.length)
  })

  it('adds products newest first, each once, and returns the guest id it created', async () => {
    const first = await product()
    const second = await product()
    const created = wishlistOf(await add(first), addWishlistItemEndpoint.response)
    expect(created.uuid).toMatch(/^g[0-9a-f]{32}$/)
    expect(created.products[0]).toMatchObject({ id: first, prices: { priceType: 'vk', price: 59.9 } })
    // Each product brings its sizes in order, so the list can put a size into the cart.
    const fixture = await createProduct(api.db, {
      prices: { vk: 1000 },
      sizes: [
        { label: 'S', stock: 0 },
        { label: 'M', stock: 3 },
      ],
    })
    const withSizes = wishlistOf(await add(fixture.productId), addWishlistItemEndpoint.response)
    expect(withSizes.products[0]?.options).toEqual([
      { id: fixture.options[0]?.id, label: 'S', stock: 0, status: 1 },
      { id: fixture.options[1]?.id, label: 'M', stock: 3, status: 2 },
    ])
    const requestId = created.uuid
    api.clock.advance(1000)
    wishlistOf(await add(second, { requestId }), addWishlistItemEndpoint.response)
    const twice = wishlistOf(await add(first, { requestId }), addWishlistItemEndpoint.response)
    expect(ids(twice)).toEqual([second, first])
    const read = wishlistOf(
      await api.call('GET', '/api/v1/wishlist/', { requestId }),
      getWishlistEndpoint.response,
    )
    expect(read).toEqual(twice)
  })

  it('keeps one entry when the same product is added in parallel', async () => {
    const productId = await product()
    const requestId = newGuestId()
    const results = await Promise.all(Array.from({ length: 10 }, () => add(productId, { requestId })))
    expect(results.map((result) => result.status)).toEqual(Array.from({ length: 10 }, () => 200))
    const rows = await api.db
      .select({ productId: wishlistItems.productId })
      .from(wishlistItems)
      .innerJoin(wishlists, eq(wishlists.id, wishlistItems.wishlistId))
      .where(eq(wishlists.requestId, requestId))
    expect(rows).toEqual([{ productId }])
  })

  it('refuses unknown or malformed products with 422 field errors', async () => {
    const cases: [unknown, string][] = [
      [2_000_000_000, 'The selected product does not exist.'],
      [99_999_999_999, 'The selected product does not exist.'],
      ['12', 'The selected product does not exist.'],
    ]
    for (const [productId, message] of cases)
      expect(await add(productId)).toMatchObject({ status: 422, body: { errors: { productId: [message] } } })
    expect(await api.call('POST', '/api/v1/wishlist/', { body: {} })).toMatchObject({
      status: 422,
      body: { errors: { productId: ['Choose a product (productId is required).'] } },
    })
  })

  it('prices the list for the logged-in role', async () => {
    const productId = await product({ vk: 10_000, staff: 6500 })
    const staff = await createTestUser(api.db, 'staff')
    const wishlist = wishlistOf(
      await add(productId, { token: staff.token }),
      addWishlistItemEndpoint.response,
    )
    expect(wishlist.uuid).toBe(staff.requestId)
    expect(wishlist.products[0]?.prices).toMatchObject({ priceType: 'staff', price: 65, vk: 100 })
  })

  it('removes a product with or without the trailing slash, and answers 404 when it is not listed', async () => {
    const first = await product()
    const second = await product()
    const requestId = newGuestId()
    await add(first, { requestId })
    await add(second, { requestId })
    const after = wishlistOf(
      await api.call('DELETE', `/api/v1/wishlist/${first}`, { requestId }),
      removeWishlistItemEndpoint.response,
    )
    expect(ids(after)).toEqual([second])
    expect(await api.call('DELETE', `/api/v1/wishlist/${first}`, { requestId })).toMatchObject({
      status: 404,
      body: { message: 'Wishlist item not found' },
    })
    const empty = wishlistOf(
      await api.call('DELETE', `/api/v1/wishlist/${second}/`, { requestId }),
      removeWishlistItemEndpoint.response,
    )
    expect(empty).toEqual({ products: [], uuid: requestId })
    expect(await api.call('DELETE', `/api/v1/wishlist/${second}`, { requestId: newGuestId() })).toMatchObject(
      {
        status: 404,
        body: { message: 'Wishlist item not found' },
      },
    )
    expect((await api.call('DELETE', '/api/v1/wishlist/abc', { requestId })).status).toBe(404)
    expect((await api.call('DELETE', '/api/v1/wishlist/99999999999', { requestId })).status).toBe(404)
  })

  it('needs a request id to remove: 401 "no uuid header"; a malformed one is 422 "invalid uuid"', async () => {
    expect(await api.call('DELETE', '/api/v1/wishlist/1')).toMatchObject({
      status: 401,
      body: { message: 'no uuid header', errors: { uuid: ['no uuid header'] } },
    })
    expect(await api.call('DELETE', '/api/v1/wishlist/1', { requestId: 'g-not-valid' })).toMatchObject({
      status: 422,
      body: { message: 'invalid uuid', errors: { uuid: ['invalid uuid'] } },
    })
  })

  it('names colours in the requested locale, German without one, and refuses another locale', async () => {
    const { productId } = await createProduct(api.db, { colorNameEn: 'Moss green' })
    const colour = (wishlist: Wishlist) =>
      wishlist.products.find((entry) => entry.id === productId)?.color.name
    const added = await api.call('POST', '/api/v1/wishlist/', {
      body: { productId },
      query: { locale: 'en' },
    })
    const { uuid: requestId } = wishlistOf(added, addWishlistItemEndpoint.response)
    expect(colour(wishlistOf(added, addWishlistItemEndpoint.response))).toBe('Moss green')
    const read = (locale?: string) =>
      api.call('GET', '/api/v1/wishlist/', { requestId, query: locale ? { locale } : undefined })
    expect(colour(wishlistOf(await read('en'), getWishlistEndpoint.response))).toBe('Moss green')
    expect(colour(wishlistOf(await read(), getWishlistEndpoint.response))).toMatch(/^Farbe \d+$/)
    const refused = await api.call('DELETE', `/api/v1/wishlist/${productId}/`, {
      requestId,
      query: { locale: 'fr' },
    })
    expect(refused).toMatchObject({ status: 422, body: { errors: { locale: ['locale is de-AT or en'] } } })
    expect(ids(wishlistOf(await read(), getWishlistEndpoint.response))).toEqual([productId])
  })

  describe('POST /api/v1/wishlist/merge/', () => {
    it('merges into the union without duplicates and retires the guest list', async () => {
      const [a, b, c] = [await product(), await product(), await product()]
      const user = await createTestUser(api.db)
      const guestId = newGuestId()
      await add(a, { requestId: guestId })
      await add(b, { requestId: guestId })
      await add(b, { token: user.token })
      await add(c, { token: user.token })
      const merged = wishlistOf(
        await api.call('POST', '/api/v1/wishlist/merge/', {
          token: user.token,
          body: { mergeUuid: guestId },
        }),
        mergeWishlistEndpoint.response,
      )
      expect(merged.uuid).toBe(user.requestId)
      expect([...ids(merged)].sort((x, y) => x - y)).toEqual([a, b, c].sort((x, y) => x - y))

      expect(await api.call('GET', '/api/v1/wishlist/', { requestId: guestId })).toMatchObject({
        status: 404,
        body: { message: 'Wishlist not found' },
      })
      expect(await add(a, { requestId: guestId })).toMatchObject({ status: 404 })
      expect(await api.call('DELETE', `/api/v1/wishlist/${a}`, { requestId: guestId })).toMatchObject({
        status: 404,
        body: { message: 'Wishlist not found' },
      })
      expect(
        await api.call('POST', '/api/v1/wishlist/merge/', {
          token: user.token,
          body: { mergeUuid: guestId },
        }),
      ).toMatchObject({ status: 404, body: { message: 'Wishlist not found' } })
    })

    it('refuses a missing guest list (404), its own or a malformed id (422) and guests (401)', async () => {
      const user = await createTestUser(api.db)
      const merge = (mergeUuid: unknown) =>
        api.call('POST', '/api/v1/wishlist/merge/', { token: user.token, body: { mergeUuid } })
      expect(await merge(newGuestId())).toMatchObject({
        status: 404,
        body: { message: 'Wishlist not found' },
      })
      expect(await merge(user.requestId)).toMatchObject({
        status: 422,
        body: { errors: { mergeUuid: ['A cart or wishlist cannot be merged into itself.'] } },
      })
      expect(await merge(42)).toMatchObject({
        status: 422,
        body: { errors: { mergeUuid: ['The merge id must be a request id.'] } },
      })
      expect(
        await api.call('POST', '/api/v1/wishlist/merge/', {
          body: { mergeUuid: newGuestId() },
          requestId: newGuestId(),
        }),
      ).toMatchObject({ status: 401, body: { message: 'unauthenticated' } })
    })
  })
})
