import { formatDateTime, formatMoney } from '~/lib/format'
import { localizeHref } from '~/lib/locale-url'
import { viennaMoment } from '~/lib/opening-hours'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import type { Booking } from '~/shop-client/schemas/bookings.schema'
import { FormMessage, linkClasses, primaryButtonClasses, secondaryButtonClasses } from '~/ui/form-controls'

const sectionClasses = 'flex flex-col gap-3 rounded-lg border border-line bg-surface p-4 md:p-6'

function dayLabel(date: string): string {
  return new Intl.DateTimeFormat(getLocale() === 'en' ? 'en-GB' : 'de-AT', {
    timeZone: 'UTC',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(`${date}T12:00:00Z`))
}

/** When the booking is: an appointment's start, or a rental's pick-up and return days. */
export function bookingWhen(booking: Booking): string {
  if (booking.startsAt !== null) return formatDateTime(new Date(booking.startsAt), getLocale())
  return `${dayLabel(booking.firstDay ?? '')} – ${dayLabel(booking.lastDay ?? '')}`
}

/** Whether a booking has begun (an appointment) or its pick-up day has come (a rental). */
function isOver(booking: Booking, now: Date): boolean {
  if (booking.startsAt !== null) return Date.parse(booking.startsAt) <= now.getTime()
  return (booking.firstDay ?? '') <= viennaMoment(now).date
}

const skillLabel = (skill: number) =>
  skill === 1
    ? m.booking_rental_skill_1()
    : skill === 3
      ? m.booking_rental_skill_3()
      : m.booking_rental_skill_2()

/**
 * One booking for whoever made it, or for anyone with the mail's link: what, where and when, what
 * to bring, and the cancel button until 24 hours before (a plain post; the page has no script).
 */
export function BookingPage({
  booking,
  bookingKey,
  cancelError,
  now,
}: {
  booking: Booking
  bookingKey: string | undefined
  cancelError: string | undefined
  now: Date
}) {
  const cancelled = booking.status === 'cancelled'
  const cancellable = !cancelled && now.getTime() < Date.parse(booking.cancellableUntil)
  const action = `${localizeHref(`/termin/${booking.uuid}/`)}${bookingKey ? `?key=${encodeURIComponent(bookingKey)}` : ''}`
  const store = booking.store
  return (
    <div className="page-container flex max-w-3xl flex-col gap-6 py-8">
      <div className="flex flex-col gap-2">
        <h1 className="font-display text-3xl font-bold text-brand-900 uppercase">
          {cancelled ? m.booking_cancelled_heading() : m.booking_booked_heading()}
        </h1>
        <p role="status" className="text-lg">
          {cancelled
            ? m.booking_cancelled_text({ service: booking.service.name })
            : m.booking_booked_text({ service: booking.service.name, email: booking.email })}
        </p>
      </div>
      <section aria-labelledby="booking-details" className={sectionClasses}>
        <h2 id="booking-details" className="font-display text-xl font-bold text-brand-900">
          {booking.service.name}
        </h2>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          <dt className="font-semibold">{m.booking_when()}</dt>
          <dd>{bookingWhen(booking)}</dd>
          <dt className="font-semibold">{m.booking_step_store()}</dt>
          <dd>
            <a href={localizeHref(store.url)} className={linkClasses}>
              {store.name}
            </a>
            , {store.street} {store.streetNo}, {store.postal} {store.city}
          </dd>
          {booking.rental ? (
            <>
              <dt className="font-semibold">{m.booking_rental_equipment()}</dt>
              <dd>
                {booking.rental.categoryName}, {m.booking_rental_size()} {booking.rental.size}
              </dd>
              <dt className="font-semibold">{m.booking_rental_fitting()}</dt>
              <dd>
                {m.booking_rental_fitting_values({
                  height: booking.rental.fitting.heightCm,
                  weight: booking.rental.fitting.weightKg,
                  shoe: booking.rental.fitting.shoeSize,
                })}
                , {skillLabel(booking.rental.fitting.skill)}
              </dd>
            </>
          ) : null}
          <dt className="font-semibold">{m.booking_price()}</dt>
          <dd>
            {booking.priceCents === 0
              ? m.booking_free()
              : `${formatMoney(booking.priceCents / 100, getLocale())} ${m.booking_paid_in_store()}`}
          </dd>
          <dt className="font-semibold">{m.booking_for()}</dt>
          <dd>
            {booking.name}, {booking.email}
            {booking.phone ? `, ${booking.phone}` : ''}
          </dd>
          {booking.note ? (
            <>
              <dt className="font-semibold">{m.booking_field_note()}</dt>
              <dd>{booking.note}</dd>
            </>
          ) : null}
        </dl>
        {!cancelled ? <p className="text-sm">{m.booking_bring({ what: booking.service.bring })}</p> : null}
      </section>
      {cancellable ? (
        <section aria-labelledby="booking-cancel" className={sectionClasses}>
          <h2 id="booking-cancel" className="font-display text-xl font-bold text-brand-900">
            {m.booking_cancel_heading()}
          </h2>
          <p className="text-sm">
            {m.booking_cancel_until({
              until: formatDateTime(new Date(booking.cancellableUntil), getLocale()),
            })}
          </p>
          {cancelError ? <FormMessage tone="error">{cancelError}</FormMessage> : null}
          <form method="post" action={action}>
            <button type="submit" className={secondaryButtonClasses}>
              {m.booking_cancel_button()}
            </button>
          </form>
        </section>
      ) : cancelled ? null : isOver(booking, now) ? (
        <p className="text-sm">{m.booking_over()}</p>
      ) : (
        <p className="text-sm">
          {cancelError ? `${cancelError} ` : ''}
          {m.booking_cancel_call({ phone: store.phone })}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-4">
        <a href={localizeHref(`/termin-buchen/?store=${String(store.id)}`)} className={primaryButtonClasses}>
          {m.booking_book_another()}
        </a>
        <a href={localizeHref('/my-account/bookings/')} className={linkClasses}>
          {m.booking_all_bookings()}
        </a>
      </div>
    </div>
  )
}
