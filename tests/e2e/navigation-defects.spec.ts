import type { Locator, Page } from '@playwright/test'
import { expect, test } from '../setup/test'
import { expectNoAxeViolations } from '../setup/accounts'
import { gotoHydrated } from '../setup/hydration'
import { findProduct } from '../setup/products'
import { expectResultsPage, productNames, resultsRegion } from '../setup/results'

/**
 * Browse-path defects a new shopper ran into: the mobile menu moving the page, the mega-menu closing
 * on a click and outgrowing the screen, cropped banners, tiny brand logos, brand links that forgot
 * the gender, and a wishlist button that did not say it had worked.
 */

const phone = { width: 390, height: 844 }
const desktop = { width: 1280, height: 800 }

function mainNavigation(page: Page) {
  return page.getByRole('navigation', { name: 'Sortiment' })
}

const scrollY = (page: Page) => page.evaluate(() => window.scrollY)

async function scrollTo(page: Page, top: number) {
  await page.evaluate((y) => {
    window.scrollTo({ top: y, behavior: 'instant' })
  }, top)
  await expect.poll(() => scrollY(page)).toBe(top)
}

/** The panel a top-level button controls. */
async function panelOf(page: Page, button: Locator): Promise<Locator> {
  return page.locator(`[id="${(await button.getAttribute('aria-controls')) ?? ''}"]`)
}

/** Opens a top-level item's panel with the keyboard (Enter on its button). */
async function openWithKeyboard(page: Page, name: string): Promise<Locator> {
  const button = mainNavigation(page).getByRole('button', { name, exact: true })
  await button.focus()
  await page.keyboard.press('Enter')
  await expect(button).toHaveAttribute('aria-expanded', 'true')
  return panelOf(page, button)
}

/** The count a results page shows under its heading ("1.234 Artikel" → 1234). */
async function resultsCount(page: Page): Promise<number> {
  await expect(resultsRegion(page)).toBeVisible()
  const text = await page
    .getByRole('main')
    .getByText(/^[\d.]+ Artikel$/)
    .first()
    .textContent()
  return Number((text ?? '').replace(/\D/g, ''))
}

