/**
 * Limits per client address on the calls an attacker repeats: password spraying (many e-mails, one
 * address), sign-up floods, reset-mail floods and reset-token guessing. They complement the
 * per-e-mail login throttle, which stops guessing one account's password from many addresses.
 *
 * A fixed window per action and address, counted in one atomic upsert, so parallel requests and
 * several nodes on one PostgreSQL count the same attempts. Limits answer 429 with Retry-After.
 */
import { sql } from 'drizzle-orm'
import { countRateLimitRefusal } from '~/metrics/metrics.server'
import type { Database } from '../db/client'
import { addressLimits } from '../db/schema'
import { ApiError } from '../http/errors'

const MINUTE = 60_000

export type LimitedAction =
  | 'login'
  | 'register'
  | 'forgot-password'
  | 'reset-password'
  | 'stock-alert'
  | 'stock-alert-email'
  | 'reservation'
  | 'reservation-email'
  | 'booking'
  | 'booking-email'

/**
 * Generous for people (a household or an office shares one address), far too few for spraying:
 * 30 logins in 10 minutes, 10 registrations, 10 reset mails and 20 reset attempts an hour; 30
 * back-in-stock alerts an hour from one address, and 10 an hour for one e-mail address from
 * anywhere (`stock-alert-email` is keyed by the e-mail, so confirmation mails cannot flood an inbox);
 * 20 reservations an hour from one address and 10 for one e-mail address (each sends a mail); the
 * same for service and rental bookings.
 */
export const ADDRESS_LIMITS: Readonly<
  Record<LimitedAction, { readonly max: number; readonly windowMs: number }>
> = {
  login: { max: 30, windowMs: 10 * MINUTE },
  register: { max: 10, windowMs: 60 * MINUTE },
  'forgot-password': { max: 10, windowMs: 60 * MINUTE },
  'reset-password': { max: 20, windowMs: 60 * MINUTE },
  'stock-alert': { max: 30, windowMs: 60 * MINUTE },
  'stock-alert-email': { max: 10, windowMs: 60 * MINUTE },
  reservation: { max: 20, windowMs: 60 * MINUTE },
  'reservation-email': { max: 10, windowMs: 60 * MINUTE },
  booking: { max: 20, windowMs: 60 * MINUTE },
  'booking-email': { max: 10, windowMs: 60 * MINUTE },
}

/**
 * Blocks this node has seen, per database and key: until when (ms). Bounded, as a flood may bring
 * many keys.
 */
const knownBlocksByDatabase = new WeakMap<Database, Map<string, number>>()
const MAX_KNOWN_BLOCKS = 10_000

export function tooManyFromAddress(seconds: number): ApiError {
  const unit = seconds === 1 ? 'second' : 'seconds'
  return new ApiError(
    429,
    `Too many attempts from this address. Please try again in ${seconds} ${unit}.`,
    undefined,
    {
      'Retry-After': String(seconds),
    },
  )
}

/**
 * Counts one attempt of `action` from `address` and refuses it (429) beyond the limit. Without a
 * known address (a caller in this process that named none) nothing is counted.
 */
export async function enforceAddressLimit(
  db: Database,
  action: LimitedAction,
  address: string | undefined,
  now: Date,
): Promise<void> {
  if (!address) return
  const key = `${action}:${address}`
  let knownBlocks = knownBlocksByDatabase.get(db)
  if (!knownBlocks) {
    knownBlocks = new Map()
    knownBlocksByDatabase.set(db, knownBlocks)
  }
  // An address this node already saw blocked is refused without a database round trip: a flood's
  // refusals then cost little more than parsing the request.
  const knownBlock = knownBlocks.get(key)
  if (knownBlock !== undefined) {
    if (knownBlock > now.getTime()) {
      countRateLimitRefusal(action)
      throw tooManyFromAddress(Math.ceil((knownBlock - now.getTime()) / 1000))
    }
    knownBlocks.delete(key)
  }
  const { max, windowMs } = ADDRESS_LIMITS[action]
  const expired = new Date(now.getTime() - windowMs)
  const [counted] = await db
    .insert(addressLimits)
    .values({ key, attempts: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: addressLimits.key,
      set: {
        attempts: sql`CASE WHEN ${addressLimits.windowStartedAt} <= ${expired} THEN 1 ELSE ${addressLimits.attempts} + 1 END`,
        windowStartedAt: sql`CASE WHEN ${addressLimits.windowStartedAt} <= ${expired} THEN ${now} ELSE ${addressLimits.windowStartedAt} END`,
      },
    })
    .returning()
  if (!counted || counted.attempts <= max) return
  const blockedUntil = counted.windowStartedAt.getTime() + windowMs
  if (knownBlocks.size >= MAX_KNOWN_BLOCKS) knownBlocks.clear()
  knownBlocks.set(key, blockedUntil)
  countRateLimitRefusal(action)
  throw tooManyFromAddress(Math.max(1, Math.ceil((blockedUntil - now.getTime()) / 1000)))
}
