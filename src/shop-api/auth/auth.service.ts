/**
 * Login, registration, logout, double opt-in and password reset. Passwords are argon2id hashes;
 * bearer, reset and double opt-in tokens are stored only as SHA-256 hashes, so a leaked database
 * opens no session and confirms no address.
 */
import { randomUUID } from 'node:crypto'
import { and, eq, gt, isNull, lte, or } from 'drizzle-orm'
import { countRateLimitRefusal } from '~/metrics/metrics.server'
import type { Database } from '../db/client'
import { knownDevices, passwordResetTokens, sessions, users } from '../db/schema'
import { ApiError } from '../http/errors'
import { awardWelcomePoints } from '../loyalty/loyalty.service'
import type { ShopApiServices } from '../services'
import { BEARER_TOKEN_PATTERN, hashToken, newToken, newUserHash, newUserRequestId } from '../session/tokens'
import { INVALID_DOI_LINK, INVALID_RESET_LINK } from './auth.schema'
import type { LoginBody, RegisterBody, ResetPasswordBody, SessionValues } from './auth.schema'
import {
  clearAccountThrottles,
  clearLoginThrottle,
  registerLoginAttempt,
  sweepStaleAttempts,
} from './login-throttle'
import { checkWithoutAccount, hashPassword, passwordLineIsFull, verifyPassword } from './passwords'
import { doiLink, doiMail } from './doi-mail'
import { forgotPasswordLink, loginWarningMail } from './login-warning-mail'
import { passwordResetLink, passwordResetMail } from './password-reset-mail'
import { mailLocaleOf } from '../mail/mail-locale'
import type { MailLocale } from '../mail/mail-locale'
import { assertBirthdayInPast } from './personal-data'
import { isUniqueViolation } from './unique-violation'
import { log } from '../../lib/log.server'

export const RESET_TOKEN_VALID_MINUTES = 60
/** A new reset link is issued at most every 2 minutes per account. */
export const RESET_REQUEST_COOLDOWN_MS = 2 * 60_000

const INVALID_CREDENTIALS = 'These credentials do not match our records.'
export const FORGOT_PASSWORD_ANSWER =
  'If an account exists for this e-mail, we have sent a link to reset the password.'

const invalidCredentials = () => new ApiError(422, INVALID_CREDENTIALS, { email: [INVALID_CREDENTIALS] })

const emailTaken = () =>
  new ApiError(422, 'The email has already been taken.', { email: ['The email has already been taken.'] })

const invalidDoiLink = () => new ApiError(404, INVALID_DOI_LINK)

const invalidResetLink = () => new ApiError(422, INVALID_RESET_LINK, { token: [INVALID_RESET_LINK] })

/** Seconds a login turned away by a full line is asked to wait: the line clears in well under that. */
export const BUSY_RETRY_AFTER_SECONDS = 5

/** Too many logins at once: nothing was counted against the account; try again in a few seconds. */
function shopBusy(): ApiError {
  countRateLimitRefusal('login-busy')
  return new ApiError(
    429,
    `Too many logins at the moment. Please try again in ${String(BUSY_RETRY_AFTER_SECONDS)} seconds.`,
    undefined,
    { 'Retry-After': String(BUSY_RETRY_AFTER_SECONDS) },
  )
}

export function tooManyAttempts(seconds: number): ApiError {
  // Made only to refuse (a login, or a change of password, which is counted like a login).
  countRateLimitRefusal('login-account')
  const unit = seconds === 1 ? 'second' : 'seconds'
  return new ApiError(429, `Too many login attempts. Please try again in ${seconds} ${unit}.`, undefined, {
    'Retry-After': String(seconds),
  })
}

// ---------------------------------------------------------------------------------------------
// Sessions
// ---------------------------------------------------------------------------------------------

/** Opens a session for the user and returns its bearer token (only the hash is stored). */
export async function createSession(db: Database, userId: number, now: Date): Promise<string> {
  const token = newToken()
  await db.insert(sessions).values({ userId, tokenHash: hashToken(token), createdAt: now, lastUsedAt: now })
  return token
}

/** Ends every open session of the user, e.g. after a password change: each token then answers 403. */
export async function revokeAllSessions(db: Database, userId: number, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
}

