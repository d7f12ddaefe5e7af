/**
 * A change of the login's e-mail address (issue 33 part 6): asked for with the password, it takes
 * effect when the link mailed to the new address is opened; the old address is told at once. The
 * account's sessions stay: the customer is still who they were.
 */
import { and, eq, gt, isNull, ne } from 'drizzle-orm'
import { tooManyAttempts } from '../auth/auth.service'
import { clearLoginThrottle, registerLoginAttempt, sessionThrottleKey } from '../auth/login-throttle'
import { verifyPassword } from '../auth/passwords'
import { isUniqueViolation } from '../auth/unique-violation'
import { emailChanges, users } from '../db/schema'
import { ApiError, validationFailed } from '../http/errors'
import type { ApiLocale } from '../http/locale'
import { mailLocaleOf } from '../mail/mail-locale'
import type { ShopApiServices } from '../services'
import type { SessionUser } from '../session/session'
import { BEARER_TOKEN_PATTERN, hashToken, newToken } from '../session/tokens'
import { log } from '../../lib/log.server'
import { emailChangeConfirmMail, emailChangeLink, emailChangeNoticeMail } from './email-change-mails'

/** How long the link to the new address holds. */
export const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60 * 1000

export const EMAIL_TAKEN = 'This e-mail address belongs to another account.'
export const SAME_EMAIL = 'This is already the e-mail address of your account.'
export const WRONG_PASSWORD = 'The password is incorrect.'
export const INVALID_EMAIL_CHANGE_LINK = 'This link is invalid or has expired.'

const emailTaken = () => new ApiError(409, EMAIL_TAKEN, { email: [EMAIL_TAKEN] })

async function addressTaken(services: ShopApiServices, email: string, userId: number): Promise<boolean> {
  const [other] = await services.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), ne(users.id, userId)))
  return other !== undefined
}

/**
 * Asks for `newEmail` as the account's address: checks the password (counted like a login attempt,
 * per session, as a password change is), replaces any open request, and mails the link to the new
 * address and a notice to the old one. Answers when the link runs out.
 */
export async function requestEmailChange(
  services: ShopApiServices,
  user: SessionUser,
  sessionId: number,
  input: { readonly password: string; readonly email: string },
  locale: ApiLocale,
): Promise<{ pendingEmail: string; expiresAt: Date }> {
  const now = services.now()
  const throttleKey = sessionThrottleKey(user.email ?? '', sessionId)
  const verdict = await registerLoginAttempt(services.db, throttleKey, now)
  if (!verdict.allowed) throw tooManyAttempts(verdict.retryAfter)
  if (!user.passwordHash || !(await verifyPassword(user.passwordHash, input.password)))
    throw validationFailed({ password: [WRONG_PASSWORD] })
  await clearLoginThrottle(services.db, throttleKey)
  if (input.email === user.email) throw validationFailed({ email: [SAME_EMAIL] })
  if (await addressTaken(services, input.email, user.id)) throw emailTaken()

  const token = newToken()
  const expiresAt = new Date(now.getTime() + EMAIL_CHANGE_TTL_MS)
  await services.db.transaction(async (tx) => {
    await tx.delete(emailChanges).where(eq(emailChanges.userId, user.id))
    await tx.insert(emailChanges).values({
      userId: user.id,
      newEmail: input.email,
      tokenHash: hashToken(token),
      expiresAt,
      createdAt: now,
    })
  })
  const mailLocale = mailLocaleOf(locale)
  try {
    await services.mailer.send(
      emailChangeConfirmMail({
        to: input.email,
        firstName: user.firstName,
        link: emailChangeLink(services.storefrontOrigin, token, mailLocale),
        locale: mailLocale,
      }),
    )
    if (user.email)
      await services.mailer.send(
        emailChangeNoticeMail({
          to: user.email,
          firstName: user.firstName,
          newEmail: input.email,
          locale: mailLocale,
        }),
      )
  } catch (error) {
    log.error({ err: error }, 'e-mail change mail could not be sent')
  }
  return { pendingEmail: input.email, expiresAt }
}

/**
 * Opens the link: the account's address becomes the new one (and counts as confirmed, since the link
 * reached it). Opening it again while it holds answers the same. Another account that took the
 * address meanwhile wins: 409.
 */
export async function confirmEmailChange(
  services: ShopApiServices,
  token: string,
): Promise<{ email: string }> {
  const invalid = () => new ApiError(404, INVALID_EMAIL_CHANGE_LINK)
  if (!BEARER_TOKEN_PATTERN.test(token)) throw invalid()
  const now = services.now()
  return services.db.transaction(async (tx) => {
    const [change] = await tx
      .select({
        id: emailChanges.id,
        userId: emailChanges.userId,
        newEmail: emailChanges.newEmail,
        confirmedAt: emailChanges.confirmedAt,
      })
      .from(emailChanges)
      .innerJoin(users, eq(users.id, emailChanges.userId))
      .where(
        and(
          eq(emailChanges.tokenHash, hashToken(token)),
          gt(emailChanges.expiresAt, now),
          isNull(users.deletedAt),
        ),
      )
      .for('update')
    if (!change) throw invalid()
    if (change.confirmedAt) return { email: change.newEmail }
    try {
      await tx
        .update(users)
        .set({ email: change.newEmail, verified: true })
        .where(eq(users.id, change.userId))
    } catch (error) {
      if (isUniqueViolation(error)) throw emailTaken()
      throw error
    }
    await tx.update(emailChanges).set({ confirmedAt: now }).where(eq(emailChanges.id, change.id))
    return { email: change.newEmail }
  })
}
