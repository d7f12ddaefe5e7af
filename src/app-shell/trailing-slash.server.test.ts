import { describe, expect, it } from 'vitest'
import { slashedLocation, trailingSlashRedirect, CANONICAL_REDIRECT_CACHE } from './trailing-slash.server'

/** The URL a server sees for a request line's path (a relative URL would read `//x` as a host). */
const at = (path: string) => new URL(`http://shop.test${path}`)

describe('slashedLocation', () => {
  it('adds the trailing slash and keeps the query string', () => {
    expect(slashedLocation(at('/marken'))).toBe('/marken/')
    expect(slashedLocation(at('/damen/schuhe?filters=83-12&sortField=price'))).toBe(
      '/damen/schuhe/?filters=83-12&sortField=price',
    )
    expect(slashedLocation(at('/en'))).toBe('/en/')
  })

  it('leaves slashed pages, files and non-page endpoints alone', () => {
    expect(slashedLocation(at('/'))).toBeUndefined()
    expect(slashedLocation(at('/marken/'))).toBeUndefined()
    expect(slashedLocation(at('/favicon.svg'))).toBeUndefined()
    expect(slashedLocation(at('/_i18n/at/messages.json'))).toBeUndefined()
    expect(slashedLocation(at('/_serverFn/abc123'))).toBeUndefined()
    expect(slashedLocation(at('/api/v1/wishlist/42'))).toBeUndefined()
  })

  it('collapses empty path segments, which the locale URL helper cannot handle', () => {
    expect(slashedLocation(at('//'))).toBe('/')
    expect(slashedLocation(at('///'))).toBe('/')
    expect(slashedLocation(at('/en//'))).toBe('/en/')
    expect(slashedLocation(at('/.//'))).toBe('/')
    expect(slashedLocation(at('/en///damen//?x=1'))).toBe('/en/damen/?x=1')
    expect(slashedLocation(at('/damen//schuhe'))).toBe('/damen/schuhe/')
    expect(slashedLocation(at('//favicon.svg'))).toBe('/favicon.svg')
  })

  it('never produces a protocol-relative location from a doubled leading slash', () => {
    expect(slashedLocation(new URL('http://shop.test//evil.example/path'))).toBe('/evil.example/path/')
    expect(slashedLocation(new URL('http://shop.test/%5C%5Cevil.example/path'))).toBe(
      '/%5C%5Cevil.example/path/',
    )
  })
})

describe('trailingSlashRedirect', () => {
  it('answers 301 for GET and HEAD', () => {
    for (const method of ['GET', 'HEAD']) {
      const response = trailingSlashRedirect(new Request('http://shop.test/marken?x=1', { method }))
      expect(response?.status).toBe(301)
      expect(response?.headers.get('location')).toBe('/marken/?x=1')
      expect(response?.headers.get('cache-control')).toBe(CANONICAL_REDIRECT_CACHE)
    }
  })

  it('never points to another host, whatever the Host header says', () => {
    const request = new Request('http://attacker.example//evil.com', {
      headers: { host: 'attacker.example' },
    })
    const response = trailingSlashRedirect(request)
    // A dot in the last segment reads as a file name: no slash is added, and the path stays relative.
    expect(response?.headers.get('location')).toBe('/evil.com')
  })

  it('does not redirect other methods for a missing slash', () => {
    expect(trailingSlashRedirect(new Request('http://shop.test/marken', { method: 'POST' }))).toBeUndefined()
  })

  it('redirects other methods away from empty segments with 308, which keeps method and body', () => {
    for (const method of ['POST', 'OPTIONS', 'DELETE']) {
      const response = trailingSlashRedirect(new Request('http://shop.test/en//', { method }))
      expect(response?.status).toBe(308)
      expect(response?.headers.get('location')).toBe('/en/')
      expect(response?.headers.get('cache-control')).toBe(CANONICAL_REDIRECT_CACHE)
    }
  })
})
