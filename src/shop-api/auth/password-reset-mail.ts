import type { MailMessage } from '../mail/mailer'
import { greeting, signature, storefrontLink } from '../mail/mail-locale'
import type { MailLocale } from '../mail/mail-locale'

/**
 * The link the storefront's /reset-password/ page reads its token and e-mail address from. They
 * travel in the fragment: a browser never sends it to a server (no access log of ours or of a proxy
 * holds the token) and never puts it in a Referer.
 */
export function passwordResetLink(
  storefrontOrigin: string,
  token: string,
  email: string,
  locale: MailLocale = 'de-AT',
): string {
  const url = storefrontLink(storefrontOrigin, '/reset-password/', locale)
  url.hash = new URLSearchParams({ token, email }).toString()
  return url.toString()
}

/** The password-reset mail, in the language of the page it was asked for on. */
export function passwordResetMail(input: {
  readonly to: string
  readonly firstName: string
  readonly link: string
  readonly validMinutes: number
  readonly locale: MailLocale
}): MailMessage {
  const english = input.locale === 'en'
  const text = [
    greeting(input.locale, input.firstName),
    '',
    english
      ? 'you asked to reset the password of your customer account. Set a new password with this link:'
      : 'du hast angefordert, das Passwort deines Kundenkontos zurückzusetzen. Über diesen Link legst du ein neues Passwort fest:',
    '',
    input.link,
    '',
    english
      ? `The link is valid for ${input.validMinutes} minutes and can be used once.`
      : `Der Link ist ${input.validMinutes} Minuten gültig und kann nur einmal verwendet werden.`,
    english
      ? 'If you did not ask for this, simply ignore this e-mail – your password stays as it is.'
      : 'Wenn du das nicht angefordert hast, ignoriere diese E-Mail einfach – dein Passwort bleibt unverändert.',
    '',
    signature(input.locale),
  ].join('\n')
  const subject = english ? 'Your link to reset your password' : 'Dein Link zum Zurücksetzen des Passworts'
  return { to: input.to, subject, text, kind: 'password-reset' }
}
