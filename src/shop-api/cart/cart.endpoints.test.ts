import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkoutEndpoints } from '../checkout/checkout.endpoints'
import { cartItems, carts, productOptions } from '../db/schema'
import { createProduct } from '../testing/fixtures'
import type { ProductFixtureInput } from '../testing/fixtures'
import { startTestApi, testBackends } from '../testing/test-api'
import type { CallResult, TestApi } from '../testing/test-api'
import { wishlistEndpoints } from '../wishlist/wishlist.endpoints'
import {
  addCartItemEndpoint,
  cartEndpoints,
  getCartEndpoint,
  mergeCartEndpoint,
  removeCartLineEndpoint,
  removeCartSetEndpoint,
  setLineQuantityEndpoint,
} from './cart.endpoints'
import { addToCartBodySchema } from './cart.schema'
import type { Cart } from './cart.schema'
import { mergeBodySchema } from './shared-schemas'
import { createTestUser } from '../testing/fixtures'
import { createTestSet } from './test-helpers'

const newGuestId = () => `g${randomBytes(16).toString('hex')}`

type Contract = typeof getCartEndpoint.response

/** Asserts a 200 and validates the body against the endpoint's response schema. */
function cartOf(result: CallResult, schema: Contract): Cart {
  expect(result.status, JSON.stringify(result.body)).toBe(200)
  return v.parse(schema, result.body).data
}

const line = (cart: Cart, optionId: number) => {
  const found = cart.products.find((product) => product.option.id === optionId)
  if (!found) throw new Error(`no line for option ${optionId}`)
  return found
}

describe('cart endpoint examples (docs/api.md)', () => {
  it('match the contract', () => {
    for (const example of [
      getCartEndpoint.example.response,
      addCartItemEndpoint.example.response,
      removeCartLineEndpoint.example.response,
      removeCartSetEndpoint.example.response,
      mergeCartEndpoint.example.response,
    ])
      expect(() => v.parse(getCartEndpoint.response, example)).not.toThrow()
    expect(v.parse(addToCartBodySchema, addCartItemEndpoint.example.body)).toMatchObject({ amount: 2 })
    expect(() => v.parse(mergeBodySchema, mergeCartEndpoint.example.body)).not.toThrow()
  })
})

