import { queryOptions } from '@tanstack/react-query'
import { getCurrentFlyers, getFlyer, getShopFlyers } from './flyers.functions'

const FLYER_STALE_TIME = 5 * 60_000

export const currentFlyersQuery = queryOptions({
  queryKey: ['flyers'],
  queryFn: () => getCurrentFlyers(),
  staleTime: FLYER_STALE_TIME,
})

export const shopFlyersQuery = (shopUrl: string) =>
  queryOptions({
    queryKey: ['flyers', 'shop', shopUrl],
    queryFn: () => getShopFlyers({ data: { shopUrl } }),
    staleTime: FLYER_STALE_TIME,
  })

export const flyerQuery = (slug: string) =>
  queryOptions({
    queryKey: ['flyer', slug],
    queryFn: () => getFlyer({ data: { slug } }),
    staleTime: FLYER_STALE_TIME,
  })
