/**
 * robots.txt (RFC 9309): what crawlers may fetch, and where the sitemap is. Pages that are only
 * followed, not indexed (filtered results, search, login), stay crawlable: a crawler must fetch a
 * page to read its `noindex`. Blocked are the machine endpoints and the personal areas, which a
 * crawler cannot use and which would only cost the shop requests (ADR 019).
 */
import { HREFLANG_LOCALES, localizedPath } from './locale-alternates'
import { publicOrigin } from './seo-head'

/** Endpoints that are not pages: the shop API, server functions and the header's data calls. */
const MACHINE_PATHS = ['/api/', '/_serverFn/', '/autosuggest/', '/search-limited/', '/header-data/']

/** Personal pages, in every language. */
const PERSONAL_PATHS = [
  '/checkout',
  '/my-account/',
  '/warenkorb/',
  '/wishlist/',
  '/reset-password/',
  '/doi/',
  '/diagnostics/',
]

export function robotsTxt(hostName: string): string {
  const personal = HREFLANG_LOCALES.flatMap((locale) =>
    PERSONAL_PATHS.map((path) => localizedPath(path, locale)),
  )
  return [
    'User-agent: *',
    ...[...MACHINE_PATHS, ...personal].map((path) => `Disallow: ${path}`),
    'Allow: /',
    '',
    `Sitemap: ${publicOrigin(hostName)}/sitemap.xml`,
    '',
  ].join('\n')
}
