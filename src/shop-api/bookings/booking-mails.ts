/**
 * The mails of service and rental booking, in the language the booking was made in, each with an
 * iCalendar file so the appointment lands in the shopper's calendar at the right Vienna time (and
 * leaves it again when cancelled). German addresses the shopper with "du", as the whole shop does.
 */
import type { ApiLocale } from '../http/locale'
import { greeting, signature } from '../mail/mail-locale'
import type { MailAttachment, MailMessage } from '../mail/mailer'
import { bookingCalendar, calendarContentType } from './booking-calendar'
import type { BookingAnswer } from './bookings.service'

export interface BookingMailInput {
  readonly booking: BookingAnswer
  readonly locale: ApiLocale
  /** The booking's page (view, cancel); the confirmation's link carries the key that opens it anywhere. */
  readonly link: string
  readonly now: Date
}

const intlLocale = (locale: ApiLocale) => (locale === 'en' ? 'en-GB' : 'de-AT')

function when(booking: BookingAnswer, locale: ApiLocale): string {
  if (booking.startsAt !== null) {
    return new Intl.DateTimeFormat(intlLocale(locale), {
      timeZone: 'Europe/Vienna',
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    }).format(new Date(booking.startsAt))
  }
  const day = (date: string | null) =>
    new Intl.DateTimeFormat(intlLocale(locale), {
      timeZone: 'UTC',
      weekday: 'long',
      day: 'numeric',
      month: 'long',
    }).format(new Date(`${date ?? ''}T12:00:00Z`))
  return `${day(booking.firstDay)} – ${day(booking.lastDay)}`
}

function price(cents: number, locale: ApiLocale): string {
  if (cents === 0) return locale === 'en' ? 'free of charge' : 'kostenlos'
  return new Intl.NumberFormat(intlLocale(locale), { style: 'currency', currency: 'EUR' }).format(cents / 100)
}

const address = (booking: BookingAnswer) =>
  `${booking.store.name}, ${booking.store.street} ${booking.store.streetNo}, ${booking.store.postal} ${booking.store.city}`

function calendarFile(input: BookingMailInput, cancelled: boolean): MailAttachment {
  const { booking } = input
  const timing =
    booking.startsAt !== null && booking.endsAt !== null
      ? {
          kind: 'appointment' as const,
          startsAt: new Date(booking.startsAt),
          endsAt: new Date(booking.endsAt),
        }
      : { kind: 'days' as const, firstDay: booking.firstDay ?? '', lastDay: booking.lastDay ?? '' }
  const text = bookingCalendar({
    uid: `${booking.uuid}@sportalpin.at`,
    timing,
    summary: `${booking.service.name} – ${booking.store.name}`,
    description: [booking.service.bring, input.link].join('\n'),
    location: address(booking),
    url: input.link,
    stampedAt: input.now,
    cancelled,
  })
  return {
    filename: input.locale === 'en' ? 'appointment.ics' : 'termin.ics',
    contentType: calendarContentType(cancelled),
    content: new TextEncoder().encode(text),
  }
}

function rentalLine(booking: BookingAnswer, locale: ApiLocale): string[] {
  if (!booking.rental) return []
  return locale === 'en'
    ? [`Equipment: ${booking.rental.categoryName}, size ${booking.rental.size}`]
    : [`Ausrüstung: ${booking.rental.categoryName}, Größe ${booking.rental.size}`]
}

export function bookingConfirmationMail(input: BookingMailInput): MailMessage {
  const { booking, locale } = input
  const attachments = [calendarFile(input, false)]
  if (locale === 'en') {
    return {
      to: booking.email,
      kind: 'booking-confirmation',
      subject: `Booked: ${booking.service.name} at ${booking.store.name}, ${when(booking, locale)}`,
      text: [
        greeting('en', booking.name.split(' ')[0]),
        '',
        `you have booked ${booking.service.name} at ${address(booking)}.`,
        '',
        `When: ${when(booking, locale)}`,
        ...rentalLine(booking, locale),
        `Price: ${price(booking.priceCents, locale)}, paid in the store`,
        `Please bring: ${booking.service.bring}`,
        '',
        'The appointment is attached for your calendar. Plans changed? You can cancel up to 24 hours before:',
        input.link,
        '',
        signature('en'),
      ].join('\n'),
      attachments,
    }
  }
  return {
    to: booking.email,
    kind: 'booking-confirmation',
    subject: `Gebucht: ${booking.service.name} in der Filiale ${booking.store.name}, ${when(booking, locale)}`,
    text: [
      greeting('de-AT', booking.name.split(' ')[0]),
      '',
      `du hast ${booking.service.name} in der Filiale ${address(booking)} gebucht.`,
      '',
      `Wann: ${when(booking, locale)}`,
      ...rentalLine(booking, locale),
      `Preis: ${price(booking.priceCents, locale)}, bezahlt wird in der Filiale`,
      `Bitte mitbringen: ${booking.service.bring}`,
      '',
      'Den Termin für deinen Kalender findest du im Anhang. Doch keine Zeit? Bis 24 Stunden vorher kannst du hier stornieren:',
      input.link,
      '',
      signature('de-AT'),
    ].join('\n'),
    attachments,
  }
}

export function bookingCancelledMail(input: BookingMailInput): MailMessage {
  const { booking, locale } = input
  const attachments = [calendarFile(input, true)]
  if (locale === 'en') {
    return {
      to: booking.email,
      kind: 'booking-cancelled',
      subject: `Cancelled: ${booking.service.name} at ${booking.store.name}`,
      text: [
        greeting('en', booking.name.split(' ')[0]),
        '',
        `your booking of ${booking.service.name} at ${booking.store.name} (${when(booking, locale)}) is cancelled. The attached file removes it from your calendar.`,
        '',
        signature('en'),
      ].join('\n'),
      attachments,
    }
  }
  return {
    to: booking.email,
    kind: 'booking-cancelled',
    subject: `Storniert: ${booking.service.name} in der Filiale ${booking.store.name}`,
    text: [
      greeting('de-AT', booking.name.split(' ')[0]),
      '',
      `deine Buchung von ${booking.service.name} in der Filiale ${booking.store.name} (${when(booking, locale)}) ist storniert. Mit der Datei im Anhang verschwindet der Termin aus deinem Kalender.`,
      '',
      signature('de-AT'),
    ].join('\n'),
    attachments,
  }
}
