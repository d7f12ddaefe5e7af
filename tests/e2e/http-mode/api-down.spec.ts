import type { Page } from '@playwright/test'
import { gotoHydrated } from '../../setup/hydration'
import { SHOP_API_TIMEOUT_MS, httpModePorts, nodeUrl, startHttpModeNodes } from '../../setup/http-mode'
import type { HttpModeNodes } from '../../setup/http-mode'
import { killServer, startServer } from '../../setup/server-process'
import type { RunningServer } from '../../setup/server-process'
import { expect, test } from '../../setup/test'

/**
 * The API node fails under a storefront node in HTTP mode: the storefront answers with its error view
 * within its deadline per API call (SHOP_API_TIMEOUT_MS), and the shop works again once the API is
 * back. A pair of nodes of its own, as this file stops its API node.
 */

test.use({
  baseURL: nodeUrl(httpModePorts(1).storefront),
  // While the API host is down, `/media/` answers 502 by design (ADR 022): a lazily loaded picture
  // asked for in that moment is the outage this journey makes, not a broken page.
  imagesMayFail: true,
})
test.describe.configure({ timeout: 120_000 })

/**
 * What a busy machine may add to the deadline: rendering the error view, the browser's own work.
 * Deadline and margin together stay within the 10 s that nothing may hang; without a deadline the
 * hung page never answers.
 */
const MARGIN_MS = 7_000

let nodes: HttpModeNodes | undefined
let api: RunningServer | undefined

test.beforeAll(async () => {
  // Preparing a database and starting two servers takes a while on a busy machine.
  test.setTimeout(120_000)
  nodes = await startHttpModeNodes(1)
  api = nodes.api
})
test.afterAll(() => {
  killServer(nodes?.storefront)
  killServer(api)
})

function apiOrFail(): RunningServer {
  if (!api) throw new Error('the API node did not start')
  return api
}

/** Opens `path` and gives its response with the milliseconds until it arrived. */
async function timedLoad(page: Page, path: string) {
  const started = performance.now()
  // Committed when the response arrives; far beyond the deadline, a hanging page fails here.
  const response = await page.goto(path, { waitUntil: 'commit', timeout: SHOP_API_TIMEOUT_MS + 20_000 })
  const ms = performance.now() - started
  // In the report: how close to the bound a run came.
  test.info().annotations.push({ type: `${path} answered after`, description: `${Math.round(ms)} ms` })
  return { status: response?.status() ?? 0, ms }
}

async function expectErrorView(page: Page) {
  await expect(page).toHaveTitle('Internal Server Error')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Da ist etwas schiefgelaufen')
  await expect(page.getByRole('button', { name: 'Erneut versuchen' })).toBeVisible()
}

test('a hung API, then a stopped one: the error view within the deadline; back up, the retry shows the page', async ({
  page,
}) => {
  await gotoHydrated(page, '/')
  await expect(page.getByRole('banner')).toBeVisible()

  // Hung: the process is stopped, so the system still accepts connections but nothing answers.
  apiOrFail().process.kill('SIGSTOP')
  const hung = await timedLoad(page, '/herren/')
  expect(hung.status).toBeGreaterThanOrEqual(500)
  expect(hung.ms).toBeLessThan(SHOP_API_TIMEOUT_MS + MARGIN_MS)
  await expectErrorView(page)

  // Down: the process ends, and connections are refused.
  apiOrFail().process.kill('SIGCONT')
  apiOrFail().process.kill('SIGTERM')
  expect((await apiOrFail().exited).code).toBe(0)
  const down = await timedLoad(page, '/damen/')
  expect(down.status).toBeGreaterThanOrEqual(500)
  expect(down.ms).toBeLessThan(SHOP_API_TIMEOUT_MS + MARGIN_MS)
  await expectErrorView(page)
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })

  // Back on the same port and database, once it answers what the page asks (a fresh start builds
  // its catalogue index at the first search): the error view's retry shows the page, and so does
  // the next. That it works is the point here, not how soon: on a machine loaded to 8 times its
  // cores the browser took 5 s to render the page after its data had arrived.
  api = await startServer(
    httpModePorts(1).api,
    nodes?.apiEnv ?? {},
    '.output',
    '/api/v1/catalog/search/?path=damen',
  )
  await page.getByRole('button', { name: 'Erneut versuchen' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Damen' })).toBeVisible({ timeout: 30_000 })
  const next = await page.goto('/herren/')
  expect(next?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1, name: 'Herren' })).toBeVisible()
})
