import type { MailMessage } from '../mail/mailer'
import { greeting, signature } from '../mail/mail-locale'
import type { MailLocale } from '../mail/mail-locale'
import type { PlacedOrder } from './checkout.schema'

const PAYMENT_TEXT: Record<MailLocale, Record<PlacedOrder['paymentMethod'], string>> = {
  'de-AT': {
    invoice:
      'Du zahlst auf Rechnung: Die Rechnung liegt deiner Sendung bei bzw. du erhältst sie bei der Abholung.',
    prepayment:
      'Du zahlst per Vorauskasse: Die Zahlungsdaten erhältst du in einer eigenen E-Mail, sobald wir deine Bestellung geprüft haben. Wir versenden nach Zahlungseingang.',
  },
  en: {
    invoice:
      'You pay by invoice: the invoice comes with your parcel, or you receive it when you collect your order.',
    prepayment:
      'You pay in advance: you will receive the payment details in a separate e-mail as soon as we have checked your order. We ship once the payment has arrived.',
  },
}

/**
 * The order confirmation, in the language of the checkout page it was placed on. It repeats what was
 * bought, the totals and where the order goes; the account's order page has the rest.
 */
export function orderConfirmationMail(input: {
  readonly to: string
  readonly order: PlacedOrder
  readonly orderLink: string | null
  readonly locale: MailLocale
}): MailMessage {
  const { order, locale } = input
  const english = locale === 'en'
  const name = order.billingAddress?.firstname ?? order.deliveryAddress?.firstname
  const lines = order.lines.map(
    (line) =>
      `${line.quantity} × ${line.name}${line.size ? ` (${line.size})` : ''}: ${line.lineTotalFormatted}`,
  )
  const address = order.deliveryAddress
  const destination =
    order.deliveryType === 'click_and_collect' && order.store
      ? english
        ? `Collection at the ${order.store.name} store, ${order.store.city}. We will let you know as soon as your order is ready for collection.`
        : `Abholung in der Filiale ${order.store.name}, ${order.store.city}. Wir benachrichtigen dich, sobald deine Bestellung abholbereit ist.`
      : address
        ? `${english ? 'Delivery to' : 'Lieferung an'}: ${address.firstname} ${address.lastname}, ${address.street} ${address.streetNo}, ${address.postal} ${address.city}`
        : ''
  const text = [
    greeting(locale, name),
    '',
    english
      ? `thank you for your order with Sportalpin. Your order number is ${order.number}.`
      : `vielen Dank für deine Bestellung bei Sportalpin. Deine Bestellnummer lautet ${order.number}.`,
    '',
    ...lines,
    '',
    `${english ? 'Subtotal' : 'Zwischensumme'}: ${order.subtotalFormatted}`,
    `${english ? 'Shipping' : 'Versand'}: ${order.deliveryFormatted}`,
    `${english ? 'Total' : 'Gesamtsumme'}: ${order.totalFormatted}`,
    '',
    destination,
    PAYMENT_TEXT[locale][order.paymentMethod],
    ...(order.loyaltyPoints > 0
      ? [
          '',
          english
            ? `You earn ${order.loyaltyPoints} loyalty points with this order.`
            : `Für diese Bestellung erhältst du ${order.loyaltyPoints} Treuepunkte.`,
        ]
      : []),
    ...(input.orderLink
      ? [
          '',
          `${english ? 'Your order in your account' : 'Deine Bestellung im Kundenkonto'}: ${input.orderLink}`,
        ]
      : []),
    '',
    signature(locale),
  ].join('\n')
  const subject = `${english ? 'Your order' : 'Deine Bestellung'} ${order.number}`
  return { to: input.to, subject, text, kind: 'order-confirmation' }
}
