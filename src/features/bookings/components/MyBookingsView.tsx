import { useSuspenseQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { localizeHref } from '~/lib/locale-url'
import { m } from '~/paraglide/messages'
import type { Booking } from '~/shop-client/schemas/bookings.schema'
import { linkClasses, primaryButtonClasses } from '~/ui/form-controls'
import { myBookingsQuery } from '../bookings.queries'
import { bookingWhen } from './BookingPage'

/** Whether a booking is still to come: an appointment not yet ended, a rental not yet returned. */
export function isUpcoming(booking: Booking, now: Date): boolean {
  if (booking.endsAt !== null) return Date.parse(booking.endsAt) > now.getTime()
  // A rental runs to the end of its return day (Vienna); a day's slack keeps it simple and safe.
  return Date.parse(`${booking.lastDay ?? ''}T23:59:59Z`) > now.getTime()
}

function BookingEntry({ booking, now }: { booking: Booking; now: Date }) {
  const ids = useId()
  const cancelled = booking.status === 'cancelled'
  const cancellable = !cancelled && now.getTime() < Date.parse(booking.cancellableUntil)
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-line p-4 md:flex-row md:items-start md:justify-between">
      <div className="flex min-w-0 flex-col gap-1">
        <h3 id={`${ids}-name`} className="text-lg font-bold text-brand-900">
          {booking.service.name}
          {booking.rental ? `: ${booking.rental.categoryName} ${booking.rental.size}` : ''}
        </h3>
        <p className="text-sm text-ink">{booking.store.name}</p>
        <p className="text-sm text-ink-muted">
          {bookingWhen(booking)}
          {cancelled ? (
            <span className="ml-2 rounded-pill bg-surface-muted px-2 py-0.5 font-semibold text-ink">
              {m.bookings_status_cancelled()}
            </span>
          ) : null}
        </p>
      </div>
      <a
        href={localizeHref(`/termin/${booking.uuid}/`)}
        aria-describedby={`${ids}-name`}
        className={`${linkClasses} shrink-0`}
      >
        {cancellable ? m.bookings_show_or_cancel() : m.bookings_show()}
      </a>
    </li>
  )
}

/**
 * `/my-account/bookings/`: the customer's coming appointments and rentals, then the past ones (ADR
 * 037). Each leads to its booking's page, which cancels it.
 */
export function MyBookingsPage() {
  const { data: bookings } = useSuspenseQuery(myBookingsQuery)
  const now = new Date()
  const all = bookings ?? []
  const upcoming = all.filter((booking) => isUpcoming(booking, now))
  const past = all.filter((booking) => !isUpcoming(booking, now))
  return (
    <section aria-labelledby="bookings-heading" className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 id="bookings-heading" className="text-2xl font-bold text-brand-900">
          {m.bookings_heading()}
        </h1>
        <a href={localizeHref('/termin-buchen/')} className={primaryButtonClasses}>
          {m.booking_title()}
        </a>
      </div>
      <section aria-labelledby="bookings-upcoming" className="flex flex-col gap-3">
        <h2 id="bookings-upcoming" className="text-xl font-bold text-brand-900">
          {m.bookings_upcoming()}
        </h2>
        {upcoming.length === 0 ? (
          <p className="text-ink-muted">{m.bookings_none_upcoming()}</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {upcoming.map((booking) => (
              <BookingEntry key={booking.uuid} booking={booking} now={now} />
            ))}
          </ul>
        )}
      </section>
      {past.length > 0 ? (
        <section aria-labelledby="bookings-past" className="flex flex-col gap-3">
          <h2 id="bookings-past" className="text-xl font-bold text-brand-900">
            {m.bookings_past()}
          </h2>
          <ul className="flex flex-col gap-3">
            {past.map((booking) => (
              <BookingEntry key={booking.uuid} booking={booking} now={now} />
            ))}
          </ul>
        </section>
      ) : null}
    </section>
  )
}
