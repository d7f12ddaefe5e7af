import { DrizzleQueryError } from 'drizzle-orm/errors'

/**
 * A write the database could not store: its disk is full, its data directory read-only or failing
 * (issue 30). Reads keep working and the database recovers by itself once space is freed, so the
 * answer is a 503 with Retry-After — the caller may try again — not a 500 that looks like a bug.
 */

/** SQLSTATEs of storage that cannot take a write (PostgreSQL's and PGlite's alike). */
const STORAGE_SQLSTATES = new Set([
  // disk_full: "could not extend file …: No space left on device"
  '53100',
  // io_error
  '58030',
  // read_only_sql_transaction: a server or replica that only reads
  '25006',
])

/** Node's codes for the same, where a file is written outside the database (e.g. the media folder). */
const STORAGE_ERRNO_CODES = new Set(['ENOSPC', 'EDQUOT', 'EROFS', 'EIO'])

function codeOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined
  return typeof error.code === 'string' ? error.code : undefined
}

/** Whether `error` (or the driver's error inside a failed query) says the storage cannot write. */
export function isStorageFailure(error: unknown): boolean {
  const cause = error instanceof DrizzleQueryError ? error.cause : error
  const code = codeOf(cause)
  return code !== undefined && (STORAGE_SQLSTATES.has(code) || STORAGE_ERRNO_CODES.has(code))
}

/** Seconds the caller is asked to wait before it writes again. */
export const STORAGE_RETRY_AFTER_SECONDS = 60

/** The message of the 503: the storefront shows its own words, other clients read this. */
export const STORAGE_UNAVAILABLE_MESSAGE =
  'Storage unavailable: the shop cannot save anything right now. Please try again in a few minutes.'

/** How often a lasting storage failure is logged: once a minute, however many requests meet it. */
export const STORAGE_LOG_INTERVAL_MS = 60_000

/**
 * Decides which storage failures are logged: the first, then at most one a minute, each telling
 * how many were left out since the last line. A full disk under load fails every write, and a line
 * per request would fill what little space the log has too.
 */
export function createStorageFailureLog(now: () => number = Date.now) {
  let lastLoggedAt: number | undefined
  let leftOut = 0
  return {
    /** The number of failures left out before this one, when this one is to be logged; else undefined. */
    shouldLog(): number | undefined {
      const at = now()
      if (lastLoggedAt !== undefined && at - lastLoggedAt < STORAGE_LOG_INTERVAL_MS) {
        leftOut += 1
        return undefined
      }
      lastLoggedAt = at
      const before = leftOut
      leftOut = 0
      return before
    },
  }
}
