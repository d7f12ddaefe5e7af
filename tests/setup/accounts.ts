import AxeBuilder from '@axe-core/playwright'
import { expect } from '@playwright/test'
import type { APIRequestContext, Page } from '@playwright/test'
import * as v from 'valibot'
import { gotoHydrated } from './hydration'

export const DEMO_PASSWORD = 'Sportalpin2026!'

/** The seeded demo customers, one per price type (README "Demo accounts"). */
export const demoCustomers = {
  vk: 'kunde@sportalpin.at',
  premium: 'premium@sportalpin.at',
  staff: 'staff@sportalpin.at',
  pro: 'pro@sportalpin.at',
} as const

let counter = 0
/** An address no other test uses, so journeys that change an account never meet. */
export function uniqueEmail(prefix: string): string {
  counter += 1
  return `${prefix}-${Date.now().toString(36)}-${process.pid}-${counter}@example.at`
}

/** Creates an account through the shop API (the journeys that test registration itself use the form). */
export async function registerThroughApi(
  request: APIRequestContext,
  email: string,
  password = 'Startpasswort2026',
): Promise<{ email: string; password: string }> {
  const response = await request.post('/api/v1/auth/register/', {
    data: { email, password, password_confirmation: password, firstName: 'Erika', lastName: 'Muster' },
  })
  expect(response.status()).toBe(201)
  return { email, password }
}

const outboxSchema = v.object({
  data: v.object({ mails: v.array(v.object({ subject: v.string(), text: v.string(), kind: v.string() })) }),
})

/** The newest mail of a kind to an address, from the outbox (EXPOSE_MAIL_OUTBOX in the e2e server). */
export async function latestMail(request: APIRequestContext, to: string, kind: string) {
  let found: v.InferOutput<typeof outboxSchema>['data']['mails'][number] | undefined
  // Mails are written right after the answer; poll until it is there.
  await expect
    .poll(async () => {
      const response = await request.get(`/api/v1/dev/outbox/?to=${encodeURIComponent(to)}`)
      found = v.parse(outboxSchema, await response.json()).data.mails.find((mail) => mail.kind === kind)
      return found !== undefined
    })
    .toBe(true)
  if (!found) throw new Error(`No ${kind} mail to ${to}`)
  return found
}

/** The storefront link in a mail's text, as a path of the test server. */
export function linkIn(text: string, pathPrefix: string): string {
  const match = new RegExp(`https?://[^\\s]+(${pathPrefix.replace(/[/]/g, '\\/')}[^\\s]*)`).exec(text)
  if (!match?.[1]) throw new Error(`No ${pathPrefix} link in: ${text}`)
  return match[1]
}

/** Logs in through the login form and waits for the page it leads to. */
export async function logInThroughForm(page: Page, email: string, password: string, url = '/login/') {
  await gotoHydrated(page, url)
  await page.getByLabel('E-Mail-Adresse').fill(email)
  await page.getByLabel('Passwort', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click()
}

/** The header's account menu button once a customer is logged in. */
export function accountMenuButton(page: Page, firstName: string) {
  return page.getByRole('button', { name: `Konto von ${firstName}` })
}

/** Axe (WCAG 2.2 A/AA) on the current page: no violations. */
export async function expectNoAxeViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze()
  expect(results.violations, label).toEqual([])
}
