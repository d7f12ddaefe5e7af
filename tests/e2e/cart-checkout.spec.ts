import type { APIRequestContext, BrowserContext, Page } from '@playwright/test'
import * as v from 'valibot'
import {
  DEMO_PASSWORD,
  accountMenuButton,
  demoCustomers,
  expectNoAxeViolations,
  latestMail,
  logInThroughForm,
  registerThroughApi,
  uniqueEmail,
} from '../setup/accounts'
import { VIENNA_ADDRESS, fillAddress, guestCartWith } from '../setup/checkout'
import { gotoHydrated } from '../setup/hydration'
import { chooseSize, findProduct, firstInStock, inStockCount, confirmAdded } from '../setup/products'
import type { Product } from '../setup/products'
import { expect, test } from '../setup/test'

const viewports = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
] as const

const cartSchema = v.object({
  data: v.object({
    uuid: v.string(),
    products: v.array(v.object({ option: v.object({ id: v.number(), quantity: v.number() }) })),
  }),
})

const sessionSchema = v.object({ data: v.object({ token: v.string() }) })

async function guestIdOf(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies()).find((candidate) => candidate.name === 'sp_request_id')
  if (!cookie) throw new Error('no request id cookie')
  return cookie.value
}

async function cartLines(request: APIRequestContext, headers: Record<string, string>) {
  const response = await request.get('/api/v1/cart/', { headers })
  expect(response.status()).toBe(200)
  return v.parse(cartSchema, await response.json()).data.products.map(({ option }) => option)
}

async function addOnProductPage(page: Page, product: Product, label: string) {
  await gotoHydrated(page, product.url)
  await chooseSize(page, label)
  await page.getByRole('button', { name: 'In den Warenkorb' }).click()
  await confirmAdded(page)
  await expect(page.getByRole('status').filter({ hasText: 'liegt jetzt im Warenkorb' })).toBeVisible()
}

/** The header's mini-cart, opened: a dialog named after the cart and its count. */
async function openMiniCart(page: Page) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Warenkorb/ })
    .click()
  const dialog = page.getByRole('dialog', { name: /^Warenkorb/ })
  await expect(dialog).toBeVisible()
  return dialog
}

