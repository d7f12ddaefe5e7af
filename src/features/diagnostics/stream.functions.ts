import { notFound } from '@tanstack/react-router'
import { createServerFn } from '@tanstack/react-start'
import { queryOptions } from '@tanstack/react-query'
import { getServerConfig } from '~/config/config.server'
import { readBrands } from '~/shop-client/api/brands.server'

/**
 * The streaming diagnostic page (`/diagnostics/stream/`) exists only when EXPOSE_DIAGNOSTICS is on;
 * otherwise it is simply not found. Its loader asks this before anything renders.
 */
export const checkStreamDiagnostic = createServerFn({ method: 'GET' }).handler(() => {
  if (!getServerConfig().EXPOSE_DIAGNOSTICS) throw notFound()
  return null
})

/**
 * The page's slow part: one call of the shop's brands endpoint, made while the page renders (not in
 * its loader), so the page's shell is sent while the call is still out. A test that holds that one
 * endpoint sees whether the head of a compressed page arrives before its data does.
 */
export const readStreamDiagnostic = createServerFn({ method: 'GET' }).handler(async () => {
  if (!getServerConfig().EXPOSE_DIAGNOSTICS) throw notFound()
  return { brandCount: (await readBrands()).length }
})

export const streamDiagnosticQuery = queryOptions({
  queryKey: ['diagnostics', 'stream'],
  queryFn: () => readStreamDiagnostic(),
})
