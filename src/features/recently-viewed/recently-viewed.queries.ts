import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { getLocale } from '~/paraglide/runtime'
import { getRecentlyViewedProducts } from './recently-viewed.functions'
import type { RecentlyViewedIds } from './recently-viewed.model'

/**
 * Summaries of the remembered products. While a changed list loads, the previous answer stays, so
 * the strip does not blink away between two product pages.
 */
export const recentlyViewedQuery = (ids: RecentlyViewedIds, locale = getLocale()) =>
  queryOptions({
    queryKey: ['recently-viewed', ids.join(','), locale],
    queryFn: () => getRecentlyViewedProducts({ data: { ids: [...ids], locale } }),
    placeholderData: keepPreviousData,
  })
