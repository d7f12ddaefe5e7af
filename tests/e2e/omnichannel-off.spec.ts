import * as v from 'valibot'
import { DEMO_PASSWORD, accountMenuButton, demoCustomers, logInThroughForm } from '../setup/accounts'
import { gotoHydrated } from '../setup/hydration'
import { expectResultsPage, filterGroup, resultsRegion } from '../setup/results'
import { chooseSize, findProduct, firstInStock, inStockCount } from '../setup/products'
import { expect, test } from '../setup/test'

const searchSchema = v.object({
  data: v.object({
    pagination: v.object({ total: v.number() }),
    filters: v.object({ inStore: v.optional(v.unknown()) }),
  }),
})

/**
 * Issue 31: with the default OS (APP2) omnichannel is not available. The product page shows nothing
 * of the stores' stock and asks nothing about it, and the new endpoints and pages do not exist.
 */
test.describe('omnichannel off (OS=APP2)', () => {
  test('the product page shows no store availability and makes no store-stock call', async ({
    page,
    request,
  }) => {
    const product = await findProduct(request, (candidate) => inStockCount(candidate) > 1)
    const calls: string[] = []
    page.on('request', (sent) => {
      if (sent.url().includes('/_serverFn/') || sent.url().includes('/api/v1/stock/')) calls.push(sent.url())
    })
    await gotoHydrated(page, product.url)
    await chooseSize(page, firstInStock(product).label)
    const main = page.getByRole('main')
    await expect(main.getByRole('region', { name: 'Verfügbarkeit in den Filialen' })).toHaveCount(0)
    await expect(main.getByRole('button', { name: 'Verfügbarkeit in allen Filialen' })).toHaveCount(0)
    await expect(main.getByText(/Filialen? verfügbar|In deiner Filiale|vorrätig in/)).toHaveCount(0)
    // A size choice is answered from the page alone: no server function, no store-stock call.
    expect(calls).toEqual([])
  })

  test('the store-stock and reservation endpoints and pages answer 404', async ({ request, page }) => {
    expect((await request.get('/api/v1/stock/stores/?product=1')).status()).toBe(404)
    expect((await request.get('/api/v1/stock/pickup/?lines=1:1')).status()).toBe(404)
    const reserve = await request.post('/api/v1/reservations/', {
      headers: { 'Idempotency-Key': 'omnichannel-off-check' },
      data: {
        productOption: 1,
        store: 1,
        name: 'Anna Gast',
        email: 'anna@example.at',
        phone: '+43 660 1234567',
        locale: 'de-AT',
      },
    })
    expect(reserve.status()).toBe(404)
    const reservation = await page.goto('/reservierung/0b7c6f1e-3f0a-4c59-9a55-4f6f1f1f1f1f/')
    expect(reservation?.status()).toBe(404)
  })

  test('lists offer no "in my store", and inStore=1 in a link changes nothing', async ({
    page,
    context,
    request,
  }) => {
    // A visitor with a store of their own: with omnichannel the lists would offer it.
    await context.addCookies([
      { name: 'sp_store', value: 'wien-mariahilfer-strasse', url: 'http://127.0.0.1/' },
    ])
    const answer = await request.get('/api/v1/catalog/search/?path=damen&store=1&inStore=1')
    const { data } = v.parse(searchSchema, await answer.json())
    expect(data.filters.inStore).toBeUndefined()
    await gotoHydrated(page, '/damen/?inStore=1')
    await expectResultsPage(page, 'Damen')
    await expect(resultsRegion(page)).toHaveAccessibleName(`${String(data.pagination.total)} Artikel`)
    await expect(filterGroup(page, 'Verfügbarkeit')).toHaveCount(0)
    await expect(page.getByRole('button', { name: /^Verfügbar in / })).toHaveCount(0)
  })

  test('the account has no reservations entry, and its page is the 404 page', async ({ page }) => {
    await logInThroughForm(page, demoCustomers.premium, DEMO_PASSWORD)
    await expect(accountMenuButton(page, 'Lukas')).toBeVisible()
    await gotoHydrated(page, '/my-account/')
    const nav = page.getByRole('navigation', { name: 'Mein Konto' })
    await expect(nav.getByRole('link', { name: 'Bestellungen' })).toBeVisible()
    await expect(nav.getByRole('link', { name: 'Reservierungen' })).toHaveCount(0)
    const answer = await page.goto('/my-account/reservations/')
    expect(answer?.status()).toBe(404)
  })
})
