import {
  accountMenuButton,
  expectNoAxeViolations,
  latestMail,
  linkIn,
  logInThroughForm,
  registerThroughApi,
  uniqueEmail,
} from '../setup/accounts'
import { readFile } from 'node:fs/promises'
import * as v from 'valibot'
import { gotoHydrated } from '../setup/hydration'
import { expect, expectCleanPhone, openPhone, test } from '../setup/test'

/**
 * Issue 33 parts 6 and 7: a customer changes the e-mail address of the login with the password (the
 * link mailed to the new address makes the change, the old address is told, from then on the new
 * address logs in and the old one does not), and downloads a copy of the account's data.
 */
test('a customer changes the login address, confirmed by the link mailed to the new one', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  // Three logins, a second browser and four axe passes: long for one test on a busy machine.
  test.slow()
  const old = await registerThroughApi(request, uniqueEmail('alt'))
  await logInThroughForm(page, old.email, old.password)
  await expect(accountMenuButton(page, 'Erika')).toBeVisible()
  await gotoHydrated(page, '/my-account/account-details/')

  // The personal form's address stays read-only and leads to the change.
  const main = page.getByRole('main')
  await expect(main.getByRole('textbox', { name: 'E-Mail-Adresse', exact: true })).toHaveAttribute('readonly')
  await main.getByRole('link', { name: 'E-Mail-Adresse ändern' }).click()
  await expect(page).toHaveURL(/#email-aendern$/)
  const form = main.getByRole('form', { name: 'E-Mail-Adresse ändern' })
  await expect(form).toBeInViewport()

  const next = uniqueEmail('neu')
  await form.getByRole('textbox', { name: 'Neue E-Mail-Adresse' }).fill(next)
  await form.getByLabel('Dein Passwort').fill('falsches-passwort')
  await form.getByRole('button', { name: 'Link senden' }).click()
  await expect(form.getByText('Das Passwort stimmt nicht.')).toBeVisible()
  await expectNoAxeViolations(page, 'account details with the e-mail change refused, 1280 px')

  await form.getByLabel('Dein Passwort').fill(old.password)
  await form.getByRole('button', { name: 'Link senden' }).click()
  await expect(form.getByRole('status')).toHaveText(
    `Fast geschafft: Öffne den Link, den wir an ${next} geschickt haben (24 Stunden gültig).`,
  )
  const notice = await latestMail(request, old.email, 'email-change-notice')
  expect(notice.text).toContain(next)
  const confirmation = await latestMail(request, next, 'email-change-confirm')
  const link = linkIn(confirmation.text, '/email/bestaetigen/')

  // The link opens on a phone, where the mail was read.
  const phone = await openPhone(browser, baseURL)
  try {
    const phonePage = await phone.newPage()
    await gotoHydrated(phonePage, `${baseURL ?? ''}${link}`)
    await expect(phonePage.getByRole('heading', { level: 1 })).toHaveText('Neue E-Mail-Adresse bestätigt')
    await expect(phonePage.getByText(`Ab jetzt meldest du dich mit ${next} an.`)).toBeVisible()
    await expectNoAxeViolations(phonePage, 'e-mail change confirmed, 390 px')
  } finally {
    await phone.close()
    expectCleanPhone(phone)
  }

  // Opening the link again says the same (here at 1280 px).
  await gotoHydrated(page, link)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Neue E-Mail-Adresse bestätigt')
  await expectNoAxeViolations(page, 'e-mail change confirmed again, 1280 px')

  // The session stayed: the account now shows the new address.
  await gotoHydrated(page, '/my-account/account-details/')
  await expect(
    page.getByRole('main').getByRole('textbox', { name: 'E-Mail-Adresse', exact: true }),
  ).toHaveValue(next)
  await accountMenuButton(page, 'Erika').click()
  await page.getByRole('menuitem', { name: 'Abmelden' }).click()
  await expect(page.getByRole('link', { name: 'Konto', exact: true })).toBeVisible()

  await logInThroughForm(page, old.email, old.password)
  await expect(page.getByText('E-Mail-Adresse oder Passwort stimmen nicht.')).toBeVisible()
  await logInThroughForm(page, next, old.password)
  await expect(accountMenuButton(page, 'Erika')).toBeVisible()
})

test('an unknown or used-up e-mail change link says so', async ({ page }) => {
  await gotoHydrated(page, '/email/bestaetigen/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dieser Link gilt nicht (mehr)')
  await expect(page.getByRole('link', { name: 'Zu deinen Kontodaten' })).toBeVisible()
})

test('a customer downloads a copy of the account’s data as JSON; a visitor is sent to the login', async ({
  page,
  request,
}) => {
  const account = await registerThroughApi(request, uniqueEmail('daten'))
  await logInThroughForm(page, account.email, account.password)
  await expect(accountMenuButton(page, 'Erika')).toBeVisible()
  await gotoHydrated(page, '/my-account/account-details/')
  const section = page.getByRole('region', { name: 'Deine Daten' })
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    section.getByRole('link', { name: 'Meine Daten herunterladen (JSON)' }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/^sportalpin-meine-daten-\d{4}-\d{2}-\d{2}\.json$/)
  const copy = v.parse(
    v.object({
      data: v.object({
        account: v.object({ personal: v.object({ email: v.string(), firstName: v.string() }) }),
        orders: v.array(v.unknown()),
        loyalty: v.object({ points: v.number() }),
        sessions: v.array(v.unknown()),
        dataExports: v.array(v.object({ at: v.string() })),
      }),
    }),
    JSON.parse(await readFile(await download.path(), 'utf8')),
  ).data
  expect(copy.account.personal).toEqual({ email: account.email, firstName: 'Erika' })
  expect(copy.loyalty.points).toBe(500)
  expect(copy.dataExports).toHaveLength(1)
  expect(copy.sessions.length).toBeGreaterThan(0)
  await expectNoAxeViolations(page, 'account details with the data export, 1280 px')
  await page.setViewportSize({ width: 390, height: 844 })
  await expectNoAxeViolations(page, 'account details with the e-mail change and the data export, 390 px')

  // Without a session there is nothing to download: the login, and back to the account afterwards.
  const visitor = await request.get('/my-account/data-export/', { maxRedirects: 0, headers: { cookie: '' } })
  expect(visitor.status()).toBe(303)
  expect(visitor.headers().location).toBe('/login/?redirect=%2Fmy-account%2Faccount-details%2F')
})