test.describe('mobile menu and the page behind it', () => {
  test.use({ viewport: phone })

  test('opening it by tap or keyboard leaves the page where it was, and closing keeps it there', async ({
    page,
  }) => {
    await gotoHydrated(page, '/damen/')
    const menuButton = page.getByRole('button', { name: 'Menü öffnen' })
    const dialog = page.getByRole('dialog', { name: 'Menü' })
    await scrollTo(page, 1500)
    const mainTop = (await page.getByRole('main').boundingBox())?.y

    // A real click: the button is on screen in the sticky header, so nothing needs to scroll.
    await menuButton.click()
    await expect(dialog).toBeVisible()
    await expect(
      dialog.getByRole('group', { name: 'Shoppen für' }).getByRole('button', { name: 'Damen' }),
    ).toBeVisible()
    expect(await scrollY(page)).toBe(1500)
    expect((await page.getByRole('main').boundingBox())?.y).toBe(mainTop)
    await expectNoAxeViolations(page, 'mobile menu open over a scrolled page')

    await dialog.getByRole('button', { name: 'Menü schließen' }).click()
    await expect(dialog).toBeHidden()
    await expect.poll(() => scrollY(page)).toBe(1500)
    // The focus went back to the menu button without moving the page either.
    await expect(menuButton).toBeFocused()
    expect(await scrollY(page)).toBe(1500)

    // Keyboard: Tab onto the button from the home link, then Enter and Escape.
    await scrollTo(page, 1200)
    await page.getByRole('banner').getByRole('link', { name: 'Sportalpin – zur Startseite' }).focus()
    await expect.poll(() => scrollY(page)).toBe(1200)
    for (let step = 0; step < 15; step += 1) {
      await page.keyboard.press('Tab')
      if (await menuButton.evaluate((element) => element === document.activeElement)) break
    }
    await expect(menuButton).toBeFocused()
    expect(await scrollY(page)).toBe(1200)
    await page.keyboard.press('Enter')
    await expect(dialog).toBeVisible()
    expect(await scrollY(page)).toBe(1200)
    // Escape closes the menu that has the focus: wait until the opening dialog has taken it, as a
    // person sees the menu before pressing a key (pressed in the same frame, it went nowhere).
    await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true)
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect.poll(() => scrollY(page)).toBe(1200)
  })

  test('brand logos are legible and the brands of a gender lead to that gender', async ({ page }) => {
    await gotoHydrated(page, '/')
    await page.getByRole('button', { name: 'Menü öffnen' }).click()
    const root = page.getByRole('dialog', { name: 'Menü' })
    await root.getByRole('group', { name: 'Shoppen für' }).getByRole('button', { name: 'Damen' }).click()
    await root.getByRole('list').getByRole('button', { name: 'Top-Marken' }).click()
    const brands = page.getByRole('dialog', { name: 'Top-Marken' })
    const logos = brands.getByRole('listitem').locator('img')
    await expect(logos.first()).toBeVisible()
    for (const logo of await logos.all()) {
      const box = await logo.boundingBox()
      expect(box?.width ?? 0).toBeGreaterThanOrEqual(96)
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(38)
      await expect(logo).toHaveAttribute('width', /^\d+$/)
      await expect(logo).toHaveAttribute('height', /^\d+$/)
    }
    await expectNoAxeViolations(page, 'mobile brand level')
    const first = brands.getByRole('listitem').getByRole('link').first()
    const brandName =
      ((await first.textContent()) ?? '').trim() || ((await first.locator('img').getAttribute('alt')) ?? '')
    await first.click()
    await expect(page).toHaveURL(/\/marken\/damen\/[a-z0-9-]+\/$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${brandName} für Damen`)
    await expect(page.getByRole('dialog')).toBeHidden()
  })
})

test.describe('desktop mega-menu', () => {
  test.use({ viewport: desktop })

  test('a click on an item whose panel the hover opened keeps the panel open', async ({ page }) => {
    await gotoHydrated(page, '/')
    const women = mainNavigation(page).getByRole('button', { name: 'Damen', exact: true })
    await expect(async () => {
      await women.hover()
      await expect(women).toHaveAttribute('aria-expanded', 'true', { timeout: 2_000 })
    }).toPass({ timeout: 30_000 })
    await women.click()
    await expect(women).toHaveAttribute('aria-expanded', 'true')
    const panel = await panelOf(page, women)
    await expect(panel.getByRole('link', { name: 'Alles in Damen' })).toBeVisible()
    // And again: a pointer's click never takes away the panel it points at.
    await women.click()
    await expect(women).toHaveAttribute('aria-expanded', 'true')
    // The keyboard keeps the disclosure toggle: Enter closes what it opened.
    await page.keyboard.press('Enter')
    await expect(women).toHaveAttribute('aria-expanded', 'false')
  })

  test('every panel fits an 800 px tall screen without scrolling inside, also with the header compact', async ({
    page,
  }) => {
    // Eight panels opened and measured, then an accessibility scan.
    test.setTimeout(60_000)
    await gotoHydrated(page, '/')
    const names = await mainNavigation(page).getByRole('list').first().getByRole('button').allTextContents()
    expect(names.length).toBeGreaterThanOrEqual(3)
    for (const top of [0, 600]) {
      await scrollTo(page, top)
      for (const name of names) {
        const panel = await openWithKeyboard(page, name.trim())
        const fit = await panel.evaluate((element) => ({
          bottom: element.getBoundingClientRect().bottom,
          overflow: element.scrollHeight - element.clientHeight,
        }))
        expect(fit.bottom, `${name} panel ends inside the screen`).toBeLessThanOrEqual(desktop.height)
        expect(fit.overflow, `${name} panel needs no scrolling`).toBeLessThanOrEqual(0)
        await page.keyboard.press('Escape')
      }
    }
    await openWithKeyboard(page, 'Damen')
    await expectNoAxeViolations(page, 'mega-menu panel at 1280 px')
  })

  test('banners show their whole artwork', async ({ page }) => {
    await gotoHydrated(page, '/')
    for (const name of ['Damen', 'Herren', 'Kinder']) {
      const panel = await openWithKeyboard(page, name)
      const banners = panel.getByRole('list', { name: 'Aktionen' }).locator('img')
      await expect(banners.first()).toBeVisible()
      for (const banner of await banners.all()) {
        await expect
          .poll(() => banner.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
          .toBe(true)
        const shown = await banner.evaluate((image: HTMLImageElement) => {
          const fit = getComputedStyle(image).objectFit
          const natural = image.naturalWidth / image.naturalHeight
          const box = image.clientWidth / image.clientHeight
          return { fit, natural, box }
        })
        // Cover crops whenever the box and the artwork differ in shape; contain never crops.
        if (shown.fit === 'cover' || shown.fit === 'fill') expect(shown.box).toBeCloseTo(shown.natural, 2)
        else expect(shown.fit).toMatch(/contain|scale-down|none/)
      }
      await page.keyboard.press('Escape')
    }
  })

  test('brand logos are legible and a gender’s brands lead to that gender’s products of the brand', async ({
    page,
  }) => {
    await gotoHydrated(page, '/')
    const panel = await openWithKeyboard(page, 'Damen')
    const logos = panel.getByRole('link').locator('img')
    await expect(logos.first()).toBeVisible()
    const boxes = await logos.evaluateAll((images) =>
      images.map((image) => ({
        width: image.getBoundingClientRect().width,
        height: image.getBoundingClientRect().height,
        attributes: [image.getAttribute('width'), image.getAttribute('height')],
      })),
    )
    expect(boxes.length).toBeGreaterThanOrEqual(4)
    for (const box of boxes) {
      expect(box.width).toBeGreaterThanOrEqual(96)
      expect(box.height).toBeGreaterThanOrEqual(38)
      expect(box.attributes.every((value) => /^\d+$/.test(value ?? ''))).toBe(true)
    }

    const adidas = panel.getByRole('link', { name: 'adidas', exact: true })
    await expect(adidas).toHaveAttribute('href', '/marken/damen/adidas/')
    await adidas.click()
    await expectResultsPage(page, 'adidas für Damen')
    await expect(page).toHaveTitle(/^adidas für Damen/)
    const trail = page.getByRole('navigation', { name: 'Brotkrümelnavigation' })
    await expect(trail.getByRole('link', { name: 'Marken von A bis Z' })).toHaveAttribute('href', '/marken/')
    await expect(trail.getByRole('link', { name: 'adidas' })).toHaveAttribute('href', '/marken/adidas/')
    await expect(trail.locator('[aria-current="page"]')).toHaveText('Damen')
    const gendered = await resultsCount(page)
    expect(gendered).toBeGreaterThan(0)
    // Each card names its brand in the line above the product name.
    const cardBrands = await resultsRegion(page)
      .getByRole('article')
      .evaluateAll((cards) => cards.map((card) => card.querySelector(':scope > p')?.textContent ?? ''))
    expect(cardBrands.length).toBeGreaterThan(0)
    for (const brand of cardBrands) expect(brand.toLowerCase()).toBe('adidas')
    await expect(productNames(page).first()).toBeVisible()

    await gotoHydrated(page, '/marken/adidas/')
    expect(await resultsCount(page)).toBeGreaterThan(gendered)
  })
})

test.describe('gendered brand results', () => {
  for (const viewport of [phone, { width: 1280, height: 900 }]) {
    test(`/marken/herren/{brand}/ lists the brand's men's products, axe-clean at ${String(viewport.width)} px`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport)
      await gotoHydrated(page, '/marken/herren/salomon/')
      await expectResultsPage(page, 'Salomon für Herren')
      await expect(page.getByRole('main').getByRole('article').first()).toBeVisible()
      await expectNoAxeViolations(page, `men's Salomon at ${String(viewport.width)} px`)
    })
  }

  test('an unknown gender or brand is a 404', async ({ request }) => {
    expect((await request.get('/marken/kinder/salomon/')).status()).toBe(404)
    expect((await request.get('/marken/damen/no-such-brand/')).status()).toBe(404)
    expect((await request.get('/marken/damen/salomon/')).status()).toBe(200)
  })
})

