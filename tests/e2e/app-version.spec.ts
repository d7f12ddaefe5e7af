import { readFileSync, readdirSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { gotoHydrated } from '../setup/hydration'
import { expect, test } from '../setup/test'

/** The paths of the documents the tab loads from now on (full page loads, reloads included). */
function recordPageLoads(page: Page): string[] {
  const loads: string[] = []
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
      loads.push(new URL(request.url()).pathname)
    }
  })
  return loads
}

/** A mark on the document's window: it survives client-side navigation, not a page load. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => Reflect.set(window, 'appVersionMark', true))
}

async function documentIsMarked(page: Page): Promise<boolean> {
  return page.evaluate(() => Reflect.get(window, 'appVersionMark') === true)
}

/** The home page, once its app version check (loaded after hydration) is listening. */
async function gotoWatchedHome(page: Page): Promise<void> {
  await gotoHydrated(page, '/')
  await expect(page.locator('html')).toHaveAttribute('data-app-version-check', 'on')
}

/** Another build than the running one is deployed, as far as this page can tell. */
async function deployAnotherBuild(page: Page): Promise<void> {
  await page.route('**/version.json', (route) =>
    route.fulfill({ json: { version: 'a-later-build' }, headers: { 'cache-control': 'no-cache' } }),
  )
}

/** The first top seller on the home page: a link the router follows client-side. */
const topSeller = (page: Page) => page.getByRole('region', { name: 'Topseller' }).getByRole('link').first()

/** Follows the first top seller to its product page; answers the page's path. */
async function openTopSeller(page: Page): Promise<string> {
  const link = topSeller(page)
  const path = (await link.getAttribute('href')) ?? ''
  expect(path).toMatch(/^\/p\//)
  await link.click()
  await expect(page).toHaveURL(new RegExp(`${path}$`))
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  return path
}

test.describe('app version check', () => {
  test('serves the build’s version manifest for revalidation on every check, never as immutable', async ({
    request,
  }) => {
    const response = await request.get('/version.json')
    expect(response.status()).toBe(200)
    expect(response.headers()['cache-control']).toBe('no-cache')
    expect(response.headers()['content-type']).toContain('application/json')
    const manifest: unknown = await response.json()
    expect(manifest).toEqual({ version: expect.stringMatching(/^\S+$/) })
    const etag = response.headers()['etag'] ?? ''
    const revalidated = await request.get('/version.json', { headers: { 'if-none-match': etag } })
    expect(revalidated.status()).toBe(304)
    expect(revalidated.headers()['cache-control']).toBe('no-cache')
  })

  test('while the deployed build is the running one, pages change client-side', async ({ page }) => {
    await gotoWatchedHome(page)
    const loads = recordPageLoads(page)
    await markDocument(page)
    // Coming back to the tab checks at once (the real manifest: the build this page runs).
    const check = page.waitForResponse('**/version.json')
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')))
    expect((await check).status()).toBe(200)
    await expect(page.locator('html')).toHaveAttribute('data-app-version', 'current')

    await openTopSeller(page)
    expect(await documentIsMarked(page)).toBe(true)
    expect(loads).toEqual([])
  })

  test('after a deploy found by the periodic check, the next link loads its page fully', async ({ page }) => {
    await page.clock.install()
    await deployAnotherBuild(page)
    await gotoWatchedHome(page)
    const loads = recordPageLoads(page)
    await markDocument(page)
    // Nothing is asked while the page is fresh; the tab checks every five minutes.
    await page.clock.runFor('04:59')
    await expect(page.locator('html')).not.toHaveAttribute('data-app-version')
    const check = page.waitForRequest('**/version.json')
    await page.clock.runFor('00:01')
    await check
    await expect(page.locator('html')).toHaveAttribute('data-app-version', 'outdated')
    // Nothing shows the shopper that anything happened.
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(page.getByRole('alert')).toHaveCount(0)

    const fullLoad = page.waitForRequest((request) => request.isNavigationRequest())
    const path = await openTopSeller(page)
    expect(new URL((await fullLoad).url()).pathname).toBe(path)
    expect(await documentIsMarked(page)).toBe(false)
    expect(loads).toEqual([path])
  })

  test('after a deploy found on returning to the tab, going back loads the page fully', async ({ page }) => {
    await gotoWatchedHome(page)
    const loads = recordPageLoads(page)
    await markDocument(page)
    await openTopSeller(page)
    expect(await documentIsMarked(page)).toBe(true)

    await deployAnotherBuild(page)
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')))
    await expect(page.locator('html')).toHaveAttribute('data-app-version', 'outdated')

    await page.goBack()
    await expect(page.getByRole('region', { name: 'Topseller' })).toBeVisible()
    expect(await documentIsMarked(page)).toBe(false)
    expect(loads).toEqual(['/'])
  })

  test('a check that fails (offline) or answers no manifest changes nothing', async ({ page }) => {
    await gotoWatchedHome(page)
    const loads = recordPageLoads(page)
    await markDocument(page)
    for (const answer of ['abort', 'not a manifest'] as const) {
      await page.unrouteAll()
      await page.route('**/version.json', (route) =>
        answer === 'abort' ? route.abort('internetdisconnected') : route.fulfill({ body: '<html>' }),
      )
      const check = page.waitForRequest('**/version.json')
      await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')))
      await check
    }
    // The real manifest last: once it is in, the earlier answers have been dealt with too.
    await page.unrouteAll()
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')))
    await expect(page.locator('html')).toHaveAttribute('data-app-version', 'current')

    await openTopSeller(page)
    expect(await documentIsMarked(page)).toBe(true)
    expect(loads).toEqual([])
  })
})

/** The scripts a page's HTML asks the browser to preload: its route's chunks and what they import. */
async function modulePreloads(page: Page, path: string): Promise<Set<string>> {
  const html = await (await page.request.get(path)).text()
  const hrefs = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((match) => match[1] ?? '')
  return new Set(hrefs.map((href) => new URL(href, page.url()).href))
}

const BUILT_ASSETS = '.output/public/assets'

/** The built chunks `files` and every chunk they import statically, by file name. */
function staticImportClosure(files: readonly string[]): Set<string> {
  const seen = new Set<string>()
  const queue = [...files]
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (seen.has(file)) continue
    seen.add(file)
    const code = readFileSync(`${BUILT_ASSETS}/${file}`, 'utf8')
    for (const [, imported] of code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g))
      if (imported) queue.push(imported)
  }
  return seen
}

