import type { Browser, BrowserContext } from '@playwright/test'
import { request as httpRequest } from '@playwright/test'
import * as v from 'valibot'
import { latestMail, linkIn } from '../setup/accounts'
import { VIENNA_ADDRESS, fillAddress } from '../setup/checkout'
import { gotoHydrated } from '../setup/hydration'
import { findProduct } from '../setup/products'
import { freePort, killServer, pgliteEnv, prepareDatabase, startServer } from '../setup/server-process'
import type { RunningServer } from '../setup/server-process'
import { addConsentChoice, expect, test } from '../setup/test'

/**
 * The production server's log (issue: production operability, structured logs): a login, a guest
 * checkout and a password reset run against a server of its own whose stdout is kept; then every
 * line is JSON, each request has its line with the agreed fields, and no line holds a password, an
 * e-mail address, a token or a cookie value.
 */

let server: RunningServer | undefined

test.afterEach(() => {
  killServer(server)
  server = undefined
})

const lineSchema = v.looseObject({ level: v.string(), time: v.string(), msg: v.string() })
const requestLineSchema = v.looseObject({
  reqId: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  method: v.string(),
  route: v.string(),
  path: v.pipe(v.string(), v.startsWith('/'), v.maxLength(513)),
  status: v.pipe(v.number(), v.integer()),
  durationMs: v.number(),
  clientAddress: v.string(),
})

const registeredSchema = v.object({ data: v.object({ token: v.string() }) })
const cartSchema = v.object({ data: v.object({ uuid: v.string() }) })

async function contextOn(browser: Browser, url: string, javaScriptEnabled = true): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: url, javaScriptEnabled })
  await addConsentChoice(context, url)
  return context
}

