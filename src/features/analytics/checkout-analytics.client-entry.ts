/**
 * The analytics of the pages served without the client app: the checkout (spec §2: it is reached by
 * a full page load; design brief §7: it works without JavaScript) and service booking. The page
 * names its event in a JSON data block; this small script sends it through the same dataLayer
 * module as the shop, under the same consent. `purchase` goes out once per order number and
 * `booking_complete` once per booking, also when the page is reloaded.
 */
import * as v from 'valibot'
import { rememberPurchase } from './analytics.model'
import { CHECKOUT_ANALYTICS_ELEMENT_ID, checkoutAnalyticsSchema, onceKeyOf } from './checkout-analytics-data'
import type { CheckoutAnalytics } from './checkout-analytics-data'
import { startDataLayer, statisticsAllowed, track } from './data-layer'

// Named for its first use; it also holds the keys of other events sent once.
const PURCHASES_KEY = 'sp_purchases'

function sentOnce(): string[] {
  try {
    const parsed = v.safeParse(v.array(v.string()), JSON.parse(localStorage.getItem(PURCHASES_KEY) ?? '[]'))
    return parsed.success ? parsed.output : []
  } catch {
    return []
  }
}

function run(): void {
  const element = document.getElementById(CHECKOUT_ANALYTICS_ELEMENT_ID)
  if (!element?.textContent) return
  let data: CheckoutAnalytics
  try {
    data = v.parse(checkoutAnalyticsSchema, JSON.parse(element.textContent))
  } catch {
    return
  }
  startDataLayer(data.gtmId, data.currency)
  const { event } = data
  const once = onceKeyOf(data)
  if (once === undefined) {
    track(event)
    return
  }
  // Remembering the order number (or booking) is analytics data too: only with consent, as the event.
  if (!statisticsAllowed()) return
  const { sent, isNew } = rememberPurchase(sentOnce(), once)
  if (!isNew) return
  try {
    localStorage.setItem(PURCHASES_KEY, JSON.stringify(sent))
  } catch {
    // Storage blocked: the event still goes out this once.
  }
  track(event)
}

run()
