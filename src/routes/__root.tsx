/// <reference types="vite/client" />
import type { QueryClient } from '@tanstack/react-query'
import { Outlet, createRootRouteWithContext, redirect } from '@tanstack/react-router'
import { AppDocument, RootErrorView, documentHead } from '~/app-shell/AppDocument'
import { isBadRequestPage } from '~/app-shell/bad-request'
import { Footer } from '~/app-shell/Footer'
import { Header } from '~/app-shell/Header'
import { NotFoundView } from '~/app-shell/NotFoundView'
import { publicConfigQuery } from '~/config/public-config'
import { viewerQuery } from '~/features/account/account.queries'
import { cartQuery } from '~/features/cart/cart.queries'
import { menuQuery, selectedGenderQuery } from '~/features/navigation/navigation.queries'
import { visitorStoreQuery } from '~/features/stores/stores.queries'
import { wishlistQuery } from '~/features/wishlist/wishlist.queries'

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
  head: ({ loaderData, matches }) => documentHead(loaderData?.config, matches),
  shellComponent: RootDocument,
  component: Outlet,
  errorComponent: RootErrorView,
  notFoundComponent: NotFoundView,
})

function RootDocument({ children }: { children: React.ReactNode }) {
  return (
    <AppDocument header={<Header />} footer={<Footer />}>
      {children}
    </AppDocument>
  )
}
