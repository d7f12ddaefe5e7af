import type { Page } from '@playwright/test'
import { expectNoAxeViolations } from '../setup/accounts'
import { gotoHydrated } from '../setup/hydration'
import { chooseSize, findProduct, firstInStock, inStockCount, confirmAdded } from '../setup/products'
import { killServer, pgliteEnv, prepareDatabase, startServer } from '../setup/server-process'
import type { RunningServer } from '../setup/server-process'
import { addConsentChoice, expect, test } from '../setup/test'

/**
 * Issue 10: the guide, the static and service pages, the store locator with its map, the store pages
 * with "my store", and the flyers as flip-books.
 */

const VIENNA = { latitude: 48.2082, longitude: 16.3738 }

/** The page's JSON-LD block of one `@type`, as the server sent it. */
async function jsonLdOfType(page: Page, type: string): Promise<unknown> {
  const blocks = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent) as unknown))
  const found = blocks.find(
    (block) =>
      typeof block === 'object' && block !== null && (block as { '@type'?: unknown })['@type'] === type,
  )
  expect(found, `JSON-LD ${type} on ${page.url()}`).toBeDefined()
  return found
}

/** No horizontal scrolling, then axe: the page at a phone and a desktop width. */
async function expectAccessibleAtBothWidths(page: Page, path: string) {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 900 },
  ]) {
    await page.setViewportSize(viewport)
    await gotoHydrated(page, path)
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow, `horizontal overflow of ${path} at ${viewport.width} px`).toBeLessThanOrEqual(0)
    await expectNoAxeViolations(page, `${path} at ${viewport.width} px`)
  }
}

