import { request as playwrightRequest } from '@playwright/test'
import type { APIRequestContext, Page } from '@playwright/test'
import * as v from 'valibot'
import {
  DEMO_PASSWORD,
  accountMenuButton,
  demoCustomers,
  latestMail,
  linkIn,
  logInThroughForm,
  uniqueEmail,
} from '../../setup/accounts'
import { VIENNA_ADDRESS, fillAddress } from '../../setup/checkout'
import { gotoHydrated } from '../../setup/hydration'
import { pdfText } from '../../setup/pdf'
import { httpModePorts, nodeUrl, startHttpModeNodes } from '../../setup/http-mode'
import type { HttpModeNodes } from '../../setup/http-mode'
import { chooseSize, findProduct, firstInStock, inStockCount, confirmAdded } from '../../setup/products'
import { biggestValues, cardBrands, filterGroup, resultsRegion } from '../../setup/results'
import { killServer } from '../../setup/server-process'
import { addConsentChoice, expect, expectNoCspViolations, test, watchCspViolations } from '../../setup/test'

/**
 * A shopper's journeys through a storefront node in HTTP mode (SHOP_API_URL), in front of an API
 * node of its own: pictures, cart, login, account, wishlist and checkout, and the limits per client
 * address counted per shopper, not per storefront. The tests of this file share the pair of nodes
 * and run in order (the http-mode project is not fully parallel).
 */

test.use({ baseURL: nodeUrl(httpModePorts(0).storefront) })
test.describe.configure({ timeout: 120_000 })

let nodes: HttpModeNodes | undefined
/** Calls to the API node itself, for what the test needs to know, not for what it tests. */
let api: APIRequestContext | undefined

test.beforeAll(async () => {
  // Preparing a database and starting two servers takes a while on a busy machine.
  test.setTimeout(120_000)
  nodes = await startHttpModeNodes(0)
  api = await playwrightRequest.newContext({ baseURL: nodes.api.url })
})
test.afterAll(async () => {
  await api?.dispose()
  killServer(nodes?.storefront)
  killServer(nodes?.api)
})

function apiOrFail(): APIRequestContext {
  if (!api) throw new Error('the API node did not start')
  return api
}

/**
 * Every picture on the page has loaded. Lazy ones are asked to load now: an image below the fold or
 * in a closed menu would otherwise never be requested, and a broken one would go unnoticed.
 */
async function expectEveryImageLoads(page: Page, where: string) {
  const images = page.locator('img')
  expect(await images.count(), `images on ${where}`).toBeGreaterThan(0)
  const broken = await images.evaluateAll(async (elements) => {
    const all = elements.filter((element) => element instanceof HTMLImageElement)
    for (const image of all) image.loading = 'eager'
    // decode() settles once the picture has arrived or failed.
    await Promise.all(all.map((image) => image.decode().catch(() => undefined)))
    return all
      .filter((image) => !image.complete || image.naturalWidth === 0)
      .map((image) => image.currentSrc || image.src)
  })
  expect(broken, `images that did not load on ${where}`).toEqual([])
}

const cartSchema = v.object({
  data: v.object({
    products: v.array(v.object({ option: v.object({ id: v.number(), quantity: v.number() }) })),
  }),
})

/** How many of a size the customer's own cart holds, asked of the API node with a session of its own. */
async function quantityInCustomerCart(email: string, optionId: number): Promise<number> {
  const login = await apiOrFail().post('/api/v1/auth/login/', { data: { email, password: DEMO_PASSWORD } })
  expect(login.status()).toBe(200)
  const { token } = v.parse(v.object({ data: v.object({ token: v.string() }) }), await login.json()).data
  const cart = await apiOrFail().get('/api/v1/cart/', { headers: { authorization: `Bearer ${token}` } })
  expect(cart.status()).toBe(200)
  const lines = v.parse(cartSchema, await cart.json()).data.products
  return lines.find((line) => line.option.id === optionId)?.option.quantity ?? 0
}

