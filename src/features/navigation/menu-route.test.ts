import { describe, expect, it } from 'vitest'
import { classifyUrl } from '~/lib/safe-navigation'
import { externalLinkAttributes, menuRouteOf } from './menu-route'

describe('menu URLs to typed routes', () => {
  it('reads category paths as the catch-all route', () => {
    expect(menuRouteOf('/damen/schuhe/laufschuhe/')).toMatchObject({
      to: '/$/',
      splat: 'damen/schuhe/laufschuhe',
    })
  })

  it('reads brand, product, outlet, brands and home paths', () => {
    expect(menuRouteOf('/marken/the-north-face/')).toMatchObject({
      to: '/marken/$slug/',
      slug: 'the-north-face',
    })
    expect(menuRouteOf('/p/trail-runner-2/')).toEqual({ to: '/p/$slug/', slug: 'trail-runner-2' })
    expect(menuRouteOf('/outlet/')).toMatchObject({ to: '/outlet/' })
    expect(menuRouteOf('/marken/')).toEqual({ to: '/marken/' })
    expect(menuRouteOf('/')).toEqual({ to: '/' })
  })

  it('keeps valid catalogue search params', () => {
    expect(menuRouteOf('/search/?sortField=added_at&sortType=desc')).toMatchObject({
      to: '/search/',
      // desc is the default sort direction: the canonical URL leaves it out.
      search: { sortField: 'added_at', sortType: undefined },
    })
  })

  it('drops a locale prefix: the link adds the current one', () => {
    expect(menuRouteOf('/en/kinder/')).toMatchObject({ to: '/$/', splat: 'kinder' })
  })

  it('leaves paths without a route of their own as plain links', () => {
    expect(menuRouteOf('/blog/article/skitouren/')).toEqual({ to: null, href: '/blog/article/skitouren/' })
    expect(menuRouteOf('/wishlist/')).toEqual({ to: null, href: '/wishlist/' })
    expect(menuRouteOf('/damen')).toEqual({ to: null, href: '/damen' })
    expect(menuRouteOf('/damen/#neu')).toEqual({ to: null, href: '/damen/#neu' })
  })
})

describe('external menu links', () => {
  it('open in a new tab without a handle on this window', () => {
    expect(externalLinkAttributes).toEqual({ target: '_blank', rel: 'noopener noreferrer' })
    const site = { hostName: 'www.sportshop.at', checkoutUrl: '/checkout', checkoutHost: '' }
    expect(classifyUrl('https://www.bergfex.at/', site).kind).toBe('external')
  })
})
