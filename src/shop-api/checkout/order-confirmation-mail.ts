import type { MailMessage } from '../mail/mailer'
import type { PlacedOrder } from './checkout.schema'

const PAYMENT_TEXT: Record<PlacedOrder['paymentMethod'], string> = {
  invoice:
    'Sie zahlen auf Rechnung: Die Rechnung liegt Ihrer Sendung bei bzw. erhalten Sie bei der Abholung.',
  prepayment:
    'Sie zahlen per Vorauskasse: Die Zahlungsdaten erhalten Sie in einer eigenen E-Mail, sobald wir Ihre Bestellung geprüft haben. Wir versenden nach Zahlungseingang.',
}

/**
 * The German order confirmation (customers are addressed formally). It repeats what was bought, the
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
      ? `Abholung in der Filiale ${order.store.name}, ${order.store.city}. Wir benachrichtigen Sie, sobald Ihre Bestellung abholbereit ist.`
      : order.deliveryAddress
        ? `Lieferung an: ${order.deliveryAddress.firstname} ${order.deliveryAddress.lastname}, ${order.deliveryAddress.street} ${order.deliveryAddress.streetNo}, ${order.deliveryAddress.postal} ${order.deliveryAddress.city}`
        : ''
  const text = [
    name ? `Hallo ${name},` : 'Hallo,',
    '',
    `vielen Dank für Ihre Bestellung bei Sportalpin. Ihre Bestellnummer lautet ${order.number}.`,
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
      ? ['', `Für diese Bestellung erhalten Sie ${order.loyaltyPoints} Treuepunkte.`]
      : []),
    ...(input.orderLink ? ['', `Ihre Bestellung im Kundenkonto: ${input.orderLink}`] : []),
    '',
    'Ihr Sportalpin-Team',
  ].join('\n')
  return { to: input.to, subject: `Ihre Bestellung ${order.number}`, text, kind: 'order-confirmation' }
}
