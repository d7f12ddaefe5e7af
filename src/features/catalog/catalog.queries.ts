import { queryOptions } from '@tanstack/react-query'
import { getLocale } from '~/paraglide/runtime'
import { getCatalogPage } from './catalog.functions'
import type { CatalogPageInput } from './catalog.functions'

/**
 * One category or search page in the page's language; the route loader prefetches it, the page
 * reads the same entry.
 */
export const catalogPageQuery = (input: CatalogPageInput) => {
  const localized = { ...input, locale: input.locale ?? getLocale() }
  return queryOptions({
    queryKey: ['catalog-page', localized],
    queryFn: () => getCatalogPage({ data: localized }),
  })
}
