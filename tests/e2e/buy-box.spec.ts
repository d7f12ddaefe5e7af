import { expect, expectCleanPhone, openPhone, test } from '../setup/test'
import { expectNoAxeViolations } from '../setup/accounts'
import type { Page } from '@playwright/test'
import { gotoHydrated } from '../setup/hydration'
import { chooseSize, findProduct, firstInStock, inStockCount } from '../setup/products'
import type { Product } from '../setup/products'

const buyable = (product: Product) => inStockCount(product) > 1
const layer = (page: Page) => page.getByRole('dialog', { name: 'Im Warenkorb' })
const cartBadge = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: 'Warenkorb', exact: true })

test.describe('the buy button in reach', () => {
  test('on a desktop the button is on the first screen; an add opens the layer, which keeps and returns focus', async ({
    page,
    request,
  }) => {
    const product = await findProduct(request, buyable)
    const size = firstInStock(product)
    await page.setViewportSize({ width: 1280, height: 800 })
    await gotoHydrated(page, product.url)
    const add = page.getByRole('main').getByRole('button', { name: 'In den Warenkorb' })
    await expect(add).toBeInViewport({ ratio: 1 })

    await chooseSize(page, size.label)
    await add.focus()
    await page.keyboard.press('Enter')
    await expect(layer(page)).toBeVisible()
    await expect(layer(page)).toContainText(product.name)
    await expect(layer(page)).toContainText(`Größe: ${size.label}`)
    await expect(layer(page).getByRole('link', { name: 'Zur Kasse' })).toHaveAttribute(
      'href',
      /\/checkout\/?$/,
    )
    const matching = layer(page).getByRole('region', { name: 'Passt dazu' }).getByRole('listitem')
    expect(await matching.count()).toBeLessThanOrEqual(4)
    await expectNoAxeViolations(page, 'the add layer at 1280 px')

    // Focus stays inside the layer, however far the shopper tabs.
    for (let step = 0; step < 12; step++) {
      await page.keyboard.press('Tab')
      expect(await layer(page).evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true)
    }
    await layer(page).getByRole('button', { name: 'Weiter einkaufen' }).click()
    await expect(layer(page)).toBeHidden()
    await expect(add).toBeFocused()
    await expect(cartBadge(page)).toHaveAccessibleDescription('1 Artikel')
  })

  test('on a phone a bar with the price, the size and the button follows once the buy box is scrolled past', async ({
    browser,
    request,
    baseURL,
  }) => {
    const product = await findProduct(request, buyable)
    const size = firstInStock(product)
    const context = await openPhone(browser, baseURL)
    const page = await context.newPage()
    await gotoHydrated(page, product.url)
    const bar = page.getByRole('region', { name: 'Schnell in den Warenkorb' })
    await expect(bar).toBeHidden()

    // Scrolled past the buy box: the bar shows; without a size its button leads to the sizes.
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded()
    await expect(bar).toBeVisible()
    await expect(bar).toContainText('Noch keine Größe gewählt')
    await expectNoAxeViolations(page, 'the sticky bar at 390 px')
    await bar.getByRole('button', { name: 'In den Warenkorb' }).tap()
    const sizes = page.getByRole('radiogroup', { name: 'Größe' })
    await expect(sizes.getByRole('radio').and(page.locator(':focus'))).toHaveCount(1)
    await expect(page.getByRole('status').filter({ hasText: 'Bitte wähle eine Größe.' })).toBeVisible()
    await chooseSize(page, size.label)

    await page.getByRole('contentinfo').scrollIntoViewIfNeeded()
    await expect(bar).toContainText(`Größe: ${size.label}`)
    const barButton = bar.getByRole('button', { name: 'In den Warenkorb' })
    await barButton.tap()
    await expect(layer(page)).toBeVisible()
    await expect(layer(page)).toContainText(`Größe: ${size.label}`)
    await expectNoAxeViolations(page, 'the add layer at 390 px')
    await page.keyboard.press('Escape')
    await expect(layer(page)).toBeHidden()
    await expect(barButton).toBeFocused()
    await context.close()
    expectCleanPhone(context)
  })
})
