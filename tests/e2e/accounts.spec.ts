import { expect, test } from '../setup/test'
import type { APIRequestContext } from '@playwright/test'
import * as v from 'valibot'
import {
  DEMO_PASSWORD,
  accountMenuButton,
  demoCustomers,
  expectNoAxeViolations,
  latestMail,
  linkIn,
  logInThroughForm,
  registerThroughApi,
  uniqueEmail,
} from '../setup/accounts'
import { gotoHydrated, holdScripts } from '../setup/hydration'

/** Text with every run of white space (including no-break spaces in prices) as one space. */
const spaced = (text: string) => text.replace(/\s+/g, ' ')

const sessionSchema = v.object({ data: v.object({ token: v.string(), uuid: v.string() }) })

async function apiLogin(request: APIRequestContext, email: string, password: string) {
  const response = await request.post('/api/v1/auth/login/', { data: { email, password } })
  expect(response.status()).toBe(200)
  return v.parse(sessionSchema, await response.json()).data
}

/** The best seller of /herren/ and its price for a session, as the shop API gives them. */
async function firstHerrenProduct(request: APIRequestContext, token?: string) {
  const response = await request.get('/api/v1/catalog/search/?path=herren', {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  })
  expect(response.status()).toBe(200)
  const body = v.parse(
    v.object({
      data: v.object({
        products: v.array(
          v.object({
            slug: v.string(),
            prices: v.object({ priceType: v.string(), price: v.number(), priceFull: v.string() }),
          }),
        ),
      }),
    }),
    await response.json(),
  )
  const first = body.data.products[0]
  if (!first) throw new Error('/herren/ lists no product')
  return first
}

const roleRanges = {
  vk: 'Preisbereich € 4,00 bis € 1.200,00',
  premium: 'Preisbereich € 4,00 bis € 1.080,00',
  staff: 'Preisbereich € 8,00 bis € 810,00',
  pro: 'Preisbereich € 8,00 bis € 891,00',
} as const

const firstNames = { vk: 'Anna', premium: 'Lukas', staff: 'Sophie', pro: 'Maximilian' } as const

