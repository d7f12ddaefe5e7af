import type { ReturnMethod, ReturnReason } from '../db/schema'
import type { MailAttachment, MailMessage } from '../mail/mailer'
import { greeting, signature } from '../mail/mail-locale'
import type { MailLocale } from '../mail/mail-locale'

/** Why a piece comes back, as the label and the mails name it. */
export const returnReasonText: Readonly<Record<MailLocale, Readonly<Record<ReturnReason, string>>>> = {
  'de-AT': {
    too_small: 'Zu klein',
    too_big: 'Zu groß',
    not_as_described: 'Entspricht nicht der Beschreibung',
    damaged: 'Beschädigt oder fehlerhaft',
    wrong_item: 'Falscher Artikel geliefert',
    changed_mind: 'Gefällt mir nicht',
    other: 'Anderer Grund',
  },
  en: {
    too_small: 'Too small',
    too_big: 'Too big',
    not_as_described: 'Not as described',
    damaged: 'Damaged or faulty',
    wrong_item: 'Wrong item delivered',
    changed_mind: 'Changed my mind',
    other: 'Other reason',
  },
}

export interface ReturnedUnit {
  readonly name: string
  readonly size: string
  readonly quantity: number
}

const unitLine = (unit: ReturnedUnit) =>
  `${unit.quantity} × ${unit.name}${unit.size ? ` (${unit.size})` : ''}`

/** `2026-12-01` as the mail's language writes a day. */
export function formatDay(isoDay: string, locale: MailLocale): string {
  const [year, month, day] = isoDay.split('-')
  return locale === 'en' ? `${day}/${month}/${year}` : `${day}.${month}.${year}`
}

/** Confirms a registered return, with its label attached and how the parcel comes back. */
export function orderReturnMail(input: {
  readonly to: string
  readonly firstName: string | undefined
  readonly number: string
  readonly code: string
  readonly method: ReturnMethod
  readonly pickupDate: string | null
  readonly storeName: string | null
  readonly units: readonly ReturnedUnit[]
  readonly orderLink: string
  readonly label: MailAttachment
  readonly locale: MailLocale
}): MailMessage {
  const english = input.locale === 'en'
  const how =
    input.method === 'pickup'
      ? english
        ? `We will pick up the parcel at your delivery address on ${formatDay(input.pickupDate ?? '', input.locale)}.`
        : `Wir holen das Paket am ${formatDay(input.pickupDate ?? '', input.locale)} an deiner Lieferadresse ab.`
      : english
        ? `Please hand in the parcel at our store ${input.storeName ?? ''}.`
        : `Gib das Paket bitte in unserer Filiale ${input.storeName ?? ''} ab.`
  const text = [
    greeting(input.locale, input.firstName),
    '',
    english
      ? `we have registered your return of these items of order ${input.number}:`
      : `wir haben deine Rücksendung dieser Artikel der Bestellung ${input.number} erfasst:`,
    '',
    ...input.units.map(unitLine),
    '',
    `${english ? 'Return code' : 'Rücksendecode'}: ${input.code}`,
    '',
    english
      ? 'Print the attached label and stick it on the parcel where it can be seen.'
      : 'Druck das angehängte Etikett aus und kleb es gut sichtbar auf das Paket.',
    how,
    english
      ? 'Once the parcel has arrived, we will refund the items within 14 days.'
      : 'Sobald das Paket bei uns ist, erstatten wir dir die Artikel innerhalb von 14 Tagen.',
    '',
    `${english ? 'Your order in your account' : 'Deine Bestellung im Kundenkonto'}: ${input.orderLink}`,
    '',
    signature(input.locale),
  ].join('\n')
  return {
    to: input.to,
    subject: `${english ? 'Your return' : 'Deine Rücksendung'} ${input.code}`,
    text,
    kind: 'order-return',
    attachments: [input.label],
  }
}

/** Says that a return arrived and what is refunded. */
export function orderRefundMail(input: {
  readonly to: string
  readonly firstName: string | undefined
  readonly number: string
  readonly code: string
  readonly refundFormatted: string
  readonly paymentMethod: string
  readonly orderLink: string
  readonly locale: MailLocale
}): MailMessage {
  const english = input.locale === 'en'
  const how =
    input.paymentMethod === 'prepayment'
      ? english
        ? 'We will transfer the amount to your account within 14 days.'
        : 'Wir überweisen dir den Betrag innerhalb von 14 Tagen auf dein Konto.'
      : english
        ? 'You pay by invoice: the returned items will not be charged, or we refund what you paid for them.'
        : 'Du zahlst auf Rechnung: Die zurückgeschickten Artikel werden dir nicht verrechnet oder wir erstatten dir, was du dafür bezahlt hast.'
  const text = [
    greeting(input.locale, input.firstName),
    '',
    english
      ? `your return ${input.code} of order ${input.number} has arrived.`
      : `deine Rücksendung ${input.code} der Bestellung ${input.number} ist bei uns angekommen.`,
    '',
    `${english ? 'Refund' : 'Erstattung'}: ${input.refundFormatted}`,
    how,
    '',
    `${english ? 'Your order in your account' : 'Deine Bestellung im Kundenkonto'}: ${input.orderLink}`,
    '',
    signature(input.locale),
  ].join('\n')
  return {
    to: input.to,
    subject: `${english ? 'Return received' : 'Rücksendung angekommen'}: ${input.number}`,
    text,
    kind: 'order-refund',
  }
}
