import { describe, expect, it } from 'vitest'
import * as runtime from '~/paraglide/runtime'
import {
  deLocalizeHref,
  deLocalizePathname,
  deLocalizeUrl,
  localeOfPathname,
  localizeHref,
  localizePathname,
  localizeUrl,
} from './locale-url'

/** Hrefs the shop's pages, menus and content produce, and a few odd ones. */
const hrefs = [
  '/',
  '/en/',
  '/damen/',
  '/en/damen/',
  '/damen/schuhe/laufschuhe/?filters=83-12&page=2#top',
  '/en/damen/?q=jacke%20rot',
  '/p/nike-air-1/',
  '/enx/',
  '/EN/damen/',
  '/english/',
  '/de-AT/x/',
  '/a b/',
  '/%C3%BCber-uns/',
  '/damen',
  'https://other.example/en/x/',
  'https://other.example/x/?a=1',
]

describe('locale prefixes', () => {
  it('agree with the i18n runtime for the shop’s hrefs, in both locales', () => {
    for (const href of hrefs) {
      for (const locale of runtime.locales) {
        expect(localizeHref(href, { locale }), `${href} in ${locale}`).toBe(
          runtime.localizeHref(href, { locale }),
        )
      }
      expect(deLocalizeHref(href), href).toBe(runtime.deLocalizeHref(href))
      const url = new URL(href, 'https://www.shop.example')
      expect(localizeUrl(url, 'en').href).toBe(runtime.localizeUrl(url, { locale: 'en' }).href)
      expect(localizeUrl(url, 'de-AT').href).toBe(runtime.localizeUrl(url, { locale: 'de-AT' }).href)
      expect(deLocalizeUrl(url).href).toBe(runtime.deLocalizeUrl(url).href)
    }
  })

  it('leave the URL they are given unchanged', () => {
    const url = new URL('https://www.shop.example/en/damen/')
    deLocalizeUrl(url)
    localizeUrl(url, 'de-AT')
    expect(url.href).toBe('https://www.shop.example/en/damen/')
  })

  it('read the locale from the prefix alone', () => {
    expect(localeOfPathname('/en/')).toBe('en')
    expect(localeOfPathname('/en')).toBe('en')
    expect(localeOfPathname('/enx/')).toBe('de-AT')
    expect(localeOfPathname('/')).toBe('de-AT')
    expect(localizePathname('/en/damen/', 'de-AT')).toBe('/damen/')
    expect(deLocalizePathname('/en')).toBe('/')
  })

  it('refuse an href that would lead to another host once the prefix is gone', () => {
    expect(() => deLocalizeHref('/en//evil.example/')).toThrow(TypeError)
    expect(() => localizeHref('/en//evil.example/', { locale: 'de-AT' })).toThrow(TypeError)
    // Another host stays visibly another host, for the callers' origin checks.
    expect(localizeHref('//evil.example/', { locale: 'en' })).toBe('https://evil.example/en/')
  })
})