test.describe('cart and wishlist', () => {
  test('a guest removes with undo, logs in to a cart that already has items, and logs out to empty lists', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(90_000)
    // A demo customer whose cart already holds a size of the product the guest will add.
    const customer = { email: demoCustomers.pro, password: DEMO_PASSWORD, firstName: 'Maximilian' }
    const product = await findProduct(request, (candidate) => inStockCount(candidate) > 0)
    const size = firstInStock(product)
    const login = await request.post('/api/v1/auth/login/', {
      data: { email: customer.email, password: customer.password },
    })
    const { token } = v.parse(sessionSchema, await login.json()).data
    const asCustomer = { authorization: `Bearer ${token}` }
    const saved = await request.post('/api/v1/cart/', {
      data: { productOption: size.id },
      headers: asCustomer,
    })
    expect(saved.status()).toBe(200)
    const quantityOf = async (headers: Record<string, string>) =>
      (await cartLines(request, headers)).find((line) => line.id === size.id)?.quantity ?? 0
    const before = await quantityOf(asCustomer)

    // As a guest: the same size, and a product added as part of its set.
    await addOnProductPage(page, product, size.label)
    const inSet = await findProduct(
      request,
      (candidate) => inStockCount(candidate) > 0 && candidate.sets.length > 0,
    )
    const [set] = inSet.sets
    if (!set) throw new Error(`${inSet.slug} has no set`)
    await gotoHydrated(page, inSet.url)
    await chooseSize(page, firstInStock(inSet).label)
    const setSection = page.getByRole('region', { name: `Set: ${set.name}` }).first()
    await setSection.getByRole('button', { name: /^Als Teil von/ }).click()
    await expect(setSection.getByRole('status')).toContainText('liegt jetzt im Warenkorb')
    const guestId = await guestIdOf(context)

    for (const viewport of viewports) {
      await page.setViewportSize(viewport)
      const dialog = await openMiniCart(page)
      await expect(dialog.getByRole('heading', { name: 'Warenkorb (2)' })).toBeVisible()
      await expectNoAxeViolations(page, `mini-cart at ${viewport.width} px`)
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
    }

    // Remove the set item, undo within the 2 s, then remove it for good.
    const dialog = await openMiniCart(page)
    // The catalogue's product names begin with their brand.
    const setName = inSet.name
    // Screen readers hear "Entfernen: …"; the accessible name keeps a space the spans add.
    const removeName = new RegExp(`^Entfernen\\s?: ${setName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`)
    await dialog.getByRole('button', { name: removeName }).click()
    await dialog.getByRole('button', { name: 'Rückgängig' }).click()
    await expect(dialog.getByText(`${setName} bleibt im Warenkorb.`)).toBeAttached()
    await expect(dialog.getByRole('button', { name: removeName })).toBeVisible()
    expect(await cartLines(request, { 'x-request-id': guestId })).toHaveLength(2)
    await dialog.getByRole('button', { name: removeName }).click()
    await expect(dialog.getByRole('button', { name: removeName })).toBeHidden({ timeout: 6_000 })
    await expect(dialog.getByRole('heading', { name: 'Warenkorb (1)' })).toBeVisible()
    expect(await cartLines(request, { 'x-request-id': guestId })).toEqual([{ id: size.id, quantity: 1 }])
    await page.keyboard.press('Escape')

    // Login: the guest cart is handed over, the quantities add up, and the guest id is retired.
    await logInThroughForm(page, customer.email, customer.password)
    await expect(accountMenuButton(page, customer.firstName)).toBeVisible()
    expect(await quantityOf(asCustomer)).toBe(before + 1)
    expect((await request.get('/api/v1/cart/', { headers: { 'x-request-id': guestId } })).status()).toBe(404)
    await gotoHydrated(page, '/warenkorb/')
    await expect(page.getByRole('group', { name: `Menge von ${product.name}` })).toContainText(
      String(before + 1),
    )

    // Logout: the header shows an empty cart and wishlist again.
    await accountMenuButton(page, customer.firstName).click()
    await page.getByRole('menuitem', { name: 'Abmelden' }).click()
    await expect(page.getByRole('link', { name: 'Konto', exact: true })).toBeVisible()
    const header = page.getByRole('banner')
    await expect(header.getByRole('button', { name: 'Warenkorb', exact: true })).toHaveAccessibleDescription(
      '0 Artikel',
    )
    await expect(header.getByRole('link', { name: 'Wunschliste', exact: true })).toHaveAccessibleDescription(
      '0 Artikel',
    )
    await gotoHydrated(page, '/wishlist/')
    await expect(page.getByRole('main').getByText(/^Deine Wunschliste ist noch leer\./)).toBeVisible()
  })
})