test.describe('guide and content pages', () => {
  test('every footer and menu link leads to a page', async ({ page, request }) => {
    // A couple of hundred server-rendered pages: on a busy CI machine that is more than 30 s.
    test.setTimeout(120_000)
    await gotoHydrated(page, '/')
    const hrefs = new Set(
      await page.evaluate(() =>
        [...document.querySelectorAll<HTMLAnchorElement>('footer a[href], header nav a[href]')]
          .map((link) => link.getAttribute('href') ?? '')
          .filter((href) => href.startsWith('/')),
      ),
    )
    // The footer's 13 links and the menu's gender, category, brand and banner links.
    expect(hrefs.size).toBeGreaterThan(30)
    for (const path of ['/shops/', '/blog/', '/werbung/', '/static/impressum/', '/services/kontakt/'])
      expect(hrefs, `the footer links ${path}`).toContain(path)
    // Each once, two at a time (the server's cores); a personal area may first send a visitor to the
    // login, which must answer too.
    const queue = [...hrefs]
    const statuses: string[] = []
    await Promise.all(
      [0, 1].map(async () => {
        for (let href = queue.shift(); href !== undefined; href = queue.shift())
          statuses.push(`${href} ${String((await request.get(href)).status())}`)
      }),
    )
    expect(statuses.filter((status) => !status.endsWith(' 200'))).toEqual([])
    expect(statuses).toHaveLength(hrefs.size)
  })

  test('guide list → page 2 → article → a matching product', async ({ page }) => {
    await gotoHydrated(page, '/blog/')
    await expect(page.getByRole('heading', { level: 1, name: 'Ratgeber' })).toBeVisible()
    const pagination = page.getByRole('navigation', { name: 'Seitennavigation' })
    await pagination.getByRole('link', { name: 'Seite 2' }).click()
    await expect(page).toHaveURL(/\/blog\/\?page=2$/)
    await expect(pagination.getByRole('link', { name: 'Seite 2' })).toHaveAttribute('aria-current', 'page')
    const firstPost = page.getByRole('main').getByRole('article').first()
    const title = (await firstPost.getByRole('heading').textContent()) ?? ''
    await firstPost.getByRole('link').click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    await expect(page.getByText(/\d+ Min\. Lesezeit/).first()).toBeVisible()
    const products = page.getByRole('region', { name: 'Passende Produkte' })
    const product = products.getByRole('article').first()
    const productName = (await product.getByRole('heading').textContent())?.trim() ?? ''
    await product.getByRole('link').first().click()
    await expect(page).toHaveURL(/\/p\/[a-z0-9-]+\/$/)
    await expect(page.getByRole('heading', { level: 1 })).toContainText(productName.slice(0, 20))
  })

  test('article → its author’s page, listing the article; the Article names that page as author.url', async ({
    page,
  }) => {
    await gotoHydrated(page, '/blog/article/einstieg-ins-trailrunning/')
    const title = (await page.getByRole('heading', { level: 1 }).textContent()) ?? ''
    const byline = page.getByRole('main').locator('p', { hasText: /^Von / }).getByRole('link')
    const authorName = ((await byline.textContent()) ?? '').trim()
    expect(authorName).not.toBe('')
    const articleLd = await jsonLdOfType(page, 'Article')
    await byline.click()

    await expect(page).toHaveURL(/\/blog\/autor\/[a-z0-9-]+\/$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(authorName)
    await expect(page).toHaveTitle(`${authorName}: Beiträge im Ratgeber | Sportalpin`)
    const trail = page.getByRole('navigation', { name: 'Brotkrümelnavigation' })
    await expect(trail.getByRole('link', { name: 'Ratgeber' })).toBeVisible()
    await expect(trail).toContainText(authorName)
    const posts = page.getByRole('region', { name: `Beiträge von ${authorName}` })
    await expect(posts.getByRole('heading', { name: title, exact: true })).toBeVisible()

    // The article's structured data points at this very page (read from the server's HTML).
    const authorPage = await page.locator('head link[rel="canonical"]').getAttribute('href')
    expect(authorPage).toMatch(/^https?:\/\/[^/]+\/blog\/autor\/[a-z0-9-]+\/$/)
    expect(articleLd).toMatchObject({ author: { '@type': 'Person', name: authorName, url: authorPage } })
    await gotoHydrated(page, new URL(page.url()).pathname)
    expect(await jsonLdOfType(page, 'ProfilePage')).toMatchObject({
      url: authorPage,
      mainEntity: { '@type': 'Person', name: authorName, url: authorPage },
    })
    expect(await jsonLdOfType(page, 'BreadcrumbList')).toMatchObject({
      itemListElement: [{ name: 'Startseite' }, { name: 'Ratgeber' }, { name: authorName, item: authorPage }],
    })
  })

  test('an author’s page speaks English at /en/, bio included', async ({ page }) => {
    await gotoHydrated(page, '/en/blog/autor/lena-hofer/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lena Hofer')
    await expect(page).toHaveTitle('Lena Hofer: guide articles | Sportalpin')
    await expect(page.getByText(/^Lena heads our running desk/)).toBeVisible()
    await expect(
      page.getByRole('region', { name: 'Articles by Lena Hofer' }).getByRole('article'),
    ).not.toHaveCount(0)
  })

  test('an unknown guide section, article or content page is a 404', async ({ request }) => {
    for (const path of [
      '/blog/gibt-es-nicht/',
      '/blog/article/gibt-es-nicht/',
      '/blog/autor/niemand/',
      '/blog/autor/Lena%20Hofer/',
      '/blog/autor/lena-hofer/?page=99',
      '/static/nope/',
      '/services/nope/',
    ]) {
      expect((await request.get(path)).status(), path).toBe(404)
    }
    expect((await request.get('/blog/?page=99')).status()).toBe(404)
  })

  test('a long service page has a table of contents whose links reach its sections', async ({ page }) => {
    await gotoHydrated(page, '/static/datenschutz/')
    const contents = page.getByRole('navigation', { name: 'Inhalt' })
    await contents.getByRole('link', { name: 'Deine Rechte' }).click()
    await expect(page).toHaveURL(/#deine-rechte$/)
    await expect(page.getByRole('heading', { level: 2, name: 'Deine Rechte' })).toBeInViewport()
  })

  test('the contact page links its phone number and e-mail address', async ({ page }) => {
    await page.goto('/services/kontakt/')
    await expect(
      page
        .getByRole('main')
        .getByRole('link', { name: /@sportalpin\.at$/ })
        .first(),
    ).toHaveAttribute('href', /^mailto:/)
    await expect(page.getByRole('main').getByRole('link', { name: /^\+43/ }).first()).toHaveAttribute(
      'href',
      /^tel:\+43\d+$/,
    )
  })
})

test.describe('store locator and store pages', () => {
  test('search "graz" → list and map → store page → my store, shown in the header after a reload', async ({
    page,
  }) => {
    await gotoHydrated(page, '/shops/')
    await page.getByLabel('Ort, Postleitzahl oder Filiale').fill('graz')
    await page.getByRole('main').getByRole('button', { name: 'Suchen', exact: true }).click()
    await expect(page).toHaveURL(/\/shops\/\?q=graz$/)
    await expect(page.getByRole('main').getByRole('status')).toHaveText('2 Filialen gefunden für „graz“.')
    const list = page.getByRole('region', { name: 'Filialliste' })
    await expect(list.getByRole('heading', { level: 2 })).toHaveText([
      'Sportalpin Graz Herrengasse',
      'Sportalpin Graz Lazarettgürtel',
    ])
    const map = page.getByRole('group', { name: 'Karte von Österreich mit 2 Filialen' })
    await expect(map.getByRole('link')).toHaveCount(2)
    // A marker is a link to its store's entry in the list.
    await map.getByRole('link', { name: 'Sportalpin Graz Lazarettgürtel' }).focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/#store-graz-lazarettguertel$/)

    await list.getByRole('link', { name: 'Sportalpin Graz Herrengasse' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sportalpin Graz Herrengasse')
    await expect(page.getByRole('banner').getByRole('link', { name: 'Filiale wählen' })).toBeVisible()
    await page.getByRole('button', { name: 'Als meine Filiale festlegen' }).click()
    await expect(page.getByText('Meine Filiale', { exact: true })).toBeVisible()
    await page.reload()
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Meine Filiale: Sportalpin Graz Herrengasse' }),
    ).toBeVisible()
    // The locator lists it first.
    await gotoHydrated(page, '/shops/')
    await expect(
      page.getByRole('region', { name: 'Filialliste' }).getByRole('heading', { level: 2 }).first(),
    ).toHaveText('Sportalpin Graz Herrengasse')
  })

  test('my store is preselected for click & collect in the checkout', async ({ page, request }) => {
    await gotoHydrated(page, '/shop/salzburg-europark/')
    await page.getByRole('button', { name: 'Als meine Filiale festlegen' }).click()
    await expect(page.getByRole('main').getByText('Meine Filiale', { exact: true })).toBeVisible()
    const product = await findProduct(request, (candidate) => inStockCount(candidate) > 0)
    await gotoHydrated(page, product.url)
    await chooseSize(page, firstInStock(product).label)
    await page.getByRole('button', { name: 'In den Warenkorb' }).click()
    await confirmAdded(page)
    await expect(page.getByRole('status').filter({ hasText: 'liegt jetzt im Warenkorb' })).toBeVisible()
    await page.goto('/checkout/')
    await page.getByText('Click & Collect in der Filiale', { exact: true }).click()
    await expect(page.getByLabel('Abholfiliale')).toHaveValue(/^\d+$/)
    await expect(page.getByLabel('Abholfiliale').locator('option:checked')).toHaveText(/Salzburg Europark/)
  })

  test('"use my location" in Vienna lists the Vienna stores first', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, geolocation: VIENNA, permissions: ['geolocation'] })
    const page = await context.newPage()
    await gotoHydrated(page, '/shops/')
    await page.getByRole('button', { name: 'Meinen Standort verwenden' }).click()
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      'Die Filialen sind nach Entfernung zu deinem Standort sortiert.',
    )
    const names = page.getByRole('region', { name: 'Filialliste' }).getByRole('heading', { level: 2 })
    await expect(names.nth(0)).toContainText('Wien')
    await expect(names.nth(1)).toContainText('Wien')
    await expect(names.nth(2)).toContainText('Wien')
    await expect(
      page
        .getByRole('region', { name: 'Filialliste' })
        .getByText(/^\d+,\d km$/)
        .first(),
    ).toBeVisible()
    await context.close()
  })

  test('"use my location" refused says so and keeps the list', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, permissions: [] })
    const page = await context.newPage()
    await gotoHydrated(page, '/shops/')
    await page.getByRole('button', { name: 'Meinen Standort verwenden' }).click()
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      'Du hast den Zugriff auf deinen Standort nicht erlaubt. Suche stattdessen nach Ort oder Postleitzahl.',
    )
    await expect(
      page.getByRole('region', { name: 'Filialliste' }).getByRole('heading', { level: 2 }),
    ).toHaveCount(32)
    await context.close()
  })

  test('open now on a Wednesday morning, closed on a Sunday (Vienna time, the browser’s clock)', async ({
    page,
  }) => {
    await page.clock.setFixedTime(new Date('2026-11-25T10:00:00+01:00'))
    await gotoHydrated(page, '/shop/graz-herrengasse/')
    await expect(page.getByText('Jetzt geöffnet · bis 19:00')).toBeVisible()
    await expect(page.getByRole('row', { name: /Mittwoch/ })).toHaveAttribute('aria-current', 'date')

    await page.clock.setFixedTime(new Date('2026-11-29T11:00:00+01:00'))
    await gotoHydrated(page, '/shop/graz-herrengasse/')
    await expect(page.getByText('Geschlossen', { exact: true })).toBeVisible()
    await expect(page.getByText('Heute geschlossen')).toBeVisible()
    await expect(page.getByRole('row', { name: /Sonntag/ })).toHaveAttribute('aria-current', 'date')
  })

  test('the map is drawn without JavaScript and without a request to another host', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false })
    const page = await context.newPage()
    const hosts = new Set<string>()
    page.on('request', (request) => hosts.add(new URL(request.url()).host))
    await page.goto('/shops/')
    const map = page.getByRole('group', { name: 'Karte von Österreich mit 32 Filialen' })
    // Austria's outline, an image inside the map (so the map counts as the page's largest paint).
    await expect(map.locator('image')).toHaveCount(1)
    await expect(map.getByRole('link')).toHaveCount(32)
    await page.goto('/shop/wien-mitte/')
    await expect(page.getByRole('img', { name: /Lage von Sportalpin Wien Mitte/ })).toBeVisible()
    expect([...hosts]).toEqual([new URL(baseURL ?? '').host])
    await context.close()
  })

  test('an unknown store is a 404', async ({ request }) => {
    expect((await request.get('/shop/gibt-es-nicht/')).status()).toBe(404)
  })
})

