import { queryOptions } from '@tanstack/react-query'
import { getBrands } from './brands.functions'

/** All brands; the brands page and the brand results pages (slug → id) share this entry. */
export const brandsQuery = queryOptions({
  queryKey: ['brands'],
  queryFn: () => getBrands(),
  // Brands change with the catalogue, not while someone browses.
  staleTime: 5 * 60_000,
})
