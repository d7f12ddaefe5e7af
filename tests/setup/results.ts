import { expect } from '@playwright/test'
import type { Locator, Page } from '@playwright/test'

/**
 * The results region of a category, brand, outlet or search page, named by its count ("24 Artikel").
 * It is `aria-busy` while a client-side navigation waits for the next page's data.
 */
export function resultsRegion(page: Page): Locator {
  return page.getByRole('main').getByRole('region', { name: /^[\d.]+ Artikel$/ })
}

/** The names of the listed products, in order. */
export function productNames(page: Page): Locator {
  return resultsRegion(page).getByRole('article').getByRole('heading', { level: 3 })
}

/**
 * Waits until the results page headed `heading` is shown and no navigation is pending. The URL is no
 * proof: it changes when a client-side navigation starts, while the previous results are still shown.
 */
export async function expectResultsPage(page: Page, heading: string | RegExp): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
  await expectResultsSettled(page)
}

/**
 * Waits until no navigation is pending. On its own this only proves the current page is complete, not
 * that it is the page a click asked for: wait for something only that page shows first.
 */
export async function expectResultsSettled(page: Page): Promise<void> {
  await expect(resultsRegion(page)).toHaveAttribute('aria-busy', 'false')
}

/** The brand of every listed product (the first line of each card), lower-cased. */
export async function cardBrands(page: Page): Promise<string[]> {
  return resultsRegion(page)
    .getByRole('article')
    .evaluateAll((cards) => cards.map((card) => card.querySelector('p')?.textContent.toLowerCase() ?? ''))
}

/** The checkbox of a filter group in the desktop filter panel. */
export function filterGroup(page: Page, name: string) {
  return page.getByRole('complementary').getByRole('group', { name })
}

/** The values of a group, highest count first: the tests tick the biggest ones so pages stay full. */
export async function biggestValues(page: Page, group: string, howMany: number): Promise<string[]> {
  const labels = await filterGroup(page, group)
    .getByRole('checkbox')
    .evaluateAll((boxes) => boxes.map((box) => box.getAttribute('aria-label') ?? ''))
  return labels
    .map((label) => {
      const match = /^(.*?),\s*(\d+) Artikel$/.exec(label.trim())
      return { name: match?.[1]?.trim() ?? '', count: Number(match?.[2] ?? 0) }
    })
    .sort((a, b) => b.count - a.count)
    .slice(0, howMany)
    .map((value) => value.name)
}
