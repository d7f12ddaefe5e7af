import { queryOptions } from '@tanstack/react-query'
import { createContext, use } from 'react'
import { getPublicConfig } from './config.functions'
import type { PublicConfig } from './config.schema'

export const publicConfigQuery = queryOptions({
  queryKey: ['public-config'],
  queryFn: () => getPublicConfig(),
  staleTime: 'static',
})

/**
 * Public configuration for the whole page, provided once by the root document from the query its
 * loader prefetched. A context rather than a query per use: hundreds of menu links and price tags
 * read it on every page, and a query subscription each cost several milliseconds of server time.
 */
export const PublicConfigContext = createContext<PublicConfig | null>(null)

/** The one typed accessor of public configuration in components. */
export function usePublicConfig(): PublicConfig {
  const config = use(PublicConfigContext)
  if (config === null)
    throw new Error('usePublicConfig is used outside the root document’s PublicConfigContext')
  return config
}
