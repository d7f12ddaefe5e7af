import { and, eq, gt } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  knownDevices,
  loginThrottle,
  loyaltyTransactions,
  mailOutbox,
  passwordResetTokens,
  sessions,
  users,
} from '../db/schema'
import { loyaltyEndpoints } from '../loyalty/loyalty.endpoints'
import { BEARER_TOKEN_PATTERN, REQUEST_ID_PATTERN, hashToken, newToken } from '../session/tokens'
import { startTestApi, testBackends } from '../testing/test-api'
import { log } from '../../lib/log.server'
import type { CallResult, TestApi } from '../testing/test-api'
import { getUserEndpoint, userEndpoints } from '../user/user.endpoints'
import {
  authEndpoints,
  confirmDoiEndpoint,
  forgotPasswordEndpoint,
  loginEndpoint,
  logoutEndpoint,
  registerEndpoint,
  resetPasswordEndpoint,
} from './auth.endpoints'
import { checkWithoutAccount, passwordLineIsFull, verifyPassword } from './passwords'
import { registerAccount, resetLinkFrom, uniqueEmail, waitForMail } from './testing'
import type { TestAccount } from './testing'

// The real argon2id functions, observed: the login's work is counted in a test below.
vi.mock('./passwords', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./passwords')>()
  return {
    ...actual,
    verifyPassword: vi.fn(actual.verifyPassword),
    checkWithoutAccount: vi.fn(actual.checkWithoutAccount),
    passwordLineIsFull: vi.fn(actual.passwordLineIsFull),
  }
})

const INVALID_CREDENTIALS = {
  message: 'These credentials do not match our records.',
  errors: { email: ['These credentials do not match our records.'] },
}
const INVALID_TOKEN = { message: 'invalid token', errors: { token: ['invalid token'] } }
const INVALID_RESET = {
  message: 'This password reset link is invalid or has expired.',
  errors: { token: ['This password reset link is invalid or has expired.'] },
}
const FORGOT_ANSWER = {
  data: { message: 'If an account exists for this e-mail, we have sent a link to reset the password.' },
}
const INVALID_DOI = { message: 'This confirmation link is invalid.' }
const MINUTE = 60_000

/** The field-error map of a 422, checked to name exactly these fields. */
function fieldErrors(result: CallResult, fields: readonly string[]): Record<string, string[]> {
  expect(result.status).toBe(422)
  const body = v.parse(
    v.object({ message: v.string(), errors: v.record(v.string(), v.array(v.string())) }),
    result.body,
  )
  expect(Object.keys(body.errors).sort()).toEqual([...fields].sort())
  return body.errors
}

