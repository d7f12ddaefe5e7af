import { latestMail, linkIn, registerThroughApi, uniqueEmail } from '../setup/accounts'
import { gotoHydrated } from '../setup/hydration'
import { expect, test } from '../setup/test'

/**
 * A shopper on the English shop (/en/) gets the shop's mails in English, with links to the English
 * pages: the registration's confirmation, a password reset, and (tests/e2e/checkout-trust.spec.ts)
 * the order confirmation.
 */

test('an English registration is confirmed in English, on the English page', async ({ page, request }) => {
  const email = uniqueEmail('english-register')
  await gotoHydrated(page, '/en/register/')
  await page.getByLabel('First name', { exact: true }).fill('Emma')
  await page.getByLabel('Last name').fill('Gruber')
  await page.getByLabel('E-mail address').fill(email)
  await page.getByLabel('Password', { exact: true }).fill('Springhill2026')
  await page.getByLabel('Repeat password').fill('Springhill2026')
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page).toHaveURL(/\/en\/my-account\/$/)

  const mail = await latestMail(request, email, 'doi')
  expect(mail.subject).toBe('Please confirm your e-mail address')
  expect(mail.text).toContain('Hello Emma,')
  expect(mail.text).not.toMatch(/Hallo|bestätige|Dein Sportalpin/)
  const link = linkIn(mail.text, '/en/doi/thankyou/')
  await page.goto(link)
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for confirming!' })).toBeVisible()
})

test('a reset asked for on the English page is mailed in English, linking the English form', async ({
  page,
  request,
}) => {
  const account = await registerThroughApi(request, uniqueEmail('english-forgot'))
  await gotoHydrated(page, '/en/forgot-password/')
  await page.getByLabel('E-mail address').fill(account.email)
  await page.getByRole('button', { name: 'Send link' }).click()
  await expect(page.getByText(`If there is an account for ${account.email}`)).toBeVisible()

  const mail = await latestMail(request, account.email, 'password-reset')
  expect(mail.subject).toBe('Your link to reset your password')
  expect(mail.text).toContain('Hello Erika,')
  expect(linkIn(mail.text, '/en/reset-password/')).toMatch(/^\/en\/reset-password\/#token=/)
})
