import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { getRecentlyViewedProducts } from './recently-viewed.functions'
import type { RecentlyViewedIds } from './recently-viewed.model'

/**
 * Summaries of the remembered products. While a changed list loads, the previous answer stays, so
 * the strip does not blink away between two product pages.
 */
export const recentlyViewedQuery = (ids: RecentlyViewedIds) =>
  queryOptions({
    queryKey: ['recently-viewed', ids.join(',')],
    queryFn: () => getRecentlyViewedProducts({ data: { ids: [...ids] } }),
    placeholderData: keepPreviousData,
  })