test('a shopper sees every picture, filters, fills a cart as a guest, logs in, keeps a wish, orders and logs out', async ({
  page,
}) => {
  const customer = { email: demoCustomers.vk, firstName: 'Anna', lastName: 'Gruber' }
  const mediaAnswers: { status: number; url: string }[] = []
  page.on('response', (response) => {
    const { pathname } = new URL(response.url())
    if (pathname.startsWith('/media/') || pathname.startsWith('/img/'))
      mediaAnswers.push({ status: response.status(), url: response.url() })
  })
  await page.setViewportSize({ width: 1280, height: 900 })

  await gotoHydrated(page, '/')
  await expectEveryImageLoads(page, 'the home page')

  // A category with a brand filter applied: only that brand is listed, as many as the filter said.
  await gotoHydrated(page, '/damen/')
  await expect(page.getByRole('heading', { level: 1, name: 'Damen' })).toBeVisible()
  await expectEveryImageLoads(page, 'a category page')
  const [brand = ''] = await biggestValues(page, 'Marke', 1)
  const brandBox = filterGroup(page, 'Marke').getByRole('checkbox', { name: brand })
  const brandCount = /,\s*([\d.]+) Artikel$/.exec((await brandBox.getAttribute('aria-label')) ?? '')?.[1]
  const unfiltered = await resultsRegion(page).getAttribute('aria-label')
  await brandBox.check()
  await page.getByRole('complementary').getByRole('button', { name: 'Filter anwenden' }).click()
  await expect(page).toHaveURL(/\/damen\/\?filters=83-\d+$/)
  await expect(resultsRegion(page).getByRole('button', { name: `${brand} entfernen` })).toBeVisible()
  await expect(resultsRegion(page)).toHaveAccessibleName(`${brandCount ?? '?'} Artikel`)
  expect(`${brandCount ?? '?'} Artikel`).not.toBe(unfiltered)
  expect(new Set(await cardBrands(page))).toEqual(new Set([brand.toLowerCase()]))

  // The product page, its gallery included; a size into the cart as a guest.
  const product = await findProduct(
    apiOrFail(),
    (candidate) => inStockCount(candidate) > 0 && candidate.images.length > 1,
  )
  const size = firstInStock(product)
  await gotoHydrated(page, product.url)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name)
  await expectEveryImageLoads(page, 'a product page')
  await chooseSize(page, size.label)
  await page.getByRole('button', { name: 'In den Warenkorb' }).click()
  await confirmAdded(page)
  await expect(page.getByRole('status').filter({ hasText: 'liegt jetzt im Warenkorb' })).toBeVisible()
  // The pictures came through the storefront node: none was refused.
  expect(mediaAnswers.length).toBeGreaterThan(0)
  // The product pictures, rendered by this node's image pipeline from the API host's media.
  expect(
    mediaAnswers.filter((answer) => new URL(answer.url).pathname.startsWith('/img/')).length,
  ).toBeGreaterThan(0)
  expect(mediaAnswers.filter((answer) => answer.status >= 400)).toEqual([])

  // Login hands the guest's cart over: the customer's own quantity of that size grows by one.
  const before = await quantityInCustomerCart(customer.email, size.id)
  await logInThroughForm(page, customer.email, DEMO_PASSWORD)
  await expect(accountMenuButton(page, customer.firstName)).toBeVisible()
  expect(await quantityInCustomerCart(customer.email, size.id)).toBe(before + 1)
  await gotoHydrated(page, '/warenkorb/')
  await expect(page.getByRole('group', { name: `Menge von ${product.name}` })).toContainText(
    String(before + 1),
  )

  // The account's personal data, as the API node keeps them.
  await gotoHydrated(page, '/my-account/account-details/')
  await expect(page.getByRole('heading', { name: 'Kontodaten', level: 1 })).toBeVisible()
  await expect(page.getByLabel('Vorname', { exact: true })).toHaveValue(customer.firstName)
  await expect(page.getByLabel('Nachname', { exact: true })).toHaveValue(customer.lastName)
  await expect(page.getByLabel('E-Mail-Adresse', { exact: true })).toHaveValue(customer.email)

  // A wish kept on the product page, then taken off the wishlist page.
  await gotoHydrated(page, product.url)
  await page.getByRole('button', { name: 'Auf die Wunschliste', exact: true }).click()
  await expect(page.getByRole('button', { name: 'Auf der Wunschliste', exact: true })).toBeVisible()
  await gotoHydrated(page, '/wishlist/')
  const wish = page.getByRole('article', { name: product.name })
  await wish.getByRole('button', { name: 'Entfernen' }).click()
  await expect(page.getByRole('main').getByText(/^Deine Wunschliste ist noch leer\./)).toBeVisible()

  // The checkout, a full page load with a form post, to a new address on invoice.
  await gotoHydrated(page, '/warenkorb/')
  await page.getByRole('link', { name: 'Zur Kasse' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Kasse' })).toBeVisible()
  await page.getByRole('radio', { name: 'Neue Adresse eingeben' }).check()
  await fillAddress(page.getByRole('group', { name: '2. Lieferadresse' }), VIENNA_ADDRESS)
  // A phone number for delivery questions: the account's is offered; another one travels to the API
  // node with the order and back.
  const phone = page.getByLabel(/^Telefonnummer/)
  await expect(phone).toHaveValue('+43 664 3125478')
  await phone.fill('+43 664 1234567')
  await page.getByRole('radio', { name: /^Rechnung/ }).check()
  await page.getByRole('button', { name: /^Zahlungspflichtig bestellen/ }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Danke für deine Bestellung!' })).toBeVisible()
  await expect(page.getByText('Telefon für Rückfragen: +43 664 1234567')).toBeVisible()
  await expect(
    page
      .getByRole('main')
      .getByText(/1070 Wien, Österreich/)
      .first(),
  ).toBeVisible()
  const number = (await page.getByText(/^SA-\d{4}-\d+$/).textContent()) ?? ''
  const mail = await latestMail(apiOrFail(), customer.email, 'order-confirmation')
  expect(mail.subject).toBe(`Deine Bestellung ${number}`)
  await page.getByRole('link', { name: 'Zu meinen Bestellungen' }).click()
  await expect(page.getByRole('row').filter({ hasText: number })).toBeVisible()

  await accountMenuButton(page, customer.firstName).click()
  await page.getByRole('menuitem', { name: 'Abmelden' }).click()
  await expect(page.getByRole('link', { name: 'Konto', exact: true })).toBeVisible()
})

test('failed logins from 31 shoppers do not lock a 32nd out of her own account', async ({
  page,
  browser,
  baseURL,
  userAgent,
}) => {
  // The limit per client address is 30 logins in 10 minutes (src/shop-api/auth/address-limits.ts):
  // were every shopper counted as the storefront's one address, the 31st and all later would be refused.
  const shoppers = 31
  const wrongLogin = (index: number) => `vergessen-${String(index)}@example.at`
  // Addresses of the documentation range, apart from the 10.x addresses of tests/setup/test.ts.
  const addressOf = (index: number) => `198.51.100.${String(index)}`

  // The first shopper logs in with a wrong password in the browser; the call the form made is what
  // the next 30 shoppers send, each from an address and a cookie jar of its own.
  const first = await browser.newContext({
    baseURL,
    userAgent,
    extraHTTPHeaders: { 'x-forwarded-for': addressOf(1) },
  })
  watchCspViolations(first)
  await addConsentChoice(first, baseURL)
  const firstPage = await first.newPage()
  await gotoHydrated(firstPage, '/login/')
  const loginCall = firstPage.waitForRequest((request) => request.url().includes('/_serverFn/'))
  await firstPage.getByLabel('E-Mail-Adresse').fill(wrongLogin(1))
  await firstPage.getByLabel('Passwort', { exact: true }).fill('Falsch-2026!')
  await firstPage.getByRole('button', { name: 'Anmelden', exact: true }).click()
  await expect(firstPage.getByText('E-Mail-Adresse oder Passwort stimmen nicht.')).toBeVisible()
  const call = await loginCall
  const body = call.postData() ?? ''
  expect(body).toContain(wrongLogin(1))
  const headers = Object.fromEntries(
    Object.entries(await call.allHeaders()).filter(
      ([name]) => !['cookie', 'content-length', 'host', 'x-forwarded-for'].includes(name),
    ),
  )
  expectNoCspViolations(first)
  await first.close()

  const outcomes: string[] = []
  for (let index = 2; index <= shoppers; index++) {
    const shopper = await playwrightRequest.newContext({
      extraHTTPHeaders: { 'x-forwarded-for': addressOf(index) },
    })
    const response = await shopper.post(call.url(), {
      headers,
      data: body.replace(wrongLogin(1), wrongLogin(index)),
    })
    const text = await response.text()
    // The form's answer names why the login failed: wrong credentials, or too many attempts.
    outcomes.push(
      response.status() !== 200
        ? `status ${String(response.status())}`
        : /"throttled"/.test(text)
          ? 'throttled'
          : /"invalid"/.test(text)
            ? 'invalid'
            : text,
    )
    await shopper.dispose()
  }
  expect.soft(outcomes, 'each of the other 30 failed logins').toEqual(Array(shoppers - 1).fill('invalid'))

  // The owner, from an address of her own, with the right password.
  await logInThroughForm(page, demoCustomers.premium, DEMO_PASSWORD)
  await expect(page.getByRole('heading', { name: 'Hallo Lukas!' })).toBeVisible()
  await expect(page).toHaveURL(/\/my-account\/$/)
})

test('robots.txt and the sitemaps answer on the storefront node', async ({ request }) => {
  const robots = await request.get('/robots.txt')
  expect(robots.status()).toBe(200)
  expect(await robots.text()).toContain('/sitemap.xml')
  const index = await request.get('/sitemap.xml')
  expect(index.status()).toBe(200)
  const files = [...(await index.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '')
  expect(files.length).toBeGreaterThan(0)
  for (const file of files) {
    const response = await request.get(new URL(file).pathname)
    expect(response.status(), file).toBe(200)
    expect(await response.text(), file).toContain('<urlset')
  }
})

test('a guide article links its author, whose page lists it, through the API node', async ({ page }) => {
  await gotoHydrated(page, '/blog/article/einstieg-ins-trailrunning/')
  const title = (await page.getByRole('heading', { level: 1 }).textContent()) ?? ''
  const byline = page.getByRole('main').locator('p', { hasText: /^Von / }).getByRole('link')
  const name = ((await byline.textContent()) ?? '').trim()
  await byline.click()
  await expect(page).toHaveURL(/\/blog\/autor\/[a-z0-9-]+\/$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
  await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible()
  expect((await page.request.get('/blog/autor/niemand/')).status()).toBe(404)
})

test('a customer cancels one of two pieces and buys the order again, through the API node', async ({
  page,
  context,
}) => {
  const shop = apiOrFail()
  await addConsentChoice(context, nodeUrl(httpModePorts(0).storefront))
  const product = await findProduct(shop, (candidate) =>
    candidate.options.some((option) => option.status === 2 && option.stock > 3),
  )
  const option = product.options.find((candidate) => candidate.status === 2 && candidate.stock > 3)
  if (!option) throw new Error('no size with stock')
  const email = uniqueEmail('http-storno')
  const password = 'Startpasswort2026'
  const registered = await shop.post('/api/v1/auth/register/', {
    data: { email, password, password_confirmation: password, firstName: 'Erika', lastName: 'Muster' },
  })
  expect(registered.status()).toBe(201)
  const { token } = v.parse(v.object({ data: v.object({ token: v.string() }) }), await registered.json()).data
  const auth = { authorization: `Bearer ${token}` }
  expect(
    (
      await shop.post('/api/v1/cart/', { headers: auth, data: { productOption: option.id, amount: 2 } })
    ).status(),
  ).toBe(200)
  const placed = await shop.post('/api/v1/orders/', {
    headers: auth,
    data: {
      deliveryType: 'home',
      shippingAddress: { ...VIENNA_ADDRESS, countryId: 'AT' },
      paymentMethod: 'invoice',
    },
  })
  expect(placed.status()).toBe(201)
  const order = v.parse(
    v.object({ data: v.object({ order: v.object({ uuid: v.string() }) }) }),
    await placed.json(),
  ).data.order

  await logInThroughForm(page, email, password)
  await expect(accountMenuButton(page, 'Erika')).toBeVisible()
  await gotoHydrated(page, `/my-account/order-details/${order.uuid}/`)
  const main = page.getByRole('main')
  await main.getByRole('button', { name: 'Bestellung stornieren' }).click()
  await main.getByRole('combobox', { name: /Stück stornieren/ }).selectOption('1')
  await main.getByRole('button', { name: 'Stornierung bestätigen' }).click()
  await expect(main.getByRole('status').filter({ hasText: 'Erledigt' })).toBeVisible()
  await expect(main.getByText('1 storniert')).toBeVisible()
  await expect(main.getByText('Zu zahlen')).toBeVisible()
  // One piece left: the order can still be cancelled, with one piece to choose.
  await expect(main.getByRole('combobox', { name: /Stück stornieren/ }).locator('option')).toHaveText([
    '0',
    '1',
  ])

  // Buying again takes the piece kept, not the one cancelled.
  await main.getByRole('button', { name: 'Nochmal bestellen' }).click()
  await expect(main.getByRole('status').filter({ hasText: 'Jetzt in deinem Warenkorb' })).toContainText(
    'Jetzt in deinem Warenkorb: 1 Artikel aus dieser Bestellung.',
  )
  await expect(
    page.getByRole('banner').getByRole('button', { name: 'Warenkorb', exact: true }),
  ).toHaveAccessibleDescription('1 Artikel')
})

const ordersSchema = v.object({
  data: v.object({ orders: v.array(v.object({ uuid: v.string(), status: v.string() })) }),
})
const returnsSchema = v.object({
  data: v.object({
    order: v.object({
      number: v.string(),
      returns: v.array(v.object({ uuid: v.string(), code: v.string() })),
    }),
  }),
})

test('a returned order’s label comes as a PDF through the storefront node from the API node', async ({
  page,
  context,
}) => {
  const shop = apiOrFail()
  await addConsentChoice(context, nodeUrl(httpModePorts(0).storefront))
  // A demo customer with a seeded returned order (each has several past orders, some returned).
  let found: { email: string; uuid: string; number: string; returnId: string; code: string } | undefined
  for (const email of Object.values(demoCustomers)) {
    const login = await shop.post('/api/v1/auth/login/', { data: { email, password: DEMO_PASSWORD } })
    const { token } = v.parse(v.object({ data: v.object({ token: v.string() }) }), await login.json()).data
    const auth = { authorization: `Bearer ${token}` }
    const orders = v.parse(
      ordersSchema,
      await (await shop.get('/api/v1/user/orders/', { headers: auth })).json(),
    )
    for (const summary of orders.data.orders.filter((order) => order.status === 'returned')) {
      const detail = await shop.get(`/api/v1/user/order/${summary.uuid}/`, { headers: auth })
      const { order } = v.parse(returnsSchema, await detail.json()).data
      const [first] = order.returns
      if (first)
        found = { email, uuid: summary.uuid, number: order.number, returnId: first.uuid, code: first.code }
    }
    if (found) break
  }
  if (!found) throw new Error('no demo customer has a returned order')

  await logInThroughForm(page, found.email, DEMO_PASSWORD)
  await expect(page.getByRole('banner').getByRole('button', { name: /^Konto von / })).toBeVisible()
  await gotoHydrated(page, `/my-account/order-details/${found.uuid}/`)
  const returns = page.getByRole('main').getByRole('region', { name: 'Deine Rücksendungen' })
  await expect(returns.getByText('Eingegangen', { exact: true })).toBeVisible()
  const href = await returns
    .getByRole('link', { name: /^Rücksendeetikett \(PDF\)/ })
    .first()
    .getAttribute('href')
  const label = await page.request.get(href ?? '')
  expect(label.status()).toBe(200)
  expect(label.headers()['content-type']).toBe('application/pdf')
  const text = await pdfText(await label.body())
  expect(text).toContain(found.number)
  expect(text).toContain(found.code)
})

test('a guest books a service through the storefront node and cancels it from the mail on another device', async ({
  page,
  context,
  browser,
}) => {
  const storefront = nodeUrl(httpModePorts(0).storefront)
  await addConsentChoice(context, storefront)
  const catalog = v.parse(
    v.object({
      data: v.object({ services: v.array(v.object({ slug: v.string(), storeIds: v.array(v.number()) })) }),
    }),
    await (await apiOrFail().get('/api/v1/services/')).json(),
  )
  const store = catalog.data.services.find((service) => service.slug === 'running-analysis')?.storeIds[0]
  if (store === undefined) throw new Error('no store offers a running analysis')

  await page.goto(`/termin-buchen/?store=${String(store)}&service=running-analysis`)
  await page.getByRole('heading', { name: 'An welchem Tag?' }).waitFor()
  await page.getByRole('list').getByRole('link').first().click()
  await page.getByRole('list').getByRole('link').first().click()
  const email = uniqueEmail('termin-http')
  await page.getByLabel('Vor- und Nachname').fill('Hanna Knoten')
  await page.getByLabel('E-Mail-Adresse').fill(email)
  await page.getByLabel('Telefonnummer').fill('+43 664 2223334')
  await page.getByRole('button', { name: 'Termin verbindlich buchen' }).click()
  await expect(page.getByRole('heading', { name: 'Dein Termin ist gebucht' })).toBeVisible()

  // The mail's key opens the booking on a device without the guest's cookies, across both nodes.
  const mail = await latestMail(apiOrFail(), email, 'booking-confirmation')
  const elsewhere = await browser.newContext({ baseURL: storefront })
  await addConsentChoice(elsewhere, storefront)
  const other = await elsewhere.newPage()
  await other.goto(linkIn(mail.text, '/termin/'))
  await other.getByRole('button', { name: 'Termin stornieren' }).click()
  await expect(other.getByRole('heading', { name: 'Dein Termin ist storniert' })).toBeVisible()
  await elsewhere.close()
})
