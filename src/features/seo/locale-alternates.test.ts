import { describe, expect, it } from 'vitest'
import { localizeHref } from '~/paraglide/runtime'
import { localeAlternates, localizedPath, unlocalizedPath } from './locale-alternates'

describe('locale alternates', () => {
  it('agree with paraglide’s own URL localization', () => {
    for (const path of ['/', '/damen/schuhe/', '/p/jacke-1/', '/search/?q=ski']) {
      expect(localizedPath(path, 'en')).toBe(localizeHref(path, { locale: 'en' }))
      expect(localizedPath(path, 'de-AT')).toBe(localizeHref(path, { locale: 'de-AT' }))
    }
    expect(unlocalizedPath('/en/')).toBe('/')
    expect(unlocalizedPath('/en')).toBe('/')
    expect(unlocalizedPath('/ente/')).toBe('/ente/')
  })

  it('names every locale and x-default for a URL in either language, query kept', () => {
    const expected = [
      { hreflang: 'de-AT', href: 'https://shop.example.at/damen/?page=2' },
      { hreflang: 'en', href: 'https://shop.example.at/en/damen/?page=2' },
      { hreflang: 'x-default', href: 'https://shop.example.at/damen/?page=2' },
    ]
    expect(localeAlternates('https://shop.example.at/damen/?page=2')).toEqual(expected)
    expect(localeAlternates('https://shop.example.at/en/damen/?page=2')).toEqual(expected)
  })
})
