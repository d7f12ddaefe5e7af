import { CHECKOUT_ANALYTICS_ELEMENT_ID, checkoutAnalyticsJson } from '../checkout-analytics-data'
import type { CheckoutAnalytics } from '../checkout-analytics-data'

/** A server-rendered document's analytics event and the script that sends it (after consent). */
export interface DocumentAnalyticsData {
  readonly data: CheckoutAnalytics
  readonly script: string
}

/**
 * For the head of a page served without the client app (the checkout, service booking): its event
 * in a data block and the small script that sends it under the shopper's consent.
 */
export function DocumentAnalytics({ analytics }: { analytics: DocumentAnalyticsData }) {
  return (
    <>
      <script
        type="application/json"
        id={CHECKOUT_ANALYTICS_ELEMENT_ID}
        // A data block, not a script: the browser never runs it (and the page policy allows no
        // inline script); the JSON is escaped so it cannot close the element.
        dangerouslySetInnerHTML={{ __html: checkoutAnalyticsJson(analytics.data) }}
      />
      <script type="module" src={analytics.script} />
    </>
  )
}
