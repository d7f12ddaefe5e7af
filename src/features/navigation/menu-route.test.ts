import { afterEach, describe, expect, it } from 'vitest'
import { classifyUrl, staysOnOrigin } from '~/lib/safe-navigation'
import type { SiteUrls } from '~/lib/safe-navigation'
import { getLocale, overwriteGetLocale } from '~/paraglide/runtime'
import type { Locale } from '~/paraglide/runtime'
import {
  externalLinkAttributes,
  menuLinkTarget,
  menuRouteOf,
  navigationTarget,
  sameTabHref,
} from './menu-route'
import type { MenuLinkTarget, NavigationTarget } from './menu-route'

const site: SiteUrls = { hostName: 'www.sportshop.at', checkoutUrl: '/checkout', checkoutHost: '' }

const defaultGetLocale = getLocale
afterEach(() => {
  overwriteGetLocale(defaultGetLocale)
})

function inLocale(locale: Locale) {
  overwriteGetLocale(() => locale)
}

function pageHref(target: MenuLinkTarget): string {
  return target.kind === 'page' ? target.href : `not a plain page link: ${target.kind}`
}

function clientHref(target: NavigationTarget): string {
  return target.type === 'client' ? target.href : `not a client navigation: ${target.type}`
}

/**
 * `path` under the `/en` prefix. The runtime `npm run generate` writes for unit tests drops the
 * trailing slash that the app's runtime (written by the Vite plugin) keeps, so either is accepted.
 */
function enPath(path: string, rest = ''): RegExp {
  const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return new RegExp(`^/en${escaped(path.replace(/\/$/, ''))}/?${escaped(rest)}$`)
}

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
    expect(menuRouteOf('/neu/')).toMatchObject({ to: '/neu/' })
    expect(menuRouteOf('/marken/')).toEqual({ to: '/marken/' })
    expect(menuRouteOf('/')).toEqual({ to: '/' })
  })

  it("reads a gender's brand page, and only for the genders /marken/ has", () => {
    expect(menuRouteOf('/marken/damen/the-north-face/')).toEqual({
      to: '/marken/$gender/$slug/',
      gender: 'damen',
      slug: 'the-north-face',
      search: {},
    })
    expect(menuRouteOf('/marken/herren/salomon/')).toMatchObject({ gender: 'herren', slug: 'salomon' })
    expect(menuRouteOf('/marken/kinder/salomon/')).toEqual({ to: null, href: '/marken/kinder/salomon/' })
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

  it('never throws on a path the locale runtime cannot read', () => {
    expect(() => menuRouteOf('/en//')).not.toThrow()
  })
})

describe('external menu links', () => {
  it('open in a new tab without a handle on this window', () => {
    expect(externalLinkAttributes).toEqual({ target: '_blank', rel: 'noopener noreferrer' })
    const site = { hostName: 'www.sportshop.at', checkoutUrl: '/checkout', checkoutHost: '' }
    expect(classifyUrl('https://www.bergfex.at/', site).kind).toBe('external')
  })
})

describe('content and menu links (one resolver for the menu and the home page)', () => {
  it("gives the home page's seeded links their typed routes", () => {
    expect(menuLinkTarget('/marken/', site)).toEqual({ kind: 'route', route: { to: '/marken/' } })
    expect(menuLinkTarget('/p/salomon-speedcross-6-blau-12/', site)).toEqual({
      kind: 'route',
      route: { to: '/p/$slug/', slug: 'salomon-speedcross-6-blau-12' },
    })
    expect(menuLinkTarget('/damen/', site)).toMatchObject({
      kind: 'route',
      route: { to: '/$/', splat: 'damen' },
    })
    expect(menuLinkTarget('/herren/schuhe/laufschuhe/', site)).toMatchObject({
      kind: 'route',
      route: { to: '/$/', splat: 'herren/schuhe/laufschuhe' },
    })
    expect(menuLinkTarget('/herren/outlet/', site)).toMatchObject({
      kind: 'route',
      route: { to: '/$/', splat: 'herren/outlet' },
    })
    expect(menuLinkTarget('/outlet/', site)).toMatchObject({ kind: 'route', route: { to: '/outlet/' } })
    expect(menuLinkTarget('/marken/salomon/', site)).toMatchObject({
      kind: 'route',
      route: { to: '/marken/$slug/', slug: 'salomon' },
    })
  })

  it('links other pages of the site plainly in the current locale, never as a category', () => {
    expect(menuLinkTarget('/blog/article/skitouren/', site)).toEqual({
      kind: 'page',
      href: '/blog/article/skitouren/',
    })
    expect(menuLinkTarget('/Damen/', site)).toEqual({ kind: 'page', href: '/Damen/' })
    inLocale('en')
    expect(pageHref(menuLinkTarget('/blog/article/skitouren/', site))).toMatch(
      enPath('/blog/article/skitouren/'),
    )
    expect(pageHref(menuLinkTarget('/damen/#neu', site))).toMatch(enPath('/damen/', '#neu'))
  })

  it('sends the checkout, also a localized one, to a full page load', () => {
    expect(menuLinkTarget('/checkout', site)).toEqual({ kind: 'checkout', href: '/checkout' })
    expect(menuLinkTarget('/en/checkout/', site)).toEqual({ kind: 'checkout', href: '/en/checkout/' })
    expect(menuLinkTarget('https://WWW.Sportshop.AT/CHECKOUT', site)).toEqual({
      kind: 'checkout',
      href: '/CHECKOUT',
    })
  })

  it('opens other sites in a new tab and drops empty links', () => {
    expect(menuLinkTarget('https://www.bergfex.at/', site)).toEqual({
      kind: 'external',
      href: 'https://www.bergfex.at/',
    })
    for (const url of ['', '/', '#', '#/']) expect(menuLinkTarget(url, site)).toEqual({ kind: 'none' })
  })
})

