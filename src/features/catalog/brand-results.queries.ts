import { queryOptions } from '@tanstack/react-query'
import { getBrandResultsPage } from './brand-results.functions'
import type { BrandResultsInput } from './brand-results.functions'

/** A brand's (or /marken/damen|herren/) results page, prefetched by the route loader. */
export const brandResultsQuery = (input: BrandResultsInput) =>
  queryOptions({
    queryKey: ['brand-results', input],
    queryFn: () => getBrandResultsPage({ data: input }),
  })
