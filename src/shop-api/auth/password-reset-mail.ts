import type { MailMessage } from '../mail/mailer'

/**
 * The link the storefront's /reset-password/ page reads its token and e-mail address from. They
 * travel in the fragment: a browser never sends it to a server (no access log of ours or of a proxy
 * holds the token) and never puts it in a Referer.
 */
export function passwordResetLink(storefrontOrigin: string, token: string, email: string): string {
  const url = new URL('/reset-password/', storefrontOrigin)
  url.hash = new URLSearchParams({ token, email }).toString()
  return url.toString()
}

/** The German password-reset mail (the shopper is addressed with "du", as in the storefront). */
export function passwordResetMail(input: {
  readonly to: string
  readonly firstName: string
  readonly link: string
  readonly validMinutes: number
}): MailMessage {
  const greeting = input.firstName ? `Hallo ${input.firstName},` : 'Hallo,'
  const text = [
    greeting,
    '',
    'Du hast angefordert, das Passwort deines Kundenkontos zurückzusetzen. Über diesen Link legst du ein neues Passwort fest:',
    '',
    input.link,
    '',
    `Der Link ist ${input.validMinutes} Minuten gültig und kann nur einmal verwendet werden.`,
    'Wenn du das nicht angefordert hast, ignoriere diese E-Mail einfach – dein Passwort bleibt unverändert.',
    '',
    'Dein Sportalpin-Team',
  ].join('\n')
  return { to: input.to, subject: 'Dein Link zum Zurücksetzen des Passworts', text, kind: 'password-reset' }
}
