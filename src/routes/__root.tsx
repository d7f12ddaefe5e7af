/// <reference types="vite/client" />
import type { QueryClient } from '@tanstack/react-query'
import { Outlet, createRootRouteWithContext } from '@tanstack/react-router'
import { AppDocument, RootErrorView, documentHead } from '~/app-shell/AppDocument'
import { loadRoot } from '~/app-shell/root-loader'
import { Footer } from '~/app-shell/Footer'
import { Header } from '~/app-shell/Header'
import { NotFoundView } from '~/app-shell/NotFoundView'
import { menuQuery, selectedGenderQuery } from '~/features/navigation/navigation.queries'
import { visitorStoreQuery } from '~/features/stores/stores.queries'

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  loader: ({ context, location }) =>
    loadRoot(context.queryClient, location, [
      // The header's menu and selected gender are server-rendered; a menu the shop cannot answer
      // leaves the header without it rather than failing the page.
      context.queryClient.query(menuQuery('desktop')).catch(() => undefined),
      context.queryClient.query(selectedGenderQuery).catch(() => undefined),
      // A visitor's chosen store, for the header (a customer's is in the account data).
      context.queryClient.query(visitorStoreQuery).catch((error: unknown) => {
        console.error(error)
        return null
      }),
    ]),
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
