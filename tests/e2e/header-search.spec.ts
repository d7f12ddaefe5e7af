import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '../setup/test'
import type { Page } from '@playwright/test'
import * as v from 'valibot'
import { gotoHydrated } from '../setup/hydration'

/** Text with every run of white space (including no-break spaces in prices) as one space. */
const spaced = (text: string) => text.replace(/\s+/g, ' ').trim()

const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Suche' })
const listbox = (page: Page) => page.getByRole('listbox', { name: 'Suchvorschläge und Produkte' })
const suggestions = (page: Page) =>
  listbox(page).getByRole('group', { name: 'Suchvorschläge' }).getByRole('option')
const products = (page: Page) => listbox(page).getByRole('group', { name: 'Produkte' }).getByRole('option')
/** The search's live region; the header has no other. */
const searchStatus = (page: Page) => page.getByRole('banner').getByRole('status')

const autosuggestSchema = v.object({ data: v.array(v.object({ phrase: v.string(), url: v.string() })) })

/** Path and decoded query of a URL, so `+` and `%20` for a space compare equal. */
function pageOf(url: string) {
  const parsed = new URL(url, 'http://localhost')
  return { path: parsed.pathname, query: [...parsed.searchParams] }
}

/**
 * Types into the header search once the page has hydrated: before that the box is a plain form
 * field and nothing opens, so typing is repeated until the suggestions answer.
 */
async function typeSearch(page: Page, text: string) {
  await expect(async () => {
    await searchBox(page).fill('')
    await searchBox(page).fill(text)
    await expect(suggestions(page).first()).toBeVisible({ timeout: 3_000 })
  }).toPass({ timeout: 30_000 })
}

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze()
  expect(results.violations).toEqual([])
}

const viewports = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const

