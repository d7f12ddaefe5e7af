import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '../setup/test'
import type { Page } from '@playwright/test'
import * as v from 'valibot'
import { holdScripts } from '../setup/hydration'
import {
  chooseSize,
  findProduct,
  firstInStock,
  inStockCount,
  sizeName,
  confirmAdded,
} from '../setup/products'
import { discountBand } from '../../src/lib/price'

/** The price as the page writes it (de-AT, e.g. "€ 29,99"), without depending on the space character. */
function priceDigits(amount: number): RegExp {
  const digits = amount.toLocaleString('de-AT', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
  return new RegExp(digits.replace(/\./g, '\\.'))
}

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze()
  expect(results.violations).toEqual([])
}

test.describe('product detail page', () => {
  test('a long German heading hyphenates on a small phone instead of breaking a word anywhere', async ({
    page,
    request,
  }) => {
    const product = await findProduct(request, (candidate) =>
      candidate.name.split(' ').some((word) => word.length >= 14),
    )
    await page.setViewportSize({ width: 320, height: 640 })
    await page.goto(product.url)
    const heading = page.getByRole('heading', { level: 1 })
    await expect(heading).toHaveText(product.name)
    const style = await heading.evaluate((element) => {
      const computed = getComputedStyle(element)
      return {
        hyphens: computed.hyphens,
        lang: element.closest('[lang]')?.getAttribute('lang'),
        fits: element.scrollWidth <= element.clientWidth,
      }
    })
    expect(style).toEqual({ hyphens: 'auto', lang: 'de-AT', fits: true })
  })

  test('shows the product: heading, price, sizes with stock, head tags', async ({ page, request }) => {
    const product = await findProduct(request)
    const serverFnCalls: string[] = []
    page.on('request', (call) => {
      if (call.url().includes('/_serverFn/')) serverFnCalls.push(call.url())
    })
    const response = await page.goto(product.url)
    expect(response?.status()).toBe(200)
    // Hydrated from the server's query data, the wishlist included: no call for the product or the list.
    await expect(page.getByRole('button', { name: 'Auf die Wunschliste', exact: true })).not.toHaveAttribute(
      'aria-disabled',
      'true',
    )
    expect(serverFnCalls).toEqual([])

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name)
    await expect(page).toHaveTitle(/\| Sportalpin$/)
    expect(await page.title()).toContain(product.name)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${product.url}$`))
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\S/)

    const price = page.locator('[data-discount-band]')
    await expect(price).toHaveAttribute('data-discount-band', discountBand(product.prices.discountPercent))
    await expect(price).toContainText(priceDigits(product.prices.price))

    const sizes = page.getByRole('radiogroup', { name: 'Größe' })
    await expect(sizes.getByRole('radio')).toHaveCount(product.options.length)
    for (const option of product.options) {
      if (option.status === 1) {
        // Named by its label; why it cannot be chosen is its description.
        const soldOut = sizes.getByRole('radio', { name: option.label, exact: true })
        await expect(soldOut).toBeDisabled()
        await expect(soldOut).toHaveAccessibleDescription('ausverkauft')
      } else {
        await expect(sizes.getByRole('radio', { name: sizeName(option.label) })).toBeEnabled()
      }
    }

    const breadcrumbs = page.getByRole('navigation', { name: 'Brotkrümelnavigation' })
    await expect(breadcrumbs.locator('[aria-current="page"]')).toHaveText(product.name)
  })

  test('switches gallery images with the keyboard and links the colour variants', async ({
    page,
    request,
  }) => {
    const product = await findProduct(request)
    await page.goto(product.url)
    const gallery = page.getByRole('region', { name: 'Produktbilder' })
    const count = product.images.length
    await expect(gallery.getByRole('img', { name: `${product.name}, Bild 1 von ${count}` })).toBeVisible()
    const second = gallery.getByRole('button', { name: `Bild 2 von ${count} anzeigen` })
    // Enabled once the page is hydrated: focus() does not wait for that, and a disabled button takes none.
    await expect(second).toBeEnabled()
    await second.focus()
    await page.keyboard.press('Enter')
    await expect(second).toHaveAttribute('aria-pressed', 'true')
    await expect(gallery.getByRole('img', { name: `${product.name}, Bild 2 von ${count}` })).toBeVisible()

    const colours = page.getByRole('navigation', { name: 'Farben' })
    const current = product.variants.find((variant) => variant.selected)
    const sibling = product.variants.find((variant) => !variant.selected)
    if (!current || !sibling) throw new Error(`${product.slug} has no colour variants`)
    await expect(colours.getByRole('link', { name: current.color.name })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await colours.getByRole('link', { name: sibling.color.name }).click()
    await expect(page).toHaveURL(new RegExp(`/p/${sibling.slug}/$`))
    await expect(colours.getByRole('link', { name: sibling.color.name })).toHaveAttribute(
      'aria-current',
      'page',
    )
  })

  test('answers an unknown or malformed product with 404', async ({ page }) => {
    for (const path of ['/p/gibt-es-nicht-123/', '/p/Nicht_Gueltig/']) {
      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
      await expect(page).toHaveTitle('Page Not Found')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Diese Seite gibt es leider nicht')
    }
  })

  test('lays out for phones and desktops without accessibility violations', async ({ page, request }) => {
    // Three widths, each with a layout check and an axe run: more than the default time on a loaded machine.
    test.slow()
    const product = await findProduct(request)
    for (const viewport of [
      { width: 320, height: 700 },
      { width: 390, height: 844 },
      { width: 1280, height: 900 },
    ]) {
      await page.setViewportSize(viewport)
      await page.goto(product.url)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(overflow).toBeLessThanOrEqual(0)
      await expectNoAxeViolations(page)
    }
    // A refused add shows its message; the page stays free of violations with it.
    await page.getByRole('button', { name: 'In den Warenkorb' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Bitte wähle eine Größe.' })).toBeVisible()
    await expectNoAxeViolations(page)
  })

  test('adds a chosen size to the cart of a new guest', async ({ page, request, context }) => {
    const product = await findProduct(request)
    const option = firstInStock(product)
    await page.goto(product.url)

    const addButton = page.getByRole('button', { name: 'In den Warenkorb' })
    await addButton.click()
    const status = page.getByRole('status').filter({ hasText: /Größe|Warenkorb/ })
    await expect(status).toHaveText('Bitte wähle eine Größe.')

    // Keyboard choice, as a radio group is operated: focus the size, Space selects it.
    const size = page
      .getByRole('radiogroup', { name: 'Größe' })
      .getByRole('radio', { name: sizeName(option.label) })
    await size.focus()
    await page.keyboard.press('Space')
    await expect(size).toBeChecked()
    await page.getByRole('spinbutton', { name: 'Menge' }).fill('2')
    await addButton.click()
    await expect(status).toHaveText(`${product.name} in Größe ${option.label} liegt jetzt im Warenkorb.`)

    // The guest's request id is kept in an HttpOnly cookie, and the shop's cart holds the size.
    const cookie = (await context.cookies()).find((candidate) => candidate.name === 'sp_request_id')
    expect(cookie?.httpOnly).toBe(true)
    expect(cookie?.sameSite).toBe('Lax')
    expect(cookie?.value).toMatch(/^g[0-9a-f]{32}$/)
    const cart = await request.get('/api/v1/cart/', { headers: { 'x-request-id': cookie?.value ?? '' } })
    const lines = v.parse(
      v.object({
        data: v.object({
          products: v.array(v.object({ option: v.object({ id: v.number(), quantity: v.number() }) })),
        }),
      }),
      await cart.json(),
    ).data.products
    expect(lines).toEqual([{ option: { id: option.id, quantity: 2 } }])
  })

  test('a size chosen and a quantity typed before the page has loaded its script are what goes into the cart', async ({
    page,
    request,
  }) => {
    const product = await findProduct(request, (candidate) => inStockCount(candidate) > 1)
    const option = product.options.filter((candidate) => candidate.status === 2 && candidate.stock > 1).at(-1)
    if (!option) throw new Error(`${product.slug} has no size with two in stock`)
    const release = await holdScripts(page)
    await page.goto(product.url, { waitUntil: 'commit' })
    const size = page
      .getByRole('radiogroup', { name: 'Größe' })
      .getByRole('radio', { name: sizeName(option.label) })
    // Native radios work before the script: the shopper picks a size and a quantity.
    await chooseSize(page, option.label)
    await page.getByRole('spinbutton', { name: 'Menge' }).fill('2')
    release()
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    await page.getByRole('button', { name: 'In den Warenkorb' }).click()
    await confirmAdded(page)
    await expect(page.getByRole('status').filter({ hasText: /Warenkorb/ })).toHaveText(
      `${product.name} in Größe ${option.label} liegt jetzt im Warenkorb.`,
    )
    await expect(size).toBeChecked()
    await expect(page.getByRole('spinbutton', { name: 'Menge' })).toHaveValue('2')
  })

  test('books mounting with a bike or ski, and adds an item as part of its set', async ({
    page,
    request,
    context,
  }) => {
    const mountable = await findProduct(
      request,
      (product) => inStockCount(product) > 0 && product.mounting?.available === true,
    )
    await page.goto(mountable.url)
    const size = page
      .getByRole('radiogroup', { name: 'Größe' })
      .getByRole('radio', { name: sizeName(firstInStock(mountable).label) })
    await size.focus()
    await page.keyboard.press('Space')
    await page.getByRole('checkbox', { name: /montage/i }).check()
    await page.getByRole('button', { name: 'In den Warenkorb' }).click()
    await confirmAdded(page)
    await expect(page.getByRole('status').filter({ hasText: 'liegt jetzt im Warenkorb' })).toBeVisible()

    const inSet = await findProduct(
      request,
      (product) => inStockCount(product) > 0 && product.sets.length > 0,
    )
    const [set] = inSet.sets
    if (!set) throw new Error(`${inSet.slug} has no set`)
    await page.goto(inSet.url)
    const setSize = page
      .getByRole('radiogroup', { name: 'Größe' })
      .getByRole('radio', { name: sizeName(firstInStock(inSet).label) })
    await setSize.focus()
    await page.keyboard.press('Space')
    const setSection = page.getByRole('region', { name: `Set: ${set.name}` }).first()
    await setSection.getByRole('button', { name: /^Als Teil von/ }).click()
    await expect(setSection.getByRole('status')).toContainText('liegt jetzt im Warenkorb')

    const cookie = (await context.cookies()).find((candidate) => candidate.name === 'sp_request_id')
    const cart = await request.get('/api/v1/cart/', { headers: { 'x-request-id': cookie?.value ?? '' } })
    const lines = v.parse(
      v.object({
        data: v.object({
          products: v.array(
            v.object({
              option: v.object({ id: v.number() }),
              mounting: v.boolean(),
              set: v.nullable(v.object({ id: v.number() })),
            }),
          ),
        }),
      }),
      await cart.json(),
    ).data.products
    expect(lines).toEqual([
      { option: { id: firstInStock(mountable).id }, mounting: true, set: null },
      { option: { id: firstInStock(inSet).id }, mounting: false, set: { id: set.id } },
    ])
  })

  test('puts the product on the wishlist and takes it off again', async ({ page, request }) => {
    const product = await findProduct(request)
    await page.goto(product.url)
    const toggle = page.getByRole('button', { name: 'Auf die Wunschliste', exact: true })
    // Pressed, the button says where the product is now.
    const onList = page.getByRole('button', { name: 'Auf der Wunschliste', exact: true })
    await expect(toggle).toHaveAttribute('aria-pressed', 'false')
    await expect(toggle).not.toHaveAttribute('aria-disabled', 'true')
    await toggle.click()
    await expect(page.getByRole('status').filter({ hasText: 'Auf deine Wunschliste gesetzt.' })).toBeVisible()
    await expect(onList).toHaveAttribute('aria-pressed', 'true')

    await page.reload()
    await expect(onList).toHaveAttribute('aria-pressed', 'true')
    await onList.click()
    await expect(
      page.getByRole('status').filter({ hasText: 'Von deiner Wunschliste entfernt.' }),
    ).toBeVisible()
    await expect(toggle).toHaveAttribute('aria-pressed', 'false')
  })
})