test.describe('customer accounts', () => {
  test('what a customer typed into the login before the page loaded its script is what logs in', async ({
    page,
  }) => {
    const release = await holdScripts(page)
    await page.goto('/login/', { waitUntil: 'commit' })
    await page.getByLabel('E-Mail-Adresse').fill(demoCustomers.vk)
    await page.getByLabel('Passwort', { exact: true }).fill(DEMO_PASSWORD)
    release()
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    await expect(page.getByLabel('E-Mail-Adresse')).toHaveValue(demoCustomers.vk)
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click()
    await expect(page.getByRole('button', { name: /^Konto von / })).toBeVisible()
  })

  test('registration mails a confirmation link that thanks on the double opt-in page', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('register')
    await gotoHydrated(page, '/register/')
    await page.getByLabel('Vorname', { exact: true }).fill('Mia')
    await page.getByLabel('Nachname').fill('Gruber')
    await page.getByLabel('E-Mail-Adresse').fill(email)
    await page.getByLabel('Passwort', { exact: true }).fill('kurz')
    await page.getByRole('button', { name: 'Konto erstellen' }).click()
    // Client-side rule: 8–128 characters, announced on the field.
    await expect(page.getByLabel('Passwort', { exact: true })).toHaveAttribute('aria-invalid', 'true')
    await page.getByLabel('Passwort', { exact: true }).fill('Bergfrühling2026')
    await page.getByLabel('Passwort wiederholen').fill('Bergfrühling2026')
    await page.getByRole('button', { name: 'Konto erstellen' }).click()
    await expect(page).toHaveURL(/\/my-account\/$/)
    await expect(page.getByRole('heading', { name: 'Hallo Mia!' })).toBeVisible()
    await expect(accountMenuButton(page, 'Mia')).toBeVisible()

    const mail = await latestMail(request, email, 'doi')
    await page.goto(linkIn(mail.text, '/doi/thankyou/'))
    await expect(page.getByRole('heading', { name: 'Danke für deine Bestätigung!' })).toBeVisible()
    await expectNoAxeViolations(page, 'double opt-in thank-you at 1280')
    await page.setViewportSize({ width: 390, height: 844 })
    await expectNoAxeViolations(page, 'double opt-in thank-you at 390')
    // An unknown hash is no confirmation.
    const unknown = await page.goto('/doi/thankyou/unknownhash123/')
    expect(unknown?.status()).toBe(404)
  })

  test('on a phone, the refused field that gets the focus shows its label below the sticky header', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 640 })
    await gotoHydrated(page, '/register/')
    await page.getByLabel('Vorname', { exact: true }).fill('Mia')
    await page.getByLabel('Nachname').fill('Gruber')
    // An address that has an account: the shop refuses it on its field, after the round trip.
    await page.getByLabel('E-Mail-Adresse').fill(demoCustomers.vk)
    await page.getByLabel('Passwort', { exact: true }).fill('Bergfrühling2026')
    await page.getByLabel('Passwort wiederholen').fill('Bergfrühling2026')
    await page.getByRole('button', { name: 'Konto erstellen' }).click()
    const email = page.getByLabel('E-Mail-Adresse')
    await expect(email).toHaveAttribute('aria-invalid', 'true')
    await expect(email).toBeFocused()
    const header = await page.getByRole('banner').boundingBox()
    const label = await page.locator('label', { hasText: 'E-Mail-Adresse' }).boundingBox()
    expect(label?.y ?? 0).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 1000))
  })

  for (const role of ['vk', 'premium', 'staff', 'pro'] as const) {
    test(`${role}: the role's prices and price range; after logout the visitor's again, without a reload`, async ({
      page,
      request,
    }) => {
      const visitorProduct = await firstHerrenProduct(request)
      const session = await apiLogin(request, demoCustomers[role], DEMO_PASSWORD)
      const product = await firstHerrenProduct(request, session.token)
      expect(product.prices.priceType).toBe(role)
      // The same product, so a role price that differs proves the page shows the role's price.
      expect(product.slug).toBe(visitorProduct.slug)
      if (role !== 'vk') expect(product.prices.price).not.toBe(visitorProduct.prices.price)

      await logInThroughForm(page, demoCustomers[role], DEMO_PASSWORD, '/login/?redirect=/herren/')
      // The men's page itself: the login page's own URL also ends with "/herren/" (its redirect).
      await expect(page).toHaveURL(/^[^?]*\/herren\/$/, { timeout: 10_000 })
      await expect(page.getByText(roleRanges[role])).toBeVisible()
      await expect(accountMenuButton(page, firstNames[role])).toBeVisible()
      const card = page.getByRole('article').first()
      await expect
        .poll(async () => spaced((await card.textContent()) ?? ''))
        .toContain(spaced(product.prices.priceFull))

      await page.goto(`/p/${product.slug}/`)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect
        .poll(async () => spaced((await page.getByRole('main').textContent()) ?? ''))
        .toContain(spaced(product.prices.priceFull))

      // Logout from the header menu: home, as a visitor, in the same tab.
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
      const marker = await page.evaluate(() => {
        const w = window as unknown as { __sameTab?: string }
        w.__sameTab = 'yes'
        return w.__sameTab
      })
      expect(marker).toBe('yes')
      await accountMenuButton(page, firstNames[role]).click()
      await page.getByRole('menuitem', { name: 'Abmelden' }).click()
      await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/)
      await expect(page.getByRole('link', { name: 'Konto', exact: true })).toBeVisible()
      // The visitor's range and prices, without a page load in between.
      await page
        .getByRole('link', { name: /^Herren/ })
        .first()
        .click()
      await expect(page.getByText(roleRanges.vk)).toBeVisible()
      const visitorCard = page.getByRole('article').first()
      await expect
        .poll(async () => spaced((await visitorCard.textContent()) ?? ''))
        .toContain(spaced(visitorProduct.prices.priceFull))
      if (role !== 'vk')
        expect(spaced((await visitorCard.textContent()) ?? '')).not.toContain(
          spaced(product.prices.priceFull),
        )
      expect(await page.evaluate(() => (window as unknown as { __sameTab?: string }).__sameTab)).toBe('yes')
    })
  }

  test('a visitor opening the orders logs in and lands back on them; order details open', async ({
    page,
  }) => {
    await page.goto('/my-account/orders/')
    await expect(page).toHaveURL(/\/login\/\?redirect=%2Fmy-account%2Forders%2F$/)
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    await page.getByLabel('E-Mail-Adresse').fill(demoCustomers.vk)
    await page.getByLabel('Passwort', { exact: true }).fill(DEMO_PASSWORD)
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click()
    await expect(page).toHaveURL(/\/my-account\/orders\/$/)
    await expect(page.getByRole('heading', { name: 'Bestellungen', level: 1 })).toBeVisible()
    const firstOrder = page.getByRole('table').getByRole('link').first()
    const number = (await firstOrder.textContent()) ?? ''
    expect(number).toMatch(/^SA-/)
    await firstOrder.click()
    await expect(page.getByRole('heading', { name: `Bestellung ${number}` })).toBeVisible()
    await expect(page.getByText('Zahlungsart', { exact: true })).toBeVisible()
    await expect(page.getByText('Gesamt', { exact: true })).toBeVisible()

    // A logged-in customer opening /login/ goes to the account.
    await page.goto('/login/')
    await expect(page).toHaveURL(/\/my-account\/$/)

    const malformed = await page.goto('/my-account/order-details/not-a-uuid/')
    expect(malformed?.status()).toBe(404)
    await expect(page.getByText('Page Not Found: /my-account/order-details/not-a-uuid/')).toBeVisible()
    const unknown = await page.goto('/my-account/order-details/00000000-0000-4000-8000-000000000000/')
    expect(unknown?.status()).toBe(404)
  })

  test('a login redirect that points off the site lands on the account', async ({ page }) => {
    await logInThroughForm(page, demoCustomers.premium, DEMO_PASSWORD, '/login/?redirect=//evil.example/')
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/my-account\/$/)
    await expect(page.getByRole('heading', { name: 'Hallo Lukas!' })).toBeVisible()
  })

  test('wrong credentials are shown on the form and keep what was typed', async ({ page }) => {
    await logInThroughForm(page, demoCustomers.vk, 'DefinitelyWrong1')
    await expect(page.getByText('E-Mail-Adresse oder Passwort stimmen nicht.')).toBeVisible()
    await expect(page.getByLabel('E-Mail-Adresse')).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByLabel('E-Mail-Adresse')).toHaveValue(demoCustomers.vk)
  })

  test('personal data: a server field error on its field, then a save', async ({ page, request }) => {
    const account = await registerThroughApi(request, uniqueEmail('personal'))
    await logInThroughForm(
      page,
      account.email,
      account.password,
      '/login/?redirect=/my-account/account-details/',
    )
    await expect(page.getByRole('heading', { name: 'Kontodaten', level: 1 })).toBeVisible()
    const save = page.getByRole('button', { name: 'Speichern' }).first()
    await expect(save).toBeDisabled()
    await expect(page.getByLabel('E-Mail-Adresse', { exact: true })).toHaveAttribute('readonly', '')
    // A birthday in the future passes the browser's check; the shop refuses it on that field.
    await page.getByLabel('Geburtstag').fill('2099-01-01')
    await expect(save).toBeEnabled()
    await save.click()
    const birthday = page.getByLabel('Geburtstag')
    await expect(birthday).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByText('Der Geburtstag muss in der Vergangenheit liegen.')).toBeVisible()
    await expect(birthday).toHaveValue('2099-01-01')

    await birthday.fill('1990-05-17')
    await page.getByLabel('Vorname', { exact: true }).fill('Erika-Maria')
    await save.click()
    await expect(page.getByText('Gespeichert.').first()).toBeVisible()
    await expect(save).toBeDisabled()
    await expect(accountMenuButton(page, 'Erika-Maria')).toBeVisible()
    await page.reload()
    await expect(page.getByLabel('Vorname', { exact: true })).toHaveValue('Erika-Maria')
  })

  test('the shop’s own rules answer in German: phone, a birthday before 1900, an Austrian postal code', async ({
    page,
    request,
  }) => {
    const account = await registerThroughApi(request, uniqueEmail('rules'))
    await logInThroughForm(
      page,
      account.email,
      account.password,
      '/login/?redirect=/my-account/account-details/',
    )
    await expect(page.getByRole('heading', { name: 'Kontodaten', level: 1 })).toBeVisible()
    const phone = page.getByLabel('Telefon')
    await phone.fill('abc123')
    await phone.press('Tab')
    await expect(phone).toHaveAttribute('aria-invalid', 'true')
    await expect(
      page.getByText('Bitte gib eine Telefonnummer mit 6 bis 15 Ziffern an', { exact: false }),
    ).toBeVisible()
    const birthday = page.getByLabel('Geburtstag')
    await birthday.fill('1899-12-31')
    // Tab would move between the date field's parts: leave the field as a click elsewhere would.
    await birthday.blur()
    await expect(birthday).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByText('Bitte gib einen Geburtstag ab dem 1. 1. 1900 an.')).toBeVisible()
    await expect(page.getByText(/The phone|The birthday/)).toHaveCount(0)

    await phone.fill('+43 664 123 45 67')
    await birthday.fill('1990-05-17')
    await page.getByRole('button', { name: 'Speichern' }).first().click()
    await expect(page.getByText('Gespeichert.').first()).toBeVisible()

    await gotoHydrated(page, '/my-account/delivery-address/')
    await page.getByRole('button', { name: 'Neue Adresse hinzufügen' }).click()
    await page.getByLabel('Straße', { exact: true }).fill('Hauptplatz')
    await page.getByLabel('Hausnummer', { exact: true }).fill('1')
    await page.getByLabel('PLZ', { exact: true }).fill('801')
    await page.getByLabel('Ort', { exact: true }).fill('Graz')
    await page.getByRole('button', { name: 'Adresse speichern' }).click()
    await expect(page.getByLabel('PLZ', { exact: true })).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByText('Die Postleitzahl hat in Österreich 4 Ziffern.')).toBeVisible()
    await page.getByLabel('PLZ', { exact: true }).fill('8010')
    await page.getByRole('button', { name: 'Adresse speichern' }).click()
    await expect(page.getByText('Die Adresse in Graz ist gespeichert.')).toBeVisible()
  })

  test('personal data typed before the page loaded its script is kept and saved', async ({
    page,
    request,
  }) => {
    const account = await registerThroughApi(request, uniqueEmail('early-personal'))
    await logInThroughForm(page, account.email, account.password)
    await expect(page).toHaveURL(/\/my-account\/$/)
    // A slow phone: the server's form is there, its script not yet.
    const release = await holdScripts(page)
    await page.goto('/my-account/account-details/', { waitUntil: 'commit' })
    await page.getByLabel('Vorname', { exact: true }).fill('Frühe')
    await page.getByLabel('Telefon').fill('+43 664 1234567')
    const newsletter = page.getByRole('checkbox', { name: /Neuheiten und Aktionen per E-Mail/ })
    const wasChecked = await newsletter.isChecked()
    await newsletter.setChecked(!wasChecked)
    release()
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    await expect(page.getByLabel('Vorname', { exact: true })).toHaveValue('Frühe')
    await expect(page.getByLabel('Telefon')).toHaveValue('+43 664 1234567')
    // The newsletter choice too is a change its own form can save.
    await expect(newsletter).toBeChecked({ checked: !wasChecked })
    const newsletterForm = page.getByRole('form', { name: 'Newsletter' })
    await newsletterForm.getByRole('button', { name: 'Speichern' }).click()
    await expect(newsletterForm.getByText('Gespeichert.')).toBeVisible()
    // What was typed counts as a change against the saved data.
    const save = page.getByRole('button', { name: 'Speichern' }).first()
    await expect(save).toBeEnabled()
    await save.click()
    await expect(page.getByText('Gespeichert.').first()).toBeVisible()
    await page.reload()
    await expect(page.getByLabel('Vorname', { exact: true })).toHaveValue('Frühe')
    await expect(newsletter).toBeChecked({ checked: !wasChecked })
  })

  test('a password change keeps the customer logged in; the new password logs in', async ({
    page,
    request,
  }) => {
    const account = await registerThroughApi(request, uniqueEmail('password'))
    await logInThroughForm(
      page,
      account.email,
      account.password,
      '/login/?redirect=/my-account/account-details/',
    )
    const submit = page.getByRole('button', { name: 'Passwort ändern' })
    await expect(submit).toBeDisabled()
    await page.getByLabel('Aktuelles Passwort').fill(account.password)
    await page.getByLabel('Neues Passwort').fill('Neuschnee2026!')
    await page.getByLabel('Passwort wiederholen').fill('Neuschnee2026')
    // Spec §5: disabled while the new password and its confirmation differ.
    await expect(submit).toBeDisabled()
    await page.getByLabel('Passwort wiederholen').fill('Neuschnee2026!')
    await submit.click()
    await expect(page.getByText('Dein Passwort ist geändert.', { exact: false })).toBeVisible()
    // Still logged in with the replaced token.
    await page.goto('/my-account/orders/')
    await expect(page.getByRole('heading', { name: 'Bestellungen', level: 1 })).toBeVisible()
    await accountMenuButton(page, 'Erika').click()
    await page.getByRole('menuitem', { name: 'Abmelden' }).click()
    await expect(page.getByRole('link', { name: 'Konto', exact: true })).toBeVisible()

    await logInThroughForm(page, account.email, account.password)
    await expect(page.getByText('E-Mail-Adresse oder Passwort stimmen nicht.')).toBeVisible()
    await page.getByLabel('Passwort', { exact: true }).fill('Neuschnee2026!')
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click()
    await expect(page).toHaveURL(/\/my-account\/$/)
  })

  test('click & collect address: add, edit, make default and delete', async ({ page, request }) => {
    const account = await registerThroughApi(request, uniqueEmail('address'))
    await logInThroughForm(
      page,
      account.email,
      account.password,
      '/login/?redirect=/my-account/delivery-address/',
    )
    await expect(page.getByText('Du hast noch keine Lieferadresse gespeichert.')).toBeVisible()

    // A home address first, so that the pick-up address can become the default later.
    await page.getByRole('button', { name: 'Neue Adresse hinzufügen' }).click()
    await page.getByLabel('Straße', { exact: true }).fill('Hauptplatz')
    await page.getByLabel('Hausnummer', { exact: true }).fill('1')
    await page.getByLabel('PLZ', { exact: true }).fill('8010')
    await page.getByLabel('Ort', { exact: true }).fill('Graz')
    await page.getByRole('button', { name: 'Adresse speichern' }).click()
    await expect(page.getByText('Die Adresse in Graz ist gespeichert.')).toBeVisible()

    await page.getByRole('button', { name: 'Neue Adresse hinzufügen' }).click()
    await page.getByRole('radio', { name: 'Click & Collect in der Filiale' }).check()
    await page.getByRole('button', { name: 'Adresse speichern' }).click()
    await expect(page.getByText('Bitte wähle eine Filiale für Click & Collect.')).toBeVisible()
    const store = page.getByLabel('Abholfiliale')
    await expect(store.locator('option')).not.toHaveCount(1)
    const firstStore = store.locator('option').nth(1)
    const storeLabel = (await firstStore.textContent()) ?? ''
    await store.selectOption({ index: 1 })
    await expect(page.getByLabel('Straße', { exact: true })).not.toHaveValue('')
    await page.getByRole('button', { name: 'Adresse speichern' }).click()
    const storeName = storeLabel.split(' – ')[0] ?? ''
    await expect(page.getByText(`Abholung: ${storeName}`)).toBeVisible()

    const pickupCard = page.getByRole('listitem').filter({ hasText: `Abholung: ${storeName}` })
    await pickupCard.getByRole('button', { name: /^Bearbeiten:/ }).click()
    await page.getByLabel('Vorname', { exact: true }).fill('Eva')
    await page.getByRole('button', { name: 'Adresse speichern' }).click()
    await expect(page.getByText('Die Adresse ist aktualisiert.')).toBeVisible()
    const editedCard = page.getByRole('listitem').filter({ hasText: 'Eva Muster' })
    await expect(editedCard).toBeVisible()

    await editedCard.getByRole('button', { name: /^Als Standard festlegen:/ }).click()
    await expect(page.getByText('Das ist jetzt deine Standardadresse.')).toBeVisible()
    await expect(editedCard.getByText('Standardadresse', { exact: true })).toBeVisible()

    // Deleting asks first, in the card, with the focus on the safe answer; cancelling keeps it.
    await editedCard.getByRole('button', { name: /^Löschen:/ }).click()
    const question = editedCard.getByRole('group', { name: 'Willst du diese Adresse löschen?' })
    await expect(question).toBeVisible()
    await expect(question.getByRole('button', { name: 'Abbrechen' })).toBeFocused()
    // Checked from the top, as the other sweeps are: scrolled, the sticky header covers links.
    await page.evaluate(() => {
      window.scrollTo(0, 0)
    })
    await expectNoAxeViolations(page, 'address deletion question')
    await question.getByRole('button', { name: 'Abbrechen' }).focus()
    await page.keyboard.press('Enter')
    await expect(question).toHaveCount(0)
    await expect(editedCard.getByRole('button', { name: /^Löschen:/ })).toBeFocused()
    await expect(page.getByText(`Abholung: ${storeName}`)).toBeVisible()

    await editedCard.getByRole('button', { name: /^Löschen:/ }).click()
    await question.getByRole('button', { name: 'Ja, löschen' }).click()
    await expect(page.getByText('Die Adresse ist gelöscht.')).toBeVisible()
    await expect(page.getByText(`Abholung: ${storeName}`)).toHaveCount(0)
  })

  test('forgot password: the mailed link sets a new password, and a used link says so', async ({
    page,
    request,
  }) => {
    const account = await registerThroughApi(request, uniqueEmail('forgot'))
    await gotoHydrated(page, '/forgot-password/')
    await page.getByLabel('E-Mail-Adresse').fill(account.email)
    await page.getByRole('button', { name: 'Link anfordern' }).click()
    await expect(page.getByText(`Wenn es zu ${account.email} ein Konto gibt`)).toBeVisible()

    const mail = await latestMail(request, account.email, 'password-reset')
    const link = linkIn(mail.text, '/reset-password/')
    // The token travels in the fragment (never sent to a server) and leaves the address bar at once.
    expect(link).toMatch(/^\/reset-password\/#token=/)
    await gotoHydrated(page, link)
    await expect(page).toHaveURL(/\/reset-password\/$/)
    await page.getByLabel('Neues Passwort').fill('Sonnenaufgang2026')
    await page.getByLabel('Passwort wiederholen').fill('Sonnenaufgang2026')
    await page.getByRole('button', { name: 'Passwort speichern' }).click()
    await expect(page.getByText('Dein neues Passwort ist gespeichert.')).toBeVisible()
    await page.getByRole('link', { name: 'Zur Anmeldung' }).click()
    await page.getByLabel('E-Mail-Adresse').fill(account.email)
    await page.getByLabel('Passwort', { exact: true }).fill('Sonnenaufgang2026')
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click()
    await expect(page).toHaveURL(/\/my-account\/$/)

    // The link is used up now.
    await gotoHydrated(page, link)
    await page.getByLabel('Neues Passwort').fill('Nochmal2026Neu')
    await page.getByLabel('Passwort wiederholen').fill('Nochmal2026Neu')
    await page.getByRole('button', { name: 'Passwort speichern' }).click()
    await expect(page.getByText('Dieser Link ist ungültig oder abgelaufen.', { exact: false })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Neuen Link anfordern' })).toBeVisible()
  })

  test('deleting the account logs out and lands home', async ({ page, request }) => {
    const account = await registerThroughApi(request, uniqueEmail('delete'))
    await logInThroughForm(
      page,
      account.email,
      account.password,
      '/login/?redirect=/my-account/account-details/',
    )
    await page.getByRole('button', { name: 'Konto löschen …' }).click()
    const dialog = page.getByRole('alertdialog', { name: 'Konto wirklich löschen?' })
    await expect(dialog).toBeVisible()
    await expectNoAxeViolations(page, 'delete dialog')
    await dialog.getByRole('button', { name: 'Ja, Konto löschen' }).click()
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/)
    await expect(page.getByRole('link', { name: 'Konto', exact: true })).toBeVisible()
    const login = await request.post('/api/v1/auth/login/', {
      data: { email: account.email, password: account.password },
    })
    expect(login.status()).toBe(422)
  })

  test('forced logout: a session ended elsewhere sends the customer home on the next page and the next write', async ({
    page,
    request,
  }) => {
    const account = await registerThroughApi(request, uniqueEmail('forced'))
    await logInThroughForm(page, account.email, account.password)
    await expect(page).toHaveURL(/\/my-account\/$/)
    // The page has loaded all it asks for (the points are read in the browser).
    await expect(page.getByText('500 Punkte')).toBeVisible()
    // A password change on another device ends every other session of the account in the database.
    const other = await apiLogin(request, account.email, account.password)
    const change = await request.post('/api/v1/user/change-password/', {
      headers: { authorization: `Bearer ${other.token}` },
      data: {
        oldPassword: account.password,
        newPassword: 'AndereGeraet2026',
        newPassword_confirmation: 'AndereGeraet2026',
        email: account.email,
      },
    })
    expect(change.status()).toBe(200)

    // The customer browses on. The shop client shares a GET for 2 seconds (spec §7), so the very next
    // click may still be answered from before; the first page after that sends them home.
    const accountNav = page.getByRole('navigation', { name: 'Mein Konto' })
    let next: 'Bestellungen' | 'Übersicht' = 'Bestellungen'
    await expect(async () => {
      if (new URL(page.url()).pathname !== '/') {
        await accountNav.getByRole('link', { name: next, exact: true }).click({ timeout: 2000 })
        next = next === 'Bestellungen' ? 'Übersicht' : 'Bestellungen'
      }
      expect(new URL(page.url()).pathname).toBe('/')
    }).toPass({ timeout: 15_000 })
    await expect(page.getByRole('link', { name: 'Konto', exact: true })).toBeVisible()
    const response = await page.goto('/my-account/')
    expect(response?.status()).toBeLessThan(500)
    await expect(page).toHaveURL(/\/login\/\?redirect=/)

    // The next write after another forced logout: home as well.
    await logInThroughForm(
      page,
      account.email,
      'AndereGeraet2026',
      '/login/?redirect=/my-account/account-details/',
    )
    await expect(page.getByRole('heading', { name: 'Kontodaten', level: 1 })).toBeVisible()
    const again = await request.post('/api/v1/user/change-password/', {
      headers: {
        authorization: `Bearer ${(await apiLogin(request, account.email, 'AndereGeraet2026')).token}`,
      },
      data: {
        oldPassword: 'AndereGeraet2026',
        newPassword: 'DrittesGeraet2026',
        newPassword_confirmation: 'DrittesGeraet2026',
        email: account.email,
      },
    })
    expect(again.status()).toBe(200)
    await page.getByLabel('Vorname', { exact: true }).fill('Nach')
    await page.getByRole('button', { name: 'Speichern' }).first().click()
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/)
    await expect(page.getByRole('link', { name: 'Konto', exact: true })).toBeVisible()
  })

  // One test per width: each page is loaded, hydrated and checked by axe, which on a loaded machine
  // takes longer than one slow test's time for both widths together.
  for (const width of [390, 1280]) {
    test(`every account page is axe-clean at ${String(width)} px`, async ({ page }) => {
      test.slow()
      const publicPages = ['/login/', '/register/', '/forgot-password/', '/reset-password/?token=x']
      const accountPages = [
        '/my-account/',
        '/my-account/orders/',
        '/my-account/delivery-address/',
        '/my-account/account-details/',
        '/my-account/loyalty/',
      ]
      await page.setViewportSize({ width, height: 900 })
      for (const path of publicPages) {
        await gotoHydrated(page, path)
        await expectNoAxeViolations(page, `${path} at ${width}`)
      }
      await logInThroughForm(page, demoCustomers.staff, DEMO_PASSWORD)
      await expect(page).toHaveURL(/\/my-account\/$/)
      for (const path of accountPages) {
        await gotoHydrated(page, path)
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        await expectNoAxeViolations(page, `${path} at ${width}`)
      }
      await gotoHydrated(page, '/my-account/orders/')
      await page.getByRole('table').getByRole('link').first().click()
      await expect(page.getByRole('heading', { level: 1, name: /^Bestellung SA-/ })).toBeVisible()
      await expectNoAxeViolations(page, `order details at ${width}`)
      if (width === 1280) {
        await accountMenuButton(page, 'Sophie').click()
        await expect(page.getByRole('menu')).toBeVisible()
        await expectNoAxeViolations(page, 'account menu open')
        await page.keyboard.press('Escape')
      }
    })
  }
})

