import type { Page } from '@playwright/test'
import * as v from 'valibot'
import { pageDataEventSchema, statisticsEventSchema } from '../../src/features/analytics/analytics.schema'
import { expectNoAxeViolations } from '../setup/accounts'
import { VIENNA_ADDRESS, fillAddress } from '../setup/checkout'
import { gotoHydrated } from '../setup/hydration'
import { chooseSize, findProduct, firstInStock, inStockCount, confirmAdded } from '../setup/products'
import { killServer, pgliteEnv, prepareDatabase, startServer } from '../setup/server-process'
import type { RunningServer } from '../setup/server-process'
import { expect, test } from '../setup/test'

declare global {
  interface Window {
    /** Set by a journey to tell a client-side navigation from a full page load. */
    sameDocument?: boolean
  }
}

/** Consent journeys start as a first visitor: no choice made yet. */
test.use({ consentCookie: null })

const viewports = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
] as const

/** A dataLayer entry as the page holds it: Consent Mode commands are `arguments` objects. */
type Command = { command: unknown[] }
type Entry = Command | Record<string, unknown>

const isCommand = (entry: Entry, verb?: string): entry is Command =>
  'command' in entry && Array.isArray(entry.command) && (verb === undefined || entry.command[1] === verb)

/** The last Consent Mode command of the page, with the states it set. */
async function lastConsentUpdate(page: Page) {
  return (await dataLayer(page)).filter((entry) => isCommand(entry)).at(-1)
}

const consentUpdate = (marketing: 'granted' | 'denied', statistics: 'granted' | 'denied') => ({
  command: [
    'consent',
    'update',
    {
      ad_storage: marketing,
      ad_user_data: marketing,
      ad_personalization: marketing,
      analytics_storage: statistics,
    },
  ],
})

async function dataLayer(page: Page): Promise<Entry[]> {
  return page.evaluate(() =>
    (window.dataLayer ?? []).map((entry: unknown) =>
      Object.prototype.toString.call(entry) === '[object Arguments]'
        ? { command: Array.from(entry as ArrayLike<unknown>) }
        : (entry as Record<string, unknown>),
    ),
  )
}

function eventsOf(entries: readonly Entry[]): Record<string, unknown>[] {
  return entries.filter(
    (entry): entry is Record<string, unknown> => !isCommand(entry) && typeof entry.event === 'string',
  )
}

/** Every statistics event of the page, each checked against its payload schema. */
async function statisticsEvents(page: Page) {
  return eventsOf(await dataLayer(page))
    .filter((event) => event.event !== 'page_data' && !String(event.event).startsWith('gtm.'))
    .map((event) => v.parse(statisticsEventSchema, event))
}

async function pageData(page: Page) {
  return eventsOf(await dataLayer(page))
    .filter((event) => event.event === 'page_data')
    .map((event) => v.parse(pageDataEventSchema, event))
}

async function waitForEvent(page: Page, name: string) {
  await expect.poll(async () => (await statisticsEvents(page)).map((event) => event.event)).toContain(name)
  return (await statisticsEvents(page)).filter((event) => event.event === name)
}

/**
 * Opens a page and waits until analytics (loaded after hydration) has counted and reported it, as
 * a shopper who stays on the page a moment.
 */
async function gotoTracked(page: Page, url: string): Promise<void> {
  await gotoHydrated(page, url)
  await page.locator('html[data-analytics="counted"]').waitFor({ state: 'attached' })
}

const banner = (page: Page) => page.getByRole('region', { name: 'Deine Privatsphäre bei Sportalpin' })

