import type { MailMessage } from '../mail/mailer'

/** The storefront page where a customer asks for a password-reset link. */
export function forgotPasswordLink(storefrontOrigin: string): string {
  return new URL('/forgot-password/', storefrontOrigin).toString()
}

/**
 * The German mail that tells the owner strangers' wrong passwords have blocked logins to the account
 * from new devices (sent at most once an hour). It names no address, device or time of the
 * attempts: the mail may be read by someone else, and the owner needs only what to do.
 */
export function loginWarningMail(input: {
  readonly to: string
  readonly firstName: string
  readonly forgotPasswordLink: string
}): MailMessage {
  const greeting = input.firstName ? `Hallo ${input.firstName},` : 'Hallo,'
  const text = [
    greeting,
    '',
    'für dein Sportalpin-Kundenkonto wurde mehrmals hintereinander ein falsches Passwort eingegeben. Zu deinem Schutz sind Anmeldungen von neuen Geräten jetzt für kurze Zeit gesperrt.',
    '',
    'Auf den Geräten, mit denen du dich schon bei uns angemeldet hast, kannst du dich weiterhin anmelden.',
    '',
    'Warst du das nicht? Dann wähle am besten ein neues Passwort:',
    '',
    input.forgotPasswordLink,
    '',
    'Wenn du dich nur vertippt hast, brauchst du nichts zu tun.',
    '',
    'Dein Sportalpin-Team',
  ].join('\n')
  return { to: input.to, subject: 'Falsche Passwörter für dein Kundenkonto', text, kind: 'login-warning' }
}
