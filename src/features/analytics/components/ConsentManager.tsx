import { Suspense, lazy, useLayoutEffect, useSyncExternalStore } from 'react'
import { m } from '~/paraglide/messages'
import { announce } from '~/ui/announcer'
import { consentCookieValue, parseConsent, saveConsent, subscribeConsent } from '../consent'
import { consentSettings } from '../consent-ui'
import {
  ConsentBannerActions,
  ConsentBannerView,
  consentSecondaryActionClasses,
  SERVER_CONSENT_BANNER_ID,
} from './ConsentBannerView'
import { PrivacyPageLink } from '~/route-links'

const ConsentSettingsDialog = lazy(() => import('./ConsentSettingsDialog'))

/** The consent cookie's raw value: a string, so React sees an unchanged snapshot as equal. */
const cookieSnapshot = () => consentCookieValue(document.cookie) ?? ''
/** This component renders in the browser only (it loads after hydration). */
const serverSnapshot = () => null

/**
 * The consent banner (until a choice is made) and the settings dialog (from the banner or the
 * footer, at any time). "Accept all" and "Reject all" carry equal weight: same size, same style,
 * side by side, and neither is preselected.
 */
export function ConsentManager() {
  const stored = useSyncExternalStore(subscribeConsent, cookieSnapshot, serverSnapshot)
  const dialogOpen = useSyncExternalStore(consentSettings.subscribe, consentSettings.isOpen, () => false)
  const undecided = stored !== null && parseConsent(stored) === null

  // The server's copy of the banner (shown from the first paint, its buttons not yet usable) gives
  // way to this one in the same frame: same place, same look, nothing moves.
  useLayoutEffect(() => {
    document.getElementById(SERVER_CONSENT_BANNER_ID)?.remove()
  }, [])

  const decide = (statistics: boolean, marketing: boolean) => {
    saveConsent(statistics, marketing)
    announce(m.consent_saved())
  }

  return (
    <>
      {undecided && !dialogOpen ? (
        <ConsentBannerView
          headingId="consent-banner-heading"
          privacyLink={
            <PrivacyPageLink className={consentSecondaryActionClasses}>
              {m.consent_privacy_link()}
            </PrivacyPageLink>
          }
          actions={<ConsentBannerActions onDecide={decide} onCustomize={consentSettings.open} />}
        />
      ) : null}
      {dialogOpen ? (
        <Suspense fallback={null}>
          <ConsentSettingsDialog current={parseConsent(stored ?? undefined)} onDecide={decide} />
        </Suspense>
      ) : null}
    </>
  )
}
