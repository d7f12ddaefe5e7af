import { describe, expect, it } from 'vitest'
import {
  CONSENT_MAX_AGE_SECONDS,
  consentCookie,
  consentCookieValue,
  consentModeOf,
  parseConsent,
  serializeConsent,
} from './consent'

describe('the consent cookie', () => {
  const choice = { statistics: true, marketing: false, decidedAt: 1_795_600_000 }

  it('round-trips a choice', () => {
    expect(serializeConsent(choice)).toBe('1.1.0.1795600000')
    expect(parseConsent(serializeConsent(choice))).toEqual(choice)
  })

  it('treats anything else as no choice (the banner asks again)', () => {
    for (const value of [undefined, '', 'yes', '1.1.0', '2.1.1.1795600000', '1.2.0.1795600000', '1.1.0.x'])
      expect(parseConsent(value), String(value)).toBeNull()
  })

  it('is found among other cookies', () => {
    expect(consentCookieValue('a=1; sp_consent=1.0.0.5; b=2')).toBe('1.0.0.5')
    expect(consentCookieValue('xsp_consent=1.1.1.5')).toBeUndefined()
  })

  it('is kept for 12 months, first-party, Secure on https', () => {
    const cookie = consentCookie(choice, true)
    expect(cookie).toContain('sp_consent=1.1.0.1795600000')
    expect(cookie).toContain(`Max-Age=${String(CONSENT_MAX_AGE_SECONDS)}`)
    expect(CONSENT_MAX_AGE_SECONDS).toBe(31_536_000)
    expect(cookie).toContain('SameSite=Lax')
    expect(cookie).toContain('Secure')
    expect(cookie).not.toContain('Domain=')
    expect(consentCookie(choice, false)).not.toContain('Secure')
  })
})

describe('Consent Mode v2', () => {
  it('denies everything before a choice', () => {
    expect(consentModeOf(null)).toEqual({
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'denied',
    })
  })

  it('grants statistics and marketing separately', () => {
    expect(consentModeOf({ statistics: true, marketing: false, decidedAt: 0 })).toEqual({
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'granted',
    })
    expect(consentModeOf({ statistics: false, marketing: true, decidedAt: 0 }).ad_storage).toBe('granted')
  })
})