export async function logout(services: ShopApiServices, sessionId: number): Promise<void> {
  await services.db.update(sessions).set({ revokedAt: services.now() }).where(eq(sessions.id, sessionId))
}

// ---------------------------------------------------------------------------------------------
// Login and registration
// ---------------------------------------------------------------------------------------------

async function findActiveUserByEmail(db: Database, email: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.email, email), isNull(users.deletedAt)))
    .limit(1)
  return user
}

/** Whether the device token names a device that logged in to this account before. */
async function isKnownDevice(
  db: Database,
  userId: number,
  deviceToken: string | undefined,
): Promise<boolean> {
  if (deviceToken === undefined || !BEARER_TOKEN_PATTERN.test(deviceToken)) return false
  const [known] = await db
    .select({ userId: knownDevices.userId })
    .from(knownDevices)
    .where(eq(knownDevices.tokenHash, hashToken(deviceToken)))
  return known?.userId === userId
}

/** The owner is told at most this often that wrong passwords have blocked logins to the account. */
export const LOGIN_WARNING_INTERVAL_MS = 60 * 60_000

/**
 * Tells the owner by mail that strangers' wrong passwords have blocked logins from new devices — at
 * most once an hour, however many nodes see the blocks (the conditional update lets one win). The
 * mail is not waited for: a slow or stalled mail server must not hold the login's answer, nor make
 * it slower for a real account than for an unknown address. One that cannot be sent is logged.
 */
async function warnOwnerOfBlockedLogins(services: ShopApiServices, userId: number, now: Date): Promise<void> {
  const [owner] = await services.db
    .update(users)
    .set({ loginWarningSentAt: now })
    .where(
      and(
        eq(users.id, userId),
        or(
          isNull(users.loginWarningSentAt),
          lte(users.loginWarningSentAt, new Date(now.getTime() - LOGIN_WARNING_INTERVAL_MS)),
        ),
      ),
    )
    .returning({ email: users.email, firstName: users.firstName, locale: users.locale })
  if (!owner?.email) return
  // No page asks for this mail: it speaks the language the customer registered in.
  const locale = mailLocaleOf(owner.locale)
  const warning = loginWarningMail({
    to: owner.email,
    firstName: owner.firstName,
    forgotPasswordLink: forgotPasswordLink(services.storefrontOrigin, locale),
    locale,
  })
  void services.mailer.send(warning).catch((error: unknown) => {
    log.error({ err: error }, 'login warning mail could not be sent')
  })
}

/**
 * The login throttle's key for attempts from a known device of the account: its own record, apart
 * from the account's (an e-mail address never contains a space, so no key of one can collide).
 */
function knownDeviceThrottleKey(email: string, deviceToken: string): string {
  return `${email} device:${hashToken(deviceToken)}`
}

/**
 * POST /api/v1/auth/login/. `deviceToken` (header `X-Device-Token`): a device that logged in to this
 * account before has its password verified ahead of everyone waiting, so a flood of strangers'
 * attempts does not keep the customer waiting; a new device gets a token with the session.
 */
export async function login(
  services: ShopApiServices,
  credentials: LoginBody,
  deviceToken?: string,
): Promise<SessionValues & { device: string }> {
  const now = services.now()
  const user = await findActiveUserByEmail(services.db, credentials.email)
  const known = user ? await isKnownDevice(services.db, user.id, deviceToken) : false
  // Guesses are throttled per account, but a device the owner logged in with before counts on its
  // own: strangers' wrong passwords, from however many addresses, cannot lock the owner out of it.
  const throttleKey =
    known && deviceToken !== undefined
      ? knownDeviceThrottleKey(credentials.email, deviceToken)
      : credentials.email
  // A full line of password work turns away whoever would join its end (a new device, or an address
  // without an account alike) at once, before counting the attempt; a known device goes ahead.
  if (!known && passwordLineIsFull()) throw shopBusy()
  const verdict = await registerLoginAttempt(services.db, throttleKey, now)
  if (!verdict.allowed) throw tooManyAttempts(verdict.retryAfter)
  // An address without an account fails as late as a wrong password would, so response times do
  // not reveal which addresses have accounts, but without a password hash's work (a flood of
  // made-up addresses then keeps no customer waiting).
  const matches = user?.passwordHash
    ? await verifyPassword(user.passwordHash, credentials.password, known)
    : await checkWithoutAccount()
  if (!user?.passwordHash || !matches) {
    await sweepStaleAttempts(services.db, now)
    if (user && !known && verdict.startsBlock) await warnOwnerOfBlockedLogins(services, user.id, now)
    throw invalidCredentials()
  }

  const device = known && deviceToken !== undefined ? deviceToken : newToken()
  const token = await services.db.transaction(async (tx) => {
    await clearLoginThrottle(tx, throttleKey)
    if (!known)
      await tx.insert(knownDevices).values({ tokenHash: hashToken(device), userId: user.id, createdAt: now })
    return createSession(tx, user.id, now)
  })
  return { token, uuid: user.requestId, hash: user.hash, device }
}

