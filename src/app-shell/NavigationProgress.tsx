import { useRouterState } from '@tanstack/react-router'
import { m } from '~/paraglide/messages'

/**
 * A thin bar at the top of the viewport while a client-side navigation waits for its page data, so a
 * shopper on a slow network sees that the click was taken. It is revealed only after a short delay
 * (in CSS, see `--animate-navigation-progress-reveal`), so quick page changes do not flicker.
 */
export function NavigationProgress() {
  const pending = useRouterState({ select: (state) => state.status === 'pending' })
  if (!pending) return null
  return (
    <div
      role="progressbar"
      aria-label={m.navigation_progress()}
      className="fixed inset-x-0 top-0 z-50 h-1 animate-navigation-progress-reveal overflow-hidden bg-brand-100"
    >
      <div className="h-full w-1/3 animate-navigation-progress bg-accent-600 motion-reduce:w-full motion-reduce:animate-none" />
    </div>
  )
}
