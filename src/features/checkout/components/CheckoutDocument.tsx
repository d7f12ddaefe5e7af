import type { ReactNode } from 'react'
import { DocumentAnalytics } from '~/features/analytics/components/DocumentAnalytics'
import type { DocumentAnalyticsData } from '~/features/analytics/components/DocumentAnalytics'
import { ServerDocument } from '~/app-shell/ServerDocument'
import { m } from '~/paraglide/messages'
import { localizeHref } from '~/lib/locale-url'

/**
 * The checkout's own document: it is served outside the client router (spec §2: the checkout is
 * reached by a full page load), with the shop's stylesheet and no script but the small analytics one
 * (which only reports, after consent) and, on the form, its checks before sending; every step works
 * without JavaScript. A reduced header keeps the shopper on the way to the order.
 */
export function CheckoutDocument({
  title,
  stylesheet,
  analytics,
  formScript,
  backToCart = false,
  children,
}: {
  title: string
  stylesheet: string
  /** The page's analytics event and the script that sends it (after consent); no script otherwise. */
  analytics?: DocumentAnalyticsData | undefined
  /** The checkout form's own script (its checks before sending); none on the other pages. */
  formScript?: string | undefined
  /**
   * The header's way back to the cart: on the checkout form only. After the order the cart is
   * empty, so the confirmation offers none.
   */
  backToCart?: boolean
  children: ReactNode
}) {
  return (
    <ServerDocument
      title={title}
      stylesheet={stylesheet}
      footerNote={m.checkout_footer_note()}
      head={
        <>
          {analytics ? <DocumentAnalytics analytics={analytics} /> : null}
          {formScript ? <script type="module" src={formScript} /> : null}
        </>
      }
      headerAction={
        backToCart ? (
          <a href={localizeHref('/warenkorb/')} className="text-sm font-semibold text-brand-800 underline">
            {m.checkout_back_to_cart()}
          </a>
        ) : null
      }
    >
      {children}
    </ServerDocument>
  )
}
