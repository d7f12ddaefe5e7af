import { QueryClient } from '@tanstack/react-query'
import { createRouter } from '@tanstack/react-router'
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query'
import { ErrorView } from '~/app-shell/ErrorView'
import { NotFoundView } from '~/app-shell/NotFoundView'
import { parseSearch, stringifySearch } from '~/lib/search-serialization'
import { deLocalizeUrl, localizeUrl } from '~/paraglide/runtime'
import { routeTree } from '~/routeTree.gen'

export function getRouter() {
  const queryClient = new QueryClient({
    defaultOptions: {
      // Data rendered on the server is fresh when the page hydrates: no refetch on mount.
      queries: { staleTime: 30_000 },
    },
  })

  const router = createRouter({
    routeTree,
    context: { queryClient },
    trailingSlash: 'always',
    // Plain, canonical query strings (spec §2, §9): shared URLs stay readable and one selection has one URL.
    parseSearch,
    stringifySearch,
    scrollRestoration: true,
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    defaultErrorComponent: ErrorView,
    defaultNotFoundComponent: NotFoundView,
    rewrite: {
      input: ({ url }) => deLocalizeUrl(url),
      output: ({ url }) => localizeUrl(url),
    },
  })

  setupRouterSsrQueryIntegration({ router, queryClient })
  return router
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof getRouter>
  }
}
