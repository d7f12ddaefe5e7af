/**
 * The mails of click & reserve, in the language of the page the reservation was made on. German
 * addresses the shopper with "du", as the whole shop does.
 */
import type { MailMessage } from '../mail/mailer'
import { greeting, signature, storefrontLink } from '../mail/mail-locale'
import type { ApiLocale } from '../http/locale'

export interface ReservationMailInput {
  readonly to: string
  readonly name: string
  readonly locale: ApiLocale
  readonly product: string
  readonly size: string
  readonly storeName: string
  readonly storeAddress: string
  readonly pickupCode: string
  readonly expiresAt: Date
  /** The reservation's page in the storefront (view, cancel). */
  readonly link: string
}

function heldUntil(at: Date, locale: ApiLocale): string {
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'de-AT', {
    timeZone: 'Europe/Vienna',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
  }).format(at)
}

/** The storefront page of a reservation, in the language it was made in. */
export function reservationLink(storefrontOrigin: string, uuid: string, locale: ApiLocale): string {
  return storefrontLink(storefrontOrigin, `/reservierung/${uuid}/`, locale).toString()
}

export function reservationConfirmationMail(input: ReservationMailInput): MailMessage {
  const until = heldUntil(input.expiresAt, input.locale)
  if (input.locale === 'en') {
    return {
      to: input.to,
      kind: 'reservation-confirmation',
      subject: `Reserved for you: ${input.product}, size ${input.size} – code ${input.pickupCode}`,
      text: [
        greeting('en', input.name),
        '',
        `we have put ${input.product} in size ${input.size} aside for you at ${input.storeName} (${input.storeAddress}).`,
        '',
        `Your pick-up code: ${input.pickupCode}`,
        `Reserved until: ${until}`,
        '',
        'Say the code at the counter and pay in the store. Plans changed? Cancel the reservation here:',
        input.link,
        '',
        signature('en'),
      ].join('\n'),
    }
  }
  return {
    to: input.to,
    kind: 'reservation-confirmation',
    subject: `Für dich reserviert: ${input.product}, Größe ${input.size} – Code ${input.pickupCode}`,
    text: [
      greeting('de-AT', input.name),
      '',
      `wir haben ${input.product} in Größe ${input.size} in der Filiale ${input.storeName} (${input.storeAddress}) für dich zurückgelegt.`,
      '',
      `Dein Abholcode: ${input.pickupCode}`,
      `Reserviert bis: ${until}`,
      '',
      'Nenne den Code an der Kassa und bezahle in der Filiale. Doch keine Zeit? Hier kannst du die Reservierung stornieren:',
      input.link,
      '',
      signature('de-AT'),
    ].join('\n'),
  }
}

export function reservationCancelledMail(input: ReservationMailInput): MailMessage {
  if (input.locale === 'en') {
    return {
      to: input.to,
      kind: 'reservation-cancelled',
      subject: `Reservation cancelled: ${input.product}, size ${input.size}`,
      text: [
        greeting('en', input.name),
        '',
        `your reservation ${input.pickupCode} of ${input.product} in size ${input.size} at ${input.storeName} is cancelled.`,
        '',
        signature('en'),
      ].join('\n'),
    }
  }
  return {
    to: input.to,
    kind: 'reservation-cancelled',
    subject: `Reservierung storniert: ${input.product}, Größe ${input.size}`,
    text: [
      greeting('de-AT', input.name),
      '',
      `deine Reservierung ${input.pickupCode} von ${input.product} in Größe ${input.size} in der Filiale ${input.storeName} ist storniert.`,
      '',
      signature('de-AT'),
    ].join('\n'),
  }
}
