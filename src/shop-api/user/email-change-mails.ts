/**
 * The mails of a change of e-mail address, in the language of the page it was asked on: the link to
 * the new address, and a notice to the old one (whose owner may not have asked).
 */
import type { MailMessage } from '../mail/mailer'
import { greeting, signature, storefrontLink } from '../mail/mail-locale'
import type { MailLocale } from '../mail/mail-locale'

/** The storefront page that confirms the new address (it posts the token to the API). */
export function emailChangeLink(storefrontOrigin: string, token: string, locale: MailLocale): string {
  return storefrontLink(
    storefrontOrigin,
    `/email/bestaetigen/${encodeURIComponent(token)}/`,
    locale,
  ).toString()
}

export function emailChangeConfirmMail(input: {
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
      ? 'you want to log in to Sportalpin with this e-mail address from now on. Please confirm it with this link (valid for 24 hours):'
      : 'du möchtest dich bei Sportalpin künftig mit dieser E-Mail-Adresse anmelden. Bitte bestätige sie über diesen Link (24 Stunden gültig):',
    '',
    input.link,
    '',
    english
      ? 'Until then your previous address stays valid. If you did not ask for this, simply ignore this e-mail.'
      : 'Bis dahin gilt deine bisherige Adresse. Wenn du das nicht warst, ignoriere diese E-Mail einfach.',
    '',
    signature(input.locale),
  ].join('\n')
  const subject = english
    ? 'Please confirm your new e-mail address'
    : 'Bitte bestätige deine neue E-Mail-Adresse'
  return { to: input.to, subject, text, kind: 'email-change-confirm' }
}

export function emailChangeNoticeMail(input: {
  readonly to: string
  readonly firstName: string
  readonly newEmail: string
  readonly locale: MailLocale
}): MailMessage {
  const english = input.locale === 'en'
  const text = [
    greeting(input.locale, input.firstName),
    '',
    english
      ? `someone logged in to your Sportalpin account has asked to use ${input.newEmail} as its e-mail address. The change takes effect once the link we sent to that address is opened.`
      : `in deinem Sportalpin-Kundenkonto wurde beantragt, künftig ${input.newEmail} als E-Mail-Adresse zu verwenden. Die Änderung gilt, sobald der Link geöffnet wird, den wir an diese Adresse geschickt haben.`,
    '',
    english
      ? 'If that was you, there is nothing more to do here. If it was not, change your password right away and contact our customer service.'
      : 'Wenn du das warst, musst du hier nichts weiter tun. Wenn nicht, ändere bitte sofort dein Passwort und melde dich bei unserem Kundenservice.',
    '',
    signature(input.locale),
  ].join('\n')
  const subject = english
    ? 'A new e-mail address for your account was requested'
    : 'Neue E-Mail-Adresse für dein Kundenkonto beantragt'
  return { to: input.to, subject, text, kind: 'email-change-notice' }
}
