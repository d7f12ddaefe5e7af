import AxeBuilder from '@axe-core/playwright'
import { expect, expectNoCspViolations, test, watchCspViolations } from '../setup/test'
import * as v from 'valibot'
import type { APIRequestContext, Page } from '@playwright/test'
import { expectNoAxeViolations } from '../setup/accounts'
import { gotoHydrated } from '../setup/hydration'
import { findProduct } from '../setup/products'
import { colorNamesEn } from '../../src/shop-api/seed/vocabulary/english-names'
import {
  biggestValues,
  cardBrands,
  expectResultsPage,
  expectResultsSettled,
  filterGroup,
  productNames,
  resultsRegion,
} from '../setup/results'

const DEMO_PASSWORD = 'Sportalpin2026!'

/** The prices the API gives the first product of /herren/ for a session (or none). */
async function firstProductPrices(request: APIRequestContext, headers: Record<string, string>) {
  const response = await request.get('/api/v1/catalog/search/?path=herren', { headers })
  expect(response.status()).toBe(200)
  const body = v.parse(
    v.object({
      data: v.object({
        products: v.array(
          v.object({ prices: v.object({ priceType: v.string(), price: v.number(), priceFull: v.string() }) }),
        ),
      }),
    }),
    await response.json(),
  )
  const prices = body.data.products[0]?.prices
  if (!prices) throw new Error('/herren/ has no products')
  return prices
}

/** The current price of every listed product, in euros (read from "Preis: € 1.234,50"). */
async function cardPrices(page: Page): Promise<number[]> {
  const texts = await resultsRegion(page).getByRole('article').allTextContents()
  return texts.map((text) => {
    const match = /Preis:\s*€\s*([\d.]+,\d{2})/.exec(text.replace(/\s+/g, ' '))
    if (!match?.[1]) throw new Error(`No price in card: ${text}`)
    return Number(match[1].replaceAll('.', '').replace(',', '.'))
  })
}

const isAscending = (prices: readonly number[]) =>
  prices.every((price, index) => index === 0 || (prices[index - 1] ?? -Infinity) <= price)

test.describe('category page on a phone', () => {
  test.use({ viewport: { width: 320, height: 640 } })

  test('the order is one select beside the filter button, so the first product starts on the first screen', async ({
    page,
  }) => {
    await gotoHydrated(page, '/damen/schuhe/')
    const main = page.getByRole('main')
    const sort = main.getByRole('combobox', { name: 'Sortieren nach' })
    await expect(sort).toBeVisible()
    await expect(sort).toHaveValue('sales_rank-desc')
    // The four buttons of wider screens are not there on a phone (they took three rows).
    await expect(main.getByRole('button', { name: 'Preis aufsteigend' })).toHaveCount(0)
    const filterButton = await main.getByRole('button', { name: 'Filter anzeigen' }).boundingBox()
    const sortBox = await sort.boundingBox()
    expect(Math.abs((sortBox?.y ?? 0) - (filterButton?.y ?? 1000))).toBeLessThan(48)
    const firstCard = await resultsRegion(page).getByRole('article').first().boundingBox()
    // Before: the sort buttons pushed the first product to y ≈ 520.
    expect(firstCard?.y ?? 1000).toBeLessThan(400)

    await sort.selectOption({ label: 'Preis aufsteigend' })
    await expect(page).toHaveURL(/\/damen\/schuhe\/\?sortField=price&sortType=asc$/)
    await expectResultsSettled(page)
    expect(isAscending(await cardPrices(page))).toBe(true)
    await expect(sort).toHaveValue('price-asc')
    // The favourite order is the default: choosing it takes the order out of the address.
    await sort.selectOption({ label: 'Beliebtheit' })
    await expect(page).toHaveURL(/\/damen\/schuhe\/$/)
    await page.goBack()
    await expect(sort).toHaveValue('price-asc')
    await expectNoAxeViolations(page, 'category at 320px')
  })
})

