import { expect, test } from '../setup/test'
import type { Page } from '@playwright/test'
import { killServer, pgliteEnv, prepareDatabase, startServer } from '../setup/server-process'
import type { RunningServer } from '../setup/server-process'

/**
 * Behind a TLS-terminating proxy (TRUSTED_PROXY), the shop sees plain http from the proxy while the
 * browser uses https: the CSRF origin check and the https-only headers must follow the forwarded
 * scheme and host — and nobody else may pick them by sending the same headers (issue 11).
 */

const PORT = 4390 + (Number(process.env.E2E_PORT ?? 4173) % 10)
const PUBLIC_ORIGIN = 'https://www.sportalpin.at'
const FORWARDED = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'www.sportalpin.at' }

/** The path and body of a real server-function call, captured from the diagnostic echo page. */
async function echoCall(page: Page): Promise<{ path: string; body: string }> {
  await page.goto('/diagnostics/echo/')
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  await page.getByRole('textbox', { name: 'Nachricht' }).fill('servus')
  const requestPromise = page.waitForRequest((request) => request.url().includes('/_serverFn/'))
  await page.getByRole('button', { name: 'Senden' }).click()
  const call = await requestPromise
  const url = new URL(call.url())
  return { path: url.pathname + url.search, body: call.postData() ?? '' }
}

test.describe('behind a trusted TLS proxy', () => {
  test.describe.configure({ timeout: 90_000 })
  let server: RunningServer | undefined
  test.afterEach(() => {
    killServer(server)
  })

  test('a server-function call from the https page is accepted only through the trusted proxy', async ({
    page,
    request,
  }) => {
    const call = await echoCall(page)
    // A browser without Sec-Fetch-Site sends its page's Origin; the proxy forwards it over http.
    const headers = {
      'content-type': 'application/json',
      'x-tsr-serverfn': 'true',
      origin: PUBLIC_ORIGIN,
      ...FORWARDED,
    }

    // The suite's server trusts the proxy on its own machine (TRUSTED_PROXY=loopback).
    const viaProxy = await request.post(call.path, { data: call.body, headers })
    expect(viaProxy.status()).toBe(200)
    expect(await viaProxy.text()).toContain('servus')
    // Another site's page is still refused, proxy or not.
    const crossSite = await request.post(call.path, {
      data: call.body,
      headers: { ...headers, origin: 'https://evil.example' },
    })
    expect(crossSite.status()).toBe(403)
    // https-only headers follow the forwarded scheme.
    const securePage = await request.get('/', { headers: FORWARDED })
    expect(securePage.headers()['strict-transport-security']).toBe('max-age=31536000; includeSubDomains')
    expect(securePage.headers()['content-security-policy']).toContain('upgrade-insecure-requests')
    expect((await request.get('/')).headers()['strict-transport-security']).toBeUndefined()

    // A server that trusts only another proxy ignores the same headers from this client.
    const env = { ...pgliteEnv(), TRUSTED_PROXY: '10.9.9.9', EXPOSE_DIAGNOSTICS: 'true' }
    prepareDatabase(env)
    server = await startServer(PORT, env)
    expect((await request.post(`${server.url}${call.path}`, { data: call.body, headers })).status()).toBe(403)
    const notSecure = await request.get(`${server.url}/`, { headers: FORWARDED })
    expect(notSecure.headers()['strict-transport-security']).toBeUndefined()
  })
})
