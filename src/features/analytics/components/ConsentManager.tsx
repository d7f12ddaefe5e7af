import { Link } from '@tanstack/react-router'
import { Suspense, lazy, useSyncExternalStore } from 'react'
import { m } from '~/paraglide/messages'
import { announce } from '~/ui/announcer'
import { consentCookieValue, parseConsent, saveConsent, subscribeConsent } from '../consent'
import { consentSettings } from '../consent-ui'
import { AcceptOrRejectAll } from './AcceptOrRejectAll'

const ConsentSettingsDialog = lazy(() => import('./ConsentSettingsDialog'))

/** The consent cookie's raw value: a string, so React sees an unchanged snapshot as equal. */
const cookieSnapshot = () => consentCookieValue(document.cookie) ?? ''
/** On the server nothing is known: the banner appears only in the browser, never in cached HTML. */
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

  const decide = (statistics: boolean, marketing: boolean) => {
    saveConsent(statistics, marketing)
    announce(m.consent_saved())
  }

  return (
    <>
      {undecided && !dialogOpen ? (
        <section
          aria-labelledby="consent-banner-heading"
          className="fixed inset-x-0 bottom-0 z-40 border-t border-line bg-surface shadow-card"
        >
          <div className="page-container flex flex-col gap-3 py-4 lg:flex-row lg:items-end lg:gap-8">
            <div className="flex flex-col gap-1 text-sm">
              <h2 id="consent-banner-heading" className="font-display text-lg font-bold text-brand-900">
                {m.consent_banner_heading()}
              </h2>
              <p>
                {m.consent_banner_text()}{' '}
                <Link to="/static/$slug/" params={{ slug: 'datenschutz' }} className="font-medium underline">
                  {m.consent_privacy_link()}
                </Link>
              </p>
            </div>
            <div className="grid shrink-0 grid-cols-2 gap-2 sm:flex sm:flex-wrap">
              <AcceptOrRejectAll onDecide={decide} />
              <button
                type="button"
                className="col-span-2 h-11 px-3 font-semibold text-brand-700 underline underline-offset-2"
                onClick={consentSettings.open}
              >
                {m.consent_customize()}
              </button>
            </div>
          </div>
        </section>
      ) : null}
      {dialogOpen ? (
        <Suspense fallback={null}>
          <ConsentSettingsDialog current={parseConsent(stored ?? undefined)} onDecide={decide} />
        </Suspense>
      ) : null}
    </>
  )
}
