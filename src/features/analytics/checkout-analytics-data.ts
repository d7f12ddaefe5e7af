/** What a checkout page tells its analytics script, in a JSON data block (not a script that runs). */
import * as v from 'valibot'
import { statisticsEventSchema } from './analytics.schema'

export const CHECKOUT_ANALYTICS_ELEMENT_ID = 'checkout-analytics'

export const checkoutAnalyticsSchema = v.object({
  gtmId: v.string(),
  currency: v.pipe(v.string(), v.length(3)),
  event: statisticsEventSchema,
})
export type CheckoutAnalytics = v.InferOutput<typeof checkoutAnalyticsSchema>

/** The data block's text: JSON that cannot end the script element or open a comment in it. */
export function checkoutAnalyticsJson(data: CheckoutAnalytics): string {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}
