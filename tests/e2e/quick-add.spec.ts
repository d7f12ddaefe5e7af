import * as v from 'valibot'
import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { expectNoAxeViolations, latestMail, uniqueEmail } from '../setup/accounts'
import { gotoHydrated } from '../setup/hydration'
import { chooseSize, findProduct, firstInStock, fullyFeatured, inStockCount } from '../setup/products'
import type { Product } from '../setup/products'
import { expect, expectCleanPhone, openPhone, test } from '../setup/test'

/**
 * Issue 29 part 5: quick add on product cards. The card's bag button opens the product's sizes
 * (sold-out ones marked, with the back-in-stock form), adds the chosen size and shows the same layer
 * as the product page; a product with one size is added at once.
 */

const productAnswer = v.object({
  data: v.object({
    product: v.object({
      name: v.string(),
      options: v.array(
        v.object({ id: v.number(), label: v.string(), stock: v.number(), status: v.number() }),
      ),
    }),
  }),
})

const chooser = (page: Page) => page.getByRole('dialog', { name: 'Größe wählen' })
const layer = (page: Page) => page.getByRole('dialog', { name: 'Im Warenkorb' })
const cartBadge = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: 'Warenkorb', exact: true })
/** A card's bag: named by the product and its colour, since a list may show several colours of it. */
const bagOf = (card: Locator, name: string) =>
  card.getByRole('button', {
    name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} in .+ zum Warenkorb hinzufügen$`),
  })

/** The add-to-cart requests the page sends (a server-function call with the size's option id). */
function watchAdds(page: Page): string[] {
  const adds: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.postData()?.includes('productOption')) adds.push(request.url())
  })
  return adds
}

/**
 * The first card of the list page `url` whose product fits, as the shop's API describes it: the
 * card and its product's sizes.
 */
async function findCard(
  page: Page,
  request: APIRequestContext,
  url: string,
  fits: (options: Product['options']) => boolean,
) {
  await gotoHydrated(page, url)
  const cards = page.getByRole('main').getByRole('article')
  await expect(cards.first()).toBeVisible()
  const hrefs = await cards.evaluateAll((articles) =>
    articles.map((article) => article.querySelector('h3 a')?.getAttribute('href') ?? ''),
  )
  for (const [index, href] of hrefs.entries()) {
    const slug = /^\/p\/([^/]+)\/$/.exec(href)?.[1]
    if (!slug) continue
    const response = await request.get(`/api/v1/catalog/product/${slug}/`)
    const { product } = v.parse(productAnswer, await response.json()).data
    if (fits(product.options)) return { card: cards.nth(index), product }
  }
  throw new Error(`${url} shows no product that fits the test`)
}

const inStock = (options: Product['options']) =>
  options.filter((option) => option.status === 2 && option.stock > 0)

test.describe('quick add on product cards', () => {
  test('from a category card at 1280 px: the sizes, the add and the layer, keyboard only, focus back on the card', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    const { card, product } = await findCard(
      page,
      request,
      '/herren/',
      (options) => inStock(options).length > 1,
    )
    const size = inStock(product.options)[0]
    if (!size) throw new Error('no size in stock')
    const adds = watchAdds(page)
    const bag = bagOf(card, product.name)
    await bag.focus()
    await page.keyboard.press('Enter')
    await expect(chooser(page)).toBeVisible()
    await expect(chooser(page)).toContainText(product.name)
    const sizes = chooser(page).getByRole('radiogroup', { name: 'Größe' })
    await expect(sizes.getByRole('radio')).toHaveCount(product.options.length)
    await expectNoAxeViolations(page, 'the quick-add choice on a category page at 1280 px')

    // No size yet: the shop is not asked, the shopper is told.
    await chooser(page).getByRole('button', { name: 'In den Warenkorb' }).click()
    await expect(chooser(page).getByRole('status')).toHaveText('Bitte wähle eine Größe.')
    expect(adds).toEqual([])
    await chooseSize(page, size.label)
    await chooser(page).getByRole('button', { name: 'In den Warenkorb' }).press('Enter')

    await expect(layer(page)).toBeVisible()
    await expect(layer(page)).toContainText(product.name)
    await expect(layer(page)).toContainText(`Größe: ${size.label}`)
    await expect(layer(page).getByRole('link', { name: 'Zur Kasse' })).toHaveAttribute(
      'href',
      /\/checkout\/?$/,
    )
    expect(adds).toHaveLength(1)
    for (let step = 0; step < 10; step++) {
      await page.keyboard.press('Tab')
      expect(await layer(page).evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true)
    }
    await page.keyboard.press('Escape')
    await expect(layer(page)).toBeHidden()
    await expect(bag).toBeFocused()
    await expect(cartBadge(page)).toHaveAccessibleDescription('1 Artikel')

    // Opened again, the card's button starts with the choice, not with the last add.
    await page.keyboard.press('Enter')
    await expect(chooser(page)).toBeVisible()
    // Escape closes the dialog that holds the focus: pressed in the frame it opened, it went nowhere.
    await expect
      .poll(() => chooser(page).evaluate((dialog) => dialog.contains(document.activeElement)))
      .toBe(true)
    await page.keyboard.press('Escape')
    await expect(chooser(page)).toBeHidden()
    await expect(bag).toBeFocused()
  })

  test('a sold-out size is marked, and choosing it offers the back-in-stock alert', async ({
    page,
    request,
  }) => {
    const product = await findProduct(request, fullyFeatured)
    const soldOut = product.options.find((option) => option.status === 1)
    if (!soldOut) throw new Error('no sold-out size')
    // The product's own card, among the results for its name.
    await gotoHydrated(page, `/search/?q=${encodeURIComponent(product.name)}`)
    const card = page
      .getByRole('main')
      .getByRole('article')
      .filter({ has: page.locator(`a[href="${product.url}"]`) })
    await bagOf(card, product.name).click()
    const sizes = chooser(page).getByRole('radiogroup', { name: 'Größe' })
    const soldOutRadio = sizes.getByRole('radio', { name: soldOut.label, exact: true })
    await expect(soldOutRadio).toHaveAccessibleDescription('ausverkauft')
    await expect(soldOutRadio).toBeEnabled()
    await chooseSize(page, soldOut.label)
    await expect(chooser(page)).toContainText('Diese Größe ist ausverkauft.')
    await expect(chooser(page).getByRole('button', { name: 'In den Warenkorb' })).toHaveCount(0)
    const alertSize = chooser(page).getByRole('combobox', { name: 'Ausverkaufte Größe' })
    await expect(alertSize).toHaveValue(String(soldOut.id))
    await expectNoAxeViolations(page, 'the quick-add choice with the alert form')
    const address = uniqueEmail('quick')
    await chooser(page).getByRole('textbox', { name: 'E-Mail-Adresse' }).fill(address)
    await chooser(page).getByRole('button', { name: 'Benachrichtigen', exact: true }).click()
    await expect(chooser(page).getByRole('status').filter({ hasText: 'Fast geschafft' })).toContainText(
      address,
    )
    const mail = await latestMail(request, address, 'stock-alert-confirm')
    expect(mail.text).toContain(`Größe ${soldOut.label}`)
  })

  test('a product with one size is added at once from a search result', async ({ page, request }) => {
    const { card, product } = await findCard(
      page,
      request,
      '/search/?q=yogamatte',
      (options) => options.length === 1 && inStock(options).length === 1,
    )
    const adds = watchAdds(page)
    await bagOf(card, product.name).click()
    await expect(layer(page)).toBeVisible()
    await expect(layer(page)).toContainText(product.name)
    // Added once: the layer shows the answer to the one request that was sent.
    expect(adds).toHaveLength(1)
    await expect(cartBadge(page)).toHaveAccessibleDescription('1 Artikel')
  })

  test('on a phone from the wishlist page: the choice as a sheet, the add, the layer, focus back', async ({
    browser,
    request,
    baseURL,
  }) => {
    const product = await findProduct(request, (candidate) => inStockCount(candidate) > 1)
    const size = firstInStock(product)
    const context = await openPhone(browser, baseURL)
    const page = await context.newPage()
    await gotoHydrated(page, product.url)
    await page.getByRole('button', { name: 'Auf die Wunschliste', exact: true }).tap()
    await expect(page.getByRole('button', { name: 'Auf der Wunschliste', exact: true })).toBeVisible()

    await gotoHydrated(page, '/wishlist/')
    const card = page.getByRole('article', { name: product.name })
    const bag = bagOf(card, product.name)
    await bag.tap()
    await expect(chooser(page)).toBeVisible()
    await expect(chooser(page)).toBeInViewport()
    await expectNoAxeViolations(page, 'the quick-add choice at 390 px')
    await chooseSize(page, size.label)
    await chooser(page).getByRole('button', { name: 'In den Warenkorb' }).tap()
    await expect(layer(page)).toBeVisible()
    await expect(layer(page)).toContainText(`Größe: ${size.label}`)
    await expectNoAxeViolations(page, 'the add layer from quick add at 390 px')
    await layer(page).getByRole('button', { name: 'Weiter einkaufen' }).tap()
    await expect(layer(page)).toBeHidden()
    await expect(bag).toBeFocused()
    // Quick add keeps the product on the list ("In den Warenkorb" on the card moves it).
    await expect(card).toBeVisible()
    await expect(cartBadge(page)).toHaveAccessibleDescription('1 Artikel')
    await context.close()
    expectCleanPhone(context)
  })
})
