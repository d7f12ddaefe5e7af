/**
 * The booking flow's analytics events (issue 32), sent from its server-rendered pages by the same
 * script and under the same consent as the checkout's.
 */
import type { StatisticsEvent } from '~/features/analytics/analytics.schema'
import type { Booking } from '~/shop-client/schemas/bookings.schema'
import type { FlowView } from './components/BookingFlowPage'

/**
 * `booking_start` when a service in a store is chosen and its first date step opens: not for the
 * next days' page, a chosen day or a form that came back refused.
 */
export function bookingStartEvent(view: FlowView, status: number): StatisticsEvent | undefined {
  const { offer, service, query } = view
  if (status !== 200 || !offer || !service) return undefined
  const opening =
    (view.step === 'day' && query.from === undefined && query.date === undefined) ||
    (view.step === 'rental-days' && query.first === undefined && query.last === undefined)
  if (!opening) return undefined
  return {
    event: 'booking_start',
    store_slug: offer.store.slug,
    service_slug: service.slug,
    service_kind: service.kind,
  }
}

/** `booking_complete` for a booking that stands; sent once per booking (see `bookingOnceKey`). */
export function bookingCompleteEvent(booking: Booking, currency: string): StatisticsEvent | undefined {
  if (booking.status !== 'booked') return undefined
  return {
    event: 'booking_complete',
    store_slug: booking.store.slug,
    service_slug: booking.service.slug,
    service_kind: booking.kind,
    currency,
    value: booking.priceCents / 100,
  }
}

/** What the booking's page sends `booking_complete` once for: the booking, kept in this browser only. */
export const bookingOnceKey = (booking: Booking) => `booking:${booking.uuid}`