test('a login, a checkout and a password reset leave JSON lines with no secret in them', async ({
  browser,
}) => {
  test.setTimeout(180_000)
  const env = {
    ...pgliteEnv(),
    EXPOSE_MAIL_OUTBOX: 'true',
    EXPOSE_DIAGNOSTICS: 'true',
    TRUSTED_PROXY: 'loopback',
    LOG_LEVEL: 'info',
  }
  prepareDatabase(env)
  server = await startServer(await freePort(), env)
  const { url } = server
  const api = await httpRequest.newContext({ baseURL: url })
  const secrets: string[] = []
  const stamp = `${Date.now().toString(36)}${String(process.pid)}`

  // A customer registers (through the API: registration is not the point) and confirms the
  // address with the mailed double opt-in link, whose token is a path segment.
  const email = `log-${stamp}@example.at`
  const password = `Anmelde-${stamp}`
  const registered = await api.post('/api/v1/auth/register/', {
    data: { email, password, password_confirmation: password, firstName: 'Erika', lastName: 'Muster' },
  })
  expect(registered.status()).toBe(201)
  secrets.push(email, password, v.parse(registeredSchema, await registered.json()).data.token)
  const doiLink = linkIn((await latestMail(api, email, 'doi')).text, '/doi/thankyou/')
  const doiToken = /\/doi\/thankyou\/([^/]+)\//.exec(doiLink)?.[1] ?? ''
  expect(doiToken.length).toBeGreaterThan(20)
  secrets.push(doiToken)

  const browsing = await contextOn(browser, url)
  const page = await browsing.newPage()
  await gotoHydrated(page, doiLink)

  // Login through the form.
  await gotoHydrated(page, '/login/')
  await page.getByLabel('E-Mail-Adresse').fill(email)
  await page.getByLabel('Passwort', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click()
  await expect(page).toHaveURL(/\/my-account\/$/)
  await expect(page.getByRole('button', { name: 'Konto von Erika' })).toBeVisible()
  const loggedInCookies = await browsing.cookies()
  expect(loggedInCookies.some((cookie) => cookie.httpOnly)).toBe(true)
  secrets.push(
    ...loggedInCookies.filter((cookie) => cookie.name !== 'sp_consent').map((cookie) => cookie.value),
  )
  await browsing.close()

  // Password reset: the form, the mailed link (its token in the fragment), a new password, a login.
  const resetting = await contextOn(browser, url)
  const resetPage = await resetting.newPage()
  await gotoHydrated(resetPage, '/forgot-password/')
  await resetPage.getByLabel('E-Mail-Adresse').fill(email)
  await resetPage.getByRole('button', { name: 'Link anfordern' }).click()
  await expect(resetPage.getByText(`Wenn es zu ${email} ein Konto gibt`)).toBeVisible()
  const resetLink = linkIn((await latestMail(api, email, 'password-reset')).text, '/reset-password/')
  const resetToken = /#token=([^&\s]+)/.exec(resetLink)?.[1] ?? ''
  expect(resetToken.length).toBeGreaterThan(20)
  const newPassword = `Sonnenaufgang-${stamp}`
  secrets.push(resetToken, newPassword)
  await gotoHydrated(resetPage, resetLink)
  await resetPage.getByLabel('Neues Passwort').fill(newPassword)
  await resetPage.getByLabel('Passwort wiederholen').fill(newPassword)
  await resetPage.getByRole('button', { name: 'Passwort speichern' }).click()
  await expect(resetPage.getByText('Dein neues Passwort ist gespeichert.')).toBeVisible()
  await resetPage.getByRole('link', { name: 'Zur Anmeldung' }).click()
  await resetPage.getByLabel('E-Mail-Adresse').fill(email)
  await resetPage.getByLabel('Passwort', { exact: true }).fill(newPassword)
  await resetPage.getByRole('button', { name: 'Anmelden', exact: true }).click()
  await expect(resetPage).toHaveURL(/\/my-account\/$/)
  secrets.push(
    ...(await resetting.cookies())
      .filter((cookie) => cookie.name !== 'sp_consent')
      .map((cookie) => cookie.value),
  )
  await resetting.close()

  // A guest's checkout (the server-rendered form, without scripts): cart key and address in play.
  const product = await findProduct(api, (candidate) => candidate.options.some((option) => option.stock >= 1))
  const option = product.options.find((candidate) => candidate.stock >= 1)
  if (!option) throw new Error('no size with stock')
  const cart = await api.post('/api/v1/cart/', { data: { productOption: option.id, amount: 1 } })
  expect(cart.status()).toBe(200)
  const cartKey = v.parse(cartSchema, await cart.json()).data.uuid
  const guestEmail = `guest-${stamp}@example.at`
  secrets.push(cartKey, guestEmail)
  const checkingOut = await contextOn(browser, url, false)
  await checkingOut.addCookies([{ name: 'sp_request_id', value: cartKey, url }])
  const checkout = await checkingOut.newPage()
  await checkout.goto('/checkout/')
  await expect(checkout.getByRole('heading', { level: 1, name: 'Kasse' })).toBeVisible()
  await checkout.getByLabel('E-Mail-Adresse').fill(guestEmail)
  await fillAddress(checkout.getByRole('group', { name: '2. Lieferadresse' }), VIENNA_ADDRESS)
  await checkout.getByRole('radio', { name: /^Vorauskasse/ }).check()
  await checkout.getByRole('button', { name: /^Zahlungspflichtig bestellen/ }).click()
  await expect(checkout.getByRole('heading', { level: 1, name: 'Danke für deine Bestellung!' })).toBeVisible()
  await checkingOut.close()

  // A hostile 15 KB path is one short line; a trusted proxy's request id is answered and logged.
  const longPath = `/${'x'.repeat(15_000)}/`
  expect((await api.get(longPath)).status()).toBe(404)
  const traced = await api.get('/herren/', { headers: { 'x-request-id': 'edge-trace-42' } })
  expect(traced.headers()['x-request-id']).toBe('edge-trace-42')
  const generated = (await api.get('/damen/')).headers()['x-request-id'] ?? ''
  expect(generated).toMatch(/^[0-9a-f-]{36}$/)
  // A page that fails: its error is logged with the stack once, under the request's id.
  const failed = await api.get('/diagnostics/error/')
  expect(failed.status()).toBe(500)
  const failedId = failed.headers()['x-request-id'] ?? ''
  await api.dispose()

  // The log: every line JSON; the request lines complete; no secret anywhere.
  const stdout = server.stdout()
  const lines = stdout.split('\n').filter((line) => line.trim() !== '')
  expect(lines.length).toBeGreaterThan(20)
  const entries = lines.map((line) => {
    let parsed: unknown = null
    try {
      parsed = JSON.parse(line) as unknown
    } catch {
      // Reported by the assertion below, with the line.
    }
    expect(parsed, `not JSON: ${line.slice(0, 200)}`).toBeInstanceOf(Object)
    return v.parse(lineSchema, parsed)
  })
  for (const secret of secrets) {
    expect(secret.length).toBeGreaterThan(5)
    const leaking = lines.find((line) => line.includes(secret))
    expect(leaking, `a secret in the log: ${secret.slice(0, 4)}…`).toBeUndefined()
  }
  // No e-mail address of any kind (the server's own sender included).
  expect(stdout).not.toMatch(/[\w.+-]+@[\w-]+\.[a-z]{2,}/i)

  const requests = entries.filter((entry) => entry.msg === 'request')
  for (const entry of requests) {
    const line = v.parse(requestLineSchema, entry)
    expect(line.path, 'no query string').not.toContain('?')
  }
  const routes = new Set(requests.map((entry) => entry.route))
  for (const route of ['page', 'api', 'server_fn', 'srp']) expect(routes, route).toContain(route)
  expect(requests.some((entry) => entry.reqId === 'edge-trace-42' && entry.path === '/herren/')).toBe(true)
  expect(requests.some((entry) => entry.reqId === generated && entry.path === '/damen/')).toBe(true)
  expect(requests.some((entry) => entry.path === '/doi/thankyou/:redacted/')).toBe(true)
  const errorSchema = v.object({ err: v.looseObject({ message: v.string(), stack: v.optional(v.string()) }) })
  const reports = entries.flatMap((entry) => {
    const parsed = v.safeParse(errorSchema, entry)
    return parsed.success && parsed.output.err.message === 'Diagnostic error requested' ? [entry] : []
  })
  expect(reports.length).toBeGreaterThanOrEqual(1)
  expect(reports.filter((entry) => JSON.stringify(entry).includes('"stack":"Error'))).toHaveLength(1)
  expect(reports.every((entry) => entry.reqId === failedId)).toBe(true)
  expect(requests.some((entry) => entry.reqId === failedId && entry.status === 500)).toBe(true)
  const notFound = lines.filter((line) => line.includes('xxxxxxxxxx'))
  expect(notFound).toHaveLength(1)
  expect(notFound[0]?.length).toBeLessThan(1000)
})
