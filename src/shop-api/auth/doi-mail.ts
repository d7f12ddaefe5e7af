import type { MailMessage } from '../mail/mailer'

/**
 * The storefront page that confirms the address: it posts the token to POST /api/v1/auth/doi/{token}/.
 * The token (base64url, 43 characters) is the secret that only this mail holds.
 */
export function doiLink(storefrontOrigin: string, token: string): string {
  return new URL(`/doi/thankyou/${encodeURIComponent(token)}/`, storefrontOrigin).toString()
}

/** The German double opt-in mail sent after a registration (the shopper is addressed with "du", as in the storefront). */
export function doiMail(input: {
  readonly to: string
  readonly firstName: string
  readonly link: string
}): MailMessage {
  const greeting = input.firstName ? `Hallo ${input.firstName},` : 'Hallo,'
  const text = [
    greeting,
    '',
    'vielen Dank für deine Registrierung bei Sportalpin. Bitte bestätige deine E-Mail-Adresse über diesen Link:',
    '',
    input.link,
    '',
    'Wenn du dich nicht bei uns registriert hast, ignoriere diese E-Mail einfach.',
    '',
    'Dein Sportalpin-Team',
  ].join('\n')
  return { to: input.to, subject: 'Bitte bestätige deine E-Mail-Adresse', text, kind: 'doi' }
}
