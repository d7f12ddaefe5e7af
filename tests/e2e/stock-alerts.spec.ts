import pg from 'pg'
import * as v from 'valibot'
import type { APIRequestContext, Page } from '@playwright/test'
import { rawRequest } from '../../src/app-shell/testing/node-http'
import {
  DEMO_PASSWORD,
  accountMenuButton,
  demoCustomers,
  expectNoAxeViolations,
  latestMail,
  linkIn,
  logInThroughForm,
  uniqueEmail,
} from '../setup/accounts'
import { gotoHydrated, holdScripts } from '../setup/hydration'
import { findProduct, fullyFeatured } from '../setup/products'
import { createPostgresDatabase, killServer, prepareDatabase, startServer } from '../setup/server-process'
import type { RunningServer } from '../setup/server-process'
import { addConsentChoice, expect, test } from '../setup/test'

/**
 * Issue 13 "Sold out, honestly": sold-out products and sizes say so, offer a back-in-stock alert
 * (double opt-in for visitors), and the mail goes out when stock returns in the database.
 */

const searchSchema = v.object({ data: v.object({ products: v.array(v.object({ slug: v.string() })) }) })
const setProductSchema = v.object({
  id: v.number(),
  slug: v.string(),
  name: v.string(),
  options: v.array(v.object({ id: v.number(), label: v.string(), stock: v.number() })),
  sets: v.array(
    v.object({
      id: v.number(),
      name: v.string(),
      products: v.array(v.object({ id: v.number(), name: v.string(), available: v.boolean() })),
    }),
  ),
})
type SetProduct = v.InferOutput<typeof setProductSchema>

/** A product in stock that belongs to a set with an item sold out in every size (the seed has some). */
async function findPartlySoldOutSet(request: APIRequestContext) {
  for (let page = 1; page <= 60; page++) {
    const list = await request.get(`/api/v1/catalog/search/?sortField=sales_rank&page=${page}`)
    for (const { slug } of v.parse(searchSchema, await list.json()).data.products) {
      const response = await request.get(`/api/v1/catalog/product/${slug}/`)
      const product: SetProduct = v.parse(
        v.object({ data: v.object({ product: setProductSchema }) }),
        await response.json(),
      ).data.product
      if (!product.options.some((option) => option.stock > 0)) continue
      for (const set of product.sets) {
        const missing = set.products.filter((item) => !item.available)
        if (missing.length > 0 && missing.every((item) => item.id !== product.id))
          return { product, set, missing }
      }
    }
  }
  throw new Error('The seeded catalogue has no set with a sold-out item')
}

const soldOut = (product: { options: readonly { stock: number }[] }) =>
  product.options.length > 0 && product.options.every((option) => option.stock === 0)

const alertToggle = (page: Page) =>
  page.getByRole('main').getByRole('button', { name: 'Benachrichtigen, wenn verfügbar' })

