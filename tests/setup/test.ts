import { createHash } from 'node:crypto'
import { test as base, expect } from '@playwright/test'
import type { Browser, BrowserContext } from '@playwright/test'

/**
 * Chromium reports every Content-Security-Policy refusal as a console error ("Refused to execute
 * inline script because it violates the following Content Security Policy directive …"). A refused
 * script or style is a broken page for the shopper, so every journey fails on one.
 */
const CSP_VIOLATION = /Content Security Policy/i

/**
 * A Permissions-Policy the browser cannot read ("Error with Permissions-Policy header: Unrecognized
 * feature: 'bluetooth'.", a warning) is noise on every page of a shopper's console and a sign the
 * policy names what the browser does not know; it fails the journey too.
 */
const POLICY_HEADER_ERROR = /Error with Permissions-Policy header/i

const watched = new WeakMap<BrowserContext, string[]>()

/**
 * Collects the CSP violations of every page in `context` (pages opened later included). Journeys
 * that open their own context with `browser.newContext()` call it and then {@link expectNoCspViolations}.
 */
export function watchCspViolations(context: BrowserContext): string[] {
  const existing = watched.get(context)
  if (existing) return existing
  const violations: string[] = []
  watched.set(context, violations)
  context.on('console', (message) => {
    const text = message.text()
    if ((message.type() === 'error' && CSP_VIOLATION.test(text)) || POLICY_HEADER_ERROR.test(text)) {
      violations.push(`${message.location().url}: ${text}`)
    }
  })
  return violations
}

export function expectNoCspViolations(context: BrowserContext): void {
  expect(watched.get(context) ?? [], 'Content-Security-Policy violations and policy header errors').toEqual(
    [],
  )
}

const failedImages = new WeakMap<BrowserContext, string[]>()

/**
 * Collects every image request of `context` that answered 4xx or 5xx: a product picture that does
 * not load is a broken page for the shopper (the image pipeline answers a placeholder instead of an
 * error for what it cannot render), so every journey fails on one.
 */
export function watchFailedImages(context: BrowserContext): string[] {
  const existing = failedImages.get(context)
  if (existing) return existing
  const failures: string[] = []
  failedImages.set(context, failures)
  context.on('response', (response) => {
    if (response.request().resourceType() === 'image' && response.status() >= 400) {
      failures.push(`${String(response.status())} ${response.url()}`)
    }
  })
  return failures
}

/**
 * An address of its own per test (and retry), sent as X-Forwarded-For: the suite's server trusts
 * the loopback proxy (playwright.config.ts), so each journey is a client of its own for the limits
 * per client address, as shoppers are — instead of every journey sharing 127.0.0.1.
 */
function clientAddressOf(testId: string, retry: number): string {
  const digest = createHash('sha256')
    .update(`${testId}#${String(retry)}`)
    .digest()
  return `10.${String(digest[0] ?? 0)}.${String(digest[1] ?? 0)}.${String(1 + ((digest[2] ?? 0) % 254))}`
}

/**
 * The consent cookie most journeys start with: a made choice (statistics and marketing refused), so
 * the consent banner does not cover the page. Journeys about consent set `consentCookie: null`.
 */
export const REFUSED_CONSENT = '1.0.0.1795600000'

/** For contexts a journey opens itself: the same made choice, so no banner covers the page. */
export async function addConsentChoice(context: BrowserContext, baseURL: string | undefined): Promise<void> {
  if (baseURL) await context.addCookies([{ name: 'sp_consent', value: REFUSED_CONSENT, url: baseURL }])
}

/**
 * Playwright's `test`, with every journey failing on a CSP violation in its browser context, and
 * starting with a consent choice made unless it says otherwise.
 */
export const test = base.extend<{ consentCookie: string | null; imagesMayFail: boolean }>({
  consentCookie: [REFUSED_CONSENT, { option: true }],
  // Journeys that take the API host down on purpose, whose pictures then answer 502, set it.
  imagesMayFail: [false, { option: true }],
  extraHTTPHeaders: async ({ extraHTTPHeaders }, provide, testInfo) => {
    await provide({
      ...extraHTTPHeaders,
      'x-forwarded-for': clientAddressOf(testInfo.testId, testInfo.retry),
    })
  },
  context: async ({ context, consentCookie, baseURL, imagesMayFail }, provide) => {
    if (consentCookie !== null && baseURL)
      await context.addCookies([{ name: 'sp_consent', value: consentCookie, url: baseURL }])
    watchCspViolations(context)
    watchFailedImages(context)
    await provide(context)
    expectNoCspViolations(context)
    if (!imagesMayFail) expect(failedImages.get(context) ?? [], 'image requests that failed').toEqual([])
  },
})

export { expect }

/**
 * A phone of its own for a journey (390 × 844, touch, twice the pixels), with the consent choice made
 * and the same watches as the default context; the journey closes it and calls {@link expectCleanPhone}.
 */
export async function openPhone(browser: Browser, baseURL: string | undefined): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  })
  await addConsentChoice(context, baseURL)
  watchCspViolations(context)
  watchFailedImages(context)
  return context
}

/** After a journey on {@link openPhone}'s context: no CSP violation, no image that failed. */
export function expectCleanPhone(context: BrowserContext): void {
  expectNoCspViolations(context)
  expect(failedImages.get(context) ?? [], 'image requests that failed').toEqual([])
}
