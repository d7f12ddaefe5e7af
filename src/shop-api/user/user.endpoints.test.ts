import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authEndpoints, loginEndpoint } from '../auth/auth.endpoints'
import { registerAccount, uniqueEmail } from '../auth/testing'
import type { TestAccount } from '../auth/testing'
import { formatCents } from '../catalog/product-summary'
import {
  addresses,
  carts,
  knownDevices,
  orders,
  passwordResetTokens,
  sessions,
  users,
  wishlists,
} from '../db/schema'
import { loyaltyEndpoints } from '../loyalty/loyalty.endpoints'
import { hashToken, newToken } from '../session/tokens'
import { createProduct } from '../testing/fixtures'
import { startTestApi, testBackends } from '../testing/test-api'
import type { CallResult, TestApi } from '../testing/test-api'
import { createOrder, createStore, testAddress } from './testing'
import {
  changePasswordEndpoint,
  createAddressEndpoint,
  deleteAddressEndpoint,
  deleteUserEndpoint,
  getOrderEndpoint,
  getUserEndpoint,
  listOrdersEndpoint,
  homeStoreEndpoint,
  separateEmailEndpoint,
  updateAddressEndpoint,
  updatePersonalEndpoint,
  userEndpoints,
} from './user.endpoints'

const INVALID_TOKEN = { message: 'invalid token', errors: { token: ['invalid token'] } }
const UNAUTHENTICATED = { message: 'unauthenticated', errors: { token: ['missing token'] } }

function fieldErrors(result: CallResult, fields: readonly string[]): Record<string, string[]> {
  expect(result.status).toBe(422)
  const body = v.parse(
    v.object({ message: v.string(), errors: v.record(v.string(), v.array(v.string())) }),
    result.body,
  )
  expect(Object.keys(body.errors).sort()).toEqual([...fields].sort())
  return body.errors
}

const addressBody = {
  firstname: 'Anna',
  lastname: 'Huber',
  city: 'Innsbruck',
  countryId: 'AT',
  postal: '6020',
  street: 'Maria-Theresien-Straße',
  streetNo: '18',
  deliveryType: 'home',
  isDefault: false,
}