test.describe('category and search pages', () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  test('filters, sorts and pages a category; the URL reproduces the page in a fresh browser', async ({
    page,
    browser,
  }) => {
    // A long journey of many page loads: more time than one page needs on a busy machine.
    test.slow()
    await page.goto('/damen/')
    await expect(page.getByRole('heading', { level: 1, name: 'Damen' })).toBeVisible()

    const chosenBrands = await biggestValues(page, 'Marke', 2)
    for (const brand of chosenBrands)
      await filterGroup(page, 'Marke').getByRole('checkbox', { name: brand }).check()
    for (const size of await biggestValues(page, 'Größe', 2))
      await filterGroup(page, 'Größe').getByRole('checkbox', { name: size, exact: false }).first().check()
    // Spec §5: "1.000" is one thousand.
    await page.getByRole('complementary').getByLabel('Preis bis (€)').fill('1.000')
    // Pending until applied: the URL has not changed yet.
    await expect(page).toHaveURL(/\/damen\/$/)
    await page.getByRole('complementary').getByRole('button', { name: 'Filter anwenden' }).click()
    await expect(page).toHaveURL(/\/damen\/\?filters=83-\d+\.\d+%2C89-[a-z0-9_]+\.[a-z0-9_]+&priceMax=1000$/)
    // The list holds only the chosen brands, at most 1,000 euros. The URL changes when the navigation
    // starts; the list follows when the page data has arrived.
    await expect
      .poll(async () => new Set(await cardBrands(page)))
      .toEqual(new Set(chosenBrands.map((brand) => brand.toLowerCase())))
    await expectResultsSettled(page)
    expect(Math.max(...(await cardPrices(page)))).toBeLessThanOrEqual(1000)

    const sortAscending = page.getByRole('button', { name: 'Preis aufsteigend' })
    await sortAscending.click()
    await expect(page).toHaveURL(/&priceMax=1000&sortField=price&sortType=asc$/)
    // The pressed sort comes from the new page's data: the sorted list is shown.
    await expect(sortAscending).toHaveAttribute('aria-pressed', 'true')
    await expectResultsSettled(page)
    const ascending = await cardPrices(page)
    expect(isAscending(ascending)).toBe(true)

    await page
      .getByRole('navigation', { name: 'Seitennavigation' })
      .getByRole('link', { name: 'Seite 2' })
      .click()
    await expect(page).toHaveURL(/&page=2$/)
    await expect(page.getByText('Seite 2 von')).toBeVisible()
    await expectResultsSettled(page)
    const secondPage = await cardPrices(page)
    expect(secondPage[0]).toBeGreaterThanOrEqual(ascending.at(-1) ?? Infinity)
    expect(isAscending(secondPage)).toBe(true)
    const names = await productNames(page).allTextContents()
    expect(names.length).toBeGreaterThan(0)

    const fresh = await browser.newContext()
    watchCspViolations(fresh)
    const shared = await fresh.newPage()
    await shared.goto(page.url())
    await expect(productNames(shared)).toHaveText(names)
    expectNoCspViolations(fresh)
    await fresh.close()

    // Toggling the active sort again clears it (back to the favourite order, out of the URL).
    await sortAscending.click()
    await expect(page).toHaveURL(/priceMax=1000$/)
    await expect(sortAscending).toHaveAttribute('aria-pressed', 'false')
  })

  test('unticking the page-level gender of a category leads to /search/ with the rest of the selection', async ({
    page,
  }) => {
    await page.goto('/damen/schuhe/')
    await expect(filterGroup(page, 'Geschlecht').getByRole('radio', { name: /^Damen/ })).toBeChecked()
    const [brand = ''] = await biggestValues(page, 'Marke', 1)
    await filterGroup(page, 'Marke').getByRole('checkbox', { name: brand }).check()
    await filterGroup(page, 'Geschlecht').getByRole('radio', { name: 'Alle' }).check()
    await page.getByRole('complementary').getByRole('button', { name: 'Filter anwenden' }).click()
    await expect(page).toHaveURL(/\/search\/\?filters=83-\d+$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Alle Artikel' })).toBeVisible()
    await expect.poll(async () => new Set(await cardBrands(page))).toEqual(new Set([brand.toLowerCase()]))
  })

  test('a filter value is named with its count as one phrase: "38, 253 Artikel"', async ({ page }) => {
    await page.goto('/damen/')
    const size = filterGroup(page, 'Größe').getByRole('checkbox').first()
    await expect(size).toHaveAccessibleName(/^\S(?:.*\S)?, [\d.]+ Artikel$/)
  })

  test('"Reduziert" under "Angebote" lists only products below their recommended price', async ({ page }) => {
    await gotoHydrated(page, '/damen/schuhe/')
    const offers = filterGroup(page, 'Angebote')
    await offers.getByRole('checkbox', { name: /^Reduziert/ }).check()
    await page.getByRole('complementary').getByRole('button', { name: 'Filter anwenden' }).click()
    await expect(page).toHaveURL(/\/damen\/schuhe\/\?filters=98-sale$/)
    await expect(resultsRegion(page).getByRole('button', { name: 'Reduziert entfernen' })).toBeVisible()
    await expectResultsSettled(page)
    // Every card strikes through a recommended price above its own.
    const cards = resultsRegion(page).getByRole('article')
    expect(await cards.count()).toBeGreaterThan(0)
    await expect(cards.filter({ hasNotText: 'Unverbindliche Preisempfehlung' })).toHaveCount(0)
    await expect(offers.getByRole('checkbox', { name: /^Reduziert/ })).toBeChecked()
  })

  test('applying stays on the category and keeps its gender', async ({ page }) => {
    await page.goto('/damen/schuhe/')
    const [brand = ''] = await biggestValues(page, 'Marke', 1)
    await filterGroup(page, 'Marke').getByRole('checkbox', { name: brand }).check()
    await page.getByRole('complementary').getByRole('button', { name: 'Filter anwenden' }).click()
    await expect(page).toHaveURL(/\/damen\/schuhe\/\?filters=83-\d+$/)
    // The applied brand's chip comes from the new page's data: the filtered page is shown.
    await expect(resultsRegion(page).getByRole('button', { name: `${brand} entfernen` })).toBeVisible()
    await expect(filterGroup(page, 'Geschlecht').getByRole('radio', { name: /^Damen/ })).toBeChecked()
  })

  test('hydrates without fetching the page again', async ({ page }) => {
    const serverFunctionCalls: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/_serverFn/')) serverFunctionCalls.push(request.url())
    })
    await page.goto('/damen/schuhe/?sortField=price&sortType=asc')
    // Enabled controls mean React has hydrated the page.
    await expect(page.getByRole('button', { name: 'Preis aufsteigend' })).toBeEnabled()
    expect(serverFunctionCalls).toEqual([])
  })

  test('a brand page lists the brand; unticking the brand leads to /search/', async ({ page }) => {
    await page.goto('/marken/')
    await page
      .getByRole('link', { name: /^adidas/ })
      .first()
      .click()
    await expect(page).toHaveURL(/\/marken\/adidas\/$/)
    await expectResultsPage(page, 'adidas')
    const brands = await cardBrands(page)
    expect(brands.length).toBeGreaterThan(1)
    expect(new Set(brands)).toEqual(new Set(['adidas']))
    await expect(
      page
        .getByRole('navigation', { name: 'Brotkrümelnavigation' })
        .getByRole('link', { name: 'Marken von A bis Z' }),
    ).toBeVisible()
    await page.getByRole('button', { name: 'adidas entfernen' }).click()
    await expect(page).toHaveURL(/\/search\/$/)
    await expectResultsPage(page, 'Alle Artikel')
  })

  test('the outlet lists outlet products only', async ({ page }) => {
    await page.goto('/outlet/')
    await expect(page.getByRole('heading', { level: 1, name: 'Outlet' })).toBeVisible()
    const cards = resultsRegion(page).getByRole('article')
    await expect(cards.first()).toBeVisible()
    await expect(cards.filter({ hasNot: page.getByText('Outlet', { exact: true }) })).toHaveCount(0)
  })

  test('search, outlet and new arrivals are landings of their own: title, heading and trail in both locales', async ({
    page,
    request,
  }) => {
    test.slow()
    const landings = [
      {
        path: '/outlet/',
        heading: 'Outlet',
        title: /^Outlet: Markenartikel stark reduziert/,
        crumb: 'Outlet',
      },
      { path: '/neu/', heading: 'Neuheiten', title: /^Neuheiten: /, crumb: 'Neuheiten' },
      {
        path: '/search/?q=jacke',
        heading: 'Suchergebnisse für „jacke“',
        title: /^Suche: jacke/,
        crumb: 'Suche',
      },
      { path: '/en/outlet/', heading: 'Outlet', title: /^Outlet: brand products/, crumb: 'Outlet' },
      { path: '/en/neu/', heading: 'New arrivals', title: /^New arrivals: /, crumb: 'New arrivals' },
      { path: '/en/search/', heading: 'All products', title: /^All products/, crumb: 'Search' },
    ]
    for (const { path, heading, title, crumb } of landings) {
      await page.goto(path)
      const main = page.getByRole('main')
      await expect(main.getByRole('heading', { level: 1 }), path).toHaveText(heading)
      await expect(page, path).toHaveTitle(title)
      const trail = main.getByRole('navigation', { name: /^(Brotkrümelnavigation|Breadcrumb)$/ })
      await expect(trail.getByRole('listitem'), path).toHaveText([/^(Startseite|Home)$/, crumb])
    }

    // New arrivals are the newest products first, with no other order on offer.
    const newest = v.parse(
      v.object({ data: v.object({ products: v.array(v.object({ name: v.string() })) }) }),
      await (await request.get('/api/v1/catalog/search/?sortField=added_at&sortType=desc')).json(),
    ).data.products
    await gotoHydrated(page, '/neu/?sortField=price')
    await expect(page).toHaveURL(/\/neu\/$/)
    await expect(productNames(page).first()).toHaveText(newest[0]?.name ?? 'none')
    await expect(productNames(page).nth(1)).toHaveText(newest[1]?.name ?? 'none')
    await expect(page.getByRole('main').getByRole('group', { name: 'Sortieren nach' })).toHaveCount(0)
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      await expectNoAxeViolations(page, `new arrivals at ${width}px`)
    }
  })

  test('the category tree and the gender filter give a department the same count on one page', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    for (const path of ['/search/', '/search/?q=rucksack', '/herren/']) {
      await page.goto(path)
      const main = page.getByRole('main')
      const radios = main.getByRole('radio', { name: /^(Damen|Herren|Kinder|Unisex), / })
      await expect(radios.first(), path).toBeAttached()
      for (const label of await radios.evaluateAll((inputs) =>
        inputs.map((input) => input.ariaLabel ?? ''),
      )) {
        const [department = '', facetCount = ''] = label.split(', ')
        const treeLink = main
          .getByRole('navigation', { name: 'Kategorien' })
          .getByRole('link', { name: new RegExp(`^${department}\\b`) })
          .first()
        const treeCount = (await treeLink.textContent())?.replace(/\D/g, '')
        expect(facetCount.replace(/\D/g, ''), `${path}: ${department}`).toBe(treeCount)
      }
    }
  })

  test('an English category page names menu, categories, filter groups and colours in English; German stays German', async ({
    page,
  }) => {
    test.slow()
    await page.setViewportSize({ width: 1280, height: 900 })
    const pages = [
      {
        path: '/en/damen/',
        nav: 'Products',
        root: 'Women',
        heading: 'Women',
        categories: 'Categories',
        group: 'Clothing',
        colour: 'Colour',
        colourValue: /^Blue, /,
        hidden: 'Damen',
      },
      {
        path: '/damen/',
        nav: 'Sortiment',
        root: 'Damen',
        heading: 'Damen',
        categories: 'Kategorien',
        group: 'Bekleidung',
        colour: 'Farbe',
        colourValue: /^Blau, /,
        hidden: 'Women',
      },
    ]
    for (const expected of pages) {
      await page.goto(expected.path)
      const nav = page.getByRole('navigation', { name: expected.nav })
      await expect(nav.getByRole('button', { name: expected.root, exact: true }), expected.path).toBeVisible()
      await expect(nav.getByRole('button', { name: expected.hidden, exact: true })).toHaveCount(0)
      const main = page.getByRole('main')
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(expected.heading)
      const tree = main.getByRole('navigation', { name: expected.categories })
      await expect(tree.getByRole('link', { name: new RegExp(`^${expected.group}`) }).first()).toBeVisible()
      const colours = main.getByRole('group', { name: expected.colour })
      await expect(colours.getByRole('checkbox', { name: expected.colourValue })).toBeAttached()
    }
  })

  test('an English product page names its breadcrumbs and colours in English', async ({ page, request }) => {
    // A black product: "Schwarz" has the English name "Black" in the seed.
    const product = await findProduct(request, (candidate) =>
      candidate.variants.some((variant) => variant.selected && variant.color.name === 'Schwarz'),
    )
    await gotoHydrated(page, `/en/p/${product.slug}/`)
    const main = page.getByRole('main')
    const crumbs = main.getByRole('navigation', { name: 'Breadcrumb' })
    await expect(crumbs.getByRole('link', { name: /^(Women|Men|Kids)$/ })).toBeVisible()
    await expect(crumbs.getByRole('link', { name: /^(Damen|Herren|Kinder)$/ })).toHaveCount(0)
    await expect(main.getByText('Colour: Black', { exact: true }).first()).toBeVisible()
    await expect(main.getByText('Colour: Schwarz')).toHaveCount(0)
    // Product cards on the page (related products, sets) name their colour in English too.
    const germanOnly = Object.entries(colorNamesEn)
      .filter(([german, english]) => german !== english)
      .map(([german]) => german)
      .join('|')
    await expect(main.getByText(new RegExp(`^Colour: (${germanOnly})$`))).toHaveCount(0)
  })

  test('finds products by stem and despite a typo', async ({ page }) => {
    await gotoHydrated(page, '/search/?q=laufschuh')
    await expectResultsPage(page, 'Suchergebnisse für „laufschuh“')
    await expect(
      productNames(page)
        .filter({ hasText: /laufschuh/i })
        .first(),
    ).toBeVisible()

    await page.getByRole('banner').getByRole('combobox', { name: 'Suche' }).fill('trainingsjake')
    await page.getByRole('banner').getByRole('button', { name: 'Suchen' }).click()
    // The URL changes when the navigation starts, while the "laufschuh" results are still shown.
    await expectResultsPage(page, 'Suchergebnisse für „trainingsjake“')
    await expect(page).toHaveURL(/\/search\/\?q=trainingsjake$/)
    await expect(
      productNames(page)
        .filter({ hasText: /trainingsjacke/i })
        .first(),
    ).toBeVisible()
  })

  test('a results page says it is loading until the new results are shown', async ({ page }) => {
    // Two page loads and an axe run: more than the default time on a loaded machine.
    test.slow()
    await gotoHydrated(page, '/damen/schuhe/')
    const region = resultsRegion(page)
    await expect(region).toHaveAttribute('aria-busy', 'false')
    const progress = page.getByRole('progressbar', { name: 'Seite wird geladen …' })
    await expect(progress).toBeHidden()

    // A slow network, made deterministic: the page data is held until the test has seen the wait.
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route(
      (url) => url.pathname.startsWith('/_serverFn/'),
      async (route) => {
        await held
        await route.continue()
      },
    )
    const sortAscending = page.getByRole('button', { name: 'Preis aufsteigend' })
    await sortAscending.click()
    await expect(progress).toBeVisible()
    await expect(region).toHaveAttribute('aria-busy', 'true')
    await expect(region.getByRole('status')).toHaveText('Ergebnisse werden geladen …')
    // Meanwhile the previous results stay, unsorted.
    await expect(sortAscending).toHaveAttribute('aria-pressed', 'false')
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze()
    expect(results.violations).toEqual([])

    release()
    await expect(sortAscending).toHaveAttribute('aria-pressed', 'true')
    await expect(progress).toBeHidden()
    await expect(region).toHaveAttribute('aria-busy', 'false')
    await expect(region.getByRole('status')).toHaveText('')
  })

  test('an unknown category is a 404 and an empty search explains itself', async ({ page }) => {
    const response = await page.goto('/gibt-es-nicht/')
    expect(response?.status()).toBe(404)
    await expect(page).toHaveTitle('Page Not Found')

    await page.goto('/search/?q=xqzjwv')
    await expect(page.getByRole('heading', { name: 'Keine passenden Artikel gefunden' })).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Stöbere in unseren Kategorien' })).toBeVisible()
  })

  test('reading and paging work without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    watchCspViolations(context)
    const page = await context.newPage()
    await page.goto('/herren/')
    const names = productNames(page)
    await expect(names).toHaveCount(24)
    const first = await names.allTextContents()
    await page.getByRole('link', { name: 'Nächste Seite' }).click()
    await expect(page).toHaveURL(/\/herren\/\?page=2$/)
    // The URL is committed before the new document has been parsed: wait for its content.
    await expect(page.getByText('Seite 2 von')).toBeVisible()
    await expect(names).toHaveCount(24)
    await expect(names).not.toHaveText(first)
    expectNoCspViolations(context)
    await context.close()
  })
})

