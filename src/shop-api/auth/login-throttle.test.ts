import { describe, expect, it } from 'vitest'
import { openDatabase } from '../db/client'
import { loginThrottle } from '../db/schema'
import {
  FORGET_AFTER_MS,
  blockDurationMs,
  clearAccountThrottles,
  countAttempt,
  forgetStaleAttempts,
  isStale,
  retryAfterSeconds,
  sessionThrottleKey,
} from './login-throttle'
import type { ThrottleState } from './login-throttle'

const start = new Date('2026-11-22T10:00:00Z')
const at = (seconds: number) => new Date(start.getTime() + seconds * 1000)

/** Counts `count` attempts one second apart, starting at `from` seconds. */
function attempts(count: number, from = 0, state?: ThrottleState): ThrottleState | undefined {
  let current = state
  for (let i = 0; i < count; i++) current = countAttempt(current, at(from + i))
  return current
}

describe('login throttle rules', () => {
  it('blocks for 60 s from the fifth attempt, doubling per further failure up to 15 minutes', () => {
    expect([1, 4, 5, 6, 7, 8, 9, 10, 30].map(blockDurationMs)).toEqual([
      0, 0, 60_000, 120_000, 240_000, 480_000, 900_000, 900_000, 900_000,
    ])
  })

  it('does not block below five attempts in the window', () => {
    const state = attempts(4)
    expect(state?.blockedUntil).toBeNull()
    expect(state && retryAfterSeconds(state, at(4))).toBeNull()
  })

  it('counts down the block in whole seconds', () => {
    const state = attempts(5)
    if (!state) throw new Error('no state')
    expect(state.blockedUntil).toEqual(at(4 + 60))
    expect(retryAfterSeconds(state, at(4))).toBe(60)
    expect(retryAfterSeconds(state, at(63.2))).toBe(1)
    expect(retryAfterSeconds(state, at(64))).toBeNull()
  })

  it('restarts the window 15 minutes after it began when no block was reached', () => {
    const state = attempts(4)
    if (!state) throw new Error('no state')
    expect(isStale(state, at(15 * 60 - 1))).toBe(false)
    expect(isStale(state, at(15 * 60))).toBe(true)
    expect(countAttempt(state, at(15 * 60))).toEqual({
      failures: 1,
      windowStartedAt: at(15 * 60),
      blockedUntil: null,
    })
  })

  it('forgets a block after 15 quiet minutes following it, but not before', () => {
    const blocked = attempts(5)
    if (!blocked?.blockedUntil) throw new Error('not blocked')
    const blockEnd = (blocked.blockedUntil.getTime() - start.getTime()) / 1000
    const escalated = countAttempt(blocked, at(blockEnd + 14 * 60))
    expect(escalated.failures).toBe(6)
    expect(escalated.blockedUntil).toEqual(at(blockEnd + 14 * 60 + 120))
    expect(countAttempt(blocked, at(blockEnd + 15 * 60)).failures).toBe(1)
  })
})

describe('forgetStaleAttempts', () => {
  it('deletes records older than a day and keeps recent or still-blocked ones', async () => {
    const database = await openDatabase({ kind: 'memory' })
    try {
      const now = new Date('2026-11-22T10:00:00Z')
      const old = new Date(now.getTime() - FORGET_AFTER_MS - 1000)
      await database.db.insert(loginThrottle).values([
        { email: 'old@example.at', failures: 3, windowStartedAt: old, blockedUntil: null },
        { email: 'recent@example.at', failures: 1, windowStartedAt: now, blockedUntil: null },
        { email: 'blocked@example.at', failures: 9, windowStartedAt: old, blockedUntil: now },
      ])
      await forgetStaleAttempts(database.db, now)
      const left = await database.db.select({ email: loginThrottle.email }).from(loginThrottle)
      expect(left.map((row) => row.email).sort()).toEqual(['blocked@example.at', 'recent@example.at'])
    } finally {
      await database.close()
    }
  }, 30_000)

  it('clears every record of one account (its devices and sessions too), and no other account', async () => {
    const database = await openDatabase({ kind: 'memory' })
    try {
      const now = new Date('2026-11-22T10:00:00Z')
      const record = (email: string) => ({ email, failures: 5, windowStartedAt: now, blockedUntil: now })
      await database.db
        .insert(loginThrottle)
        .values([
          record('anna@example.at'),
          record('anna@example.at device:abc'),
          record(sessionThrottleKey('anna@example.at', 7)),
          record('anna@example.at.evil'),
          record('xanna@example.at'),
          record('an%a@example.at'),
        ])
      await clearAccountThrottles(database.db, 'anna@example.at')
      await clearAccountThrottles(database.db, 'an_a@example.at')
      const left = await database.db.select({ email: loginThrottle.email }).from(loginThrottle)
      expect(left.map((row) => row.email).sort()).toEqual([
        'an%a@example.at',
        'anna@example.at.evil',
        'xanna@example.at',
      ])
    } finally {
      await database.close()
    }
  }, 30_000)
})
