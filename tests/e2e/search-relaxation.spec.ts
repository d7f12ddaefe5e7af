import type { Page } from '@playwright/test'
import { expectNoAxeViolations } from '../setup/accounts'
import { gotoHydrated } from '../setup/hydration'
import { expectResultsPage, productNames } from '../setup/results'
import { expect, test } from '../setup/test'

const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Suche' })
const suggestions = (page: Page) =>
  page
    .getByRole('listbox', { name: 'Suchvorschläge und Produkte' })
    .getByRole('group', { name: 'Suchvorschläge' })
    .getByRole('option')

/** No product name says "30l": the words, all required, find nothing; "rucksack 30" finds rucksacks. */
const typed = 'rucksack 30l'

test.describe('a search whose words find nothing', () => {
  test('"rucksack 30l" is suggested as "rucksack 30" and shows 30-litre rucksacks with a note', async ({
    page,
  }) => {
    await page.goto('/')
    // Typing is repeated until the hydrated box answers with suggestions.
    await expect(async () => {
      await searchBox(page).fill('')
      await searchBox(page).fill(typed)
      await expect(suggestions(page).first()).toBeVisible({ timeout: 3_000 })
    }).toPass({ timeout: 30_000 })
    await expect(suggestions(page).first()).toContainText('rucksack 30')

    await searchBox(page).press('Enter')
    await expectResultsPage(page, `Suchergebnisse für „${typed}“`)
    await expect(page.getByRole('main').getByRole('note')).toHaveText(
      `Keine Treffer für „${typed}“ – wir zeigen Ergebnisse für „rucksack 30“.`,
    )
    const names = await productNames(page).allTextContents()
    expect(names.length).toBeGreaterThan(0)
    for (const name of names) {
      expect(name).toMatch(/rucksack\b/i)
      expect(name).toMatch(/\b30\b/)
    }
  })

  test('says so in English on the English page', async ({ page }) => {
    await gotoHydrated(page, `/en/search/?q=${encodeURIComponent(typed)}`)
    await expect(page.getByRole('main').getByRole('note')).toHaveText(
      `No results for “${typed}” – showing results for “rucksack 30”.`,
    )
  })

  test('a search that finds products as typed has no note', async ({ page }) => {
    await gotoHydrated(page, '/search/?q=rucksack+30')
    await expectResultsPage(page, 'Suchergebnisse für „rucksack 30“')
    await expect(productNames(page).first()).toBeVisible()
    await expect(page.getByRole('main').getByRole('note')).toHaveCount(0)
  })

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 900 },
  ]) {
    test(`the page with the note has no axe violations at ${viewport.width} px`, async ({ page }) => {
      test.setTimeout(90_000)
      await page.setViewportSize(viewport)
      await gotoHydrated(page, `/search/?q=${encodeURIComponent(typed)}`)
      await expect(page.getByRole('main').getByRole('note')).toBeVisible()
      await expectNoAxeViolations(page, `search with a relaxed query at ${viewport.width} px`)
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)
      expect(overflow).toBe(false)
    })
  }
})