test.describe('sold out, honestly', () => {
  // Finding fitting products through the API, two axe runs and a mail round trip take a while on a
  // busy machine.
  test.describe.configure({ timeout: 90_000 })

  test('a sold-out product shows a disabled "Ausverkauft", no quantity, and the alert a visitor confirms by mail', async ({
    page,
    request,
  }) => {
    const product = await findProduct(request, soldOut)
    await gotoHydrated(page, product.url)
    const main = page.getByRole('main')
    const add = main.getByRole('button', { name: 'Ausverkauft', exact: true })
    await expect(add).toBeDisabled()
    await expect(add).toHaveAccessibleDescription('Dieser Artikel ist derzeit in keiner Größe lagernd.')
    await expect(main.getByRole('spinbutton', { name: 'Menge' })).toBeHidden()
    await expect(main.getByRole('checkbox', { name: /Montage/ })).toHaveCount(0)
    for (const option of product.options) {
      const size = main.getByRole('radio', { name: option.label, exact: true })
      await expect(size).toBeDisabled()
      await expect(size).toHaveAccessibleDescription('ausverkauft')
    }

    // The whole product is sold out: the alert is the page's action and open from the start.
    await expect(alertToggle(page)).toHaveAttribute('aria-expanded', 'true')
    const sizeChoice = main.getByRole('combobox', { name: 'Ausverkaufte Größe' })
    await expect(sizeChoice.getByRole('option')).toHaveText(product.options.map((option) => option.label))
    const last = product.options.at(-1)
    if (!last) throw new Error('no sizes')
    await sizeChoice.selectOption(last.label)
    const email = main.getByRole('textbox', { name: 'E-Mail-Adresse' })
    await expect(email).toHaveValue('')

    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      await expectNoAxeViolations(page, `sold-out product page at ${String(width)} px`)
    }

    // A typo is refused in the browser, beside the field.
    await email.fill('anna@')
    await main.getByRole('button', { name: 'Benachrichtigen', exact: true }).click()
    await expect(email).toHaveAccessibleDescription('Bitte gib eine gültige E-Mail-Adresse ein.')
    await expect(email).toBeFocused()

    const address = uniqueEmail('alert')
    await email.fill(address)
    await main.getByRole('button', { name: 'Benachrichtigen', exact: true }).click()
    await expect(main.getByRole('status').filter({ hasText: 'Fast geschafft' })).toContainText(address)

    const mail = await latestMail(request, address, 'stock-alert-confirm')
    expect(mail.text).toContain(`Größe ${last.label}`)
    await gotoHydrated(page, linkIn(mail.text, '/benachrichtigung/bestaetigen/'))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Danke – deine Benachrichtigung ist aktiv',
    )
    await expect(page.getByRole('main')).toContainText(address)
    await expect(page.getByRole('main').getByRole('link', { name: 'Zum Produkt' })).toHaveAttribute(
      'href',
      product.url,
    )
  })

  test('a size chosen and an address typed before the page has loaded its script are the ones the alert is for', async ({
    page,
    request,
  }) => {
    const product = await findProduct(
      request,
      (candidate) => soldOut(candidate) && candidate.options.length > 1,
    )
    const last = product.options.at(-1)
    if (!last) throw new Error('no sizes')
    // The page's scripts wait until the shopper has chosen: a slow phone on a slow network.
    const release = await holdScripts(page)
    await page.goto(product.url, { waitUntil: 'commit' })
    const main = page.getByRole('main')
    const sizeChoice = main.getByRole('combobox', { name: 'Ausverkaufte Größe' })
    await sizeChoice.selectOption(last.label)
    const address = uniqueEmail('early')
    await main.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill(address)
    release()
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    await expect(sizeChoice).toHaveValue(String(last.id))
    await main.getByRole('button', { name: 'Benachrichtigen', exact: true }).click()
    await expect(main.getByRole('status').filter({ hasText: 'Fast geschafft' })).toContainText(address)
    const mail = await latestMail(request, address, 'stock-alert-confirm')
    expect(mail.text).toContain(`Größe ${last.label}`)
  })

  test('a sold-out size of an available product stays visible, disabled with its reason, and offers the alert', async ({
    page,
    request,
  }) => {
    const product = await findProduct(request, fullyFeatured)
    const soldOutSizes = product.options.filter((option) => option.status === 1)
    await gotoHydrated(page, product.url)
    const main = page.getByRole('main')
    await expect(main.getByRole('spinbutton', { name: 'Menge' })).toBeVisible()
    await expect(main.getByRole('button', { name: 'In den Warenkorb' })).toBeEnabled()
    for (const option of soldOutSizes) {
      const size = main.getByRole('radio', { name: option.label, exact: true })
      await expect(size).toBeDisabled()
      await expect(size).toHaveAccessibleDescription('ausverkauft')
    }
    const toggle = alertToggle(page)
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(main.getByRole('combobox', { name: 'Ausverkaufte Größe' })).toBeHidden()
    await toggle.click()
    await expect(main.getByRole('combobox', { name: 'Ausverkaufte Größe' }).getByRole('option')).toHaveText(
      soldOutSizes.map((option) => option.label),
    )
  })

  test('a logged-in customer’s e-mail is filled in, and the alert for it is active at once', async ({
    page,
    request,
  }) => {
    const product = await findProduct(request, soldOut)
    await logInThroughForm(page, demoCustomers.premium, DEMO_PASSWORD)
    // Logins verify an argon2 hash: give a busy machine room.
    await expect(accountMenuButton(page, 'Lukas')).toBeVisible({ timeout: 15_000 })
    await gotoHydrated(page, product.url)
    const main = page.getByRole('main')
    await expect(main.getByRole('textbox', { name: 'E-Mail-Adresse' })).toHaveValue(demoCustomers.premium)
    await main.getByRole('button', { name: 'Benachrichtigen', exact: true }).click()
    await expect(main.getByRole('status').filter({ hasText: 'Wir benachrichtigen dich' })).toContainText(
      demoCustomers.premium,
    )
  })

  test('a set with a sold-out item cannot be added as a set and names the item', async ({
    page,
    request,
  }) => {
    const { product, set, missing } = await findPartlySoldOutSet(request)
    await gotoHydrated(page, `/p/${product.slug}/`)
    const section = page.getByRole('main').getByRole('region', { name: `Set: ${set.name}` })
    const add = section.getByRole('button', { name: `Als Teil von „${set.name}“ in den Warenkorb` })
    await expect(add).toBeDisabled()
    const reason = `Nicht als Set erhältlich – ausverkauft: ${missing.map((item) => item.name).join(', ')}`
    await expect(add).toHaveAccessibleDescription(reason)
    await expect(section).toContainText(reason)
    // The product itself can still be bought on its own.
    await expect(
      page.getByRole('main').getByRole('button', { name: 'In den Warenkorb', exact: true }),
    ).toBeEnabled()
  })
})

