import type { ReactNode } from 'react'
import { m } from '~/paraglide/messages'
import { AcceptOrRejectAll } from './AcceptOrRejectAll'

/** The id of the banner the server puts into a page for a visitor who has not chosen yet. */
export const SERVER_CONSENT_BANNER_ID = 'consent-banner-server'

/**
 * The consent banner's look and text, shared by the live banner (`ConsentManager`) and the copy
 * the server puts into the page (`consent-banner.server.tsx`), so the two cannot drift apart and
 * swapping one for the other moves nothing. "Accept all" and "Reject all" carry equal weight: same
 * size, same style, side by side, and neither is preselected.
 */
/**
 * The look of the banner's quieter actions, "Settings" and the privacy link, side by side under the
 * two equal buttons. The link sits there rather than in the paragraph: a shorter paragraph keeps the
 * banner from being a phone page's largest paint (docs/decisions/029).
 */
export const consentSecondaryActionClasses =
  'inline-flex h-11 items-center justify-center px-3 font-semibold text-brand-700 underline underline-offset-2'

export function ConsentBannerView({
  headingId,
  privacyLink,
  actions,
  id,
  endMarker = false,
}: {
  headingId: string
  privacyLink: ReactNode
  actions: ReactNode
  id?: string
  /** An empty last element: the server's copy is shown once it is parsed (src/styles/app.css). */
  endMarker?: boolean
}) {
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      // `consent-banner` first: it names the banner in Lighthouse's selector of the LCP element (bench:lighthouse).
      className="consent-banner fixed inset-x-0 bottom-0 z-40 border-t border-line bg-surface shadow-card"
    >
      <div className="page-container flex flex-col gap-3 py-4 lg:flex-row lg:items-end lg:gap-8">
        <div className="flex flex-col gap-1 text-sm">
          <h2 id={headingId} className="font-display text-lg font-bold text-brand-900">
            {m.consent_banner_heading()}
          </h2>
          <p>{m.consent_banner_text()}</p>
        </div>
        <div className="grid shrink-0 grid-cols-2 gap-2 sm:flex sm:flex-wrap">
          {actions}
          {privacyLink}
        </div>
      </div>
      {endMarker ? <span hidden data-banner-end="" /> : null}
    </section>
  )
}

/** The banner's buttons; `onDecide` and `onCustomize` absent: shown, not yet usable (server copy). */
export function ConsentBannerActions({
  onDecide,
  onCustomize,
}: {
  onDecide?: (statistics: boolean, marketing: boolean) => void
  onCustomize?: () => void
}) {
  return (
    <>
      <AcceptOrRejectAll onDecide={onDecide} />
      <button
        type="button"
        disabled={!onCustomize}
        className={`${consentSecondaryActionClasses} disabled:cursor-not-allowed disabled:opacity-60`}
        onClick={onCustomize}
      >
        {m.consent_customize()}
      </button>
    </>
  )
}