test.describe('consent and the dataLayer', () => {
  test('before a choice: Consent Mode denies everything, page data only, no request to another host', async ({
    page,
    baseURL,
  }) => {
    const foreign: string[] = []
    page.on('request', (request) => {
      if (!request.url().startsWith(baseURL ?? '')) foreign.push(request.url())
    })
    await gotoTracked(page, '/')
    await expect(banner(page)).toBeVisible()
    const entries = await dataLayer(page)
    expect(entries[0]).toEqual({
      command: [
        'consent',
        'default',
        {
          ad_storage: 'denied',
          ad_user_data: 'denied',
          ad_personalization: 'denied',
          analytics_storage: 'denied',
          wait_for_update: 500,
        },
      ],
    })
    const rest = entries.slice(1)
    expect(rest).toHaveLength(1)
    expect(v.parse(pageDataEventSchema, rest[0])).toMatchObject({
      event: 'page_data',
      page_type: 'home',
      route_name: 'home',
      page_path: '/',
      currency: 'EUR',
      login_state: 'logged_out',
    })
    expect(rest[0]).not.toHaveProperty('visitor_id')

    // A product page before a choice: page data, still no e-commerce event.
    const product = await findProduct(page.request, (candidate) => inStockCount(candidate) > 0)
    await gotoTracked(page, product.url)
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible()
    expect(await statisticsEvents(page)).toEqual([])
    expect((await pageData(page)).map((event) => event.page_type)).toEqual(['item_detail'])
    expect(
      await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('sp_'))),
    ).toEqual([])
    expect(foreign).toEqual([])

    for (const viewport of viewports) {
      await page.setViewportSize(viewport)
      await expect(banner(page)).toBeVisible()
      await expectNoAxeViolations(page, `consent banner at ${String(viewport.width)} px`)
    }
  })

  test('the banner is in the server HTML for a visitor who has not chosen, and the live one takes its place', async ({
    page,
    request,
  }) => {
    // Without JavaScript: the server's copy, its buttons disabled (they need the page's script).
    const html = await (await request.get('/herren/')).text()
    expect(html).toContain('id="consent-banner-server"')
    expect(html.indexOf('id="consent-banner-server"')).toBeLessThan(html.lastIndexOf('</body>'))
    const withChoice = await request.get('/herren/', { headers: { cookie: 'sp_consent=1.0.0.1795600000' } })
    expect(await withChoice.text()).not.toContain('consent-banner-server')
    expect(withChoice.headers()['vary']).toMatch(/cookie/i)

    const serverCopy = page.locator('#consent-banner-server')
    await page.route('**/assets/*.js', (route) => route.abort())
    await page.goto('/herren/')
    await expect(banner(page)).toBeVisible()
    await expect(banner(page).getByRole('button', { name: 'Alle ablehnen' })).toBeDisabled()
    await page.unrouteAll()

    // With JavaScript: one banner, the live one, its buttons usable; React hydrates the page around
    // the server's copy without an error (a mismatch would be reported and re-render the page).
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    await gotoTracked(page, '/herren/')
    await expect(serverCopy).toHaveCount(0)
    await expect(banner(page)).toHaveCount(1)
    await expect(banner(page).getByRole('button', { name: 'Alle ablehnen' })).toBeEnabled()
    expect(errors).toEqual([])
    await banner(page).getByRole('button', { name: 'Alle ablehnen' }).click()
    await expect(banner(page)).toBeHidden()
    // The next page comes without it from the server too.
    await page.goto('/damen/')
    await expect(serverCopy).toHaveCount(0)
    await expect(banner(page)).toBeHidden()
  })

  test('"reject all": the choice is kept, denied again in Consent Mode, and no statistics event follows', async ({
    page,
    context,
  }) => {
    await gotoTracked(page, '/')
    await banner(page).getByRole('button', { name: 'Alle ablehnen' }).click()
    await expect(banner(page)).toBeHidden()
    const cookie = (await context.cookies()).find((candidate) => candidate.name === 'sp_consent')
    expect(cookie?.value).toMatch(/^1\.0\.0\.\d+$/)
    expect(cookie?.httpOnly).toBe(false)
    // 12 months from now, give or take the test's own minutes.
    const months = ((cookie?.expires ?? 0) * 1000 - Date.now()) / (30.4 * 24 * 3600 * 1000)
    expect(months).toBeGreaterThan(11.9)
    expect(months).toBeLessThan(12.1)
    expect(await lastConsentUpdate(page)).toEqual(consentUpdate('denied', 'denied'))

    // The shop as usual: a category, a product, a search. Nothing statistical reaches the dataLayer.
    await gotoTracked(page, '/herren/')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.getByRole('main').getByRole('article').first().getByRole('link').click()
    await expect(page.getByRole('button', { name: 'In den Warenkorb' })).toBeVisible()
    await gotoTracked(page, '/search/?q=jacke')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(await statisticsEvents(page)).toEqual([])
    // The banner does not come back on the next page.
    await expect(banner(page)).toBeHidden()
  })

  test('"accept all": home → category → product → cart → mini-cart → checkout → confirmation, purchase once', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000)
    await gotoTracked(page, '/')
    await banner(page).getByRole('button', { name: 'Alle akzeptieren' }).click()
    await expect(banner(page)).toBeHidden()
    expect(await lastConsentUpdate(page)).toEqual(consentUpdate('granted', 'granted'))

    // A category from the menu: view_item_list, and no page data (spec §2: product lists send none).
    await page
      .getByRole('main')
      .getByRole('link', { name: /herren/i })
      .first()
      .click()
    await expect(page).toHaveURL(/\/herren\/$/)
    const [list] = await waitForEvent(page, 'view_item_list')
    if (list?.event !== 'view_item_list') throw new Error('no list event')
    expect(list.ecommerce.item_list_id).toBe('category:herren')
    expect(list.ecommerce.items.length).toBeGreaterThan(0)
    expect(list.ecommerce.items[0]).toMatchObject({ index: 0, item_list_id: 'category:herren' })
    expect((await pageData(page)).map((event) => event.route_name)).toEqual(['home'])

    // A product from the list: select_item with its place in the list.
    await page.getByRole('main').getByRole('article').nth(1).getByRole('link').click()
    const [selected] = await waitForEvent(page, 'select_item')
    if (selected?.event !== 'select_item') throw new Error('no select_item')
    expect(selected.ecommerce.items[0]).toMatchObject({ index: 1, item_list_id: 'category:herren' })

    // A product in stock: view_item with the viewer's price.
    const product = await findProduct(request, (candidate) => inStockCount(candidate) > 1)
    await gotoTracked(page, product.url)
    const [viewItem] = await waitForEvent(page, 'view_item')
    if (viewItem?.event !== 'view_item') throw new Error('no view_item')
    expect(viewItem.ecommerce.items[0]).toMatchObject({
      item_name: product.name,
      item_brand: product.brand.name,
      price: product.prices.price,
    })
    expect(viewItem.ecommerce.currency).toBe('EUR')
    const pageDataEvents = await pageData(page)
    expect(pageDataEvents.at(-1)).toMatchObject({ page_type: 'item_detail', route_name: 'pdp' })
    expect(pageDataEvents.at(-1)?.visitor_id).toMatch(/^pv-/)
    expect(await page.evaluate(() => sessionStorage.getItem('sp_visitor'))).toBe(
      pageDataEvents.at(-1)?.visitor_id,
    )

    const size = firstInStock(product)
    await chooseSize(page, size.label)
    await page.getByRole('button', { name: 'In den Warenkorb' }).click()
    await confirmAdded(page)
    const [added] = await waitForEvent(page, 'add_to_cart')
    if (added?.event !== 'add_to_cart') throw new Error('no add_to_cart')
    expect(added.ecommerce.items[0]?.item_variant).toContain(size.label)
    expect(added.ecommerce.value).toBe(product.prices.price)

    await page
      .getByRole('banner')
      .getByRole('button', { name: /^Warenkorb/ })
      .click()
    await expect(page.getByRole('dialog', { name: /^Warenkorb/ })).toBeVisible()
    const [viewCart] = await waitForEvent(page, 'view_cart')
    if (viewCart?.event !== 'view_cart') throw new Error('no view_cart')
    expect(viewCart.ecommerce.items).toHaveLength(1)

    // The checkout is its own document: begin_checkout from its page, purchase from the confirmation.
    await page.goto('/checkout/')
    const [begin] = await waitForEvent(page, 'begin_checkout')
    if (begin?.event !== 'begin_checkout') throw new Error('no begin_checkout')
    expect(begin.ecommerce.items[0]?.item_name).toBe(product.name)
    await page.getByLabel('E-Mail-Adresse').fill(`analytics-${String(Date.now())}@example.at`)
    await fillAddress(page.getByRole('group', { name: '2. Lieferadresse' }), VIENNA_ADDRESS)
    await page.getByRole('radio', { name: /^Vorauskasse/ }).check()
    await page.getByRole('button', { name: /^Zahlungspflichtig bestellen/ }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Danke für deine Bestellung!' })).toBeVisible()
    const [purchase] = await waitForEvent(page, 'purchase')
    if (purchase?.event !== 'purchase') throw new Error('no purchase')
    const orderNumber = await page.getByRole('main').locator('strong').first().textContent()
    expect(purchase.ecommerce.transaction_id).toBe(orderNumber)
    // The line is named as when it was added: colour and size (spec §4), not the size alone.
    expect(purchase.ecommerce.items[0]).toMatchObject({
      item_name: product.name,
      quantity: 1,
      item_variant: added.ecommerce.items[0]?.item_variant,
    })
    expect(purchase.ecommerce.items[0]?.item_variant).toContain(' / ')
    expect(purchase.ecommerce.value).toBeGreaterThanOrEqual(product.prices.price)
    expect(['male', 'female', 'kids', 'family', 'couple', 'other']).toContain(purchase.shopping_type)

    // A reload of the confirmation sends no second purchase.
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: 'Danke für deine Bestellung!' })).toBeVisible()
    await expect
      .poll(async () => (await dataLayer(page)).some((entry) => isCommand(entry, 'default')))
      .toBe(true)
    expect((await statisticsEvents(page)).map((event) => event.event)).not.toContain('purchase')
  })

  test('a quantity changed in the cart is an add_to_cart or a remove_from_cart of the difference', async ({
    page,
    request,
  }) => {
    await gotoTracked(page, '/')
    await banner(page).getByRole('button', { name: 'Alle akzeptieren' }).click()
    // A size with units to spare: the cart's "+" may add one.
    const plenty = (option: { status: number; stock: number }) => option.status === 2 && option.stock > 2
    const product = await findProduct(request, (candidate) => candidate.options.some(plenty))
    const size = product.options.find(plenty)
    if (!size) throw new Error('no size with stock to spare')
    await gotoTracked(page, product.url)
    await chooseSize(page, size.label)
    await page.getByRole('button', { name: 'In den Warenkorb' }).click()
    await confirmAdded(page)
    await waitForEvent(page, 'add_to_cart')

    await gotoTracked(page, '/warenkorb/')
    const line = page.getByRole('group', { name: /Menge/ }).first()
    await line.getByRole('button', { name: 'Menge erhöhen' }).click()
    const [more] = await waitForEvent(page, 'add_to_cart')
    if (more?.event !== 'add_to_cart') throw new Error('no add_to_cart')
    expect(more.ecommerce.items[0]).toMatchObject({ quantity: 1 })
    expect(more.ecommerce.items[0]?.item_variant).toContain(size.label)

    await expect(line.getByRole('button', { name: 'Menge verringern' })).toBeEnabled()
    await line.getByRole('button', { name: 'Menge verringern' }).click()
    const [fewer] = await waitForEvent(page, 'remove_from_cart')
    if (fewer?.event !== 'remove_from_cart') throw new Error('no remove_from_cart')
    expect(fewer.ecommerce.items[0]).toMatchObject({ quantity: 1 })
    expect(fewer.ecommerce.value).toBe(product.prices.price)
  })

  test('a search sends search and view_search_results with the phrase, and the page its web vitals', async ({
    page,
  }) => {
    await gotoTracked(page, '/')
    await banner(page).getByRole('button', { name: 'Alle akzeptieren' }).click()
    await gotoTracked(page, '/search/?q=laufschuh')
    const [search] = await waitForEvent(page, 'search')
    expect(search).toEqual({ event: 'search', search_term: 'laufschuh' })
    const [results] = await waitForEvent(page, 'view_search_results')
    expect(results).toMatchObject({ event: 'view_search_results', search_term: 'laufschuh' })

    // Field performance data of this page, with its route name and page type.
    await expect
      .poll(async () =>
        (await statisticsEvents(page)).flatMap((event) =>
          event.event === 'web_vitals' ? [`${event.metric_name} ${event.route_name} ${event.page_type}`] : [],
        ),
      )
      .toContain('TTFB srp item_list')
  })

  test('service booking: booking_start when the dates open, booking_complete once, nothing personal', async ({
    page,
    request,
  }) => {
    const catalog = v.parse(
      v.object({
        data: v.object({ services: v.array(v.object({ slug: v.string(), storeIds: v.array(v.number()) })) }),
      }),
      await (await request.get('/api/v1/services/')).json(),
    )
    const storeId = catalog.data.services.find((service) => service.slug === 'bike-service')?.storeIds[0]
    if (storeId === undefined) throw new Error('no store offers the bike service')
    await gotoTracked(page, '/')
    await banner(page).getByRole('button', { name: 'Alle akzeptieren' }).click()
    await expect(banner(page)).toBeHidden()

    // The flow's pages are served without the app: their own small script reports under the consent.
    await page.goto(`/termin-buchen/?store=${String(storeId)}&service=bike-service`)
    const [start] = await waitForEvent(page, 'booking_start')
    expect(start).toMatchObject({
      event: 'booking_start',
      service_slug: 'bike-service',
      service_kind: 'appointment',
    })
    await page.getByRole('list').getByRole('link').first().click()
    await expect(page.getByRole('heading', { name: /^Um wie viel Uhr am/ })).toBeVisible()
    // A chosen day is no new start: that page brings no event (and so no script).
    await expect(page.locator('script[type="module"]')).toHaveCount(0)
    await page.getByRole('list').getByRole('link').first().click()
    await page.getByLabel('Vor- und Nachname').fill('Ida Analyse')
    await page.getByLabel('E-Mail-Adresse').fill(`booking-analytics-${String(Date.now())}@example.at`)
    await page.getByLabel('Telefonnummer').fill('+43 664 1234987')
    await page.getByRole('button', { name: 'Termin verbindlich buchen' }).click()
    await expect(page.getByRole('heading', { name: 'Dein Termin ist gebucht' })).toBeVisible()
    const [complete] = await waitForEvent(page, 'booking_complete')
    expect(complete).toMatchObject({
      event: 'booking_complete',
      store_slug: start?.event === 'booking_start' ? start.store_slug : '',
      service_slug: 'bike-service',
      currency: 'EUR',
    })
    expect(JSON.stringify(await dataLayer(page))).not.toMatch(/Ida|Analyse|booking-analytics|1234987/)

    // A reload of the booking's page sends no second completion.
    await page.reload()
    await expect
      .poll(async () => (await dataLayer(page)).some((entry) => isCommand(entry, 'default')))
      .toBe(true)
    expect((await statisticsEvents(page)).map((event) => event.event)).not.toContain('booking_complete')
  })

  test('10_pages on the tenth page view of a visit, once', async ({ page }) => {
    test.setTimeout(60_000)
    await gotoTracked(page, '/')
    await banner(page).getByRole('button', { name: 'Alle akzeptieren' }).click()
    // Page views 2 … 9 by full loads (the count lives in session storage), the tenth by the router.
    const paths = ['/herren/', '/damen/', '/kinder/', '/marken/', '/shops/', '/blog/', '/outlet/', '/herren/']
    for (const path of paths) {
      await gotoTracked(page, path)
      expect(
        (await statisticsEvents(page)).map((event) => event.event),
        path,
      ).not.toContain('10_pages')
    }
    await page.getByRole('main').getByRole('article').first().getByRole('link').click()
    await waitForEvent(page, '10_pages')
    await gotoTracked(page, '/kinder/')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect((await statisticsEvents(page)).map((event) => event.event)).not.toContain('10_pages')
  })

  test('8_minutes after 480,000 ms on the site, by the clock', async ({ page }) => {
    await page.clock.install()
    await gotoTracked(page, '/')
    await banner(page).getByRole('button', { name: 'Alle akzeptieren' }).click()
    // The clock also runs in real time: a margin of 10 s before, the exact boundary is a unit test.
    await page.clock.runFor(470_000)
    expect((await statisticsEvents(page)).map((event) => event.event)).not.toContain('8_minutes')
    await page.clock.runFor(10_000)
    await waitForEvent(page, '8_minutes')
  })

  test('the settings dialog from the footer: keyboard, axe, and withdrawing consent', async ({ page }) => {
    await gotoTracked(page, '/')
    await banner(page).getByRole('button', { name: 'Alle akzeptieren' }).click()
    await gotoTracked(page, '/marken/')
    expect(await page.evaluate(() => sessionStorage.getItem('sp_visitor'))).toMatch(/^pv-/)

    for (const viewport of viewports) {
      await page.setViewportSize(viewport)
      const footerButton = page.getByRole('contentinfo').getByRole('button', { name: 'Cookie-Einstellungen' })
      await footerButton.focus()
      await page.keyboard.press('Enter')
      const dialog = page.getByRole('dialog', { name: 'Cookie-Einstellungen' })
      await expect(dialog).toBeVisible()
      await expect(dialog.getByRole('checkbox', { name: 'Notwendig' })).toBeDisabled()
      await expect(dialog.getByRole('checkbox', { name: 'Statistik' })).toBeChecked()
      await expectNoAxeViolations(page, `consent settings at ${String(viewport.width)} px`)
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
    }

    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie-Einstellungen' }).click()
    const dialog = page.getByRole('dialog', { name: 'Cookie-Einstellungen' })
    await dialog.getByRole('checkbox', { name: 'Statistik' }).uncheck()
    await dialog.getByRole('button', { name: 'Auswahl speichern' }).click()
    await expect(dialog).toBeHidden()
    expect(await lastConsentUpdate(page)).toEqual(consentUpdate('granted', 'denied'))
    // Withdrawn: the visit's analytics storage is gone and no statistics event follows.
    expect(
      await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('sp_'))),
    ).toEqual([])
    const before = (await statisticsEvents(page)).length
    // A product list by the router (same document): it would send view_item_list with consent.
    await page.evaluate(() => {
      window.sameDocument = true
    })
    await page
      .getByRole('main')
      .getByRole('link', { name: /^adidas/i })
      .first()
      .click()
    await expect(page).toHaveURL(/\/marken\/adidas\/$/)
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible()
    expect(await page.evaluate(() => window.sameDocument)).toBe(true)
    expect(await statisticsEvents(page)).toHaveLength(before)
  })
})

