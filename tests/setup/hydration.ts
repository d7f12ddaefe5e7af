import type { Page } from '@playwright/test'

/** Opens a page and waits until React has hydrated it, so the next click is handled by the app. */
export async function gotoHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url)
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
}

/**
 * Holds back the page's scripts until the returned function is called: the moment on a slow phone
 * between the server's HTML being usable and the page's script taking over.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release: () => void = () => undefined
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route('**/assets/*.js', async (route) => {
    await released
    await route.continue()
  })
  return release
}
