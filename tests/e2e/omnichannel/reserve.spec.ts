import * as v from 'valibot'
import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { statisticsEventSchema } from '../../../src/features/analytics/analytics.schema'
import {
  DEMO_PASSWORD,
  accountMenuButton,
  demoCustomers,
  expectNoAxeViolations,
  latestMail,
  linkIn,
  logInThroughForm,
  uniqueEmail,
} from '../../setup/accounts'
import { gotoHydrated } from '../../setup/hydration'
import { chooseSize } from '../../setup/products'
import { expect, test } from '../../setup/test'

/**
 * Issue 31 (omnichannel, OS=WEB1): the product page says which stores have the chosen size, a
 * dialog lists every store for it, and a size is reserved in a store (click & reserve): the unit
 * leaves the store's shelf at once and comes back when the reservation is cancelled.
 */

const VIENNA = { latitude: 48.2082, longitude: 16.3738 }
/** A made choice that allows statistics, so the reserve and cancel events reach the dataLayer. */
const STATISTICS_CONSENT = '1.1.0.1795600000'

const searchSchema = v.object({ data: v.object({ products: v.array(v.object({ slug: v.string() })) }) })
const productSchema = v.object({
  data: v.object({
    product: v.object({
      id: v.number(),
      url: v.string(),
      name: v.string(),
      brand: v.object({ name: v.string() }),
      options: v.array(
        v.object({ id: v.number(), label: v.string(), stock: v.number(), status: v.number() }),
      ),
    }),
  }),
})
const storeStockSchema = v.object({
  data: v.object({
    storesWithStock: v.number(),
    stores: v.array(
      v.object({
        store: v.object({ id: v.number(), slug: v.string(), name: v.string(), postal: v.string() }),
        availability: v.picklist(['available', 'few', 'none']),
        quantity: v.nullable(v.number()),
        isCallerStore: v.boolean(),
      }),
    ),
  }),
})
type StoreEntry = v.InferOutput<typeof storeStockSchema>['data']['stores'][number]

interface Shelf {
  readonly product: v.InferOutput<typeof productSchema>['data']['product']
  readonly option: { readonly id: number; readonly label: string }
  readonly store: StoreEntry['store']
  readonly quantity: number | null
}

async function storeStock(request: APIRequestContext, query: string) {
  const response = await request.get(`/api/v1/stock/stores/?${query}`)
  expect(response.status()).toBe(200)
  return v.parse(storeStockSchema, await response.json()).data
}

/** A store's entry for a size, as the shop answers it now. */
async function shelfOf(request: APIRequestContext, optionId: number, storeId: number) {
  const { stores } = await storeStock(request, `productOption=${String(optionId)}`)
  const entry = stores.find((candidate) => candidate.store.id === storeId)
  if (!entry) throw new Error(`store ${String(storeId)} is not listed`)
  return entry
}

/**
 * A product with a size that can be chosen on the page (in the web warehouse) and a store whose
 * shelf for it fits the test, asked from the shop rather than fixed: `few` (1–3, so one reservation
 * shows in the band) or `available`. Several journeys run side by side; each band picks other shelves.
 */
async function findShelf(request: APIRequestContext, band: 'few' | 'available', skip = 0): Promise<Shelf> {
  let skipped = 0
  for (let page = 1; page <= 20; page++) {
    const list = await request.get(`/api/v1/catalog/search/?sortField=sales_rank&page=${String(page)}`)
    for (const { slug } of v.parse(searchSchema, await list.json()).data.products) {
      const detail = await request.get(`/api/v1/catalog/product/${slug}/`)
      const { product } = v.parse(productSchema, await detail.json()).data
      // Several sizes, so the page asks for a size first (one-size goods are preselected).
      if (product.options.length < 2) continue
      for (const option of product.options) {
        if (option.status !== 2 || option.stock === 0) continue
        const { stores } = await storeStock(request, `productOption=${String(option.id)}`)
        const entry = stores.find((candidate) => candidate.availability === band)
        if (!entry) continue
        if (skipped++ < skip) break
        return { product, option, store: entry.store, quantity: entry.quantity }
      }
    }
  }
  throw new Error(`The seeded shelves have no size with a store "${band}"`)
}

