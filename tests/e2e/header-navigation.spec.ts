import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '../setup/test'
import type { Page } from '@playwright/test'
import { gotoHydrated } from '../setup/hydration'
import { resultsRegion } from '../setup/results'

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze()
  expect(results.violations).toEqual([])
}

function mainNavigation(page: Page) {
  return page.getByRole('navigation', { name: 'Sortiment' })
}

/**
 * Opens the mobile menu once the page has hydrated: before that the button does nothing, so the
 * click is repeated until the dialog answers (opening is idempotent). Dispatched rather than
 * clicked, so the page is not scrolled to the button first.
 */
async function openMobileMenu(page: Page) {
  await expect(async () => {
    await page.getByRole('button', { name: 'Menü öffnen' }).dispatchEvent('click')
    await expect(page.getByRole('dialog', { name: 'Menü' })).toBeVisible({ timeout: 2_000 })
  }).toPass({ timeout: 30_000 })
}

/** Hovers a top-level item until its panel opens, which proves the page has hydrated. */
async function hoverOpen(page: Page, name: string) {
  const button = mainNavigation(page).getByRole('button', { name })
  await expect(async () => {
    await button.hover()
    await expect(button).toHaveAttribute('aria-expanded', 'true', { timeout: 2_000 })
  }).toPass({ timeout: 30_000 })
}

