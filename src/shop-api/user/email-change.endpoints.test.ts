/** A change of the login's e-mail address: asked for with the password, confirmed by the mailed link. */
import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authEndpoints } from '../auth/auth.endpoints'
import { mailOutbox } from '../db/schema'
import { startTestApi, testBackends } from '../testing/test-api'
import type { TestApi } from '../testing/test-api'
import {
  confirmEmailChangeEndpoint,
  emailChangeEndpoints,
  requestEmailChangeEndpoint,
} from './email-change.endpoints'
import { EMAIL_TAKEN, INVALID_EMAIL_CHANGE_LINK, SAME_EMAIL, WRONG_PASSWORD } from './email-change.service'
import { userEndpoints } from './user.endpoints'

const PASSWORD = 'Startpasswort2026'
const sessionSchema = v.object({ data: v.object({ token: v.string() }) })
const accountSchema = v.object({ data: v.object({ personal: v.object({ email: v.string() }) }) })

describe('e-mail change examples (docs/api.md)', () => {
  it('match the contract', () => {
    for (const endpoint of [requestEmailChangeEndpoint, confirmEmailChangeEndpoint])
      expect(() => {
        v.parse(endpoint.response, endpoint.example.response)
      }, endpoint.path).not.toThrow()
  })
})

describe.each(testBackends())('e-mail change on %s', (backend) => {
  let api: TestApi

  beforeAll(async () => {
    api = await startTestApi(backend, [...authEndpoints, ...userEndpoints, ...emailChangeEndpoints])
  }, 60_000)
  afterAll(async () => {
    await api.close()
  })

  const address = (prefix: string) => `${prefix}-${randomUUID()}@example.at`

  async function register(email: string): Promise<string> {
    const result = await api.call('POST', '/api/v1/auth/register/', {
      body: {
        email,
        password: PASSWORD,
        password_confirmation: PASSWORD,
        firstName: 'Erika',
        lastName: 'Muster',
      },
    })
    expect(result.status, JSON.stringify(result.body)).toBe(201)
    return v.parse(sessionSchema, result.body).data.token
  }
  const ask = (token: string, body: unknown, query: Record<string, string> = {}) =>
    api.call('POST', '/api/v1/user/email/', { token, body, query })
  const mailTo = async (to: string, kind: string) =>
    api.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, to), eq(mailOutbox.kind, kind)))
  const linkToken = (text: string) => /\/email\/bestaetigen\/([A-Za-z0-9_-]{43})\//.exec(text)?.[1] ?? ''
  const login = (email: string) =>
    api.call('POST', '/api/v1/auth/login/', { body: { email, password: PASSWORD } })

  it('changes the address once the link to the new one is opened; the old one is told; sessions stay', async () => {
    const old = address('alt')
    const token = await register(old)
    const next = address('neu')
    const asked = await ask(token, { password: PASSWORD, email: next.toUpperCase() })
    expect(asked.status, JSON.stringify(asked.body)).toBe(200)
    expect(v.parse(requestEmailChangeEndpoint.response, asked.body).data.pendingEmail).toBe(next)

    // Nothing changes before the link is opened.
    expect((await login(old)).status).toBe(200)
    const [confirm] = await mailTo(next, 'email-change-confirm')
    const [notice] = await mailTo(old, 'email-change-notice')
    expect(confirm?.bodyText).toContain(
      'du möchtest dich bei Sportalpin künftig mit dieser E-Mail-Adresse anmelden',
    )
    expect(notice?.bodyText).toContain(next)
    expect(notice?.bodyText).not.toContain('/email/bestaetigen/')

    const secret = linkToken(confirm?.bodyText ?? '')
    const confirmed = await api.call('POST', `/api/v1/user/email/confirm/${secret}/`)
    expect(confirmed).toMatchObject({ status: 200, body: { data: { email: next } } })
    // Opening the link again says the same.
    expect((await api.call('POST', `/api/v1/user/email/confirm/${secret}/`)).status).toBe(200)

    const account = await api.call('GET', '/api/v1/user/', { token })
    expect(v.parse(accountSchema, account.body).data.personal.email).toBe(next)
    expect((await login(next)).status).toBe(200)
    expect((await login(old)).status).toBe(422)
  })

  it('refuses a wrong password, the same address and another account’s, and says so in English mails when asked in English', async () => {
    const mine = address('meins')
    const token = await register(mine)
    const theirs = address('fremd')
    await register(theirs)
    expect((await ask(token, { password: 'falsch-falsch', email: address('x') })).body).toMatchObject({
      errors: { password: [WRONG_PASSWORD] },
    })
    expect((await ask(token, { password: PASSWORD, email: mine })).body).toMatchObject({
      errors: { email: [SAME_EMAIL] },
    })
    expect(await ask(token, { password: PASSWORD, email: theirs })).toMatchObject({
      status: 409,
      body: { errors: { email: [EMAIL_TAKEN] } },
    })
    expect((await ask(token, { password: PASSWORD, email: 'keine-adresse' })).status).toBe(422)
    expect((await ask(token, {})).status).toBe(422)
    expect(
      (await api.call('POST', '/api/v1/user/email/', { body: { password: PASSWORD, email: address('y') } }))
        .status,
    ).toBe(401)

    const english = address('english')
    expect((await ask(token, { password: PASSWORD, email: english }, { locale: 'en' })).status).toBe(200)
    const [confirm] = await mailTo(english, 'email-change-confirm')
    expect(confirm?.subject).toBe('Please confirm your new e-mail address')
    expect(confirm?.bodyText).toContain('/en/email/bestaetigen/')
  })

  it('lets only the newest link work, not after 24 hours, and not once another account took the address', async () => {
    const token = await register(address('zeit'))
    const first = address('erste')
    const second = address('zweite')
    await ask(token, { password: PASSWORD, email: first })
    await ask(token, { password: PASSWORD, email: second })
    const [firstMail] = await mailTo(first, 'email-change-confirm')
    expect(
      await api.call('POST', `/api/v1/user/email/confirm/${linkToken(firstMail?.bodyText ?? '')}/`),
    ).toMatchObject({
      status: 404,
      body: { message: INVALID_EMAIL_CHANGE_LINK },
    })

    // Someone registers the pending address before the link is opened.
    await register(second)
    const [secondMail] = await mailTo(second, 'email-change-confirm')
    expect(
      (await api.call('POST', `/api/v1/user/email/confirm/${linkToken(secondMail?.bodyText ?? '')}/`)).status,
    ).toBe(409)

    const late = address('spaet')
    await ask(token, { password: PASSWORD, email: late })
    const [lateMail] = await mailTo(late, 'email-change-confirm')
    api.clock.advance(24 * 60 * 60 * 1000 + 1000)
    expect(
      (await api.call('POST', `/api/v1/user/email/confirm/${linkToken(lateMail?.bodyText ?? '')}/`)).status,
    ).toBe(404)
    expect((await api.call('POST', '/api/v1/user/email/confirm/kurz/')).status).toBe(404)
  })
})
