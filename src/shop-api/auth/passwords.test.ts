import { describe, expect, it } from 'vitest'
import {
  checkWithoutAccount,
  createLimiter,
  hashPassword,
  passwordWorkWaiting,
  verifyPassword,
} from './passwords'

describe('passwords', () => {
  it('hashes with argon2id and verifies only the right password', async () => {
    const stored = await hashPassword('Sommer2026!')
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
    expect(await verifyPassword(stored, 'Sommer2026!')).toBe(true)
    expect(await verifyPassword(stored, 'sommer2026!')).toBe(false)
  })

  it('treats a malformed stored hash as a mismatch', async () => {
    expect(await verifyPassword('not-a-hash', 'x')).toBe(false)
  })

  it('answers a check without an account "no" without queueing any password work', async () => {
    // One real verification first: it tells what a verification costs here.
    await verifyPassword(await hashPassword('Sommer2026!'), 'falsch')
    const checks = Array.from({ length: 40 }, () => checkWithoutAccount())
    expect(passwordWorkWaiting()).toBe(0)
    expect(await Promise.all(checks)).toEqual(Array<boolean>(40).fill(false))
  })
})

describe('createLimiter', () => {
  it('never runs more tasks at once than it has slots, and runs them all', async () => {
    const limit = createLimiter(2)
    let running = 0
    let peak = 0
    const releases: (() => void)[] = []
    const tasks = Array.from({ length: 6 }, (_, index) =>
      limit(async () => {
        running += 1
        peak = Math.max(peak, running)
        await new Promise<void>((resolve) => releases.push(resolve))
        running -= 1
        return index
      }),
    )
    // Release the tasks one by one as they start; only two can ever be waiting to be released.
    while (releases.length > 0 || running > 0) {
      await Promise.resolve()
      expect(releases.length).toBeLessThanOrEqual(2)
      releases.shift()?.()
      await new Promise((resolve) => setImmediate(resolve))
    }
    expect(await Promise.all(tasks)).toEqual([0, 1, 2, 3, 4, 5])
    expect(peak).toBe(2)
  })

  it('tells its observer how many tasks wait and how long each waited', async () => {
    const started: boolean[] = []
    let queueLength: () => number = () => -1
    const limit = createLimiter(1, {
      started: (priority) => started.push(priority),
      queue: (read) => {
        queueLength = read
      },
    })
    let release: () => void = () => undefined
    const first = limit(() => new Promise<void>((resolve) => (release = resolve)))
    const second = limit(() => Promise.resolve(), true)
    const third = limit(() => Promise.resolve())
    await new Promise((resolve) => setImmediate(resolve))
    expect(queueLength()).toBe(2)
    expect(started).toEqual([false])
    release()
    await Promise.all([first, second, third])
    expect(queueLength()).toBe(0)
    expect(started).toEqual([false, true, false])
  })

  it('frees the slot when a task fails', async () => {
    const limit = createLimiter(1)
    await expect(limit(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom')
    expect(await limit(() => Promise.resolve('next'))).toBe('next')
  })

  it('starts a priority task before every waiting normal one', async () => {
    const limit = createLimiter(1)
    const order: string[] = []
    let releaseFirst: () => void = () => undefined
    const first = limit(
      () =>
        new Promise<void>((resolve) => {
          releaseFirst = resolve
        }),
    )
    const normal = [1, 2, 3].map((index) =>
      limit(() => {
        order.push(`normal ${String(index)}`)
        return Promise.resolve()
      }),
    )
    const urgent = limit(() => {
      order.push('priority')
      return Promise.resolve()
    }, true)
    releaseFirst()
    await Promise.all([first, ...normal, urgent])
    expect(order).toEqual(['priority', 'normal 1', 'normal 2', 'normal 3'])
  })
})