test.describe('desktop mega-menu', () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  test('is server-rendered with every gender root and its panels', async ({ request }) => {
    const html = await (await request.get('/')).text()
    expect(html).toContain('aria-label="Sortiment"')
    expect(html).toContain('href="/damen/schuhe/laufschuhe/"')
    expect(html).toContain('aria-expanded="false"')
  })

  test('opens with the keyboard only and reaches a category page', async ({ page }) => {
    await gotoHydrated(page, '/')
    const nav = mainNavigation(page)
    const women = nav.getByRole('button', { name: 'Damen' })
    // Tab from the search field into the menu row: keyboard only, no clicks.
    await page.getByRole('combobox', { name: 'Suche' }).focus()
    for (let step = 0; step < 20; step += 1) {
      await page.keyboard.press('Tab')
      if (await women.evaluate((element) => element === document.activeElement)) break
    }
    await expect(women).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(women).toHaveAttribute('aria-expanded', 'true')
    const panelId = await women.getAttribute('aria-controls')
    const panel = page.locator(`[id="${panelId ?? ''}"]`)
    await expect(panel).toBeVisible()

    // Escape closes and gives focus back to the button.
    await page.keyboard.press('Escape')
    await expect(women).toHaveAttribute('aria-expanded', 'false')
    await expect(women).toBeFocused()

    await page.keyboard.press('Space')
    await expect(women).toHaveAttribute('aria-expanded', 'true')
    const running = panel.getByRole('link', { name: 'Laufschuhe', exact: true })
    for (let step = 0; step < 40; step += 1) {
      await page.keyboard.press('Tab')
      if (await running.evaluate((element) => element === document.activeElement)) break
    }
    await expect(running).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/damen\/schuhe\/laufschuhe\/$/)
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Laufschuhe')
    await expect(women).toHaveAttribute('aria-expanded', 'false')
  })

  test('opens on hover, has one open panel and no accessibility violations', async ({ page }) => {
    await page.goto('/')
    const nav = mainNavigation(page)
    await hoverOpen(page, 'Herren')
    await nav.getByRole('button', { name: 'Kinder' }).hover()
    await expect(nav.getByRole('button', { name: 'Kinder' })).toHaveAttribute('aria-expanded', 'true')
    await expect(nav.getByRole('button', { name: 'Herren' })).toHaveAttribute('aria-expanded', 'false')
    await expect(nav.getByRole('link', { name: 'Alles in Kinder' })).toBeVisible()
    await expectNoAxeViolations(page)
    // Items without children are plain links.
    await expect(nav.getByRole('link', { name: 'Neu', exact: true })).toHaveAttribute('href', '/neu/')
  })

  test('clicking the blank space of an open panel keeps it open; its links still work', async ({ page }) => {
    // Fake timers, so the test can run past the popups' 300 ms close delay without waiting.
    await page.clock.install()
    await gotoHydrated(page, '/')
    const women = mainNavigation(page).getByRole('button', { name: 'Damen' })
    await women.focus()
    await page.keyboard.press('Enter')
    await expect(women).toHaveAttribute('aria-expanded', 'true')
    const panel = page.locator(`[id="${(await women.getAttribute('aria-controls')) ?? ''}"]`)
    // The panel's padding: nothing there to click.
    await panel.click({ position: { x: 4, y: 4 } })
    await page.clock.runFor(1_000)
    await expect(women).toHaveAttribute('aria-expanded', 'true')
    await expect(women).toBeFocused()

    await panel.getByRole('link', { name: 'Laufschuhe', exact: true }).click()
    await expect(page).toHaveURL(/\/damen\/schuhe\/laufschuhe\/$/)
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Laufschuhe')
    await expect(women).toHaveAttribute('aria-expanded', 'false')
  })

  test('hovering the menu row while typing a search keeps what was typed', async ({ page }) => {
    await page.clock.install()
    await gotoHydrated(page, '/')
    const box = page.getByRole('combobox', { name: 'Suche' })
    await box.click()
    await box.pressSequentially('lau')
    const results = page.getByRole('listbox', { name: 'Suchvorschläge und Produkte' })
    await expect(results.getByRole('option').first()).toBeVisible()
    // The pointer crosses the menu row right under the search field on its way.
    const women = mainNavigation(page).getByRole('button', { name: 'Damen' })
    await women.hover()
    // Well past the hover intent delay.
    await page.clock.runFor(1_000)
    await expect(women).toHaveAttribute('aria-expanded', 'false')
    await expect(box).toHaveValue('lau')
    await expect(box).toBeFocused()
    await expect(results).toBeVisible()

    // A click is a decision: it opens the panel.
    await women.click()
    await expect(women).toHaveAttribute('aria-expanded', 'true')
  })

  test('focus leaving the menu closes it', async ({ page }) => {
    await page.goto('/')
    const women = mainNavigation(page).getByRole('button', { name: 'Damen' })
    await hoverOpen(page, 'Damen')
    await women.focus()
    await page.getByRole('combobox', { name: 'Suche' }).focus()
    await expect(women).toHaveAttribute('aria-expanded', 'false')
  })

  test('menu links inside the panel are internal, same-tab links', async ({ page }) => {
    await page.goto('/')
    await expect(mainNavigation(page).getByRole('button', { name: 'Damen' })).toBeVisible()
    // Closed panels are hidden, so their links are counted in the markup.
    const count = await mainNavigation(page).locator('a[href^="/"]').count()
    expect(count).toBeGreaterThan(50)
    const external = mainNavigation(page).locator('a[target="_blank"]')
    // The seeded menu has no external links; any that appear must not reach back into this window.
    for (const link of await external.all()) {
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    }
  })
})

