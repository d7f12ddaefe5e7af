import { availableParallelism } from 'node:os'
import { hash, verify } from '@node-rs/argon2'
import { ApiError } from '../http/errors'

/**
 * argon2id with OWASP's recommended minimum (19 MiB, 2 iterations, 1 lane). The library's
 * `Algorithm` is an ambient const enum, which `verbatimModuleSyntax` cannot import: 2 = Argon2id
 * (the test checks the `$argon2id$` prefix).
 */
const ARGON2ID = 2
const options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const

/** Thrown when the password-hashing queue is full: answered 429, to be tried again in a second. */
export class PasswordHashingBusyError extends ApiError {
  constructor() {
    super(429, 'Too many logins at once. Please try again in a second.', undefined, { 'Retry-After': '1' })
    this.name = 'PasswordHashingBusyError'
  }
}

/**
 * At most one argon2 computation per core at a time, and at most `maxWaiting` more in line. A flood
 * of logins or registrations (from many addresses, past the limits per address) then cannot make a
 * customer's login wait behind hundreds of others: what does not fit in line is refused at once.
 */
export function createLimiter(
  slots: number,
  maxWaiting = Number.POSITIVE_INFINITY,
): <T>(task: () => Promise<T>) => Promise<T> {
  let running = 0
  const waiting: (() => void)[] = []
  return async (task) => {
    if (running >= slots) {
      if (waiting.length >= maxWaiting) throw new PasswordHashingBusyError()
      await new Promise<void>((resolve) => waiting.push(resolve))
    }
    running += 1
    try {
      return await task()
    } finally {
      running -= 1
      waiting.shift()?.()
    }
  }
}

const slots = Math.max(1, availableParallelism())
/** Two computations per core in line: a customer waits for at most about three hash times. */
const limit = createLimiter(slots, 2 * slots)

export function hashPassword(password: string): Promise<string> {
  return limit(() => hash(password, options))
}

/** Constant-time verification; false for a malformed stored hash instead of throwing. */
export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await limit(() => verify(storedHash, password))
  } catch (error) {
    if (error instanceof PasswordHashingBusyError) throw error
    return false
  }
}

/**
 * A valid hash of a random password, verified against when an e-mail is unknown, so that a failed
 * login takes as long whether or not the account exists.
 */
let dummyHash: Promise<string> | undefined
export function dummyPasswordHash(): Promise<string> {
  // A refusal (the line was full) is not kept: the next call tries again.
  dummyHash ??= hashPassword(`dummy-${Math.random().toString(36)}`).catch((error: unknown) => {
    dummyHash = undefined
    throw error
  })
  return dummyHash
}
