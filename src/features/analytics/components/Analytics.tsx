import { Suspense, lazy, useEffect, useSyncExternalStore } from 'react'
import { useIdleAfterHydration, useIntent } from '~/ui/load-later'
import { consentSettings } from '../consent-ui'

const DeferredAnalytics = lazy(() => import('./DeferredAnalytics'))

/**
 * The id of the server's copy of the banner (`SERVER_CONSENT_BANNER_ID` of ConsentBannerView, which
 * a test holds equal): importing that module here would move the banner's code into the page's chunk.
 */
export const SERVER_BANNER_ID = 'consent-banner-server'

/**
 * Analytics and the live consent banner load when the browser is idle after the page has become
 * interactive, not with it (ADR 025): neither is needed to show or use the page, and every chunk
 * that loads during hydration delays it. The server's copy of the banner is on the page from the
 * first paint; a shopper who reaches for it (pointer, finger or focus on it), or opens the consent
 * settings from the footer, loads the code at once. Events reported before then are still sent in
 * order (the dataLayer module starts with Consent Mode's default).
 */
export function Analytics() {
  const idle = useIdleAfterHydration()
  const { wanted, want } = useIntent()
  const settingsOpen = useSyncExternalStore(consentSettings.subscribe, consentSettings.isOpen, () => false)

  useEffect(() => {
    const banner = document.getElementById(SERVER_BANNER_ID)
    if (!banner) return
    const events = ['pointerover', 'touchstart', 'focusin'] as const
    for (const event of events) banner.addEventListener(event, want, { once: true, passive: true })
    return () => {
      for (const event of events) banner.removeEventListener(event, want)
    }
  }, [want])

  if (!idle && !wanted && !settingsOpen) return null
  return (
    <Suspense fallback={null}>
      <DeferredAnalytics />
    </Suspense>
  )
}