test.describe('the alert endpoint with what real clients send', () => {
  const path = '/api/v1/stock-alerts/'

  test('answers each request shape with a 4xx that says what was wrong, never a 5xx', async ({
    baseURL,
    request,
  }) => {
    const base = baseURL ?? ''
    const product = await findProduct(request, soldOut)
    const option = product.options[0]
    if (!option) throw new Error('no sizes')
    const body = JSON.stringify({ productOption: option.id, email: uniqueEmail('shape') })
    const shapes: [string, { headers?: Record<string, string>; chunks?: string[] }, number, RegExp][] = [
      ['no Content-Type', { chunks: [body] }, 415, /Content-Type must be application\/json/],
      [
        // Nothing sent reads as an empty object: what is missing is named.
        'an empty body',
        { headers: { 'content-length': '0' } },
        422,
        /productOption is required.*email field is required/,
      ],
      [
        'a form-encoded body',
        {
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          chunks: [`productOption=${String(option.id)}&email=anna%40example.at`],
        },
        415,
        /Content-Type/,
      ],
      [
        'malformed JSON',
        { headers: { 'content-type': 'application/json' }, chunks: ['{"email":'] },
        400,
        /Malformed/,
      ],
      ['a JSON list', { headers: { 'content-type': 'application/json' }, chunks: ['[]'] }, 422, /required/],
      [
        'a huge body',
        { headers: { 'content-type': 'application/json' }, chunks: [`{"email":"${'x'.repeat(400_000)}"}`] },
        413,
        /exceeds/,
      ],
    ]
    for (const [label, shape, status, message] of shapes) {
      const response = await rawRequest(base, path, { method: 'POST', ...shape })
      expect(response.status, label).toBe(status)
      expect(response.body, label).toMatch(message)
    }
    // Unknown fields are ignored (not stored, not refused): the alert is made as a visitor's.
    const extra = await request.post(path, {
      data: { productOption: option.id, email: uniqueEmail('extra'), status: 'active', userId: 1 },
    })
    expect(extra.status()).toBe(201)
    expect(await extra.json()).toMatchObject({ data: { alert: { status: 'pending' } } })
    // Other methods on the path are not endpoints.
    expect((await request.get(path)).status()).toBeLessThan(500)
    expect((await request.get(path)).status()).toBeGreaterThanOrEqual(400)
  })
})

