import { useSuspenseQuery } from '@tanstack/react-query'
import { HeadContent, Scripts, useLocation } from '@tanstack/react-router'
import type { AnyRouteMatch, ErrorComponentProps } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { BadRequestView } from '~/app-shell/BadRequestView'
import { isBadRequestPage } from '~/app-shell/bad-request'
import { ErrorView } from '~/app-shell/ErrorView'
import { NavigationProgress } from '~/app-shell/NavigationProgress'
import { PublicConfigContext, publicConfigQuery } from '~/config/public-config'
import type { PublicConfig } from '~/config/config.schema'
import { Analytics } from '~/features/analytics/components/Analytics'
import { AppVersionCheck } from '~/features/app-version/components/AppVersionCheck'
import { CartRemovalProvider } from '~/features/cart/components/CartRemovalProvider'
import { SessionEndedListener } from '~/features/session/components/SessionEndedListener'
import { WishlistHeartsProvider } from '~/features/wishlist/wishlist-hearts'
import { canonicalLinks } from '~/features/seo/seo-head'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import appCss from '~/styles/app.css?url'
import { HydrationMarker } from '~/ui/HydrationMarker'
import { Announcer } from '~/ui/announcer'

/**
 * The HTML document every page of both route sets (the shop's and the team shops') renders in:
 * head, skip link, the set's own header and footer around the page, and the session, analytics and
 * hydration machinery that is the same for both.
 */
export function AppDocument({
  header,
  footer,
  children,
}: {
  header: ReactNode
  footer: ReactNode
  children: ReactNode
}) {
  const config = useSuspenseQuery(publicConfigQuery).data
  return (
    <PublicConfigContext value={config}>
      <html lang={getLocale()}>
        <head>
          <HeadContent />
        </head>
        <body className="flex min-h-dvh flex-col">
          <a
            href="#main"
            className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-surface focus:px-4 focus:py-2"
          >
            {m.skip_to_content()}
          </a>
          <NavigationProgress />
          <CartRemovalProvider>
            {/* One wishlist subscription for every heart of the page (the header's and the cards'). */}
            <WishlistHeartsProvider>
              {header}
              <main id="main" className="flex-1">
                {children}
              </main>
            </WishlistHeartsProvider>
          </CartRemovalProvider>
          {footer}
          <SessionEndedListener />
          <Analytics />
          <AppVersionCheck />
          <Announcer />
          <HydrationMarker />
          <Scripts />
        </body>
      </html>
    </PublicConfigContext>
  )
}

/** The head every page shares, with its canonical link and locale alternates (ADR 019). */
export function documentHead(config: PublicConfig | undefined, matches: readonly AnyRouteMatch[]) {
  return {
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      { name: 'theme-color', content: '#0b2545' },
    ],
    links: [
      { rel: 'stylesheet', href: appCss },
      { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
      ...(config ? canonicalLinks(matches, config.HOST_NAME, getLocale()) : []),
    ],
  }
}

/** The 400 view for an address whose query string cannot be decoded; other failures' view otherwise. */
export function RootErrorView(props: ErrorComponentProps) {
  const publicHref = useLocation({ select: (location) => location.publicHref })
  return isBadRequestPage(publicHref) ? <BadRequestView /> : <ErrorView {...props} />
}