/**
 * Classify, localize, compare origins: the whole way from a shop URL to the href a link renders or
 * a navigation follows, in every locale and for hosts as they are configured in production and in
 * development. No hostile URL may end as a same-tab link or navigation off the page's origin.
 */
describe('hostile URLs never leave the site in the same tab', () => {
  const sites: readonly SiteUrls[] = [
    site,
    { hostName: 'localhost:3000', checkoutUrl: '/checkout', checkoutHost: '' },
    { hostName: 'shop-host', checkoutUrl: '/checkout', checkoutHost: '' },
  ]
  const hostile: readonly (readonly [string, 'none' | 'external' | 'page'])[] = [
    ['/en//evil.example#x', 'none'],
    ['/en//evil.example?x=1', 'none'],
    ['/en/\\evil.example#x', 'none'],
    ['/en/\\evil.example', 'none'],
    ['/en/%2F%2Fevil.example', 'none'],
    ['//evil.example', 'external'],
    ['/\\evil.example', 'external'],
    ['/%0d/evil.example', 'none'],
    ['java\nscript:alert(1)', 'none'],
    ['\tjavascript:alert(1)', 'none'],
    ['JAVASCRIPT:alert(1)', 'none'],
    ['data:text/html,x', 'none'],
    ['blob:https://x/y', 'none'],
    ['vbscript:x', 'none'],
    ['https://shop-host.evil.example', 'external'],
    ['https://user@evil.example', 'external'],
    ['http://localhost:3000@evil.example', 'external'],
    // Not a protocol at all: `&colon;` means nothing in a URL, so this is a harmless path here.
    ['javascript&colon;alert(1)', 'page'],
  ]
  const cases = (['de-AT', 'en'] as const).flatMap((locale) =>
    sites.flatMap((siteUrls) =>
      hostile.map(([url, kind]) => ({
        locale,
        site: siteUrls,
        url,
        kind,
        // Test names show control characters escaped.
        shown: JSON.stringify(url),
        host: siteUrls.hostName,
      })),
    ),
  )

  it.each(cases)('$shown in $locale on $host is $kind', ({ locale, site: siteUrls, url, kind }) => {
    inLocale(locale)
    const target = menuLinkTarget(url, siteUrls)
    expect(target.kind).toBe(kind)
    if (target.kind === 'page' || target.kind === 'checkout') expect(staysOnOrigin(target.href)).toBe(true)
  })

  it.each(cases)(
    'navigating to $shown in $locale on $host is refused or stays',
    ({ locale, site: siteUrls, url }) => {
      inLocale(locale)
      let plan: ReturnType<typeof navigationTarget>
      try {
        plan = navigationTarget(url, siteUrls)
      } catch (error) {
        expect(error).toBeInstanceOf(Error)
        expect(String(error)).toMatch(
          /^Error: (Navigating to an external URL is not allowed by default|Cannot navigate to a URL with (blob|data|javascript|vbscript) protocol|Cannot navigate to a URL with an unsafe path)$/,
        )
        return
      }
      if (plan.type !== 'none') expect(staysOnOrigin(plan.href)).toBe(true)
    },
  )

  it("refuses the spec's messages exactly", () => {
    expect(() => navigationTarget('https://user@evil.example', site)).toThrow(
      new Error('Navigating to an external URL is not allowed by default'),
    )
    expect(() => navigationTarget('JAVASCRIPT:alert(1)', site)).toThrow(
      new Error('Cannot navigate to a URL with javascript protocol'),
    )
    expect(() => navigationTarget('blob:https://x/y', site, { allowExternal: true })).toThrow(
      new Error('Cannot navigate to a URL with blob protocol'),
    )
  })

  it('navigates to internal pages in the current locale and lets explicitly allowed external URLs through', () => {
    inLocale('en')
    expect(clientHref(navigationTarget('/damen/', site))).toMatch(enPath('/damen/'))
    expect(clientHref(navigationTarget('/en/damen/?q=1#x', site))).toMatch(enPath('/damen/', '?q=1#x'))
    expect(navigationTarget('/en/checkout/', site)).toEqual({ type: 'document', href: '/en/checkout/' })
    expect(navigationTarget('https://www.bergfex.at/', site, { allowExternal: true })).toEqual({
      type: 'document',
      href: 'https://www.bergfex.at/',
    })
    expect(navigationTarget('#', site)).toEqual({ type: 'none' })
  })
})

describe('sameTabHref (last line of defence after localizing)', () => {
  it('localizes a path of this site', () => {
    expect(sameTabHref('/damen/')).toBe('/damen/')
    inLocale('en')
    expect(sameTabHref('/damen/')).toMatch(enPath('/damen/'))
  })

  it('gives nothing when localizing would leave the origin or fails', () => {
    // What the app's locale runtime made of these in the default locale: https://evil.example/#x and
    // an error. The runtime under test here may be configured differently, so both are simulated too.
    for (const path of ['/en//evil.example#x', '/en//']) {
      const href = sameTabHref(path)
      expect(href === null || staysOnOrigin(href)).toBe(true)
    }
    expect(sameTabHref('/en//evil.example#x', () => 'https://evil.example/#x')).toBeNull()
    expect(sameTabHref('/en//evil.example#x', () => '//evil.example/#x')).toBeNull()
    expect(
      sameTabHref('/en//', () => {
        throw new TypeError('Invalid URL')
      }),
    ).toBeNull()
  })
})
