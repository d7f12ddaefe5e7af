import { availableParallelism } from 'node:os'
import { hash, verify } from '@node-rs/argon2'
import { observePasswordWait, reportPasswordQueue } from '~/metrics/metrics.server'

/**
 * argon2id with OWASP's recommended minimum (19 MiB, 2 iterations, 1 lane). The library's
 * `Algorithm` is an ambient const enum, which `verbatimModuleSyntax` cannot import: 2 = Argon2id
 * (the test checks the `$argon2id$` prefix).
 */
const ARGON2ID = 2
const options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const

/**
 * At most one argon2 computation per core at a time: a flood of logins or registrations then waits
 * in line instead of taking every core and 19 MiB per attempt at once. A priority task (the login
 * of a device that logged in to that account before) goes ahead of every waiting normal one, so a
 * flood from many addresses does not keep a customer waiting behind it.
 */
export type Limiter = <T>(task: () => Promise<T>, priority?: boolean) => Promise<T>

export interface LimiterObserver {
  /** A task got its slot after waiting `seconds` (0 when one was free). */
  readonly started: (priority: boolean, seconds: number) => void
  /** Receives the reader of how many tasks wait now. */
  readonly queue: (read: () => number) => void
}

export function createLimiter(slots: number, observer?: LimiterObserver): Limiter {
  let running = 0
  const waiting: (() => void)[] = []
  const waitingFirst: (() => void)[] = []
  observer?.queue(() => waiting.length + waitingFirst.length)
  return async (task, priority = false) => {
    const calledAt = observer ? performance.now() : 0
    if (running >= slots)
      await new Promise<void>((resolve) => (priority ? waitingFirst : waiting).push(resolve))
    observer?.started(priority, (performance.now() - calledAt) / 1000)
    running += 1
    try {
      return await task()
    } finally {
      running -= 1
      ;(waitingFirst.shift() ?? waiting.shift())?.()
    }
  }
}

const limit = createLimiter(Math.max(1, availableParallelism()), {
  started: observePasswordWait,
  queue: reportPasswordQueue,
})

export function hashPassword(password: string): Promise<string> {
  return limit(() => hash(password, options))
}

/**
 * Constant-time verification; false for a malformed stored hash instead of throwing. `priority`:
 * ahead of the waiting verifications (a known device's login).
 */
export async function verifyPassword(
  storedHash: string,
  password: string,
  priority = false,
): Promise<boolean> {
  try {
    return await limit(() => verify(storedHash, password), priority)
  } catch {
    return false
  }
}

/**
 * A valid hash of a random password, verified against when an e-mail is unknown, so that a failed
 * login takes as long whether or not the account exists.
 */
let dummyHash: Promise<string> | undefined
export function dummyPasswordHash(): Promise<string> {
  // A failure is not kept: the next call tries again.
  dummyHash ??= hashPassword(`dummy-${Math.random().toString(36)}`).catch((error: unknown) => {
    dummyHash = undefined
    throw error
  })
  return dummyHash
}