test.describe('checkout', () => {
  test('on /en/ the cart, the mini-cart and the wishlist name colours in English', async ({
    page,
    request,
  }) => {
    // A black product in stock: "Schwarz" has the English name "Black" in the seed.
    const product = await findProduct(
      request,
      (candidate) =>
        inStockCount(candidate) > 0 &&
        candidate.variants.some((variant) => variant.selected && variant.color.name === 'Schwarz'),
    )
    await gotoHydrated(page, `/en/p/${product.slug}/`)
    await page.getByRole('button', { name: 'Add to wishlist', exact: true }).click()
    await expect(page.getByRole('button', { name: 'On the wishlist', exact: true })).toBeVisible()
    await chooseSize(page, firstInStock(product).label, 'Size')
    await page.getByRole('button', { name: 'Add to cart', exact: true }).click()
    await confirmAdded(page, 'en')
    await expect(page.getByRole('status').filter({ hasText: 'is now in your cart' })).toBeVisible()
    const miniCart = await (async () => {
      await page.getByRole('banner').getByRole('button', { name: /^Cart/ }).click()
      return page.getByRole('dialog', { name: /^Cart/ })
    })()
    await expect(miniCart.getByText(/Colour: Black$/)).toBeVisible()
    await page.keyboard.press('Escape')

    await gotoHydrated(page, '/en/warenkorb/')
    await expect(page.getByRole('main').getByText(/Colour: Black$/)).toBeVisible()
    await expect(page.getByRole('main').getByText(/Colour: Schwarz$/)).toHaveCount(0)
    await gotoHydrated(page, '/en/wishlist/')
    await expect(page.getByRole('main').getByText('Colour: Black', { exact: true })).toBeVisible()
    // The German shop names the same lines in German.
    await gotoHydrated(page, '/warenkorb/')
    await expect(page.getByRole('main').getByText(/Farbe: Schwarz$/)).toBeVisible()
  })

  test('a customer keeps a product from a card, moves it to the cart and collects the order in a store', async ({
    page,
    request,
  }) => {
    // A long journey with eight accessibility scans.
    test.setTimeout(90_000)
    const customer = await registerThroughApi(request, uniqueEmail('checkout'))
    await logInThroughForm(page, customer.email, customer.password)
    await expect(accountMenuButton(page, 'Erika')).toBeVisible()

    // The heart on a product card; the header popup shows the list, then closes itself after 6 s.
    await gotoHydrated(page, '/search/?q=jacke')
    const heart = page
      .getByRole('main')
      .getByRole('button', { name: / auf die Wunschliste$/ })
      .first()
    const label = (await heart.getAttribute('aria-label')) ?? ''
    const productName = label.replace(/ auf die Wunschliste$/, '')
    await heart.click()
    await expect(heart).toHaveAttribute('aria-pressed', 'true')
    const popup = page.getByRole('region', { name: 'Deine Wunschliste' })
    await expect(popup).toBeVisible()
    await expect(popup).toBeHidden({ timeout: 9_000 })
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Wunschliste', exact: true }),
    ).toHaveAccessibleDescription('1 Artikel')

    for (const viewport of viewports) {
      await page.setViewportSize(viewport)
      await gotoHydrated(page, '/wishlist/')
      await expect(page.getByRole('article', { name: productName })).toBeVisible()
      await expectNoAxeViolations(page, `wishlist page at ${viewport.width} px`)
    }
    const card = page.getByRole('article', { name: productName })
    const sizes = card.getByLabel('Größe')
    const firstSize = await sizes
      .locator('option:not([disabled]):not([value=""])')
      .first()
      .getAttribute('value')
    await sizes.selectOption(firstSize ?? '')
    await card.getByRole('button', { name: 'In den Warenkorb' }).click()
    await expect(page.getByRole('article', { name: productName })).toBeHidden()
    await expect(
      page.getByRole('banner').getByRole('button', { name: 'Warenkorb', exact: true }),
    ).toHaveAccessibleDescription('1 Artikel')

    for (const viewport of viewports) {
      await page.setViewportSize(viewport)
      await gotoHydrated(page, '/warenkorb/')
      await expect(page.getByRole('heading', { level: 1, name: 'Warenkorb' })).toBeVisible()
      await expectNoAxeViolations(page, `cart page at ${viewport.width} px`)
    }
    const total = (await page.getByRole('definition').last().textContent()) ?? ''

    // The checkout is a full page load, outside the client router.
    await page.getByRole('link', { name: 'Zur Kasse' }).click()
    await expect(page).toHaveURL(/\/checkout\/$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Kasse' })).toBeVisible()
    for (const viewport of viewports) {
      await page.setViewportSize(viewport)
      await expectNoAxeViolations(page, `checkout at ${viewport.width} px`)
    }
    await page.getByRole('radio', { name: /Click & Collect/ }).check()
    await expect(page.getByRole('group', { name: '2. Lieferadresse' })).toBeHidden()
    const store = page.getByLabel('Abholfiliale')
    const firstStore = await store.locator('option:not([value=""])').first().getAttribute('value')
    await store.selectOption(firstStore ?? '')
    const billing = page.getByRole('group', { name: 'Rechnungsadresse' })
    await fillAddress(billing, {
      firstname: 'Erika',
      lastname: 'Muster',
      street: 'Getreidegasse',
      streetNo: '9',
      postal: '5020',
      city: 'Salzburg',
    })
    await page.getByRole('radio', { name: /^Rechnung/ }).check()
    await expect(page.getByText('ohne Zahlungsdienstleister')).toBeVisible()
    await page.getByRole('button', { name: /^Zahlungspflichtig bestellen/ }).click()

    await expect(page.getByRole('heading', { level: 1, name: 'Danke für deine Bestellung!' })).toBeVisible()
    const number = (await page.getByText(/^SA-\d{4}-\d+$/).textContent()) ?? ''
    expect(number).toMatch(/^SA-\d{4}-\d+$/)
    await expect(page.getByText(total, { exact: true }).last()).toBeVisible()
    for (const viewport of viewports) {
      await page.setViewportSize(viewport)
      await expectNoAxeViolations(page, `confirmation at ${viewport.width} px`)
    }

    // In the account, with the same total; the confirmation mail is in the outbox.
    await page.getByRole('link', { name: 'Zu meinen Bestellungen' }).click()
    await expect(page.getByRole('row').filter({ hasText: number })).toContainText(total)
    await page.getByRole('row').filter({ hasText: number }).getByRole('link').first().click()
    await expect(page.getByRole('heading', { level: 1 })).toContainText(number)
    await expect(page.getByRole('main')).toContainText(total)
    const mail = await latestMail(request, customer.email, 'order-confirmation')
    expect(mail.subject).toBe(`Deine Bestellung ${number}`)
    expect(mail.text).toContain(total)

    // The cart is empty after the order.
    await gotoHydrated(page, '/warenkorb/')
    await expect(page.getByText('Dein Warenkorb ist leer.')).toBeVisible()
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('a guest orders home delivery; a double click places one order', async ({
      page,
      context,
      request,
    }) => {
      const product = await findProduct(request, (candidate) =>
        candidate.options.some((option) => option.stock >= 3),
      )
      const option = product.options.find((candidate) => candidate.stock >= 3)
      if (!option) throw new Error('no size with stock')
      await guestCartWith(request, context, option.id)
      const email = uniqueEmail('guest')

      await page.goto('/checkout/')
      await expect(page.getByRole('heading', { level: 1, name: 'Kasse' })).toBeVisible()
      await expect(page.getByText(product.name)).toBeVisible()

      // Nothing filled in: the form comes back with every problem listed.
      await page.getByRole('button', { name: /^Zahlungspflichtig bestellen/ }).click()
      await expect(page.getByRole('alert')).toContainText('Bitte prüfe deine Angaben')
      await expect(page.getByLabel('E-Mail-Adresse')).toHaveAttribute('aria-invalid', 'true')

      await page.getByLabel('E-Mail-Adresse').fill(email)
      const shipping = page.getByRole('group', { name: '2. Lieferadresse' })
      await fillAddress(shipping, VIENNA_ADDRESS)
      await page.getByRole('radio', { name: /^Vorauskasse/ }).check()
      await page.getByRole('button', { name: /^Zahlungspflichtig bestellen/ }).dblclick()

      await expect(page.getByRole('heading', { level: 1, name: 'Danke für deine Bestellung!' })).toBeVisible()
      await expect(page.getByText(`Die Bestätigung ist an ${email} unterwegs.`)).toBeVisible()
      await latestMail(request, email, 'order-confirmation')
      const outbox = await request.get(`/api/v1/dev/outbox/?to=${encodeURIComponent(email)}`)
      const mails = v.parse(
        v.object({ data: v.object({ mails: v.array(v.object({ kind: v.string() })) }) }),
        await outbox.json(),
      ).data.mails
      expect(mails.filter((mail) => mail.kind === 'order-confirmation')).toHaveLength(1)
      const after = await request.get(`/api/v1/catalog/product/${product.slug}/`)
      const stock = v
        .parse(
          v.object({
            data: v.object({
              product: v.object({ options: v.array(v.object({ id: v.number(), stock: v.number() })) }),
            }),
          }),
          await after.json(),
        )
        .data.product.options.find((candidate) => candidate.id === option.id)?.stock
      expect(stock).toBe(option.stock - 1)
    })
  })
})

