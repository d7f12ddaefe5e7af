import { spawnSync } from 'node:child_process'
import pg from 'pg'
import * as v from 'valibot'
import type { APIRequestContext, Page } from '@playwright/test'
import {
  accountMenuButton,
  expectNoAxeViolations,
  latestMail,
  linkIn,
  logInThroughForm,
  uniqueEmail,
} from '../setup/accounts'
import { VIENNA_ADDRESS } from '../setup/checkout'
import { gotoHydrated } from '../setup/hydration'
import { pdfText } from '../setup/pdf'
import { createPostgresDatabase, killServer, prepareDatabase, startServer } from '../setup/server-process'
import type { RunningServer } from '../setup/server-process'
import { addConsentChoice, expect, expectCleanPhone, openPhone, test } from '../setup/test'

/**
 * Issue 33 "After the order": a customer cancels an order that has not shipped (its stock comes
 * back and a waiting back-in-stock alert is mailed), a shipped order offers no cancellation, and an
 * order's goods go into the cart again with what is sold out named. The journeys move orders on with
 * the operator's command and change stock in the server's PostgreSQL, so they run on a server of
 * their own.
 */

const PASSWORD = 'Startpasswort2026'

const sessionSchema = v.object({ data: v.object({ token: v.string() }) })
const placedSchema = v.object({
  data: v.object({ order: v.object({ uuid: v.string(), number: v.string() }) }),
})

interface InStockOption {
  readonly slug: string
  readonly name: string
  readonly optionId: number
  readonly label: string
}