describe.each(testBackends())('cart endpoints on %s', (backend) => {
  let api: TestApi

  beforeAll(async () => {
    api = await startTestApi(backend, [...cartEndpoints, ...wishlistEndpoints, ...checkoutEndpoints])
  }, 60_000)
  afterAll(async () => {
    await api.close()
  })

  const product = (input: ProductFixtureInput = {}) =>
    createProduct(api.db, {
      prices: { vk: 2000 },
      sizes: [
        { label: 'S', stock: 5 },
        { label: 'M', stock: 0 },
        { label: 'L', stock: 2 },
      ],
      ...input,
    })

  const add = (body: unknown, options: { requestId?: string; token?: string } = {}) =>
    api.call('POST', '/api/v1/cart/', { body, ...options })

  const optionOf = async (input: ProductFixtureInput = {}, index = 0) => {
    const created = await product(input)
    const option = created.options[index]
    if (!option) throw new Error('fixture has no such option')
    return { ...created, option }
  }

  describe('GET /api/v1/cart/', () => {
    it('gives a new guest id and an empty cart without writing anything', async () => {
      const before = await api.db.select({ id: carts.id }).from(carts)
      const cart = cartOf(await api.call('GET', '/api/v1/cart/'), getCartEndpoint.response)
      expect(cart.uuid).toMatch(/^g[0-9a-f]{32}$/)
      expect(cart.products).toEqual([])
      expect(cart.total).toMatchObject({ quantity: 0, totalPrice: 0, deliveryPrice: 0 })
      expect(cart.groups.full.quantity).toBe(0)
      expect(await api.db.select({ id: carts.id }).from(carts)).toHaveLength(before.length)
    })

    it('answers an unknown guest id with an empty cart under that id', async () => {
      const requestId = newGuestId()
      const cart = cartOf(await api.call('GET', '/api/v1/cart/', { requestId }), getCartEndpoint.response)
      expect(cart).toMatchObject({ uuid: requestId, products: [] })
    })

    it('refuses a malformed request id, and a logged-in id without its token, with 422 "invalid uuid"', async () => {
      const user = await createTestUser(api.db)
      for (const requestId of ['g123', 'x'.repeat(33), user.requestId]) {
        const result = await api.call('GET', '/api/v1/cart/', { requestId })
        expect(result).toMatchObject({
          status: 422,
          body: { message: 'invalid uuid', errors: { uuid: ['invalid uuid'] } },
        })
      }
    })
  })

  describe('POST /api/v1/cart/', () => {
    it('creates a guest cart, prices the line on the server and charges delivery below 50 €', async () => {
      const { option, productId } = await optionOf()
      const cart = cartOf(
        await add({ productOption: option.id, amount: 2, price: 1 }),
        addCartItemEndpoint.response,
      )
      expect(cart.uuid).toMatch(/^g[0-9a-f]{32}$/)
      const added = line(cart, option.id)
      expect(added).toMatchObject({
        option: { id: option.id, stock: 5, quantity: 2, title: 'S' },
        product: { id: productId, prices: { priceType: 'vk', price: 20 } },
        set: null,
        relatedProducts: [],
        mounting: false,
        mountingPrice: null,
        status: 2,
        unitPrice: 20,
        linePrice: 40,
        genderSysname: 'female',
      })
      expect(added.hash).toMatch(/^[0-9a-f]{32}$/)
      expect(cart.total).toMatchObject({
        quantity: 2,
        totalCartPrice: 40,
        deliveryPrice: 4.9,
        totalPrice: 44.9,
      })
      expect(cart.total.totalPriceFormatted).toMatch(/44,90/)
      expect(cart.groups).toEqual({
        full: { quantity: 2, hashes: [added.hash] },
        available: { quantity: 2, hashes: [added.hash] },
        unavailable: { quantity: 0, hashes: [] },
      })
      const again = cartOf(
        await api.call('GET', '/api/v1/cart/', { requestId: cart.uuid }),
        getCartEndpoint.response,
      )
      expect(again).toEqual(cart)
    })

    it('defaults the amount to 1 and adds the same thing again to the same line', async () => {
      const { option } = await optionOf()
      const requestId = newGuestId()
      const first = cartOf(
        await add({ productOption: option.id }, { requestId }),
        addCartItemEndpoint.response,
      )
      const second = cartOf(
        await add({ productOption: option.id, amount: 2 }, { requestId }),
        addCartItemEndpoint.response,
      )
      expect(second.uuid).toBe(requestId)
      expect(second.products).toHaveLength(1)
      expect(line(second, option.id).hash).toBe(line(first, option.id).hash)
      expect(line(second, option.id).option.quantity).toBe(3)
    })

    it('makes delivery free from 50 € and adds the heavy-goods surcharge once', async () => {
      const { option } = await optionOf({ prices: { vk: 2500 } })
      const heavy = await optionOf({ prices: { vk: 1000 }, isHeavy: true })
      const requestId = newGuestId()
      const below = cartOf(
        await add({ productOption: option.id }, { requestId }),
        addCartItemEndpoint.response,
      )
      expect(below.total).toMatchObject({
        freeDeliveryFrom: 50,
        missingForFreeDelivery: 25,
        deliveryPrice: 4.9,
      })
      const free = cartOf(
        await add({ productOption: option.id }, { requestId }),
        addCartItemEndpoint.response,
      )
      expect(free.total).toMatchObject({
        totalCartPrice: 50,
        deliveryPrice: 0,
        totalPrice: 50,
        missingForFreeDelivery: 0,
      })
      const withHeavy = cartOf(
        await add({ productOption: heavy.option.id, amount: 2 }, { requestId }),
        addCartItemEndpoint.response,
      )
      expect(line(withHeavy, heavy.option.id).isHeavy).toBe(true)
      expect(withHeavy.total).toMatchObject({ totalCartPrice: 70, deliveryPrice: 19.9, totalPrice: 89.9 })
    })

    it('validates the body with field errors', async () => {
      const { option } = await optionOf()
      const cases: [unknown, Record<string, string[]>][] = [
        [{}, { productOption: ['Choose a size (productOption is required).'] }],
        [{ productOption: 'abc' }, { productOption: ['The selected product option does not exist.'] }],
        [
          { productOption: 99_999_999_999 },
          { productOption: ['The selected product option does not exist.'] },
        ],
        [
          { productOption: option.id, amount: 0 },
          { amount: ['The amount must be a whole number from 1 to 99.'] },
        ],
        [
          { productOption: option.id, amount: 100 },
          { amount: ['The amount must be a whole number from 1 to 99.'] },
        ],
        [
          { productOption: option.id, amount: 1.5 },
          { amount: ['The amount must be a whole number from 1 to 99.'] },
        ],
        [{ productOption: option.id, mounting: 'yes' }, { mounting: ['Mounting must be true or false.'] }],
      ]
      for (const [body, errors] of cases) {
        const result = await add(body)
        expect(result, JSON.stringify(body)).toMatchObject({
          status: 422,
          body: { message: 'The given data was invalid.', errors },
        })
      }
    })

    it('refuses an unknown option, related option or set with 422 and writes nothing', async () => {
      const requestId = newGuestId()
      const { option } = await optionOf()
      expect(await add({ productOption: 2_000_000_000 }, { requestId })).toMatchObject({
        status: 422,
        body: { errors: { productOption: ['The selected product option does not exist.'] } },
      })
      expect(
        await add({ productOption: option.id, relatedProducts: [2_000_000_000] }, { requestId }),
      ).toMatchObject({
        status: 422,
        body: { errors: { relatedProducts: ['The selected related product option does not exist.'] } },
      })
      expect(await add({ productOption: option.id, setId: 2_000_000_000 }, { requestId })).toMatchObject({
        status: 422,
        body: { errors: { setId: ['The selected set does not exist.'] } },
      })
      expect(await api.db.select().from(carts).where(eq(carts.requestId, requestId))).toEqual([])
    })

    it('refuses more than the stock, counting what the cart already holds', async () => {
      const { option, options } = await optionOf({}, 2)
      const soldOut = options[1]
      if (!soldOut) throw new Error('fixture has no sold-out size')
      const requestId = newGuestId()
      expect(await add({ productOption: option.id, amount: 3 }, { requestId })).toMatchObject({
        status: 422,
        body: { message: 'The given data was invalid.', errors: { amount: ['Only 2 left in stock.'] } },
      })
      expect(await add({ productOption: soldOut.id }, { requestId })).toMatchObject({
        status: 422,
        body: { errors: { amount: ['This size is sold out.'] } },
      })
      cartOf(await add({ productOption: option.id, amount: 2 }, { requestId }), addCartItemEndpoint.response)
      expect(await add({ productOption: option.id, amount: 1 }, { requestId })).toMatchObject({
        status: 422,
        body: { errors: { amount: ['Only 2 left in stock.'] } },
      })
      const cart = cartOf(await api.call('GET', '/api/v1/cart/', { requestId }), getCartEndpoint.response)
      expect(line(cart, option.id).option.quantity).toBe(2)
    })

    it('books mounting only for bikes and skis, priced per unit', async () => {
      const shirt = await optionOf()
      expect(await add({ productOption: shirt.option.id, mounting: true })).toMatchObject({
        status: 422,
        body: { errors: { mounting: ['Mounting is only available for bikes and skis.'] } },
      })
      const bike = await optionOf({ prices: { vk: 49_900 }, isBike: true, isHeavy: true })
      const requestId = newGuestId()
      const cart = cartOf(
        await add({ productOption: bike.option.id, mounting: true }, { requestId }),
        addCartItemEndpoint.response,
      )
      const mounted = line(cart, bike.option.id)
      expect(mounted).toMatchObject({
        mounting: true,
        mountingPrice: 29.9,
        isBike: true,
        unitPrice: 528.9,
        linePrice: 528.9,
      })
      const plain = cartOf(
        await add({ productOption: bike.option.id }, { requestId }),
        addCartItemEndpoint.response,
      )
      expect(plain.products).toHaveLength(2)
      const withoutMounting = plain.products.find((entry) => !entry.mounting)
      expect(withoutMounting).toMatchObject({ mountingPrice: 29.9, unitPrice: 499 })
      expect(withoutMounting?.hash).not.toBe(mounted.hash)
    })

    it('prices related products into the line and counts them in the groups', async () => {
      const ski = await optionOf({ prices: { vk: 30_000 }, isSki: true })
      const binding = await optionOf({ prices: { vk: 15_000 } })
      const requestId = newGuestId()
      const cart = cartOf(
        await add(
          { productOption: ski.option.id, amount: 2, relatedProducts: [binding.option.id] },
          { requestId },
        ),
        addCartItemEndpoint.response,
      )
      expect(line(cart, ski.option.id)).toMatchObject({
        relatedProducts: [
          { option: { id: binding.option.id, title: 'S' }, product: { id: binding.productId } },
        ],
        unitPrice: 450,
        linePrice: 900,
      })
      expect(cart.groups.full.quantity).toBe(4)
      expect(cart.total.quantity).toBe(4)
      // 2 skis with bindings claim 2 of the binding's 5; 4 more bindings do not fit.
      expect(await add({ productOption: binding.option.id, amount: 4 }, { requestId })).toMatchObject({
        status: 422,
        body: { errors: { amount: ['Only 5 left in stock.'] } },
      })
    })

    it('shows lines the stock no longer covers as unavailable and leaves them out of the total', async () => {
      const { option } = await optionOf()
      const other = await optionOf({ prices: { vk: 6000 } })
      const requestId = newGuestId()
      await add({ productOption: option.id, amount: 4 }, { requestId })
      await add({ productOption: other.option.id, amount: 1, relatedProducts: [option.id] }, { requestId })
      await api.db.update(productOptions).set({ stock: 3 }).where(eq(productOptions.id, option.id))
      const cart = cartOf(await api.call('GET', '/api/v1/cart/', { requestId }), getCartEndpoint.response)
      expect(line(cart, option.id).status).toBe(1)
      expect(line(cart, other.option.id).status).toBe(2)
      expect(cart.groups.available.quantity).toBe(2)
      expect(cart.groups.unavailable.quantity).toBe(4)
      expect(cart.groups.full.quantity).toBe(6)
      expect(cart.total).toMatchObject({ totalCartPrice: 80, deliveryPrice: 0, totalPrice: 80 })
    })

    it('prices the cart for the logged-in role, never from the request', async () => {
      const { option } = await optionOf({ prices: { vk: 10_000, staff: 7000, premium: 9000 } })
      const staff = await createTestUser(api.db, 'staff')
      const cart = cartOf(
        await add(
          { productOption: option.id, amount: 1, priceType: 'vk', unitPrice: 1 },
          { token: staff.token, requestId: newGuestId() },
        ),
        addCartItemEndpoint.response,
      )
      expect(cart.uuid).toBe(staff.requestId)
      expect(line(cart, option.id)).toMatchObject({
        product: { prices: { priceType: 'staff', price: 70 } },
        unitPrice: 70,
      })
      expect(cart.total.totalCartPrice).toBe(70)
      const read = cartOf(
        await api.call('GET', '/api/v1/cart/', { token: staff.token }),
        getCartEndpoint.response,
      )
      expect(read.uuid).toBe(staff.requestId)
      expect(line(read, option.id).unitPrice).toBe(70)
    })
  })

  describe('product sets', () => {
    it('refuses a set whose other item is sold out in every size, naming the item', async () => {
      const ski = await optionOf({ prices: { vk: 30_000 }, isSki: true })
      const binding = await createProduct(api.db, {
        name: 'Bindung Ausverkauft',
        prices: { vk: 15_000 },
        sizes: [
          { label: 'S', stock: 0 },
          { label: 'L', stock: 0 },
        ],
      })
      const setId = await createTestSet(api.db, [ski.productId, binding.productId])
      const requestId = newGuestId()
      expect(await add({ productOption: ski.option.id, setId }, { requestId })).toMatchObject({
        status: 422,
        body: { errors: { setId: ['The set cannot be added: "Bindung Ausverkauft" is sold out.'] } },
      })
      // On its own the ski is still for sale.
      expect((await add({ productOption: ski.option.id }, { requestId })).status).toBe(200)
    })

    it('gives the lines of one set a shared set hash and removes them together', async () => {
      const ski = await optionOf({ prices: { vk: 30_000 }, isSki: true })
      const binding = await optionOf({ prices: { vk: 15_000 } })
      const loose = await optionOf()
      const setId = await createTestSet(api.db, [ski.productId, binding.productId])
      const requestId = newGuestId()
      await add({ productOption: ski.option.id, setId }, { requestId })
      await add({ productOption: loose.option.id }, { requestId })
      const cart = cartOf(
        await add({ productOption: binding.option.id, setId }, { requestId }),
        addCartItemEndpoint.response,
      )
      const skiLine = line(cart, ski.option.id)
      const bindingLine = line(cart, binding.option.id)
      expect(skiLine.set).toMatchObject({ id: setId, name: expect.stringMatching(/^Ski-Set/) as unknown })
      expect(skiLine.set?.hash).toMatch(/^[0-9a-f]{32}$/)
      expect(bindingLine.set?.hash).toBe(skiLine.set?.hash)
      expect(line(cart, loose.option.id).set).toBeNull()

      const setHash = skiLine.set?.hash ?? ''
      const after = cartOf(
        await api.call('DELETE', `/api/v1/cart/set/${setHash}/`, { requestId }),
        removeCartSetEndpoint.response,
      )
      expect(after.products.map((entry) => entry.option.id)).toEqual([loose.option.id])
      expect(await api.call('DELETE', `/api/v1/cart/set/${setHash}/`, { requestId })).toMatchObject({
        status: 404,
        body: { message: 'Cart set not found' },
      })
    })

    it('refuses a product that is not part of the set', async () => {
      const ski = await optionOf({ isSki: true })
      const stranger = await optionOf()
      const setId = await createTestSet(api.db, [ski.productId])
      expect(await add({ productOption: stranger.option.id, setId })).toMatchObject({
        status: 422,
        body: { errors: { setId: ['The selected product is not part of this set.'] } },
      })
    })
  })

  describe('DELETE /api/v1/cart/hash/{hash}/', () => {
    it('removes one line and answers the cart', async () => {
      const first = await optionOf()
      const second = await optionOf()
      const requestId = newGuestId()
      await add({ productOption: first.option.id }, { requestId })
      const cart = cartOf(
        await add({ productOption: second.option.id }, { requestId }),
        addCartItemEndpoint.response,
      )
      const hash = line(cart, first.option.id).hash
      const after = cartOf(
        await api.call('DELETE', `/api/v1/cart/hash/${hash}/`, { requestId }),
        removeCartLineEndpoint.response,
      )
      expect(after.uuid).toBe(requestId)
      expect(after.products.map((entry) => entry.option.id)).toEqual([second.option.id])
    })

    it('answers 404 for a hash that is not in this cart', async () => {
      const { option } = await optionOf()
      const owner = newGuestId()
      const cart = cartOf(
        await add({ productOption: option.id }, { requestId: owner }),
        getCartEndpoint.response,
      )
      const hash = line(cart, option.id).hash
      for (const requestId of [newGuestId(), owner]) {
        const path =
          requestId === owner ? `/api/v1/cart/hash/${'0'.repeat(32)}/` : `/api/v1/cart/hash/${hash}/`
        expect(await api.call('DELETE', path, { requestId })).toMatchObject({
          status: 404,
          body: { message: 'Cart item not found' },
        })
      }
      expect((await api.call('DELETE', '/api/v1/cart/hash/not-a-hash/', { requestId: owner })).status).toBe(
        404,
      )
      expect(
        line(
          cartOf(await api.call('GET', '/api/v1/cart/', { requestId: owner }), getCartEndpoint.response),
          option.id,
        ).option.quantity,
      ).toBe(1)
    })

    it('needs a request id: 401 "no uuid header"; a malformed one is 422 "invalid uuid"', async () => {
      for (const path of [`/api/v1/cart/hash/${'a'.repeat(32)}/`, `/api/v1/cart/set/${'a'.repeat(32)}/`]) {
        expect(await api.call('DELETE', path)).toMatchObject({
          status: 401,
          body: { message: 'no uuid header', errors: { uuid: ['no uuid header'] } },
        })
        expect(await api.call('DELETE', path, { requestId: 'guest' })).toMatchObject({
          status: 422,
          body: { message: 'invalid uuid', errors: { uuid: ['invalid uuid'] } },
        })
      }
    })
  })

  describe('PATCH /api/v1/cart/hash/{hash}/', () => {
    it('sets a line’s quantity within the stock and answers the cart', async () => {
      const { option } = await optionOf()
      const requestId = newGuestId()
      const hash = line(
        cartOf(await add({ productOption: option.id }, { requestId }), getCartEndpoint.response),
        option.id,
      ).hash
      const path = `/api/v1/cart/hash/${hash}/`
      const raised = cartOf(
        await api.call('PATCH', path, { requestId, body: { quantity: 5 } }),
        setLineQuantityEndpoint.response,
      )
      expect(line(raised, option.id).option.quantity).toBe(5)
      expect(await api.call('PATCH', path, { requestId, body: { quantity: 6 } })).toMatchObject({
        status: 422,
        body: { errors: { quantity: ['Only 5 left in stock.'] } },
      })
      for (const quantity of [0, 1.5, '2', 100])
        expect((await api.call('PATCH', path, { requestId, body: { quantity } })).status).toBe(422)
      const lowered = cartOf(
        await api.call('PATCH', path, { requestId, body: { quantity: 1 } }),
        setLineQuantityEndpoint.response,
      )
      expect(line(lowered, option.id).option.quantity).toBe(1)
      expect(
        await api.call('PATCH', `/api/v1/cart/hash/${'0'.repeat(32)}/`, { requestId, body: { quantity: 1 } }),
      ).toMatchObject({ status: 404, body: { message: 'Cart item not found' } })
    })
  })

  describe('POST /api/v1/cart/merge/', () => {
    it('adds guest quantities to the user’s cart, capped at stock, and retires the guest cart', async () => {
      const shared = await optionOf({ sizes: [{ label: '42', stock: 4 }] })
      const guestOnly = await optionOf({ prices: { vk: 1000 } })
      const soldOutLater = await optionOf({ sizes: [{ label: 'XL', stock: 1 }] })
      const user = await createTestUser(api.db)
      const guestId = newGuestId()
      await add({ productOption: shared.option.id, amount: 3 }, { requestId: guestId })
      await add({ productOption: guestOnly.option.id, amount: 2 }, { requestId: guestId })
      await add({ productOption: soldOutLater.option.id }, { requestId: guestId })
      await add({ productOption: shared.option.id, amount: 2 }, { token: user.token })
      await api.db
        .update(productOptions)
        .set({ stock: 0 })
        .where(eq(productOptions.id, soldOutLater.option.id))

      const merged = cartOf(
        await api.call('POST', '/api/v1/cart/merge/', { token: user.token, body: { mergeUuid: guestId } }),
        mergeCartEndpoint.response,
      )
      expect(merged.uuid).toBe(user.requestId)
      expect(line(merged, shared.option.id).option.quantity).toBe(4)
      expect(line(merged, guestOnly.option.id).option.quantity).toBe(2)
      expect(merged.products.some((entry) => entry.option.id === soldOutLater.option.id)).toBe(false)

      expect(await api.call('GET', '/api/v1/cart/', { requestId: guestId })).toMatchObject({
        status: 404,
        body: { message: 'Cart not found' },
      })
      expect(await add({ productOption: guestOnly.option.id }, { requestId: guestId })).toMatchObject({
        status: 404,
        body: { message: 'Cart not found' },
      })
      expect(
        await api.call('POST', '/api/v1/cart/merge/', { token: user.token, body: { mergeUuid: guestId } }),
      ).toMatchObject({ status: 404, body: { message: 'Cart not found' } })
      const [retired] = await api.db.select().from(carts).where(eq(carts.requestId, guestId))
      expect(retired?.status).toBe('merged')
    })

    it('merges into a user without a cart yet', async () => {
      const { option } = await optionOf()
      const user = await createTestUser(api.db)
      const guestId = newGuestId()
      await add({ productOption: option.id, amount: 2 }, { requestId: guestId })
      const merged = cartOf(
        await api.call('POST', '/api/v1/cart/merge/', { token: user.token, body: { mergeUuid: guestId } }),
        mergeCartEndpoint.response,
      )
      expect(merged.uuid).toBe(user.requestId)
      expect(line(merged, option.id).option.quantity).toBe(2)
    })

    it('refuses a missing guest cart (404), its own or a malformed id (422) and guests (401)', async () => {
      const user = await createTestUser(api.db)
      const merge = (mergeUuid: unknown) =>
        api.call('POST', '/api/v1/cart/merge/', { token: user.token, body: { mergeUuid } })
      expect(await merge(newGuestId())).toMatchObject({ status: 404, body: { message: 'Cart not found' } })
      expect(await merge(user.requestId)).toMatchObject({
        status: 422,
        body: { errors: { mergeUuid: ['A cart or wishlist cannot be merged into itself.'] } },
      })
      const otherUser = await createTestUser(api.db)
      expect(await merge(otherUser.requestId)).toMatchObject({
        status: 422,
        body: { errors: { mergeUuid: ['Only a guest cart or wishlist can be merged.'] } },
      })
      expect(await merge('nonsense')).toMatchObject({
        status: 422,
        body: { errors: { mergeUuid: ['The merge id is not a valid request id.'] } },
      })
      expect(await api.call('POST', '/api/v1/cart/merge/', { token: user.token, body: {} })).toMatchObject({
        status: 422,
        body: { errors: { mergeUuid: ['The merge id is required.'] } },
      })
      expect(
        await api.call('POST', '/api/v1/cart/merge/', {
          body: { mergeUuid: newGuestId() },
          requestId: newGuestId(),
        }),
      ).toMatchObject({ status: 401, body: { message: 'unauthenticated' } })
      expect(
        await api.call('POST', '/api/v1/cart/merge/', {
          token: 'A'.repeat(43),
          body: { mergeUuid: newGuestId() },
        }),
      ).toMatchObject({ status: 403, body: { message: 'invalid token' } })
    })
  })

  describe('locale', () => {
    it('names colours in the requested locale in every answer, German without one, and refuses another locale', async () => {
      const { option } = await optionOf({ colorNameEn: 'Night blue' })
      const requestId = newGuestId()
      const colourOf = (cart: Cart) => line(cart, option.id).product.color.name
      const en = { locale: 'en' }
      const added = await api.call('POST', '/api/v1/cart/', {
        body: { productOption: option.id },
        requestId,
        query: en,
      })
      expect(colourOf(cartOf(added, addCartItemEndpoint.response))).toBe('Night blue')
      const read = (query?: Record<string, string>) => api.call('GET', '/api/v1/cart/', { requestId, query })
      expect(colourOf(cartOf(await read(en), getCartEndpoint.response))).toBe('Night blue')
      expect(colourOf(cartOf(await read(), getCartEndpoint.response))).toMatch(/^Farbe \d+$/)
      const hash = line(cartOf(await read(), getCartEndpoint.response), option.id).hash
      const patched = await api.call('PATCH', `/api/v1/cart/hash/${hash}/`, {
        body: { quantity: 2 },
        requestId,
        query: en,
      })
      expect(colourOf(cartOf(patched, setLineQuantityEndpoint.response))).toBe('Night blue')

      // A locale the shop does not speak is refused before anything is written.
      const refused = await api.call('POST', '/api/v1/cart/', {
        body: { productOption: option.id },
        requestId,
        query: { locale: 'fr' },
      })
      expect(refused).toMatchObject({ status: 422, body: { errors: { locale: ['locale is de-AT or en'] } } })
      expect(line(cartOf(await read(), getCartEndpoint.response), option.id).option.quantity).toBe(2)
    })
  })

  describe('concurrency', () => {
    it('loses no update when 20 adds to one new cart run in parallel', async () => {
      const { option } = await optionOf({ sizes: [{ label: 'M', stock: 50 }] })
      const requestId = newGuestId()
      const results = await Promise.all(
        Array.from({ length: 20 }, () => add({ productOption: option.id, amount: 1 }, { requestId })),
      )
      expect(results.map((result) => result.status)).toEqual(Array.from({ length: 20 }, () => 200))
      const cart = cartOf(await api.call('GET', '/api/v1/cart/', { requestId }), getCartEndpoint.response)
      expect(line(cart, option.id).option.quantity).toBe(20)
      expect(await api.db.select().from(carts).where(eq(carts.requestId, requestId))).toHaveLength(1)
    })

    it('never puts more than the stock into a cart under parallel adds', async () => {
      const { option } = await optionOf({ sizes: [{ label: 'M', stock: 5 }] })
      const requestId = newGuestId()
      const results = await Promise.all(
        Array.from({ length: 12 }, () => add({ productOption: option.id, amount: 1 }, { requestId })),
      )
      expect(results.filter((result) => result.status === 200)).toHaveLength(5)
      const refused = results.filter((result) => result.status !== 200)
      expect(refused).toHaveLength(7)
      for (const result of refused)
        expect(result.body).toMatchObject({ errors: { amount: ['Only 5 left in stock.'] } })
      const rows = await api.db
        .select({ quantity: cartItems.quantity })
        .from(cartItems)
        .innerJoin(carts, eq(carts.id, cartItems.cartId))
        .where(eq(carts.requestId, requestId))
      expect(rows).toEqual([{ quantity: 5 }])
    })
  })
})
