import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cartEndpoints, getCartEndpoint } from '../cart/cart.endpoints'
import { createTestAddress, createTestStore } from '../cart/test-helpers'
import { createOrder } from '../user/testing'
import { createTestUser } from '../testing/fixtures'
import type { TestUser } from '../testing/fixtures'
import { loyaltyTransactions, orderLines, orders, productOptions } from '../db/schema'
import { createProductWithOneSize, stockOf as stockOfOption } from '../testing/fixtures'
import type { ProductFixtureInput } from '../testing/fixtures'
import { startTestApi, testBackends } from '../testing/test-api'
import type { CallResult, TestApi } from '../testing/test-api'
import { wishlistEndpoints } from '../wishlist/wishlist.endpoints'
import { checkoutEndpoints, placeOrderEndpoint } from './checkout.endpoints'
import { placeOrderBodySchema } from './checkout.schema'
import { loyaltyPointsFor, orderNumber } from './checkout.service'
import { advanceOrderNumberSequence } from '../seed/load'

describe('checkout endpoint example (docs/api.md)', () => {
  it('matches the contract', () => {
    expect(() => v.parse(placeOrderEndpoint.response, placeOrderEndpoint.example.response)).not.toThrow()
    expect(v.parse(placeOrderBodySchema, placeOrderEndpoint.example.body)).toMatchObject({
      deliveryType: 'home',
    })
  })
})

describe('order numbers and loyalty points', () => {
  it('numbers orders by the shop’s calendar year in Vienna', () => {
    expect(orderNumber(new Date('2026-06-01T12:00:00Z'), 42)).toBe('SA-2026-000042')
    expect(orderNumber(new Date('2026-12-31T23:30:00Z'), 1_234_567)).toBe('SA-2027-1234567')
  })

  it('awards one point per whole euro', () => {
    expect(loyaltyPointsFor(79_980)).toBe(799)
    expect(loyaltyPointsFor(99)).toBe(0)
  })
})

