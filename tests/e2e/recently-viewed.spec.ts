import type { APIRequestContext, Locator, Page } from '@playwright/test'
import * as v from 'valibot'
import { expectNoAxeViolations } from '../setup/accounts'
import { gotoHydrated } from '../setup/hydration'
import { chooseSize } from '../setup/products'
import { expect, test } from '../setup/test'

const listSchema = v.object({
  data: v.object({ products: v.array(v.object({ id: v.number(), slug: v.string(), url: v.string() })) }),
})

const detailSchema = v.object({
  data: v.object({
    product: v.object({
      id: v.number(),
      url: v.string(),
      options: v.array(v.object({ label: v.string(), status: v.number(), stock: v.number() })),
      sizeTable: v.nullable(v.object({ system: v.string(), rows: v.array(v.object({ label: v.string() })) })),
    }),
  }),
})
type Detail = v.InferOutput<typeof detailSchema>['data']['product']

async function listProducts(request: APIRequestContext, path: string) {
  const response = await request.get(`/api/v1/catalog/search/?path=${path}`)
  expect(response.status()).toBe(200)
  return v.parse(listSchema, await response.json()).data.products
}

async function productDetail(request: APIRequestContext, slug: string): Promise<Detail> {
  const response = await request.get(`/api/v1/catalog/product/${slug}/`)
  expect(response.status()).toBe(200)
  return v.parse(detailSchema, await response.json()).data.product
}

/**
 * Opens a product page and waits until the browser has noted the view: the page's own part may
 * hydrate a moment after the document's marker, and a test that moves on at once would outrun it.
 */
async function viewProduct(page: Page, product: { id: number; url: string }): Promise<void> {
  await gotoHydrated(page, product.url)
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('sportalpin.recentlyViewed') ?? ''))
    .toMatch(new RegExp(`[\\[,]${String(product.id)}[\\],]`))
}

/** The strip's product links, in the order shown. */
function stripLinks(page: Page): Locator {
  return page
    .getByRole('main')
    .getByRole('region', { name: 'Zuletzt angesehen' })
    .getByRole('listitem')
    .getByRole('heading', { level: 3 })
    .getByRole('link')
}

async function expectStrip(page: Page, urls: readonly string[]) {
  const links = stripLinks(page)
  await expect(links).toHaveCount(urls.length)
  for (const [index, url] of urls.entries()) await expect(links.nth(index)).toHaveAttribute('href', url)
}

test.describe('recently viewed', () => {
  test('the product page and the home page show the last products, most recent first', async ({
    page,
    request,
  }) => {
    // Six full page loads and two axe runs: more than the default budget on a busy machine.
    test.slow()
    const [first, second, third] = await listProducts(request, 'damen')
    if (!first || !second || !third) throw new Error('The seeded catalogue has too few products')

    await viewProduct(page, first)
    // Only the product itself was viewed, and it is never shown on its own page.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await viewProduct(page, second)
    await expectStrip(page, [first.url])
    await viewProduct(page, third)
    await expectStrip(page, [second.url, first.url])

    // Viewing one again moves it to the front, once.
    await viewProduct(page, first)
    await expectStrip(page, [third.url, second.url])

    await gotoHydrated(page, '/')
    await expectStrip(page, [first.url, third.url, second.url])
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      await page.getByRole('region', { name: 'Zuletzt angesehen' }).scrollIntoViewIfNeeded()
      // Checked from the top of the page: scrolled, the sticky header covers whatever passes under
      // it, and axe counts a card's button half under it as too small a target.
      await page.evaluate(() => {
        window.scrollTo(0, 0)
      })
      await expectNoAxeViolations(page, `home with the recently viewed strip at ${width} px`)
    }

    const strip = page.getByRole('main').getByRole('region', { name: 'Zuletzt angesehen' })
    await strip.getByRole('button', { name: 'Verlauf löschen' }).click()
    await expect(strip.getByRole('status')).toHaveText(/gelöscht/)
    await expect(strip.getByRole('heading', { name: 'Zuletzt angesehen' })).toBeFocused()
    await gotoHydrated(page, '/')
    await expect(page.getByRole('heading', { name: 'Neu eingetroffen' })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Zuletzt angesehen' })).toHaveCount(0)
  })

  test('a corrupt or foreign stored value is discarded, and the page works', async ({ page, request }) => {
    const [first, second] = await listProducts(request, 'herren')
    if (!first || !second) throw new Error('The seeded catalogue has too few products')
    await gotoHydrated(page, '/')
    await page.evaluate(() => {
      localStorage.setItem('sportalpin.recentlyViewed', '{"ids":["<script>",-1]')
    })
    await viewProduct(page, first)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await viewProduct(page, second)
    await expectStrip(page, [first.url])
  })
})

test.describe('size table', () => {
  test('opens from a shoe page with foot lengths in cm, marks the chosen size and closes with Escape', async ({
    page,
    request,
  }) => {
    let shoe: Detail | undefined
    for (const { slug } of await listProducts(request, 'herren/schuhe')) {
      const detail = await productDetail(request, slug)
      if (detail.sizeTable?.system === 'shoes' && detail.options.some((option) => option.stock > 0)) {
        shoe = detail
        break
      }
    }
    if (!shoe) throw new Error('The seeded catalogue has no shoe with a size in stock')
    const size = shoe.options.find((option) => option.stock > 0)
    if (!size) throw new Error('unreachable: the shoe was chosen for a size in stock')

    await gotoHydrated(page, shoe.url)
    const main = page.getByRole('main')
    await chooseSize(page, size.label)
    const button = main.getByRole('button', { name: 'Größentabelle' })
    await button.focus()
    await page.keyboard.press('Enter')

    const dialog = page.getByRole('dialog', { name: 'Größentabelle' })
    await expect(dialog).toBeVisible()
    const table = dialog.getByRole('table', { name: 'Größen und Maße' })
    await expect(table.getByRole('columnheader', { name: 'Fußlänge (cm)' })).toBeVisible()
    await expect(table.getByRole('columnheader', { name: 'UK' })).toBeVisible()
    const chosenRow = table.getByRole('row').filter({ hasText: 'deine Wahl' })
    await expect(chosenRow).toHaveCount(1)
    await expect(chosenRow.getByRole('rowheader')).toContainText(size.label)
    // A foot length in centimetres with a decimal comma, e.g. 26,5.
    await expect(chosenRow.getByRole('cell').last()).toHaveText(/^\d{2}(,\d)?$/)

    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 844 })
      await expect(dialog).toBeVisible()
      await expectNoAxeViolations(page, `product page with the size table open at ${width} px`)
    }

    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(button).toBeFocused()
  })

  test('equipment without a size table offers none', async ({ page, request }) => {
    let equipment: Detail | undefined
    for (const { slug } of await listProducts(request, 'herren/ausruestung')) {
      const detail = await productDetail(request, slug)
      if (detail.sizeTable === null && detail.options.length > 1) {
        equipment = detail
        break
      }
    }
    if (!equipment) throw new Error('The seeded catalogue has no sized equipment')
    await gotoHydrated(page, equipment.url)
    await expect(page.getByRole('radiogroup', { name: 'Größe' })).toBeVisible()
    await expect(page.getByRole('main').getByRole('button', { name: 'Größentabelle' })).toHaveCount(0)
  })
})
