import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '../setup/test'
import type { Page } from '@playwright/test'
import { gotoHydrated } from '../setup/hydration'

/** Zero WCAG 2.2 A/AA violations, and nothing sticking out sideways, at phone and desktop widths. */
async function expectAccessibleAtEveryWidth(page: Page, path: string) {
  for (const viewport of [
    { width: 320, height: 700 },
    { width: 390, height: 844 },
    // The tablet widths, where three columns start.
    { width: 600, height: 900 },
    { width: 1280, height: 900 },
  ]) {
    await page.setViewportSize(viewport)
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow, `horizontal overflow at ${viewport.width} px`).toBeLessThanOrEqual(0)
    if (viewport.width === 320 || viewport.width === 600) continue
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze()
    expect(results.violations, `axe at ${viewport.width} px`).toEqual([])
  }
}

test.describe('home page', () => {
  test('opens with the hero from the shop content, its picture loaded eagerly', async ({ page }) => {
    await page.goto('/')
    const hero = page.getByRole('region', { name: 'Raus in die Berge. Rein in die Saison.' })
    await expect(hero.getByRole('heading', { level: 1 })).toHaveText('Raus in die Berge. Rein in die Saison.')
    await expect(hero.getByText('Neue Saison', { exact: true })).toBeVisible()
    const picture = hero.getByRole('img', { name: 'Verschneite Gipfel im Morgenlicht' })
    await expect(picture).toHaveAttribute('loading', 'eager')
    await expect(picture).toHaveAttribute('width', '1600')
    await expect(picture).toHaveAttribute('height', '800')
    await expect(hero.getByRole('link', { name: 'Skijacken entdecken' })).toHaveAttribute(
      'href',
      '/damen/bekleidung/skijacken/',
    )
  })

  test('offers the gender entry points to the category roots', async ({ page }) => {
    await page.goto('/')
    const genders = page.getByRole('region', { name: 'Shoppen für' })
    for (const [name, href] of [
      ['Damen', '/damen/'],
      ['Herren', '/herren/'],
      ['Kinder', '/kinder/'],
    ] as const) {
      await expect(genders.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute('href', href)
    }
  })

  test('lists eight priced top sellers and eight new arrivals, lazily loaded', async ({ page }) => {
    await page.goto('/')
    for (const name of ['Topseller', 'Neu eingetroffen']) {
      const list = page.getByRole('region', { name })
      await expect(list.getByRole('heading', { level: 2 })).toHaveText(name)
      const cards = list.getByRole('listitem')
      await expect(cards).toHaveCount(8)
      for (const card of await cards.all()) {
        await expect(card.getByRole('heading', { level: 3 }).getByRole('link')).toHaveAttribute(
          'href',
          /^\/p\/[a-z0-9-]+\/$/,
        )
        await expect(card).toContainText(/€\s?\d[\d.]*,\d{2}|\d[\d.]*,\d{2}\s?€/)
      }
      await expect(list.locator('img').first()).toHaveAttribute('loading', 'lazy')
    }
  })

  test('shows the editorial teasers and the newest guide posts', async ({ page }) => {
    await page.goto('/')
    const teasers = page.getByRole('region', { name: 'Entdecken' }).getByRole('article')
    await expect(teasers.first()).toBeVisible()
    const count = await teasers.count()
    expect(count).toBeGreaterThanOrEqual(3)
    expect(count).toBeLessThanOrEqual(6)
    const guide = page.getByRole('region', { name: 'Aus dem Ratgeber' })
    const posts = guide.getByRole('article')
    await expect(posts).toHaveCount(3)
    for (const post of await posts.all()) {
      await expect(post.getByRole('link')).toHaveAttribute('href', /^\/blog\/article\/[a-z0-9-]+\/$/)
    }
    await expect(page.getByRole('heading', { name: 'Darauf kannst du zählen' })).toBeVisible()
  })

  test('leads from a teaser to the brands page', async ({ page }) => {
    await gotoHydrated(page, '/')
    await page
      .getByRole('region', { name: 'Entdecken' })
      .getByRole('link', { name: 'Marken von A bis Z' })
      .click()
    await expect(page).toHaveURL(/\/marken\/$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Marken von A bis Z')
  })

  test('is accessible and fits phones and desktops', async ({ page }) => {
    await expectAccessibleAtEveryWidth(page, '/')
  })
})

test.describe('brands A–Z', () => {
  test('lists the brands by letter, linking each to its results page', async ({ page }) => {
    await page.goto('/marken/')
    await expect(page).toHaveTitle('Marken von A bis Z | Sportalpin')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Marken von A bis Z')
    const letterA = page.getByRole('region', { name: 'A', exact: true })
    for (const name of ['adidas', 'Asics', 'Atomic']) {
      await expect(letterA.getByRole('link', { name: new RegExp(`^${name} \\d+ Produkte?$`) })).toBeVisible()
    }
    // Umlauts file under their base letter.
    await expect(
      page.getByRole('region', { name: 'V', exact: true }).getByRole('link', { name: /^Völkl / }),
    ).toHaveAttribute('href', '/marken/voelkl/')
    await expect(page.getByRole('link', { name: 'Marken für Damen' })).toHaveAttribute(
      'href',
      '/marken/damen/',
    )
    await expect(page.getByRole('link', { name: 'Marken für Herren' })).toHaveAttribute(
      'href',
      '/marken/herren/',
    )
  })

  test('jumps to a letter from the letter navigation; letters without brands are not links', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 700 })
    await page.goto('/marken/')
    const letters = page.getByRole('navigation', { name: 'Marken nach Anfangsbuchstabe' })
    const letterS = page.getByRole('region', { name: 'S', exact: true })
    await expect(letterS.getByRole('heading', { level: 2 })).not.toBeInViewport()
    await letters.getByRole('link', { name: 'S', exact: true }).click()
    await expect(page).toHaveURL(/\/marken\/#marken-s$/)
    await expect(letterS.getByRole('heading', { level: 2 })).toBeInViewport()
    await expect(letterS.getByRole('link', { name: /^Salomon / })).toHaveAttribute('href', '/marken/salomon/')

    await expect(letters.getByRole('link', { name: 'Q', exact: true })).toHaveCount(0)
    await expect(letters.getByText('Q: keine Marken')).toBeAttached()
    await expect(letters.getByRole('listitem')).toHaveCount(27)
  })

  test('is accessible and fits phones and desktops', async ({ page }) => {
    await expectAccessibleAtEveryWidth(page, '/marken/')
  })
})
