import * as v from 'valibot'
import {
  accountMenuButton,
  latestMail,
  logInThroughForm,
  registerThroughApi,
  uniqueEmail,
} from '../setup/accounts'
import { expect, test } from '../setup/test'

/**
 * Issue 30: strangers' wrong passwords must not lock a customer out. They block the account for new
 * devices; the customer's own browser, which logged in before, still gets in, and she is told.
 */
test('wrong passwords from five addresses block new browsers, not the owner’s own, and she gets one warning mail', async ({
  page,
  request,
  browser,
}) => {
  const account = await registerThroughApi(request, uniqueEmail('ziel'))
  // Her browser logs in once, which makes it a device the account knows, and logs out again.
  await logInThroughForm(page, account.email, account.password)
  await accountMenuButton(page, 'Erika').click()
  await page.getByRole('menuitem', { name: 'Abmelden' }).click()
  await expect(page.getByRole('link', { name: 'Konto', exact: true })).toBeVisible()

  // Five strangers guess, each from an address of its own.
  for (let stranger = 1; stranger <= 5; stranger++) {
    const guess = await request.post('/api/v1/auth/login/', {
      data: { email: account.email, password: 'Geraten2026' },
      headers: { 'x-forwarded-for': `203.0.113.${String(stranger)}` },
    })
    expect(guess.status()).toBe(422)
  }

  // A browser the account has never seen is blocked for now, even with the right password.
  const elsewhere = await browser.newContext()
  try {
    const newBrowser = await elsewhere.newPage()
    await logInThroughForm(newBrowser, account.email, account.password)
    await expect(newBrowser.getByText('Zu viele Anmeldeversuche.', { exact: false })).toBeVisible()
  } finally {
    await elsewhere.close()
  }

  // Her own browser gets in.
  await logInThroughForm(page, account.email, account.password)
  await expect(accountMenuButton(page, 'Erika')).toBeVisible()

  // One mail tells her what happened and what to do.
  const warning = await latestMail(request, account.email, 'login-warning')
  expect(warning.subject).toBe('Falsche Passwörter für dein Kundenkonto')
  const outbox = await request.get(`/api/v1/dev/outbox/?to=${encodeURIComponent(account.email)}`)
  const mails = v.parse(
    v.object({ data: v.object({ mails: v.array(v.object({ kind: v.string() })) }) }),
    await outbox.json(),
  ).data.mails
  expect(mails.filter((mail) => mail.kind === 'login-warning')).toHaveLength(1)
})
