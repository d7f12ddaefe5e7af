import { request as playwrightRequest } from '@playwright/test'
import type { APIRequestContext } from '@playwright/test'
import * as v from 'valibot'
import { latestMail, uniqueEmail } from '../../setup/accounts'
import { gotoHydrated } from '../../setup/hydration'
import { httpModePorts, nodeUrl, startHttpModeNodes } from '../../setup/http-mode'
import type { HttpModeNodes } from '../../setup/http-mode'
import { chooseSize } from '../../setup/products'
import { killServer } from '../../setup/server-process'
import { expect, test } from '../../setup/test'

/**
 * Omnichannel in HTTP mode: a storefront node and an API node, each with an `OS` that turns it on
 * (each reads its own). The product page's store stock and a guest's click & reserve travel over
 * HTTP from the storefront to the API host; the unit leaves the store's shelf there.
 */

test.use({ baseURL: nodeUrl(httpModePorts(3).storefront) })
test.describe.configure({ timeout: 120_000 })

let nodes: HttpModeNodes | undefined
let api: APIRequestContext | undefined

test.beforeAll(async () => {
  test.setTimeout(120_000)
  nodes = await startHttpModeNodes(3, { api: { OS: 'WEB1' }, storefront: { OS: 'WEB1' } })
  api = await playwrightRequest.newContext({ baseURL: nodes.api.url })
})
test.afterAll(async () => {
  await api?.dispose()
  killServer(nodes?.storefront)
  killServer(nodes?.api)
})

function apiOrFail(): APIRequestContext {
  if (!api) throw new Error('the API node did not start')
  return api
}

const searchSchema = v.object({ data: v.object({ products: v.array(v.object({ slug: v.string() })) }) })
const productSchema = v.object({
  data: v.object({
    product: v.object({
      id: v.number(),
      url: v.string(),
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
        store: v.object({ id: v.number(), name: v.string(), postal: v.string() }),
        availability: v.picklist(['available', 'few', 'none']),
        quantity: v.nullable(v.number()),
      }),
    ),
  }),
})

async function storeStock(query: string) {
  const response = await apiOrFail().get(`/api/v1/stock/stores/?${query}`)
  expect(response.status()).toBe(200)
  return v.parse(storeStockSchema, await response.json()).data
}

test('the product page tells the stores’ stock and a guest reserves a size, over HTTP', async ({ page }) => {
  // A size that can be chosen on the page and a store with one to three of it (its number is told).
  let found:
    | {
        url: string
        productId: number
        option: { id: number; label: string }
        store: { id: number; name: string; postal: string }
      }
    | undefined
  const list = await apiOrFail().get('/api/v1/catalog/search/?sortField=sales_rank')
  for (const { slug } of v.parse(searchSchema, await list.json()).data.products) {
    const detail = await apiOrFail().get(`/api/v1/catalog/product/${slug}/`)
    const { product } = v.parse(productSchema, await detail.json()).data
    if (product.options.length < 2) continue
    for (const option of product.options.filter(
      (candidate) => candidate.status === 2 && candidate.stock > 0,
    )) {
      const entry = (await storeStock(`productOption=${String(option.id)}`)).stores.find(
        (candidate) => candidate.availability === 'few',
      )
      if (entry) {
        found = { url: product.url, productId: product.id, option, store: entry.store }
        break
      }
    }
    if (found) break
  }
  if (!found) throw new Error('no size on any shelf among the best sellers')
  const { storesWithStock } = await storeStock(`product=${String(found.productId)}`)

  await gotoHydrated(page, found.url)
  const availability = page.getByRole('main').getByRole('region', { name: 'Verfügbarkeit in den Filialen' })
  await expect(availability).toContainText(
    storesWithStock === 1 ? 'In 1 Filiale verfügbar' : `In ${String(storesWithStock)} Filialen verfügbar`,
  )
  await chooseSize(page, found.option.label)
  await availability.getByRole('button', { name: 'Verfügbarkeit in allen Filialen' }).click()
  const dialog = page.getByRole('dialog', { name: 'Verfügbarkeit in den Filialen' })
  await dialog.getByRole('searchbox', { name: 'Ort oder Postleitzahl' }).fill(found.store.postal)
  const row = dialog
    .getByRole('list', { name: 'Filialen' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: found.store.name, exact: true }) })
  await row.getByRole('button', { name: 'Reservieren' }).click()
  const reserve = page.getByRole('dialog', { name: `Reservieren in ${found.store.name}` })
  const email = uniqueEmail('http-reserve')
  await reserve.getByRole('textbox', { name: 'Name' }).fill('Anna Gast')
  await reserve.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill(email)
  await reserve.getByRole('textbox', { name: 'Telefonnummer' }).fill('+43 660 1234567')
  const before = (await storeStock(`productOption=${String(found.option.id)}`)).stores.find(
    (entry) => entry.store.id === found.store.id,
  )
  await reserve.getByRole('button', { name: 'Verbindlich reservieren' }).click()
  const done = page.getByRole('dialog', { name: 'Für dich reserviert' })
  await expect(done).toContainText(`${found.option.label}, in ${found.store.name}`)
  const code = (await done.locator('.font-mono').textContent()) ?? ''
  expect(code).toMatch(/^[A-Z2-9]{6}$/)

  // The API host sent the mail and took the unit.
  const mail = await latestMail(apiOrFail(), email, 'reservation-confirmation')
  expect(mail.text).toContain(code)
  const after = (await storeStock(`productOption=${String(found.option.id)}`)).stores.find(
    (entry) => entry.store.id === found.store.id,
  )
  const held = before?.quantity ?? 0
  expect(held).toBeGreaterThan(0)
  expect(after?.quantity ?? 0).toBe(held - 1)
})

test('"in my store" narrows a category over HTTP: the storefront sends the visitor’s store to the API host', async ({
  page,
  context,
}) => {
  const stores = v.parse(
    v.object({ data: v.object({ stores: v.array(v.object({ id: v.number(), slug: v.string() })) }) }),
    await (await apiOrFail().get('/api/v1/stores/')).json(),
  ).data.stores
  const store = stores[0]
  if (!store) throw new Error('the API host has no stores')
  const answer = v.parse(
    v.object({
      data: v.object({ filters: v.object({ inStore: v.object({ count: v.number(), name: v.string() }) }) }),
    }),
    await (await apiOrFail().get(`/api/v1/catalog/search/?path=herren&store=${String(store.id)}`)).json(),
  ).data.filters.inStore
  await context.addCookies([
    { name: 'sp_store', value: store.slug, url: nodeUrl(httpModePorts(3).storefront) },
  ])
  await gotoHydrated(page, '/herren/?inStore=1')
  await expect(
    page
      .getByRole('complementary')
      .getByRole('group', { name: 'Verfügbarkeit' })
      .getByRole('checkbox', {
        name: `In meiner Filiale verfügbar (${answer.name}), ${String(answer.count)} Artikel`,
      }),
  ).toBeChecked()
  await expect(page.getByRole('main').getByRole('region', { name: /^\d+ Artikel$/ })).toHaveAccessibleName(
    `${String(answer.count)} Artikel`,
  )
})