test.describe('after the order', () => {
  test.describe.configure({ mode: 'serial', timeout: 120_000 })
  const adminUrl = process.env.TEST_DATABASE_URL
  test.skip(!adminUrl, 'needs TEST_DATABASE_URL: the journeys ship orders in the server’s PostgreSQL')
  const PORT = 4390 + (Number(process.env.E2E_PORT ?? 4173) % 10)

  let server: RunningServer | undefined
  let drop: (() => Promise<void>) | undefined
  let databaseUrl = ''
  let db: pg.Client | undefined

  test.beforeAll(async () => {
    const database = await createPostgresDatabase(adminUrl ?? '')
    drop = database.drop
    databaseUrl = database.env.DATABASE_URL ?? ''
    prepareDatabase(database.env)
    server = await startServer(PORT, { ...database.env, EXPOSE_MAIL_OUTBOX: 'true' })
    db = new pg.Client({ connectionString: databaseUrl })
    await db.connect()
  })
  test.afterAll(async () => {
    await db?.end()
    killServer(server)
    await drop?.()
  })

  const node = () => {
    if (!server || !db) throw new Error('no server')
    return { url: server.url, db }
  }

  /** Sizes in stock of products with different names (colours are products of one name), each with a price. */
  async function inStockOptions(count: number, offset: number): Promise<InStockOption[]> {
    const { rows } = await node().db.query<{ slug: string; name: string; option_id: number; label: string }>(
      `SELECT DISTINCT ON (p.name) p.slug, p.name, o.id AS option_id, o.label FROM products p
         JOIN product_options o ON o.product_id = p.id
        WHERE o.stock > 2 AND NOT p.is_bike AND NOT p.is_ski
          AND EXISTS (SELECT 1 FROM product_prices pp WHERE pp.product_id = p.id AND pp.price_type = 'vk')
        ORDER BY p.name, o.position OFFSET $1 LIMIT $2`,
      [offset, count],
    )
    if (rows.length < count) throw new Error('The seed has too few products in stock')
    return rows.map((row) => ({ slug: row.slug, name: row.name, optionId: row.option_id, label: row.label }))
  }

  /** A new customer with an address, logged in through the API: its token. */
  async function newCustomer(api: APIRequestContext, email: string): Promise<string> {
    const registered = await api.post('/api/v1/auth/register/', {
      data: {
        email,
        password: PASSWORD,
        password_confirmation: PASSWORD,
        firstName: 'Erika',
        lastName: 'Muster',
      },
    })
    expect(registered.status()).toBe(201)
    return v.parse(sessionSchema, await registered.json()).data.token
  }

  /** An order of one unit of each option, placed through the shop API with the customer's token. */
  async function placeOrder(api: APIRequestContext, token: string, options: readonly InStockOption[]) {
    const auth = { authorization: `Bearer ${token}` }
    for (const option of options) {
      const added = await api.post('/api/v1/cart/', {
        headers: auth,
        data: { productOption: option.optionId },
      })
      expect(added.status()).toBe(200)
    }
    const placed = await api.post('/api/v1/orders/', {
      headers: { ...auth, 'idempotency-key': `order-care-${Date.now()}-${Math.random()}` },
      data: {
        deliveryType: 'home',
        shippingAddress: {
          firstname: 'Erika',
          lastname: 'Muster',
          street: 'Neubaugasse',
          streetNo: '42',
          postal: '1070',
          city: 'Wien',
          countryId: 'AT',
        },
        paymentMethod: 'invoice',
      },
    })
    expect(placed.status(), await placed.text()).toBe(201)
    return v.parse(placedSchema, await placed.json()).data.order
  }

  /** The operator's command (`npm run order:status`) against the server's database. */
  const orderStatusCommand = (number: string, status: string) =>
    spawnSync(
      process.execPath,
      ['node_modules/tsx/dist/cli.mjs', 'scripts/order-status.ts', number, status],
      {
        env: { ...process.env, DATABASE_URL: databaseUrl, SHOP_API_URL: '' },
        encoding: 'utf8',
      },
    )

  /** The returns centre's command (`npm run return:received`) against the server's database. */
  const returnReceivedCommand = (code: string) =>
    spawnSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'scripts/return-received.ts', code], {
      env: { ...process.env, DATABASE_URL: databaseUrl, SHOP_API_URL: '' },
      encoding: 'utf8',
    })

  /** A size's stock in the server's database. */
  async function stockOf(optionId: number): Promise<number | undefined> {
    const { rows } = await node().db.query<{ stock: number }>(
      'SELECT stock FROM product_options WHERE id = $1',
      [optionId],
    )
    return rows[0]?.stock
  }

  async function openOrder(page: Page, email: string, uuid: string) {
    await logInThroughForm(page, email, PASSWORD, `${node().url}/login/`)
    await expect(accountMenuButton(page, 'Erika')).toBeVisible()
    await gotoHydrated(page, `${node().url}/my-account/order-details/${uuid}/`)
  }

  test('a customer cancels an order before it ships: status, stock back, and the back-in-stock mail for a subscriber', async ({
    page,
    context,
    playwright,
  }) => {
    const { url, db } = node()
    await addConsentChoice(context, url)
    const api = await playwright.request.newContext({ baseURL: url })
    try {
      const [option] = await inStockOptions(1, 0)
      if (!option) throw new Error('no option')
      // The last unit: the order sells the size out.
      await db.query('UPDATE product_options SET stock = 1 WHERE id = $1', [option.optionId])
      const email = uniqueEmail('storno')
      const token = await newCustomer(api, email)
      const order = await placeOrder(api, token, [option])
      const stock = () => stockOf(option.optionId)
      expect(await stock()).toBe(0)

      // A visitor asks to be told when the size is back, and confirms.
      const subscriber = uniqueEmail('wieder-da')
      const alert = await api.post('/api/v1/stock-alerts/', {
        data: { productOption: option.optionId, email: subscriber },
      })
      expect(alert.status()).toBe(201)
      const confirmation = await latestMail(api, subscriber, 'stock-alert-confirm')
      const confirmToken = linkIn(confirmation.text, '/benachrichtigung/bestaetigen/').split('/').at(-2) ?? ''
      expect((await api.post(`/api/v1/stock-alerts/confirm/${confirmToken}/`)).status()).toBe(200)

      await openOrder(page, email, order.uuid)
      const main = page.getByRole('main')
      await expect(main.getByText('Eingegangen', { exact: true }).first()).toBeVisible()
      await main.getByRole('button', { name: 'Bestellung stornieren' }).click()
      const quantity = main.getByRole('combobox', { name: /Stück stornieren/ })
      await expect(quantity).toHaveValue('1')
      await expectNoAxeViolations(page, 'order details with the cancellation open, 1280 px')

      await main.getByRole('button', { name: 'Stornierung bestätigen' }).click()
      await expect(main.getByRole('status').filter({ hasText: 'Erledigt' })).toBeVisible()
      // The form is gone with nothing left to cancel; the outcome holds the focus.
      await expect(page.locator(':focus')).toContainText('Erledigt')
      await expect(main.getByText('Storniert', { exact: true }).first()).toBeVisible()
      await expect(main.getByRole('button', { name: 'Bestellung stornieren' })).toHaveCount(0)
      await expect(main.getByRole('region', { name: 'Verlauf' }).getByRole('listitem')).toHaveText([
        /^Eingegangen/,
        /^Storniert/,
      ])
      await expect(main.getByText('1 storniert')).toBeVisible()

      expect(await stock()).toBe(1)
      const cancelled = await latestMail(api, email, 'order-cancellation')
      expect(cancelled.subject).toBe(`Bestellung storniert: ${order.number}`)
      const back = await latestMail(api, subscriber, 'back-in-stock')
      expect(back.text).toContain(`/p/${option.slug}/`)

      // After a reload the order still says so (the answer was stored, not only shown).
      await page.reload()
      await expect(page.getByRole('main').getByText('Storniert', { exact: true }).first()).toBeVisible()
    } finally {
      await api.dispose()
    }
  })

  test('a shipped order offers a return, no cancellation', async ({ page, context, playwright }) => {
    const { url } = node()
    await addConsentChoice(context, url)
    const api = await playwright.request.newContext({ baseURL: url })
    try {
      const email = uniqueEmail('versand')
      const order = await placeOrder(api, await newCustomer(api, email), await inStockOptions(1, 5))
      await logInThroughForm(page, email, PASSWORD, `${url}/login/`)
      await expect(accountMenuButton(page, 'Erika')).toBeVisible()
      // The confirmation page still offers the cancellation when the parcel leaves meanwhile …
      await page.goto(`${url}/checkout/confirmation/${order.uuid}/`)
      const form = page.getByRole('region', { name: 'Bestellung stornieren' })
      await expect(form.getByRole('button', { name: 'Bestellung stornieren' })).toBeVisible()
      await expectNoAxeViolations(page, 'confirmation page with the cancellation form, 1280 px')
      // … by the operator's command, as the warehouse reports the parcel on its way.
      const shipped = orderStatusCommand(order.number, 'shipped')
      expect(shipped.stdout.trim(), shipped.stderr).toBe(`${order.number}: received → shipped`)
      const again = orderStatusCommand(order.number, 'ready_for_pickup')
      expect(again.status).toBe(1)
      await form.getByRole('button', { name: 'Bestellung stornieren' }).click()
      await expect(page.getByRole('alert')).toHaveText(/^Deine Bestellung hat unser Lager schon verlassen/)
      await expect(page.getByRole('region', { name: 'Bestellung stornieren' })).toHaveCount(0)

      await gotoHydrated(page, `${url}/my-account/order-details/${order.uuid}/`)
      const main = page.getByRole('main')
      await expect(main.getByText('Versendet', { exact: true }).first()).toBeVisible()
      await expect(main.getByRole('region', { name: 'Verlauf' }).getByRole('listitem')).toHaveText([
        /^Eingegangen/,
        /^Versendet/,
      ])
      await expect(main.getByRole('button', { name: 'Nochmal bestellen' })).toBeEnabled()
      await expect(main.getByRole('button', { name: 'Bestellung stornieren' })).toHaveCount(0)
      // On its way, the parcel may already be sent back (e.g. refused at the door).
      await expect(main.getByRole('button', { name: 'Artikel zurücksenden' })).toBeVisible()
    } finally {
      await api.dispose()
    }
  })

  test('a delivered order offers a return, not a cancel: the label PDF names the order and its code; received, it is refunded', async ({
    page,
    context,
    playwright,
  }) => {
    const { url } = node()
    await addConsentChoice(context, url)
    const api = await playwright.request.newContext({ baseURL: url })
    try {
      const [option] = await inStockOptions(1, 30)
      if (!option) throw new Error('no option')
      const email = uniqueEmail('retoure')
      const order = await placeOrder(api, await newCustomer(api, email), [option])
      for (const status of ['shipped', 'delivered']) {
        const moved = orderStatusCommand(order.number, status)
        expect(moved.status, moved.stderr).toBe(0)
      }
      const stock = () => stockOf(option.optionId)
      const stockBefore = await stock()

      await openOrder(page, email, order.uuid)
      const main = page.getByRole('main')
      await expect(main.getByText('Zugestellt', { exact: true }).first()).toBeVisible()
      await expect(main.getByRole('button', { name: 'Bestellung stornieren' })).toHaveCount(0)
      await main.getByRole('button', { name: 'Artikel zurücksenden' }).click()
      const form = main.getByRole('region', { name: 'Rücksendung' })
      // Nothing chosen yet: the form says so instead of sending.
      await form.getByRole('button', { name: 'Rücksendung anmelden' }).click()
      await expect(form.getByText('Bitte wähle mindestens ein Stück zum Zurücksenden.')).toBeVisible()
      await form.getByRole('combobox', { name: /Stück zurücksenden/ }).selectOption('1')
      await form.getByRole('combobox', { name: /Grund/ }).selectOption({ label: 'Zu klein' })
      await form.getByRole('radio', { name: /Abholung an deiner Lieferadresse/ }).check()
      await expectNoAxeViolations(page, 'order details with the return form, 1280 px')
      await form.getByRole('button', { name: 'Rücksendung anmelden' }).click()
      await expect(
        main.getByRole('status').filter({ hasText: 'Deine Rücksendung ist angemeldet' }),
      ).toBeVisible()

      const code = `R-${order.number}-1`
      const returns = main.getByRole('region', { name: 'Deine Rücksendungen' })
      await expect(returns.getByText('Angemeldet', { exact: true })).toBeVisible()
      const labelLink = returns.getByRole('link', { name: 'Rücksendeetikett (PDF)' })
      const labelUrl = new URL((await labelLink.getAttribute('href')) ?? '', url).toString()
      const label = await page.request.get(labelUrl)
      expect(label.status()).toBe(200)
      expect(label.headers()['content-type']).toBe('application/pdf')
      const text = await pdfText(await label.body())
      expect(text).toContain(order.number)
      expect(text).toContain(code)
      const mail = await latestMail(api, email, 'order-return')
      expect(mail.subject).toBe(`Deine Rücksendung ${code}`)
      // Nothing comes back into stock before the parcel arrives.
      expect(await stock()).toBe(stockBefore)

      await page.setViewportSize({ width: 390, height: 844 })
      await expectNoAxeViolations(page, 'order details with a registered return, 390 px')

      const received = returnReceivedCommand(code)
      expect(received.stdout, received.stderr).toContain(`${code}: received`)
      expect(await stock()).toBe((stockBefore ?? 0) + 1)
      await page.reload()
      await expect(page.getByRole('main').getByText('Retourniert', { exact: true }).first()).toBeVisible()
      const after = page.getByRole('main').getByRole('region', { name: 'Deine Rücksendungen' })
      await expect(after.getByText('Eingegangen', { exact: true })).toBeVisible()
      await expect(after.getByText(/^Erstattet: €\s\d/)).toBeVisible()
      await expect(page.getByRole('main').getByRole('button', { name: 'Artikel zurücksenden' })).toHaveCount(
        0,
      )
      expect((await latestMail(api, email, 'order-refund')).subject).toBe(
        `Rücksendung angekommen: ${order.number}`,
      )

      // Another customer reaches neither the order's label nor its return.
      await page.context().clearCookies()
      const strangerEmail = uniqueEmail('fremd')
      await newCustomer(api, strangerEmail)
      await logInThroughForm(page, strangerEmail, PASSWORD, `${url}/login/`)
      await expect(accountMenuButton(page, 'Erika')).toBeVisible()
      expect((await page.request.get(labelUrl)).status()).toBe(404)
    } finally {
      await api.dispose()
    }
  })

  test('the invoice of an order mixing 20 % and 10 % goods breaks its VAT down per rate; a cancellation brings a credit note', async ({
    page,
    context,
    playwright,
  }) => {
    const { url, db } = node()
    await addConsentChoice(context, url)
    const api = await playwright.request.newContext({ baseURL: url })
    try {
      const options = await inStockOptions(2, 40)
      const [standard, reduced] = options
      if (!standard || !reduced) throw new Error('no option')
      // Sports nutrition and books carry the reduced rate.
      await db.query('UPDATE products SET vat_rate = 10 WHERE slug = $1', [reduced.slug])
      const email = uniqueEmail('rechnung')
      const order = await placeOrder(api, await newCustomer(api, email), options)
      await openOrder(page, email, order.uuid)
      const documents = page.getByRole('main').getByRole('region', { name: 'Rechnung und Gutschriften' })
      const invoiceLink = documents.getByRole('link', { name: /^Rechnung RE-\d{4}-\d{6} \(PDF\)$/ })
      const invoice = await page.request.get(
        new URL((await invoiceLink.getAttribute('href')) ?? '', url).toString(),
      )
      expect(invoice.status()).toBe(200)
      expect(invoice.headers()['content-type']).toBe('application/pdf')
      const text = (await pdfText(await invoice.body())).replace(/\s+/g, ' ')
      expect(text).toContain(order.number)
      expect(text).toContain('UID: ATU71234567')
      // One row per rate in the breakdown, each with its net, VAT and gross.
      expect(text).toMatch(/20 % € ?\d+,\d\d € ?\d+,\d\d € ?\d+,\d\d/)
      expect(text).toMatch(/10 % € ?\d+,\d\d € ?\d+,\d\d € ?\d+,\d\d/)

      // The 10 % piece is cancelled: a credit note for it, naming the invoice.
      const main = page.getByRole('main')
      await main.getByRole('button', { name: 'Bestellung stornieren' }).click()
      const pieces = (name: string) =>
        main.getByRole('combobox', {
          name: new RegExp(`${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}.*Stück stornieren`),
        })
      await pieces(standard.name).selectOption('0')
      await pieces(reduced.name).selectOption('1')
      await main.getByRole('button', { name: 'Stornierung bestätigen' }).click()
      await expect(main.getByRole('status').filter({ hasText: 'Erledigt' })).toBeVisible()
      const creditLink = documents.getByRole('link', { name: /^Gutschrift GS-\d{4}-\d{6} \(PDF\)$/ })
      await expect(creditLink).toBeVisible()
      const credit = await page.request.get(
        new URL((await creditLink.getAttribute('href')) ?? '', url).toString(),
      )
      const creditText = (await pdfText(await credit.body())).replace(/\s+/g, ' ')
      expect(creditText).toContain('Gutschrift')
      expect(creditText).toContain((/RE-\d{4}-\d{6}/.exec(text) ?? [''])[0])
      expect(creditText).toMatch(/10 % € ?\d+,\d\d/)
    } finally {
      await api.dispose()
    }
  })

  test('a guest cancels from the confirmation page with the order’s e-mail address, on a phone', async ({
    browser,
    playwright,
  }) => {
    const { url, db } = node()
    const api = await playwright.request.newContext({ baseURL: url })
    const phone = await openPhone(browser, url)
    try {
      const [option] = await inStockOptions(1, 20)
      if (!option) throw new Error('no option')
      const before = await db.query<{ stock: number }>('SELECT stock FROM product_options WHERE id = $1', [
        option.optionId,
      ])
      // The guest's cart and order through the API, under the request id the browser then carries.
      const created = await api.post('/api/v1/cart/', { data: { productOption: option.optionId } })
      const guest = v.parse(v.object({ data: v.object({ uuid: v.string() }) }), await created.json()).data
        .uuid
      const email = uniqueEmail('gast-storno')
      const address = { ...VIENNA_ADDRESS, countryId: 'AT' }
      const placed = await api.post('/api/v1/orders/', {
        headers: { 'x-request-id': guest },
        data: {
          deliveryType: 'home',
          shippingAddress: address,
          billingAddress: address,
          paymentMethod: 'invoice',
          email,
        },
      })
      expect(placed.status(), await placed.text()).toBe(201)
      const order = v.parse(placedSchema, await placed.json()).data.order
      await phone.addCookies([{ name: 'sp_request_id', value: guest, url }])

      const page = await phone.newPage()
      await page.goto(`${url}/checkout/confirmation/${order.uuid}/`)
      const form = page.getByRole('region', { name: 'Bestellung stornieren' })
      await expectNoAxeViolations(page, 'confirmation page with the cancellation form, 390 px')
      await form.getByLabel('E-Mail-Adresse der Bestellung').fill('jemand-anderer@example.at')
      await form.getByRole('button', { name: 'Bestellung stornieren' }).click()
      await expect(page.getByRole('alert')).toHaveText(
        'Diese E-Mail-Adresse gehört nicht zu dieser Bestellung. Bitte prüfe deine Eingabe.',
      )
      await expect(form.getByLabel('E-Mail-Adresse der Bestellung')).toHaveAttribute('aria-invalid', 'true')

      await form.getByLabel('E-Mail-Adresse der Bestellung').fill(email)
      await form.getByRole('button', { name: 'Bestellung stornieren' }).click()
      await expect(page.getByRole('status')).toHaveText(
        'Diese Bestellung ist storniert. Wir haben dir eine Bestätigung per E-Mail geschickt.',
      )
      await expect(page.getByRole('region', { name: 'Bestellung stornieren' })).toHaveCount(0)
      const after = await db.query<{ stock: number }>('SELECT stock FROM product_options WHERE id = $1', [
        option.optionId,
      ])
      expect(after.rows[0]?.stock).toBe(before.rows[0]?.stock)
      const mail = await latestMail(api, email, 'order-cancellation')
      expect(mail.text).toContain('Hallo Lena,')
      expect(mail.text).not.toContain('/my-account/')
    } finally {
      await phone.close()
      expectCleanPhone(phone)
      await api.dispose()
    }
  })

  test('on a phone, an order goes into the cart again, naming the line that is sold out', async ({
    browser,
    playwright,
  }) => {
    const { url, db } = node()
    const api = await playwright.request.newContext({ baseURL: url })
    const phone = await openPhone(browser, url)
    try {
      const email = uniqueEmail('nochmal')
      const [kept, gone] = await inStockOptions(2, 10)
      if (!kept || !gone) throw new Error('no options')
      const order = await placeOrder(api, await newCustomer(api, email), [kept, gone])
      await db.query('UPDATE product_options SET stock = 0 WHERE id = $1', [gone.optionId])

      const page = await phone.newPage()
      await openOrder(page, email, order.uuid)
      const main = page.getByRole('main')
      await main.getByRole('button', { name: 'Nochmal bestellen' }).click()
      const said = main.getByRole('status').filter({ hasText: 'Jetzt in deinem Warenkorb' })
      await expect(said).toContainText('Jetzt in deinem Warenkorb: 1 Artikel aus dieser Bestellung.')
      await expect(said.getByRole('listitem')).toHaveText([
        new RegExp(`\\(${escape(gone.label)}\\): ausverkauft$`),
      ])
      await expectNoAxeViolations(page, 'order details after re-ordering, 390 px')

      await said.getByRole('link', { name: 'Zum Warenkorb' }).click()
      await expect(page).toHaveURL(/\/warenkorb\/$/)
      const cart = page.getByRole('main')
      await expect(cart.getByRole('group', { name: `Menge von ${kept.name}` })).toContainText('1')
      await expect(cart.getByRole('group', { name: `Menge von ${gone.name}` })).toHaveCount(0)
    } finally {
      await phone.close()
      expectCleanPhone(phone)
      await api.dispose()
    }
  })
})

/** A size label as a literal in a regular expression. */
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
