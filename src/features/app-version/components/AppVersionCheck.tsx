import { Suspense, lazy } from 'react'
import { useIdleAfterHydration } from '~/ui/load-later'

const AppVersionWatcher = lazy(() => import('./AppVersionWatcher'))

/**
 * The app version check (`AppVersionWatcher`) starts when the browser is idle after the page has
 * become interactive (ADR 025): it shows nothing and its first question waits for the page anyway,
 * so its code loads neither with the page nor during its hydration.
 */
export function AppVersionCheck() {
  const idle = useIdleAfterHydration()
  if (!idle) return null
  return (
    <Suspense fallback={null}>
      <AppVersionWatcher />
    </Suspense>
  )
}
