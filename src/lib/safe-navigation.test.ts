import { describe, expect, it } from 'vitest'
import {
  EXTERNAL_NAVIGATION_REFUSED,
  checkoutHref,
  classifyUrl,
  planNavigation,
  staysOnOrigin,
} from './safe-navigation'
import type { SiteUrls } from './safe-navigation'

const site: SiteUrls = { hostName: 'www.sportshop.at', checkoutUrl: '/checkout', checkoutHost: '' }

describe('classifyUrl (spec §2 menu links)', () => {
  it.each(['', '/', '#', '#/', '  /  ', ' # '])('%j is not a link', (url) => {
    expect(classifyUrl(url, site)).toEqual({ kind: 'empty' })
  })

  it.each([
    ['/damen/', '/damen/'],
    ['/damen/schuhe/laufschuhe/', '/damen/schuhe/laufschuhe/'],
    ['/search/?sortField=added_at&sortType=desc', '/search/?sortField=added_at&sortType=desc'],
    ['/marken/adidas/', '/marken/adidas/'],
    ['https://www.sportshop.at/outlet/', '/outlet/'],
    ['http://WWW.SPORTSHOP.AT/p/x/', '/p/x/'],
    ['/damen/../herren/', '/herren/'],
    ['damen/', '/damen/'],
    ['/damen/#top', '/damen/#top'],
  ])('%j is internal (%s)', (url, path) => {
    expect(classifyUrl(url, site)).toEqual({ kind: 'internal', path })
  })

  it.each([
    ['https://example.com/', 'https://example.com/'],
    ['http://blog.sportshop.at/', 'http://blog.sportshop.at/'],
    ['https://www.sportshop.at:8443/', 'https://www.sportshop.at:8443/'],
    ['https://www.sportshop.at.evil.example/', 'https://www.sportshop.at.evil.example/'],
    ['https://www.sportshop.at@evil.example/', 'https://www.sportshop.at@evil.example/'],
    ['//evil.example', 'https://evil.example/'],
    ['//evil.example/damen/', 'https://evil.example/damen/'],
    ['/\\evil.example', 'https://evil.example/'],
    ['\\\\evil.example', 'https://evil.example/'],
    ['\\/evil.example', 'https://evil.example/'],
    [' //evil.example', 'https://evil.example/'],
    ['/\t/evil.example', 'https://evil.example/'],
    ['/\n/evil.example', 'https://evil.example/'],
    ['http:evil.example', 'http://evil.example/'],
    ['mailto:service@sportshop.at', 'mailto:service@sportshop.at'],
  ])('%j is external (%s)', (url, href) => {
    expect(classifyUrl(url, site)).toEqual({ kind: 'external', href })
  })

  it.each([
    ['javascript:alert(1)', 'javascript'],
    ['JaVaScRiPt:alert(1)', 'javascript'],
    [' javascript:alert(1)', 'javascript'],
    ['\u0000javascript:alert(1)', 'javascript'],
    ['java\nscript:alert(1)', 'javascript'],
    ['java\tscript:alert(1)', 'javascript'],
    ['java\r\nscript:alert(1)', 'javascript'],
    ['data:text/html,<script>alert(1)</script>', 'data'],
    ['DATA:text/html;base64,PHNjcmlwdD4=', 'data'],
    ['blob:https://www.sportshop.at/0b5e', 'blob'],
    ['vbscript:msgbox(1)', 'vbscript'],
    ['file:///etc/passwd', 'file'],
  ])('%j is refused for its protocol (%s)', (url, protocol) => {
    expect(classifyUrl(url, site)).toEqual({ kind: 'refused', reason: 'protocol', protocol })
  })

  it.each([
    '/%0d/evil.example',
    '/%0a/evil.example',
    '/%2f/evil.example',
    '/%5C/evil.example',
    '/.//evil.example',
  ])('%j on this host hides a way off the site and is refused', (url) => {
    expect(classifyUrl(url, site)).toEqual({ kind: 'refused', reason: 'unsafe-path' })
  })

  it.each([
    // A locale prefix is removed after classification (paraglide's localizeHref in the de-AT site
    // turns `/en//evil.example#x` into `https://evil.example/#x`), so `//` anywhere is refused.
    '/en//evil.example#x',
    '/en//evil.example?x=1',
    '/en/\\evil.example#x',
    '/en/%2F%2Fevil.example',
    '/en/%5c%5cevil.example',
    '/en//',
    '/damen//evil.example',
    '/damen/\\evil.example/',
    'https://www.sportshop.at/en//evil.example',
    '/en/%09/evil.example',
    '/checkout//evil.example',
  ])('%j hides a way off the site behind a prefix and is refused', (url) => {
    expect(classifyUrl(url, site)).toEqual({ kind: 'refused', reason: 'unsafe-path' })
  })

  it.each([
    ['/checkout', '/checkout'],
    ['/checkout/', '/checkout/'],
    ['/checkout/address/', '/checkout/address/'],
    ['https://www.sportshop.at/checkout', '/checkout'],
  ])('%j on this host is the checkout (%s)', (url, href) => {
    expect(classifyUrl(url, site)).toEqual({ kind: 'checkout', href })
  })

  it.each([
    ['/en/checkout', '/en/checkout'],
    ['/en/checkout/', '/en/checkout/'],
    ['/en/checkout/address/', '/en/checkout/address/'],
    ['https://www.sportshop.at/en/checkout/', '/en/checkout/'],
  ])('%j is the localized checkout (%s)', (url, href) => {
    expect(classifyUrl(url, site)).toEqual({ kind: 'checkout', href })
  })

  it('compares hosts (and the checkout path) without regard to case', () => {
    expect(classifyUrl('https://WWW.Sportshop.AT/CHECKOUT', site)).toEqual({
      kind: 'checkout',
      href: '/CHECKOUT',
    })
    const shouting: SiteUrls = { hostName: 'WWW.SPORTSHOP.AT', checkoutUrl: '/Checkout', checkoutHost: '' }
    expect(classifyUrl('https://www.sportshop.at/checkout/', shouting)).toEqual({
      kind: 'checkout',
      href: '/checkout/',
    })
    expect(classifyUrl('https://www.sportshop.at/damen/', shouting)).toEqual({
      kind: 'internal',
      path: '/damen/',
    })
    const separate: SiteUrls = {
      hostName: 'www.sportshop.at',
      checkoutUrl: 'https://Kasse.Sportshop.AT/start/',
      checkoutHost: 'KASSE.sportshop.at',
    }
    expect(classifyUrl('https://kasse.SPORTSHOP.at/other/', separate).kind).toBe('checkout')
  })

  it('a path that only starts like the checkout is an ordinary page', () => {
    expect(classifyUrl('/checkout-tipps/', site)).toEqual({ kind: 'internal', path: '/checkout-tipps/' })
    expect(classifyUrl('/en/checkout-tipps/', site)).toEqual({
      kind: 'internal',
      path: '/en/checkout-tipps/',
    })
  })

  it('a checkout on its own host is reached by a full page load, whatever the path', () => {
    const separate: SiteUrls = {
      hostName: 'www.sportshop.at',
      checkoutUrl: 'https://kasse.sportshop.at/start/',
      checkoutHost: 'kasse.sportshop.at',
    }
    expect(classifyUrl('https://kasse.sportshop.at/start/', separate)).toEqual({
      kind: 'checkout',
      href: 'https://kasse.sportshop.at/start/',
    })
    expect(classifyUrl('https://kasse.sportshop.at/other/', separate).kind).toBe('checkout')
    expect(classifyUrl('/checkout', separate)).toEqual({ kind: 'checkout', href: '/checkout' })
    expect(classifyUrl('https://kasse.sportshop.at.evil.example/', separate).kind).toBe('external')
  })
})

