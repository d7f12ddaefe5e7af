/**
 * Throttling of password guessing per e-mail address.
 *
 * Every login attempt is counted *before* its password is verified, inside a row lock, so a burst of
 * parallel requests cannot slip more guesses past the limit than a sequence could. A successful login
 * deletes the record, so counting attempts instead of failures makes no difference to the owner.
 *
 * After {@link MAX_ATTEMPTS} attempts in a window the address is blocked, first for one minute, then
 * twice as long per further failed attempt, never longer than 15 minutes: long enough to make guessing
 * useless, short enough that an attacker cannot lock the real owner out for long.
 */
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm'
import type { Database } from '../db/client'
import { loginThrottle } from '../db/schema'

export const MAX_ATTEMPTS = 5
const MINUTE = 60_000
/** Attempts count together while they fall within this window from the first one. */
export const WINDOW_MS = 15 * MINUTE
/** A record is forgotten after this long without attempts or blocks. */
export const QUIET_RESET_MS = 15 * MINUTE
export const FIRST_BLOCK_MS = MINUTE
export const MAX_BLOCK_MS = 15 * MINUTE

export interface ThrottleState {
  readonly failures: number
  readonly windowStartedAt: Date
  readonly blockedUntil: Date | null
}

/** Length of the block that the `failures`-th failed attempt starts (none below the limit). */
export function blockDurationMs(failures: number): number {
  if (failures < MAX_ATTEMPTS) return 0
  return Math.min(FIRST_BLOCK_MS * 2 ** (failures - MAX_ATTEMPTS), MAX_BLOCK_MS)
}

/**
 * Whether the record no longer counts: its window passed without reaching a block, or 15 quiet
 * minutes passed since its last block ended.
 */
export function isStale(state: ThrottleState, now: Date): boolean {
  const since = state.blockedUntil ?? state.windowStartedAt
  const quietFor = state.blockedUntil ? QUIET_RESET_MS : WINDOW_MS
  return now.getTime() - since.getTime() >= quietFor
}

/** Seconds until the address may try again, or null when it is not blocked. */
export function retryAfterSeconds(state: ThrottleState, now: Date): number | null {
  if (!state.blockedUntil || state.blockedUntil <= now) return null
  return Math.max(1, Math.ceil((state.blockedUntil.getTime() - now.getTime()) / 1000))
}

/** The state after one more attempt at `now` (which the caller has checked is not blocked). */
export function countAttempt(previous: ThrottleState | undefined, now: Date): ThrottleState {
  const base: ThrottleState =
    previous && !isStale(previous, now) ? previous : { failures: 0, windowStartedAt: now, blockedUntil: null }
  const failures = base.failures + 1
  const block = blockDurationMs(failures)
  return {
    failures,
    windowStartedAt: base.windowStartedAt,
    blockedUntil: block > 0 ? new Date(now.getTime() + block) : null,
  }
}

export type AttemptVerdict =
  | {
      readonly allowed: true
      /** This attempt reached the limit: if its password is wrong too, the key is blocked now. */
      readonly startsBlock: boolean
    }
  | { readonly allowed: false; readonly retryAfter: number }

/**
 * Counts a login attempt for `email` (or another throttle key), or refuses it while it is blocked. Runs in its own
 * transaction with the row locked, so concurrent attempts are counted one after the other.
 */
export function registerLoginAttempt(db: Database, email: string, now: Date): Promise<AttemptVerdict> {
  return db.transaction(async (tx) => {
    // The placeholder row gives FOR UPDATE something to lock the first time an address is seen.
    await tx
      .insert(loginThrottle)
      .values({ email, failures: 0, windowStartedAt: now, blockedUntil: null })
      .onConflictDoNothing({ target: loginThrottle.email })
    const [current] = await tx
      .select()
      .from(loginThrottle)
      .where(eq(loginThrottle.email, email))
      .for('update')
    const retryAfter = current ? retryAfterSeconds(current, now) : null
    if (retryAfter !== null) return { allowed: false, retryAfter }
    const next = countAttempt(current, now)
    await tx.update(loginThrottle).set(next).where(eq(loginThrottle.email, email))
    return { allowed: true, startsBlock: next.blockedUntil !== null }
  })
}

/** Records older than this no longer matter to any rule (the longest is a 15-minute block). */
export const FORGET_AFTER_MS = 24 * 60 * MINUTE

/**
 * Deletes records nobody needs any more, so guesses at made-up addresses do not pile up. Called
 * after failed logins, through `sweepStaleAttempts`; a plain range delete on a table that only holds
 * the last day.
 */
export async function forgetStaleAttempts(db: Database, now: Date): Promise<void> {
  const cutoff = new Date(now.getTime() - FORGET_AFTER_MS)
  await db
    .delete(loginThrottle)
    .where(
      and(
        lt(loginThrottle.windowStartedAt, cutoff),
        or(isNull(loginThrottle.blockedUntil), lt(loginThrottle.blockedUntil, cutoff)),
      ),
    )
}

/** When each database last had its stale records swept (ms of the clock given). */
const lastSweep = new WeakMap<Database, number>()

/**
 * `forgetStaleAttempts` at most once a minute per database: the sweep reads the whole table, and a
 * flood of failed logins (thousands a minute at made-up addresses) must not pay it every time.
 */
export async function sweepStaleAttempts(db: Database, now: Date): Promise<void> {
  const last = lastSweep.get(db)
  if (last !== undefined && now.getTime() - last < MINUTE && now.getTime() >= last) return
  lastSweep.set(db, now.getTime())
  await forgetStaleAttempts(db, now)
}

/** Forgets the attempts of `email` (after a successful login or a password reset). */
export async function clearLoginThrottle(db: Database, email: string): Promise<void> {
  await db.delete(loginThrottle).where(eq(loginThrottle.email, email))
}

/**
 * Forgets every record of an account: its own and those of its known devices and sessions (keys
 * `{email} device:…`, `{email} session:…`; an e-mail address never contains a space). For proofs of
 * ownership stronger than a password: a reset link from the mailbox, a deleted account.
 */
export async function clearAccountThrottles(db: Database, email: string): Promise<void> {
  await db
    .delete(loginThrottle)
    .where(or(eq(loginThrottle.email, email), sql`starts_with(${loginThrottle.email}, ${`${email} `})`))
}

/**
 * The key of password checks made inside a logged-in session (a change of password): its own
 * record, so strangers guessing at the login cannot block the owner's change, while a stolen session
 * guessing the current password is throttled like a login.
 */
export function sessionThrottleKey(email: string, sessionId: number): string {
  return `${email} session:${String(sessionId)}`
}