for (const viewport of viewports) {
  test.describe(`header search at ${viewport.name} width`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } })

    test('typing "lau" shows at most 5 suggestions with counts and product previews; the keyboard picks a product', async ({
      page,
    }) => {
      await page.goto('/')
      await typeSearch(page, 'lau')
      const box = searchBox(page)
      await expect(box).toHaveAttribute('aria-expanded', 'true')

      // Suggestions and products answer separately; the live region speaks once both are shown.
      await expect(searchStatus(page)).toHaveText(/^[1-5] Vorschläge, [1-9]\d* Produkte$/)
      const spoken = /^(\d+) Vorschläge, (\d+) Produkte$/.exec((await searchStatus(page).textContent()) ?? '')
      const suggestionCount = Number(spoken?.[1])
      const productCount = Number(spoken?.[2])
      // Spec §3: each suggestion starts with what was typed; a search link shows its number of
      // results (search-attributes.spec.ts checks them), a category link none.
      await expect(suggestions(page)).toHaveText(Array.from({ length: suggestionCount }, () => /^lau/i))
      await expect(
        suggestions(page)
          .filter({ hasText: /\d+ Treffer$/ })
          .first(),
      ).toBeVisible()
      await expect(products(page)).toHaveCount(productCount)
      await expect(products(page).first()).toContainText('€')
      await expect(products(page).first().locator('img')).toBeVisible()

      // Down through every suggestion to the first product; the active option follows.
      for (let step = 0; step <= suggestionCount; step++) await box.press('ArrowDown')
      const firstProduct = products(page).first()
      await expect(firstProduct).toHaveAttribute('aria-selected', 'true')
      await expect(box).toHaveAttribute(
        'aria-activedescendant',
        (await firstProduct.getAttribute('id')) ?? '',
      )
      const chosen = spaced((await firstProduct.textContent()) ?? '')

      await box.press('Enter')
      await expect(page).toHaveURL(/\/p\/[a-z0-9-]+\/$/)
      // The product page's heading is the chosen product's name.
      const heading = page.getByRole('heading', { level: 1 })
      await expect
        .poll(async () => {
          const name = spaced((await heading.textContent()) ?? '')
          return name !== '' && chosen.includes(name)
        })
        .toBe(true)
      await expect(listbox(page)).toBeHidden()
      await expect(searchBox(page)).toHaveValue('')
    })

    test('the keyboard picks a suggestion and opens its own page', async ({ page, request }) => {
      // The shop's first suggestion for "lau", which the panel lists first.
      const answer = v.parse(autosuggestSchema, await (await request.get('/autosuggest/list/?q=lau')).json())
      const first = answer.data[0]
      expect(first?.url.startsWith('/')).toBe(true)
      await page.goto('/')
      await typeSearch(page, 'lau')
      const box = searchBox(page)
      await expect(suggestions(page).first()).toContainText(first?.phrase ?? '-')
      await box.press('ArrowUp')
      await box.press('ArrowDown')
      // ArrowUp from nothing wraps to the last option; ArrowDown from there wraps to the first.
      await expect(suggestions(page).first()).toHaveAttribute('aria-selected', 'true')
      await box.press('Enter')
      const target = pageOf(first?.url ?? '')
      await expect.poll(() => pageOf(page.url())).toEqual(target)
      const heading = page.getByRole('heading', { level: 1 })
      const q = new URLSearchParams(target.query).get('q')
      if (target.path === '/search/' && q !== null)
        await expect(heading).toHaveText(`Suchergebnisse für „${q}“`)
      // A category page is headed by the category the phrase names ("laufschuhe damen" → Laufschuhe).
      else await expect(heading).toHaveText(new RegExp(`^${first?.phrase.split(' ')[0] ?? '-'}$`, 'i'))
      await expect(searchBox(page)).toHaveValue('')
    })

    test('clicking a part of the panel that is not a control keeps it open and the query typed', async ({
      page,
    }) => {
      await page.clock.install()
      await gotoHydrated(page, '/')
      await typeSearch(page, 'lau')
      const posts = page.getByRole('banner').getByRole('heading', { name: 'Ratgeber', exact: true })
      await expect(posts).toBeVisible()
      await posts.click()
      // Past the popups' 300 ms close delay.
      await page.clock.runFor(1_000)
      await expect(listbox(page)).toBeVisible()
      await expect(searchBox(page)).toHaveValue('lau')
      await expect(searchBox(page)).toBeFocused()

      await searchBox(page).fill('xqzqx')
      const noResults = page.getByText('Keine Vorschläge für „xqzqx“.', { exact: true }).first()
      await expect(noResults).toBeVisible()
      await noResults.click()
      await page.clock.runFor(1_000)
      await expect(searchBox(page)).toHaveValue('xqzqx')

      // Links in the panel still work.
      await page.getByRole('link', { name: 'Alle Ergebnisse für „xqzqx“' }).click()
      await expect(page).toHaveURL(/\/search\/\?q=xqzqx$/)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Suchergebnisse für „xqzqx“')
    })

    test('the live region announces the count, no results, and a failure', async ({ page }) => {
      await gotoHydrated(page, '/')
      await typeSearch(page, 'lau')
      await expect(searchStatus(page)).toHaveText(/^\d+ Vorschläge, \d+ Produkte$/)
      await searchBox(page).fill('xqzqx')
      await expect(searchStatus(page)).toHaveText('Keine Vorschläge für „xqzqx“.')
      // The shop does not answer for this phrase: the panel says so instead of staying silent.
      await page.route(
        (url) => url.pathname.includes('/_serverFn/') && url.search.includes('helmx'),
        (route) => route.abort(),
      )
      await searchBox(page).fill('helmx')
      await expect(searchStatus(page)).toHaveText('Die Suche antwortet gerade nicht.')
    })

    test('submitting "  Lauf   schuhe, rot " lands on /search/?q=Lauf+schuhe,+rot', async ({ page }) => {
      await page.goto('/')
      await typeSearch(page, 'lau')
      await searchBox(page).fill('  Lauf   schuhe, rot ')
      await searchBox(page).press('Enter')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Suchergebnisse für „Lauf schuhe, rot“',
      )
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/search/?q=Lauf+schuhe,+rot')
      await expect(listbox(page)).toBeHidden()
    })

    test('Escape closes the panel and clears the query; the full-search link without a phrase goes to /search/', async ({
      page,
    }) => {
      await page.goto('/')
      await typeSearch(page, 'lau')
      await searchBox(page).press('Escape')
      await expect(listbox(page)).toBeHidden()
      await expect(searchBox(page)).toHaveValue('')
      await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'false')
      await expect(searchBox(page)).toBeFocused()

      await searchBox(page).click()
      await page.getByRole('link', { name: 'Alle Produkte durchsuchen' }).click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Alle Artikel')
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/search/')
    })

    test('axe finds no violations with the panel open', async ({ page }) => {
      await page.goto('/')
      await typeSearch(page, 'lau')
      await searchBox(page).press('ArrowDown')
      await expectNoAxeViolations(page)
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)
      expect(overflow).toBe(false)
    })
  })
}

test.describe('header search in English', () => {
  test('submits to the localized results page', async ({ page }) => {
    await page.goto('/en/')
    const box = page.getByRole('combobox', { name: 'Search' })
    await expect(async () => {
      await box.fill('lau')
      await expect(page.getByRole('group', { name: 'Suggestions' }).getByRole('option').first()).toBeVisible({
        timeout: 3_000,
      })
    }).toPass({ timeout: 30_000 })
    await box.fill('ski, helm')
    await box.press('Enter')
    await expect(page).toHaveURL(/\/en\/search\/\?q=ski,\+helm$/)
    await expect(page.getByRole('heading', { level: 1 })).toContainText('ski, helm')
  })
})

test.describe('header search without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('is a plain form that goes to the results page', async ({ page }) => {
    await page.goto('/')
    await searchBox(page).fill('laufschuhe')
    await searchBox(page).press('Enter')
    await expect(page).toHaveURL(/\/search\/\?q=laufschuhe$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Suchergebnisse für „laufschuhe“')
  })
})