test.describe('back in stock through the database', () => {
  test.describe.configure({ timeout: 120_000 })
  const adminUrl = process.env.TEST_DATABASE_URL
  test.skip(!adminUrl, 'needs TEST_DATABASE_URL: the journey raises stock in the server’s PostgreSQL')
  const PORT = 4380 + (Number(process.env.E2E_PORT ?? 4173) % 10)

  let server: RunningServer | undefined
  let drop: (() => Promise<void>) | undefined
  let databaseUrl = ''

  test.beforeAll(async () => {
    const database = await createPostgresDatabase(adminUrl ?? '')
    drop = database.drop
    databaseUrl = database.env.DATABASE_URL ?? ''
    prepareDatabase(database.env)
    server = await startServer(PORT, { ...database.env, EXPOSE_MAIL_OUTBOX: 'true' })
  })
  test.afterAll(async () => {
    killServer(server)
    await drop?.()
  })

  test('a confirmed alert gets one mail when an operator raises the stock', async ({
    page,
    context,
    playwright,
  }) => {
    const node = server
    if (!node) throw new Error('no server')
    await addConsentChoice(context, node.url)
    const db = new pg.Client({ connectionString: databaseUrl })
    await db.connect()
    try {
      const { rows } = await db.query<{ slug: string; option_id: number; label: string }>(
        `SELECT p.slug, o.id AS option_id, o.label FROM products p
           JOIN product_options o ON o.product_id = p.id
          WHERE NOT EXISTS (SELECT 1 FROM product_options s WHERE s.product_id = p.id AND s.stock > 0)
          ORDER BY p.id, o.position LIMIT 1`,
      )
      const target = rows[0]
      if (!target) throw new Error('The seed has no sold-out product')

      await gotoHydrated(page, `${node.url}/p/${target.slug}/`)
      const main = page.getByRole('main')
      await expect(main.getByRole('button', { name: 'Ausverkauft', exact: true })).toBeDisabled()
      await main.getByRole('combobox', { name: 'Ausverkaufte Größe' }).selectOption(target.label)
      const address = uniqueEmail('restock')
      await main.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill(address)
      await main.getByRole('button', { name: 'Benachrichtigen', exact: true }).click()
      await expect(main.getByRole('status').filter({ hasText: 'Fast geschafft' })).toBeVisible()

      const api = await playwright.request.newContext({ baseURL: node.url })
      try {
        const confirmation = await latestMail(api, address, 'stock-alert-confirm')
        await gotoHydrated(page, `${node.url}${linkIn(confirmation.text, '/benachrichtigung/bestaetigen/')}`)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(
          'Danke – deine Benachrichtigung ist aktiv',
        )

        // An operator's UPDATE: no API involved, the database announces it.
        await db.query('UPDATE product_options SET stock = 4 WHERE id = $1', [target.option_id])
        const mail = await latestMail(api, address, 'back-in-stock')
        expect(mail.subject).toContain(`in Größe ${target.label}`)
        expect(mail.text).toContain(`/p/${target.slug}/`)
        const { rows: alerts } = await db.query<{ status: string }>(
          'SELECT status FROM stock_alerts WHERE email = $1',
          [address],
        )
        expect(alerts).toEqual([{ status: 'notified' }])

        // Sold out and back again: the closed alert sends nothing more. A second shopper's alert
        // for the same size shows when that change has been handled.
        await db.query('UPDATE product_options SET stock = 0 WHERE id = $1', [target.option_id])
        const second = uniqueEmail('restock-second')
        const created = await api.post('/api/v1/stock-alerts/', {
          data: { productOption: target.option_id, email: second },
        })
        expect(created.status()).toBe(201)
        const token = /bestaetigen\/([\w-]{43})\//.exec(
          (await latestMail(api, second, 'stock-alert-confirm')).text,
        )?.[1]
        expect((await api.post(`/api/v1/stock-alerts/confirm/${token ?? ''}/`)).status()).toBe(200)
        await db.query('UPDATE product_options SET stock = 2 WHERE id = $1', [target.option_id])
        await latestMail(api, second, 'back-in-stock')
        const response = await api.get(`/api/v1/dev/outbox/?to=${encodeURIComponent(address)}`)
        const outbox = v.parse(
          v.object({ data: v.object({ mails: v.array(v.object({ kind: v.string() })) }) }),
          await response.json(),
        )
        expect(outbox.data.mails.filter((entry) => entry.kind === 'back-in-stock')).toHaveLength(1)
      } finally {
        await api.dispose()
      }
    } finally {
      await db.end()
    }
  })
})
