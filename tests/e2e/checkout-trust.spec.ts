import type { Page } from '@playwright/test'
import {
  accountMenuButton,
  expectNoAxeViolations,
  latestMail,
  logInThroughForm,
  registerThroughApi,
  uniqueEmail,
} from '../setup/accounts'
import { VIENNA_ADDRESS, fillAddress, guestCartWith } from '../setup/checkout'
import { gotoHydrated } from '../setup/hydration'
import { chooseSize, findProduct, firstInStock, inStockCount, confirmAdded } from '../setup/products'
import { expect, test } from '../setup/test'

const viewports = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
] as const

const placeOrder = (page: Page) => page.getByRole('button', { name: /^Zahlungspflichtig bestellen/ })

/** The summary at the top of a refused form: focused, and one link per field that needs the shopper. */
async function expectFieldNamedSummary(page: Page) {
  const summary = page.getByRole('alert').filter({ hasText: 'Bitte prüfe deine Angaben' })
  await expect(summary).toBeFocused()
  // Each problem names its field; the same message no longer stands alone seven times.
  await expect(summary.getByRole('link', { name: 'E-Mail-Adresse: Bitte ausfüllen.' })).toBeVisible()
  await expect(summary.getByRole('link', { name: 'Vorname (Lieferadresse): Bitte ausfüllen.' })).toBeVisible()
  await expect(summary.getByRole('link', { name: 'PLZ (Lieferadresse): Bitte ausfüllen.' })).toBeVisible()
  await expect(summary.getByRole('link', { name: /^Bitte ausfüllen\.$/ })).toHaveCount(0)
  // A link takes the shopper to its field.
  await summary.getByRole('link', { name: 'PLZ (Lieferadresse): Bitte ausfüllen.' }).click()
  await expect(page.getByRole('group', { name: '2. Lieferadresse' }).getByLabel('PLZ')).toBeFocused()
  return summary
}

async function guestAtCheckout(
  page: Page,
  context: Parameters<typeof guestCartWith>[1],
  request: Parameters<typeof guestCartWith>[0],
) {
  const product = await findProduct(request, (candidate) => inStockCount(candidate) > 0)
  await guestCartWith(request, context, firstInStock(product).id)
  await page.goto('/checkout/')
  await expect(page.getByRole('heading', { level: 1, name: 'Kasse' })).toBeVisible()
}

