import { expect, test } from '@playwright/test'
import type { APIRequestContext, Page } from '@playwright/test'

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
})
