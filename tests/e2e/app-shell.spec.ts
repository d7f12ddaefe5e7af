import AxeBuilder from '@axe-core/playwright'
import { expectNoAxeViolations } from '../setup/accounts'
import { gotoHydrated } from '../setup/hydration'
import { expect, test } from '../setup/test'

test.describe('home and locales', () => {
  test("the shop build holds no team-shop route (spec §2): the team list and a team's pages are 404", async ({
    request,
  }) => {
    for (const path of ['/list/', '/list/sv-schladming/', '/info/impressum/', '/sv-schladming/p/x/']) {
      expect((await request.get(path)).status(), path).toBe(404)
    }
  })

  test('serves / as server-rendered German HTML', async ({ request }) => {
    const response = await request.get('/')
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toContain('text/html')
    const html = await response.text()
    expect(html).toContain('<html lang="de-AT"')
    expect(html).toContain('Raus in die Berge')
  })

  test('shows the shell: logo home link, search, account, wishlist, cart, footer links', async ({ page }) => {
    await page.goto('/')
    const header = page.getByRole('banner')
    await expect(header.getByRole('link', { name: 'Sportalpin – zur Startseite' })).toHaveAttribute(
      'href',
      '/',
    )
    await expect(header.getByRole('combobox', { name: 'Suche' })).toBeVisible()
    await expect(header.getByRole('link', { name: 'Konto' })).toBeVisible()
    await expect(header.getByRole('link', { name: 'Wunschliste' })).toBeVisible()
    // A link to the cart page until the page has hydrated, then the button of the mini-cart.
    await expect(
      header.getByRole('link', { name: /^Warenkorb/ }).or(header.getByRole('button', { name: /^Warenkorb/ })),
    ).toBeVisible()
    const footer = page.getByRole('contentinfo')
    await expect(
      footer.getByRole('navigation', { name: 'Service' }).getByRole('link', { name: 'Versand & Lieferung' }),
    ).toBeVisible()
    await expect(
      footer.getByRole('navigation', { name: 'Rechtliches' }).getByRole('link', { name: 'Impressum' }),
    ).toBeVisible()
  })

  test('serves English under /en/ and switches language from the footer', async ({ page, context }) => {
    // Hydrated first: a click while React takes the page over could fall between the two.
    await gotoHydrated(page, '/en/')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Out to the mountains. Into the season.')
    await expect(page.getByRole('link', { name: 'Sportalpin – home' })).toHaveAttribute('href', '/en/')

    await page
      .getByRole('navigation', { name: 'Language' })
      .getByRole('link', { name: 'Deutsch (Österreich)' })
      .click()
    // The German home, not the English one (which ends with a slash too); a full page load.
    await expect(page).toHaveURL(/^http:\/\/[^/]+\/$/, { timeout: 10_000 })
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-AT', { timeout: 10_000 })
    const localeCookie = (await context.cookies()).find((cookie) => cookie.name === 'LOCALE')
    expect(localeCookie?.value).toBe('de-AT')
    const daysLeft = ((localeCookie?.expires ?? 0) - Date.now() / 1000) / 86_400
    expect(daysLeft).toBeGreaterThan(364)
    expect(daysLeft).toBeLessThanOrEqual(366)
  })

  test('lays out for phones and desktops without accessibility violations', async ({ page }) => {
    for (const viewport of [
      { width: 320, height: 700 },
      { width: 1280, height: 900 },
    ]) {
      await page.setViewportSize(viewport)
      await page.goto('/')
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      // Nothing sticks out sideways: no horizontal scrolling on a small phone.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(overflow).toBeLessThanOrEqual(0)
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze()
      expect(results.violations).toEqual([])
    }
  })
})