describe('planNavigation (spec §8)', () => {
  it('follows internal URLs on the client and the checkout by a full page load', () => {
    expect(planNavigation('/damen/', site)).toEqual({ type: 'client', path: '/damen/' })
    expect(planNavigation('/checkout', site)).toEqual({ type: 'document', href: '/checkout' })
    expect(planNavigation('#', site)).toEqual({ type: 'none' })
  })

  it.each(['https://example.com/', '//evil.example', '/\\evil.example', 'mailto:a@b.at'])(
    'refuses the external %j by default',
    (url) => {
      expect(() => planNavigation(url, site)).toThrow(
        new Error('Navigating to an external URL is not allowed by default'),
      )
      expect(EXTERNAL_NAVIGATION_REFUSED).toBe('Navigating to an external URL is not allowed by default')
    },
  )

  it('follows an external URL when explicitly allowed', () => {
    expect(planNavigation('https://example.com/a', site, { allowExternal: true })).toEqual({
      type: 'document',
      href: 'https://example.com/a',
    })
  })

  it.each([
    ['blob:https://www.sportshop.at/0b5e', 'blob'],
    ['data:text/html,x', 'data'],
    ['javascript:alert(1)', 'javascript'],
    ['JaVaScRiPt:alert(1)', 'javascript'],
    ['java\nscript:alert(1)', 'javascript'],
    ['vbscript:msgbox(1)', 'vbscript'],
  ])('refuses %j even when external URLs are allowed', (url, protocol) => {
    expect(() => planNavigation(url, site, { allowExternal: true })).toThrow(
      new Error(`Cannot navigate to a URL with ${protocol} protocol`),
    )
  })

  it('refuses a path hiding a way off the site', () => {
    expect(() => planNavigation('/%0d/evil.example', site, { allowExternal: true })).toThrow(/unsafe/)
    expect(() => planNavigation('/en//evil.example#x', site, { allowExternal: true })).toThrow(/unsafe/)
  })

  it('loads the localized checkout as a full page', () => {
    expect(planNavigation('/en/checkout/', site)).toEqual({ type: 'document', href: '/en/checkout/' })
  })
})

describe('staysOnOrigin (last check before a same-tab link)', () => {
  it.each(['/', '/damen/', '/en/damen/?q=a#x', '/javascript&colon;alert(1)', '?q=1', '#top'])(
    "%j stays on the page's origin",
    (href) => {
      expect(staysOnOrigin(href)).toBe(true)
    },
  )

  it.each([
    'https://evil.example/#x',
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    ' //evil.example',
    '/\t/evil.example',
    'javascript:alert(1)',
    'java\nscript:alert(1)',
    'data:text/html,x',
    'http://localhost:3000@evil.example',
    'https://www.sportshop.at/damen/',
    'http://[',
  ])('%j leaves it', (href) => {
    expect(staysOnOrigin(href)).toBe(false)
  })
})

describe('checkoutHref', () => {
  it('uses CHECKOUT_URL, on CHECKOUT_HOST when that is set and the URL is a path', () => {
    const urls = { hostName: 'www.example.at', checkoutUrl: '/checkout', checkoutHost: '' }
    expect(checkoutHref(urls)).toBe('/checkout')
    expect(checkoutHref({ ...urls, checkoutHost: 'kasse.example.at' })).toBe(
      'https://kasse.example.at/checkout',
    )
    expect(
      checkoutHref({
        ...urls,
        checkoutUrl: 'https://pay.example.at/start',
        checkoutHost: 'kasse.example.at',
      }),
    ).toBe('https://pay.example.at/start')
  })
})
