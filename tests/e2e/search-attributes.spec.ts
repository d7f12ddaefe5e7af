import type { Page } from '@playwright/test'
import { expectNoAxeViolations } from '../setup/accounts'
import { gotoHydrated } from '../setup/hydration'
import { expectResultsPage, productNames, resultsRegion } from '../setup/results'
import { expect, test } from '../setup/test'

/** The number a results page states in its region's name ("1.234 Artikel"). */
async function resultCount(page: Page): Promise<number> {
  const name = (await resultsRegion(page).getAttribute('aria-labelledby')) ?? ''
  const heading = name === '' ? '' : ((await page.locator(`[id="${name}"]`).textContent()) ?? '')
  return Number(/^([\d.]+) Artikel$/.exec(heading.trim())?.[1]?.replaceAll('.', '') ?? 'NaN')
}

const colorGroup = (page: Page) => page.getByRole('complementary').getByRole('group', { name: 'Farbe' })

test.describe('search by attributes', () => {
  test('"jacke schwarz" finds black jackets only', async ({ page }) => {
    await gotoHydrated(page, '/search/?q=jacke+schwarz')
    await expectResultsPage(page, 'Suchergebnisse für „jacke schwarz“')
    const names = await productNames(page).allTextContents()
    expect(names.length).toBeGreaterThan(0)
    for (const name of names) expect(name).toMatch(/jacke\b/i)
    // The colour facet counts the whole result: one colour, black, holding every product.
    const colors = colorGroup(page).getByRole('checkbox')
    await expect(colors).toHaveCount(1)
    await expect(colors.first()).toHaveAccessibleName(`Schwarz, ${await resultCount(page)} Artikel`)
  })

  test('"goretex" finds Gore-Tex products, written any way', async ({ page }) => {
    await gotoHydrated(page, '/search/?q=goretex')
    await expectResultsPage(page, 'Suchergebnisse für „goretex“')
    const total = await resultCount(page)
    expect(total).toBeGreaterThan(0)
    for (const spelling of ['gore-tex', 'gore tex']) {
      await gotoHydrated(page, `/search/?q=${encodeURIComponent(spelling)}`)
      await expectResultsPage(page, `Suchergebnisse für „${spelling}“`)
      expect(await resultCount(page), spelling).toBe(total)
    }
    // Names with "GTX" rank first; the last page holds products found by their membrane alone, and
    // such a product's page says so.
    await gotoHydrated(page, `/search/?q=goretex&page=${Math.ceil(total / 24)}`)
    await expect(productNames(page).first()).toBeVisible()
    const byMaterial = productNames(page)
      .filter({ hasNotText: /GTX|Gore/i })
      .first()
    await byMaterial.click()
    await expect(
      page
        .getByRole('main')
        .getByText(/GORE-TEX/)
        .first(),
    ).toBeVisible()
  })

  test('a misspelt search offers a correction that finds products, and popular searches', async ({
    page,
  }) => {
    await gotoHydrated(page, '/search/?q=jakkce+schwarrtz')
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { name: 'Keine passenden Artikel gefunden' })).toBeVisible()
    await expect(main.getByText('Meintest du:')).toBeVisible()
    const popular = main.getByRole('navigation', { name: 'Beliebte Suchen' }).getByRole('link')
    await expect(popular.first()).toBeVisible()
    const correction = main.getByRole('link', { name: 'jacke schwarz' })
    const promised = Number(
      /\(([\d.]+) Artikel\)/.exec((await main.textContent()) ?? '')?.[1]?.replaceAll('.', ''),
    )
    await correction.click()
    await expectResultsPage(page, 'Suchergebnisse für „jacke schwarz“')
    expect(await resultCount(page)).toBe(promised)
    await expect(productNames(page).first()).toBeVisible()
  })

  for (const width of [390, 1280]) {
    test(`the page of a search that finds nothing is accessible at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      await gotoHydrated(page, '/search/?q=jakkce+schwarrtz')
      await expect(page.getByRole('main').getByRole('link', { name: 'jacke schwarz' })).toBeVisible()
      await expectNoAxeViolations(page, `zero results at ${width} px`)
    })
  }
})

test('each number beside a suggestion is the number of products its search finds', async ({ page }) => {
  await gotoHydrated(page, '/')
  const box = page.getByRole('banner').getByRole('combobox', { name: 'Suche' })
  const options = page
    .getByRole('listbox', { name: 'Suchvorschläge und Produkte' })
    .getByRole('group', { name: 'Suchvorschläge' })
    .getByRole('option')
  await expect(async () => {
    await box.fill('')
    await box.fill('lauf')
    await expect(options.first()).toBeVisible({ timeout: 3_000 })
  }).toPass({ timeout: 30_000 })
  const texts = await options.allTextContents()
  // An option reads "laufshirt76, 76 Treffer": the phrase, the visible number, the spoken count.
  const counted = texts.flatMap((raw) => {
    const text = raw.replace(/\s+/g, ' ').trim()
    const number = /, ([\d.]+) Treffer$/.exec(text)?.[1]
    if (number === undefined) return []
    const phrase = text.slice(0, -`${number}, ${number} Treffer`.length).trim()
    return [{ phrase, shown: Number(number.replaceAll('.', '')) }]
  })
  expect(counted.length).toBeGreaterThan(0)
  for (const { phrase, shown } of counted) {
    await gotoHydrated(page, `/search/?q=${encodeURIComponent(phrase)}`)
    await expectResultsPage(page, `Suchergebnisse für „${phrase}“`)
    expect(await resultCount(page), phrase).toBe(shown)
  }
})
