/** Test helpers for accounts: registration over the real HTTP contract, and reading reset mails. */
import { and, desc, eq } from 'drizzle-orm'
import * as v from 'valibot'
import { mailOutbox, users } from '../db/schema'
import type { TestApi } from '../testing/test-api'
import { sessionResponseSchema } from './auth.schema'

export interface TestAccount {
  readonly userId: number
  readonly email: string
  readonly password: string
  readonly token: string
  /** The account's request id (`u…`). */
  readonly uuid: string
  readonly hash: string
}

let counter = 0

/** A fresh, unique e-mail address for one test. */
export function uniqueEmail(name = 'kunde'): string {
  counter += 1
  return `${name}.${counter}.${Date.now().toString(36)}@example.at`
}

/** Registers a customer through POST /api/v1/auth/register/ and returns its session values. */
export async function registerAccount(
  api: TestApi,
  overrides: {
    email?: string
    password?: string
    firstName?: string
    lastName?: string
    /** The registration page's language (`?locale=`); unset, the API's default. */
    locale?: 'de-AT' | 'en'
  } = {},
): Promise<TestAccount> {
  const email = overrides.email ?? uniqueEmail()
  const password = overrides.password ?? 'Bergsommer2026'
  const result = await api.call('POST', '/api/v1/auth/register/', {
    ...(overrides.locale ? { query: { locale: overrides.locale } } : {}),
    body: {
      email,
      password,
      password_confirmation: password,
      firstName: overrides.firstName ?? 'Anna',
      lastName: overrides.lastName ?? 'Huber',
    },
  })
  if (result.status !== 201) throw new Error(`Registration failed: ${JSON.stringify(result.body)}`)
  const { data } = v.parse(sessionResponseSchema, result.body)
  const [user] = await api.db.select({ id: users.id }).from(users).where(eq(users.requestId, data.uuid))
  if (!user) throw new Error('Registered user not found')
  return { userId: user.id, email: email.trim().toLowerCase(), password, ...data }
}

/**
 * Waits for the newest mail of a kind to an address. Reset mails are sent after the API has answered
 * (so timing reveals no accounts), hence the short poll.
 */
export async function waitForMail(
  api: TestApi,
  to: string,
  kind: string,
  options: { after?: number; timeoutMs?: number } = {},
): Promise<{ id: number; subject: string; bodyText: string }> {
  const deadline = Date.now() + (options.timeoutMs ?? 5000)
  for (;;) {
    const [mail] = await api.db
      .select({ id: mailOutbox.id, subject: mailOutbox.subject, bodyText: mailOutbox.bodyText })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, to), eq(mailOutbox.kind, kind)))
      .orderBy(desc(mailOutbox.id))
      .limit(1)
    if (mail && mail.id > (options.after ?? 0)) return mail
    if (Date.now() > deadline) throw new Error(`No ${kind} mail to ${to}`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

/** The reset token and e-mail address from the link in a reset mail (both in its fragment). */
export function resetLinkFrom(bodyText: string): { url: URL; token: string; email: string } {
  const match = /https?:\/\/\S+/.exec(bodyText)
  if (!match) throw new Error('The mail contains no link')
  const url = new URL(match[0])
  const fragment = new URLSearchParams(url.hash.slice(1))
  const token = fragment.get('token')
  const email = fragment.get('email')
  if (!token || !email) throw new Error('The link lacks token or email')
  return { url, token, email }
}
