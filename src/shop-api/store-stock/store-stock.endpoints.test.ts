import { and, eq } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertStore } from '../catalog/testing'
import { mailOutbox, reservations, storeStock, users } from '../db/schema'
import { createProduct, createTestUser } from '../testing/fixtures'
import type { ProductFixture } from '../testing/fixtures'
import { startTestApi, testBackends } from '../testing/test-api'
import type { CallOptions, TestApi } from '../testing/test-api'
import { RESERVATION_HOLD_MS, expireReservations } from './reservations.service'
import {
  createdReservationResponseSchema,
  pickupResponseSchema,
  reservationResponseSchema,
  reservationsResponseSchema,
  storeStockResponseSchema,
} from './store-stock.schema'
import { storeStockEndpoints } from './store-stock.endpoints'

let addressCounter = 0
/** A client address of its own per call, so the per-address limit only meets the test about it. */
const freshAddress = () => `198.51.100.${String((++addressCounter % 250) + 1)}`
const guestId = () => `g${crypto.randomUUID().replaceAll('-', '')}`

describe('omnichannel switched off (OS=APP2)', () => {
  let api: TestApi
  beforeAll(async () => {
    api = await startTestApi('pglite', storeStockEndpoints)
  }, 60_000)
  afterAll(async () => {
    await api.close()
  })

  it('answers 404 on every omnichannel path, whatever is sent', async () => {
    const calls = [
      api.call('GET', '/api/v1/stock/stores/', { query: { product: '1' } }),
      api.call('GET', '/api/v1/stock/stores/'),
      api.call('GET', '/api/v1/stock/pickup/', { query: { lines: '1:1' } }),
      api.call('POST', '/api/v1/reservations/', { body: { productOption: 1, store: 1 } }),
      api.call('GET', '/api/v1/reservations/6f1c2b0a-8d4e-4a51-9c3b-2e7f1d9a4b6c/'),
      api.call('DELETE', '/api/v1/reservations/6f1c2b0a-8d4e-4a51-9c3b-2e7f1d9a4b6c/'),
      api.call('GET', '/api/v1/user/reservations/'),
    ]
    for (const result of await Promise.all(calls)) expect(result.status).toBe(404)
  })
})

