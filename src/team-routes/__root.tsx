/// <reference types="vite/client" />
import type { QueryClient } from '@tanstack/react-query'
import { Outlet, createRootRouteWithContext } from '@tanstack/react-router'
import { AppDocument, RootErrorView, documentHead } from '~/app-shell/AppDocument'
import { loadRoot } from '~/app-shell/root-loader'
import { NotFoundView } from '~/app-shell/NotFoundView'
import { TeamFooter } from '~/features/team/components/TeamFooter'
import { TeamHeader } from '~/features/team/components/TeamHeader'

/** The team-shop route set (spec §2 Team-shop mode), built instead of src/routes by TEAM_SHOULD_BUILD. */
export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  loader: ({ context, location }) => loadRoot(context.queryClient, location),
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