/**
 * The chunks the home page loads after hydration on its own, when idle or on intent (the recently
 * viewed strip, analytics, the version watcher, the mini-cart, the account menu), with what they
 * import: some are shared with the product page, and breaking them would break the home page too.
 */
function homeLaterChunks(): Set<string> {
  const later =
    /^(RecentlyViewedStrip|DeferredAnalytics|AppVersionWatcher|MiniCartPopover|CustomerAccountMenu)-[^.]+\.js$/
  return staticImportClosure(readdirSync(BUILT_ASSETS).filter((file) => later.test(file)))
}

/**
 * Makes the chunks that only the first top seller's product page needs fail to load (a deploy removed
 * them, or the network drops them), then opens the home page afresh. The home page's own chunks, and
 * those it loads later on its own, are untouched. Answers the product page's path and the chunks.
 */
async function breakTopSellerChunks(page: Page): Promise<{ productPath: string; chunks: Set<string> }> {
  await gotoHydrated(page, '/')
  const productPath = (await topSeller(page).getAttribute('href')) ?? ''
  expect(productPath).toMatch(/^\/p\//)
  const homeChunks = await modulePreloads(page, '/')
  const homeLater = homeLaterChunks()
  const chunks = new Set(
    [...(await modulePreloads(page, productPath))].filter(
      (href) => !homeChunks.has(href) && !homeLater.has(new URL(href).pathname.replace('/assets/', '')),
    ),
  )
  expect(chunks.size).toBeGreaterThan(0)
  await page.route(
    (url) => chunks.has(url.href),
    (route) => route.abort(),
  )
  await gotoHydrated(page, '/')
  return { productPath, chunks }
}

const chunkErrorHeading = (page: Page) =>
  page.getByRole('heading', { name: 'Die Seite konnte nicht vollständig geladen werden' })

test.describe('chunk-reload guard', () => {
  test('pointing at a link whose chunks fail to preload reloads nothing; following it reloads its page', async ({
    page,
  }) => {
    await page.clock.install()
    const { productPath, chunks } = await breakTopSellerChunks(page)
    const loads = recordPageLoads(page)
    await markDocument(page)

    // The router preloads a link's route when the pointer rests on it; here that preload fails.
    const preloadFailed = page.waitForEvent('requestfailed', (request) => chunks.has(request.url()))
    await topSeller(page).hover()
    await preloadFailed
    // The shopper has not gone anywhere: the page stays, and no reload takes the link away under the pointer.
    await expect(page.getByRole('region', { name: 'Topseller' })).toBeVisible()

    await topSeller(page).click()
    await expect(chunkErrorHeading(page)).toBeVisible()
    await expect(page).toHaveURL(new RegExp(`${productPath}$`))
    // One reload, of the page the shopper went to, and none of the page the pointer rested on.
    expect(loads).toEqual([productPath])
  })

  test('a chunk that fails reloads once; failing again within 10 s shows the error view; later it reloads again', async ({
    page,
  }) => {
    await page.clock.install()
    const { productPath } = await breakTopSellerChunks(page)
    const loads = recordPageLoads(page)
    const chunkError = chunkErrorHeading(page)

    await topSeller(page).click()
    // One reload, of the page the shopper went to; there the chunk fails again at once: the error view.
    await expect(chunkError).toBeVisible()
    await expect(page).toHaveURL(new RegExp(`${productPath}$`))
    expect(loads).toEqual([productPath])
    await markDocument(page)
    await expect(page.getByRole('button', { name: 'Seite neu laden' })).toBeVisible()
    expect(await documentIsMarked(page)).toBe(true)
    expect(loads).toEqual([productPath])

    // 10 s after that reload, a failure reloads again (and, still failing, shows the error view).
    await page.clock.fastForward(10_000)
    await page.getByRole('main').getByRole('link', { name: 'Zur Startseite' }).click()
    await expect(page.getByRole('region', { name: 'Topseller' })).toBeVisible()
    expect(await documentIsMarked(page)).toBe(true)
    await topSeller(page).click()
    await expect.poll(() => loads).toEqual([productPath, productPath])
    await expect(chunkError).toBeVisible()
    expect(loads).toEqual([productPath, productPath])

    // The reload button: by hand, it reloads, and the failure right after shows the error view.
    await page.getByRole('button', { name: 'Seite neu laden' }).click()
    await expect.poll(() => loads).toEqual([productPath, productPath, productPath])
    await expect(chunkError).toBeVisible()
  })
})
