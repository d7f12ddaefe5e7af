import { QueryClient } from '@tanstack/react-query'
import { createRouter } from '@tanstack/react-router'
import type { AnyRoute } from '@tanstack/react-router'
import { createIsomorphicFn, getGlobalStartContext } from '@tanstack/react-start'
import * as v from 'valibot'
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query'
import { ErrorView } from '~/app-shell/ErrorView'
import { NotFoundView } from '~/app-shell/NotFoundView'
import { parseSearch, stringifySearch } from '~/lib/search-serialization'
import { deLocalizeUrl, localizeUrl } from '~/lib/locale-url'
import { routeTree } from '~/routeTree.gen'
import { TEAM_BUILD, TEAM_LIST_SEGMENT } from '~/config/build-mode'
import { teamListPublicPath, teamListRoutePath } from '~/lib/team-list-segment'
import { createShopBrowserHistory } from '~/app-shell/browser-history'
import { dropServerJsonLdOnNavigation } from '~/features/seo/server-json-ld'
import { asRoutePreload } from '~/features/app-version/chunk-reload'
import { cachingBuildLocation } from '~/lib/link-locations'

/**
 * The CSP nonce of this request (server), or of the page being hydrated (browser, from the
 * `csp-nonce` meta tag the router renders), so both render the same nonce attributes.
 */
const requestContextSchema = v.object({ cspNonce: v.string() })
// The registered start instance types the request context away (void); the schema checks it instead.
const readStartContext: () => unknown = getGlobalStartContext
const getCspNonce = createIsomorphicFn()
  .server(() => {
    const parsed = v.safeParse(requestContextSchema, readStartContext())
    return parsed.success ? parsed.output.cspNonce : undefined
  })
  .client(() => document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.content)

// The server's router gets a memory history of the request from Start.
const createHistory = createIsomorphicFn()
  .server(() => undefined)
  .client(() => createShopBrowserHistory())

/** A team build's configured list segment over its `/list/` route (src/lib/team-list-segment.ts). */
function routeUrl(url: URL): URL {
  if (!TEAM_BUILD) return url
  const routed = new URL(url.href)
  routed.pathname = teamListRoutePath(url.pathname, TEAM_LIST_SEGMENT)
  return routed
}

function publicUrl(url: URL): URL {
  if (!TEAM_BUILD) return url
  const published = new URL(url.href)
  published.pathname = teamListPublicPath(url.pathname, TEAM_LIST_SEGMENT)
  return published
}

/**
 * Locations of links that are the same for every request of a locale, shared by the server's
 * routers (one per request); see src/lib/link-locations.ts. The browser's router keeps its own.
 */
const sharedLinkLocations = new Map<
  string,
  ReturnType<ReturnType<typeof createShopRouter>['buildLocation']>
>()

export function getRouter() {
  const router = createShopRouter()
  if (import.meta.env.SSR)
    router.buildLocation = cachingBuildLocation(router.buildLocation, sharedLinkLocations)
  return router
}

function createShopRouter() {
  const queryClient = new QueryClient({
    defaultOptions: {
      // Data rendered on the server is fresh when the page hydrates: no refetch on mount.
      queries: { staleTime: 30_000 },
    },
  })

  const router = createRouter({
    routeTree,
    history: createHistory(),
    context: { queryClient },
    trailingSlash: 'always',
    // Plain, canonical query strings (spec §2, §9): shared URLs stay readable and one selection has one URL.
    parseSearch,
    stringifySearch,
    scrollRestoration: true,
    ssr: { nonce: getCspNonce() },
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    defaultErrorComponent: ErrorView,
    defaultNotFoundComponent: NotFoundView,
    rewrite: {
      input: ({ url }) => routeUrl(deLocalizeUrl(url)),
      output: ({ url }) => localizeUrl(publicUrl(url)),
    },
  })

  // A chunk that fails while a link's route only preloads must not reload the page (chunk-reload.ts).
  const preloadRoute = router.preloadRoute.bind(router)
  router.preloadRoute = (options) =>
    asRoutePreload(async () => {
      const matches = await preloadRoute(options)
      const routes = router.routesById as unknown as Partial<Record<string, AnyRoute>>
      // A route's loader is in its component's chunk (ADR 031): when that chunk fails, the loader's
      // failure ends the preload while the component's import of it may still be under way. The
      // preload counts until those imports have settled too.
      await Promise.allSettled(
        (matches ?? []).map((match) => {
          const route = routes[String(match.routeId)]
          return Promise.resolve(route && router.loadRouteChunk(route))
        }),
      )
      return matches
    })

  setupRouterSsrQueryIntegration({ router, queryClient })
  dropServerJsonLdOnNavigation(router)
  return router
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createShopRouter>
    /**
     * What src/server.ts hands every request: the nonce of its Content-Security-Policy, and the
     * origin the browser used (behind a trusted proxy, the forwarded scheme and host), and whether
     * the query string could not be decoded (the page renders the 400 view).
     */
    server: { requestContext: { cspNonce: string; publicOrigin: string; badRequest: boolean } }
  }
}
