import { sql } from 'drizzle-orm'
import type { DatabaseHandle } from '~/shop-api/db/client'

/** How long the readiness probe waits for the database before calling it unavailable. */
export const DATABASE_PROBE_TIMEOUT_MS = 2000

/**
 * Whether the database answers a trivial query in time. Probes that come while one query is still
 * waiting share it: a stalled database gets one probe query, not one per probe for as long as it
 * stalls. A probe that only waits in line behind other work counts as an answer while that work
 * keeps finishing (`lastAnsweredAt`): the embedded database runs one operation at a time, and on a
 * busy node its probe would otherwise call the database unavailable exactly when it serves most.
 */
export function databaseProbe(database: DatabaseHandle): () => Promise<boolean> {
  let inFlight: Promise<'answered' | 'failed'> | undefined
  return async () => {
    inFlight ??= database.db.execute(sql`select 1`).then(
      () => {
        inFlight = undefined
        return 'answered' as const
      },
      () => {
        inFlight = undefined
        return 'failed' as const
      },
    )
    let timer: NodeJS.Timeout | undefined
    const timedOut = new Promise<'waiting'>((resolve) => {
      timer = setTimeout(() => {
        resolve('waiting')
      }, DATABASE_PROBE_TIMEOUT_MS)
    })
    try {
      const outcome = await Promise.race([inFlight, timedOut])
      if (outcome !== 'waiting') return outcome === 'answered'
      const lastAnswer = database.lastAnsweredAt?.()
      return lastAnswer !== undefined && performance.now() - lastAnswer < DATABASE_PROBE_TIMEOUT_MS
    } finally {
      clearTimeout(timer)
    }
  }
}