/** A node with a tag manager container (GTM_ID): the journey plays Google's host with routing. */
test.describe('a node with a tag manager', () => {
  let server: RunningServer | undefined

  test.beforeAll(async () => {
    test.setTimeout(120_000)
    const env = { ...pgliteEnv(), GTM_ID: 'GTM-TEST123' }
    prepareDatabase(env)
    server = await startServer(4330 + (Number(process.env.E2E_PORT ?? 4173) % 10), env)
  })

  test.afterAll(() => {
    killServer(server)
  })

  test('loads the tag manager only after statistics consent, allowed by the page policy', async ({
    page,
  }) => {
    const url = server?.url ?? ''
    const requested: string[] = []
    await page.route('https://www.googletagmanager.com/**', async (route) => {
      requested.push(route.request().url())
      await route.fulfill({
        contentType: 'text/javascript',
        body: 'window.tagManagerRan = true',
      })
    })
    await gotoTracked(page, `${url}/`)
    await banner(page).waitFor()
    expect(requested).toEqual([])
    await banner(page).getByRole('button', { name: 'Alle ablehnen' }).click()
    await gotoTracked(page, `${url}/marken/`)
    expect(requested).toEqual([])

    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie-Einstellungen' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Alle akzeptieren' }).click()
    await expect.poll(() => page.evaluate(() => 'tagManagerRan' in window)).toBe(true)
    expect(requested).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-TEST123'])
    expect(eventsOf(await dataLayer(page)).map((event) => event.event)).toContain('gtm.js')

    // The next full page load starts it straight away: the choice is known.
    await gotoTracked(page, `${url}/`)
    await expect.poll(() => page.evaluate(() => 'tagManagerRan' in window)).toBe(true)
  })
})