test.describe('flyers', () => {
  test('/werbung/ → a shop → a flyer → next page by arrow key', async ({ page }) => {
    await gotoHydrated(page, '/werbung/')
    await page.getByLabel('Ort, Postleitzahl oder Filiale').fill('Innsbruck')
    await page.getByRole('main').getByRole('button', { name: 'Suchen', exact: true }).click()
    await page.getByRole('link', { name: /Sportalpin Innsbruck DEZ/ }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Flugblätter – Sportalpin Innsbruck DEZ')
    const flyer = page.getByRole('main').getByRole('article').first()
    const title = (await flyer.getByRole('heading').textContent()) ?? ''
    await flyer.getByRole('link').click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    const book = page.getByRole('region', { name: `Flugblatt ${title}` })
    await expect(book.getByText(/^Seite 1 von \d+$/)).toBeVisible()
    await expect(book.getByRole('button', { name: 'Nächste Seite' })).toBeEnabled()
    await page.keyboard.press('ArrowRight')
    await expect(book.getByText(/^Seiten 2–3 von \d+$/)).toBeVisible()
    await book.getByRole('button', { name: 'Zu Seite 1', exact: true }).click()
    await expect(book.getByText(/^Seite 1 von \d+$/)).toBeVisible()
    await book.getByRole('button', { name: 'Vergrößern' }).click()
    const zoom = page.getByRole('dialog', { name: /^Seite 1 von/ })
    await expect(zoom.getByRole('img', { name: new RegExp(`Seite 1 von`) })).toBeVisible()
    await zoom.getByRole('button', { name: 'Vergrößerung schließen' }).click()
    await expect(zoom).toBeHidden()
  })

  test('on a phone, one page at a time, turned by a swipe', async ({ browser, baseURL }) => {
    const context = await browser.newContext({
      baseURL,
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
    })
    // The swipe is near the bottom of a phone's screen, where the consent banner would sit.
    await addConsentChoice(context, baseURL)
    const page = await context.newPage()
    await gotoHydrated(page, '/werbung/winterkatalog-2026-27/')
    const book = page.getByRole('region', { name: /^Flugblatt / })
    await expect(book.getByText(/^Seite 1 von \d+$/)).toBeVisible()
    await expect(book.getByRole('button', { name: 'Nächste Seite' })).toBeEnabled()
    const box = await page.locator('.flyer-book').boundingBox()
    if (!box) throw new Error('The flip-book has no box')
    const y = box.y + box.height / 2
    const cdp = await context.newCDPSession(page)
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchStart',
      touchPoints: [{ x: box.x + box.width * 0.8, y }],
    })
    for (const share of [0.7, 0.55, 0.4, 0.25]) {
      await cdp.send('Input.dispatchTouchEvent', {
        type: 'touchMove',
        touchPoints: [{ x: box.x + box.width * share, y }],
      })
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
    await expect(book.getByText(/^Seite 2 von \d+$/)).toBeVisible()
    await context.close()
  })
})

