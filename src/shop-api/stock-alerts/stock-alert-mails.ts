import type { MailMessage } from '../mail/mailer'
import { signature, storefrontLink } from '../mail/mail-locale'
import type { MailLocale } from '../mail/mail-locale'

/** The storefront page that confirms an alert: it posts the token to the confirmation endpoint. */
export function stockAlertConfirmLink(
  storefrontOrigin: string,
  token: string,
  locale: MailLocale = 'de-AT',
): string {
  return storefrontLink(
    storefrontOrigin,
    `/benachrichtigung/bestaetigen/${encodeURIComponent(token)}/`,
    locale,
  ).toString()
}

export function productLink(
  storefrontOrigin: string,
  productUrl: string,
  locale: MailLocale = 'de-AT',
): string {
  return storefrontLink(storefrontOrigin, productUrl, locale).toString()
}

interface AlertSubject {
  readonly to: string
  /** "{brand} {name}" as the product page names it. */
  readonly product: string
  readonly size: string
  /** The language of the product page the alert was asked for on. */
  readonly locale: MailLocale
}

/** Double opt-in of a visitor's alert: nothing is sent about stock until the address is confirmed. */
export function stockAlertConfirmMail(input: AlertSubject & { readonly link: string }): MailMessage {
  const english = input.locale === 'en'
  const text = [
    english ? 'Hello,' : 'Hallo,',
    '',
    english
      ? `you would like to hear as soon as ${input.product} is back in size ${input.size}. Please confirm your e-mail address with this link:`
      : `du möchtest benachrichtigt werden, sobald ${input.product} in Größe ${input.size} wieder verfügbar ist. Bitte bestätige deine E-Mail-Adresse über diesen Link:`,
    '',
    input.link,
    '',
    english
      ? 'If you did not ask for this, simply ignore this e-mail: without a confirmation we send you nothing.'
      : 'Wenn du das nicht angefordert hast, ignoriere diese E-Mail einfach: ohne Bestätigung schicken wir dir nichts.',
    '',
    signature(input.locale),
  ].join('\n')
  return {
    to: input.to,
    subject: english
      ? 'Please confirm your back-in-stock alert'
      : 'Bitte bestätige deine Verfügbarkeits-Benachrichtigung',
    text,
    kind: 'stock-alert-confirm',
  }
}

/** The one mail an alert sends when its size is back; the alert is closed with it. */
export function backInStockMail(input: AlertSubject & { readonly link: string }): MailMessage {
  const english = input.locale === 'en'
  const text = [
    english ? 'Hello,' : 'Hallo,',
    '',
    english
      ? `good news: ${input.product} is back in size ${input.size}.`
      : `gute Nachricht: ${input.product} ist in Größe ${input.size} wieder verfügbar.`,
    '',
    input.link,
    '',
    english
      ? 'This alert is done with that; we will not write to you about it again.'
      : 'Diese Benachrichtigung ist damit erledigt; wir schreiben dir dazu nicht noch einmal.',
    '',
    signature(input.locale),
  ].join('\n')
  return {
    to: input.to,
    subject: english
      ? `Back in stock: ${input.product} in size ${input.size}`
      : `Wieder verfügbar: ${input.product} in Größe ${input.size}`,
    text,
    kind: 'back-in-stock',
  }
}
