import { queryOptions } from '@tanstack/react-query'
import { getHomePage } from './home.functions'
import type { HomeLocale } from '~/shop-client/schemas/home.schema'

/** The home page in one language; the route loader prefetches it, the page reads the same entry. */
export const homePageQuery = (locale: HomeLocale) =>
  queryOptions({
    queryKey: ['home-page', locale],
    queryFn: () => getHomePage({ data: { locale } }),
  })