test.describe('trust at checkout', () => {
  test('the terms and the privacy notice are linked where the shopper agrees to them, in a new tab', async ({
    page,
    context,
    request,
  }) => {
    await guestAtCheckout(page, context, request)
    const form = page.locator('form').filter({ has: placeOrder(page) })
    const terms = form.getByRole('link', { name: 'AGB (öffnet in neuem Tab)' })
    const privacy = form.getByRole('link', { name: 'Datenschutzerklärung (öffnet in neuem Tab)' })
    await expect(terms).toHaveAttribute('href', '/static/agb/')
    await expect(privacy).toHaveAttribute('href', '/static/datenschutz/')
    for (const link of [terms, privacy]) {
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('rel', /noopener/)
    }
    // The page opens beside the checkout, which keeps what was typed.
    await page.getByLabel('E-Mail-Adresse').fill('lena@example.at')
    const [opened] = await Promise.all([context.waitForEvent('page'), terms.click()])
    await expect(opened).toHaveURL(/\/static\/agb\/$/)
    await opened.close()
    await expect(page.getByLabel('E-Mail-Adresse')).toHaveValue('lena@example.at')
  })

  test('required fields are marked; an empty order is refused in the browser with a summary naming each field', async ({
    page,
    context,
    request,
  }) => {
    await guestAtCheckout(page, context, request)
    const shipping = page.getByRole('group', { name: '2. Lieferadresse' })
    await expect(shipping.getByLabel('Vorname')).toHaveAttribute('required', '')
    await expect(page.getByLabel('E-Mail-Adresse')).toHaveAttribute('required', '')
    await expect(page.getByLabel(/^Telefonnummer/)).not.toHaveAttribute('required')
    for (const viewport of viewports) {
      await page.setViewportSize(viewport)
      await expectNoAxeViolations(page, `checkout at ${viewport.width} px`)
    }

    // Checked before the round trip: nothing is posted while a required field is empty.
    const posts: string[] = []
    page.on('request', (sent) => {
      if (sent.method() === 'POST' && sent.url().includes('/checkout/')) posts.push(sent.url())
    })
    await placeOrder(page).click()
    const summary = await expectFieldNamedSummary(page)
    expect(posts).toEqual([])
    for (const viewport of viewports) {
      await page.setViewportSize(viewport)
      await expectNoAxeViolations(page, `checkout with errors at ${viewport.width} px`)
    }

    // Fixing the fields clears the summary's entries for them on the next try.
    await page.getByLabel('E-Mail-Adresse').fill(uniqueEmail('trust'))
    await placeOrder(page).click()
    await expect(summary.getByRole('link', { name: /^E-Mail-Adresse/ })).toHaveCount(0)
    await expect(summary.getByRole('link', { name: /^Vorname \(Lieferadresse\)/ })).toBeVisible()
    expect(posts).toEqual([])
  })

  test('a guest leaves a phone number for delivery questions; the confirmation names the country and offers no cart', async ({
    page,
    context,
    request,
  }) => {
    await guestAtCheckout(page, context, request)
    const email = uniqueEmail('phone')
    await page.getByLabel('E-Mail-Adresse').fill(email)
    await fillAddress(page.getByRole('group', { name: '2. Lieferadresse' }), VIENNA_ADDRESS)
    const phone = page.getByLabel(/^Telefonnummer/)

    // A phone number that cannot be one is refused in the shopper's language.
    await phone.fill('abc')
    await placeOrder(page).click()
    const summary = page.getByRole('alert').filter({ hasText: 'Bitte prüfe deine Angaben' })
    await expect(
      summary.getByRole('link', { name: 'Telefonnummer: Bitte gib eine gültige Telefonnummer ein.' }),
    ).toBeVisible()

    await phone.fill('+43 664 1234567')
    await placeOrder(page).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Danke für deine Bestellung!' })).toBeVisible()
    const main = page.getByRole('main')
    await expect(main.getByText('+43 664 1234567')).toBeVisible()
    await expect(main.getByText(/1070 Wien, Österreich/).first()).toBeVisible()
    await expect(main.getByText(/, AT$/)).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'Zurück zum Warenkorb' })).toHaveCount(0)
    await expect(page.locator('a[href$="/warenkorb/"]')).toHaveCount(0)
    for (const viewport of viewports) {
      await page.setViewportSize(viewport)
      await expectNoAxeViolations(page, `confirmation at ${viewport.width} px`)
    }

    // The phone is stored with the order: the API's answer for the confirmation carries it.
    const orderId = new URL(page.url()).pathname.split('/').filter(Boolean).at(-1) ?? ''
    const cookies = await context.cookies()
    const requestId = cookies.find((cookie) => cookie.name === 'sp_request_id')?.value ?? ''
    const stored = await request.get(`/api/v1/orders/${orderId}/`, { headers: { 'x-request-id': requestId } })
    expect(stored.status()).toBe(200)
    expect(JSON.stringify(await stored.json())).toContain('"phone":"+43 664 1234567"')
  })

  test('on /en/ the confirmation names the country in English, and the mail speaks English', async ({
    page,
    context,
    request,
  }) => {
    const product = await findProduct(request, (candidate) => inStockCount(candidate) > 0)
    await guestCartWith(request, context, firstInStock(product).id)
    await page.goto('/en/checkout/')
    const email = uniqueEmail('english')
    await page.getByLabel('E-mail address').fill(email)
    const shipping = page.getByRole('group', { name: /Delivery address/ })
    await shipping.getByLabel('First name').fill('Lena')
    await shipping.getByLabel('Last name').fill('Huber')
    await shipping.getByLabel('Street').fill('Ring')
    await shipping.getByLabel('House number').fill('1')
    await shipping.getByLabel('Postcode').fill('1010')
    await shipping.getByLabel('City').fill('Wien')
    await page.getByRole('button', { name: /^Place order/ }).click()
    await expect(
      page
        .getByRole('main')
        .getByText(/1010 Wien, Austria/)
        .first(),
    ).toBeVisible()
    const mail = await latestMail(request, email, 'order-confirmation')
    expect(mail.subject).toMatch(/^Your order /)
    expect(mail.text).toContain('Hello Lena,')
    expect(mail.text).not.toMatch(/Bestellung|Dein Sportalpin/)
  })

  test('a customer’s order detail in the account names the country too', async ({ page, request }) => {
    const customer = await registerThroughApi(request, uniqueEmail('country'))
    await logInThroughForm(page, customer.email, customer.password)
    await expect(accountMenuButton(page, 'Erika')).toBeVisible()
    const product = await findProduct(request, (candidate) => inStockCount(candidate) > 0)
    await gotoHydrated(page, product.url)
    await chooseSize(page, firstInStock(product).label)
    await page.getByRole('button', { name: 'In den Warenkorb' }).click()
    await confirmAdded(page)
    await expect(page.getByRole('status').filter({ hasText: 'liegt jetzt im Warenkorb' })).toBeVisible()

    await page.goto('/checkout/')
    await fillAddress(page.getByRole('group', { name: '2. Lieferadresse' }), VIENNA_ADDRESS)
    await placeOrder(page).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Danke für deine Bestellung!' })).toBeVisible()
    await page.getByRole('link', { name: 'Zu meinen Bestellungen' }).click()
    await page.getByRole('row').getByRole('link').first().click()
    await expect(page.getByRole('main').getByText(/1070 Wien, Österreich/)).toBeVisible()
    await expect(page.getByRole('main').getByText(/, AT$/)).toHaveCount(0)
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('an empty order comes back with the same field-named summary, focused, each link to its field', async ({
      page,
      context,
      request,
    }) => {
      await guestAtCheckout(page, context, request)
      await placeOrder(page).click()
      await expectFieldNamedSummary(page)
      await expect(page.getByLabel('E-Mail-Adresse')).toHaveAttribute('aria-invalid', 'true')
    })
  })
})
