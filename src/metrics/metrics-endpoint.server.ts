import { mayReadMetrics } from './access.server'
import type { MetricsAccess } from './access.server'
import { metricsRegistry } from './metrics.server'

/**
 * `GET /metrics` in the Prometheus text format, for an allowed scraper; undefined for anyone else,
 * so that the request goes on like any unknown path (nothing hints that metrics exist).
 */
export async function answerMetrics(
  request: Request,
  access: MetricsAccess,
  clientAddress: string | undefined,
): Promise<Response | undefined> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined
  if (!mayReadMetrics(access, request.headers.get('authorization'), clientAddress)) return undefined
  const body = await metricsRegistry.metrics()
  return new Response(request.method === 'HEAD' ? null : body, {
    headers: {
      'content-type': metricsRegistry.contentType,
      // Every scrape must see the present values, never a cache's copy.
      'cache-control': 'no-store',
    },
  })
}
