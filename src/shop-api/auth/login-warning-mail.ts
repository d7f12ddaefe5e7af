import type { MailMessage } from '../mail/mailer'
import { greeting, signature, storefrontLink } from '../mail/mail-locale'
import type { MailLocale } from '../mail/mail-locale'

/** The storefront page where a customer asks for a password-reset link. */
export function forgotPasswordLink(storefrontOrigin: string, locale: MailLocale = 'de-AT'): string {
  return storefrontLink(storefrontOrigin, '/forgot-password/', locale).toString()
}

/**
 * The mail that tells the owner strangers' wrong passwords have blocked logins to the account from
 * new devices (sent at most once an hour), in the account's language. It names no address, device
 * or time of the attempts: the mail may be read by someone else, and the owner needs only what to do.
 */
export function loginWarningMail(input: {
  readonly to: string
  readonly firstName: string
  readonly forgotPasswordLink: string
  readonly locale: MailLocale
}): MailMessage {
  const english = input.locale === 'en'
  const text = [
    greeting(input.locale, input.firstName),
    '',
    english
      ? 'a wrong password was entered several times in a row for your Sportalpin customer account. To protect you, logins from new devices are now blocked for a short time.'
      : 'für dein Sportalpin-Kundenkonto wurde mehrmals hintereinander ein falsches Passwort eingegeben. Zu deinem Schutz sind Anmeldungen von neuen Geräten jetzt für kurze Zeit gesperrt.',
    '',
    english
      ? 'On the devices you have logged in with before, you can still log in.'
      : 'Auf den Geräten, mit denen du dich schon bei uns angemeldet hast, kannst du dich weiterhin anmelden.',
    '',
    english
      ? 'Was that not you? Then it is best to choose a new password:'
      : 'Warst du das nicht? Dann wähle am besten ein neues Passwort:',
    '',
    input.forgotPasswordLink,
    '',
    english
      ? 'If you only mistyped, there is nothing to do.'
      : 'Wenn du dich nur vertippt hast, brauchst du nichts zu tun.',
    '',
    signature(input.locale),
  ].join('\n')
  const subject = english
    ? 'Wrong passwords for your customer account'
    : 'Falsche Passwörter für dein Kundenkonto'
  return { to: input.to, subject, text, kind: 'login-warning' }
}
