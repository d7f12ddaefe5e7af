/**
 * The shopper's consent (GDPR, ePrivacy, TKG 2021): necessary cookies always, statistics and
 * marketing only after a choice. The choice lives in a first-party cookie for 12 months; it is not a
 * secret and the browser needs it before any tag runs, so it is readable by scripts on purpose.
 */

export const CONSENT_COOKIE = 'sp_consent'
/** 12 months, then the shopper is asked again. */
export const CONSENT_MAX_AGE_SECONDS = 365 * 24 * 60 * 60
/** Bump when the categories change: an older choice no longer counts and the banner asks again. */
const CONSENT_VERSION = '1'

export interface ConsentChoice {
  readonly statistics: boolean
  readonly marketing: boolean
  /** Epoch seconds of the choice. */
  readonly decidedAt: number
}

/** `1.<statistics>.<marketing>.<epoch seconds>`, e.g. `1.1.0.1795600000`. */
export function serializeConsent(choice: ConsentChoice): string {
  return [CONSENT_VERSION, Number(choice.statistics), Number(choice.marketing), choice.decidedAt].join('.')
}

export function parseConsent(value: string | undefined): ConsentChoice | null {
  const match = /^(\d+)\.([01])\.([01])\.(\d{1,12})$/.exec(value ?? '')
  if (!match || match[1] !== CONSENT_VERSION) return null
  return { statistics: match[2] === '1', marketing: match[3] === '1', decidedAt: Number(match[4]) }
}

/** The consent cookie's value in a Cookie header (or `document.cookie`), if there is one. */
export function consentCookieValue(cookieHeader: string): string | undefined {
  for (const part of cookieHeader.split(';')) {
    const [name, ...value] = part.trim().split('=')
    if (name === CONSENT_COOKIE) return value.join('=')
  }
  return undefined
}

export function consentCookie(choice: ConsentChoice, https: boolean): string {
  return [
    `${CONSENT_COOKIE}=${serializeConsent(choice)}`,
    'Path=/',
    `Max-Age=${CONSENT_MAX_AGE_SECONDS}`,
    'SameSite=Lax',
    ...(https ? ['Secure'] : []),
  ].join('; ')
}

type ConsentState = 'granted' | 'denied'

/** Google Consent Mode v2 parameters for a choice (null: nothing chosen yet, everything denied). */
export function consentModeOf(choice: ConsentChoice | null) {
  const state = (allowed: boolean | undefined): ConsentState => (allowed ? 'granted' : 'denied')
  return {
    ad_storage: state(choice?.marketing),
    ad_user_data: state(choice?.marketing),
    ad_personalization: state(choice?.marketing),
    analytics_storage: state(choice?.statistics),
  }
}

/** The choice made in this browser, read from its cookie (browser only). */
export function readConsent(): ConsentChoice | null {
  return parseConsent(consentCookieValue(document.cookie))
}

type Listener = (choice: ConsentChoice | null) => void
const listeners = new Set<Listener>()

export function subscribeConsent(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Stores a choice (the banner, the settings dialog) and tells everyone who waits for it. */
export function saveConsent(statistics: boolean, marketing: boolean): ConsentChoice {
  const choice = { statistics, marketing, decidedAt: Math.floor(Date.now() / 1000) }
  document.cookie = consentCookie(choice, location.protocol === 'https:')
  for (const listener of listeners) listener(choice)
  return choice
}
