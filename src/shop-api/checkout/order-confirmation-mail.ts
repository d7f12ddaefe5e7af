import type { MailMessage } from '../mail/mailer'
import type { PlacedOrder } from './checkout.schema'

const PAYMENT_TEXT: Record<PlacedOrder['paymentMethod'], string> = {
  invoice:
    'Du zahlst auf Rechnung: Die Rechnung liegt deiner Sendung bei bzw. du erhältst sie bei der Abholung.',
  prepayment:
    'Du zahlst per Vorauskasse: Die Zahlungsdaten erhältst du in einer eigenen E-Mail, sobald wir deine Bestellung geprüft haben. Wir versenden nach Zahlungseingang.',
}

/**
 * The German order confirmation (the shopper is addressed with "du", as in the storefront). It repeats what was bought, the
 * totals and where the order goes; the account's order page has the rest.
 */
export function orderConfirmationMail(input: {
  readonly to: string
  readonly order: PlacedOrder
  readonly orderLink: string | null
}): MailMessage {
  const { order } = input
  const name = order.billingAddress?.firstname ?? order.deliveryAddress?.firstname
  const lines = order.lines.map(
    (line) =>
      `${line.quantity} × ${line.name}${line.size ? ` (${line.size})` : ''}: ${line.lineTotalFormatted}`,
  )
  const destination =
    order.deliveryType === 'click_and_collect' && order.store
      ? `Abholung in der Filiale ${order.store.name}, ${order.store.city}. Wir benachrichtigen dich, sobald deine Bestellung abholbereit ist.`
      : order.deliveryAddress
        ? `Lieferung an: ${order.deliveryAddress.firstname} ${order.deliveryAddress.lastname}, ${order.deliveryAddress.street} ${order.deliveryAddress.streetNo}, ${order.deliveryAddress.postal} ${order.deliveryAddress.city}`
        : ''
  const text = [
    name ? `Hallo ${name},` : 'Hallo,',
    '',
    `vielen Dank für deine Bestellung bei Sportalpin. Deine Bestellnummer lautet ${order.number}.`,
    '',
    ...lines,
    '',
    `Zwischensumme: ${order.subtotalFormatted}`,
    `Versand: ${order.deliveryFormatted}`,
    `Gesamtsumme: ${order.totalFormatted}`,
    '',
    destination,
    PAYMENT_TEXT[order.paymentMethod],
    ...(order.loyaltyPoints > 0
      ? ['', `Für diese Bestellung erhältst du ${order.loyaltyPoints} Treuepunkte.`]
      : []),
    ...(input.orderLink ? ['', `Deine Bestellung im Kundenkonto: ${input.orderLink}`] : []),
    '',
    'Dein Sportalpin-Team',
  ].join('\n')
  return { to: input.to, subject: `Deine Bestellung ${order.number}`, text, kind: 'order-confirmation' }
}
