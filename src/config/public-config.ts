import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'
import { getPublicConfig } from './config.functions'
import type { PublicConfig } from './config.schema'

export const publicConfigQuery = queryOptions({
  queryKey: ['public-config'],
  queryFn: () => getPublicConfig(),
  staleTime: 'static',
})

/** The one typed accessor of public configuration in components; the root loader prefetches it. */
export function usePublicConfig(): PublicConfig {
  return useSuspenseQuery(publicConfigQuery).data
}