/** A size sold out online that some store still has on its shelf. */
async function findShelfOfSoldOutSize(request: APIRequestContext): Promise<Shelf> {
  for (let page = 1; page <= 20; page++) {
    const list = await request.get(`/api/v1/catalog/search/?sortField=sales_rank&page=${String(page)}`)
    for (const { slug } of v.parse(searchSchema, await list.json()).data.products) {
      const detail = await request.get(`/api/v1/catalog/product/${slug}/`)
      const { product } = v.parse(productSchema, await detail.json()).data
      for (const option of product.options) {
        if (option.status === 2 && option.stock > 0) continue
        const { stores } = await storeStock(request, `productOption=${String(option.id)}`)
        const entry = stores.find((candidate) => candidate.availability !== 'none')
        if (entry) return { product, option, store: entry.store, quantity: entry.quantity }
      }
    }
  }
  throw new Error('The seeded shelves hold no size that is sold out online')
}

const storeDialog = (page: Page) => page.getByRole('dialog', { name: 'Verfügbarkeit in den Filialen' })

function storeRow(list: Locator, name: string): Locator {
  return list.getByRole('listitem').filter({ has: list.page().getByRole('heading', { name, exact: true }) })
}

/** The dataLayer's statistics events of one name, each checked against its payload schema. */
async function eventsNamed(page: Page, name: string) {
  const entries = await page.evaluate(() =>
    (window.dataLayer ?? []).filter(
      (entry: unknown): entry is Record<string, unknown> =>
        typeof entry === 'object' && entry !== null && 'event' in entry,
    ),
  )
  return entries.filter((entry) => entry.event === name).map((entry) => v.parse(statisticsEventSchema, entry))
}

const bandText = (quantity: number | null) =>
  quantity === null || quantity === 0 ? 'nicht vorrätig' : `nur noch ${String(quantity)}`