test('account pages are private and never cached publicly', async ({ request }) => {
  for (const path of ['/login/', '/register/', '/my-account/']) {
    const response = await request.get(path, { maxRedirects: 0 })
    expect(response.headers()['cache-control'], path).toBe('private, no-store')
  }
})

test('the session cookies are HttpOnly and never reach page scripts or a response body', async ({ page }) => {
  // Every answer the browser gets (pages, server functions, their errors) is kept to search later.
  const bodies: Promise<string>[] = []
  page.on('response', (response) => {
    if (
      response.url().startsWith(new URL(page.url() || 'http://x/').origin) ||
      response.url().includes('_serverFn')
    )
      bodies.push(response.text().catch(() => ''))
  })
  await logInThroughForm(page, demoCustomers.vk, DEMO_PASSWORD)
  await expect(page).toHaveURL(/\/my-account\/$/)
  const cookies = await page.context().cookies()
  // The consent choice is not part of the session: scripts must read it before any tag runs (ADR 017).
  const session = cookies.filter((cookie) => cookie.name.startsWith('sp_') && cookie.name !== 'sp_consent')
  expect(session.map((cookie) => cookie.name).sort()).toEqual([
    'sp_device',
    'sp_request_id',
    'sp_token',
    'sp_user_hash',
  ])
  for (const cookie of session) {
    expect(cookie.httpOnly, cookie.name).toBe(true)
    expect(cookie.sameSite, cookie.name).toBe('Lax')
  }
  const token = session.find((cookie) => cookie.name === 'sp_token')?.value ?? ''
  const device = session.find((cookie) => cookie.name === 'sp_device')?.value ?? ''
  expect(token.length).toBeGreaterThan(16)
  expect(device.length).toBeGreaterThan(16)
  const scriptCookies = await page.evaluate(() => document.cookie)
  expect(scriptCookies).not.toContain(token)
  expect(scriptCookies).not.toContain(device)
  expect(await page.content()).not.toContain(token)
  expect(await page.content()).not.toContain(device)
  // A wrong password, a personal-data save and a logout: none of their answers carries the token.
  await gotoHydrated(page, '/my-account/account-details/')
  await page.getByLabel('Telefon').fill('+43 1 234')
  await page.getByRole('button', { name: 'Speichern' }).first().click()
  await expect(page.getByText('Gespeichert.').first()).toBeVisible()
  const answers = await Promise.all(bodies)
  expect(answers.length).toBeGreaterThan(5)
  for (const body of answers) {
    expect(body).not.toContain(token)
    expect(body).not.toContain(device)
  }
})
