import { AnalyticsTracker } from './AnalyticsTracker'
import { ConsentManager } from './ConsentManager'

/** Everything analytics renders, in one chunk loaded after the page is interactive. */
export default function DeferredAnalytics() {
  return (
    <>
      <AnalyticsTracker />
      <ConsentManager />
    </>
  )
}