test.describe('routing rules', () => {
  test('answers a path with broken escapes with the styled page in its language, and the API with JSON', async ({
    page,
    request,
  }) => {
    const german = await page.goto('/p/%ff/')
    expect(german?.status()).toBe(404)
    expect(german?.headers()['content-type']).toMatch(/^text\/html/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-AT')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Diese Seite gibt es leider nicht')

    const english = await page.goto('/en/damen/%E0%A4%A/')
    expect(english?.status()).toBe(404)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')

    const api = await request.get('/api/v1/catalog/product/%ff/')
    expect(api.status()).toBe(400)
    expect(await api.json()).toEqual({
      message: 'The URL is malformed: a percent escape in its path is not UTF-8.',
    })
  })

  test('answers a page whose query string cannot be decoded with the styled 400 view in its language', async ({
    page,
    request,
  }) => {
    const german = await page.goto('/search/?q=%ff')
    expect(german?.status()).toBe(400)
    expect(german?.headers()['content-type']).toMatch(/^text\/html/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-AT')
    await expect(page).toHaveTitle('Bad Request')
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Diese Adresse ist fehlerhaft')
    // Still the 400 view once the page is interactive, and its way home works.
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Diese Adresse ist fehlerhaft')
    await expectNoAxeViolations(page, 'bad request')
    await main.getByRole('link', { name: 'Zur Startseite' }).click()
    await expect(page).toHaveURL('/')
    await expect(main.getByRole('heading', { level: 1 })).not.toHaveText('Diese Adresse ist fehlerhaft')

    const english = await page.goto('/en/herren/?filters=%ff')
    expect(english?.status()).toBe(400)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(
      'This address is malformed',
    )
    // Still the 400 view once the page is interactive, at the address the shopper typed: the router
    // must not drop the undecodable filter and turn the page into the clean category page.
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(
      'This address is malformed',
    )
    await expect(page).toHaveURL('/en/herren/?filters=%ff')

    for (const path of ['/outlet/?page=%', '/p/%ff/?q=%E4', '/marken/?x=%C3', '/en/search/?q=a%ZZ']) {
      const response = await request.get(path, { maxRedirects: 0 })
      expect(response.status(), path).toBe(400)
      expect(response.headers()['cache-control'], path).toBe('no-store')
      expect(await response.text(), path).toContain('<h1')
    }
    // Well-formed queries are untouched, and the API keeps answering JSON.
    expect((await request.get('/search/?q=%C3%A4', { maxRedirects: 0 })).status()).toBe(200)
    const api = await request.get('/autosuggest/list/?q=%ff')
    expect(api.headers()['content-type']).toMatch(/^application\/json/)
  })

  test('redirects a page URL without trailing slash permanently, keeping the query string', async ({
    request,
  }) => {
    const response = await request.get('/marken?sortField=price&sortType=asc', { maxRedirects: 0 })
    expect(response.status()).toBe(301)
    expect(response.headers().location).toBe('/marken/?sortField=price&sortType=asc')
  })

  test('never turns a doubled slash into a redirect to another host', async ({ request, baseURL }) => {
    const response = await request.get(`${baseURL ?? ''}//evil.example/path`, { maxRedirects: 0 })
    expect(response.status()).toBe(301)
    expect(response.headers().location).toBe('/evil.example/path/')
  })

  test('names the shop in the title of the cart and the wishlist, in both languages', async ({ page }) => {
    for (const [path, title] of [
      ['/warenkorb/', 'Warenkorb | Sportalpin'],
      ['/wishlist/', 'Wunschliste | Sportalpin'],
      ['/en/warenkorb/', 'Cart | Sportalpin'],
      ['/en/wishlist/', 'Wishlist | Sportalpin'],
    ] as const) {
      await page.goto(path)
      await expect(page, path).toHaveTitle(title)
    }
  })

  test('answers an unknown page with 404 and the Page Not Found view', async ({ page }) => {
    const response = await page.goto('/diese-seite-gibt-es-nicht/')
    expect(response?.status()).toBe(404)
    await expect(page).toHaveTitle('Page Not Found')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Diese Seite gibt es leider nicht')
    await expect(page.getByRole('banner')).toBeVisible()
    const results = await new AxeBuilder({ page }).analyze()
    expect(results.violations).toEqual([])
  })

  test('answers invalid route params with 404 "Page Not Found: {full path}"', async ({ page }) => {
    const response = await page.goto('/doi/thankyou/no!good/')
    expect(response?.status()).toBe(404)
    await expect(page).toHaveTitle('Page Not Found')
    await expect(page.getByText('Page Not Found: /doi/thankyou/no!good/')).toBeVisible()
  })

  test('passes well-formed params to the route, which decides: an unknown opt-in link is a 404', async ({
    page,
  }) => {
    // Well-formed, so the route's own check asks the shop, which knows no such link.
    const response = await page.goto('/doi/thankyou/4f9a2c7e1b/')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Diese Seite gibt es leider nicht')
    await expect(page.getByText('Page Not Found: /doi/thankyou/4f9a2c7e1b/')).toHaveCount(0)
  })

  test('answers a forced server error with 500 and the Internal Server Error view', async ({ page }) => {
    const response = await page.goto('/diagnostics/error/')
    expect(response?.status()).toBe(500)
    await expect(page).toHaveTitle('Internal Server Error')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Da ist etwas schiefgelaufen')
    await expect(page.getByRole('button', { name: 'Erneut versuchen' })).toBeVisible()
  })

  test('localizes the error views under /en/', async ({ page }) => {
    const response = await page.goto('/en/no-such-page/')
    expect(response?.status()).toBe(404)
    await expect(page).toHaveTitle('Page Not Found')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page does not exist')
  })

  test('gives bots the error status without rendering the error view', async ({ request }) => {
    const response = await request.get('/diagnostics/error/', {
      headers: { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
    })
    expect(response.status()).toBe(500)
    const body = await response.text()
    expect(body).not.toContain('Da ist etwas schiefgelaufen')
    expect(body).not.toContain('<html')
  })
})

test.describe('locale messages', () => {
  test('serves a locale’s messages as JSON cached for a day', async ({ request }) => {
    const response = await request.get('/_i18n/at/messages.json')
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toContain('application/json')
    expect(response.headers()['cache-control']).toBe('public, max-age=86400')
    const messages = (await response.json()) as Record<string, string>
    expect(messages.not_found_title).toBe('Page Not Found')
    expect(messages.header_search_label).toBe('Suche')
  })

  test('answers an unknown locale with 404', async ({ request }) => {
    const response = await request.get('/_i18n/xx/messages.json')
    expect(response.status()).toBe(404)
  })
})
