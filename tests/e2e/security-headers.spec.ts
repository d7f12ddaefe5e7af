import { expect, expectNoCspViolations, test, watchCspViolations } from '../setup/test'
import type { APIResponse } from '@playwright/test'

/** Headers every answer carries, whatever it is (issue 11: browser security headers). */
function expectBaseline(headers: Record<string, string>, what: string) {
  expect(headers['x-content-type-options'], what).toBe('nosniff')
  expect(headers['cross-origin-opener-policy'], what).toBe('same-origin')
  expect(headers['permissions-policy'], what).toContain('geolocation=(self)')
  expect(headers['content-security-policy'], what).toContain("frame-ancestors 'none'")
  // Served over plain http here: HSTS would be ignored by browsers and is not sent.
  expect(headers['strict-transport-security'], what).toBeUndefined()
}

function headersOf(response: APIResponse): Record<string, string> {
  return response.headers()
}

test.describe('browser security headers', () => {
  test('a page carries a nonce policy that its own inline scripts satisfy', async ({ request }) => {
    const response = await request.get('/herren/')
    const headers = headersOf(response)
    expectBaseline(headers, 'page')
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    const policy = headers['content-security-policy'] ?? ''
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1]
    expect(nonce, policy).toBeTruthy()
    expect(policy).toMatch(/script-src 'self' 'nonce-[^']+'(;|$)/)
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/)
    for (const directive of ["object-src 'none'", "base-uri 'self'", "form-action 'self'"]) {
      expect(policy).toContain(directive)
    }
    // Every script element of the page carries this request's nonce; the next request gets another.
    // JSON-LD blocks are data, never run, so the policy does not apply to them (ADR 018).
    const html = await response.text()
    const scripts = (html.match(/<script\b[^>]*>/g) ?? []).filter(
      (script) => script !== '<script type="application/ld+json">',
    )
    expect(scripts.length).toBeGreaterThan(0)
    for (const script of scripts) expect(script).toContain(`nonce="${nonce}"`)
    const again = headersOf(await request.get('/herren/'))['content-security-policy']
    expect(again).not.toBe(policy)
  })

  test('the shop API, a server function and an asset carry them too; personal API answers are never stored', async ({
    page,
    request,
  }) => {
    const cart = await request.get('/api/v1/cart/')
    expectBaseline(headersOf(cart), 'API')
    expect(headersOf(cart)['cache-control']).toBe('no-store')
    // Personal by the caller's token and request id; the encoding varies for caches too.
    expect(headersOf(cart)['vary']).toBe('authorization, x-request-id, Accept-Encoding')
    const login = await request.post('/api/v1/auth/login/', {
      data: { email: 'kunde@sportalpin.at', password: 'x' },
    })
    expect(headersOf(login)['cache-control']).toBe('no-store')

    const serverFnAnswer = page.waitForResponse((response) => response.url().includes('/_serverFn/'))
    await page.goto('/diagnostics/echo/')
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    await page.getByRole('textbox', { name: 'Nachricht' }).fill('servus')
    await page.getByRole('button', { name: 'Senden' }).click()
    const serverFn = await serverFnAnswer
    expectBaseline(await serverFn.allHeaders(), 'server function')

    const scriptUrl = await page.locator('script[type="module"][src^="/assets/"]').first().getAttribute('src')
    expect(scriptUrl).toBeTruthy()
    const asset = await request.get(scriptUrl ?? '')
    expect(asset.status()).toBe(200)
    expectBaseline(headersOf(asset), 'asset')
  })

  test('the password-reset page sends no referrer anywhere', async ({ request }) => {
    const response = await request.get('/reset-password/')
    expect(headersOf(response)['referrer-policy']).toBe('no-referrer')
  })

  test('a script injected into a page is refused, and the journeys notice such refusals', async ({
    browser,
  }) => {
    const context = await browser.newContext()
    const violations = watchCspViolations(context)
    const page = await context.newPage()
    await page.goto('/')
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    const ran = await page.evaluate(async () => {
      const script = document.createElement('script')
      script.textContent = 'window.__injected = true'
      document.body.append(script)
      await new Promise((resolve) => setTimeout(resolve, 0))
      return 'injected' in window
    })
    expect(ran).toBe(false)
    await expect.poll(() => violations.length).toBe(1)
    expect(() => {
      expectNoCspViolations(context)
    }).toThrow(/Content-Security-Policy violations/)
    await context.close()
  })
})

test.describe('limits per client address', () => {
  test('a login flood from one address is refused with 429 and Retry-After, other clients go on', async ({
    request,
  }) => {
    const flooder = { 'x-forwarded-for': '203.0.113.99' }
    const statuses: number[] = []
    for (let attempt = 0; attempt < 40; attempt++) {
      const response = await request.post('/api/v1/auth/login/', {
        data: { email: `flood-${String(attempt)}-${String(Date.now())}@example.at`, password: 'falsch' },
        headers: flooder,
      })
      statuses.push(response.status())
      if (response.status() === 429) {
        expect(Number(response.headers()['retry-after'])).toBeGreaterThan(0)
        break
      }
    }
    expect(statuses.at(-1)).toBe(429)
    expect(statuses.length).toBeLessThan(40)
    // This journey's own address is another client: not affected.
    const login = await request.post('/api/v1/auth/login/', {
      data: { email: 'kunde@sportalpin.at', password: 'Sportalpin2026!' },
    })
    expect(login.status()).toBe(200)
  })
})