/**
 * A node configured otherwise: flyers off (FLIPPING_BOOK_PREFIX set empty) and an interactive map
 * style (MAP_STYLE_URL), whose host the journey plays with Playwright's routing.
 */
test.describe('a node with flyers off and an interactive map', () => {
  const STYLE_URL = 'http://tiles.sportalpin.test/styles/basic/style.json'
  let server: RunningServer | undefined

  test.beforeAll(async () => {
    test.setTimeout(120_000)
    const env = { ...pgliteEnv(), FLIPPING_BOOK_PREFIX: '', MAP_STYLE_URL: STYLE_URL }
    prepareDatabase(env)
    server = await startServer(4340 + (Number(process.env.E2E_PORT ?? 4173) % 10), env)
  })

  test.afterAll(() => {
    killServer(server)
  })

  test('the flyer routes answer 404 and the store page lists no flyers', async () => {
    const url = server?.url ?? ''
    for (const path of ['/werbung/', '/werbung/winterkatalog-2026-27/', '/werbung/shop/wien-mitte/']) {
      expect((await fetch(`${url}${path}`)).status, path).toBe(404)
    }
    const store = await fetch(`${url}/shop/wien-mitte/`)
    expect(store.status).toBe(200)
    expect(await store.text()).not.toContain('Aktuelle Flugblätter')
  })

  test('the interactive map replaces the drawn one once its style has loaded', async ({ page }) => {
    const url = server?.url ?? ''
    const hosts = new Set<string>()
    page.on('request', (request) => hosts.add(new URL(request.url()).host))
    await page.route(`${new URL(STYLE_URL).origin}/**`, (route) =>
      route.fulfill({
        json: {
          version: 8,
          sources: {},
          layers: [{ id: 'land', type: 'background', paint: { 'background-color': '#dfeadf' } }],
        },
        headers: { 'access-control-allow-origin': '*' },
      }),
    )
    await gotoHydrated(page, `${url}/shops/`)
    const interactive = page.getByRole('region', { name: 'Interaktive Karte von Österreich mit 32 Filialen' })
    await expect(interactive.getByRole('link')).toHaveCount(32)
    await expect(page.getByRole('group', { name: 'Karte von Österreich mit 32 Filialen' })).toBeHidden()
    // By keyboard: the two Graz markers overlap at this zoom, and the keyboard reaches either.
    await interactive.getByRole('link', { name: 'Sportalpin Graz Herrengasse' }).focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/#store-graz-herrengasse$/)
    expect([...hosts].sort()).toEqual([new URL(STYLE_URL).host, new URL(url).host].sort())
  })
})