test.describe('prices follow the role, never the URL', () => {
  test('a staff customer sees staff prices and the staff range; a visitor with priceType=staff sees vk', async ({
    browser,
    request,
    baseURL,
  }) => {
    const login = await request.post('/api/v1/auth/login/', {
      data: { email: 'staff@sportalpin.at', password: DEMO_PASSWORD },
    })
    expect(login.status()).toBe(200)
    const { data: session } = v.parse(
      v.object({ data: v.object({ token: v.string(), uuid: v.string() }) }),
      await login.json(),
    )

    const staff = await browser.newContext()
    watchCspViolations(staff)
    await staff.addCookies([
      { name: 'sp_token', value: session.token, url: baseURL, httpOnly: true },
      { name: 'sp_request_id', value: session.uuid, url: baseURL, httpOnly: true },
    ])
    const staffPage = await staff.newPage()
    const staffResponse = await staffPage.goto('/herren/')
    expect(staffResponse?.headers()['cache-control']).toBe('private, no-store')
    await expect(staffPage.getByText('Preisbereich € 8,00 bis € 810,00')).toBeVisible()
    const staffCard = staffPage.getByRole('article').first()
    await expect(staffCard.getByText('Mitarbeiterpreis')).toBeVisible()
    const staffPrices = await firstProductPrices(request, {
      authorization: `Bearer ${session.token}`,
      'x-request-id': session.uuid,
    })
    expect(staffPrices.priceType).toBe('staff')
    // Web-first text assertions treat every run of white space (e.g. a no-break space) as one space.
    await expect(staffCard).toContainText(staffPrices.priceFull)
    expectNoCspViolations(staff)
    await staff.close()

    const visitor = await browser.newContext()
    watchCspViolations(visitor)
    const visitorPage = await visitor.newPage()
    const visitorResponse = await visitorPage.goto('/herren/?priceType=staff')
    expect(visitorResponse?.headers()['cache-control']).toContain('public')
    await expect(visitorPage.getByText('Preisbereich € 4,00 bis € 1.200,00')).toBeVisible()
    await expect(visitorPage.getByText('Mitarbeiterpreis')).toHaveCount(0)
    const vkPrices = await firstProductPrices(request, {})
    expect(vkPrices.priceType).toBe('vk')
    expect(vkPrices.price).not.toBe(staffPrices.price)
    const visitorCard = visitorPage.getByRole('article').first()
    await expect(visitorCard).toContainText(vkPrices.priceFull)
    await expect(visitorCard).not.toContainText(staffPrices.priceFull)
    expectNoCspViolations(visitor)
    await visitor.close()
  })
})

