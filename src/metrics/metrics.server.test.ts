import { describe, expect, it } from 'vitest'
import { answerMetrics } from './metrics-endpoint.server'
import { metricsRegistry, observeRender, observeRequest, observeShopApiCall } from './metrics.server'

const TOKEN = 'm3tR1cs-k7Q2vX9pL4mN8rT1wY6zB3cF'
const access = { token: TOKEN, addresses: '' }

async function scrape(): Promise<string> {
  const response = await answerMetrics(
    new Request('http://localhost/metrics', { headers: { authorization: `Bearer ${TOKEN}` } }),
    access,
    undefined,
  )
  if (!response) throw new Error('refused')
  return response.text()
}

describe('request metrics', () => {
  it('counts a request under its route name, method and status class, never its path', async () => {
    const request = new Request('http://localhost/p/secret-product-98765/?size=42')
    await observeRequest(request, () => Promise.resolve(new Response('ok', { status: 200 })))
    await observeRender(request, () => new Response('ok'))
    const text = await scrape()
    expect(text).toMatch(/^http_requests_total\{route="pdp",method="GET",status_class="2xx"\} 1$/m)
    expect(text).toMatch(
      /^http_request_duration_seconds_count\{route="pdp",method="GET",status_class="2xx"\} 1$/m,
    )
    expect(text).toMatch(/^ssr_render_seconds_count\{route="pdp"\} 1$/m)
    expect(text).not.toContain('secret-product')
    expect(text).not.toContain('98765')
  })

  it('counts a handler that throws as a 5xx', async () => {
    const request = new Request('http://localhost/api/v1/menu/', { method: 'POST' })
    await expect(observeRequest(request, () => Promise.reject(new Error('boom')))).rejects.toThrow('boom')
    expect(await scrape()).toMatch(/^http_requests_total\{route="api",method="POST",status_class="5xx"\} 1$/m)
  })

  it('does not time server functions as page renders', async () => {
    await observeRender(new Request('http://localhost/_serverFn/abc'), () => new Response('{}'))
    expect(await scrape()).not.toContain('ssr_render_seconds_count{route="server_fn"}')
  })

  it('records shop-API calls by endpoint, transport and outcome', async () => {
    observeShopApiCall('GET /api/v1/catalog/product/{id}/', 'in_process', 404, 0.002)
    observeShopApiCall('GET /api/v1/menu/', 'http', 'unavailable', 8)
    const text = await scrape()
    expect(text).toContain(
      'shop_api_call_duration_seconds_count{endpoint="GET /api/v1/catalog/product/{id}/",transport="in_process",outcome="4xx"} 1',
    )
    expect(text).toContain(
      'shop_api_call_duration_seconds_count{endpoint="GET /api/v1/menu/",transport="http",outcome="unavailable"} 1',
    )
  })
})

describe('answerMetrics', () => {
  it('answers an allowed scraper in the Prometheus text format, never cached', async () => {
    const response = await answerMetrics(
      new Request('http://localhost/metrics', { headers: { authorization: `Bearer ${TOKEN}` } }),
      access,
      undefined,
    )
    expect(response?.status).toBe(200)
    expect(response?.headers.get('content-type')).toContain('text/plain')
    expect(response?.headers.get('cache-control')).toBe('no-store')
    const text = (await response?.text()) ?? ''
    // prom-client's process metrics: memory, event-loop lag, GC.
    expect(text).toContain('process_resident_memory_bytes')
    expect(text).toContain('nodejs_eventloop_lag_seconds')
    expect(text).toContain('nodejs_gc_duration_seconds')
  })

  it('leaves anyone else to the unknown-path answer, and answers no other method', async () => {
    const wrong = new Request('http://localhost/metrics', { headers: { authorization: 'Bearer wrong' } })
    expect(await answerMetrics(wrong, access, undefined)).toBeUndefined()
    expect(await answerMetrics(new Request('http://localhost/metrics'), access, undefined)).toBeUndefined()
    const post = new Request('http://localhost/metrics', {
      method: 'POST',
      headers: { authorization: `Bearer ${TOKEN}` },
    })
    expect(await answerMetrics(post, access, undefined)).toBeUndefined()
  })

  it('uses a registry of its own, not the global one of prom-client', async () => {
    const { register } = await import('prom-client')
    expect(metricsRegistry).not.toBe(register)
    expect(await register.metrics()).not.toContain('http_requests_total')
  })
})