test.describe('accessibility of the new templates', () => {
  test('guide, content, store and flyer pages have no axe violations at 390 and 1280 px', async ({
    page,
  }) => {
    // Twenty pages, each loaded, hydrated and checked by axe twice, while the team build's server
    // shares the machine (playwright.config.ts): on a loaded CI machine that took over two minutes.
    test.setTimeout(240_000)
    for (const path of [
      '/blog/',
      '/blog/laufen/',
      '/blog/article/einstieg-ins-trailrunning/',
      '/blog/autor/lena-hofer/',
      '/static/datenschutz/',
      '/services/kontakt/',
      '/shops/',
      '/shop/wien-mariahilfer-strasse/',
      '/werbung/',
      '/werbung/shop/wien-mariahilfer-strasse/',
      '/werbung/winterkatalog-2026-27/',
    ]) {
      await expectAccessibleAtBothWidths(page, path)
    }
  })
})

test.describe('heading outline', () => {
  test('flyer and store pages never skip a heading level', async ({ page }) => {
    for (const path of [
      '/werbung/',
      '/werbung/shop/wien-mariahilfer-strasse/',
      '/shop/wien-mariahilfer-strasse/',
    ]) {
      await page.goto(path)
      const levels = await page
        .getByRole('main')
        .locator('h1, h2, h3, h4, h5, h6')
        .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName.slice(1))))
      const skips = levels.filter((level, index) => index > 0 && level > (levels[index - 1] ?? 0) + 1)
      expect({ path, levels: levels.slice(0, 1), skips }).toEqual({ path, levels: [1], skips: [] })
    }
  })
})
