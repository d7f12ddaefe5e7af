/**
 * The job that ends reservations whose 48 hours are up and puts their units back on the shelf.
 * Every node runs it once a minute; on PostgreSQL an advisory lock lets one node at a time do the
 * round (reservations.service.ts `expireReservations`).
 */
import { log } from '../../lib/log.server'
import type { Database } from '../db/client'
import { expireReservations } from './reservations.service'

export const RESERVATION_EXPIRY_INTERVAL_MS = 60_000

export interface ReservationExpiry {
  /** Runs one round now (tests, and the first round at start-up). */
  runOnce(): Promise<number>
  close(): Promise<void>
}

export function startReservationExpiry(options: {
  readonly db: Database
  readonly now: () => Date
  readonly intervalMs?: number
}): ReservationExpiry {
  let running: Promise<number> | undefined
  const runOnce = () => {
    // A round still running (a slow database) is not overlapped by the next.
    running ??= expireReservations(options.db, options.now())
      .catch((error: unknown) => {
        log.error(
          { error: error instanceof Error ? error.message : String(error) },
          'reservation expiry failed',
        )
        return 0
      })
      .finally(() => {
        running = undefined
      })
    return running
  }
  const timer = setInterval(() => void runOnce(), options.intervalMs ?? RESERVATION_EXPIRY_INTERVAL_MS)
  // The job never keeps the process alive on its own (a clean shutdown closes it anyway).
  timer.unref()
  return {
    runOnce,
    async close() {
      clearInterval(timer)
      await running
    },
  }
}