describe.each(testBackends())('checkout endpoint on %s', (backend) => {
  let api: TestApi

  beforeAll(async () => {
    api = await startTestApi(backend, [...cartEndpoints, ...wishlistEndpoints, ...checkoutEndpoints])
  }, 60_000)
  afterAll(async () => {
    await api.close()
  })

  const optionOf = (input: ProductFixtureInput = {}) => createProductWithOneSize(api.db, input)

  const addToCart = async (user: TestUser, body: Record<string, unknown>) => {
    const result = await api.call('POST', '/api/v1/cart/', { token: user.token, body })
    expect(result.status, JSON.stringify(result.body)).toBe(200)
  }

  const order = (user: TestUser, body: unknown) =>
    api.call('POST', '/api/v1/orders/', { token: user.token, body })

  const placed = (result: CallResult) => {
    expect(result.status, JSON.stringify(result.body)).toBe(201)
    return v.parse(placeOrderEndpoint.response, result.body).data
  }

  const stockOf = (optionId: number) => stockOfOption(api.db, optionId)

  const ordersOf = (userId: number) => api.db.select().from(orders).where(eq(orders.userId, userId))

  it('keeps each line’s colour, in the checkout’s language, so the order names a variant as the cart did', async () => {
    const shoe = await optionOf({ colorNameEn: 'Light blue' })
    const customer = await createTestUser(api.db, 'vk')
    const addressId = await createTestAddress(api.db, customer.id)
    const body = { deliveryType: 'home', addressId, paymentMethod: 'invoice' }
    await addToCart(customer, { productOption: shoe.option.id })
    const english = placed(
      await api.call('POST', '/api/v1/orders/', { token: customer.token, body, query: { locale: 'en' } }),
    )
    expect(english.order.lines.map(({ color, size }) => ({ color, size }))).toEqual([
      { color: 'Light blue', size: '42' },
    ])
    await addToCart(customer, { productOption: shoe.option.id })
    const german = placed(await order(customer, body))
    expect(german.order.lines[0]?.color).toMatch(/^Farbe \d+$/)
    const [line] = await api.db
      .select({ color: orderLines.color })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(eq(orders.publicId, english.order.uuid))
    expect(line?.color).toBe('Light blue')
  })

  it('turns the cart into an order priced for the role on the server, takes stock and empties the cart', async () => {
    const jacket = await optionOf({ prices: { vk: 10_000, staff: 7000 } })
    const bike = await optionOf({ prices: { vk: 80_000, staff: 60_000 }, isBike: true, isHeavy: true })
    const bell = await optionOf({ prices: { vk: 1500, staff: 1000 } })
    const staff = await createTestUser(api.db, 'staff')
    const addressId = await createTestAddress(api.db, staff.id)
    await addToCart(staff, { productOption: jacket.option.id, amount: 2 })
    await addToCart(staff, {
      productOption: bike.option.id,
      mounting: true,
      relatedProducts: [bell.option.id],
    })

    const result = placed(
      await order(staff, {
        deliveryType: 'home',
        addressId,
        paymentMethod: 'invoice',
        total: 1,
        priceType: 'vk',
        lines: [{ unitPrice: 0.01 }],
      }),
    )
    // 2 × 70 € + (600 € bike + 10 € bell + 29,90 € mounting) = 779,90 €; heavy surcharge 19,90 €.
    expect(result.order).toMatchObject({
      status: 'received',
      deliveryType: 'home',
      deliveryAddress: { firstname: 'Anna', city: 'Salzburg', countryId: 'AT' },
      store: null,
      paymentMethod: 'invoice',
      priceType: 'staff',
      subtotal: 779.9,
      delivery: 19.9,
      total: 799.8,
      currency: 'EUR',
      loyaltyPoints: 799,
    })
    expect(result.order.number).toMatch(/^SA-2026-\d{6}$/)
    expect(result.order.totalFormatted).toMatch(/799,80/)
    expect(
      result.order.lines.map(({ size, quantity, unitPrice, lineTotal }) => ({
        size,
        quantity,
        unitPrice,
        lineTotal,
      })),
    ).toEqual([
      { size: '42', quantity: 2, unitPrice: 70, lineTotal: 140 },
      { size: '42', quantity: 1, unitPrice: 600, lineTotal: 600 },
      { size: '42', quantity: 1, unitPrice: 10, lineTotal: 10 },
      { size: '', quantity: 1, unitPrice: 29.9, lineTotal: 29.9 },
    ])
    expect(result.order.lines[3]?.name).toMatch(/^Fahrradmontage: /)
    expect(result.cart).toMatchObject({ uuid: staff.requestId, products: [], total: { totalPrice: 0 } })

    expect(await stockOf(jacket.option.id)).toBe(3)
    expect(await stockOf(bike.option.id)).toBe(4)
    expect(await stockOf(bell.option.id)).toBe(4)
    const [row] = await api.db.select().from(orders).where(eq(orders.publicId, result.order.uuid))
    expect(row).toMatchObject({
      number: result.order.number,
      userId: staff.id,
      priceType: 'staff',
      subtotalCents: 77_990,
      deliveryCents: 1990,
      totalCents: 79_980,
    })
    const lines = await api.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, row?.id ?? 0))
    expect(lines.reduce((sum, line) => sum + line.lineTotalCents, 0)).toBe(77_990)
    expect(
      await api.db.select().from(loyaltyTransactions).where(eq(loyaltyTransactions.userId, staff.id)),
    ).toEqual([expect.objectContaining({ points: 799, reason: 'order', orderId: row?.id }) as unknown])

    // The next cart is a fresh one under the same request id.
    const cart = v.parse(
      getCartEndpoint.response,
      (await api.call('GET', '/api/v1/cart/', { token: staff.token })).body,
    ).data
    expect(cart).toMatchObject({ uuid: staff.requestId, products: [] })
    await addToCart(staff, { productOption: jacket.option.id })
    const next = v.parse(
      getCartEndpoint.response,
      (await api.call('GET', '/api/v1/cart/', { token: staff.token })).body,
    ).data
    expect(next.products.map((product) => product.option.quantity)).toEqual([1])
  })

  it('places a click & collect order paid by prepayment, with delivery as in the cart', async () => {
    const socks = await optionOf({ prices: { vk: 1299 } })
    const user = await createTestUser(api.db)
    const storeId = await createTestStore(api.db)
    await addToCart(user, { productOption: socks.option.id, amount: 3 })
    const result = placed(
      await order(user, { deliveryType: 'click_and_collect', storeId, paymentMethod: 'prepayment' }),
    )
    expect(result.order).toMatchObject({
      deliveryType: 'click_and_collect',
      deliveryAddress: null,
      store: { id: storeId, city: 'Wien' },
      paymentMethod: 'prepayment',
      priceType: 'vk',
      subtotal: 38.97,
      delivery: 4.9,
      total: 43.87,
      loyaltyPoints: 43,
    })
  })

  it('keeps a phone number for delivery questions with the order, and answers null without one', async () => {
    const socks = await optionOf({ prices: { vk: 1299 } })
    const user = await createTestUser(api.db)
    const storeId = await createTestStore(api.db)
    await addToCart(user, { productOption: socks.option.id })
    const result = placed(
      await order(user, {
        deliveryType: 'click_and_collect',
        storeId,
        paymentMethod: 'invoice',
        phone: ' +43 664 1234567 ',
      }),
    )
    expect(result.order.phone).toBe('+43 664 1234567')
    expect(await ordersOf(user.id)).toEqual([expect.objectContaining({ phone: '+43 664 1234567' })])
    const read = await api.call('GET', `/api/v1/orders/${result.order.uuid}/`, { token: user.token })
    expect(read.body).toMatchObject({ data: { order: { phone: '+43 664 1234567' } } })

    await addToCart(user, { productOption: socks.option.id })
    const without = placed(
      await order(user, { deliveryType: 'click_and_collect', storeId, paymentMethod: 'invoice', phone: '' }),
    )
    expect(without.order.phone).toBeNull()
  })

  it('gives every order its own number', async () => {
    const { option } = await optionOf({ sizes: [{ label: 'M', stock: 10 }] })
    const numbers = new Set<string>()
    for (let index = 0; index < 3; index++) {
      const user = await createTestUser(api.db)
      const storeId = await createTestStore(api.db)
      await addToCart(user, { productOption: option.id })
      numbers.add(
        placed(await order(user, { deliveryType: 'click_and_collect', storeId, paymentMethod: 'invoice' }))
          .order.number,
      )
    }
    expect(numbers.size).toBe(3)
  })

  it('numbers orders from their own sequence, past every number already given', async () => {
    const { option } = await optionOf({ sizes: [{ label: 'M', stock: 10 }] })
    const user = await createTestUser(api.db)
    const storeId = await createTestStore(api.db)
    // An imported order numbered far ahead of the sequence: the seed and the migration move the
    // sequence past such numbers, so the next order can never take one.
    const imported = await createTestUser(api.db)
    await createOrder(api.db, {
      userId: imported.id,
      placedAt: api.clock.now,
      number: 'SA-2026-900000',
      lines: [],
    })
    await advanceOrderNumberSequence(api.db)

    await addToCart(user, { productOption: option.id })
    const result = placed(
      await order(user, { deliveryType: 'click_and_collect', storeId, paymentMethod: 'invoice' }),
    )
    expect(result.order.number).toBe(orderNumber(api.clock.now, 900_001))
    expect(await ordersOf(user.id)).toEqual([expect.objectContaining({ number: result.order.number })])
  })

  it('refuses an empty cart', async () => {
    const user = await createTestUser(api.db)
    const storeId = await createTestStore(api.db)
    const body = { deliveryType: 'click_and_collect', storeId, paymentMethod: 'invoice' }
    expect(await order(user, body)).toMatchObject({
      status: 422,
      body: { message: 'The given data was invalid.', errors: { cart: ['Your cart is empty.'] } },
    })
    const { option } = await optionOf()
    await addToCart(user, { productOption: option.id })
    const cart = v.parse(
      getCartEndpoint.response,
      (await api.call('GET', '/api/v1/cart/', { token: user.token })).body,
    ).data
    const hash = cart.products[0]?.hash ?? ''
    expect((await api.call('DELETE', `/api/v1/cart/hash/${hash}/`, { token: user.token })).status).toBe(200)
    expect(await order(user, body)).toMatchObject({
      status: 422,
      body: { errors: { cart: ['Your cart is empty.'] } },
    })
  })

  it('refuses a cart the stock no longer covers and writes nothing', async () => {
    const scarce = await optionOf({ sizes: [{ label: 'L', stock: 3 }] })
    const plenty = await optionOf()
    const user = await createTestUser(api.db)
    const addressId = await createTestAddress(api.db, user.id)
    await addToCart(user, { productOption: plenty.option.id, amount: 2 })
    await addToCart(user, { productOption: scarce.option.id, amount: 3 })
    await api.db.update(productOptions).set({ stock: 2 }).where(eq(productOptions.id, scarce.option.id))

    const result = await order(user, { deliveryType: 'home', addressId, paymentMethod: 'invoice' })
    expect(result).toMatchObject({
      status: 422,
      body: {
        errors: {
          cart: [
            expect.stringMatching(
              /Testprodukt \d+ \(L\) is no longer available in the requested quantity\.$/,
            ) as unknown,
          ],
        },
      },
    })
    expect(await stockOf(plenty.option.id)).toBe(5)
    expect(await stockOf(scarce.option.id)).toBe(2)
    expect(await ordersOf(user.id)).toEqual([])
    expect(
      await api.db.select().from(loyaltyTransactions).where(eq(loyaltyTransactions.userId, user.id)),
    ).toEqual([])
    const cart = v.parse(
      getCartEndpoint.response,
      (await api.call('GET', '/api/v1/cart/', { token: user.token })).body,
    ).data
    expect(cart.products.map((product) => product.option.quantity)).toEqual([2, 3])
  })

  it('validates delivery and payment with field errors and writes nothing', async () => {
    const { option } = await optionOf()
    const user = await createTestUser(api.db)
    const other = await createTestUser(api.db)
    const foreignAddress = await createTestAddress(api.db, other.id)
    const collectAddress = await createTestAddress(api.db, user.id, 'click_and_collect')
    await addToCart(user, { productOption: option.id })
    const cases: [unknown, Record<string, string[]>][] = [
      [
        { paymentMethod: 'invoice' },
        { deliveryType: ['Choose a delivery type: home or click_and_collect.'] },
      ],
      [
        { deliveryType: 'drone', paymentMethod: 'invoice' },
        { deliveryType: ['Choose a delivery type: home or click_and_collect.'] },
      ],
      [
        { deliveryType: 'home', paymentMethod: 'invoice' },
        { addressId: ['Choose a delivery address for home delivery.'] },
      ],
      [
        { deliveryType: 'home', addressId: 'nope', paymentMethod: 'cash' },
        {
          addressId: ['The selected address does not exist.'],
          paymentMethod: ['Choose a payment method: invoice or prepayment.'],
        },
      ],
      [
        { deliveryType: 'home', addressId: foreignAddress, paymentMethod: 'invoice' },
        { addressId: ['The selected address does not exist.'] },
      ],
      [
        { deliveryType: 'home', addressId: collectAddress, paymentMethod: 'invoice' },
        {
          addressId: ['The selected address is a click & collect address; choose a home delivery address.'],
        },
      ],
      [
        { deliveryType: 'click_and_collect', paymentMethod: 'invoice' },
        { storeId: ['Choose a store for click & collect.'] },
      ],
      [
        { deliveryType: 'click_and_collect', storeId: 2_000_000_000, paymentMethod: 'invoice' },
        { storeId: ['The selected store does not exist.'] },
      ],
      [
        { deliveryType: 'click_and_collect', storeId: 1 },
        { paymentMethod: ['Choose a payment method: invoice or prepayment.'] },
      ],
      [
        { deliveryType: 'click_and_collect', storeId: 1, paymentMethod: 'invoice', phone: 'call me' },
        { phone: ['The phone must be a valid phone number.'] },
      ],
    ]
    for (const [body, errors] of cases)
      expect(await order(user, body), JSON.stringify(body)).toEqual({
        status: 422,
        headers: expect.anything() as unknown,
        body: { message: 'The given data was invalid.', errors },
      })
    expect(await ordersOf(user.id)).toEqual([])
    expect(await stockOf(option.id)).toBe(5)
  })

  it('needs a customer or a guest request id', async () => {
    expect(
      await api.call('POST', '/api/v1/orders/', {
        body: { deliveryType: 'click_and_collect', storeId: 1, paymentMethod: 'invoice' },
      }),
    ).toMatchObject({ status: 401, body: { message: 'no uuid header' } })
    expect(
      await api.call('POST', '/api/v1/orders/', {
        token: 'B'.repeat(43),
        body: { deliveryType: 'click_and_collect', storeId: 1, paymentMethod: 'invoice' },
      }),
    ).toMatchObject({ status: 403, body: { message: 'invalid token' } })
  })

  it('sells the last item once when two customers order it at the same time', async () => {
    const last = await optionOf({ sizes: [{ label: 'S', stock: 1 }] })
    const storeId = await createTestStore(api.db)
    const buyers = [await createTestUser(api.db), await createTestUser(api.db), await createTestUser(api.db)]
    for (const buyer of buyers) await addToCart(buyer, { productOption: last.option.id })
    const results = await Promise.all(
      buyers.map((buyer) =>
        order(buyer, { deliveryType: 'click_and_collect', storeId, paymentMethod: 'invoice' }),
      ),
    )
    expect(results.map((result) => result.status).sort()).toEqual([201, 422, 422])
    expect(await stockOf(last.option.id)).toBe(0)
  })

  it('places a double submit once', async () => {
    const { option } = await optionOf()
    const user = await createTestUser(api.db)
    const storeId = await createTestStore(api.db)
    await addToCart(user, { productOption: option.id, amount: 2 })
    const body = { deliveryType: 'click_and_collect', storeId, paymentMethod: 'invoice' }
    const results = await Promise.all([order(user, body), order(user, body)])
    expect(results.map((result) => result.status).sort()).toEqual([201, 422])
    expect(results.find((result) => result.status === 422)?.body).toMatchObject({
      errors: { cart: ['Your cart is empty.'] },
    })
    expect(await ordersOf(user.id)).toHaveLength(1)
    expect(await stockOf(option.id)).toBe(3)
  })
})
