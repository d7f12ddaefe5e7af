import type { MailMessage } from '../mail/mailer'

/** The storefront page that confirms an alert: it posts the token to the confirmation endpoint. */
export function stockAlertConfirmLink(storefrontOrigin: string, token: string): string {
  return new URL(`/benachrichtigung/bestaetigen/${encodeURIComponent(token)}/`, storefrontOrigin).toString()
}

export function productLink(storefrontOrigin: string, productUrl: string): string {
  return new URL(productUrl, storefrontOrigin).toString()
}

interface AlertSubject {
  readonly to: string
  /** "{brand} {name}" as the product page names it. */
  readonly product: string
  readonly size: string
}

/** Double opt-in of a visitor's alert: nothing is sent about stock until the address is confirmed. */
export function stockAlertConfirmMail(input: AlertSubject & { readonly link: string }): MailMessage {
  const text = [
    'Hallo,',
    '',
    `Du möchtest benachrichtigt werden, sobald ${input.product} in Größe ${input.size} wieder verfügbar ist. Bitte bestätige deine E-Mail-Adresse über diesen Link:`,
    '',
    input.link,
    '',
    'Wenn du das nicht angefordert hast, ignoriere diese E-Mail einfach: ohne Bestätigung schicken wir dir nichts.',
    '',
    'Dein Sportalpin-Team',
  ].join('\n')
  return {
    to: input.to,
    subject: 'Bitte bestätige deine Verfügbarkeits-Benachrichtigung',
    text,
    kind: 'stock-alert-confirm',
  }
}

/** The one mail an alert sends when its size is back; the alert is closed with it. */
export function backInStockMail(input: AlertSubject & { readonly link: string }): MailMessage {
  const text = [
    'Hallo,',
    '',
    `gute Nachricht: ${input.product} ist in Größe ${input.size} wieder verfügbar.`,
    '',
    input.link,
    '',
    'Diese Benachrichtigung ist damit erledigt; wir schreiben dir dazu nicht noch einmal.',
    '',
    'Dein Sportalpin-Team',
  ].join('\n')
  return {
    to: input.to,
    subject: `Wieder verfügbar: ${input.product} in Größe ${input.size}`,
    text,
    kind: 'back-in-stock',
  }
}