test('results pages fit every width without sideways scrolling', async ({ page }) => {
  for (const width of [320, 600, 993]) {
    await page.setViewportSize({ width, height: 800 })
    for (const path of ['/search/?q=jacke', '/damen/schuhe/', '/marken/adidas/', '/outlet/']) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(overflow, `${path} at ${width} px`).toBeLessThanOrEqual(0)
    }
  }
})

test.describe('accessibility of results pages', () => {
  for (const viewport of [
    { width: 390, height: 800 },
    { width: 1280, height: 900 },
  ]) {
    test(`category and search pages have no axe violations at ${viewport.width} px`, async ({ page }) => {
      // Three axe runs over the largest pages: on a loaded machine they alone pass the default 30 s.
      test.setTimeout(120_000)
      await page.setViewportSize(viewport)
      for (const path of ['/damen/schuhe/', '/search/?q=jacke']) {
        await page.goto(path)
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        const results = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
          .analyze()
        expect(results.violations).toEqual([])
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)
        expect(overflow).toBe(false)
      }
      if (viewport.width < 993) {
        await page.getByRole('button', { name: 'Filter anzeigen' }).click()
        const dialog = page.getByRole('dialog', { name: 'Filter' })
        await expect(dialog).toBeVisible()
        const results = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
          .analyze()
        expect(results.violations).toEqual([])
        await dialog.getByRole('button', { name: 'Filter schließen' }).click()
        await expect(dialog).toBeHidden()
      }
    })
  }
})
