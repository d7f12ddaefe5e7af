import { Suspense, lazy } from 'react'
import type { ComponentProps } from 'react'
import { useIdleAfterHydration } from '~/ui/load-later'

const RecentlyViewedStrip = lazy(() =>
  import('./RecentlyViewedStrip').then((module) => ({ default: module.RecentlyViewedStrip })),
)

/**
 * The recently viewed strip, loaded once the browser is idle after hydration (ADR 025). It shows
 * nothing on the server and while hydrating anyway (the list lives in the browser), so its code
 * need not compete with the page's own before the page is interactive.
 */
export function RecentlyViewedLater(props: ComponentProps<typeof RecentlyViewedStrip>) {
  const idle = useIdleAfterHydration()
  if (!idle) return null
  return (
    <Suspense fallback={null}>
      <RecentlyViewedStrip {...props} />
    </Suspense>
  )
}
