import type { MailMessage } from '../mail/mailer'
import { greeting, signature } from '../mail/mail-locale'
import type { MailLocale } from '../mail/mail-locale'

export interface CancelledUnit {
  readonly name: string
  readonly size: string
  readonly quantity: number
}

/**
 * Says what was cancelled of an order, in the language of the page the cancellation was made on:
 * the whole order, or the named units, and what is still due.
 */
export function orderCancellationMail(input: {
  readonly to: string
  readonly firstName: string | undefined
  readonly number: string
  readonly whole: boolean
  readonly units: readonly CancelledUnit[]
  readonly amountFormatted: string
  readonly dueFormatted: string
  readonly paymentMethod: string
  readonly orderLink: string | null
  readonly locale: MailLocale
}): MailMessage {
  const english = input.locale === 'en'
  const units = input.units.map(
    (unit) => `${unit.quantity} × ${unit.name}${unit.size ? ` (${unit.size})` : ''}`,
  )
  const refund =
    input.paymentMethod === 'prepayment'
      ? english
        ? 'If you have already paid, we will refund the amount to your account within 14 days.'
        : 'Falls du schon bezahlt hast, überweisen wir dir den Betrag innerhalb von 14 Tagen zurück.'
      : english
        ? 'You pay by invoice: the cancelled items will not be charged.'
        : 'Du zahlst auf Rechnung: Die stornierten Artikel werden dir nicht verrechnet.'
  const text = [
    greeting(input.locale, input.firstName),
    '',
    input.whole
      ? english
        ? `your order ${input.number} has been cancelled.`
        : `deine Bestellung ${input.number} ist storniert.`
      : english
        ? `we have cancelled these items of your order ${input.number}:`
        : `wir haben diese Artikel deiner Bestellung ${input.number} storniert:`,
    '',
    ...units,
    '',
    `${english ? 'Cancelled' : 'Storniert'}: ${input.amountFormatted}`,
    ...(input.whole ? [] : [`${english ? 'Still to pay' : 'Noch zu zahlen'}: ${input.dueFormatted}`]),
    '',
    refund,
    ...(input.orderLink
      ? [
          '',
          `${english ? 'Your order in your account' : 'Deine Bestellung im Kundenkonto'}: ${input.orderLink}`,
        ]
      : []),
    '',
    signature(input.locale),
  ].join('\n')
  const subject = input.whole
    ? `${english ? 'Order cancelled' : 'Bestellung storniert'}: ${input.number}`
    : `${english ? 'Items cancelled from your order' : 'Artikel storniert aus deiner Bestellung'} ${input.number}`
  return { to: input.to, subject, text, kind: 'order-cancellation' }
}
