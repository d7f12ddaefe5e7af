import { DEMO_PASSWORD, expectNoAxeViolations, logInThroughForm } from '../../setup/accounts'
import { fillAddress } from '../../setup/checkout'
import { gotoHydrated } from '../../setup/hydration'
import {
  firstKitProduct,
  kitProductWithSizeTable,
  otherPublicTeam,
  teamCartLineOf,
  teamCartWith,
  teamPriceOf,
  privateTeam,
  productOutsideKit,
  publicTeam,
  teamMember,
} from '../../setup/teams'
import type { BrowserContext, Page } from '@playwright/test'
import { expect, test } from '../../setup/test'

/** The member's session token, for asking the API what the browser's session holds. */
async function bearerOf(context: BrowserContext) {
  const token = (await context.cookies()).find((cookie) => cookie.name === 'sp_token')?.value
  expect(token, 'session cookie').toBeTruthy()
  return { authorization: `Bearer ${token ?? ''}` }
}

/** On the checkout page: home delivery (to a new address unless the member has one), invoice, order. */
async function placeOrderAtCheckout(page: Page) {
  await page
    .getByRole('radio', { name: /Lieferung/ })
    .first()
    .check()
  const delivery = page.getByRole('group', { name: '2. Lieferadresse' })
  if (await delivery.getByLabel('Vorname').isVisible()) {
    await fillAddress(delivery, {
      firstname: 'Lisa',
      lastname: 'Planai',
      street: 'Hauptplatz',
      streetNo: '1',
      postal: '8970',
      city: 'Schladming',
    })
  }
  await page.getByRole('radio', { name: /^Rechnung/ }).check()
  await page.getByRole('button', { name: /^Zahlungspflichtig bestellen/ }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Danke für deine Bestellung!' })).toBeVisible()
}

/** Spec §2 Team-shop mode: these journeys run against the team build (.output-team, playwright.config.ts). */
test.describe('the team build', () => {
  test("holds the team route set instead of the shop's", async ({ request }) => {
    for (const path of [
      '/marken/',
      '/blog/',
      '/shops/',
      '/werbung/',
      '/wishlist/',
      '/search/',
      '/p/x/',
      '/outlet/',
    ]) {
      // No shop page: either nothing (404) or, where the word finds kit products, the team build's
      // own catch-all results page for it.
      const response = await request.get(path, { maxRedirects: 0 })
      expect([200, 404], path).toContain(response.status())
      if (response.status() === 200) expect(await response.text(), path).toContain('Ergebnisse für „')
    }
    expect((await request.get('/list/')).status()).toBe(200)
    expect((await request.get(`/list/${publicTeam}/`)).status()).toBe(200)
    // A team's own address is its page under the list.
    const short = await request.get(`/${publicTeam}/`, { maxRedirects: 0 })
    expect(short.status()).toBe(301)
    expect(short.headers().location).toMatch(new RegExp(`/list/${publicTeam}/$`))
    expect((await request.get('/kein-team/')).status()).toBe(404)
    // Club shops are for members, not search engines.
    expect(await (await request.get('/robots.txt')).text()).toContain('Disallow: /\n')
  })

  test('/list/ lists the five team shops, members-only ones marked', async ({ page }) => {
    await gotoHydrated(page, '/list/')
    await expect(page.getByRole('heading', { level: 1, name: 'Alle Teams' })).toBeVisible()
    const teams = page.getByRole('main').getByRole('listitem')
    await expect(teams).toHaveCount(5)
    await expect(teams.filter({ hasText: 'Nur für Mitglieder' })).toHaveCount(2)
    await page.getByRole('link', { name: 'SV Schladming' }).click()
    await expect(page).toHaveURL(new RegExp(`/list/${publicTeam}/$`))
    await expect(page.getByRole('heading', { level: 1, name: 'SV Schladming' })).toBeVisible()
  })

  test('a member sees the kit at team prices, adds to the team cart, removes with undo and checks out', async ({
    page,
    context,
    request,
  }) => {
    test.slow()
    const email = teamMember(publicTeam)
    await logInThroughForm(page, email, DEMO_PASSWORD)
    await expect(page).toHaveURL(/\/my-account\/$/)

    // Home: the member's own team first.
    await gotoHydrated(page, '/')
    const own = page.getByRole('region', { name: 'Deine Teams' })
    await own.getByRole('link', { name: 'SV Schladming' }).click()
    await expect(page.getByText('Du siehst deine Teampreise (Mitglied).')).toBeVisible()

    // Filters live in the URL.
    const brandFilter = page.getByRole('navigation', { name: 'Marke' })
    const firstBrand = brandFilter.getByRole('link').nth(1)
    const brandName = ((await firstBrand.textContent()) ?? '').replace(/\s*\(\d+\)$/, '')
    await firstBrand.click()
    await expect(page).toHaveURL(/[?&]brand=[a-z0-9-]+/)
    await expect(firstBrand).toHaveAttribute('aria-current', 'page')
    const cards = page.getByRole('main').getByRole('article')
    await expect(cards.first()).toContainText(brandName)
    await brandFilter.getByRole('link', { name: 'Alle' }).click()
    await expect(page).not.toHaveURL(/brand=/)

    // The kit's prices are the team's for the member's price type, below the shop's own price.
    const asMember = await bearerOf(context)
    const product = await firstKitProduct(request, publicTeam)
    const teamPrice = await teamPriceOf(request, publicTeam, product.slug, asMember)
    expect(teamPrice.priceType).toBe('vk')
    expect(teamPrice.price).toBeLessThan(teamPrice.vk)
    await gotoHydrated(page, `/${publicTeam}/p/${product.slug}/`)
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible()
    await expect(page.getByRole('main')).toContainText(teamPrice.priceFull.replace(/[^\d,.]/g, ''))
    const sizes = page.getByRole('radiogroup', { name: 'Größe' })
    const size = sizes.getByRole('radio', { disabled: false }).first()
    await size.focus()
    await page.keyboard.press('Space')
    await expect(size).toBeChecked()
    const added = page.waitForResponse(
      (response) => response.url().includes('/_serverFn/') && response.request().method() === 'POST',
    )
    await page.getByRole('button', { name: 'In den Teamwarenkorb' }).click()
    await added
    await expect(page.getByRole('status').filter({ hasText: 'Warenkorb' })).toBeVisible()

    // The add reached the API with items, team, shopIdentifier and priceType (it refuses any add
    // without them): the team cart holds the line for this team at the member's team price.
    const line = await teamCartLineOf(request, asMember, product.slug)
    expect(line.unitPrice).toBe(teamPrice.price)
    expect(line.product.url).toBe(`/${publicTeam}/p/${product.slug}/`)
    // The shop's own cart of the same account stays empty.
    const shopCart = await request.get('/api/v1/cart/', { headers: asMember })
    expect(JSON.stringify(await shopCart.json())).not.toContain(product.slug)

    // The cart page: remove, undo, and the line stays.
    await gotoHydrated(page, '/warenkorb/')
    await expect(page.getByRole('heading', { level: 1, name: 'Warenkorb' })).toBeVisible()
    const removeName = new RegExp(`^Entfernen\\s?: ${product.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`)
    await page.getByRole('button', { name: removeName }).click()
    await page.getByRole('button', { name: 'Rückgängig' }).click()
    await expect(page.getByRole('button', { name: removeName })).toBeVisible()
    await page.reload()
    await expect(page.getByRole('button', { name: removeName })).toBeVisible()

    // Checkout: a full page load to the configured checkout, which places the team cart.
    await page.getByRole('link', { name: 'Zur Kasse' }).click()
    await expect(page).toHaveURL(/\/checkout\/$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Kasse' })).toBeVisible()
    await placeOrderAtCheckout(page)
    await gotoHydrated(page, '/warenkorb/')
    await expect(page.getByRole('button', { name: removeName })).toBeHidden()
  })

  test('a guest keeps a kit product on the team wishlist and finds it there after logging in', async ({
    page,
    request,
  }) => {
    const product = await firstKitProduct(request, otherPublicTeam)
    await gotoHydrated(page, `/${otherPublicTeam}/p/${product.slug}/`)
    const keep = page.getByRole('main').getByRole('button', { name: 'Auf die Wunschliste', exact: true })
    await keep.click()
    await expect(page.getByRole('button', { name: 'Auf der Wunschliste', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    )

    // Spec §4: the guest's list is merged into the member's on login.
    await logInThroughForm(page, teamMember(otherPublicTeam), DEMO_PASSWORD)
    await expect(page).toHaveURL(/\/my-account\/$/)
    await gotoHydrated(page, '/')
    const wishlist = page.getByRole('region', { name: /^Deine Wunschliste/ })
    const card = wishlist.getByRole('article').filter({ hasText: product.name })
    await expect(card).toBeVisible()
    // The card leads to the team's product page, not the shop's.
    await expect(card.getByRole('link', { name: product.name })).toHaveAttribute(
      'href',
      `/${otherPublicTeam}/p/${product.slug}/`,
    )
    const heart = card.getByRole('button', { name: `${product.name} auf die Wunschliste` })
    await expect(heart).toHaveAttribute('aria-pressed', 'true')
    await heart.click()
    await expect(wishlist).toBeHidden()
    await page.reload()
    await expect(page.getByRole('region', { name: /^Deine Wunschliste/ })).toBeHidden()
  })

  test("a kit product page shows the product's details and its size table, marking the chosen size", async ({
    page,
    request,
  }) => {
    const product = await kitProductWithSizeTable(request, otherPublicTeam)
    await gotoHydrated(page, `/${otherPublicTeam}/p/${product.slug}/`)
    await expect(page.getByRole('heading', { level: 2, name: 'Produktdetails' })).toBeVisible()
    const table = page.getByRole('table', { name: 'Größen und Maße' })
    await expect(table).toBeHidden()
    await page.getByText('Größentabelle', { exact: true }).click()
    await expect(table).toBeVisible()
    await expect(table.getByRole('row').filter({ hasText: 'deine Wahl' })).toHaveCount(0)

    // A member's chosen size is marked in the table.
    await logInThroughForm(page, teamMember(otherPublicTeam, 'trainer'), DEMO_PASSWORD)
    await expect(page).toHaveURL(/\/my-account\/$/)
    await gotoHydrated(page, `/${otherPublicTeam}/p/${product.slug}/`)
    // The radio's name may add the stock ("42 nur noch 3"); its input is visually hidden, as in the shop.
    const size = page
      .getByRole('radiogroup', { name: 'Größe' })
      .getByRole('radio', { name: new RegExp(`^${product.size.replace('.', '\\.')}(\\s|$)`) })
    await size.focus()
    await page.keyboard.press('Space')
    await expect(size).toBeChecked()
    await page.getByText('Größentabelle', { exact: true }).click()
    await expect(table.getByRole('row').filter({ hasText: 'deine Wahl' })).toContainText(product.size)
    await expectNoAxeViolations(page, 'team product page with its size table open')
  })

  test('a product outside the kit is refused with a clear message', async ({ page, request }) => {
    const outside = await productOutsideKit(request, publicTeam, otherPublicTeam)
    const response = await page.goto(`/${publicTeam}/p/${outside.slug}/`)
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: 'Nicht im Teamsortiment' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Zum Teamsortiment' })).toHaveAttribute(
      'href',
      `/list/${publicTeam}/`,
    )
  })

  test("a non-member cannot see a private team's prices; its members can", async ({ page }) => {
    const hidden = 'Die Preise dieses Teams sehen nur seine Mitglieder.'
    await gotoHydrated(page, `/list/${privateTeam}/`)
    await expect(page.getByText(hidden).first()).toBeVisible()
    const cards = page.getByRole('main').getByRole('article')
    await expect(cards.first()).toContainText('Preis nur für Mitglieder')
    await expect(page.getByRole('main')).not.toContainText('€')

    // A member of another team is no member here either.
    await logInThroughForm(page, teamMember(publicTeam), DEMO_PASSWORD)
    await expect(page).toHaveURL(/\/my-account\/$/)
    await gotoHydrated(page, `/list/${privateTeam}/`)
    await expect(page.getByText(hidden).first()).toBeVisible()
    await expect(page.getByRole('main')).not.toContainText('€')
  })

  test("the private team's own member sees its prices", async ({ page }) => {
    await logInThroughForm(page, teamMember(privateTeam, 'trainer'), DEMO_PASSWORD)
    await expect(page).toHaveURL(/\/my-account\/$/)
    await gotoHydrated(page, `/list/${privateTeam}/`)
    await expect(page.getByText('Du siehst deine Teampreise (Trainer und Betreuer).')).toBeVisible()
    await expect(page.getByRole('main').getByRole('article').first()).toContainText('€')
  })

  // One test per width and visitor: each page is loaded, hydrated and checked by axe, which on a loaded
  // machine takes a few seconds a page.
  for (const width of [390, 1280]) {
    test(`every team template a visitor sees is axe-clean at ${String(width)} px`, async ({
      page,
      request,
    }) => {
      test.slow()
      await page.setViewportSize({ width, height: 900 })
      const product = await firstKitProduct(request, publicTeam)
      const outside = await productOutsideKit(request, publicTeam, otherPublicTeam)
      for (const path of [
        '/',
        '/list/',
        `/list/${publicTeam}/`,
        `/list/${privateTeam}/`,
        `/${publicTeam}/p/${product.slug}/`,
        `/${publicTeam}/p/${outside.slug}/`,
        '/info/impressum/',
        '/login/',
        '/register/',
        '/forgot-password/',
        '/reset-password/?token=x',
        '/kein-team/',
      ]) {
        await gotoHydrated(page, path)
        await expectNoAxeViolations(page, `${path} at ${width}`)
      }
    })

    test(`every team template a member sees is axe-clean at ${String(width)} px`, async ({
      page,
      context,
      request,
    }) => {
      // Fourteen pages scanned and an order placed: on a loaded machine longer than one slow test.
      test.setTimeout(240_000)
      await page.setViewportSize({ width, height: 900 })
      await logInThroughForm(page, teamMember(publicTeam, 'trainer'), DEMO_PASSWORD)
      await expect(page).toHaveURL(/\/my-account\/$/)
      // A full cart and wishlist, so the pages show their lines and the home its wishlist.
      const asMember = await bearerOf(context)
      const inCart = await teamCartWith(request, asMember, publicTeam, 'staff')
      const kept = await request.post('/api/v2/team/wishlist/', {
        headers: asMember,
        data: { productId: inCart.id },
      })
      expect(kept.status()).toBe(200)
      for (const path of [
        '/',
        `/list/${publicTeam}/`,
        `/${publicTeam}/p/${inCart.slug}/`,
        '/warenkorb/',
        '/my-account/',
        '/my-account/orders/',
        '/my-account/delivery-address/',
        '/my-account/account-details/',
      ]) {
        await gotoHydrated(page, path)
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
        await expectNoAxeViolations(page, `${path} (member) at ${width}`)
      }
      await gotoHydrated(page, '/')
      await expect(page.getByRole('heading', { level: 2, name: /Wunschliste/ })).toBeVisible()

      // The checkout, its confirmation and the order's details.
      await page.goto('/checkout/')
      await expect(page.getByRole('heading', { level: 1, name: 'Kasse' })).toBeVisible()
      await expectNoAxeViolations(page, `checkout (member) at ${width}`)
      await placeOrderAtCheckout(page)
      await expectNoAxeViolations(page, `confirmation (member) at ${width}`)
      await gotoHydrated(page, '/my-account/orders/')
      await page.getByRole('table').getByRole('link').first().click()
      await expect(page.getByRole('heading', { level: 1, name: /^Bestellung SA-/ })).toBeVisible()
      await expect(page.getByRole('main')).toContainText(inCart.name)
      await expectNoAxeViolations(page, `order details (member) at ${width}`)
    })
  }

  test('registration joins a public team; members-only teams are not offered', async ({ page }) => {
    await gotoHydrated(page, '/register/')
    const team = page.getByLabel('Team', { exact: true })
    await expect(team.locator('option')).toHaveCount(4)
    await expect(team.locator('option', { hasText: 'Radclub Tirol' })).toHaveCount(0)
    await page.getByLabel('Vorname').fill('Jonas')
    await page.getByLabel('Nachname').fill('Steiner')
    await page.getByLabel('E-Mail-Adresse').fill(`jonas-${Date.now().toString(36)}@example.at`)
    await page.getByLabel('Passwort', { exact: true }).fill('Teamsport2026!')
    await page.getByLabel('Passwort wiederholen').fill('Teamsport2026!')
    await team.selectOption({ label: 'LC Graz Laufteam' })
    await page.getByRole('button', { name: 'Konto erstellen' }).click()
    await expect(page).toHaveURL(/\/my-account\/$/)
    await gotoHydrated(page, '/')
    await expect(
      page.getByRole('region', { name: 'Deine Teams' }).getByRole('link', { name: 'LC Graz Laufteam' }),
    ).toBeVisible()
  })
})

test('the account menu links only to pages the team shop has', async ({ page, request }) => {
  await logInThroughForm(page, teamMember(publicTeam), DEMO_PASSWORD)
  await expect(page).toHaveURL(/\/my-account\/$/)
  const accountMenu = page.getByRole('navigation', { name: 'Mein Konto' })
  await expect(accountMenu.getByRole('link').first()).toBeVisible()
  // Team shops have no loyalty programme (spec §2 team-shop mode): no link to a page that is not there.
  await expect(accountMenu.getByRole('link', { name: 'Treuepunkte' })).toHaveCount(0)
  for (const href of await accountMenu
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))) {
    const response = await request.get(href, { headers: { cookie: await cookieHeader(page) } })
    expect(response.status(), href).not.toBe(404)
  }
})

async function cookieHeader(page: Page): Promise<string> {
  return (await page.context().cookies()).map((cookie) => `${cookie.name}=${cookie.value}`).join('; ')
}
