/**
 * The one way into `window.dataLayer`. Its first entry is always Consent Mode's default (everything
 * denied), then the stored choice if there is one; statistics events go in only while the shopper
 * allows statistics, and the tag manager (GTM_ID) is loaded only then. Before a choice, nothing
 * leaves the site.
 */
import * as v from 'valibot'
import type { PageDataEvent, StatisticsEvent } from './analytics.schema'
import { consentModeOf, readConsent, subscribeConsent } from './consent'
import type { ConsentChoice } from './consent'

declare global {
  interface Window {
    dataLayer?: unknown[]
  }
}

let ready = false
let tagManagerId = ''
let pageCurrency = 'EUR'

/** The currency of every value sent (spec §4: from configuration). */
export function currency(): string {
  return pageCurrency
}

function layer(): unknown[] {
  window.dataLayer ??= []
  if (!ready) {
    ready = true
    gtag('consent', 'default', { ...consentModeOf(null), wait_for_update: 500 })
    const stored = readConsent()
    if (stored) gtag('consent', 'update', consentModeOf(stored))
    subscribeConsent(onConsentChange)
  }
  return window.dataLayer
}

/**
 * Consent Mode commands go in as gtag.js pushes them: the `arguments` object of a gtag call, which
 * is what the tag manager recognises as a command rather than an event.
 */
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- typed for callers, read as `arguments`
function gtag(...command: unknown[]): void {
  // eslint-disable-next-line prefer-rest-params -- the tag manager needs the arguments object itself
  layer().push(arguments)
}

function onConsentChange(choice: ConsentChoice | null): void {
  gtag('consent', 'update', consentModeOf(choice))
  if (choice?.statistics) loadTagManager()
}

/**
 * Development checks every payload against its schema (a failure is an error in the console); the
 * tests check them too. Production trusts the typed builders: the schemas stay out of its bundle.
 */
function checked<T extends PageDataEvent | StatisticsEvent>(payload: T): T {
  if (import.meta.env.DEV)
    void import('./analytics.schema').then((schemas) => {
      v.parse(
        payload.event === 'page_data' ? schemas.pageDataEventSchema : schemas.statisticsEventSchema,
        payload,
      )
    })
  return payload
}

/** Page data goes in with or without consent: it describes the page, not the shopper. */
export function pushPageData(event: PageDataEvent): void {
  layer().push(checked(event))
}

export function statisticsAllowed(): boolean {
  return readConsent()?.statistics === true
}

/** A statistics event, dropped unless the shopper allows statistics right now. */
export function track(event: StatisticsEvent): void {
  if (!statisticsAllowed()) return
  const data = layer()
  // GA4 merges e-commerce objects of consecutive pushes unless the previous one is cleared.
  if ('ecommerce' in event) data.push({ ecommerce: null })
  data.push(checked(event))
}

/** Called once the public configuration is known; loads the tag manager if consent allows. */
export function startDataLayer(gtmId: string, configuredCurrency: string): void {
  tagManagerId = gtmId
  pageCurrency = configuredCurrency
  layer()
  if (statisticsAllowed()) loadTagManager()
}

let tagManagerLoaded = false

function loadTagManager(): void {
  if (tagManagerLoaded || tagManagerId === '') return
  tagManagerLoaded = true
  layer().push({ 'gtm.start': Date.now(), event: 'gtm.js' })
  const script = document.createElement('script')
  script.async = true
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(tagManagerId)}`
  const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.content
  if (nonce) script.nonce = nonce
  document.head.append(script)
}