test.describe('mobile slide-in menu', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('goes two levels deep, back once, closes and restores the scroll position', async ({ page }) => {
    await page.goto('/')
    await expect(mainNavigation(page)).toBeHidden()
    // Once hydrated (the menu answers), the router no longer moves the page on its own.
    await openMobileMenu(page)
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toBeHidden()
    await page.evaluate(() => {
      window.scrollTo(0, 600)
    })
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(600)

    const menuButton = page.getByRole('button', { name: 'Menü öffnen' })
    // Dispatched rather than clicked: scrolling the button into view would move the page first.
    await menuButton.dispatchEvent('click')
    const dialog = page.getByRole('dialog', { name: 'Menü' })
    await expect(dialog).toBeVisible()
    const tabs = dialog.getByRole('group', { name: 'Shoppen für' })
    await expect(tabs.getByRole('button', { name: 'Damen' })).toBeVisible()
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true')
    await expectNoAxeViolations(page)

    // The Damen tab shows the women's tree in place; its levels open from there.
    await tabs.getByRole('button', { name: 'Damen' }).click()
    await dialog.getByRole('list').getByRole('button', { name: 'Schuhe' }).click()
    const shoes = page.getByRole('dialog', { name: 'Schuhe' })
    await expect(shoes.getByRole('link', { name: 'Laufschuhe', exact: true })).toBeVisible()
    // The new level's heading takes the focus, so a screen reader says where the shopper is now.
    await expect(shoes.getByRole('heading', { name: 'Schuhe' })).toBeFocused()

    await shoes.getByRole('button', { name: 'Zurück' }).click()
    await expect(dialog).toBeVisible()
    // Back returns the focus to the item that led to the level just left.
    await expect(dialog.getByRole('list').getByRole('button', { name: 'Schuhe' })).toBeFocused()

    await page.getByRole('button', { name: 'Menü schließen' }).click()
    await expect(page.getByRole('dialog')).toBeHidden()
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false')
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(600)

    // Opened again, it starts at the root.
    await menuButton.dispatchEvent('click')
    await expect(page.getByRole('dialog', { name: 'Menü' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Zurück' })).toBeHidden()
  })

  test('next and back move the focus for keyboard users', async ({ page }) => {
    await gotoHydrated(page, '/')
    await openMobileMenu(page)
    const root = page.getByRole('dialog', { name: 'Menü' })
    await root.getByRole('group', { name: 'Shoppen für' }).getByRole('button', { name: 'Herren' }).focus()
    await page.keyboard.press('Enter')
    await root.getByRole('list').getByRole('button', { name: 'Bekleidung' }).focus()
    await page.keyboard.press('Enter')
    const clothing = page.getByRole('dialog', { name: 'Bekleidung' })
    await expect(clothing.getByRole('heading', { name: 'Bekleidung' })).toBeFocused()
    await page.getByRole('button', { name: 'Zurück' }).focus()
    await page.keyboard.press('Enter')
    await expect(root.getByRole('list').getByRole('button', { name: 'Bekleidung' })).toBeFocused()
  })

  test('lists Damen, Herren and Kinder once each', async ({ page }) => {
    await gotoHydrated(page, '/')
    await openMobileMenu(page)
    const dialog = page.getByRole('dialog', { name: 'Menü' })
    for (const gender of ['Damen', 'Herren', 'Kinder']) {
      await expect(dialog.getByRole('button', { name: gender, exact: true })).toHaveCount(1)
      await expect(dialog.getByRole('link', { name: gender, exact: true })).toHaveCount(0)
    }
    const results = await new AxeBuilder({ page }).include('[role="dialog"]').analyze()
    expect(results.violations).toEqual([])
  })

  test('keeps focus inside while open and closes with Escape', async ({ page }) => {
    await page.goto('/')
    await openMobileMenu(page)
    const dialog = page.getByRole('dialog', { name: 'Menü' })
    await expect(dialog).toBeVisible()
    for (let step = 0; step < 15; step += 1) {
      await page.keyboard.press('Tab')
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true)
    }
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
  })

  test('a brand level and a followed link close the menu on the new page', async ({ page }) => {
    await page.goto('/')
    await openMobileMenu(page)
    const root = page.getByRole('dialog', { name: 'Menü' })
    await root.getByRole('group', { name: 'Shoppen für' }).getByRole('button', { name: 'Herren' }).click()
    await root.getByRole('list').getByRole('button', { name: 'Top-Marken' }).click()
    const brands = page.getByRole('dialog', { name: 'Top-Marken' })
    await brands.getByRole('link', { name: 'Salomon' }).click()
    await expect(page).toHaveURL(/\/marken\/herren\/salomon\/$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Salomon für Herren')
    await expect(page.getByRole('dialog')).toBeHidden()
  })

  test('selecting a gender shows its tree; choosing it again resets it', async ({ page }) => {
    await page.goto('/')
    await openMobileMenu(page)
    const dialog = page.getByRole('dialog', { name: 'Menü' })
    const tabs = dialog.getByRole('group', { name: 'Shoppen für' })
    await tabs.getByRole('button', { name: 'Kinder' }).click()
    await expect(tabs.getByRole('button', { name: 'Kinder' })).toHaveAttribute('aria-pressed', 'true')
    await expect(dialog.getByRole('button', { name: 'Schuhe' })).toBeVisible()
    await tabs.getByRole('button', { name: 'Kinder' }).click()
    await expect(tabs.getByRole('button', { name: 'Kinder' })).toHaveAttribute('aria-pressed', 'false')
    await expect(dialog.getByRole('button', { name: 'Schuhe' })).toBeHidden()
  })

  test("opening the menu leaves the shopper's saved gender alone", async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'selected_gender', value: '2', url: baseURL ?? '' }])
    await gotoHydrated(page, '/')
    const entryPoints = page.getByRole('region', { name: 'Shoppen für' })
    const men = entryPoints.getByRole('link', { name: /Herren/ })
    await expect(men).toContainText('Deine Auswahl')

    await openMobileMenu(page)
    const dialog = page.getByRole('dialog', { name: 'Menü' })
    const tabs = dialog.getByRole('group', { name: 'Shoppen für' })
    // The menu's own gender view starts at unknown on each opening (spec §4) ...
    await expect(tabs.getByRole('button', { name: 'Herren' })).toHaveAttribute('aria-pressed', 'false')
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    // ... while the gender saved for the site stays as it was.
    await expect(men).toContainText('Deine Auswahl')
    expect((await context.cookies()).find((cookie) => cookie.name === 'selected_gender')?.value).toBe('2')

    // An explicit choice in the menu is the shopper's new choice everywhere.
    await openMobileMenu(page)
    await tabs.getByRole('button', { name: 'Kinder' }).click()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(entryPoints.getByRole('link', { name: /Kinder/ })).toContainText('Deine Auswahl')
    await expect(men).not.toContainText('Deine Auswahl')
    await expect
      .poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'selected_gender')?.value)
      .toBe('3')
  })

  test('closes when the viewport grows to tablet size or larger', async ({ page }) => {
    await page.goto('/')
    await openMobileMenu(page)
    await expect(page.getByRole('dialog', { name: 'Menü' })).toBeVisible()
    await page.setViewportSize({ width: 1280, height: 900 })
    await expect(page.getByRole('dialog')).toBeHidden()
    await expect(mainNavigation(page)).toBeVisible()
  })
})

