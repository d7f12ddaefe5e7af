/**
 * Guest orders, idempotent retries and the last unit under concurrency (issue "Cart, wishlist and
 * checkout"): over real HTTP, on PGlite and PostgreSQL.
 */
import { randomBytes, randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cartEndpoints, getCartEndpoint } from '../cart/cart.endpoints'
import { createTestAddress, createTestStore } from '../cart/test-helpers'
import { mailOutbox, orders, productOptions } from '../db/schema'
import { createProductWithOneSize, createTestUser, stockOf as stockOfOption } from '../testing/fixtures'
import type { ProductFixtureInput } from '../testing/fixtures'
import { startTestApi, testBackends } from '../testing/test-api'
import type { CallResult, TestApi } from '../testing/test-api'
import { checkoutEndpoints, getPlacedOrderEndpoint, placeOrderEndpoint } from './checkout.endpoints'

const newGuestId = () => `g${randomBytes(16).toString('hex')}`

const guestAddress = {
  firstname: 'Lena',
  lastname: 'Huber',
  street: 'Mariahilfer Straße',
  streetNo: '12',
  postal: '1070',
  city: 'Wien',
  countryId: 'AT',
}

describe.each(testBackends())('guest orders and retries on %s', (backend) => {
  let api: TestApi

  beforeAll(async () => {
    api = await startTestApi(backend, [...cartEndpoints, ...checkoutEndpoints])
  }, 60_000)
  afterAll(async () => {
    await api.close()
  })

  const optionOf = (input: ProductFixtureInput = {}) => createProductWithOneSize(api.db, input)

  const addAsGuest = async (requestId: string, productOption: number, amount = 1) => {
    const result = await api.call('POST', '/api/v1/cart/', { requestId, body: { productOption, amount } })
    expect(result.status, JSON.stringify(result.body)).toBe(200)
  }

  const orderAsGuest = (requestId: string, body: unknown, key?: string) =>
    api.call('POST', '/api/v1/orders/', {
      requestId,
      body,
      ...(key === undefined ? {} : { headers: { 'idempotency-key': key } }),
    })

  const placed = (result: CallResult) => v.parse(placeOrderEndpoint.response, result.body).data

  const stockOf = (optionId: number) => stockOfOption(api.db, optionId)

  const cartQuantities = async (requestId: string) =>
    v
      .parse(getCartEndpoint.response, (await api.call('GET', '/api/v1/cart/', { requestId })).body)
      .data.products.map((product) => product.option.quantity)

  const guestOrdersCount = async (requestId: string) =>
    (await api.db.select({ id: orders.id }).from(orders).where(eq(orders.guestRequestId, requestId))).length

  /** Every table's row count and content hash: a refused order must leave all of them as they were. */
  const databaseDigest = async () => {
    const tables = v.parse(
      v.object({ rows: v.array(v.object({ name: v.string() })) }),
      await api.db.execute(
        sql`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY 1`,
      ),
    ).rows
    const digest: Record<string, string> = {}
    for (const { name } of tables) {
      const result = v.parse(
        v.object({ rows: v.tuple([v.object({ hash: v.nullable(v.string()) })]) }),
        await api.db.execute(
          sql.raw(`SELECT md5(string_agg(t::text, '|' ORDER BY t::text)) AS hash FROM "${name}" t`),
        ),
      )
      digest[name] = result.rows[0].hash ?? 'empty'
    }
    return digest
  }

  it('places a guest order for home delivery, mails the confirmation and shows it only to that guest', async () => {
    const { option } = await optionOf({ prices: { vk: 3000, staff: 1000 } })
    const guest = newGuestId()
    await addAsGuest(guest, option.id, 2)

    const result = await orderAsGuest(guest, {
      deliveryType: 'home',
      shippingAddress: guestAddress,
      email: 'Lena.Huber@Example.at',
      paymentMethod: 'prepayment',
    })
    expect(result.status, JSON.stringify(result.body)).toBe(201)
    const { order, cart } = placed(result)
    expect(order).toMatchObject({
      deliveryType: 'home',
      deliveryAddress: guestAddress,
      billingAddress: guestAddress,
      email: 'lena.huber@example.at',
      priceType: 'vk',
      subtotal: 60,
      loyaltyPoints: 0,
    })
    expect(cart).toMatchObject({ uuid: guest, products: [] })
    expect(await stockOf(option.id)).toBe(3)

    const [mail] = await api.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'lena.huber@example.at'))
    expect(mail).toMatchObject({ kind: 'order-confirmation', subject: `Deine Bestellung ${order.number}` })
    expect(mail?.bodyText).toContain('Vorauskasse')
    expect(mail?.bodyText).toContain(order.totalFormatted)

    const path = `/api/v1/orders/${order.uuid}/`
    const own = await api.call('GET', path, { requestId: guest })
    expect(own.status).toBe(200)
    expect(v.parse(getPlacedOrderEndpoint.response, own.body).data.order.number).toBe(order.number)
    expect((await api.call('GET', path, { requestId: newGuestId() })).status).toBe(404)
    const customer = await createTestUser(api.db)
    expect((await api.call('GET', path, { token: customer.token })).status).toBe(404)
    expect((await api.call('GET', path)).status).toBe(401)
  })

  it('mails the confirmation in the language of the checkout page', async () => {
    const { option } = await optionOf()
    const guest = newGuestId()
    await addAsGuest(guest, option.id)
    const result = await api.call('POST', '/api/v1/orders/', {
      requestId: guest,
      query: { locale: 'en' },
      body: {
        deliveryType: 'home',
        shippingAddress: guestAddress,
        email: 'emma.gruber@example.at',
        paymentMethod: 'invoice',
      },
    })
    expect(result.status, JSON.stringify(result.body)).toBe(201)
    const { order } = placed(result)
    const [mail] = await api.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'emma.gruber@example.at'))
    expect(mail).toMatchObject({ kind: 'order-confirmation', subject: `Your order ${order.number}` })
    expect(mail?.bodyText).toContain(
      `thank you for your order with Sportalpin. Your order number is ${order.number}.`,
    )
    expect(mail?.bodyText).toContain('You pay by invoice')
    expect(mail?.bodyText).toContain('Your Sportalpin team')
    expect(mail?.bodyText).not.toMatch(/Bestellung|Rechnung|Dein/)
  })

  it('asks a guest for an e-mail and a billing address, and refuses saved addresses', async () => {
    const { option } = await optionOf()
    const guest = newGuestId()
    await addAsGuest(guest, option.id)
    const storeId = await createTestStore(api.db)
    const result = await orderAsGuest(guest, {
      deliveryType: 'click_and_collect',
      storeId,
      billingAddressId: randomUUID(),
      paymentMethod: 'invoice',
    })
    expect(result).toMatchObject({
      status: 422,
      body: {
        errors: {
          email: ['Enter your e-mail address for the order confirmation.'],
          billingAddressId: ['Log in to use a saved address.'],
          billingAddress: ['Enter a billing address.'],
        },
      },
    })
    expect(await cartQuantities(guest)).toEqual([1])
    expect(await guestOrdersCount(guest)).toBe(0)

    const fine = await orderAsGuest(guest, {
      deliveryType: 'click_and_collect',
      storeId,
      billingAddress: guestAddress,
      email: 'lena@example.at',
      paymentMethod: 'invoice',
    })
    expect(fine.status, JSON.stringify(fine.body)).toBe(201)
    expect(placed(fine).order).toMatchObject({ deliveryAddress: null, billingAddress: guestAddress })
  })

  it('lets a customer send a new delivery address and bill a saved one', async () => {
    const { option } = await optionOf()
    const customer = await createTestUser(api.db)
    const billingAddressId = await createTestAddress(api.db, customer.id)
    expect(
      (await api.call('POST', '/api/v1/cart/', { token: customer.token, body: { productOption: option.id } }))
        .status,
    ).toBe(200)
    const result = await api.call('POST', '/api/v1/orders/', {
      token: customer.token,
      body: {
        deliveryType: 'home',
        shippingAddress: guestAddress,
        billingAddressId,
        paymentMethod: 'invoice',
      },
    })
    expect(result.status, JSON.stringify(result.body)).toBe(201)
    expect(placed(result).order).toMatchObject({
      deliveryAddress: guestAddress,
      billingAddress: { firstname: 'Anna', city: 'Salzburg' },
      email: expect.stringMatching(/^kunde-.*@example\.at$/) as unknown,
    })
  })

  it('answers a replay of one Idempotency-Key with the first order, and refuses the key with another body', async () => {
    const { option } = await optionOf()
    const guest = newGuestId()
    await addAsGuest(guest, option.id)
    const body = {
      deliveryType: 'home',
      shippingAddress: guestAddress,
      email: 'retry@example.at',
      paymentMethod: 'invoice',
    }
    const key = randomUUID()
    const first = await orderAsGuest(guest, body, key)
    expect(first.status, JSON.stringify(first.body)).toBe(201)
    expect(first.headers.get('idempotent-replayed')).toBeNull()

    // The same body with its keys in another order is the same request.
    const replay = await orderAsGuest(guest, Object.fromEntries(Object.entries(body).reverse()), key)
    expect(replay.status).toBe(200)
    expect(replay.headers.get('idempotent-replayed')).toBe('true')
    expect(placed(replay).order).toEqual(placed(first).order)

    const changed = await orderAsGuest(guest, { ...body, paymentMethod: 'prepayment' }, key)
    expect(changed).toMatchObject({
      status: 409,
      body: { errors: { idempotencyKey: [expect.any(String) as unknown] } },
    })
    expect(await guestOrdersCount(guest)).toBe(1)
    const mails = await api.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'retry@example.at'))
    expect(mails).toHaveLength(1)

    // The key belongs to its caller: another guest's key of the same text is a different key.
    const other = newGuestId()
    await addAsGuest(other, option.id)
    expect((await orderAsGuest(other, body, key)).status).toBe(201)

    expect((await orderAsGuest(guest, body, 'ä'.repeat(3))).status).toBe(422)
    expect((await orderAsGuest(guest, body, 'x'.repeat(256))).status).toBe(422)
  })

  it('creates one order from 100 concurrent replays of one key', async () => {
    const { option } = await optionOf({ sizes: [{ label: 'M', stock: 500 }] })
    const guest = newGuestId()
    await addAsGuest(guest, option.id, 3)
    const body = {
      deliveryType: 'home',
      shippingAddress: guestAddress,
      email: 'burst@example.at',
      paymentMethod: 'invoice',
    }
    const key = randomUUID()
    const results = await Promise.all(Array.from({ length: 100 }, () => orderAsGuest(guest, body, key)))
    const statuses = results.map((result) => result.status)
    expect(statuses.filter((status) => status === 201)).toHaveLength(1)
    expect(statuses.filter((status) => status === 200)).toHaveLength(99)
    expect(new Set(results.map((result) => placed(result).order.number)).size).toBe(1)
    expect(await guestOrdersCount(guest)).toBe(1)
    expect(await stockOf(option.id)).toBe(497)
  }, 120_000)

  it('sells the last unit once among 50 concurrent checkouts; the others keep their carts', async () => {
    const last = await optionOf({ sizes: [{ label: 'S', stock: 1 }] })
    const guests = Array.from({ length: 50 }, newGuestId)
    for (const guest of guests) await addAsGuest(guest, last.option.id)
    const results = await Promise.all(
      guests.map((guest) =>
        orderAsGuest(
          guest,
          {
            deliveryType: 'home',
            shippingAddress: guestAddress,
            email: 'last@example.at',
            paymentMethod: 'invoice',
          },
          randomUUID(),
        ),
      ),
    )
    const statuses = results.map((result) => result.status)
    expect(statuses.filter((status) => status === 201)).toHaveLength(1)
    expect(statuses.filter((status) => status === 422)).toHaveLength(49)
    const refused = results.find((result) => result.status === 422)
    expect(refused?.body).toMatchObject({
      errors: {
        cart: [
          expect.stringMatching(
            /Testprodukt \d+ \(S\) is no longer available in the requested quantity\.$/,
          ) as unknown,
        ],
      },
    })
    expect(await stockOf(last.option.id)).toBe(0)
    const loser = guests[statuses.indexOf(422)]
    if (!loser) throw new Error('no refused guest')
    expect(await cartQuantities(loser)).toEqual([1])
  }, 120_000)

  it('changes no table when it refuses an order', async () => {
    const scarce = await optionOf({ sizes: [{ label: 'L', stock: 1 }] })
    const guest = newGuestId()
    await addAsGuest(guest, scarce.option.id)
    await api.db.update(productOptions).set({ stock: 0 }).where(eq(productOptions.id, scarce.option.id))
    const before = await databaseDigest()
    const body = {
      deliveryType: 'home',
      shippingAddress: guestAddress,
      email: 'refused@example.at',
      paymentMethod: 'invoice',
    }
    expect((await orderAsGuest(guest, body, randomUUID())).status).toBe(422)
    expect((await orderAsGuest(guest, { ...body, email: 'not an e-mail' })).status).toBe(422)
    expect((await orderAsGuest(newGuestId(), body)).status).toBe(422)
    expect(await databaseDigest()).toEqual(before)
  })
})
