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

const SLOTS = Math.max(1, availableParallelism())
/** How many verifications and hashes wait for a slot now. */
let waitingForSlot: () => number = () => 0
const limit = createLimiter(SLOTS, {
  started: observePasswordWait,
  queue: (read) => {
    waitingForSlot = read
    reportPasswordQueue(read)
  },
})

/**
 * What one verification costs on this machine now (ms): a mean weighted to the latest, so it
 * follows the machine's load. Undefined until the first verification.
 */
let typicalVerificationMs: number | undefined

function recordVerification(milliseconds: number): void {
  typicalVerificationMs =
    typicalVerificationMs === undefined ? milliseconds : typicalVerificationMs * 0.9 + milliseconds * 0.1
}

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
    return await limit(async () => {
      const started = performance.now()
      try {
        return await verify(storedHash, password)
      } finally {
        recordVerification(performance.now() - started)
      }
    }, priority)
  } catch {
    return false
  }
}

/**
 * Checks for addresses without an account wait in a line of their own, as long and as many at a
 * time as verifications would (one per core, each as long as one costs), but on timers: a flood of
 * logins for made-up addresses is paced as if it did the work, takes no core, and no customer's
 * verification waits behind it.
 */
const decoyLimit = createLimiter(SLOTS)

/**
 * The answer to a password check for an e-mail address without an account: always false, after as
 * long as a verification takes (with some spread), so an unhurried caller cannot tell which
 * addresses have accounts — but without the work. The first check before any verification does the
 * work for real, which measures what a verification costs here.
 */
export async function checkWithoutAccount(): Promise<false> {
  if (typicalVerificationMs === undefined) {
    await verifyPassword(await dummyPasswordHash(), 'no account')
    return false
  }
  const milliseconds = typicalVerificationMs * (0.9 + Math.random() * 0.2)
  await decoyLimit(() => new Promise((resolve) => setTimeout(resolve, milliseconds)))
  return false
}

/**
 * How long the line for password work may grow before new attempts are turned away: eight per core,
 * a few hundred milliseconds of waiting. Beyond it a login from a new device (or for an address
 * without an account, alike) is answered at once with "busy, try again shortly" instead of waiting
 * without bound; a known device's login is never turned away (it goes ahead of the line).
 */
export const MAX_WAITING_PASSWORD_WORK = SLOTS * 8

export function passwordLineIsFull(): boolean {
  return waitingForSlot() >= MAX_WAITING_PASSWORD_WORK
}

/** Password work waiting for a slot now (tests, and the decoy check above). */
export function passwordWorkWaiting(): number {
  return waitingForSlot()
}

/**
 * A valid hash of a random password: verified against once, before any real verification, to learn
 * what a verification costs (`checkWithoutAccount`).
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
