import { queryOptions } from '@tanstack/react-query'
import { useQuery } from '@tanstack/react-query'
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

/** The shopper's own store: the account's for a customer, the chosen one for a visitor. */
export function useMyStore(): MyStore | null {
  const viewer = useViewer()
  const visitorStore = useQuery({ ...visitorStoreQuery, enabled: viewer.kind !== 'customer' }).data
  if (viewer.kind === 'customer') return viewer.account.store
  return visitorStore ?? null
}
