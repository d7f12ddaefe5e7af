/**
 * Locale prefixes of the shop's URLs (ADR 006): German (de-AT) at the root, English below `/en/`.
 *
 * The same rules as the i18n runtime's URL patterns (paraglide.config.ts), written out for this one
 * shape: the runtime matches every URL against URLPattern objects it builds anew on each call, which
 * cost about half of a page's server rendering time with the ~200 links of the menus. The router's
 * rewrite and the menu links use these; a unit test checks they agree with the runtime's.
 */
import { getLocale } from '~/paraglide/runtime'
import type { Locale } from '~/paraglide/runtime'

const ENGLISH_PREFIX = '/en'

/** `/en/damen/` → `/damen/`, `/en` → `/`; other paths as they are. */
export function deLocalizePathname(pathname: string): string {
  if (pathname === ENGLISH_PREFIX) return '/'
  return pathname.startsWith(`${ENGLISH_PREFIX}/`) ? pathname.slice(ENGLISH_PREFIX.length) : pathname
}

/** The path of the page in the locale: `/damen/` → `/en/damen/` for English. */
export function localizePathname(pathname: string, locale: Locale): string {
  const plain = deLocalizePathname(pathname)
  return locale === 'en' ? `${ENGLISH_PREFIX}${plain}` : plain
}

/** The locale a path names by its prefix. */
export function localeOfPathname(pathname: string): Locale {
  return pathname === ENGLISH_PREFIX || pathname.startsWith(`${ENGLISH_PREFIX}/`) ? 'en' : 'de-AT'
}

/** A copy of the URL with the locale's prefix. */
export function localizeUrl(url: URL, locale: Locale = getLocale()): URL {
  const localized = new URL(url.href)
  localized.pathname = localizePathname(url.pathname, locale)
  return localized
}

/** A copy of the URL without a locale prefix. */
export function deLocalizeUrl(url: URL): URL {
  const plain = new URL(url.href)
  plain.pathname = deLocalizePathname(url.pathname)
  return plain
}

/** Only for parsing: a relative href keeps whatever origin it is resolved against. */
const PARSING_BASE = 'https://locale.invalid'

function rewriteHref(href: string, rewrite: (pathname: string) => string): string {
  const url = new URL(href, PARSING_BASE)
  const pathname = rewrite(url.pathname)
  // `/en//host/…` without its prefix would be read as another host; the runtime refuses it too.
  if (pathname.startsWith('//')) throw new TypeError(`Not a path of this site: ${href}`)
  url.pathname = pathname
  return url.origin === PARSING_BASE ? `${url.pathname}${url.search}${url.hash}` : url.href
}

/** An href in the locale (default: the current one); a relative href stays relative. */
export function localizeHref(href: string, options: { locale?: Locale } = {}): string {
  const locale = options.locale ?? getLocale()
  return rewriteHref(href, (pathname) => localizePathname(pathname, locale))
}

/** An href without its locale prefix; a relative href stays relative. */
export function deLocalizeHref(href: string): string {
  return rewriteHref(href, deLocalizePathname)
}
