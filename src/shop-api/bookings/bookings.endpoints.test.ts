import { count, desc, eq } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertStore } from '../catalog/testing'
import {
  bookings,
  mailOutbox,
  rentalCategories,
  rentalStock,
  serviceTypes,
  storeServiceOffers,
} from '../db/schema'
import { createTestUser } from '../testing/fixtures'
import { startTestApi, testBackends } from '../testing/test-api'
import type { CallOptions, TestApi } from '../testing/test-api'
import { bookingEndpoints } from './bookings.endpoints'
import {
  bookingResponseSchema,
  bookingsResponseSchema,
  createdBookingResponseSchema,
  rentalAvailabilityResponseSchema,
  serviceCatalogResponseSchema,
  slotsResponseSchema,
  storeServicesResponseSchema,
} from './bookings.schema'

let addressCounter = 0
/** A client address of its own per call, so the per-address limit only meets the test about it. */
const freshAddress = () => `198.51.100.${String((++addressCounter % 250) + 1)}`
const guestId = () => `g${crypto.randomUUID().replaceAll('-', '')}`

describe.each(testBackends())('service and rental booking on %s', (backend) => {
  let api: TestApi
  let store: { id: number }
  let emptyStore: { id: number }
  let skiCategory: number

  beforeAll(async () => {
    // The test clock: Sunday 2026-11-22, 11:00 in Vienna.
    api = await startTestApi(backend, bookingEndpoints)
    store = await insertStore(api.db, {
      name: 'Sportalpin Buchung',
      city: 'Wien',
      postal: '1030',
      latitude: 48.2,
      longitude: 16.38,
    })
    emptyStore = await insertStore(api.db, {
      name: 'Sportalpin Ohne Service',
      city: 'Graz',
      postal: '8010',
      latitude: 47.07,
      longitude: 15.44,
    })
    const common = {
      description: 'Beschreibung',
      descriptionEn: 'Description',
      bring: 'Ski',
      bringEn: 'Skis',
    }
    const [skiService, running, rental] = await api.db
      .insert(serviceTypes)
      .values([
        {
          slug: `ski-service-${backend}`,
          kind: 'appointment',
          name: 'Ski- & Snowboard-Service',
          nameEn: 'Ski and snowboard service',
          ...common,
          durationMinutes: 30,
          stepMinutes: 30,
          priceCents: 3990,
          leadMinutes: 120,
          horizonDays: 28,
          sports: ['ski-alpin'],
        },
        {
          slug: `running-analysis-${backend}`,
          kind: 'appointment',
          name: 'Laufanalyse',
          nameEn: 'Running analysis',
          ...common,
          durationMinutes: 45,
          stepMinutes: 45,
          priceCents: 0,
          leadMinutes: 120,
          horizonDays: 28,
        },
        {
          slug: `ski-rental-${backend}`,
          kind: 'rental',
          name: 'Skiverleih',
          nameEn: 'Ski rental',
          ...common,
          durationMinutes: 0,
          stepMinutes: 0,
          priceCents: 0,
          leadMinutes: 0,
          horizonDays: 90,
        },
      ])
      .returning({ id: serviceTypes.id })
    if (!skiService || !running || !rental) throw new Error('service types not written')
    await api.db.insert(storeServiceOffers).values([
      { storeId: store.id, serviceTypeId: skiService.id, capacity: 1 },
      { storeId: store.id, serviceTypeId: running.id, capacity: 1 },
      { storeId: store.id, serviceTypeId: rental.id, capacity: 1 },
    ])
    const [category] = await api.db
      .insert(rentalCategories)
      .values({
        serviceTypeId: rental.id,
        slug: 'allround-ski',
        name: 'Allround-Ski',
        nameEn: 'All-round skis',
        dayPriceCents: 2900,
        depositCents: 0,
        sizes: ['160', '170'],
        position: 1,
      })
      .returning({ id: rentalCategories.id })
    if (!category) throw new Error('rental category not written')
    skiCategory = category.id
    await api.db.insert(rentalStock).values([
      { storeId: store.id, categoryId: category.id, size: '160', quantity: 2 },
      { storeId: store.id, categoryId: category.id, size: '170', quantity: 1 },
    ])
  }, 60_000)
  afterAll(async () => {
    await api.close()
  })

  const skiService = () => `ski-service-${backend}`
  const running = () => `running-analysis-${backend}`
  const rental = () => `ski-rental-${backend}`

  const book = (body: Record<string, unknown>, options: CallOptions & { key?: string } = {}) =>
    api.call('POST', '/api/v1/bookings/', {
      clientAddress: freshAddress(),
      requestId: options.token ? undefined : (options.requestId ?? guestId()),
      ...options,
      body: {
        store: store.id,
        name: 'Anna Huber',
        email: `anna-${crypto.randomUUID()}@example.at`,
        phone: '+43 664 1234567',
        ...body,
      },
      headers: { 'idempotency-key': options.key ?? crypto.randomUUID(), ...options.headers },
    })

  const slotsOn = async (service: string, date: string) => {
    const result = await api.call('GET', `/api/v1/stores/${String(store.id)}/services/${service}/slots/`, {
      query: { from: date, to: date },
    })
    expect(result.status).toBe(200)
    const day = v.parse(slotsResponseSchema, result.body).data.days[0]
    if (!day) throw new Error('no day answered')
    return day
  }

  const bookingCount = async () => {
    const [row] = await api.db.select({ value: count() }).from(bookings)
    return row?.value ?? 0
  }

  it('lists a store’s services with price, workstations and rental terms; other stores none', async () => {
    const result = await api.call('GET', `/api/v1/stores/${String(store.id)}/services/`)
    expect(result.status).toBe(200)
    const data = v.parse(storeServicesResponseSchema, result.body).data
    expect(data.store.id).toBe(store.id)
    expect(data.services.map((service) => [service.slug, service.kind, service.price])).toEqual([
      [skiService(), 'appointment', { cents: 3990, free: false }],
      [running(), 'appointment', { cents: 0, free: true }],
      [rental(), 'rental', null],
    ])
    const terms = data.services[2]?.rental
    expect(terms?.categories).toEqual([
      {
        slug: 'allround-ski',
        name: 'Allround-Ski',
        dayPriceCents: 2900,
        depositCents: 0,
        sizes: ['160', '170'],
      },
    ])
    expect(terms?.discounts[0]).toEqual({ fromDays: 3, percent: 10 })

    const english = await api.call('GET', `/api/v1/stores/${String(store.id)}/services/`, {
      query: { locale: 'en' },
    })
    expect(v.parse(storeServicesResponseSchema, english.body).data.services[1]?.name).toBe('Running analysis')

    const none = await api.call('GET', `/api/v1/stores/${String(emptyStore.id)}/services/`)
    expect(v.parse(storeServicesResponseSchema, none.body).data.services).toEqual([])
    expect((await api.call('GET', '/api/v1/stores/999999/services/')).status).toBe(404)

    const catalog = await api.call('GET', '/api/v1/services/')
    const entries = v.parse(serviceCatalogResponseSchema, catalog.body).data.services
    expect(entries.find((entry) => entry.slug === skiService())).toMatchObject({
      kind: 'appointment',
      priceFromCents: 3990,
      sports: ['ski-alpin'],
      storeIds: [store.id],
    })
    // A free appointment costs 0; a rental at least its lowest day price.
    expect(entries.find((entry) => entry.slug === running())?.priceFromCents).toBe(0)
    expect(entries.find((entry) => entry.slug === rental())).toMatchObject({
      kind: 'rental',
      priceFromCents: 2900,
    })
    expect((await api.call('GET', '/api/v1/stores/abc/services/')).status).toBe(404)
  })

  it('offers slots from opening to the last one that ends by closing, none on Sundays and holidays', async () => {
    // Monday 2026-11-23: 09:00–18:30, 30-minute service.
    const monday = await slotsOn(skiService(), '2026-11-23')
    expect(monday.open).toBe(true)
    expect(monday.slots[0]).toEqual({
      time: '09:00',
      startsAt: '2026-11-23T08:00:00.000Z',
      endsAt: '2026-11-23T08:30:00.000Z',
      free: 1,
    })
    expect(monday.slots.at(-1)?.time).toBe('18:00')
    expect(monday.slots).toHaveLength(19)
    // Today (Sunday) the store is closed; Christmas Day (a Friday) is a holiday.
    expect(await slotsOn(skiService(), '2026-11-22')).toEqual({ date: '2026-11-22', open: false, slots: [] })
    expect(await slotsOn(skiService(), '2026-12-25')).toEqual({ date: '2026-12-25', open: false, slots: [] })
    // 8 December: shops open.
    expect((await slotsOn(skiService(), '2026-12-08')).slots.length).toBeGreaterThan(0)
    // Past the 28-day horizon: an open weekday without slots.
    expect(await slotsOn(skiService(), '2026-12-22')).toMatchObject({ open: true, slots: [] })
  })

  it('refuses bad ranges with 422, rental services and unknown ones with 404', async () => {
    const path = `/api/v1/stores/${String(store.id)}/services/${skiService()}/slots/`
    const queries: Record<string, string>[] = [
      {},
      { from: '2026-11-23' },
      { from: '2026-11-24', to: '2026-11-23' },
      { from: '2026-11-01', to: '2026-12-31' },
      { from: '2026-02-30', to: '2026-03-01' },
      { from: 'morgen', to: '2026-11-23' },
    ]
    for (const query of queries) expect((await api.call('GET', path, { query })).status).toBe(422)
    const range = { from: '2026-11-23', to: '2026-11-23' }
    const base = `/api/v1/stores/${String(store.id)}/services/`
    expect((await api.call('GET', `${base}${rental()}/slots/`, { query: range })).status).toBe(404)
    expect((await api.call('GET', `${base}bogus/slots/`, { query: range })).status).toBe(404)
    expect(
      (await api.call('GET', `${base}${skiService()}/rental-availability/`, { query: range })).status,
    ).toBe(404)
    const other = `/api/v1/stores/${String(emptyStore.id)}/services/${skiService()}/slots/`
    expect((await api.call('GET', other, { query: range })).status).toBe(404)
  })

  it('books a slot for a guest: mail with a calendar file, replay answers the first, the slot is taken', async () => {
    const requestId = guestId()
    const key = crypto.randomUUID()
    const email = `gast-${crypto.randomUUID()}@example.at`
    const body = { service: skiService(), startsAt: '2026-11-24T09:00:00.000Z', email }
    const first = await book(body, { requestId, key })
    expect(first.status).toBe(201)
    const { booking, uuid } = v.parse(createdBookingResponseSchema, first.body).data
    expect(uuid).toBe(requestId)
    expect(booking).toMatchObject({
      status: 'booked',
      kind: 'appointment',
      startsAt: '2026-11-24T09:00:00.000Z',
      endsAt: '2026-11-24T09:30:00.000Z',
      priceCents: 3990,
      cancellableUntil: '2026-11-23T09:00:00.000Z',
    })
    const replay = await book(body, { requestId, key })
    expect(replay.status).toBe(200)
    expect(v.parse(createdBookingResponseSchema, replay.body).data.booking.uuid).toBe(booking.uuid)

    const mails = await api.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email))
    expect(mails).toHaveLength(1)
    expect(mails[0]?.kind).toBe('booking-confirmation')
    expect(mails[0]?.subject).toContain('Dienstag, 24. November 2026 um 10:00')
    expect(mails[0]?.attachments.map((file) => file.filename)).toEqual(['termin.ics'])
    expect(mails[0]?.attachments[0]?.contentType).toContain('text/calendar')
    expect(mails[0]?.attachments[0]?.text).toContain('DTSTART;TZID=Europe/Vienna:20261124T100000')
    expect(mails[0]?.bodyText).toMatch(/\/termin\/[0-9a-f-]{36}\/\?key=[\w-]{32}/)

    const day = await slotsOn(skiService(), '2026-11-24')
    expect(day.slots.find((slot) => slot.time === '10:00')?.free).toBe(0)
    expect(day.slots.find((slot) => slot.time === '10:30')?.free).toBe(1)

    const before = await bookingCount()
    const taken = await book({ service: skiService(), startsAt: '2026-11-24T09:00:00.000Z' })
    expect(taken.status).toBe(409)
    expect(taken.body).toMatchObject({ errors: { startsAt: [expect.stringContaining('fully booked')] } })
    expect(await bookingCount()).toBe(before)
  })

  it('refuses what is not a slot or lacks a guest’s contact with 422 and writes nothing', async () => {
    const before = await bookingCount()
    const cases: Record<string, unknown>[] = [
      { service: skiService(), startsAt: '2026-11-24T09:10:00.000Z' },
      { service: skiService(), startsAt: '2026-11-22T12:00:00.000Z' },
      { service: skiService(), startsAt: '2026-11-23T17:30:00.000Z' },
      { service: skiService() },
      { service: skiService(), startsAt: 'tomorrow' },
      // Well-formed for an ISO check, but no instant JavaScript can read.
      { service: skiService(), startsAt: '2026-11-24T10:00:00+01' },
      { service: skiService(), startsAt: '2026-11-24T10:00:00 +01:00' },
      { service: 'bogus', startsAt: '2026-11-24T09:00:00.000Z' },
      { service: skiService(), startsAt: '2026-11-24T10:00:00.000Z', phone: '' },
      { service: skiService(), startsAt: '2026-11-24T10:00:00.000Z', store: 999_999 },
    ]
    for (const body of cases) expect((await book(body)).status, JSON.stringify(body)).toBe(422)
    const noKey = await api.call('POST', '/api/v1/bookings/', {
      requestId: guestId(),
      body: { store: store.id, service: skiService(), startsAt: '2026-11-24T10:00:00.000Z' },
    })
    expect(noKey.status).toBe(422)
    expect(noKey.body).toMatchObject({ errors: { idempotencyKey: [expect.any(String)] } })
    expect(await bookingCount()).toBe(before)
  })

  it('gives 20 parallel bookings of a one-workstation slot to exactly one', async () => {
    const startsAt = '2026-11-25T13:00:00.000Z'
    const results = await Promise.all(
      Array.from({ length: 20 }, () => book({ service: skiService(), startsAt })),
    )
    const statuses = results.map((result) => result.status).sort()
    expect(statuses.filter((status) => status === 201)).toHaveLength(1)
    expect(statuses.filter((status) => status === 409)).toHaveLength(19)
    const rows = await api.db
      .select()
      .from(bookings)
      .where(eq(bookings.startsAt, new Date(startsAt)))
    expect(rows).toHaveLength(1)
  })

  it('shows and cancels a booking for its maker or with the mail’s key; not for others; not late', async () => {
    const requestId = guestId()
    const email = `storno-${crypto.randomUUID()}@example.at`
    const created = await book(
      { service: skiService(), startsAt: '2026-11-26T10:00:00.000Z', email },
      { requestId },
    )
    const { booking } = v.parse(createdBookingResponseSchema, created.body).data
    const path = `/api/v1/bookings/${booking.uuid}/`
    expect((await api.call('GET', path, { requestId })).status).toBe(200)
    expect((await api.call('GET', path, { requestId: guestId() })).status).toBe(404)
    expect((await api.call('GET', path)).status).toBe(401)
    expect((await api.call('GET', path, { headers: { 'x-booking-key': 'A'.repeat(32) } })).status).toBe(404)
    const [mail] = await api.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email))
    const key = /\?key=([\w-]+)/.exec(mail?.bodyText ?? '')?.[1] ?? ''
    const withKey = await api.call('GET', path, { headers: { 'x-booking-key': key } })
    expect(withKey.status).toBe(200)

    const cancelled = await api.call('DELETE', path, { headers: { 'x-booking-key': key } })
    expect(cancelled.status).toBe(200)
    expect(v.parse(bookingResponseSchema, cancelled.body).data.booking).toMatchObject({
      status: 'cancelled',
      cancelledAt: api.clock.now.toISOString(),
    })
    const again = await api.call('DELETE', path, { requestId })
    expect(again.status).toBe(200)
    const mails = await api.db
      .select({ kind: mailOutbox.kind, attachments: mailOutbox.attachments })
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, email))
      .orderBy(desc(mailOutbox.id))
    expect(mails.map((entry) => entry.kind)).toEqual(['booking-cancelled', 'booking-confirmation'])
    expect(mails[0]?.attachments[0]?.contentType).toContain('method=CANCEL')
    expect(
      (await slotsOn(skiService(), '2026-11-26')).slots.find((slot) => slot.time === '11:00')?.free,
    ).toBe(1)

    // Booked less than 24 hours ahead: cancellable for an hour after booking, then no longer online.
    const soon = await book({ service: skiService(), startsAt: '2026-11-23T08:00:00.000Z' }, { requestId })
    const soonBooking = v.parse(createdBookingResponseSchema, soon.body).data.booking
    const bookedAt = api.clock.now.getTime()
    expect(soonBooking.cancellableUntil).toBe(new Date(bookedAt + 60 * 60 * 1000).toISOString())
    const other = await book({ service: skiService(), startsAt: '2026-11-23T08:30:00.000Z' }, { requestId })
    const otherUuid = v.parse(createdBookingResponseSchema, other.body).data.booking.uuid
    api.clock.advance(61 * 60 * 1000)
    try {
      const late = await api.call('DELETE', `/api/v1/bookings/${soonBooking.uuid}/`, { requestId })
      expect(late.status).toBe(409)
      expect(late.body).toMatchObject({ errors: { booking: [expect.stringContaining('24 hours')] } })
    } finally {
      api.clock.advance(-61 * 60 * 1000)
    }
    expect((await api.call('DELETE', `/api/v1/bookings/${otherUuid}/`, { requestId })).status).toBe(200)
    expect((await api.call('DELETE', '/api/v1/bookings/not-a-uuid/', { requestId })).status).toBe(404)
  })

  it('lists a customer’s bookings, the coming ones soonest first', async () => {
    const customer = await createTestUser(api.db)
    const later = await book(
      { service: running(), startsAt: '2026-12-02T10:15:00.000Z', name: '', email: '', phone: '' },
      { token: customer.token },
    )
    expect(later.status).toBe(201)
    const sooner = await book(
      { service: running(), startsAt: '2026-11-30T09:30:00.000Z', name: '', email: '', phone: '' },
      { token: customer.token },
    )
    expect(sooner.status).toBe(201)
    const made = v.parse(createdBookingResponseSchema, sooner.body).data.booking
    expect(made.name).toContain('Anna Berger')
    expect(made.email).toMatch(/^kunde-.*@example\.at$/)
    expect(made.priceCents).toBe(0)
    const mine = await api.call('GET', '/api/v1/user/bookings/', { token: customer.token })
    expect(mine.status).toBe(200)
    const list = v.parse(bookingsResponseSchema, mine.body).data.bookings
    expect(list.map((entry) => entry.startsAt)).toEqual([
      '2026-11-30T09:30:00.000Z',
      '2026-12-02T10:15:00.000Z',
    ])
    expect((await api.call('GET', '/api/v1/user/bookings/')).status).toBe(401)
  })

  it('answers a replay before any check, refuses the key for another booking, and binds a first-time guest', async () => {
    const key = crypto.randomUUID()
    const email = `replay-${crypto.randomUUID()}@example.at`
    const body = {
      store: store.id,
      service: skiService(),
      startsAt: '2026-11-27T10:00:00.000Z',
      name: 'Erst Gast',
      email,
      phone: '+43 664 1234567',
    }
    // A first-time guest sends no request id: two submits of the same form are one booking.
    const send = (sent: Record<string, unknown>) =>
      api.call('POST', '/api/v1/bookings/', {
        clientAddress: freshAddress(),
        body: sent,
        headers: { 'idempotency-key': key },
      })
    const [first, second] = await Promise.all([send(body), send(body)])
    expect([first.status, second.status].sort()).toEqual([200, 201])
    const answers = [first, second].map((result) => v.parse(createdBookingResponseSchema, result.body).data)
    expect(answers[0]?.booking.uuid).toBe(answers[1]?.booking.uuid)
    expect(answers[0]?.uuid).toBe(answers[1]?.uuid)
    const rows = await api.db.select().from(bookings).where(eq(bookings.email, email))
    expect(rows).toHaveLength(1)
    // The same key for another booking is refused; a replay days later still answers the booking.
    const other = await send({ ...body, startsAt: '2026-11-27T10:30:00.000Z' })
    expect(other.status).toBe(409)
    expect(other.body).toMatchObject({ errors: { idempotencyKey: [expect.any(String)] } })
    api.clock.advance(6 * 24 * 60 * 60 * 1000)
    try {
      expect((await send(body)).status).toBe(200)
    } finally {
      api.clock.advance(-6 * 24 * 60 * 60 * 1000)
    }
  })

  it('counts workstations busy at the same moment, not every booking touching a longer slot', async () => {
    // A 90-minute service in 30-minute steps with two workstations (a seeded bike fitting's shape).
    const [fitting] = await api.db
      .insert(serviceTypes)
      .values({
        slug: `fitting-${backend}`,
        kind: 'appointment',
        name: 'Bike-Fitting',
        nameEn: 'Bike fitting',
        description: '',
        descriptionEn: '',
        bring: '',
        bringEn: '',
        durationMinutes: 90,
        stepMinutes: 30,
        priceCents: 14_900,
        leadMinutes: 120,
        horizonDays: 28,
      })
      .returning({ id: serviceTypes.id })
    if (!fitting) throw new Error('service type not written')
    await api.db
      .insert(storeServiceOffers)
      .values({ storeId: store.id, serviceTypeId: fitting.id, capacity: 2 })
    // 09:00–10:30 and 10:30–12:00 (Vienna) never run at the same time: one workstation is free all along.
    for (const startsAt of ['2026-12-01T08:00:00.000Z', '2026-12-01T09:30:00.000Z'])
      expect((await book({ service: `fitting-${backend}`, startsAt })).status).toBe(201)
    const day = await slotsOn(`fitting-${backend}`, '2026-12-01')
    expect(day.slots.find((slot) => slot.time === '09:30')?.free).toBe(1)
    expect((await book({ service: `fitting-${backend}`, startsAt: '2026-12-01T08:30:00.000Z' })).status).toBe(
      201,
    )
    expect(
      (await slotsOn(`fitting-${backend}`, '2026-12-01')).slots.find((slot) => slot.time === '09:30')?.free,
    ).toBe(0)
  })

  it('holds rental equipment on its days only and never lends a piece twice', async () => {
    const availability = async () => {
      const result = await api.call(
        'GET',
        `/api/v1/stores/${String(store.id)}/services/${rental()}/rental-availability/`,
        { query: { from: '2026-12-02', to: '2026-12-07' } },
      )
      expect(result.status).toBe(200)
      return v
        .parse(rentalAvailabilityResponseSchema, result.body)
        .data.days.map((day) => [
          day.date,
          day.open,
          day.equipment.find((entry) => entry.size === '170')?.free,
          day.equipment.find((entry) => entry.size === '160')?.free,
        ])
    }
    const fitting = { heightCm: 178, weightKg: 74, shoeSize: 42.5, skill: 2 }
    const rent = (firstDay: string, lastDay: string, size = '170') =>
      book({ service: rental(), firstDay, lastDay, category: 'allround-ski', size, ...fitting })

    // Wednesday to Friday, three days: 10 % off.
    const three = await rent('2026-12-02', '2026-12-04')
    expect(three.status).toBe(201)
    expect(v.parse(createdBookingResponseSchema, three.body).data.booking).toMatchObject({
      kind: 'rental',
      firstDay: '2026-12-02',
      lastDay: '2026-12-04',
      priceCents: 7830,
      rental: { category: 'allround-ski', size: '170', fitting },
    })
    expect(await availability()).toEqual([
      ['2026-12-02', true, 0, 2],
      ['2026-12-03', true, 0, 2],
      ['2026-12-04', true, 0, 2],
      ['2026-12-05', true, 1, 2],
      ['2026-12-06', false, 1, 2],
      ['2026-12-07', true, 1, 2],
    ])
    const before = await bookingCount()
    expect((await rent('2026-12-04', '2026-12-05')).status).toBe(409)
    expect((await rent('2026-12-05', '2026-12-07')).status).toBe(201)
    // Refused: pick-up on a Sunday, return before pick-up, today, an unknown size, too long.
    expect((await rent('2026-12-06', '2026-12-07')).status).toBe(422)
    expect((await rent('2026-12-09', '2026-12-08')).status).toBe(422)
    expect((await rent('2026-11-22', '2026-11-23')).status).toBe(422)
    expect((await rent('2026-12-09', '2026-12-10', '999')).status).toBe(422)
    expect((await rent('2026-12-09', '2026-12-29')).status).toBe(422)
    const missing = await book({ service: rental(), firstDay: '2026-12-09', lastDay: '2026-12-10' })
    expect(missing.status).toBe(422)
    expect(missing.body).toMatchObject({
      errors: { category: [expect.any(String)], heightCm: [expect.any(String)] },
    })
    expect(await bookingCount()).toBe(before + 1)
    expect(skiCategory).toBeGreaterThan(0)
  })
})
