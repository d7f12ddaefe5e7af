import { Suspense, lazy } from 'react'
import { useHydrated } from '~/ui/use-hydrated'

const DeferredAnalytics = lazy(() => import('./DeferredAnalytics'))

/**
 * Analytics and the consent banner load once the page is interactive, not with it: neither is
 * needed to show or use the page (the banner appears only in the browser anyway, fixed at the
 * bottom, so it shifts nothing), and the first page's JavaScript stays light. Events reported
 * before then are still sent in order (the dataLayer module starts with Consent Mode's default).
 */
export function Analytics() {
  const hydrated = useHydrated()
  if (!hydrated) return null
  return (
    <Suspense fallback={null}>
      <DeferredAnalytics />
    </Suspense>
  )
}