/** What a registration does beyond the shop's (the team shop's registration into a team). */
export interface RegisterOptions {
  /** Origin of the storefront the double opt-in link leads to; the shop's by default. */
  readonly storefrontOrigin?: string
  /** Runs in the account's transaction once the account exists; a throw undoes the registration. */
  readonly withAccount?: (tx: Database, userId: number) => Promise<void>
  /** The language of the registration page: the mails' language, now and later. */
  readonly locale?: MailLocale
}

export async function register(
  services: ShopApiServices,
  input: RegisterBody,
  options: RegisterOptions = {},
): Promise<SessionValues> {
  const now = services.now()
  assertBirthdayInPast(input.birthday, now)
  // Checked up front for a quick answer; the unique index below still decides a race.
  if (await findActiveUserByEmail(services.db, input.email)) throw emailTaken()
  const passwordHash = await hashPassword(input.password)
  const account = { requestId: newUserRequestId(), hash: newUserHash() }
  // The confirmation secret exists only in the mail: the response carries the user hash, which
  // anyone registering sees and which therefore must not confirm the address.
  const doiToken = newToken()
  let token: string
  try {
    token = await services.db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          publicId: randomUUID(),
          ...account,
          doiTokenHash: hashToken(doiToken),
          email: input.email,
          passwordHash,
          firstName: input.firstName,
          lastName: input.lastName,
          phone: input.phone,
          birthday: input.birthday,
          gender: input.gender,
          role: 'vk',
          locale: options.locale ?? 'de-AT',
          createdAt: now,
        })
        .returning({ id: users.id })
      if (!user) throw new Error('Inserting the user returned no row')
      await awardWelcomePoints(tx, user.id, now)
      await options.withAccount?.(tx, user.id)
      return createSession(tx, user.id, now)
    })
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken()
    throw error
  }
  await sendDoiMail(services, {
    email: input.email,
    firstName: input.firstName,
    token: doiToken,
    origin: options.storefrontOrigin ?? services.storefrontOrigin,
    locale: options.locale ?? 'de-AT',
  })
  return { token, uuid: account.requestId, hash: account.hash }
}

/**
 * Asks the new customer to confirm the address (double opt-in). Sent after the commit, so no mail
 * names an account that was rolled back. The account exists by now: a failed mail is logged, not
 * turned into a failed registration (the customer is logged in and can use the shop unconfirmed).
 */
async function sendDoiMail(
  services: ShopApiServices,
  recipient: {
    readonly email: string
    readonly firstName: string
    readonly token: string
    readonly origin: string
    readonly locale: MailLocale
  },
): Promise<void> {
  try {
    await services.mailer.send(
      doiMail({
        to: recipient.email,
        firstName: recipient.firstName,
        link: doiLink(recipient.origin, recipient.token, recipient.locale),
        locale: recipient.locale,
      }),
    )
  } catch (error) {
    log.error({ err: error }, 'double opt-in mail could not be sent')
  }
}

// ---------------------------------------------------------------------------------------------
// Double opt-in
// ---------------------------------------------------------------------------------------------

