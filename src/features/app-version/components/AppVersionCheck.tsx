import { Suspense, lazy } from 'react'
import { useHydrated } from '~/ui/use-hydrated'

const AppVersionWatcher = lazy(() => import('./AppVersionWatcher'))

/**
 * The app version check (`AppVersionWatcher`) starts once the page is interactive: it shows nothing
 * and its first question waits for the page anyway, so its code is not part of the page's first
 * JavaScript.
 */
export function AppVersionCheck() {
  const hydrated = useHydrated()
  if (!hydrated) return null
  return (
    <Suspense fallback={null}>
      <AppVersionWatcher />
    </Suspense>
  )
}
