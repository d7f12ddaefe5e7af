import { describe, expect, it } from 'vitest'
import { MAX_CACHED_LINK_LOCATIONS, cachingBuildLocation, linkLocationKey } from './link-locations'

describe('linkLocationKey', () => {
  it('keys a link to an absolute path by its locale, path, params and search', () => {
    const key = linkLocationKey({ to: '/p/$slug/', params: { slug: 'jacke' } }, 'de-AT')
    expect(key).toBeDefined()
    expect(linkLocationKey({ to: '/p/$slug/', params: { slug: 'jacke' } }, 'en')).not.toBe(key)
    expect(linkLocationKey({ to: '/p/$slug/', params: { slug: 'hose' } }, 'de-AT')).not.toBe(key)
    expect(linkLocationKey({ to: '/search/', search: { q: 'a' } }, 'de-AT')).not.toBe(
      linkLocationKey({ to: '/search/', search: { q: 'b' } }, 'de-AT'),
    )
    expect(linkLocationKey({ to: '/', className: 'x' } as never, 'de-AT')).toBe(
      linkLocationKey({ to: '/' }, 'de-AT'),
    )
  })

  it('tells a search key set to undefined from one left out', () => {
    expect(linkLocationKey({ to: '/neu/', search: { page: undefined } }, 'de-AT')).not.toBe(
      linkLocationKey({ to: '/neu/', search: {} }, 'de-AT'),
    )
  })

  it('keeps values apart that a plain concatenation would run together', () => {
    const key = (search: Record<string, string>) => linkLocationKey({ to: '/search/', search }, 'de-AT')
    expect(key({ q: 'a1:bs1:c' })).not.toBe(key({ q: 'a', b: 'c' }))
    expect(key({ q: 'a', b: 'c' })).not.toBe(key({ q: 'a', bc: '' }))
  })

  it('builds anew whatever could depend on the current page', () => {
    const uncached = [
      { to: './' },
      { to: '..' },
      { to: undefined },
      { to: '/p/$slug/' },
      { to: '/p/$slug/', params: {} },
      { to: '/$/', params: { slug: 'x' } },
      { to: '/p/$slug/', params: () => ({ slug: 'x' }) },
      { to: '/p/$slug/', params: true },
      { to: '/search/', search: true },
      { to: '/search/', search: (previous: object) => previous },
      { to: '/search/', search: { q: { nested: 1 } } },
      { to: '/', hash: 'top' },
      { to: '/', state: { a: 1 } },
      { to: '/', from: '/herren/' },
      { to: '/', mask: { to: '/' } },
      { to: '/', href: '/herren/' },
      { to: '/', _fromLocation: {} },
      { to: '/files/{-$lang}/' },
    ]
    for (const options of uncached)
      expect(linkLocationKey(options, 'de-AT'), JSON.stringify(options)).toBeUndefined()
    expect(linkLocationKey({ to: '/$/', params: { _splat: 'herren/schuhe' } }, 'de-AT')).toBeDefined()
  })
})

describe('cachingBuildLocation', () => {
  it('builds a cacheable location once and reuses it', () => {
    let builds = 0
    const build = cachingBuildLocation((options: { to: string; params?: object }) => {
      builds++
      return { href: options.to }
    }, new Map<string, { href: string }>())
    const first = build({ to: '/marken/' })
    expect(build({ to: '/marken/' })).toBe(first)
    expect(builds).toBe(1)
  })

  it('builds an uncacheable location every time', () => {
    let builds = 0
    const build = cachingBuildLocation((options: { to: string }) => {
      builds++
      return { href: options.to }
    }, new Map<string, { href: string }>())
    build({ to: '.' })
    build({ to: '.' })
    expect(builds).toBe(2)
  })

  it('stays bounded', () => {
    const cache = new Map<string, { href: string }>()
    const build = cachingBuildLocation(
      (options: { to: string; params: { slug: string } }) => ({ href: options.to }),
      cache,
    )
    for (let index = 0; index <= MAX_CACHED_LINK_LOCATIONS; index++)
      build({ to: '/p/$slug/', params: { slug: String(index) } })
    expect(cache.size).toBeLessThanOrEqual(MAX_CACHED_LINK_LOCATIONS)
  })
})
