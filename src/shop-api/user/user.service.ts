/** The customer's own account: personal data, password, account deletion. */
import { eq, or } from 'drizzle-orm'
import { createSession, revokeAllSessions, tooManyAttempts } from '../auth/auth.service'
import type { Gender } from '../auth/auth.schema'
import { genders } from '../auth/auth.schema'
import {
  clearAccountThrottles,
  clearLoginThrottle,
  registerLoginAttempt,
  sessionThrottleKey,
} from '../auth/login-throttle'
import { hashPassword, verifyPassword } from '../auth/passwords'
import { assertBirthdayInPast } from '../auth/personal-data'
import type { Database } from '../db/client'
import {
  addresses,
  carts,
  knownDevices,
  orders,
  passwordResetTokens,
  stores,
  teamMembers,
  users,
  wishlists,
} from '../db/schema'
import type { FieldErrors } from '../http/errors'
import { validationFailed } from '../http/errors'
import type { ShopApiServices } from '../services'
import type { SessionUser } from '../session/session'
import { listAddresses } from './address.service'
import { UNKNOWN_STORE } from './user.schema'
import type { Account, ChangePasswordBody, Personal, PersonalBody, StoreRef } from './user.schema'

/** Narrows the stored gender text; anything unexpected reads as "none" rather than failing the page. */
function toGender(value: string): Gender {
  return genders.find((gender) => gender === value) ?? ''
}

export function toPersonal(user: SessionUser): Personal {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    // Only live accounts reach here (a deleted one has no session), and they always have an address.
    email: user.email ?? '',
    phone: user.phone,
    birthday: user.birthday,
    gender: toGender(user.gender),
    avatar: user.avatar,
    separateEmail: user.separateEmail,
  }
}

async function loadStore(db: Database, storeId: number | null): Promise<StoreRef | null> {
  if (storeId === null) return null
  const [store] = await db
    .select({ id: stores.id, slug: stores.slug, name: stores.name, city: stores.city })
    .from(stores)
    .where(eq(stores.id, storeId))
    .limit(1)
  return store ?? null
}

/** The account data of spec §3 for the logged-in customer. */
export async function getAccount(db: Database, user: SessionUser): Promise<Account> {
  const [store, shipping] = await Promise.all([loadStore(db, user.storeId), listAddresses(db, user.id)])
  return {
    personal: toPersonal(user),
    role: user.role,
    store,
    addresses: { shipping },
    p4m: user.p4m,
    verified: user.verified,
  }
}

async function updateUser(
  services: ShopApiServices,
  userId: number,
  changes: Partial<typeof users.$inferInsert>,
): Promise<Personal> {
  return services.db.transaction(async (tx) => {
    const [updated] = await tx.update(users).set(changes).where(eq(users.id, userId)).returning()
    if (!updated) throw new Error('The account to update does not exist')
    return toPersonal(updated)
  })
}

export function updatePersonal(services: ShopApiServices, user: SessionUser, input: PersonalBody) {
  assertBirthdayInPast(input.birthday, services.now())
  return updateUser(services, user.id, {
    firstName: input.firstName,
    lastName: input.lastName,
    // Left out means unchanged: Drizzle skips undefined values in SET.
    phone: input.phone,
    birthday: input.birthday,
    gender: input.gender,
  })
}

export function setSeparateEmail(services: ShopApiServices, user: SessionUser, separateEmail: boolean) {
  return updateUser(services, user.id, { separateEmail })
}

/** Sets or clears the customer's home store; an unknown store id is refused (422), never stored. */
export async function setHomeStore(
  services: ShopApiServices,
  user: SessionUser,
  storeId: number | null,
): Promise<StoreRef | null> {
  return services.db.transaction(async (tx) => {
    const store = await loadStore(tx, storeId)
    if (storeId !== null && store === null) throw validationFailed({ storeId: [UNKNOWN_STORE] })
    await tx.update(users).set({ storeId }).where(eq(users.id, user.id))
    return store
  })
}

/**
 * Changes the password after checking the current one and the account's e-mail address. Every
 * session ends (a thief's included) and a new token is returned for the customer's own device.
 */
export async function changePassword(
  services: ShopApiServices,
  user: SessionUser,
  sessionId: number,
  input: ChangePasswordBody,
): Promise<string> {
  const now = services.now()
  // Counted like a login, so a stolen session cannot be used to guess the password either; per
  // session, so strangers guessing at the login cannot block the owner's change.
  const throttleKey = sessionThrottleKey(user.email ?? '', sessionId)
  const verdict = await registerLoginAttempt(services.db, throttleKey, now)
  if (!verdict.allowed) throw tooManyAttempts(verdict.retryAfter)
  const errors: FieldErrors = {}
  if (!user.passwordHash || !(await verifyPassword(user.passwordHash, input.oldPassword)))
    errors.oldPassword = ['The current password is incorrect.']
  if (input.email !== user.email) errors.email = ['The email does not match your account.']
  if (Object.keys(errors).length > 0) throw validationFailed(errors)

  const passwordHash = await hashPassword(input.newPassword)
  return services.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id))
    // The owner proved the password: lift the account's login block, as a successful login does.
    await clearLoginThrottle(tx, input.email)
    await clearLoginThrottle(tx, throttleKey)
    await revokeAllSessions(tx, user.id, now)
    // A reset link requested before the change must not undo it.
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id))
    return createSession(tx, user.id, now)
  })
}

/**
 * Deletes the account's personal data. The row stays (loyalty and order bookkeeping refer to it) but
 * holds nothing that identifies the person; orders stay for accounting, without customer or address.
 */
export async function deleteAccount(services: ShopApiServices, user: SessionUser): Promise<void> {
  const now = services.now()
  await services.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        email: null,
        passwordHash: null,
        firstName: '',
        lastName: '',
        phone: '',
        birthday: null,
        gender: '',
        avatar: '',
        separateEmail: false,
        storeId: null,
        doiTokenHash: null,
        deletedAt: now,
      })
      .where(eq(users.id, user.id))
    await tx.delete(addresses).where(eq(addresses.userId, user.id))
    // A deleted account belongs to no team: the team's member list names no one who left the shop.
    await tx.delete(teamMembers).where(eq(teamMembers.userId, user.id))
    await tx.delete(carts).where(or(eq(carts.userId, user.id), eq(carts.requestId, user.requestId)))
    await tx
      .delete(wishlists)
      .where(or(eq(wishlists.userId, user.id), eq(wishlists.requestId, user.requestId)))
    await tx
      .update(orders)
      .set({ userId: null, deliveryAddress: null, billingAddress: null, email: null, phone: null })
      .where(eq(orders.userId, user.id))
    await tx.delete(knownDevices).where(eq(knownDevices.userId, user.id))
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id))
    await revokeAllSessions(tx, user.id, now)
    if (user.email) await clearAccountThrottles(tx, user.email)
  })
}
