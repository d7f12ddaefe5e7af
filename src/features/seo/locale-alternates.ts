/**
 * The language versions of a page for search engines: every page exists once per locale (de-AT
 * without prefix, English under /en/, ADR 006), so its alternates are the same path under each prefix.
 *
 * Plain string work on purpose: these run for every page and every sitemap entry, and paraglide's
 * URL localization (URLPattern) costs far more than the prefix rule it implements. A unit test holds
 * the two to the same answers.
 */

/** hreflang values of the shop's locales, and the one search engines show when none matches. */
export const HREFLANG_LOCALES = ['de-AT', 'en'] as const
export type HreflangLocale = (typeof HREFLANG_LOCALES)[number]

const PREFIX: Record<HreflangLocale, string> = { 'de-AT': '', en: '/en' }

/** The path without its locale prefix (`/en/damen/` → `/damen/`, `/en` → `/`). */
export function unlocalizedPath(pathname: string): string {
  return pathname.replace(/^\/en(?=\/|$)/, '') || '/'
}

/** A locale-free path (with its query) as it reads in `locale`. */
export function localizedPath(path: string, locale: HreflangLocale): string {
  return `${PREFIX[locale]}${path}`
}

export interface Alternate {
  readonly hreflang: HreflangLocale | 'x-default'
  readonly href: string
}

/**
 * The alternates of an absolute URL in any locale: one per locale plus `x-default`, which is the
 * base locale's (the shop's home market) version.
 */
export function localeAlternates(absoluteUrl: string): Alternate[] {
  const url = new URL(absoluteUrl)
  return pathAlternates(url.origin, `${unlocalizedPath(url.pathname)}${url.search}`)
}

/** The alternates of a locale-free path on `origin` (no URL parsing: sitemaps call it per entry). */
export function pathAlternates(origin: string, path: string): Alternate[] {
  const of = (locale: HreflangLocale) => `${origin}${localizedPath(path, locale)}`
  return [
    ...HREFLANG_LOCALES.map((locale) => ({ hreflang: locale, href: of(locale) })),
    { hreflang: 'x-default' as const, href: of('de-AT') },
  ]
}