describe.each(testBackends())('user endpoints on %s', (backend) => {
  let api: TestApi

  beforeAll(async () => {
    api = await startTestApi(backend, [...authEndpoints, ...userEndpoints, ...loyaltyEndpoints])
  }, 60_000)
  afterAll(async () => {
    await api.close()
  })

  const account = async (token: string) => {
    const result = await api.call('GET', '/api/v1/user/', { token })
    expect(result.status).toBe(200)
    return v.parse(getUserEndpoint.response, result.body).data
  }

  it('refuses every account call without a token with 401 unauthenticated', async () => {
    const id = randomUUID()
    // Valid bodies: the core validates input before it looks at the session.
    const calls: [string, string, unknown][] = [
      ['GET', '/api/v1/user/', undefined],
      ['PUT', '/api/v1/user/personal/', { firstName: 'Anna', lastName: 'Huber' }],
      ['POST', '/api/v1/user/separate-email/', { separateEmail: true }],
      ['PUT', '/api/v1/user/store/', { storeId: null }],
      ['DELETE', '/api/v1/user/', undefined],
      [
        'POST',
        '/api/v1/user/change-password/',
        {
          oldPassword: 'Bergsommer2026',
          newPassword: 'Herbstwind2026',
          newPassword_confirmation: 'Herbstwind2026',
          email: 'anna.huber@example.at',
        },
      ],
      ['GET', '/api/v1/user/orders/', undefined],
      ['GET', `/api/v1/user/order/${id}/`, undefined],
      ['POST', '/api/v1/user/address/shipping/', addressBody],
      ['PUT', `/api/v1/user/address/shipping/${id}/`, addressBody],
      ['DELETE', `/api/v1/user/address/shipping/${id}/`, undefined],
    ]
    expect(calls).toHaveLength(userEndpoints.length)
    for (const [method, path, body] of calls) {
      const result = await api.call(method, path, { body })
      expect({ method, path, ...result }).toMatchObject({ method, path, status: 401, body: UNAUTHENTICATED })
    }
  })

  describe('GET /api/v1/user/ and personal data', () => {
    let customer: TestAccount
    beforeAll(async () => {
      customer = await registerAccount(api, { firstName: 'Lena', lastName: 'Berger' })
    })

    it('returns personal data, role, home store, addresses and flags', async () => {
      const store = await createStore(api.db)
      await api.db
        .update(users)
        .set({ storeId: store.id, role: 'premium' })
        .where(eq(users.id, customer.userId))
      const data = await account(customer.token)
      expect(data).toEqual({
        personal: {
          firstName: 'Lena',
          lastName: 'Berger',
          email: customer.email,
          phone: '',
          birthday: null,
          gender: '',
          avatar: '',
          separateEmail: false,
        },
        role: 'premium',
        store,
        addresses: { shipping: [] },
        p4m: false,
        verified: false,
      })
    })

    it('saves the personal form, ignoring an e-mail address and keeping fields left out', async () => {
      const result = await api.call('PUT', '/api/v1/user/personal/', {
        token: customer.token,
        requestId: customer.uuid,
        body: {
          firstName: ' Lena Maria ',
          lastName: 'Berger-Wolf',
          phone: '0664 / 123 45 67',
          birthday: '1988-02-29',
          gender: 'divers',
          email: 'neue.adresse@example.at',
        },
      })
      expect(result.status).toBe(200)
      const { personal } = v.parse(updatePersonalEndpoint.response, result.body).data
      expect(personal).toMatchObject({
        firstName: 'Lena Maria',
        lastName: 'Berger-Wolf',
        phone: '0664 / 123 45 67',
        birthday: '1988-02-29',
        gender: 'divers',
        email: customer.email,
      })

      const partial = await api.call('PUT', '/api/v1/user/personal/', {
        token: customer.token,
        body: { firstName: 'Lena', lastName: 'Berger', birthday: '' },
      })
      expect(v.parse(updatePersonalEndpoint.response, partial.body).data.personal).toMatchObject({
        firstName: 'Lena',
        phone: '0664 / 123 45 67',
        gender: 'divers',
        birthday: null,
      })
      expect((await account(customer.token)).personal.email).toBe(customer.email)
    })

    it('refuses invalid personal data field by field and changes nothing', async () => {
      const tomorrow = new Date(api.clock.now.getTime() + 86_400_000).toISOString().slice(0, 10)
      const invalid = await api.call('PUT', '/api/v1/user/personal/', {
        token: customer.token,
        body: {
          firstName: '',
          lastName: 'x'.repeat(101),
          phone: '12',
          gender: 'weiblich',
          birthday: '17.04.1991',
        },
      })
      expect(fieldErrors(invalid, ['firstName', 'lastName', 'phone', 'gender', 'birthday'])).toEqual({
        firstName: ['The first name field is required.'],
        lastName: ['The last name may not be greater than 100 characters.'],
        phone: ['The phone must be a valid phone number.'],
        gender: ['The gender must be empty, male, female or divers.'],
        birthday: ['The birthday must be a valid date (YYYY-MM-DD).'],
      })
      const future = await api.call('PUT', '/api/v1/user/personal/', {
        token: customer.token,
        body: { firstName: 'Lena', lastName: 'Berger', birthday: tomorrow },
      })
      expect(fieldErrors(future, ['birthday'])).toEqual({
        birthday: ['The birthday must be a date in the past.'],
      })
      expect((await account(customer.token)).personal.firstName).toBe('Lena')
    })

    it('sets, refuses and clears the home store', async () => {
      const store = await createStore(api.db)
      const set = await api.call('PUT', '/api/v1/user/store/', {
        token: customer.token,
        body: { storeId: store.id },
      })
      expect(set.status).toBe(200)
      expect(v.parse(homeStoreEndpoint.response, set.body).data.store?.slug).toBe(store.slug)
      expect((await account(customer.token)).store?.id).toBe(store.id)
      const unknown = await api.call('PUT', '/api/v1/user/store/', {
        token: customer.token,
        body: { storeId: 999_999 },
      })
      expect(fieldErrors(unknown, ['storeId'])).toEqual({ storeId: ['The selected store does not exist.'] })
      expect((await account(customer.token)).store?.id).toBe(store.id)
      const cleared = await api.call('PUT', '/api/v1/user/store/', {
        token: customer.token,
        body: { storeId: null },
      })
      expect(v.parse(homeStoreEndpoint.response, cleared.body).data.store).toBeNull()
      expect((await account(customer.token)).store).toBeNull()
    })

    it('turns separate e-mail on and off', async () => {
      const on = await api.call('POST', '/api/v1/user/separate-email/', {
        token: customer.token,
        body: { separateEmail: true },
      })
      expect(on.status).toBe(200)
      expect(v.parse(separateEmailEndpoint.response, on.body).data.personal.separateEmail).toBe(true)
      expect((await account(customer.token)).personal.separateEmail).toBe(true)
      const off = await api.call('POST', '/api/v1/user/separate-email/', {
        token: customer.token,
        body: { separateEmail: false },
      })
      expect(v.parse(separateEmailEndpoint.response, off.body).data.personal.separateEmail).toBe(false)
      const invalid = await api.call('POST', '/api/v1/user/separate-email/', {
        token: customer.token,
        body: { separateEmail: 'ja' },
      })
      expect(fieldErrors(invalid, ['separateEmail'])).toEqual({
        separateEmail: ['The separate e-mail setting must be true or false.'],
      })
    })
  })

  describe('POST /api/v1/user/change-password/', () => {
    it('checks current password and e-mail, then replaces every session by a new one', async () => {
      const customer = await registerAccount(api)
      const secondDevice = v.parse(
        loginEndpoint.response,
        (
          await api.call('POST', '/api/v1/auth/login/', {
            body: { email: customer.email, password: customer.password },
          })
        ).body,
      ).data
      const change = (body: Record<string, unknown>) =>
        api.call('POST', '/api/v1/user/change-password/', { token: customer.token, body })

      const wrong = await change({
        oldPassword: 'Falsch2026',
        newPassword: 'Herbstwind2026',
        newPassword_confirmation: 'Herbstwind2026',
        email: uniqueEmail('fremd'),
      })
      expect(fieldErrors(wrong, ['oldPassword', 'email'])).toEqual({
        oldPassword: ['The current password is incorrect.'],
        email: ['The email does not match your account.'],
      })
      const mismatch = await change({
        oldPassword: customer.password,
        newPassword: 'Herbstwind2026',
        newPassword_confirmation: 'Herbstwind2027',
        email: customer.email,
      })
      expect(fieldErrors(mismatch, ['newPassword_confirmation'])).toEqual({
        newPassword_confirmation: ['The password confirmation does not match.'],
      })
      const short = await change({
        oldPassword: customer.password,
        newPassword: 'kurz',
        newPassword_confirmation: 'kurz',
        email: customer.email,
      })
      expect(fieldErrors(short, ['newPassword'])).toEqual({
        newPassword: ['The new password must be at least 8 characters.'],
      })

      const result = await change({
        oldPassword: customer.password,
        newPassword: 'Herbstwind2026',
        newPassword_confirmation: 'Herbstwind2026',
        email: customer.email.toUpperCase(),
      })
      expect(result.status).toBe(200)
      const { token } = v.parse(changePasswordEndpoint.response, result.body).data
      expect(token).not.toBe(customer.token)
      expect(await api.call('GET', '/api/v1/user/', { token: customer.token })).toMatchObject({
        status: 403,
        body: INVALID_TOKEN,
      })
      expect(await api.call('GET', '/api/v1/user/', { token: secondDevice.token })).toMatchObject({
        status: 403,
        body: INVALID_TOKEN,
      })
      expect((await account(token)).personal.email).toBe(customer.email)
      const login = (password: string) =>
        api.call('POST', '/api/v1/auth/login/', { body: { email: customer.email, password } })
      expect((await login(customer.password)).status).toBe(422)
      expect((await login('Herbstwind2026')).status).toBe(200)
    })

    it('is not blocked by strangers guessing the password, but a session guessing it is', async () => {
      const customer = await registerAccount(api)
      // Strangers lock the account's login throttle from five addresses.
      for (let attempt = 1; attempt <= 6; attempt++)
        await api.call('POST', '/api/v1/auth/login/', {
          body: { email: customer.email, password: 'falsch-geraten' },
          clientAddress: `203.0.113.${String(attempt)}`,
        })
      const change = (token: string, oldPassword: string, newPassword: string) =>
        api.call('POST', '/api/v1/user/change-password/', {
          token,
          body: { oldPassword, newPassword, newPassword_confirmation: newPassword, email: customer.email },
        })
      const changed = await change(customer.token, customer.password, 'Herbstwind2026')
      expect(changed.status).toBe(200)
      const { token } = v.parse(changePasswordEndpoint.response, changed.body).data

      // A stolen session guessing the current password is throttled like a login.
      const guesses: number[] = []
      for (let attempt = 1; attempt <= 6; attempt++)
        guesses.push((await change(token, `Geraten${String(attempt)}x`, 'Winterwald2026')).status)
      expect(guesses).toEqual([422, 422, 422, 422, 422, 429])
    })
  })

  describe('DELETE /api/v1/user/', () => {
    it('removes personal data, keeps orders anonymised, and ends every session', async () => {
      const customer = await registerAccount(api)
      const addressResult = await api.call('POST', '/api/v1/user/address/shipping/', {
        token: customer.token,
        body: addressBody,
      })
      expect(addressResult.status).toBe(201)
      const order = await createOrder(api.db, {
        userId: customer.userId,
        placedAt: api.clock.now,
        lines: [{ quantity: 1, unitPriceCents: 4990 }],
      })
      // What the checkout writes with an order: the billing address, the e-mail it was confirmed to
      // and the phone number for delivery questions.
      await api.db
        .update(orders)
        .set({
          email: customer.email,
          phone: '+43 664 1234567',
          billingAddress: {
            firstname: 'Anna',
            lastname: 'Berger',
            street: 'Getreidegasse',
            streetNo: '9',
            postal: '5020',
            city: 'Salzburg',
            countryId: 'AT',
          },
        })
        .where(eq(orders.id, order.id))
      await api.db.insert(knownDevices).values({ tokenHash: hashToken(newToken()), userId: customer.userId })
      await api.db.insert(carts).values({ requestId: customer.uuid, userId: customer.userId })
      await api.db.insert(wishlists).values({ requestId: customer.uuid, userId: customer.userId })
      await api.db.insert(passwordResetTokens).values({
        userId: customer.userId,
        tokenHash: hashToken(newToken()),
        expiresAt: new Date(api.clock.now.getTime() + 3_600_000),
      })

      const result = await api.call('DELETE', '/api/v1/user/', {
        token: customer.token,
        requestId: customer.uuid,
      })
      expect(result.status).toBe(200)
      expect(v.parse(deleteUserEndpoint.response, result.body)).toEqual({ data: { deleted: true } })

      expect(await api.call('GET', '/api/v1/user/', { token: customer.token })).toMatchObject({
        status: 403,
        body: INVALID_TOKEN,
      })
      const login = await api.call('POST', '/api/v1/auth/login/', {
        body: { email: customer.email, password: customer.password },
      })
      expect(login.status).toBe(422)

      const [user] = await api.db.select().from(users).where(eq(users.id, customer.userId))
      expect(user).toMatchObject({
        email: null,
        passwordHash: null,
        firstName: '',
        lastName: '',
        phone: '',
        birthday: null,
        doiTokenHash: null,
        deletedAt: api.clock.now,
      })
      expect(await api.db.select().from(addresses).where(eq(addresses.userId, customer.userId))).toEqual([])
      expect(await api.db.select().from(carts).where(eq(carts.requestId, customer.uuid))).toEqual([])
      expect(await api.db.select().from(wishlists).where(eq(wishlists.requestId, customer.uuid))).toEqual([])
      expect(
        await api.db
          .select()
          .from(passwordResetTokens)
          .where(eq(passwordResetTokens.userId, customer.userId)),
      ).toEqual([])
      const open = await api.db.select().from(sessions).where(eq(sessions.userId, customer.userId))
      expect(open.every((session) => session.revokedAt !== null)).toBe(true)
      const [kept] = await api.db.select().from(orders).where(eq(orders.id, order.id))
      expect(kept).toMatchObject({
        userId: null,
        deliveryAddress: null,
        billingAddress: null,
        email: null,
        phone: null,
        totalCents: order.totalCents,
      })
      expect(
        await api.db.select().from(knownDevices).where(eq(knownDevices.userId, customer.userId)),
      ).toEqual([])

      // The address is free again for a new account.
      const again = await registerAccount(api, { email: customer.email })
      expect(again.userId).not.toBe(customer.userId)
    })
  })

  describe('orders', () => {
    let customer: TestAccount
    let other: TestAccount
    beforeAll(async () => {
      customer = await registerAccount(api)
      other = await registerAccount(api)
    })

    it('lists nothing for a new customer', async () => {
      const fresh = await api.call('GET', '/api/v1/user/orders/', { token: other.token })
      expect(v.parse(listOrdersEndpoint.response, fresh.body)).toEqual({
        data: { orders: [], pagination: { page: 1, pageSize: 20, total: 0, pages: 1 } },
      })
    })

    it('lists the customer’s own orders newest first with totals and piece counts', async () => {
      const day = 86_400_000
      const older = await createOrder(api.db, {
        userId: customer.userId,
        placedAt: new Date(api.clock.now.getTime() - 10 * day),
        status: 'delivered',
        lines: [
          { quantity: 2, unitPriceCents: 1999 },
          { quantity: 1, unitPriceCents: 8990 },
        ],
        deliveryCents: 495,
      })
      const newer = await createOrder(api.db, {
        userId: customer.userId,
        placedAt: new Date(api.clock.now.getTime() - day),
        status: 'received',
        deliveryType: 'click_and_collect',
        deliveryCents: 0,
        lines: [{ quantity: 3, unitPriceCents: 1250 }],
      })
      await createOrder(api.db, {
        userId: other.userId,
        placedAt: api.clock.now,
        lines: [{ quantity: 1, unitPriceCents: 100 }],
      })

      const result = await api.call('GET', '/api/v1/user/orders/', { token: customer.token })
      expect(result.status).toBe(200)
      const { orders: list } = v.parse(listOrdersEndpoint.response, result.body).data
      expect(list).toEqual([
        {
          uuid: newer.publicId,
          number: newer.number,
          status: 'received',
          placedAt: new Date(api.clock.now.getTime() - day).toISOString(),
          total: 37.5,
          totalFormatted: formatCents(3750),
          itemCount: 3,
          deliveryType: 'click_and_collect',
        },
        {
          uuid: older.publicId,
          number: older.number,
          status: 'delivered',
          placedAt: new Date(api.clock.now.getTime() - 10 * day).toISOString(),
          // 2 × 19,99 + 89,90 + 4,95 delivery
          total: 134.83,
          totalFormatted: formatCents(13483),
          itemCount: 3,
          deliveryType: 'home',
        },
      ])
    })

    it('shows one order with lines, product links, store and totals', async () => {
      const product = await createProduct(api.db, { name: 'Speedcross 6 Damen', gender: 1 })
      const store = await createStore(api.db)
      const homeOrder = await createOrder(api.db, {
        userId: customer.userId,
        placedAt: api.clock.now,
        status: 'shipped',
        paymentMethod: 'prepayment',
        deliveryCents: 495,
        lines: [
          {
            productId: product.productId,
            sku: 'SAL-417384',
            name: 'Speedcross 6 Damen',
            brandName: 'Salomon',
            size: '39 1/3',
            quantity: 1,
            unitPriceCents: 13995,
          },
          {
            productId: null,
            name: 'TK Run Laufsocken',
            brandName: 'Falke',
            size: '39-41',
            quantity: 2,
            unitPriceCents: 1999,
          },
        ],
      })
      const result = await api.call('GET', `/api/v1/user/order/${homeOrder.publicId}/`, {
        token: customer.token,
      })
      expect(result.status).toBe(200)
      const { order } = v.parse(getOrderEndpoint.response, result.body).data
      expect(order).toMatchObject({
        uuid: homeOrder.publicId,
        number: homeOrder.number,
        status: 'shipped',
        placedAt: api.clock.now.toISOString(),
        deliveryType: 'home',
        deliveryAddress: testAddress,
        store: null,
        paymentMethod: 'prepayment',
        subtotal: 179.93,
        subtotalFormatted: formatCents(17993),
        delivery: 4.95,
        deliveryFormatted: formatCents(495),
        total: 184.88,
        totalFormatted: formatCents(18488),
      })
      expect(order.lines).toEqual([
        {
          id: expect.any(Number) as unknown,
          sku: 'SAL-417384',
          name: 'Speedcross 6 Damen',
          brandName: 'Salomon',
          genderSysname: 'female',
          // Written without a colour, as orders from before colours were kept.
          color: '',
          size: '39 1/3',
          quantity: 1,
          unitPrice: 139.95,
          unitPriceFormatted: formatCents(13995),
          lineTotal: 139.95,
          lineTotalFormatted: formatCents(13995),
          image: expect.stringMatching(/^\/media\/products\//) as unknown,
          productUrl: `/p/${product.slug}/`,
          cancelledQuantity: 0,
          returnedQuantity: 0,
        },
        expect.objectContaining({
          name: 'TK Run Laufsocken',
          // No longer sold: its gender is not known any more.
          genderSysname: 'unknown',
          quantity: 2,
          lineTotal: 39.98,
          productUrl: null,
        }),
      ])
      expect(order.lines.reduce((sum, line) => sum + Math.round(line.lineTotal * 100), 0)).toBe(
        Math.round(order.subtotal * 100),
      )

      const pickup = await createOrder(api.db, {
        userId: customer.userId,
        placedAt: api.clock.now,
        deliveryType: 'click_and_collect',
        storeId: store.id,
        deliveryCents: 0,
        lines: [{ quantity: 1, unitPriceCents: 2500 }],
      })
      const pickupResult = await api.call('GET', `/api/v1/user/order/${pickup.publicId}`, {
        token: customer.token,
      })
      expect(v.parse(getOrderEndpoint.response, pickupResult.body).data.order).toMatchObject({
        deliveryType: 'click_and_collect',
        deliveryAddress: null,
        store,
        total: 25,
      })
    })

    it('answers 404 for another customer’s order, an unknown id and a malformed id', async () => {
      const foreign = await createOrder(api.db, {
        userId: other.userId,
        placedAt: api.clock.now,
        lines: [{ quantity: 1, unitPriceCents: 100 }],
      })
      for (const id of [foreign.publicId, randomUUID(), 'SA-2026-000001', '1']) {
        const result = await api.call('GET', `/api/v1/user/order/${id}/`, { token: customer.token })
        expect({ id, status: result.status }).toEqual({ id, status: 404 })
      }
    })
  })

  describe('shipping addresses', () => {
    let customer: TestAccount
    let other: TestAccount
    beforeAll(async () => {
      customer = await registerAccount(api)
      other = await registerAccount(api)
    })

    const create = (token: string, body: Record<string, unknown>) =>
      api.call('POST', '/api/v1/user/address/shipping/', { token, body })
    const update = (token: string, id: string, body: Record<string, unknown>) =>
      api.call('PUT', `/api/v1/user/address/shipping/${id}/`, { token, body })
    const remove = (token: string, id: string) =>
      api.call('DELETE', `/api/v1/user/address/shipping/${id}/`, { token })
    const defaults = async (token: string) =>
      (await account(token)).addresses.shipping.map((address) => [address.street, address.isDefault])

    it('keeps exactly one default through create, update and delete', async () => {
      const first = await create(customer.token, { ...addressBody, street: 'Erste Gasse' })
      expect(first.status).toBe(201)
      const firstAddress = v.parse(createAddressEndpoint.response, first.body).data.address
      // The first address becomes the default even when not asked for.
      expect(firstAddress).toMatchObject({ ...addressBody, street: 'Erste Gasse', isDefault: true })
      expect(firstAddress.uuid).toMatch(/^[0-9a-f-]{36}$/)

      const second = v.parse(
        createAddressEndpoint.response,
        (await create(customer.token, { ...addressBody, street: 'Zweite Gasse', isDefault: true })).body,
      ).data.address
      const third = v.parse(
        createAddressEndpoint.response,
        (
          await create(customer.token, {
            ...addressBody,
            street: 'Dritte Gasse',
            countryId: 'DE',
            postal: '80331',
            city: 'München',
          })
        ).body,
      ).data.address
      expect(third.isDefault).toBe(false)
      expect(await defaults(customer.token)).toEqual([
        ['Zweite Gasse', true],
        ['Erste Gasse', false],
        ['Dritte Gasse', false],
      ])

      const updated = await update(customer.token, third.uuid, {
        ...addressBody,
        street: 'Dritte Gasse',
        streetNo: '7a',
        isDefault: true,
      })
      expect(updated.status).toBe(200)
      expect(v.parse(updateAddressEndpoint.response, updated.body).data.address).toMatchObject({
        uuid: third.uuid,
        streetNo: '7a',
        countryId: 'AT',
        isDefault: true,
      })
      expect(await defaults(customer.token)).toEqual([
        ['Dritte Gasse', true],
        ['Erste Gasse', false],
        ['Zweite Gasse', false],
      ])

      // Left out, the flag is kept; taken away from the default, it passes to the oldest other address.
      await update(customer.token, third.uuid, {
        ...addressBody,
        street: 'Dritte Gasse',
        isDefault: undefined,
      })
      expect((await defaults(customer.token))[0]).toEqual(['Dritte Gasse', true])
      const unset = await update(customer.token, third.uuid, {
        ...addressBody,
        street: 'Dritte Gasse',
        isDefault: false,
      })
      expect(v.parse(updateAddressEndpoint.response, unset.body).data.address.isDefault).toBe(false)
      expect(await defaults(customer.token)).toEqual([
        ['Erste Gasse', true],
        ['Zweite Gasse', false],
        ['Dritte Gasse', false],
      ])

      const deleted = await remove(customer.token, firstAddress.uuid)
      expect(deleted.status).toBe(200)
      expect(v.parse(deleteAddressEndpoint.response, deleted.body)).toEqual({ data: { deleted: true } })
      expect(await defaults(customer.token)).toEqual([
        ['Zweite Gasse', true],
        ['Dritte Gasse', false],
      ])
      await remove(customer.token, second.uuid)
      // A lone address stays the default even when asked not to be.
      const lone = await update(customer.token, third.uuid, {
        ...addressBody,
        street: 'Dritte Gasse',
        isDefault: false,
      })
      expect(v.parse(updateAddressEndpoint.response, lone.body).data.address.isDefault).toBe(true)
      await remove(customer.token, third.uuid)
      expect(await defaults(customer.token)).toEqual([])
    })

    it('validates the postal code per country and every other field', async () => {
      const austria = await create(customer.token, { ...addressBody, postal: '60200' })
      expect(fieldErrors(austria, ['postal'])).toEqual({
        postal: ['The postal code must have 4 digits for Austria.'],
      })
      const germany = await create(customer.token, { ...addressBody, countryId: 'DE', postal: '6020' })
      expect(fieldErrors(germany, ['postal'])).toEqual({
        postal: ['The postal code must have 5 digits for Germany.'],
      })
      const invalid = await create(customer.token, {
        firstname: 'Anna',
        lastname: '',
        city: 'Innsbruck',
        countryId: 'XX',
        postal: '6020',
        streetNo: '18',
        deliveryType: 'drohne',
        isDefault: 'ja',
      })
      expect(fieldErrors(invalid, ['lastname', 'countryId', 'street', 'deliveryType', 'isDefault'])).toEqual({
        lastname: ['The last name field is required.'],
        countryId: ['The country must be one of AT, DE, IT, CH, LI, SI, HU, CZ, SK.'],
        street: ['The street field is required.'],
        deliveryType: ['The delivery type must be home or click_and_collect.'],
        isDefault: ['The default address setting must be true or false.'],
      })
      expect(await defaults(customer.token)).toEqual([])
    })

    it('keeps the pick-up store of a click & collect address and clears it for home delivery', async () => {
      const innsbruck = await createStore(api.db)
      const graz = await createStore(api.db)
      const pickupBody = { ...addressBody, deliveryType: 'click_and_collect', storeId: innsbruck.id }
      const created = await create(customer.token, pickupBody)
      expect(created.status).toBe(201)
      const pickup = v.parse(createAddressEndpoint.response, created.body).data.address
      expect(pickup).toMatchObject({ deliveryType: 'click_and_collect', store: innsbruck })
      // A store sent with a home address is dropped.
      const home = v.parse(
        createAddressEndpoint.response,
        (await create(customer.token, { ...addressBody, street: 'Heimweg', storeId: graz.id })).body,
      ).data.address
      expect(home).toMatchObject({ deliveryType: 'home', store: null })
      const storeColumn = async (id: string) =>
        (await api.db.select().from(addresses).where(eq(addresses.publicId, id)))[0]?.storeId
      expect(await storeColumn(home.uuid)).toBeNull()
      expect((await account(customer.token)).addresses.shipping).toEqual([
        expect.objectContaining({ uuid: pickup.uuid, store: innsbruck }),
        expect.objectContaining({ uuid: home.uuid, store: null }),
      ])

      const moved = await update(customer.token, pickup.uuid, { ...pickupBody, storeId: graz.id })
      expect(moved.status).toBe(200)
      expect(v.parse(updateAddressEndpoint.response, moved.body).data.address.store).toEqual(graz)
      const toHome = await update(customer.token, pickup.uuid, { ...addressBody, storeId: graz.id })
      expect(v.parse(updateAddressEndpoint.response, toHome.body).data.address).toMatchObject({
        deliveryType: 'home',
        store: null,
      })
      expect(await storeColumn(pickup.uuid)).toBeNull()
      const back = await update(customer.token, pickup.uuid, pickupBody)
      expect(v.parse(updateAddressEndpoint.response, back.body).data.address.store).toEqual(innsbruck)

      await remove(customer.token, pickup.uuid)
      await remove(customer.token, home.uuid)
    })

    it('refuses click & collect without a store or with an unknown one, writing nothing', async () => {
      const store = await createStore(api.db)
      const pickupBody = { ...addressBody, deliveryType: 'click_and_collect' }
      const existing = v.parse(
        createAddressEndpoint.response,
        (await create(customer.token, { ...pickupBody, storeId: store.id })).body,
      ).data.address
      const before = (await account(customer.token)).addresses.shipping

      for (const storeId of [undefined, null]) {
        const missing = await create(customer.token, { ...pickupBody, storeId })
        expect(fieldErrors(missing, ['storeId'])).toEqual({
          storeId: ['Choose a store for click & collect.'],
        })
        const missingOnUpdate = await update(customer.token, existing.uuid, { ...pickupBody, storeId })
        expect(fieldErrors(missingOnUpdate, ['storeId'])).toEqual({
          storeId: ['Choose a store for click & collect.'],
        })
      }
      for (const storeId of [2_147_483_647, store.id + 100_000, 0, -1, 1.5, '3', 'Innsbruck', 2 ** 40]) {
        const unknown = await create(customer.token, { ...pickupBody, storeId })
        expect(fieldErrors(unknown, ['storeId'])).toEqual({ storeId: ['The selected store does not exist.'] })
        const unknownOnUpdate = await update(customer.token, existing.uuid, { ...pickupBody, storeId })
        expect(fieldErrors(unknownOnUpdate, ['storeId'])).toEqual({
          storeId: ['The selected store does not exist.'],
        })
      }
      expect((await account(customer.token)).addresses.shipping).toEqual(before)
      await remove(customer.token, existing.uuid)
    })

    it('answers 404 for another customer’s address and for unknown or malformed ids, changing nothing', async () => {
      const foreign = v.parse(
        createAddressEndpoint.response,
        (await create(other.token, { ...addressBody, street: 'Fremde Gasse' })).body,
      ).data.address
      for (const id of [foreign.uuid, randomUUID(), 'adresse-1']) {
        expect((await update(customer.token, id, addressBody)).status).toBe(404)
        expect((await remove(customer.token, id)).status).toBe(404)
      }
      expect(await defaults(other.token)).toEqual([['Fremde Gasse', true]])
    })
  })
})
