import { queryOptions, useQuery } from '@tanstack/react-query'
import type { QueryClient } from '@tanstack/react-query'
import { useViewer } from '~/features/account/account.queries'
import type { MyStore } from './my-store.model'
import { getStoreDetails, getStoreLocator, getVisitorStore } from './stores.functions'

export const storeLocatorQuery = (q: string | undefined) =>
  queryOptions({
    queryKey: ['store-locator', q ?? ''],
    queryFn: () => getStoreLocator({ data: { q } }),
    staleTime: 5 * 60_000,
  })

export const storeDetailsQuery = (slug: string) =>
  queryOptions({
    queryKey: ['store', slug],
    queryFn: () => getStoreDetails({ data: { slug } }),
    staleTime: 5 * 60_000,
  })

/** A visitor's chosen store (cookie); null for customers, whose store is in their account. */
export const visitorStoreQuery = queryOptions({
  queryKey: ['my-store'],
  queryFn: () => getVisitorStore(),
  staleTime: Infinity,
})

/**
 * A new store of the shopper's (or none): shown at once, and everything the shop answered for the
 * old one (lists counted "in my store", stock, the viewer's home store) is stale, fetched again when
 * next shown. Callers refetch what is on screen themselves.
 */
export function rememberChosenStore(queryClient: QueryClient, store: MyStore | null): void {
  queryClient.setQueryData(visitorStoreQuery.queryKey, store)
  void queryClient.invalidateQueries({
    refetchType: 'none',
    predicate: (query) => query.queryKey[0] !== visitorStoreQuery.queryKey[0],
  })
}

/** The shopper's own store: the account's for a customer, the chosen one for a visitor. */
export function useMyStore(): MyStore | null {
  const viewer = useViewer()
  const visitorStore = useQuery({ ...visitorStoreQuery, enabled: viewer.kind !== 'customer' }).data
  if (viewer.kind === 'customer') return viewer.account.store
  return visitorStore ?? null
}
