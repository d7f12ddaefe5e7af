import * as v from 'valibot'
import type { APIRequestContext, Page } from '@playwright/test'
import { expectNoAxeViolations } from '../../setup/accounts'
import { gotoHydrated } from '../../setup/hydration'
import { expectResultsPage, expectResultsSettled, filterGroup, resultsRegion } from '../../setup/results'
import { expect, test } from '../../setup/test'

/**
 * Issue 31 (omnichannel, OS=WEB1): "In meiner Filiale verfügbar" on the lists. Shown only to a
 * shopper with a store of their own, counted like the other facets, kept in the URL (`inStore=1`),
 * and a shared link means the recipient's store.
 */

const storesSchema = v.object({
  data: v.object({ stores: v.array(v.object({ id: v.number(), slug: v.string(), name: v.string() })) }),
})
const searchSchema = v.object({
  data: v.object({
    pagination: v.object({ total: v.number() }),
    filters: v.object({ inStore: v.optional(v.object({ count: v.number(), name: v.string() })) }),
  }),
})

/** A store whose shelves hold some, but not all, of a category's products. */
async function storeWithPartOf(request: APIRequestContext, path: string) {
  const { stores } = v.parse(storesSchema, await (await request.get('/api/v1/stores/')).json()).data
  for (const store of stores) {
    const response = await request.get(`/api/v1/catalog/search/?path=${path}&store=${String(store.id)}`)
    const { pagination, filters } = v.parse(searchSchema, await response.json()).data
    const count = filters.inStore?.count ?? 0
    if (count > 0 && count < pagination.total) return { ...store, count, total: pagination.total }
  }
  throw new Error(`No store has part of /${path}/ on its shelves`)
}

const inStoreGroup = (page: Page) => filterGroup(page, 'Verfügbarkeit')
const articles = (count: number) => `${String(count)} Artikel`

test.describe('"in my store" on the lists', () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  test('narrows a category to my store’s shelves, round-trips in the URL, and is offered only with a store', async ({
    page,
    request,
    browser,
  }) => {
    test.slow()
    const store = await storeWithPartOf(request, 'damen')

    // Without a store of one's own there is nothing to offer.
    await gotoHydrated(page, '/damen/')
    await expectResultsPage(page, 'Damen')
    await expect(inStoreGroup(page)).toHaveCount(0)

    await gotoHydrated(page, `/shop/${store.slug}/`)
    await page.getByRole('button', { name: 'Als meine Filiale festlegen' }).click()
    await expect(page.getByRole('main').getByText('Meine Filiale', { exact: true })).toBeVisible()

    await gotoHydrated(page, '/damen/')
    await expectResultsPage(page, 'Damen')
    const box = inStoreGroup(page).getByRole('checkbox', {
      name: `In meiner Filiale verfügbar (${store.name}), ${articles(store.count)}`,
    })
    await expect(box).not.toBeChecked()
    await box.check()
    // Pending until applied, like every filter.
    await expect(page).toHaveURL(/\/damen\/$/)
    await page.getByRole('complementary').getByRole('button', { name: 'Filter anwenden' }).click()
    await expect(page).toHaveURL(/\/damen\/\?inStore=1$/)
    await expect(resultsRegion(page)).toHaveAccessibleName(articles(store.count))
    await expectResultsSettled(page)
    await expect(page.getByRole('button', { name: `Verfügbar in ${store.name}` })).toBeVisible()
    await expectNoAxeViolations(page, 'category filtered to my store')

    // The URL reproduces the page for someone with the same store …
    const cookies = await page.context().cookies()
    const same = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    await same.addCookies(cookies.filter((cookie) => cookie.name === 'sp_store'))
    const samePage = await same.newPage()
    await gotoHydrated(samePage, '/damen/?inStore=1')
    await expect(resultsRegion(samePage)).toHaveAccessibleName(articles(store.count))
    await expect(inStoreGroup(samePage).getByRole('checkbox')).toBeChecked()
    await same.close()

    // … and changes nothing for someone without one.
    const other = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    const otherPage = await other.newPage()
    await gotoHydrated(otherPage, '/damen/?inStore=1')
    await expect(resultsRegion(otherPage)).toHaveAccessibleName(articles(store.total))
    await expect(inStoreGroup(otherPage)).toHaveCount(0)
    await other.close()

    // The chip takes it away again.
    await page.getByRole('button', { name: `Verfügbar in ${store.name}` }).click()
    await expect(page).toHaveURL(/\/damen\/$/)
    await expect(resultsRegion(page)).toHaveAccessibleName(articles(store.total))
  })
})
