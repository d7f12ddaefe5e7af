import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { DatabaseHandle } from '~/shop-api/db/client'
import { DATABASE_PROBE_TIMEOUT_MS, databaseProbe } from './database-probe.server'

/** A database whose `select 1` answers as `answer` says, and which last finished work at `lastAnswer`. */
function fakeDatabase(answer: () => Promise<unknown>, lastAnswer?: () => number | undefined): DatabaseHandle {
  return {
    db: { execute: answer } as unknown as DatabaseHandle['db'],
    kind: 'pglite',
    listen: () => Promise.resolve(() => Promise.resolve()),
    close: () => Promise.resolve(),
    ...(lastAnswer ? { lastAnsweredAt: lastAnswer } : {}),
  }
}

const never = () => new Promise<never>(() => undefined)

describe('the readiness probe of the database', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('is ready when the database answers', async () => {
    await expect(databaseProbe(fakeDatabase(() => Promise.resolve([])))()).resolves.toBe(true)
  })

  it('is not ready when the query fails, however busy the database was', async () => {
    const probe = databaseProbe(
      fakeDatabase(
        () => Promise.reject(new Error('gone')),
        () => performance.now(),
      ),
    )
    await expect(probe()).resolves.toBe(false)
  })

  it('is not ready when the database neither answers in time nor finished other work lately', async () => {
    const probe = databaseProbe(fakeDatabase(never, () => performance.now() - 60_000))
    const answer = probe()
    await vi.advanceTimersByTimeAsync(DATABASE_PROBE_TIMEOUT_MS)
    await expect(answer).resolves.toBe(false)
  })

  it('is ready while a busy embedded database keeps finishing the work queued before the probe', async () => {
    // PGlite runs one operation at a time: the probe waits behind the shoppers' queries, which
    // keep finishing; that is a busy node, not a dead database.
    const probe = databaseProbe(fakeDatabase(never, () => performance.now() - 100))
    const answer = probe()
    await vi.advanceTimersByTimeAsync(DATABASE_PROBE_TIMEOUT_MS)
    await expect(answer).resolves.toBe(true)
  })
})
