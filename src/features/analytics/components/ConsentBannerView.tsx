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
export function ConsentBannerView({
  headingId,
  privacyLink,
  actions,
  id,
}: {
  headingId: string
  privacyLink: ReactNode
  actions: ReactNode
  id?: string
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
          <p>
            {m.consent_banner_text()} {privacyLink}
          </p>
        </div>
        <div className="grid shrink-0 grid-cols-2 gap-2 sm:flex sm:flex-wrap">{actions}</div>
      </div>
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
        className="col-span-2 h-11 px-3 font-semibold text-brand-700 underline underline-offset-2 disabled:cursor-not-allowed disabled:opacity-60"
        onClick={onCustomize}
      >
        {m.consent_customize()}
      </button>
    </>
  )
}