test.describe('wishlist state on the product page and the cards', () => {
  for (const viewport of [phone, { width: 1280, height: 900 }]) {
    test(`the product page's button says the product is on the list and takes it off again at ${String(viewport.width)} px`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize(viewport)
      const product = await findProduct(request)
      await gotoHydrated(page, product.url)
      const main = page.getByRole('main')
      const add = main.getByRole('button', { name: 'Auf die Wunschliste', exact: true })
      const onList = main.getByRole('button', { name: 'Auf der Wunschliste', exact: true })
      await expect(add).toHaveAttribute('aria-pressed', 'false')
      await expect(add).toBeEnabled()
      await add.click()
      await expect(onList).toBeVisible()
      await expect(onList).toHaveAttribute('aria-pressed', 'true')
      await expect(add).toHaveCount(0)
      await expectNoAxeViolations(page, `product page, on the wishlist, at ${String(viewport.width)} px`)

      await page.reload()
      await expect(onList).toHaveAttribute('aria-pressed', 'true')
      await expect(onList).toBeEnabled()
      await onList.click()
      await expect(add).toBeVisible()
      await expect(add).toHaveAttribute('aria-pressed', 'false')
    })
  }

  test("a card's heart shows what the product page did, and the product page what the heart did", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await gotoHydrated(page, '/damen/schuhe/laufschuhe/')
    const firstCard = resultsRegion(page).getByRole('article').first()
    const name = ((await firstCard.getByRole('heading', { level: 3 }).textContent()) ?? '').trim()
    const heart = firstCard.getByRole('button', { name: `${name} auf die Wunschliste` })
    await expect(heart).toHaveAttribute('aria-pressed', 'false')

    await firstCard.getByRole('link', { name }).click()
    await expect(page).toHaveURL(/\/p\//)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
    const main = page.getByRole('main')
    await main.getByRole('button', { name: 'Auf die Wunschliste', exact: true }).click()
    await expect(main.getByRole('button', { name: 'Auf der Wunschliste', exact: true })).toBeVisible()

    await page.goBack()
    await expect(heart).toHaveAttribute('aria-pressed', 'true')
    await heart.click()
    await expect(heart).toHaveAttribute('aria-pressed', 'false')
    await firstCard.getByRole('link', { name }).click()
    await expect(page).toHaveURL(/\/p\//)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
    await expect(main.getByRole('button', { name: 'Auf die Wunschliste', exact: true })).toHaveAttribute(
      'aria-pressed',
      'false',
    )
  })
})
