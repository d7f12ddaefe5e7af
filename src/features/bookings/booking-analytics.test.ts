import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { statisticsEventSchema } from '~/features/analytics/analytics.schema'
import { checkoutAnalyticsSchema, onceKeyOf } from '~/features/analytics/checkout-analytics-data'
import type { Booking, StoreServices } from '~/shop-client/schemas/bookings.schema'
import { flowQueryOf } from './booking-flow'
import { bookingCompleteEvent, bookingOnceKey, bookingStartEvent } from './booking-analytics'
import type { FlowView } from './components/BookingFlowPage'

const store: StoreServices['store'] = {
  id: 7,
  slug: 'innsbruck-zentrum',
  name: 'Innsbruck Zentrum',
  url: '/shop/innsbruck-zentrum/',
  street: 'Maria-Theresien-Straße',
  streetNo: '1',
  postal: '6020',
  city: 'Innsbruck',
  phone: '+43 512 000000',
}

const skiService: NonNullable<FlowView['service']> = {
  slug: 'ski-service',
  kind: 'appointment',
  name: 'Skiservice',
  description: 'Kanten und Belag',
  bring: 'Deine Ski',
  durationMinutes: 30,
  price: { cents: 3990, free: false },
  capacity: 2,
  leadMinutes: 120,
  horizonDays: 28,
  page: '/services/ski-service/',
  rental: null,
}

const rental: NonNullable<FlowView['service']> = { ...skiService, slug: 'ski-rental', kind: 'rental' }

function view(step: FlowView['step'], address: string, service = skiService): FlowView {
  return {
    step,
    query: flowQueryOf(new URL(address, 'https://shop.example')),
    today: '2026-12-01',
    stores: [],
    myStoreId: null,
    customer: false,
    offer: { store, services: [service] },
    service,
    form: { values: {}, errors: {}, idempotencyKey: 'k' },
  }
}

const booking: Booking = {
  uuid: '0b4e3c1e-57c2-4d7e-9a53-3f3f1c2a9d10',
  status: 'booked',
  kind: 'appointment',
  service: { slug: 'ski-service', name: 'Skiservice', bring: 'Deine Ski' },
  store,
  startsAt: '2026-12-03T09:00:00.000Z',
  endsAt: '2026-12-03T09:30:00.000Z',
  firstDay: null,
  lastDay: null,
  rental: null,
  priceCents: 3990,
  name: 'Lena Gast',
  email: 'lena@example.at',
  phone: '+43 664 7654321',
  note: '',
  createdAt: '2026-12-01T08:00:00.000Z',
  cancelledAt: null,
  cancellableUntil: '2026-12-02T09:00:00.000Z',
}

describe('booking_start', () => {
  it('goes out when the first date step of a chosen service opens', () => {
    const event = bookingStartEvent(view('day', '/termin-buchen/?store=7&service=ski-service'), 200)
    expect(event).toEqual({
      event: 'booking_start',
      store_slug: 'innsbruck-zentrum',
      service_slug: 'ski-service',
      service_kind: 'appointment',
    })
    expect(v.safeParse(statisticsEventSchema, event).success).toBe(true)
    const rentalStart = bookingStartEvent(
      view('rental-days', '/termin-buchen/?store=7&service=ski-rental', rental),
      200,
    )
    expect(rentalStart).toMatchObject({ service_kind: 'rental', service_slug: 'ski-rental' })
  })

  it('not for the following steps, the next days, a refused form or the store and service choices', () => {
    const base = '/termin-buchen/?store=7&service=ski-service'
    expect(bookingStartEvent(view('day', `${base}&from=2026-12-08`), 200)).toBeUndefined()
    expect(bookingStartEvent(view('slot', `${base}&date=2026-12-03`), 200)).toBeUndefined()
    expect(bookingStartEvent(view('day', base), 422)).toBeUndefined()
    expect(bookingStartEvent(view('store', '/termin-buchen/'), 200)).toBeUndefined()
    expect(
      bookingStartEvent({ ...view('service', '/termin-buchen/?store=7'), service: undefined }, 200),
    ).toBe(undefined)
    const chosenDays = view(
      'rental-days',
      '/termin-buchen/?store=7&service=ski-rental&first=2026-12-03&last=2026-12-05',
      rental,
    )
    expect(bookingStartEvent(chosenDays, 200)).toBeUndefined()
  })
})

describe('booking_complete', () => {
  it('names the service, the store and the price, nothing about the shopper', () => {
    const event = bookingCompleteEvent(booking, 'EUR')
    expect(event).toEqual({
      event: 'booking_complete',
      store_slug: 'innsbruck-zentrum',
      service_slug: 'ski-service',
      service_kind: 'appointment',
      currency: 'EUR',
      value: 39.9,
    })
    expect(v.safeParse(statisticsEventSchema, event).success).toBe(true)
    expect(JSON.stringify(event)).not.toMatch(/lena|Gast|664|0b4e3c1e/i)
    expect(v.safeParse(statisticsEventSchema, { ...event, email: 'lena@example.at' }).success).toBe(false)
  })

  it('a free service is worth 0; a cancelled booking completes nothing', () => {
    expect(bookingCompleteEvent({ ...booking, priceCents: 0 }, 'EUR')).toMatchObject({ value: 0 })
    expect(bookingCompleteEvent({ ...booking, status: 'cancelled' }, 'EUR')).toBeUndefined()
  })

  it('is sent once per booking, by the key the page hands its script', () => {
    const event = bookingCompleteEvent(booking, 'EUR')
    const data = v.parse(checkoutAnalyticsSchema, {
      gtmId: 'GTM-TEST',
      currency: 'EUR',
      event,
      once: bookingOnceKey(booking),
    })
    expect(onceKeyOf(data)).toBe(`booking:${booking.uuid}`)
    expect(onceKeyOf({ ...data, once: undefined })).toBeUndefined()
  })
})
