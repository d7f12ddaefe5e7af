import checkoutAnalyticsScript from 'virtual:checkout-analytics-script'
import { getServerConfig } from '~/config/config.server'
import type { StatisticsEvent } from './analytics.schema'
import type { DocumentAnalyticsData } from './components/DocumentAnalytics'

/**
 * A server-rendered page's analytics event with the configuration its script needs; `once` names
 * what the event is sent once per browser for (see `checkoutAnalyticsSchema`).
 */
export function documentAnalytics(
  event: StatisticsEvent | undefined,
  once?: string,
): DocumentAnalyticsData | undefined {
  if (!event) return undefined
  const { GTM_ID, CURRENCY } = getServerConfig()
  return {
    data: { gtmId: GTM_ID, currency: CURRENCY, event, ...(once === undefined ? {} : { once }) },
    script: checkoutAnalyticsScript,
  }
}