test.describe('checkout accessibility', () => {
  test('the cart page puts the totals beside the lines at 1280 px; the checkout waits while a line is removed', async ({
    page,
    context,
    request,
  }) => {
    // Two sizes of one product: two lines, so the cart is not empty after one goes.
    const product = await findProduct(request, (candidate) => inStockCount(candidate) > 1)
    const [firstSize, secondSize] = product.options.filter(
      (option) => option.status === 2 && option.stock > 0,
    )
    const guestId = await guestCartWith(request, context, firstSize?.id ?? 0)
    const added = await request.post('/api/v1/cart/', {
      headers: { 'x-request-id': guestId },
      data: { productOption: secondSize?.id ?? 0, amount: 1 },
    })
    expect(added.status()).toBe(200)
    // The removal's undo window runs on the page's clock: held still until the test moves it.
    await page.clock.install()
    await page.setViewportSize({ width: 1280, height: 900 })
    await gotoHydrated(page, '/warenkorb/')
    const lines = page.getByRole('region', { name: 'Artikel im Warenkorb' })
    const checkout = page.getByRole('link', { name: 'Zur Kasse' })
    const [linesBox, checkoutBox] = await Promise.all([lines.boundingBox(), checkout.boundingBox()])
    expect(checkoutBox?.x ?? 0).toBeGreaterThanOrEqual((linesBox?.x ?? 0) + (linesBox?.width ?? 0))
    expect((linesBox?.width ?? 0) + (checkoutBox?.width ?? 0)).toBeGreaterThan(900)

    await lines
      .getByRole('button', { name: /^Entfernen/ })
      .first()
      .click()
    const waiting = page.getByRole('button', { name: 'Zur Kasse' })
    await expect(waiting).toBeDisabled()
    await expect(waiting).toHaveAccessibleDescription('Einen Moment: die Entfernung wird noch gespeichert.')
    await expect(checkout).toBeHidden()
    await page.clock.runFor(3_000)
    await expect(checkout).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Lieferbar: 1 Artikel' })).toBeVisible()
  })

  test('the guest checkout and its error state have no axe violations at 390 and 1280 px', async ({
    page,
    context,
    request,
  }) => {
    const product = await findProduct(request, (candidate) => inStockCount(candidate) > 0)
    await guestCartWith(request, context, firstInStock(product).id)
    await page.goto('/checkout/')
    // Without omnichannel (OS=APP2) the stores are named without their shelves.
    await expect(page.getByRole('option', { name: /abholbereit/ })).toHaveCount(0)
    for (const viewport of viewports) {
      await page.setViewportSize(viewport)
      await expectNoAxeViolations(page, `guest checkout at ${viewport.width} px`)
    }
    await page.getByRole('button', { name: /^Zahlungspflichtig bestellen/ }).click()
    await expect(page.getByRole('alert')).toContainText('Bitte prüfe deine Angaben')
    for (const viewport of viewports) {
      await page.setViewportSize(viewport)
      await expectNoAxeViolations(page, `checkout with errors at ${viewport.width} px`)
    }
    // Its scripts are the form's checks before sending and the analytics (after consent); the server
    // shows the same summary without them (checkout-trust.spec.ts): nothing for a shopper without
    // JavaScript to miss, and no inline code.
    const scripts = await page
      .locator('script')
      .evaluateAll((found) =>
        found.map((script) => script.getAttribute('src') ?? script.getAttribute('type') ?? 'inline'),
      )
    expect(scripts).toContainEqual(expect.stringMatching(/^\/assets\/checkout-form-[\w-]+\.js$/))
    for (const script of scripts)
      expect(script).toMatch(/^(\/assets\/checkout-(form|analytics)-[\w-]+\.js|application\/json)$/)
  })
})

