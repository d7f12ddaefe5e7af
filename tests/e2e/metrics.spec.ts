import type { APIRequestContext, APIResponse } from '@playwright/test'
import { E2E_METRICS_TOKEN } from '../../playwright.config'
import { expect, test } from '../setup/test'

/** What the first answer to `path` looks like, redirects not followed. */
async function firstAnswer(request: APIRequestContext, path: string, headers: Record<string, string> = {}) {
  const response = await request.get(path, { headers, maxRedirects: 0 })
  return { status: response.status(), location: response.headers()['location'] }
}

/** The value of one sample of the scrape, 0 while the series does not exist yet. */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `))
  return line ? Number(line.slice(series.length + 1)) : 0
}

function scrape(request: APIRequestContext, token = E2E_METRICS_TOKEN): Promise<APIResponse> {
  return request.get('/metrics', { headers: { authorization: `Bearer ${token}` }, maxRedirects: 0 })
}

const HOME_VIEWS = 'http_requests_total{route="home",method="GET",status_class="2xx"}'

test.describe('metrics', () => {
  test('without the token /metrics answers like any unknown path, also with a wrong token', async ({
    request,
  }) => {
    const unknown = await firstAnswer(request, '/metricz')
    const withoutToken = await firstAnswer(request, '/metrics')
    const wrongToken = await firstAnswer(request, '/metrics', { authorization: 'Bearer not-the-token' })
    // Unknown paths are first sent to their trailing-slash form, which then is not found.
    expect(withoutToken).toEqual({ status: unknown.status, location: '/metrics/' })
    expect(wrongToken).toEqual(withoutToken)
    const refused: Record<string, string>[] = [{}, { authorization: 'Bearer not-the-token' }]
    for (const headers of refused) {
      const followed = await request.get('/metrics', { headers })
      expect(followed.status()).toBe(404)
      expect(await followed.text()).not.toContain('http_requests_total')
    }
  })

  test('with the token it shows the request histogram, including a page view just made', async ({
    request,
  }) => {
    const before = await scrape(request)
    expect(before.status()).toBe(200)
    expect(before.headers()['content-type']).toContain('text/plain')
    expect(before.headers()['cache-control']).toBe('no-store')
    const viewsBefore = sample(await before.text(), HOME_VIEWS)

    const home = await request.get('/')
    expect(home.status()).toBe(200)

    const after = await scrape(request)
    const text = await after.text()
    expect(sample(text, HOME_VIEWS)).toBeGreaterThan(viewsBefore)
    const homeBuckets = text
      .split('\n')
      .filter(
        (line) => line.startsWith('http_request_duration_seconds_bucket{') && line.includes('route="home"'),
      )
    expect(
      homeBuckets.some((line) => line.includes('le="+Inf"') && line.includes('status_class="2xx"')),
    ).toBe(true)
    expect(sample(text, 'ssr_render_seconds_count{route="home"}')).toBeGreaterThan(0)
    // The home page's data came from the shop API, named by endpoint template.
    expect(text).toMatch(
      /^shop_api_call_duration_seconds_count\{endpoint="GET \/[^"]*",transport="in_process"/m,
    )
    // The catalogue index and the process metrics are there too.
    expect(sample(text, 'catalog_index_documents')).toBeGreaterThan(0)
    expect(text).toContain('nodejs_eventloop_lag_seconds')
  })
})