test.describe('store stock and click & reserve', () => {
  // Finding a fitting shelf through the API, a mail round trip and axe runs take a while.
  test.describe.configure({ timeout: 120_000 })

  test.describe('as a guest', () => {
    test.use({ consentCookie: STATISTICS_CONSENT, geolocation: VIENNA, permissions: ['geolocation'] })

    test('my store on the product page, the stores dialog, a reservation that takes the unit off the shelf, cancelled again', async ({
      page,
      request,
    }) => {
      const shelf = await findShelf(request, 'few')
      const before = shelf.quantity ?? 0
      const { storesWithStock } = await storeStock(request, `product=${String(shelf.product.id)}`)

      // "My store" is chosen on the store's page, as shoppers do.
      await gotoHydrated(page, `/shop/${shelf.store.slug}/`)
      await page.getByRole('button', { name: 'Als meine Filiale festlegen' }).click()
      await expect(page.getByRole('main').getByText('Meine Filiale', { exact: true })).toBeVisible()

      // Server-rendered: before a size is chosen, how many stores have the product (hydration asks
      // nothing again).
      const serverFunctionCalls: string[] = []
      const countCall = (sent: { url: () => string }) => {
        if (sent.url().includes('/_serverFn/')) serverFunctionCalls.push(sent.url())
      }
      page.on('request', countCall)
      await gotoHydrated(page, shelf.product.url)
      page.off('request', countCall)
      expect(serverFunctionCalls).toEqual([])
      const main = page.getByRole('main')
      const availability = main.getByRole('region', { name: 'Verfügbarkeit in den Filialen' })
      await expect(availability).toContainText(
        storesWithStock === 1 ? 'In 1 Filiale verfügbar' : `In ${String(storesWithStock)} Filialen verfügbar`,
      )
      await expect(availability).toContainText(
        `In deiner Filiale ${shelf.store.name}: einige Größen vorrätig`,
      )

      // Choosing the size asks again without a page load: my store has a few of it.
      await chooseSize(page, shelf.option.label)
      await expect(availability).toContainText(
        new RegExp(
          `In deiner Filiale ${shelf.store.name}: ${bandText(before)} – (heute bis \\d\\d:\\d\\d abholbereit|abholbereit ab .+ \\d\\d:\\d\\d)`,
        ),
      )

      // The dialog lists every store for the size, my store first.
      await availability.getByRole('button', { name: 'Verfügbarkeit in allen Filialen' }).click()
      const dialog = storeDialog(page)
      await expect(dialog).toBeVisible()
      const list = dialog.getByRole('list', { name: 'Filialen' })
      await expect(list.getByRole('listitem')).toHaveCount(32)
      await expect(list.getByRole('heading', { level: 3 }).first()).toHaveText(shelf.store.name)
      await expect(storeRow(list, shelf.store.name)).toContainText('Meine Filiale')

      // Searchable by city or postal code.
      const search = dialog.getByRole('searchbox', { name: 'Ort oder Postleitzahl' })
      await search.fill('wien')
      await expect(dialog.getByRole('status')).toHaveText(/^\d+ Filialen passen zu „wien“\.$/)
      for (const heading of await list.getByRole('heading', { level: 3 }).allTextContents())
        expect(heading).toMatch(/Wien/)
      await search.fill('')

      // "Use my location": nearest first, with distances.
      await dialog.getByRole('button', { name: 'Meinen Standort verwenden' }).click()
      await expect(dialog.getByRole('status')).toHaveText(
        'Die Filialen sind nach Entfernung zu deinem Standort sortiert.',
      )
      // My store stays first; the nearest follow (from Vienna: a Vienna store).
      await expect(list.getByRole('heading', { level: 3 }).first()).toHaveText(shelf.store.name)
      await expect(list.getByRole('listitem').nth(1)).toContainText(/Wien/)
      await expect(list.getByRole('listitem').nth(1)).toContainText(/\d+(,\d)? km entfernt/)

      // Reserve in my store as a guest: the three fields are required, in German beside them.
      await search.fill(shelf.store.postal)
      const row = storeRow(list, shelf.store.name)
      await expect(row).toContainText(bandText(before))
      await row.getByRole('button', { name: 'Reservieren' }).click()
      const reserveDialog = page.getByRole('dialog', { name: `Reservieren in ${shelf.store.name}` })
      await expect(reserveDialog).toBeVisible()
      await reserveDialog.getByRole('button', { name: 'Verbindlich reservieren' }).click()
      const name = reserveDialog.getByRole('textbox', { name: 'Name' })
      await expect(name).toBeFocused()
      await expect(name).toHaveAccessibleDescription('Bitte ausfüllen.')
      const email = uniqueEmail('reserve')
      await name.fill('Anna Gast')
      await reserveDialog.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill(email)
      await reserveDialog.getByRole('textbox', { name: 'Telefonnummer' }).fill('+43 660 1234567')
      await reserveDialog.getByRole('button', { name: 'Verbindlich reservieren' }).click()

      const done = page.getByRole('dialog', { name: 'Für dich reserviert' })
      await expect(done).toContainText(`${shelf.option.label}, in ${shelf.store.name}`)
      await expect(done).toContainText(/bis .+ reserviert/)
      const code = (await done.locator('.font-mono').textContent()) ?? ''
      expect(code).toMatch(/^[A-Z2-9]{6}$/)

      // The confirmation mail carries the code and the reservation's page.
      const mail = await latestMail(request, email, 'reservation-confirmation')
      expect(mail.text).toContain(code)
      const reservationPath = linkIn(mail.text, '/reservierung/')

      // The unit left the store's shelf at once.
      const held = await shelfOf(request, shelf.option.id, shelf.store.id)
      expect(held.quantity ?? 0).toBe(before - 1)
      expect(held.availability).toBe(before - 1 === 0 ? 'none' : 'few')
      await expect(availability).toContainText(
        `In deiner Filiale ${shelf.store.name}: ${bandText(before - 1)}`,
      )

      const [reserved] = await eventsNamed(page, 'reserve')
      expect(reserved).toMatchObject({ event: 'reserve', store_slug: shelf.store.slug })

      // The reservation's page (the guest's request id is hers), then cancel: the unit comes back.
      await done.getByRole('link', { name: 'Reservierung ansehen' }).click()
      await expect(page).toHaveURL(new RegExp(`${reservationPath.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Deine Reservierung')
      await expect(page.getByRole('main')).toContainText(code)
      await expect(page.getByRole('main')).toContainText('reserviert')
      await page.getByRole('button', { name: 'Reservierung stornieren' }).click()
      await expect(
        page.getByRole('status').filter({ hasText: 'Die Reservierung ist storniert.' }),
      ).toBeVisible()
      await expect(page.getByRole('main')).toContainText('storniert')
      const back = await shelfOf(request, shelf.option.id, shelf.store.id)
      expect(back.quantity ?? 0).toBe(before)
      await latestMail(request, email, 'reservation-cancelled')
      const [cancelled] = await eventsNamed(page, 'cancel_reservation')
      expect(cancelled).toMatchObject({ store_slug: shelf.store.slug, item_variant: shelf.option.label })

      // Nobody else sees it: another browser gets the 404 page.
      const stranger = await page.context().browser()?.newContext()
      if (!stranger) throw new Error('no browser')
      const strangerPage = await stranger.newPage()
      const answer = await strangerPage.goto(new URL(reservationPath, page.url()).toString())
      expect(answer?.status()).toBe(404)
      await stranger.close()
    })
  })

  test('a size sold out online is looked up in the stores dialog, where a store that has it offers to reserve it', async ({
    page,
    request,
  }) => {
    const shelf = await findShelfOfSoldOutSize(request)
    await gotoHydrated(page, shelf.product.url)
    const main = page.getByRole('main')
    // Online the size cannot be chosen …
    await expect(main.getByRole('radio', { name: shelf.option.label, exact: true })).toBeDisabled()
    // … but the stores dialog asks for any size.
    await main
      .getByRole('region', { name: 'Verfügbarkeit in den Filialen' })
      .getByRole('button', { name: 'Verfügbarkeit in allen Filialen' })
      .click()
    const dialog = storeDialog(page)
    await dialog
      .getByRole('combobox', { name: 'Größe' })
      .selectOption({ label: `${shelf.option.label} – online ausverkauft` })
    const row = storeRow(dialog.getByRole('list', { name: 'Filialen' }), shelf.store.name)
    await expect(row).toContainText(shelf.quantity === null ? 'verfügbar' : bandText(shelf.quantity))
    await expect(row.getByRole('button', { name: 'Reservieren' })).toBeVisible()
  })

  test('a customer reserves with the account\'s data and finds it under "Reservierungen"; axe with the dialog open and on the list', async ({
    page,
    request,
  }) => {
    const shelf = await findShelf(request, 'available')
    await logInThroughForm(page, demoCustomers.vk, DEMO_PASSWORD)
    await expect(accountMenuButton(page, 'Anna')).toBeVisible()

    await gotoHydrated(page, shelf.product.url)
    await chooseSize(page, shelf.option.label)
    const main = page.getByRole('main')
    await main.getByRole('button', { name: 'Verfügbarkeit in allen Filialen' }).click()
    const dialog = storeDialog(page)
    const list = dialog.getByRole('list', { name: 'Filialen' })
    await expect(list.getByRole('listitem')).toHaveCount(32)
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      await expectNoAxeViolations(page, `product page with the stores dialog at ${String(width)} px`)
    }

    await dialog.getByRole('searchbox', { name: 'Ort oder Postleitzahl' }).fill(shelf.store.postal)
    await storeRow(list, shelf.store.name).getByRole('button', { name: 'Reservieren' }).click()
    const form = page.getByRole('dialog', { name: `Reservieren in ${shelf.store.name}` })
    // The account fills the form; the phone is optional.
    await expect(form.getByRole('textbox', { name: 'E-Mail-Adresse' })).toHaveValue(demoCustomers.vk)
    await expect(form.getByRole('textbox', { name: 'Telefonnummer (optional)' })).toBeVisible()
    await form.getByRole('textbox', { name: 'Telefonnummer (optional)' }).fill('')
    await form.getByRole('button', { name: 'Verbindlich reservieren' }).click()
    const done = page.getByRole('dialog', { name: 'Für dich reserviert' })
    await expect(done).toContainText(shelf.store.name)
    const code = (await done.locator('.font-mono').textContent()) ?? ''
    await page.keyboard.press('Escape')
    await expect(done).toBeHidden()

    await page.goto('/my-account/')
    await page
      .getByRole('navigation', { name: 'Mein Konto' })
      .getByRole('link', { name: 'Reservierungen' })
      .click()
    await expect(page).toHaveURL(/\/my-account\/reservations\/$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reservierungen')
    const entry = page
      .getByRole('list', { name: 'Deine Reservierungen, neueste zuerst' })
      .getByRole('listitem')
      .filter({ hasText: code })
    await expect(entry).toContainText(shelf.store.name)
    await expect(entry).toContainText('reserviert')
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      await expectNoAxeViolations(page, `reservations page at ${String(width)} px`)
    }

    // Cancelled from the list, so the customer's held reservations do not pile up across runs.
    await entry.getByRole('button', { name: 'Reservierung stornieren' }).click()
    await expect(entry).toContainText('storniert')
  })
})
