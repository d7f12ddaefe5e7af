/// <reference types="vite/client" />
import type { QueryClient } from '@tanstack/react-query'
import { Outlet, createRootRouteWithContext, redirect } from '@tanstack/react-router'
import { AppDocument, RootErrorView, documentHead } from '~/app-shell/AppDocument'
import { isBadRequestPage } from '~/app-shell/bad-request'
import { NotFoundView } from '~/app-shell/NotFoundView'
import { publicConfigQuery } from '~/config/public-config'
import { viewerQuery } from '~/features/account/account.queries'
import { cartQuery } from '~/features/cart/cart.queries'
import { TeamFooter } from '~/features/team/components/TeamFooter'
import { TeamHeader } from '~/features/team/components/TeamHeader'
import { wishlistQuery } from '~/features/wishlist/wishlist.queries'

/** The team-shop route set (spec §2 Team-shop mode), built instead of src/routes by TEAM_SHOULD_BUILD. */
export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  loader: async ({ context, location }) => {
    const [config, viewer] = await Promise.all([
      context.queryClient.query(publicConfigQuery),
      context.queryClient.query(viewerQuery).catch((error: unknown) => {
        console.error(error)
        return undefined
      }),
      // The team cart's badge and the kit's hearts are server-rendered, as in the shop.
      context.queryClient.query(cartQuery).catch((error: unknown) => {
        console.error(error)
        return undefined
      }),
      context.queryClient.query(wishlistQuery).catch((error: unknown) => {
        console.error(error)
        return undefined
      }),
    ])
    // Spec §8: a session the shop has ended is a forced logout, and the browser goes home.
    if (viewer?.kind === 'visitor' && viewer.sessionEnded && location.pathname !== '/')
      throw redirect({ to: '/' })
    if (isBadRequestPage(location.publicHref)) throw new Error('The query string cannot be decoded')
    return { config }
  },
  head: ({ loaderData, matches }) => documentHead(loaderData?.config, matches),
  shellComponent: TeamDocument,
  component: Outlet,
  errorComponent: RootErrorView,
  notFoundComponent: NotFoundView,
})

function TeamDocument({ children }: { children: React.ReactNode }) {
  return (
    <AppDocument header={<TeamHeader />} footer={<TeamFooter />}>
      {children}
    </AppDocument>
  )
}
