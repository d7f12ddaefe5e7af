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
