/**
 * The measuring half of `npm run bench:size`: the two counts of what a page loads before it is
 * interactive (scripts/bench-size-budget.ts explains both), taken from a running server.
 */
import { request } from 'node:http'
import { brotliDecompressSync, gunzipSync, inflateSync, zstdDecompressSync } from 'node:zlib'
import type { BrowserContext } from '@playwright/test'
import { BROWSER_ACCEPT_ENCODING, initialAssets, initialRequests, staticImports } from './bench-size-budget'
import type { LoadedAsset, RecordedRequest } from './bench-size-budget'

/** An answer's body as the server sent it (not decoded), with its Content-Encoding. */
function rawGet(url: string): Promise<{ body: Buffer; encoding: string }> {
  return new Promise((resolve, reject) => {
    const sent = request(url, { headers: { 'accept-encoding': BROWSER_ACCEPT_ENCODING } }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => {
        if ((response.statusCode ?? 0) >= 400)
          reject(new Error(`${url} answered ${String(response.statusCode)}`))
        else
          resolve({
            body: Buffer.concat(chunks),
            encoding: response.headers['content-encoding'] ?? 'identity',
          })
      })
      response.on('error', reject)
    })
    sent.on('error', reject)
    sent.end()
  })
}

function decode(body: Buffer, encoding: string): string {
  if (encoding === 'br') return brotliDecompressSync(body).toString()
  if (encoding === 'gzip') return gunzipSync(body).toString()
  if (encoding === 'deflate') return inflateSync(body).toString()
  if (encoding === 'zstd') return zstdDecompressSync(body).toString()
  return body.toString()
}

/**
 * The HTML's count: the modules and stylesheets the page's HTML names and every module those import
 * statically, each fetched as a browser asks for it (Accept-Encoding `gzip, deflate, br, zstd`) and
 * counted as sent. Knows nothing of what runs in the page.
 */
export async function declaredInitialAssets(origin: string, html: string): Promise<LoadedAsset[]> {
  const { modules, stylesheets } = initialAssets(html)
  const assets: LoadedAsset[] = []
  const seen = new Set<string>()
  const queue = [...modules]
  for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
    if (seen.has(path)) continue
    seen.add(path)
    const { body, encoding } = await rawGet(origin + path)
    assets.push({ path, kind: 'script', bytes: body.length, headerBytes: 0, encoding })
    queue.push(...staticImports(decode(body, encoding), path))
  }
  for (const path of stylesheets) {
    const { body, encoding } = await rawGet(origin + path)
    assets.push({ path, kind: 'stylesheet', bytes: body.length, headerBytes: 0, encoding })
  }
  return assets
}

declare global {
  interface Window {
    /** `performance.now()` when `<html data-hydrated>` was set (bench:size's page script). */
    __hydratedAt?: number
  }
}

/**
 * Chromium's count: opens `url` in a page of `context` (give it a fresh one: an empty cache, no
 * cookies — a first visit), records the DevTools protocol's network events, and returns the scripts
 * and stylesheets requested before `<html data-hydrated>` was set, each with its body bytes as sent.
 * Waits until the network is quiet, so chunks requested during hydration have finished too. A page
 * outside the client app (`hydrates` false: the checkout's own pages) is interactive at its load
 * event, so what it requested before then counts.
 */
export async function chromiumInitialAssets(
  context: BrowserContext,
  url: string,
  hydrates = true,
): Promise<LoadedAsset[]> {
  const page = await context.newPage()
  try {
    const cdp = await context.newCDPSession(page)
    type Mutable<T> = { -readonly [K in keyof T]: T[K] }
    const requests = new Map<string, Mutable<RecordedRequest>>()
    cdp.on('Network.requestWillBeSent', (event) => {
      requests.set(event.requestId, {
        url: event.request.url,
        resourceType: event.type ?? 'Other',
        requestedAt: event.wallTime * 1000,
      })
    })
    cdp.on('Network.responseReceived', (event) => {
      const recorded = requests.get(event.requestId)
      if (!recorded) return
      recorded.headerBytes = event.response.encodedDataLength
      const headers = Object.fromEntries(
        Object.entries(event.response.headers).map(([name, value]) => [name.toLowerCase(), value]),
      )
      recorded.encoding = headers['content-encoding'] ?? 'identity'
    })
    cdp.on('Network.loadingFinished', (event) => {
      const recorded = requests.get(event.requestId)
      if (recorded) recorded.totalBytes = event.encodedDataLength
    })
    cdp.on('Network.loadingFailed', (event) => {
      const recorded = requests.get(event.requestId)
      if (recorded) recorded.failed = true
    })
    await cdp.send('Network.enable')
    // The moment React has hydrated the page (HydrationMarker sets the attribute in an effect). The
    // script runs before the parser has made <html>, so it watches the whole document.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (document.documentElement.dataset.hydrated === undefined) return
        window.__hydratedAt = performance.now()
        observer.disconnect()
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] })
    })
    await page.goto(url)
    if (hydrates) await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    else await page.waitForLoadState('load')
    const hydratedAt = await page.evaluate(
      (hydrating) =>
        performance.timeOrigin +
        (hydrating
          ? (window.__hydratedAt ?? NaN)
          : (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart),
      hydrates,
    )
    if (Number.isNaN(hydratedAt)) throw new Error(`${url}: the moment of hydration was not recorded`)
    const origin = new URL(url).origin
    // Everything requested before then has to finish (the chunks a hydrating component imports can
    // still be on their way): wait for their last network event.
    const counted = (recorded: RecordedRequest) =>
      (recorded.resourceType === 'Script' || recorded.resourceType === 'Stylesheet') &&
      recorded.requestedAt < hydratedAt &&
      recorded.url.startsWith(origin)
    const deadline = Date.now() + 60_000
    while (
      [...requests.values()].some(
        (recorded) => counted(recorded) && !recorded.failed && recorded.totalBytes === undefined,
      )
    ) {
      if (Date.now() > deadline) throw new Error(`${url}: requests made before hydration did not finish`)
      await new Promise<void>((resolve) => {
        const done = () => {
          cdp.off('Network.loadingFinished', done)
          cdp.off('Network.loadingFailed', done)
          resolve()
        }
        cdp.on('Network.loadingFinished', done)
        cdp.on('Network.loadingFailed', done)
        setTimeout(done, 1000)
      })
    }
    const assets = initialRequests([...requests.values()], origin, hydratedAt)
    // The page's own Resource Timing must name no script or stylesheet started before then that the
    // protocol's events missed.
    const started = await page.evaluate(
      (before) =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => performance.timeOrigin + entry.startTime < before)
          .filter((entry) => /\.(?:js|css)$/.test(new URL(entry.name).pathname))
          .map((entry) => new URL(entry.name).pathname),
      hydratedAt,
    )
    const missed = started.filter((path) => !assets.some((asset) => asset.path === path))
    if (missed.length > 0) throw new Error(`${url}: the network events missed ${missed.join(', ')}`)
    return assets
  } finally {
    await page.close()
  }
}
