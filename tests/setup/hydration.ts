import type { Page } from '@playwright/test'

/** Opens a page and waits until React has hydrated it, so the next click is handled by the app. */
export async function gotoHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url)
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
}
