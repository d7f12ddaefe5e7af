import type { MailMessage } from '../mail/mailer'
import { greeting, signature, storefrontLink } from '../mail/mail-locale'
import type { MailLocale } from '../mail/mail-locale'

/**
 * The storefront page that confirms the address: it posts the token to POST /api/v1/auth/doi/{token}/.
 * The token (base64url, 43 characters) is the secret that only this mail holds.
 */
export function doiLink(storefrontOrigin: string, token: string, locale: MailLocale = 'de-AT'): string {
  return storefrontLink(storefrontOrigin, `/doi/thankyou/${encodeURIComponent(token)}/`, locale).toString()
}

/** The double opt-in mail sent after a registration, in the language of the registration page. */
export function doiMail(input: {
  readonly to: string
  readonly firstName: string
  readonly link: string
  readonly locale: MailLocale
}): MailMessage {
  const english = input.locale === 'en'
  const text = [
    greeting(input.locale, input.firstName),
    '',
    english
      ? 'thank you for registering with Sportalpin. Please confirm your e-mail address with this link:'
      : 'vielen Dank für deine Registrierung bei Sportalpin. Bitte bestätige deine E-Mail-Adresse über diesen Link:',
    '',
    input.link,
    '',
    english
      ? 'If you did not register with us, simply ignore this e-mail.'
      : 'Wenn du dich nicht bei uns registriert hast, ignoriere diese E-Mail einfach.',
    '',
    signature(input.locale),
  ].join('\n')
  const subject = english ? 'Please confirm your e-mail address' : 'Bitte bestätige deine E-Mail-Adresse'
  return { to: input.to, subject, text, kind: 'doi' }
}
