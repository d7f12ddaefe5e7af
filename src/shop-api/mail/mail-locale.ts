/**
 * Mails speak the shopper's language: the locale of the storefront page that caused them (sent by
 * the storefront as `locale`), kept with the account for mails no page asks for (the login warning).
 * German addresses the shopper with "du" (docs/glossary.md); English with "you".
 */
import { apiLocales } from '../http/locale'
import type { ApiLocale } from '../http/locale'

export type MailLocale = ApiLocale

/** A stored locale as a mail's language; German for anything unknown. */
export function mailLocaleOf(stored: string | null | undefined): MailLocale {
  return apiLocales.find((locale) => locale === stored) ?? 'de-AT'
}

/** The storefront's public origin that mails link to: the configured host name, or localhost in development. */
export function storefrontOrigin(hostName: string, port: number): string {
  return hostName === 'localhost' ? `http://localhost:${port}` : `https://${hostName}`
}

/** A storefront page in the mail's language: English pages live under /en/. */
export function storefrontLink(origin: string, path: string, locale: MailLocale): URL {
  return new URL(locale === 'en' ? `/en${path}` : path, origin)
}

/** The greeting line, with the first name where the shop knows it. */
export function greeting(locale: MailLocale, firstName: string | undefined): string {
  const hello = locale === 'en' ? 'Hello' : 'Hallo'
  return firstName ? `${hello} ${firstName},` : `${hello},`
}

/** The closing line of every mail. */
export function signature(locale: MailLocale): string {
  return locale === 'en' ? 'Your Sportalpin team' : 'Dein Sportalpin-Team'
}

/** A country's name in the mail's or document's language (`AT` → Österreich / Austria). */
export function countryName(code: string, locale: MailLocale): string {
  try {
    return new Intl.DisplayNames([locale === 'en' ? 'en' : 'de-AT'], { type: 'region' }).of(code) ?? code
  } catch {
    // Not a well-formed region code: print it as it came.
    return code
  }
}
