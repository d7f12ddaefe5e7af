import { describe, expect, it } from 'vitest'
import { ACCOUNT_HOME, redirectTargetAfterLogin, resetLinkFromFragment } from './auth.model'

const site = { hostName: 'www.sportalpin.at', checkoutUrl: '/checkout', checkoutHost: '' }

describe('redirectTargetAfterLogin', () => {
  it('returns to a page of the shop', () => {
    expect(redirectTargetAfterLogin('/my-account/orders/', site)).toBe('/my-account/orders/')
    expect(redirectTargetAfterLogin('/p/some-shoe-123/?x=1', site)).toBe('/p/some-shoe-123/?x=1')
    expect(redirectTargetAfterLogin('https://www.sportalpin.at/wishlist/', site)).toBe('/wishlist/')
  })

  it('drops the locale prefix, which the router adds itself', () => {
    expect(redirectTargetAfterLogin('/en/my-account/orders/', site)).toBe('/my-account/orders/')
    expect(redirectTargetAfterLogin('/en/', site)).toBe('/')
  })

  it('goes to the account for anything off the site or unsafe', () => {
    for (const raw of [
      '//evil.example/',
      '/\\evil.example/',
      'https://evil.example/my-account/',
      'javascript:alert(1)',
      'data:text/html,hi',
      '/%2f%2fevil.example/',
      '/en//evil.example/',
      '/checkout/',
    ]) {
      expect(redirectTargetAfterLogin(raw, site), raw).toBe(ACCOUNT_HOME)
    }
  })

  it('goes to the account when there is no target or it is an auth page', () => {
    expect(redirectTargetAfterLogin(undefined, site)).toBe(ACCOUNT_HOME)
    expect(redirectTargetAfterLogin('', site)).toBe(ACCOUNT_HOME)
    expect(redirectTargetAfterLogin('/login/?redirect=/x/', site)).toBe(ACCOUNT_HOME)
    expect(redirectTargetAfterLogin('/en/register/', site)).toBe(ACCOUNT_HOME)
  })
})

describe('resetLinkFromFragment', () => {
  const token = 'a'.repeat(43)

  it('reads token and address from the fragment of a mailed link', () => {
    const hash = `#${new URLSearchParams({ token, email: 'anna@example.at' }).toString()}`
    expect(resetLinkFromFragment(hash)).toEqual({ token, email: 'anna@example.at' })
  })

  it('leaves out what is missing or malformed, so the page says the link is invalid', () => {
    expect(resetLinkFromFragment('')).toEqual({ token: undefined, email: undefined })
    expect(resetLinkFromFragment(`#token=${token}&email=kein-mail`)).toEqual({ token, email: undefined })
    expect(resetLinkFromFragment('#token=%3Cscript%3E&email=anna@example.at')).toEqual({
      token: undefined,
      email: 'anna@example.at',
    })
  })
})
