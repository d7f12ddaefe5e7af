/**
 * What a server-rendered document (the checkout, service booking) tells its analytics script, in a
 * JSON data block (not a script that runs).
 */
import * as v from 'valibot'
import { statisticsEventSchema } from './analytics.schema'

export const CHECKOUT_ANALYTICS_ELEMENT_ID = 'checkout-analytics'

export const checkoutAnalyticsSchema = v.object({
  gtmId: v.string(),
  currency: v.pipe(v.string(), v.length(3)),
  event: statisticsEventSchema,
  /**
   * Sends the event once per browser for this key (a reload or a second visit sends none); a
   * purchase is always sent once, per order number.
   */
  once: v.optional(v.pipe(v.string(), v.nonEmpty(), v.maxLength(100))),
})
export type CheckoutAnalytics = v.InferOutput<typeof checkoutAnalyticsSchema>

/** The data block's text: JSON that cannot end the script element or open a comment in it. */
export function checkoutAnalyticsJson(data: CheckoutAnalytics): string {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}

/** The key an event is sent once for, if any. */
export function onceKeyOf(data: CheckoutAnalytics): string | undefined {
  return data.event.event === 'purchase' ? data.event.ecommerce.transaction_id : data.once
}