/**
 * Confirms the e-mail address of the active account whose double opt-in token this is (the secret
 * of the mailed link, looked up by its SHA-256). Confirming again changes nothing and answers the
 * same; an unknown token, or one of a deleted account, is not found. The user hash confirms nothing.
 */
export async function confirmDoi(services: ShopApiServices, token: string): Promise<{ firstName: string }> {
  if (!BEARER_TOKEN_PATTERN.test(token)) throw invalidDoiLink()
  const [user] = await services.db
    .update(users)
    .set({ verified: true })
    .where(and(eq(users.doiTokenHash, hashToken(token)), isNull(users.deletedAt)))
    .returning({ firstName: users.firstName })
  if (!user) throw invalidDoiLink()
  return user
}

// ---------------------------------------------------------------------------------------------
// Password reset
// ---------------------------------------------------------------------------------------------

/**
 * Starts a password reset for `email` and returns at once, whether or not the address has an account.
 * The lookup, the token and the mail happen after the answer, so its timing cannot tell the two
 * cases apart (an SMTP round trip would). A failure is logged: the customer can simply ask again.
 * The mailed link leads to the storefront at `storefrontOrigin` (the shop's or the team shop's).
 */
export function requestPasswordReset(
  services: ShopApiServices,
  email: string,
  storefrontOrigin: string = services.storefrontOrigin,
  locale: MailLocale = 'de-AT',
): void {
  issuePasswordReset(services, email, storefrontOrigin, locale).catch((error: unknown) => {
    log.error({ err: error }, 'password reset could not be issued')
  })
}

async function issuePasswordReset(
  services: ShopApiServices,
  email: string,
  storefrontOrigin: string,
  locale: MailLocale,
): Promise<void> {
  const now = services.now()
  const token = newToken()
  const recipient = await services.db.transaction(async (tx) => {
    const user = await findActiveUserByEmail(tx, email)
    if (!user?.email) return null
    // A link issued moments ago stays the only one: repeated requests can neither flood the inbox
    // nor keep killing the customer's real link.
    const [recent] = await tx
      .select({ id: passwordResetTokens.id })
      .from(passwordResetTokens)
      .where(
        and(
          eq(passwordResetTokens.userId, user.id),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.createdAt, new Date(now.getTime() - RESET_REQUEST_COOLDOWN_MS)),
        ),
      )
      .limit(1)
    if (recent) return null
    // Only the newest link works: asking again retires the earlier ones.
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id))
    await tx.insert(passwordResetTokens).values({
      userId: user.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + RESET_TOKEN_VALID_MINUTES * 60_000),
      createdAt: now,
    })
    return { email: user.email, firstName: user.firstName }
  })
  if (!recipient) return
  // Sent after the commit: the mailer writes through its own connection, and no mail may point to a
  // token that was rolled back.
  await services.mailer.send(
    passwordResetMail({
      to: recipient.email,
      firstName: recipient.firstName,
      link: passwordResetLink(storefrontOrigin, token, recipient.email, locale),
      validMinutes: RESET_TOKEN_VALID_MINUTES,
      locale,
    }),
  )
}

/** Sets a new password with a reset token; the token is used up and every session ends. */
export async function resetPassword(services: ShopApiServices, input: ResetPasswordBody): Promise<void> {
  const now = services.now()
  const [found] = await services.db
    .select({ id: passwordResetTokens.id, userId: users.id, email: users.email })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(
      and(
        eq(passwordResetTokens.tokenHash, hashToken(input.token)),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
        isNull(users.deletedAt),
      ),
    )
    .limit(1)
  if (found?.email !== input.email) throw invalidResetLink()

  const passwordHash = await hashPassword(input.password)
  await services.db.transaction(async (tx) => {
    // Claiming the token with a conditional update makes two concurrent uses of one link fail safe.
    const claimed = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.id, found.id), isNull(passwordResetTokens.usedAt)))
      .returning({ id: passwordResetTokens.id })
    if (claimed.length === 0) throw invalidResetLink()
    await tx.update(users).set({ passwordHash }).where(eq(users.id, found.userId))
    await revokeAllSessions(tx, found.userId, now)
    // Whoever holds the mailbox owns the account: lift every login block on it (its devices' too).
    await clearAccountThrottles(tx, input.email)
  })
}
