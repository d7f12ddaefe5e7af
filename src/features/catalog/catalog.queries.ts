import { queryOptions } from '@tanstack/react-query'
import { getCatalogPage } from './catalog.functions'
import type { CatalogPageInput } from './catalog.functions'

/** One category or search page; the route loader prefetches it, the page reads the same entry. */
export const catalogPageQuery = (input: CatalogPageInput) =>
  queryOptions({
    queryKey: ['catalog-page', input],
    queryFn: () => getCatalogPage({ data: input }),
  })