describe.each(testBackends())('store stock and click & reserve on %s', (backend) => {
  let api: TestApi
  let second: TestApi
  let wienMitte: { id: number }
  let graz: { id: number }
  let innsbruck: { id: number }
  let shoe: ProductFixture

  beforeAll(async () => {
    api = await startTestApi(backend, storeStockEndpoints, { omnichannel: true })
    // A second node over the same database (PostgreSQL: its own pool; PGlite: the same one).
    second = await startTestApi(backend, storeStockEndpoints, { omnichannel: true, sameDatabaseAs: api })
    wienMitte = await insertStore(api.db, {
      name: 'Sportalpin Wien Mitte',
      city: 'Wien',
      postal: '1030',
      latitude: 48.2066,
      longitude: 16.3847,
    })
    graz = await insertStore(api.db, {
      name: 'Sportalpin Graz',
      city: 'Graz',
      postal: '8010',
      latitude: 47.0707,
      longitude: 15.4395,
    })
    innsbruck = await insertStore(api.db, {
      name: 'Sportalpin Innsbruck',
      city: 'Innsbruck',
      postal: '6020',
      latitude: 47.2692,
      longitude: 11.4041,
    })
    shoe = await createProduct(api.db, {
      name: 'Trailschuh Filiale',
      prices: { vk: 12_000 },
      sizes: [
        { label: '40', stock: 5 },
        { label: '41', stock: 5 },
        { label: '42', stock: 5 },
      ],
    })
    await api.db.insert(storeStock).values([
      { storeId: wienMitte.id, productOptionId: size(0), quantity: 2 },
      { storeId: graz.id, productOptionId: size(0), quantity: 6 },
      { storeId: innsbruck.id, productOptionId: size(0), quantity: 0 },
      { storeId: graz.id, productOptionId: size(1), quantity: 1 },
    ])
  }, 60_000)
  afterAll(async () => {
    await second.close()
    await api.close()
  })

  function size(index: number): number {
    const option = shoe.options[index]
    if (!option) throw new Error('fixture has too few sizes')
    return option.id
  }
  const shelf = async (storeId: number, optionId: number) => {
    const [row] = await api.db
      .select({ quantity: storeStock.quantity })
      .from(storeStock)
      .where(and(eq(storeStock.storeId, storeId), eq(storeStock.productOptionId, optionId)))
    return row?.quantity
  }
  const reserve = (body: Record<string, unknown>, options: CallOptions & { key?: string } = {}) =>
    api.call('POST', '/api/v1/reservations/', {
      clientAddress: freshAddress(),
      requestId: options.token ? undefined : (options.requestId ?? guestId()),
      ...options,
      body: {
        name: 'Anna Huber',
        email: `anna-${crypto.randomUUID()}@example.at`,
        phone: '+43 664 1234567',
        ...body,
      },
      headers: { 'idempotency-key': options.key ?? crypto.randomUUID(), ...options.headers },
    })
  const stockOfSize = async (optionId: number, query: Record<string, string> = {}) => {
    const result = await api.call('GET', '/api/v1/stock/stores/', {
      query: { productOption: String(optionId), ...query },
    })
    expect(result.status).toBe(200)
    return v.parse(storeStockResponseSchema, result.body).data
  }

  it('lists every store with its band, the exact number only for one to three, those that have it first', async () => {
    const data = await stockOfSize(size(0))
    expect(data.size).toEqual({ id: size(0), label: '40' })
    expect(data.storesWithStock).toBe(2)
    expect(data.stores.map((entry) => [entry.store.id, entry.availability, entry.quantity])).toEqual([
      [graz.id, 'available', null],
      [wienMitte.id, 'few', 2],
      [innsbruck.id, 'none', null],
    ])
    expect(data.stores.every((entry) => !entry.isCallerStore && entry.distanceKm === null)).toBe(true)
  })

  it('puts the caller’s store first: the one asked for, or a customer’s account store', async () => {
    const asked = await stockOfSize(size(0), { store: String(innsbruck.id) })
    expect(asked.stores[0]).toMatchObject({ store: { id: innsbruck.id }, isCallerStore: true })

    const customer = await createTestUser(api.db)
    await api.db.update(users).set({ storeId: wienMitte.id }).where(eq(users.id, customer.id))
    const result = await api.call('GET', '/api/v1/stock/stores/', {
      query: { productOption: String(size(0)) },
      token: customer.token,
    })
    const data = v.parse(storeStockResponseSchema, result.body).data
    expect(data.stores[0]).toMatchObject({ store: { id: wienMitte.id }, isCallerStore: true })
  })

  it('sorts by distance from a position and answers a whole product as any size', async () => {
    // Near Innsbruck: Innsbruck, then Graz, then Vienna.
    const near = await stockOfSize(size(0), { lat: '47.26', lng: '11.39' })
    expect(near.stores.map((entry) => entry.store.id)).toEqual([innsbruck.id, graz.id, wienMitte.id])
    expect(near.stores[0]?.distanceKm).toBeLessThan(5)

    const result = await api.call('GET', '/api/v1/stock/stores/', {
      query: { product: String(shoe.productId) },
    })
    const whole = v.parse(storeStockResponseSchema, result.body).data
    expect(whole.size).toBeNull()
    expect(whole.storesWithStock).toBe(2)
    expect(whole.stores.find((entry) => entry.store.id === graz.id)).toMatchObject({
      availability: 'available',
      quantity: null,
    })
  })

  it('tells a store’s opening state now in Vienna time', async () => {
    // The test clock: Sunday 2026-11-22, 11:00 in Vienna — closed, opens Monday 09:00.
    const data = await stockOfSize(size(0))
    expect(data.stores[0]?.opening).toEqual({
      openNow: false,
      closesAt: null,
      nextOpening: { date: '2026-11-23', time: '09:00' },
    })
  })

  it('refuses malformed queries with 422 and unknown sizes with 404', async () => {
    const both = await api.call('GET', '/api/v1/stock/stores/', {
      query: { product: '1', productOption: '1' },
    })
    expect(both.status).toBe(422)
    const none = await api.call('GET', '/api/v1/stock/stores/')
    expect(none.status).toBe(422)
    const halfPosition = await api.call('GET', '/api/v1/stock/stores/', {
      query: { product: '1', lat: '47' },
    })
    expect(halfPosition.status).toBe(422)
    const unknown = await api.call('GET', '/api/v1/stock/stores/', { query: { productOption: '999999' } })
    expect(unknown.status).toBe(404)
  })

  it('says per store whether a whole cart can be collected today', async () => {
    const result = await api.call('GET', '/api/v1/stock/pickup/', {
      query: { lines: `${String(size(0))}:2,${String(size(1))}:1` },
    })
    expect(result.status).toBe(200)
    const { stores } = v.parse(pickupResponseSchema, result.body).data
    expect(stores.find((entry) => entry.storeId === graz.id)).toEqual({
      storeId: graz.id,
      inStock: true,
      pickupInDays: 0,
    })
    // Vienna has two of size 40 but no 41: sent there.
    expect(stores.find((entry) => entry.storeId === wienMitte.id)).toMatchObject({
      inStock: false,
      pickupInDays: 2,
    })
    const tooMany = await api.call('GET', '/api/v1/stock/pickup/', {
      query: { lines: `${String(size(0))}:7` },
    })
    expect(v.parse(pickupResponseSchema, tooMany.body).data.stores.every((entry) => !entry.inStock)).toBe(
      true,
    )
    const malformed = await api.call('GET', '/api/v1/stock/pickup/', { query: { lines: 'x' } })
    expect(malformed.status).toBe(422)
  })

  it('reserves for a guest: the unit leaves the shelf, a mail with the code goes out, a replay is the same reservation', async () => {
    const option = await createProduct(api.db, { sizes: [{ label: 'M', stock: 0 }] })
    const optionId = option.options[0]?.id ?? 0
    await api.db.insert(storeStock).values({ storeId: graz.id, productOptionId: optionId, quantity: 3 })
    const requestId = guestId()
    const email = `guest-${crypto.randomUUID()}@example.at`
    const key = crypto.randomUUID()
    const first = await reserve({ productOption: optionId, store: graz.id, email }, { requestId, key })
    expect(first.status).toBe(201)
    const { reservation, uuid } = v.parse(createdReservationResponseSchema, first.body).data
    expect(uuid).toBe(requestId)
    expect(reservation).toMatchObject({
      status: 'held',
      quantity: 1,
      size: { id: optionId },
      store: { id: graz.id },
      email,
    })
    expect(reservation.pickupCode).toMatch(/^[A-HJ-NP-Z2-9]{6}$/)
    expect(new Date(reservation.expiresAt).getTime() - new Date(reservation.createdAt).getTime()).toBe(
      RESERVATION_HOLD_MS,
    )
    expect(await shelf(graz.id, optionId)).toBe(2)
    const mails = await api.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email))
    expect(mails).toHaveLength(1)
    expect(mails[0]?.kind).toBe('reservation-confirmation')
    expect(mails[0]?.bodyText).toContain(reservation.pickupCode)
    expect(mails[0]?.bodyText).toContain(`http://shop.test/reservierung/${reservation.uuid}/`)

    const replay = await reserve({ productOption: optionId, store: graz.id, email }, { requestId, key })
    expect(replay.status).toBe(200)
    expect(v.parse(createdReservationResponseSchema, replay.body).data.reservation.uuid).toBe(
      reservation.uuid,
    )
    expect(await shelf(graz.id, optionId)).toBe(2)
    expect(await api.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email))).toHaveLength(1)
  })

  it('gives a guest without a request id a new one, and writes the English mail for an English page', async () => {
    const email = `english-${crypto.randomUUID()}@example.at`
    const result = await api.call('POST', '/api/v1/reservations/', {
      clientAddress: freshAddress(),
      headers: { 'idempotency-key': crypto.randomUUID() },
      body: {
        productOption: size(0),
        store: graz.id,
        name: 'Ann Hill',
        email,
        phone: '+43 664 1234567',
        locale: 'en',
      },
    })
    expect(result.status).toBe(201)
    const { uuid, reservation } = v.parse(createdReservationResponseSchema, result.body).data
    expect(uuid).toMatch(/^g[0-9a-f]{32}$/)
    const [mail] = await api.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email))
    expect(mail?.subject).toContain('Reserved for you')
    expect(mail?.bodyText).toContain(`/en/reservierung/${reservation.uuid}/`)
    await api.call('DELETE', `/api/v1/reservations/${reservation.uuid}/`, { requestId: uuid })
  })

  it('holds at most five reservations per guest: a sixth is refused as a conflict naming the limit, not a field', async () => {
    const option = await createProduct(api.db, { sizes: [{ label: 'L', stock: 0 }] })
    const optionId = option.options[0]?.id ?? 0
    await api.db.insert(storeStock).values({ storeId: graz.id, productOptionId: optionId, quantity: 9 })
    const requestId = guestId()
    for (let held = 0; held < 5; held++)
      expect((await reserve({ productOption: optionId, store: graz.id }, { requestId })).status).toBe(201)
    const sixth = await reserve({ productOption: optionId, store: graz.id }, { requestId })
    expect(sixth.status).toBe(409)
    expect(sixth.body).toMatchObject({ errors: { reservations: [expect.stringContaining('at most 5')] } })
    expect(await shelf(graz.id, optionId)).toBe(4)
  })

  it('refuses what is not there, and guests without their details', async () => {
    const gone = await reserve({ productOption: size(0), store: innsbruck.id })
    expect(gone.status).toBe(409)
    expect(gone.body).toMatchObject({ errors: { productOption: [expect.any(String)] } })
    const noPhone = await reserve({ productOption: size(0), store: graz.id, phone: '' })
    expect(noPhone.status).toBe(422)
    expect(noPhone.body).toMatchObject({ errors: { phone: ['The phone field is required.'] } })
    const badEmail = await reserve({ productOption: size(0), store: graz.id, email: 'nope' })
    expect(badEmail.status).toBe(422)
    const unknownStore = await reserve({ productOption: size(0), store: 999_999 })
    expect(unknownStore.status).toBe(422)
    const noKey = await api.call('POST', '/api/v1/reservations/', {
      requestId: guestId(),
      body: {
        productOption: size(0),
        store: graz.id,
        name: 'A',
        email: 'a@example.at',
        phone: '+43 664 1234567',
      },
    })
    expect(noKey.status).toBe(422)
    expect(noKey.body).toMatchObject({ errors: { idempotencyKey: [expect.any(String)] } })
  })

  it('shows and cancels a reservation only for whoever made it; the unit comes back once', async () => {
    const requestId = guestId()
    const created = await reserve({ productOption: size(0), store: wienMitte.id }, { requestId })
    const { reservation } = v.parse(createdReservationResponseSchema, created.body).data
    const path = `/api/v1/reservations/${reservation.uuid}/`
    const before = await shelf(wienMitte.id, size(0))

    expect((await api.call('GET', path, { requestId: guestId() })).status).toBe(404)
    expect((await api.call('DELETE', path, { requestId: guestId() })).status).toBe(404)
    const stranger = await createTestUser(api.db)
    expect((await api.call('GET', path, { token: stranger.token })).status).toBe(404)
    expect((await api.call('GET', path)).status).toBe(401)
    const own = await api.call('GET', path, { requestId })
    expect(v.parse(reservationResponseSchema, own.body).data.reservation.uuid).toBe(reservation.uuid)

    const cancelled = await api.call('DELETE', path, { requestId })
    expect(cancelled.status).toBe(200)
    expect(v.parse(reservationResponseSchema, cancelled.body).data.reservation.status).toBe('cancelled')
    expect(await shelf(wienMitte.id, size(0))).toBe((before ?? 0) + 1)
    const again = await api.call('DELETE', path, { requestId })
    expect(again.status).toBe(200)
    expect(await shelf(wienMitte.id, size(0))).toBe((before ?? 0) + 1)
    const mails = await api.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, reservation.email), eq(mailOutbox.kind, 'reservation-cancelled')))
    expect(mails).toHaveLength(1)
  })

  it('lists a customer’s reservations, filled from the account', async () => {
    const customer = await createTestUser(api.db)
    const created = await reserve(
      { productOption: size(0), store: graz.id, name: '', email: '', phone: '' },
      { token: customer.token },
    )
    expect(created.status).toBe(201)
    const { reservation, uuid } = v.parse(createdReservationResponseSchema, created.body).data
    expect(uuid).toBe(customer.requestId)
    expect(reservation.name).toMatch(/^Anna Berger/)
    const list = await api.call('GET', '/api/v1/user/reservations/', { token: customer.token })
    expect(
      v.parse(reservationsResponseSchema, list.body).data.reservations.map((entry) => entry.uuid),
    ).toEqual([reservation.uuid])
    expect((await api.call('GET', '/api/v1/user/reservations/')).status).toBe(401)
    await api.call('DELETE', `/api/v1/reservations/${reservation.uuid}/`, { token: customer.token })
  })

  it('sells a store’s last unit to exactly one of 20 parallel reservations', async () => {
    const product = await createProduct(api.db, { sizes: [{ label: '44', stock: 0 }] })
    const optionId = product.options[0]?.id ?? 0
    await api.db.insert(storeStock).values({ storeId: innsbruck.id, productOptionId: optionId, quantity: 1 })
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        (index % 2 === 0 ? api : second).call('POST', '/api/v1/reservations/', {
          clientAddress: freshAddress(),
          requestId: guestId(),
          headers: { 'idempotency-key': crypto.randomUUID() },
          body: {
            productOption: optionId,
            store: innsbruck.id,
            name: 'Max',
            email: `max-${String(index)}@example.at`,
            phone: '+43 664 1234567',
          },
        }),
      ),
    )
    expect(results.map((result) => result.status).sort()).toEqual([201, ...Array<number>(19).fill(409)])
    expect(await shelf(innsbruck.id, optionId)).toBe(0)
    const held = await api.db.select().from(reservations).where(eq(reservations.productOptionId, optionId))
    expect(held).toHaveLength(1)
  })

  it('makes one reservation for a key replayed in parallel', async () => {
    const requestId = guestId()
    const key = crypto.randomUUID()
    const before = await shelf(graz.id, size(0))
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        reserve({ productOption: size(0), store: graz.id, email: 'same@example.at' }, { requestId, key }),
      ),
    )
    expect(results.map((result) => result.status).sort()).toEqual([200, 200, 200, 200, 201])
    const uuids = new Set(
      results.map((result) => v.parse(createdReservationResponseSchema, result.body).data.reservation.uuid),
    )
    expect(uuids.size).toBe(1)
    expect(await shelf(graz.id, size(0))).toBe((before ?? 0) - 1)
    const [uuid] = [...uuids]
    await api.call('DELETE', `/api/v1/reservations/${uuid ?? ''}/`, { requestId })
  })

  it('expires held reservations after 48 hours and returns their units once, with two nodes running the job', async () => {
    const product = await createProduct(api.db, { sizes: [{ label: 'L', stock: 0 }] })
    const optionId = product.options[0]?.id ?? 0
    await api.db.insert(storeStock).values({ storeId: graz.id, productOptionId: optionId, quantity: 2 })
    const requestId = guestId()
    const created = await reserve({ productOption: optionId, store: graz.id }, { requestId })
    const { reservation } = v.parse(createdReservationResponseSchema, created.body).data
    expect(await shelf(graz.id, optionId)).toBe(1)

    const almost = new Date(api.clock.now.getTime() + RESERVATION_HOLD_MS - 1000)
    await expireReservations(api.db, almost)
    expect(await shelf(graz.id, optionId)).toBe(1)

    const later = new Date(api.clock.now.getTime() + RESERVATION_HOLD_MS + 1000)
    const rounds = await Promise.all([
      expireReservations(api.db, later),
      expireReservations(second.db, later),
    ])
    expect(rounds.reduce((sum, count) => sum + count, 0)).toBeGreaterThanOrEqual(1)
    expect(await shelf(graz.id, optionId)).toBe(2)
    await expireReservations(second.db, later)
    expect(await shelf(graz.id, optionId)).toBe(2)

    const path = `/api/v1/reservations/${reservation.uuid}/`
    expect(
      v.parse(reservationResponseSchema, (await api.call('GET', path, { requestId })).body).data.reservation
        .status,
    ).toBe('expired')
    const cancel = await api.call('DELETE', path, { requestId })
    expect(cancel.status).toBe(409)
    expect(await shelf(graz.id, optionId)).toBe(2)
  })
})