describe.each(testBackends())('auth endpoints on %s', (backend) => {
  let api: TestApi

  beforeAll(async () => {
    api = await startTestApi(backend, [...authEndpoints, ...userEndpoints, ...loyaltyEndpoints])
  }, 60_000)
  afterAll(async () => {
    await api.close()
  })

  const login = (email: string, password: string) =>
    api.call('POST', '/api/v1/auth/login/', { body: { email, password } })
  const currentUser = (token: string) => api.call('GET', '/api/v1/user/', { token })

  describe('POST /api/v1/auth/register/', () => {
    it('creates a logged-in vk customer with 500 welcome points, storing only hashes', async () => {
      const email = uniqueEmail('Register')
      const result = await api.call('POST', '/api/v1/auth/register/', {
        body: {
          email: `  ${email.toUpperCase()} `,
          password: 'Bergsommer2026',
          password_confirmation: 'Bergsommer2026',
          firstName: ' Anna ',
          lastName: 'Huber',
          gender: 'female',
          birthday: '1991-04-17',
          phone: '+43 664 1234567',
        },
      })
      expect(result.status).toBe(201)
      const { data } = v.parse(registerEndpoint.response, result.body)
      expect(data.token).toMatch(BEARER_TOKEN_PATTERN)
      expect(data.uuid).toMatch(REQUEST_ID_PATTERN)
      expect(data.uuid.startsWith('u')).toBe(true)
      expect(data.hash).toMatch(/^[0-9a-f]{32}$/)

      const [user] = await api.db.select().from(users).where(eq(users.requestId, data.uuid))
      expect(user).toMatchObject({
        email: email.toLowerCase(),
        firstName: 'Anna',
        lastName: 'Huber',
        gender: 'female',
        birthday: '1991-04-17',
        phone: '+43 664 1234567',
        role: 'vk',
        hash: data.hash,
        deletedAt: null,
      })
      expect(user?.passwordHash).toMatch(/^\$argon2id\$/)
      expect(user?.doiTokenHash).toMatch(/^[0-9a-f]{64}$/)
      expect(user?.publicId).toMatch(/^[0-9a-f-]{36}$/)
      const userId = user?.id ?? -1
      const stored = await api.db.select().from(sessions).where(eq(sessions.userId, userId))
      expect(stored.map((session) => session.tokenHash)).toEqual([hashToken(data.token)])
      const points = await api.db
        .select()
        .from(loyaltyTransactions)
        .where(eq(loyaltyTransactions.userId, userId))
      expect(points).toMatchObject([{ points: 500, reason: 'welcome', orderId: null }])

      expect((await currentUser(data.token)).status).toBe(200)
    })

    it('refuses an e-mail address that already has an account, in any letter case', async () => {
      const account = await registerAccount(api)
      const result = await api.call('POST', '/api/v1/auth/register/', {
        body: {
          email: account.email.toUpperCase(),
          password: 'Anderes2026',
          password_confirmation: 'Anderes2026',
          firstName: 'Berta',
          lastName: 'Gruber',
        },
      })
      expect(fieldErrors(result, ['email'])).toEqual({ email: ['The email has already been taken.'] })
    })

    it('lets exactly one of two simultaneous registrations for one address win', async () => {
      const email = uniqueEmail('gleichzeitig')
      const body = {
        email,
        password: 'Bergsommer2026',
        password_confirmation: 'Bergsommer2026',
        firstName: 'Anna',
        lastName: 'Huber',
      }
      const results = await Promise.all([
        api.call('POST', '/api/v1/auth/register/', { body }),
        api.call('POST', '/api/v1/auth/register/', { body }),
      ])
      expect(results.map((result) => result.status).sort()).toEqual([201, 422])
      const refused = results.find((result) => result.status === 422)
      expect(refused?.body).toEqual({
        message: 'The email has already been taken.',
        errors: { email: ['The email has already been taken.'] },
      })
      expect(await api.db.select({ id: users.id }).from(users).where(eq(users.email, email))).toHaveLength(1)
    })

    it('reports each invalid or missing field with its own message', async () => {
      const result = await api.call('POST', '/api/v1/auth/register/', {
        body: {
          email: 'anna-at-example.at',
          password: 'kurz',
          password_confirmation: 'kurz',
          firstName: '   ',
          gender: 'unbekannt',
          birthday: '2001-02-30',
          phone: 'ruf mich an',
        },
      })
      expect(
        fieldErrors(result, ['email', 'password', 'firstName', 'lastName', 'gender', 'birthday', 'phone']),
      ).toEqual({
        email: ['The email must be a valid email address.'],
        password: ['The password must be at least 8 characters.'],
        firstName: ['The first name field is required.'],
        lastName: ['The last name field is required.'],
        gender: ['The gender must be empty, male, female or divers.'],
        birthday: ['The birthday must be a valid date (YYYY-MM-DD).'],
        phone: ['The phone must be a valid phone number.'],
      })
    })

    it('checks the confirmation, the password length and that the birthday lies in the past', async () => {
      const base = { email: uniqueEmail(), firstName: 'Anna', lastName: 'Huber' }
      const mismatch = await api.call('POST', '/api/v1/auth/register/', {
        body: { ...base, password: 'Bergsommer2026', password_confirmation: 'Bergwinter2026' },
      })
      expect(fieldErrors(mismatch, ['password_confirmation'])).toEqual({
        password_confirmation: ['The password confirmation does not match.'],
      })
      const long = 'x'.repeat(129)
      const tooLong = await api.call('POST', '/api/v1/auth/register/', {
        body: { ...base, password: long, password_confirmation: long },
      })
      expect(fieldErrors(tooLong, ['password'])).toEqual({
        password: ['The password may not be greater than 128 characters.'],
      })
      const today = api.clock.now.toISOString().slice(0, 10)
      const future = await api.call('POST', '/api/v1/auth/register/', {
        body: {
          ...base,
          password: 'Bergsommer2026',
          password_confirmation: 'Bergsommer2026',
          birthday: today,
        },
      })
      expect(fieldErrors(future, ['birthday'])).toEqual({
        birthday: ['The birthday must be a date in the past.'],
      })
      expect(await api.db.select().from(users).where(eq(users.email, base.email))).toEqual([])
    })
  })

  describe('double opt-in', () => {
    const confirm = (token: string) => api.call('POST', `/api/v1/auth/doi/${token}/`)
    const doiMails = (email: string) =>
      api.db
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.kind, 'doi')))
    const verifiedOf = async (userId: number) =>
      (await api.db.select({ verified: users.verified }).from(users).where(eq(users.id, userId)))[0]?.verified
    /** The token of the link in the account's double opt-in mail. */
    const mailedToken = async (email: string) => {
      const link = /\/doi\/thankyou\/([^/]+)\//.exec((await waitForMail(api, email, 'doi')).bodyText)
      if (!link?.[1]) throw new Error('The mail contains no confirmation link')
      return link[1]
    }
    const CONFIRMED = (firstName: string) => ({
      status: 200,
      body: { data: { verified: true, firstName } },
    })

    it('mails an English shopper in English, linking the English page, and keeps the language', async () => {
      const account = await registerAccount(api, { firstName: 'Emma', locale: 'en' })
      const mail = await waitForMail(api, account.email, 'doi')
      expect(mail.subject).toBe('Please confirm your e-mail address')
      expect(mail.bodyText).toContain('Hello Emma,')
      expect(mail.bodyText).toContain('Your Sportalpin team')
      expect(mail.bodyText).toContain(`http://shop.test/en/doi/thankyou/${await mailedToken(account.email)}/`)
      const [user] = await api.db
        .select({ locale: users.locale })
        .from(users)
        .where(eq(users.id, account.userId))
      expect(user?.locale).toBe('en')
    })

    it('refuses a language it does not speak, and registers nobody', async () => {
      const email = uniqueEmail('sprache')
      const answer = await api.call('POST', '/api/v1/auth/register/', {
        query: { locale: 'fr' },
        body: {
          email,
          password: 'Bergsommer2026',
          password_confirmation: 'Bergsommer2026',
          firstName: 'A',
          lastName: 'B',
        },
      })
      expect(answer.status).toBe(422)
      expect(fieldErrors(answer, ['locale'])).toEqual({ locale: ['locale is de-AT or en'] })
      expect(await api.db.select().from(users).where(eq(users.email, email))).toEqual([])
    })

    it('mails a German confirmation link to /doi/thankyou/{token}/ with a secret stored only as its hash', async () => {
      const account = await registerAccount(api, { firstName: 'Klara' })
      const mail = await waitForMail(api, account.email, 'doi')
      expect(mail.subject).toBe('Bitte bestätige deine E-Mail-Adresse')
      expect(mail.bodyText).toContain('Hallo Klara,')
      expect(mail.bodyText).toContain('Bitte bestätige deine E-Mail-Adresse')
      const links = mail.bodyText.match(/https?:\/\/\S+/g)
      expect(links).toHaveLength(1)
      const token = await mailedToken(account.email)
      expect(links).toEqual([`http://shop.test/doi/thankyou/${token}/`])
      // 256 random bits in base64url: within the storefront route's parameter alphabet and length.
      expect(token).toMatch(BEARER_TOKEN_PATTERN)
      expect(token).toMatch(/^[A-Za-z0-9_-]{8,128}$/)
      // Nothing the registration answered with appears in the link.
      for (const value of [account.hash, account.uuid, account.token])
        expect(mail.bodyText).not.toContain(value)
      const [user] = await api.db.select().from(users).where(eq(users.id, account.userId))
      expect(user?.doiTokenHash).toBe(hashToken(token))
      expect(JSON.stringify(user)).not.toContain(token)
      expect(await doiMails(account.email)).toHaveLength(1)
    })

    it('sends no mail when the registration is refused', async () => {
      const account = await registerAccount(api)
      const body = {
        email: account.email,
        password: 'Bergsommer2026',
        password_confirmation: 'Bergsommer2026',
        firstName: 'Anna',
        lastName: 'Huber',
      }
      expect((await api.call('POST', '/api/v1/auth/register/', { body })).status).toBe(422)
      const fresh = uniqueEmail('ungueltig')
      const invalid = await api.call('POST', '/api/v1/auth/register/', {
        body: { ...body, email: fresh, password_confirmation: 'Anders2026' },
      })
      expect(invalid.status).toBe(422)
      expect(await doiMails(account.email)).toHaveLength(1)
      expect(await doiMails(fresh)).toEqual([])
    })

    it('registers the customer even when the mail cannot be sent, and logs the failure', async () => {
      const send = vi.spyOn(api.services.mailer, 'send').mockRejectedValueOnce(new Error('SMTP down'))
      const logged = vi.spyOn(log, 'error').mockImplementation(() => undefined)
      try {
        const account = await registerAccount(api)
        expect(send).toHaveBeenCalledTimes(1)
        expect(logged).toHaveBeenCalledWith(
          { err: expect.any(Error) as unknown },
          'double opt-in mail could not be sent',
        )
        expect(await doiMails(account.email)).toEqual([])
        expect((await currentUser(account.token)).status).toBe(200)
        expect((await login(account.email, account.password)).status).toBe(200)
      } finally {
        send.mockRestore()
        logged.mockRestore()
      }
    })

    it('confirms the address with the mailed link: verified turns true, and the same link answers the same again', async () => {
      const account = await registerAccount(api, { firstName: 'Klara' })
      const before = v.parse(getUserEndpoint.response, (await currentUser(account.token)).body)
      expect(before.data.verified).toBe(false)

      const token = await mailedToken(account.email)
      const result = await confirm(token)
      expect(result.status).toBe(200)
      expect(v.parse(confirmDoiEndpoint.response, result.body)).toEqual({
        data: { verified: true, firstName: 'Klara' },
      })
      const after = v.parse(getUserEndpoint.response, (await currentUser(account.token)).body)
      expect(after.data.verified).toBe(true)

      expect(await confirm(token)).toMatchObject(CONFIRMED('Klara'))
      expect(await verifiedOf(account.userId)).toBe(true)
    })

    it('does not confirm with the user hash that registration and login return: only the mailed link does', async () => {
      // A bot registering someone else's address gets the hash, never the mailbox's link.
      const account = await registerAccount(api, { firstName: 'Klara' })
      const loggedIn = await login(account.email, account.password)
      const { hash } = v.parse(loginEndpoint.response, loggedIn.body).data
      expect(hash).toBe(account.hash)

      for (const value of [hash, hash.toUpperCase()])
        expect(await confirm(value)).toMatchObject({ status: 404, body: INVALID_DOI })
      expect(await verifiedOf(account.userId)).toBe(false)
      const unconfirmed = v.parse(getUserEndpoint.response, (await currentUser(account.token)).body)
      expect(unconfirmed.data.verified).toBe(false)

      expect(await confirm(await mailedToken(account.email))).toMatchObject(CONFIRMED('Klara'))
      expect(await verifiedOf(account.userId)).toBe(true)
      // Still no key after the confirmation.
      expect(await confirm(hash)).toMatchObject({ status: 404, body: INVALID_DOI })
    })

    it('answers 404 for an unknown or malformed token, another account’s values and a deleted account, changing nothing', async () => {
      const bystander = await registerAccount(api)
      const real = await mailedToken(bystander.email)
      // The token's letter case counts: the same letters in swapped case are another token.
      const swapped = real.replace(/[a-z]/gi, (c) =>
        c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase(),
      )
      expect(swapped).not.toBe(real)
      for (const token of [newToken(), 'A'.repeat(43), swapped])
        expect(await confirm(token)).toMatchObject({ status: 404, body: INVALID_DOI })
      for (const token of [
        'abc',
        real.slice(0, 42),
        `${real}A`,
        bystander.hash,
        bystander.uuid,
        bystander.token,
        '%20',
      ])
        expect({ token, ...(await confirm(token)) }).toMatchObject({ token, status: 404, body: INVALID_DOI })
      expect(await verifiedOf(bystander.userId)).toBe(false)

      const deleted = await registerAccount(api)
      const deletedToken = await mailedToken(deleted.email)
      const removal = await api.call('DELETE', '/api/v1/user/', { token: deleted.token })
      expect(removal.status).toBe(200)
      expect(await confirm(deletedToken)).toMatchObject({ status: 404, body: INVALID_DOI })
      expect(await verifiedOf(deleted.userId)).toBe(false)
    })
  })

  describe('POST /api/v1/auth/login/', () => {
    let account: TestAccount
    beforeAll(async () => {
      account = await registerAccount(api)
    })

    it('logs in with any letter case and returns a new token with the account uuid and hash', async () => {
      const result = await login(` ${account.email.toUpperCase()} `, account.password)
      expect(result.status).toBe(200)
      const { data } = v.parse(loginEndpoint.response, result.body)
      expect(data.token).toMatch(BEARER_TOKEN_PATTERN)
      expect(data.token).not.toBe(account.token)
      expect(data).toMatchObject({ uuid: account.uuid, hash: account.hash })
      expect((await currentUser(data.token)).status).toBe(200)
      // The registration's session stays valid: a login elsewhere does not log other devices out.
      expect((await currentUser(account.token)).status).toBe(200)
    })

    it('gives a new device a token, keeps it for that device, and never lets it vouch for another account', async () => {
      const loginWith = (email: string, password: string, device?: string) =>
        api.call('POST', '/api/v1/auth/login/', {
          body: { email, password },
          ...(device ? { headers: { 'x-device-token': device } } : {}),
        })
      const first = v.parse(
        loginEndpoint.response,
        (await loginWith(account.email, account.password)).body,
      ).data
      expect(first.device).toMatch(BEARER_TOKEN_PATTERN)
      const [stored] = await api.db
        .select()
        .from(knownDevices)
        .where(eq(knownDevices.tokenHash, hashToken(first.device)))
      expect(stored?.userId).toBeGreaterThan(0)

      // The same device again: known, the same token.
      const again = v.parse(
        loginEndpoint.response,
        (await loginWith(account.email, account.password, first.device)).body,
      ).data
      expect(again.device).toBe(first.device)

      // Another account's device token, or a made-up one, is a new device for this account.
      const other = await registerAccount(api)
      const foreign = v.parse(
        loginEndpoint.response,
        (await loginWith(other.email, other.password, first.device)).body,
      ).data
      expect(foreign.device).not.toBe(first.device)
      const madeUp = v.parse(
        loginEndpoint.response,
        (await loginWith(other.email, other.password, 'x'.repeat(43))).body,
      ).data
      expect(madeUp.device).not.toBe('x'.repeat(43))
      // A wrong password with a known device is still refused.
      expect((await loginWith(account.email, 'falsch-falsch', first.device)).status).toBe(422)
    })

    it('turns a new device and an unknown address away at once while the line is full, never a known device', async () => {
      const first = v.parse(loginEndpoint.response, (await login(account.email, account.password)).body).data
      vi.mocked(passwordLineIsFull).mockReturnValue(true)
      try {
        for (const email of [account.email, uniqueEmail('niemand')]) {
          const busy = await login(email, account.password)
          expect(busy.status).toBe(429)
          expect(busy.headers.get('retry-after')).toBe('5')
        }
        const known = await api.call('POST', '/api/v1/auth/login/', {
          body: { email: account.email, password: account.password },
          headers: { 'x-device-token': first.device },
        })
        expect(known.status).toBe(200)
      } finally {
        vi.mocked(passwordLineIsFull).mockRestore()
      }
      // Turned away before counting: the account is not a step closer to a block.
      expect((await login(account.email, account.password)).status).toBe(200)
    })

    it('answers a wrong password and an unknown address alike; the unknown one waits without the work', async () => {
      // Counted, not timed (a timed comparison fails by chance on a busy machine): a wrong password
      // verifies one argon2id hash; an address without an account verifies none and waits as long
      // as a verification would now (passwords.ts), so a flood of made-up addresses costs no core.
      const unknown = uniqueEmail('niemand')
      const verify = vi.mocked(verifyPassword)
      const decoy = vi.mocked(checkWithoutAccount)
      verify.mockClear()
      decoy.mockClear()
      const wrong = await login(account.email, 'Falsch2026')
      expect(verify).toHaveBeenCalledTimes(1)
      expect(verify.mock.calls[0]?.[0]).toMatch(/^\$argon2id\$/)
      expect(decoy).not.toHaveBeenCalled()
      verify.mockClear()
      const missing = await login(unknown, 'Falsch2026')
      expect(decoy).toHaveBeenCalledTimes(1)
      expect(verify).not.toHaveBeenCalled()
      expect(wrong).toMatchObject({ status: 422, body: INVALID_CREDENTIALS })
      expect(missing).toMatchObject({ status: 422, body: INVALID_CREDENTIALS })
      await api.db.delete(loginThrottle)
    })

    it('validates the fields before checking anything', async () => {
      const result = await api.call('POST', '/api/v1/auth/login/', { body: { email: '' } })
      expect(fieldErrors(result, ['email', 'password'])).toEqual({
        email: ['The email field is required.'],
        password: ['The password field is required.'],
      })
    })

    it('blocks an address after 5 failures with 429 and Retry-After, doubling the block, and lets the owner back in', async () => {
      const owner = await registerAccount(api)
      for (let attempt = 1; attempt <= 5; attempt++)
        expect(await login(owner.email, 'Falsch2026')).toMatchObject({
          status: 422,
          body: INVALID_CREDENTIALS,
        })

      // Blocked even with the right password: the block is what stops guessing.
      const blocked = await login(owner.email, owner.password)
      expect(blocked.status).toBe(429)
      expect(blocked.headers.get('retry-after')).toBe('60')
      expect(blocked.body).toEqual({ message: 'Too many login attempts. Please try again in 60 seconds.' })

      api.clock.advance(30_000)
      const later = await login(owner.email, owner.password)
      expect(later.status).toBe(429)
      expect(later.headers.get('retry-after')).toBe('30')

      api.clock.advance(30_000)
      // The block has passed; one more failure blocks again, twice as long.
      expect(await login(owner.email, 'Falsch2026')).toMatchObject({ status: 422 })
      const doubled = await login(owner.email, owner.password)
      expect(doubled.status).toBe(429)
      expect(doubled.headers.get('retry-after')).toBe('120')

      api.clock.advance(120_000)
      expect((await login(owner.email, owner.password)).status).toBe(200)
      // Success cleared the record: the next failure starts from scratch.
      expect(await api.db.select().from(loginThrottle).where(eq(loginThrottle.email, owner.email))).toEqual(
        [],
      )
      expect(await login(owner.email, 'Falsch2026')).toMatchObject({ status: 422 })
      expect((await login(owner.email, owner.password)).status).toBe(200)
    })

    it('never blocks the owner on a device known to the account, whoever guessed wrong elsewhere', async () => {
      const owner = await registerAccount(api)
      const ownLogin = await api.call('POST', '/api/v1/auth/login/', {
        body: { email: owner.email, password: owner.password },
      })
      const device = v.parse(loginEndpoint.response, ownLogin.body).data.device
      const fromOwnDevice = (password: string) =>
        api.call('POST', '/api/v1/auth/login/', {
          body: { email: owner.email, password },
          headers: { 'x-device-token': device },
        })
      // Strangers' guesses, from new devices: the account is blocked for them.
      for (let attempt = 1; attempt <= 5; attempt++)
        expect((await login(owner.email, 'Falsch2026')).status).toBe(422)
      expect((await login(owner.email, owner.password)).status).toBe(429)

      // The owner's known device logs in at once, and the strangers stay blocked.
      expect((await fromOwnDevice(owner.password)).status).toBe(200)
      expect((await login(owner.email, owner.password)).status).toBe(429)

      // Guessing from the known device is throttled too, on its own record.
      for (let attempt = 1; attempt <= 5; attempt++)
        expect((await fromOwnDevice('Falsch2026')).status).toBe(422)
      expect((await fromOwnDevice(owner.password)).status).toBe(429)
    })

    it('tells the owner by mail when wrong passwords block the account, at most once an hour', async () => {
      const owner = await registerAccount(api)
      const warnings = async () =>
        api.db
          .select({ subject: mailOutbox.subject, text: mailOutbox.bodyText })
          .from(mailOutbox)
          .where(and(eq(mailOutbox.toAddress, owner.email), eq(mailOutbox.kind, 'login-warning')))
      const guessFiveTimes = async () => {
        for (let attempt = 1; attempt <= 5; attempt++)
          expect((await login(owner.email, 'Falsch2026')).status).toBe(422)
      }
      // When the owner was last told: the one decision that a mail goes out (the mail itself is not
      // waited for by the login's answer).
      const lastWarnedAt = async () =>
        (
          await api.db
            .select({ at: users.loginWarningSentAt })
            .from(users)
            .where(eq(users.email, owner.email))
        )[0]?.at
      await guessFiveTimes()
      const firstWarnedAt = await lastWarnedAt()
      expect(firstWarnedAt).toBeInstanceOf(Date)
      await vi.waitFor(async () => {
        expect(await warnings()).toHaveLength(1)
      })
      const [warning] = await warnings()
      expect(warning?.subject).toBe('Falsche Passwörter für dein Kundenkonto')
      // What to do, in the shop's voice, and nothing about the attempts themselves.
      expect(warning?.text).toContain('Warst du das nicht? Dann wähle am besten ein neues Passwort:')
      expect(warning?.text).toContain('/forgot-password/')
      expect(warning?.text).not.toMatch(/\d+\.\d+\.\d+\.\d+/)

      // The block ends, the guessing goes on and blocks again within the hour: no second mail.
      api.clock.advance(60_000)
      expect((await login(owner.email, 'Falsch2026')).status).toBe(422)
      expect(await lastWarnedAt()).toEqual(firstWarnedAt)

      // An hour after the mail, a new block is worth telling again.
      api.clock.advance(60 * MINUTE)
      await guessFiveTimes()
      expect(await lastWarnedAt()).not.toEqual(firstWarnedAt)
      await vi.waitFor(async () => {
        expect(await warnings()).toHaveLength(2)
      })
    })

    it('warns in the language the owner registered in', async () => {
      const owner = await registerAccount(api, { firstName: 'Emma', locale: 'en' })
      for (let attempt = 1; attempt <= 5; attempt++)
        expect((await login(owner.email, 'Falsch2026')).status).toBe(422)
      const warning = await waitForMail(api, owner.email, 'login-warning')
      expect(warning.subject).toBe('Wrong passwords for your customer account')
      expect(warning.bodyText).toContain('Hello Emma,')
      expect(warning.bodyText).toContain('http://shop.test/en/forgot-password/')
    })
    it('sends no warning for an address without an account, nor for the owner mistyping on a known device', async () => {
      const unknown = uniqueEmail('niemand')
      for (let attempt = 1; attempt <= 5; attempt++)
        expect((await login(unknown, 'Falsch2026')).status).toBe(422)
      expect(await api.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, unknown))).toEqual([])

      const owner = await registerAccount(api)
      const ownLogin = await api.call('POST', '/api/v1/auth/login/', {
        body: { email: owner.email, password: owner.password },
      })
      const device = v.parse(loginEndpoint.response, ownLogin.body).data.device
      for (let attempt = 1; attempt <= 5; attempt++) {
        const mistyped = await api.call('POST', '/api/v1/auth/login/', {
          body: { email: owner.email, password: 'Vertippt2026' },
          headers: { 'x-device-token': device },
        })
        expect(mistyped.status).toBe(422)
      }
      // No mail decided (the mail itself would not be waited for), and none sent.
      const [row] = await api.db
        .select({ at: users.loginWarningSentAt })
        .from(users)
        .where(eq(users.email, owner.email))
      expect(row?.at).toBeNull()
      expect(
        await api.db
          .select()
          .from(mailOutbox)
          .where(and(eq(mailOutbox.toAddress, owner.email), eq(mailOutbox.kind, 'login-warning'))),
      ).toEqual([])
    })

    it('counts a burst of parallel attempts one by one, so no more than five get through', async () => {
      const target = uniqueEmail('ziel')
      const results = await Promise.all(Array.from({ length: 10 }, () => login(target, 'Falsch2026')))
      const statuses = results.map((result) => result.status)
      expect(statuses.filter((status) => status === 422)).toHaveLength(5)
      expect(statuses.filter((status) => status === 429)).toHaveLength(5)
    })

    it('throttles unknown addresses the same way and restarts the window after 15 quiet minutes', async () => {
      const unknown = uniqueEmail('unbekannt')
      for (let attempt = 1; attempt <= 4; attempt++)
        expect((await login(unknown, 'Falsch2026')).status).toBe(422)
      api.clock.advance(15 * MINUTE)
      // A fresh window: four more failures are still not enough for a block.
      for (let attempt = 1; attempt <= 4; attempt++)
        expect((await login(unknown, 'Falsch2026')).status).toBe(422)
      expect((await login(unknown, 'Falsch2026')).status).toBe(422)
      const blocked = await login(unknown, 'Falsch2026')
      expect(blocked.status).toBe(429)
      expect(blocked.headers.get('retry-after')).toBe('60')
    })
  })

  describe('GET /api/v1/auth/logout/', () => {
    it('ends only this session; its token then answers 403 invalid token', async () => {
      const account = await registerAccount(api)
      const other = v.parse(loginEndpoint.response, (await login(account.email, account.password)).body).data

      const result = await api.call('GET', '/api/v1/auth/logout/', {
        token: account.token,
        requestId: account.uuid,
      })
      expect(result.status).toBe(200)
      expect(v.parse(logoutEndpoint.response, result.body)).toEqual({ data: { loggedOut: true } })
      const [session] = await api.db
        .select()
        .from(sessions)
        .where(eq(sessions.tokenHash, hashToken(account.token)))
      expect(session?.revokedAt).toEqual(api.clock.now)

      expect(await currentUser(account.token)).toMatchObject({ status: 403, body: INVALID_TOKEN })
      expect(await api.call('GET', '/api/v1/auth/logout/', { token: account.token })).toMatchObject({
        status: 403,
        body: INVALID_TOKEN,
      })
      expect((await currentUser(other.token)).status).toBe(200)
    })

    it('needs a token', async () => {
      expect(await api.call('GET', '/api/v1/auth/logout/')).toMatchObject({
        status: 401,
        body: { message: 'unauthenticated', errors: { token: ['missing token'] } },
      })
    })
  })

  describe('password reset', () => {
    let account: TestAccount
    beforeAll(async () => {
      account = await registerAccount(api, { firstName: 'Sophie' })
    })
    // Each test starts past the 2-minute cooldown between reset links of one account.
    beforeEach(() => {
      api.clock.advance(3 * MINUTE)
    })

    const forgot = (email: string) => api.call('POST', '/api/v1/forgotpassword/', { body: { email } })
    const reset = (token: string, email: string, password = 'Herbstwind2026') =>
      api.call('POST', '/api/v1/resetpassword/', {
        body: { token, email, password, password_confirmation: password },
      })
    const lastMailId = async () => {
      const rows = await api.db.select({ id: mailOutbox.id }).from(mailOutbox)
      return Math.max(0, ...rows.map((row) => row.id))
    }

    it('gives the same answer for unknown addresses and sends them nothing', async () => {
      const unknown = uniqueEmail('fremd')
      const before = await lastMailId()
      const forUnknown = await forgot(unknown)
      const forKnown = await forgot(account.email.toUpperCase())
      expect(forUnknown.status).toBe(200)
      expect(forKnown.status).toBe(200)
      expect(v.parse(forgotPasswordEndpoint.response, forUnknown.body)).toEqual(FORGOT_ANSWER)
      expect(forKnown.body).toEqual(forUnknown.body)
      await waitForMail(api, account.email, 'password-reset', { after: before })
      expect(await api.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, unknown))).toEqual([])
    })

    it('refuses a malformed address', async () => {
      expect(fieldErrors(await forgot('nicht-gültig'), ['email'])).toEqual({
        email: ['The email must be a valid email address.'],
      })
    })

    it('sends the reset mail in the language of the page it was asked for on', async () => {
      const before = await lastMailId()
      const answer = await api.call('POST', '/api/v1/forgotpassword/', {
        query: { locale: 'en' },
        body: { email: account.email },
      })
      expect(answer.status).toBe(200)
      const mail = await waitForMail(api, account.email, 'password-reset', { after: before })
      expect(mail.subject).toBe('Your link to reset your password')
      expect(mail.bodyText).toContain('Hello Sophie,')
      const link = resetLinkFrom(mail.bodyText)
      expect(`${link.url.origin}${link.url.pathname}`).toBe('http://shop.test/en/reset-password/')
    })

    it('sends a German mail with a single-use link that sets the password and ends every session', async () => {
      const before = await lastMailId()
      expect((await forgot(account.email)).status).toBe(200)
      const mail = await waitForMail(api, account.email, 'password-reset', { after: before })
      expect(mail.subject).toBe('Dein Link zum Zurücksetzen des Passworts')
      expect(mail.bodyText).toContain('Hallo Sophie,')
      const link = resetLinkFrom(mail.bodyText)
      expect(`${link.url.origin}${link.url.pathname}`).toBe('http://shop.test/reset-password/')
      // The secret rides in the fragment, which browsers never send to a server nor put in a Referer.
      expect(link.url.search).toBe('')
      expect(link.email).toBe(account.email)
      expect(link.token).toMatch(BEARER_TOKEN_PATTERN)
      // Only the hash is stored, and the link expires after 60 minutes.
      const [stored] = await api.db
        .select()
        .from(passwordResetTokens)
        .where(eq(passwordResetTokens.tokenHash, hashToken(link.token)))
      expect(stored?.expiresAt).toEqual(new Date(api.clock.now.getTime() + 60 * MINUTE))

      const result = await reset(link.token, link.email)
      expect(result.status).toBe(200)
      expect(v.parse(resetPasswordEndpoint.response, result.body)).toEqual({ data: { reset: true } })
      expect(await currentUser(account.token)).toMatchObject({ status: 403, body: INVALID_TOKEN })
      expect((await login(account.email, account.password)).status).toBe(422)
      expect((await login(account.email, 'Herbstwind2026')).status).toBe(200)

      expect(await reset(link.token, link.email, 'Nochmal2026')).toMatchObject({
        status: 422,
        body: INVALID_RESET,
      })
      account = { ...account, password: 'Herbstwind2026' }
    })

    it('refuses an expired link, a link for another address and a link replaced by a newer one', async () => {
      let before = await lastMailId()
      await forgot(account.email)
      const first = resetLinkFrom(
        (await waitForMail(api, account.email, 'password-reset', { after: before })).bodyText,
      )
      before = await lastMailId()
      api.clock.advance(2 * MINUTE + 1000)
      await forgot(account.email)
      const second = resetLinkFrom(
        (await waitForMail(api, account.email, 'password-reset', { after: before })).bodyText,
      )

      expect(await reset(first.token, account.email)).toMatchObject({ status: 422, body: INVALID_RESET })
      expect(await reset(second.token, uniqueEmail('andere'))).toMatchObject({
        status: 422,
        body: INVALID_RESET,
      })

      api.clock.advance(60 * MINUTE)
      expect(await reset(second.token, account.email)).toMatchObject({ status: 422, body: INVALID_RESET })
      // Nothing changed: the password still works.
      expect((await login(account.email, account.password)).status).toBe(200)
    })

    it('accepts a link just before it expires', async () => {
      const before = await lastMailId()
      await forgot(account.email)
      const link = resetLinkFrom(
        (await waitForMail(api, account.email, 'password-reset', { after: before })).bodyText,
      )
      api.clock.advance(59 * MINUTE)
      expect((await reset(link.token, account.email, 'Winterzeit2026')).status).toBe(200)
      expect((await login(account.email, 'Winterzeit2026')).status).toBe(200)
    })

    it('issues at most one reset link every 2 minutes per account', async () => {
      const before = await lastMailId()
      await forgot(account.email)
      const first = await waitForMail(api, account.email, 'password-reset', { after: before })
      expect((await forgot(account.email)).status).toBe(200)
      expect((await forgot(account.email)).status).toBe(200)
      api.clock.advance(2 * MINUTE + 1000)
      await forgot(account.email)
      const last = await waitForMail(api, account.email, 'password-reset', { after: first.id })
      const sent = await api.db
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.toAddress, account.email), gt(mailOutbox.id, before)))
      expect(sent.map((mail) => mail.id)).toEqual([first.id, last.id])
      // The first link was replaced by the last one only.
      expect(resetLinkFrom(last.bodyText).token).not.toBe(resetLinkFrom(first.bodyText).token)
    })

    it('validates token, password and confirmation', async () => {
      const malformed = await api.call('POST', '/api/v1/resetpassword/', {
        body: { token: 'abc', email: account.email, password: 'kurz', password_confirmation: 'anders' },
      })
      expect(fieldErrors(malformed, ['token', 'password', 'password_confirmation'])).toEqual({
        token: ['This password reset link is invalid or has expired.'],
        password: ['The password must be at least 8 characters.'],
        password_confirmation: ['The password confirmation does not match.'],
      })
      const unknown = await reset('A'.repeat(43), account.email)
      expect(unknown).toMatchObject({ status: 422, body: INVALID_RESET })
    })
  })
})