test.describe('the last unit', () => {
  test('two shoppers want it: one order, the other is told which line and keeps the cart', async ({
    page,
    context,
    request,
  }) => {
    const product = await findProduct(request, (candidate) =>
      candidate.options.some((option) => option.status === 2 && option.stock === 1),
    )
    const last = product.options.find((option) => option.status === 2 && option.stock === 1)
    if (!last) throw new Error('no last unit')
    const mine = await guestCartWith(request, context, last.id)
    const other = await request.post('/api/v1/cart/', { data: { productOption: last.id } })
    const otherId = v.parse(cartSchema, await other.json()).data.uuid

    await page.goto('/checkout/')
    await page.getByLabel('E-Mail-Adresse').fill(uniqueEmail('last'))
    const shipping = page.getByRole('group', { name: '2. Lieferadresse' })
    await fillAddress(shipping, {
      firstname: 'Lena',
      lastname: 'Huber',
      street: 'Ring',
      streetNo: '1',
      postal: '1010',
      city: 'Wien',
    })

    // The other shopper is quicker.
    const placed = await request.post('/api/v1/orders/', {
      headers: { 'x-request-id': otherId },
      data: {
        deliveryType: 'home',
        shippingAddress: {
          firstname: 'Max',
          lastname: 'Gruber',
          street: 'Ring',
          streetNo: '2',
          postal: '1010',
          city: 'Wien',
          countryId: 'AT',
        },
        email: uniqueEmail('quicker'),
        paymentMethod: 'invoice',
      },
    })
    expect(placed.status()).toBe(201)

    await page.getByRole('button', { name: /^Zahlungspflichtig bestellen/ }).click()
    await expect(page.getByRole('alert')).toContainText(
      `Nicht mehr in der gewünschten Menge lagernd: ${product.name} (${last.label})`,
    )
    // Nothing else is lost: the cart still holds the line, shown as no longer available.
    expect(await cartLines(request, { 'x-request-id': mine })).toEqual([{ id: last.id, quantity: 1 }])
    await expect(
      page
        .getByRole('region', { name: 'Deine Bestellung' })
        .getByRole('listitem')
        .filter({ hasText: product.name }),
    ).toBeVisible()
    await expect(page.getByRole('link', { name: 'Warenkorb bearbeiten' })).toBeVisible()
  })
})
