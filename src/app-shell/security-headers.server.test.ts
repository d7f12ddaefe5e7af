import { describe, expect, it, vi } from 'vitest'
import {
  applySecurityHeaders,
  checkoutFormOrigins,
  createCspNonce,
  mapStyleOrigins,
  pageContentSecurityPolicy,
  RESOURCE_CONTENT_SECURITY_POLICY,
  referrerPolicyFor,
} from './security-headers.server'

vi.mock('~/config/config.server', () => ({
  getServerConfig: () => ({ CHECKOUT_URL: '/checkout', CHECKOUT_HOST: '', MAP_STYLE_URL: '', GTM_ID: '' }),
}))

/** The directives of a policy by name, each with its sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/)
      return [name, sources]
    }),
  )
}

describe('pageContentSecurityPolicy', () => {
  const nonce = createCspNonce()
  const policy = directives(pageContentSecurityPolicy({ nonce, formActionOrigins: [], https: false }))

  it('runs only this origin’s scripts and the inline scripts carrying this request’s nonce', () => {
    expect(policy.get('script-src')).toEqual(["'self'", `'nonce-${nonce}'`])
    expect(policy.get('script-src')).not.toContain("'unsafe-eval'")
    expect(policy.get('script-src')).not.toContain("'unsafe-inline'")
  })

  it('forbids framing, plugins, foreign base URLs and form posts elsewhere', () => {
    expect(policy.get('frame-ancestors')).toEqual(["'none'"])
    expect(policy.get('object-src')).toEqual(["'none'"])
    expect(policy.get('base-uri')).toEqual(["'self'"])
    expect(policy.get('form-action')).toEqual(["'self'"])
    expect(policy.has('upgrade-insecure-requests')).toBe(false)
  })

  it('lets forms post to a checkout on another host, and upgrades requests over https', () => {
    const withCheckout = directives(
      pageContentSecurityPolicy({ nonce, formActionOrigins: ['https://kasse.sportalpin.at'], https: true }),
    )
    expect(withCheckout.get('form-action')).toEqual(["'self'", 'https://kasse.sportalpin.at'])
    expect(withCheckout.has('upgrade-insecure-requests')).toBe(true)
  })
})

describe('the policy with an interactive map', () => {
  it('lets the page fetch and show only what the configured map style’s origin serves', () => {
    const nonce = createCspNonce()
    const plain = directives(pageContentSecurityPolicy({ nonce, formActionOrigins: [], https: true }))
    expect(plain.get('connect-src')).toEqual(["'self'"])
    expect(plain.get('img-src')).toEqual(["'self'", 'data:'])
    const origins = mapStyleOrigins('https://tiles.sportalpin.at/styles/basic/style.json')
    expect(origins).toEqual(['https://tiles.sportalpin.at'])
    expect(mapStyleOrigins('')).toEqual([])
    const withMap = directives(
      pageContentSecurityPolicy({ nonce, formActionOrigins: [], mapOrigins: origins, https: true }),
    )
    expect(withMap.get('connect-src')).toEqual(["'self'", 'https://tiles.sportalpin.at'])
    expect(withMap.get('img-src')).toEqual(["'self'", 'data:', 'https://tiles.sportalpin.at'])
    expect(withMap.get('script-src')).toEqual(["'self'", `'nonce-${nonce}'`])
  })

  it('allows the tag manager and its hits only when a container is configured', () => {
    const nonce = createCspNonce()
    const without = directives(pageContentSecurityPolicy({ nonce, formActionOrigins: [], https: true }))
    expect(without.get('script-src')).toEqual(["'self'", `'nonce-${nonce}'`])
    expect(without.get('connect-src')).toEqual(["'self'"])
    const withTags = directives(
      pageContentSecurityPolicy({ nonce, formActionOrigins: [], tagManager: true, https: true }),
    )
    expect(withTags.get('script-src')).toEqual([
      "'self'",
      `'nonce-${nonce}'`,
      'https://*.googletagmanager.com',
    ])
    expect(withTags.get('connect-src')).toContain('https://*.google-analytics.com')
    expect(withTags.get('img-src')).toContain('https://*.google-analytics.com')
    expect(withTags.get('default-src')).toEqual(["'self'"])
  })
})

describe('createCspNonce', () => {
  it('is fresh, base64 and 128 bits long', () => {
    const nonces = new Set(Array.from({ length: 100 }, createCspNonce))
    expect(nonces.size).toBe(100)
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16)
  })
})

describe('applySecurityHeaders', () => {
  it('gives any answer the headers, keeping a page’s own policy', () => {
    const headers = new Headers({ 'content-security-policy': "script-src 'nonce-abc'" })
    applySecurityHeaders(headers, { pathname: '/', https: false })
    expect(headers.get('content-security-policy')).toBe("script-src 'nonce-abc'")
    expect(headers.get('x-content-type-options')).toBe('nosniff')
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(headers.get('cross-origin-opener-policy')).toBe('same-origin')
    expect(headers.get('permissions-policy')).toContain('geolocation=(self)')
    expect(headers.has('strict-transport-security')).toBe(false)
  })

  it('locks down non-pages, and sends HSTS only over https', () => {
    const headers = new Headers()
    applySecurityHeaders(headers, { pathname: '/api/v1/cart/', https: true })
    expect(headers.get('content-security-policy')).toBe(RESOURCE_CONTENT_SECURITY_POLICY)
    expect(headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains')
  })
})

describe('referrerPolicyFor', () => {
  it('sends no referrer at all from the password-reset page, in every locale', () => {
    expect(referrerPolicyFor('/reset-password/')).toBe('no-referrer')
    expect(referrerPolicyFor('/en/reset-password/')).toBe('no-referrer')
    expect(referrerPolicyFor('/login/')).toBe('strict-origin-when-cross-origin')
  })

  it('sends none from a booking’s page either: the mail’s link carries the key that opens it', () => {
    expect(referrerPolicyFor('/termin/0b6f7d1e-4c2a-4e8b-9a35-7f1d2c3b4a59/')).toBe('no-referrer')
    expect(referrerPolicyFor('/en/termin/0b6f7d1e-4c2a-4e8b-9a35-7f1d2c3b4a59/')).toBe('no-referrer')
  })
})

describe('checkoutFormOrigins', () => {
  it('names the checkout’s origin only when it is on another host', () => {
    expect(checkoutFormOrigins('/checkout', '')).toEqual([])
    expect(checkoutFormOrigins('https://kasse.sportalpin.at/checkout', '')).toEqual([
      'https://kasse.sportalpin.at',
    ])
    expect(checkoutFormOrigins('/checkout', 'kasse.sportalpin.at')).toEqual(['https://kasse.sportalpin.at'])
  })
})