test.describe('selected gender', () => {
  test('a choice is kept in a cookie and renders the home page for it on the server', async ({
    page,
    context,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/')
    await openMobileMenu(page)
    await page
      .getByRole('dialog', { name: 'Menü' })
      .getByRole('group', { name: 'Shoppen für' })
      .getByRole('button', { name: 'Herren' })
      .click()
    await expect
      .poll(async () => (await context.cookies()).find((c) => c.name === 'selected_gender')?.value)
      .toBe('2')
    const html = await (await page.request.get('/')).text()
    const section = html.slice(html.indexOf('id="home-gender"'))
    expect(section.indexOf('Deine Auswahl')).toBeGreaterThan(-1)
    expect(section.indexOf('Deine Auswahl')).toBeLessThan(section.indexOf('Herren'))
  })
})

test.describe('header actions', () => {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    test(`the header stays in reach while scrolling, compact without its service bar, at ${String(viewport.width)} px`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport)
      await gotoHydrated(page, '/herren/')
      const header = page.getByRole('banner')
      const cart = header.getByRole('button', { name: 'Warenkorb', exact: true })
      const serviceBar = header.getByRole('link', { name: 'Filiale wählen' })
      await expect(serviceBar).toBeInViewport()
      await page.evaluate(() => {
        window.scrollTo(0, document.documentElement.scrollHeight)
      })
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000)
      await expect(cart).toBeInViewport()
      await expect(header.getByRole('link', { name: 'Wunschliste', exact: true })).toBeInViewport()
      await expect(serviceBar).not.toBeInViewport()
      // Compact: the header keeps to a fraction of the screen.
      const box = await header.boundingBox()
      expect(box?.y).toBeLessThanOrEqual(0)
      expect((box?.height ?? 0) + (box?.y ?? 0)).toBeLessThan(viewport.height / 4)
    })
  }

  test('the cart and the wishlist are named by their label, the count read as their description, before and after hydration', async ({
    browser,
    page,
  }) => {
    // Without JavaScript: the server's markup, where the cart is a link to the cart page.
    const noScript = await browser.newContext({ javaScriptEnabled: false })
    const plain = await noScript.newPage()
    await plain.goto(test.info().project.use.baseURL ?? '')
    const banner = plain.getByRole('banner')
    await expect(banner.getByRole('link', { name: 'Wunschliste', exact: true })).toHaveAccessibleDescription(
      '0 Artikel',
    )
    await expect(banner.getByRole('link', { name: 'Warenkorb', exact: true })).toHaveAccessibleDescription(
      '0 Artikel',
    )
    await noScript.close()

    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1280, height: 900 },
    ]) {
      await page.setViewportSize(viewport)
      await gotoHydrated(page, '/')
      const header = page.getByRole('banner')
      await expect(
        header.getByRole('link', { name: 'Wunschliste', exact: true }),
      ).toHaveAccessibleDescription('0 Artikel')
      await expect(
        header.getByRole('button', { name: 'Warenkorb', exact: true }),
      ).toHaveAccessibleDescription('0 Artikel')
    }
  })
})

