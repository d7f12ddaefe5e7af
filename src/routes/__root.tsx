/// <reference types="vite/client" />
import { useSuspenseQuery } from '@tanstack/react-query'
import type { QueryClient } from '@tanstack/react-query'
import {
  HeadContent,
  Outlet,
  Scripts,
  createRootRouteWithContext,
  redirect,
  useLocation,
} from '@tanstack/react-router'
import type { ErrorComponentProps } from '@tanstack/react-router'
import { BadRequestView } from '~/app-shell/BadRequestView'
import { isBadRequestPage } from '~/app-shell/bad-request'
import { ErrorView } from '~/app-shell/ErrorView'
import { Footer } from '~/app-shell/Footer'
import { Analytics } from '~/features/analytics/components/Analytics'
import { Header } from '~/app-shell/Header'
import { NavigationProgress } from '~/app-shell/NavigationProgress'
import { NotFoundView } from '~/app-shell/NotFoundView'
import { PublicConfigContext, publicConfigQuery } from '~/config/public-config'
import { viewerQuery } from '~/features/account/account.queries'
import { cartQuery } from '~/features/cart/cart.queries'
import { CartRemovalProvider } from '~/features/cart/components/CartRemovalProvider'
import { menuQuery, selectedGenderQuery } from '~/features/navigation/navigation.queries'
import { SessionEndedListener } from '~/features/session/components/SessionEndedListener'
import { AppVersionCheck } from '~/features/app-version/components/AppVersionCheck'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import appCss from '~/styles/app.css?url'
import { HydrationMarker } from '~/ui/HydrationMarker'
import { Announcer } from '~/ui/announcer'
import { wishlistQuery } from '~/features/wishlist/wishlist.queries'
import { visitorStoreQuery } from '~/features/stores/stores.queries'
import { canonicalLinks } from '~/features/seo/seo-head'

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  loader: async ({ context, location }) => {
    const [config, , , viewer] = await Promise.all([
      context.queryClient.query(publicConfigQuery),
      // The header's menu and selected gender are server-rendered; a menu the shop cannot answer
      // leaves the header without it rather than failing the page.
      context.queryClient.query(menuQuery('desktop')).catch(() => undefined),
      context.queryClient.query(selectedGenderQuery).catch(() => undefined),
      // Spec §4 Session: the current-user call runs when logged in; the header shows who it is.
      context.queryClient.query(viewerQuery).catch((error: unknown) => {
        console.error(error)
        return undefined
      }),
      // The header's cart badge is server-rendered; a cart the shop cannot answer leaves it at zero.
      context.queryClient.query(cartQuery).catch((error: unknown) => {
        console.error(error)
        return undefined
      }),
      // The hearts on product cards show membership from the first paint, without a fetch on hydration.
      context.queryClient.query(wishlistQuery).catch((error: unknown) => {
        console.error(error)
        return undefined
      }),
      // A visitor's chosen store, for the header (a customer's is in the account data).
      context.queryClient.query(visitorStoreQuery).catch((error: unknown) => {
        console.error(error)
        return null
      }),
    ])
    // Spec §8: a session the shop has ended is a forced logout, and the browser goes home.
    if (viewer?.kind === 'visitor' && viewer.sessionEnded && location.pathname !== '/')
      throw redirect({ to: '/' })
    // A query string that cannot be decoded (src/server.ts) is the 400 view in place of the whole
    // page: thrown here, no route below loads or names the page (its title would be the route's).
    if (isBadRequestPage(location.publicHref)) throw new Error('The query string cannot be decoded')
    return { config }
  },
  // Every page's canonical link and locale alternates, from the page's own canonical URL (ADR 019).
  head: ({ loaderData, matches }) => ({
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      { name: 'theme-color', content: '#0b2545' },
    ],
    links: [
      { rel: 'stylesheet', href: appCss },
      { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
      ...(loaderData ? canonicalLinks(matches, loaderData.config.HOST_NAME, getLocale()) : []),
    ],
  }),
  shellComponent: RootDocument,
  component: Outlet,
  errorComponent: RootErrorView,
  notFoundComponent: NotFoundView,
})

/** The 400 view for an address whose query string cannot be decoded; other failures' view otherwise. */
function RootErrorView(props: ErrorComponentProps) {
  const publicHref = useLocation({ select: (location) => location.publicHref })
  return isBadRequestPage(publicHref) ? <BadRequestView /> : <ErrorView {...props} />
}

function RootDocument({ children }: { children: React.ReactNode }) {
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
            <Header />
            <main id="main" className="flex-1">
              {children}
            </main>
          </CartRemovalProvider>
          <Footer />
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
