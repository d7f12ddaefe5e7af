/** The cookie that keeps a visitor's chosen store (client-safe: the cache policy reads the name). */
export const MY_STORE_COOKIE = 'sp_store'

/** A store as the header and the checkout name it. */
export interface MyStore {
  readonly id: number
  readonly slug: string
  readonly name: string
  readonly city: string
}

/** The stores with the shopper's own store first; the others keep their order. */
export function myStoreFirst<T extends { readonly slug: string }>(
  stores: readonly T[],
  slug: string | undefined,
): T[] {
  if (!slug) return [...stores]
  const mine = stores.filter((store) => store.slug === slug)
  return [...mine, ...stores.filter((store) => store.slug !== slug)]
}