test.describe('wishlist popup', () => {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 900 },
  ]) {
    test(`opens from its keyboard button and closes with Escape at ${viewport.width} px`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport)
      await page.goto('/')
      const header = page.getByRole('banner')
      await header.getByRole('link', { name: 'Wunschliste' }).focus()
      await page.keyboard.press('Tab')
      const toggle = header.getByRole('button', { name: 'Wunschliste-Vorschau' })
      await expect(toggle).toBeFocused()
      await page.keyboard.press('Enter')
      await expect(toggle).toHaveAttribute('aria-expanded', 'true')
      const popup = page.getByRole('region', { name: 'Deine Wunschliste' })
      await expect(popup.getByText('Deine Wunschliste ist noch leer.')).toBeVisible()
      await expectNoAxeViolations(page)
      await page.keyboard.press('Escape')
      await expect(popup).toBeHidden()
      await expect(toggle).toBeFocused()
    })
  }

  test('clicking the blank space of the popup keeps it open', async ({ page }) => {
    await page.clock.install()
    await page.setViewportSize({ width: 1280, height: 900 })
    await gotoHydrated(page, '/')
    const header = page.getByRole('banner')
    await header.getByRole('link', { name: 'Wunschliste' }).focus()
    await page.keyboard.press('Tab')
    const toggle = header.getByRole('button', { name: 'Wunschliste-Vorschau' })
    await page.keyboard.press('Enter')
    const popup = page.getByRole('region', { name: 'Deine Wunschliste' })
    const empty = popup.getByText('Deine Wunschliste ist noch leer.')
    await expect(empty).toBeVisible()
    await empty.click()
    // Past the 300 ms close delay.
    await page.clock.runFor(1_000)
    await expect(popup).toBeVisible()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  })

  test('shows itself after an add with the added product, then closes after 6 s', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await gotoHydrated(page, '/damen/schuhe/laufschuhe/')
    const firstProduct = resultsRegion(page).getByRole('article').first().getByRole('link')
    const productName = ((await firstProduct.textContent()) ?? '').trim()
    await firstProduct.click()
    await expect(page).toHaveURL(/\/p\//)
    // The URL changes before the product page has rendered; its heading shows that it has.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(productName)
    const wishlistButton = page.getByRole('button', { name: 'Auf die Wunschliste', exact: true })
    await expect(wishlistButton).toBeEnabled()
    await wishlistButton.click()
    const added = Date.now()
    const popup = page.getByRole('region', { name: 'Deine Wunschliste' })
    await expect(popup).toBeVisible()
    await expect(popup.getByRole('link', { name: productName.slice(0, 20) })).toBeVisible()
    await expectNoAxeViolations(page)
    await expect(popup).toBeHidden({ timeout: 9000 })
    // Not too early either: spec §9 gives the shopper 6 s to look.
    expect(Date.now() - added).toBeGreaterThanOrEqual(5000)
  })
})
