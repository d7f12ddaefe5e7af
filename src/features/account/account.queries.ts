import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import type { QueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useCallback } from 'react'
import { getOrder, getOrders, getPickupStores, getViewer } from './account.functions'
import type { AccountData, Viewer } from '~/shop-client/schemas/account.schema'

/** Who is looking (spec §4 Session); the root loader reads it for every page. */
export const viewerQuery = queryOptions({ queryKey: ['viewer'], queryFn: () => getViewer() })

const visitor: Viewer = { kind: 'visitor', sessionEnded: false }

/** The viewer as the header and account pages see it; a visitor until the server said otherwise. */
export function useViewer(): Viewer {
  return useQuery(viewerQuery).data ?? visitor
}

/** The logged-in customer's account data, for pages under /my-account/ (their layout ensures it). */
export function useAccount(): AccountData | undefined {
  const viewer = useViewer()
  return viewer.kind === 'customer' ? viewer.account : undefined
}

export const ordersQuery = (page: number) =>
  queryOptions({ queryKey: ['account', 'orders', page], queryFn: () => getOrders({ data: { page } }) })

export const orderQuery = (uuid: string) =>
  queryOptions({ queryKey: ['account', 'order', uuid], queryFn: () => getOrder({ data: { uuid } }) })

/** The stores a click & collect address can name; the same for everyone. */
export const pickupStoresQuery = queryOptions({
  queryKey: ['pickup-stores'],
  queryFn: () => getPickupStores(),
  staleTime: 10 * 60_000,
})

/** Cached data that is the same whoever looks; everything else belongs to the viewer. */
const viewerIndependent: ReadonlySet<string> = new Set([
  'public-config',
  'menu',
  'selected-gender',
  'pickup-stores',
])

/**
 * Spec §4 Session: after a login, a registration, a logout or a forced logout no page may show the
 * previous viewer's prices or data, so every viewer-dependent query is dropped.
 */
export function forgetViewerData(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => !viewerIndependent.has(String(query.queryKey[0])) })
}

/**
 * The viewer as the shop sees it now. When it is no longer the customer whose data is cached (a
 * logout or a login in another tab), everything cached for the previous one is dropped first.
 */
export async function refreshViewer(queryClient: QueryClient): Promise<Viewer> {
  const cached = queryClient.getQueryData(viewerQuery.queryKey)
  const viewer = await queryClient.query({ ...viewerQuery, staleTime: 0 })
  if (cached && viewerIdentity(cached) !== viewerIdentity(viewer)) {
    forgetViewerData(queryClient)
    queryClient.setQueryData(viewerQuery.queryKey, viewer)
  }
  return viewer
}

function viewerIdentity(viewer: Viewer): string {
  return viewer.kind === 'customer' ? `customer:${viewer.account.personal.email}` : 'visitor'
}

/**
 * Switches the page to a new viewer: the previous viewer's data is dropped, the browser goes to
 * `href` (a path of this shop, already checked) and every loader of the page runs again.
 */
export function useSwitchViewer(): (href: string) => Promise<void> {
  const router = useRouter()
  const queryClient = useQueryClient()
  return useCallback(
    async (href: string) => {
      forgetViewerData(queryClient)
      await router.navigate({ href, replace: true })
      await router.invalidate()
    },
    [router, queryClient],
  )
}
