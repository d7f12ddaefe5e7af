import { expect, test } from '../setup/test'
import type { APIRequestContext, Page } from '@playwright/test'
import { rawRequest } from '../../src/app-shell/testing/node-http'
import { gotoHydrated } from '../setup/hydration'

/** Calls the diagnostic echo server function from the page and returns the call's URL and body. */
async function captureEchoCall(page: Page): Promise<{ url: string; body: string; origin: string }> {
  await page.goto('/diagnostics/echo/')
  await page.getByRole('textbox', { name: 'Nachricht' }).fill('servus')
  const requestPromise = page.waitForRequest((request) => request.url().includes('/_serverFn/'))
  await page.getByRole('button', { name: 'Senden' }).click()
  const call = await requestPromise
  await expect(page.getByText('Antwort: servus')).toBeVisible()
  return { url: call.url(), body: call.postData() ?? '', origin: new URL(call.url()).origin }
}

function post(request: APIRequestContext, url: string, data: string, headers: Record<string, string>) {
  return request.post(url, {
    data,
    headers: { 'content-type': 'application/json', 'x-tsr-serverfn': 'true', ...headers },
  })
}

test.describe('server-function safety', () => {
  test('accepts a same-origin call and refuses the same call from another site', async ({
    page,
    request,
  }) => {
    const call = await captureEchoCall(page)

    const sameOrigin = await post(request, call.url, call.body, {
      origin: call.origin,
      'sec-fetch-site': 'same-origin',
    })
    expect(sameOrigin.status()).toBe(200)

    const crossSite = await post(request, call.url, call.body, {
      origin: 'https://evil.example',
      'sec-fetch-site': 'cross-site',
    })
    expect(crossSite.status()).toBe(403)

    const forgedReferer = await post(request, call.url, call.body, { referer: 'https://evil.example/form' })
    expect(forgedReferer.status()).toBe(403)
  })

  test('answers malformed calls with 4xx, never 500', async ({ page, request }) => {
    const call = await captureEchoCall(page)
    const sameOrigin = { origin: call.origin, 'sec-fetch-site': 'same-origin' }

    const notJson = await post(request, call.url, '{"t":', sameOrigin)
    expect(notJson.status()).toBe(400)

    const notSerialized = await post(request, call.url, '{"t":99,"x":1}', sameOrigin)
    expect(notSerialized.status()).toBe(400)

    const invalidInput = await post(request, call.url, call.body.replace('"servus"', '""'), sameOrigin)
    expect(invalidInput.status()).toBe(422)

    const wrongType = await post(
      request,
      call.url,
      call.body.replace('{"t":1,"s":"servus"}', '{"t":0,"s":42}'),
      sameOrigin,
    )
    expect(wrongType.status()).toBe(422)

    const unknownFunction = await post(
      request,
      call.url.replace(/_serverFn\/[^/?]+/, '_serverFn/does-not-exist'),
      call.body,
      sameOrigin,
    )
    expect(unknownFunction.status()).toBe(404)

    const wrongMethod = await request.get(call.url, { headers: sameOrigin })
    expect(wrongMethod.status()).toBe(405)
  })

  test('answers an oversized body with 413', async ({ page, request }) => {
    const call = await captureEchoCall(page)
    const huge = call.body.replace('"servus"', JSON.stringify('x'.repeat(2 * 1024 * 1024)))
    const response = await post(request, call.url, huge, {
      origin: call.origin,
      'sec-fetch-site': 'same-origin',
    })
    expect(response.status()).toBe(413)
  })

  test('answers form data that does not parse with 400, without the parser’s message', async ({
    page,
    request,
  }) => {
    const call = await captureEchoCall(page)
    const sameOrigin = { origin: call.origin, 'sec-fetch-site': 'same-origin', 'x-tsr-serverfn': 'true' }
    for (const [contentType, body] of [
      ['multipart/form-data', 'no boundary'],
      ['multipart/form-data; boundary=xyz', 'garbage'],
      ['multipart/form-data; boundary=xyz', '--xyz\r\ncontent-disposition: form-data; name="a"'],
    ] as const) {
      const response = await request.post(call.url, {
        headers: { ...sameOrigin, 'content-type': contentType },
        data: Buffer.from(body),
      })
      expect(response.status(), `${contentType}: ${body}`).toBe(400)
      expect(await response.json()).toEqual({
        error: 'bad_request',
        message: 'Server function payload is not valid form data',
      })
    }
  })

  test('answers other request shapes with 4xx, never 500', async ({ page, request, baseURL }) => {
    const call = await captureEchoCall(page)
    const sameOrigin = { origin: call.origin, 'sec-fetch-site': 'same-origin', 'x-tsr-serverfn': 'true' }
    const path = new URL(call.url).pathname

    const deep = await post(request, call.url, `${'['.repeat(10_000)}${']'.repeat(10_000)}`, sameOrigin)
    expect(deep.status()).toBe(400)

    const chunked = await rawRequest(baseURL ?? '', path, {
      method: 'POST',
      headers: { ...sameOrigin, 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      chunks: [call.body.slice(0, 10), call.body.slice(10)],
    })
    expect(chunked.status).toBe(200)

    for (const method of ['OPTIONS', 'DELETE']) {
      const response = await rawRequest(baseURL ?? '', path, { method, headers: sameOrigin })
      expect(response.status, method).toBeGreaterThanOrEqual(400)
      expect(response.status, method).toBeLessThan(500)
    }

    for (const emptyId of ['/_serverFn/', '/_serverFn//abc']) {
      const response = await post(request, `${call.origin}${emptyId}`, call.body, sameOrigin)
      expect(response.status(), emptyId).toBe(404)
    }
  })
})

test.describe('the page locale sent with cart and wishlist calls', () => {
  test('is checked on the server: an unknown or malformed locale answers 422', async ({ page, request }) => {
    await gotoHydrated(page, '/en/')
    const heart = page.getByRole('main').getByRole('button', { pressed: false, name: /on the wishlist$/ })
    const callPromise = page.waitForRequest(
      (call) => call.url().includes('/_serverFn/') && call.method() === 'POST',
    )
    await heart.first().click()
    const call = await callPromise
    const body = call.postData() ?? ''
    const sentLocale = '"k":["locale"],"v":[{"t":1,"s":"en"}]'
    expect(body).toContain(sentLocale)
    const origin = new URL(call.url()).origin
    const sameOrigin = { origin, 'sec-fetch-site': 'same-origin' }

    expect((await post(request, call.url(), body, sameOrigin)).status()).toBe(200)
    const unknown = body.replace(sentLocale, '"k":["locale"],"v":[{"t":1,"s":"fr"}]')
    expect((await post(request, call.url(), unknown, sameOrigin)).status()).toBe(422)
    const notText = body.replace(sentLocale, '"k":["locale"],"v":[{"t":0,"s":7}]')
    expect((await post(request, call.url(), notText, sameOrigin)).status()).toBe(422)
  })
})
