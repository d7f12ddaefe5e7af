import { queryOptions } from '@tanstack/react-query'
import type { GeoPoint } from './distance'
import { getMyReservations, getReservation, getStoreStock } from './store-stock.functions'

/** What the stores are asked about: one size, or any size of a product; nearest first from a position. */
export interface StoreStockTarget {
  readonly productOption?: number | undefined
  readonly product?: number | undefined
  readonly position?: GeoPoint | undefined
}

/** Every store-stock answer: refreshed after a reservation or a change of "my store". */
export const STORE_STOCK_KEY = 'store-stock'

/**
 * Stock per store for a size or a product. Kept briefly: a reservation elsewhere changes it, and the
 * answer carries the stores' opening state of the moment.
 */
export const storeStockQuery = (target: StoreStockTarget) =>
  queryOptions({
    queryKey: [
      STORE_STOCK_KEY,
      target.productOption ?? null,
      target.product ?? null,
      target.position?.latitude ?? null,
      target.position?.longitude ?? null,
    ],
    queryFn: () =>
      getStoreStock({
        data: {
          productOption: target.productOption,
          product: target.product,
          latitude: target.position?.latitude,
          longitude: target.position?.longitude,
        },
      }),
    staleTime: 60_000,
  })

export const reservationQuery = (uuid: string) =>
  queryOptions({
    queryKey: ['reservation', uuid],
    queryFn: () => getReservation({ data: { uuid } }),
  })

export const myReservationsQuery = queryOptions({
  queryKey: ['account', 'reservations'],
  queryFn: () => getMyReservations(),
})
