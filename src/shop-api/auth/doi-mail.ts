import type { MailMessage } from '../mail/mailer'

/**
 * The storefront page that confirms the address: it posts the token to POST /api/v1/auth/doi/{token}/.
 * The token (base64url, 43 characters) is the secret that only this mail holds.
 */
export function doiLink(storefrontOrigin: string, token: string): string {
  return new URL(`/doi/thankyou/${encodeURIComponent(token)}/`, storefrontOrigin).toString()
}

/** The German double opt-in mail sent after a registration (customers are addressed formally). */
export function doiMail(input: {
  readonly to: string
  readonly firstName: string
  readonly link: string
}): MailMessage {
  const greeting = input.firstName ? `Hallo ${input.firstName},` : 'Hallo,'
  const text = [
    greeting,
    '',
    'vielen Dank für Ihre Registrierung bei Sportalpin. Bitte bestätigen Sie Ihre E-Mail-Adresse über diesen Link:',
    '',
    input.link,
    '',
    'Wenn Sie sich nicht bei uns registriert haben, ignorieren Sie diese E-Mail einfach.',
    '',
    'Ihr Sportalpin-Team',
  ].join('\n')
  return { to: input.to, subject: 'Bitte bestätigen Sie Ihre E-Mail-Adresse', text, kind: 'doi' }
}
