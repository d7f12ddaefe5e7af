import { readdirSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { declaredInitialAssets } from '../../scripts/bench-size-measure'
import { agree } from '../../scripts/bench-size-budget'
import { gotoHydrated } from '../setup/hydration'
import { expect, test } from '../setup/test'

/**
 * What a first visit downloads before the page is interactive (ADR 025): the DevTools protocol's
 * count of it agrees with the HTML's, and what is not needed to show the page loads later.
 */

interface Seen {
  url: string
  type: string
  requestedAt: number
  headerBytes?: number
  totalBytes?: number
}

/**
 * The body bytes of every script and stylesheet Chromium requested before `<html data-hydrated>`,
 * by the DevTools protocol's network events (encodedDataLength), and their paths.
 */
async function bytesBeforeHydration(page: Page, path: string): Promise<{ bytes: number; paths: string[] }> {
  const cdp = await page.context().newCDPSession(page)
  const seen = new Map<string, Seen>()
  cdp.on('Network.requestWillBeSent', (event) => {
    seen.set(event.requestId, {
      url: event.request.url,
      type: event.type ?? '',
      requestedAt: event.wallTime * 1000,
    })
  })
  cdp.on('Network.responseReceived', (event) => {
    const request = seen.get(event.requestId)
    if (request) request.headerBytes = event.response.encodedDataLength
  })
  cdp.on('Network.loadingFinished', (event) => {
    const request = seen.get(event.requestId)
    if (request) request.totalBytes = event.encodedDataLength
  })
  await cdp.send('Network.enable')
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (document.documentElement.dataset.hydrated === undefined) return
      ;(window as unknown as { hydratedAt: number }).hydratedAt = performance.timeOrigin + performance.now()
      observer.disconnect()
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] })
  })
  await gotoHydrated(page, path)
  const hydratedAt = await page.evaluate(() => (window as unknown as { hydratedAt: number }).hydratedAt)
  const before = () =>
    [...seen.values()].filter(
      (request) =>
        (request.type === 'Script' || request.type === 'Stylesheet') && request.requestedAt < hydratedAt,
    )
  await expect.poll(() => before().every((request) => request.totalBytes !== undefined)).toBe(true)
  return {
    bytes: before().reduce((sum, request) => sum + (request.totalBytes ?? 0) - (request.headerBytes ?? 0), 0),
    paths: before().map((request) => new URL(request.url).pathname),
  }
}

test.describe('bytes before the page is interactive', () => {
  // A first visit: no consent cookie, so the server's copy of the consent banner is on the page.
  test.use({ consentCookie: null })

  test('Chromium downloads what the HTML names, within 3 %, and no chunk of what loads later', async ({
    page,
    request,
    baseURL,
  }) => {
    const counted = await bytesBeforeHydration(page, '/')
    const html = await (await request.get('/')).text()
    const declared = await declaredInitialAssets(baseURL ?? '', html)
    const declaredBytes = declared.reduce((sum, asset) => sum + asset.bytes, 0)
    expect(counted.bytes).toBeGreaterThan(100 * 1024)
    expect(
      agree(counted.bytes, declaredBytes),
      `Chromium ${String(counted.bytes)} B, the HTML ${String(declaredBytes)} B`,
    ).toBe(true)
    expect(counted.paths.toSorted()).toEqual(declared.map((asset) => asset.path).toSorted())
    const built = readdirSync('.output/public/assets')
    for (const later of [
      'MiniCartPopover',
      'DeferredAnalytics',
      'AppVersionWatcher',
      'CustomerAccountMenu',
    ]) {
      // The chunk exists under its name, so its absence below is not a renamed file's.
      expect(built.filter((file) => file.startsWith(`${later}-`) && file.endsWith('.js'))).toHaveLength(1)
      expect(counted.paths.filter((path) => path.includes(`/${later}-`))).toEqual([])
    }
  })
})

test.describe('what loads on intent keeps the shopper’s action', () => {
  test('Enter on the cart opens the mini-cart once its code has arrived', async ({ page }) => {
    await gotoHydrated(page, '/')
    // The popover's code is held back until the key has been pressed.
    let release: () => void = () => undefined
    const released = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route('**/assets/MiniCartPopover-*.js', async (route) => {
      await released
      await route.continue()
    })
    const cart = page.getByRole('banner').getByRole('button', { name: 'Warenkorb', exact: true })
    await cart.focus()
    await page.keyboard.press('Enter')
    await expect(cart).toHaveAttribute('aria-expanded', 'true')
    await expect(page.getByRole('dialog', { name: /^Warenkorb/ })).toHaveCount(0)
    release()
    const dialog = page.getByRole('dialog', { name: /^Warenkorb/ })
    await expect(dialog).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toHaveCount(0)
    await expect(cart).toBeFocused()
  })
})
