import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { metricsRegistry } from '~/metrics/metrics.server'
import { openDatabase } from './client'

/** One sample of the registry as Prometheus scrapes it, 0 while the series does not exist. */
async function sample(metric: string, series: string): Promise<number> {
  const text = await metricsRegistry.getSingleMetricAsString(metric)
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `))
  return line ? Number(line.slice(series.length + 1)) : 0
}

describe('database wait metrics (embedded database)', () => {
  it(
    'times each operation’s wait in the queue and counts the ones waiting',
    { timeout: 60_000 },
    async () => {
      const database = await openDatabase({ kind: 'memory' })
      try {
        const waitsBefore = await sample('db_wait_seconds', 'db_wait_seconds_count{driver="pglite"}')
        const waitedBefore = await sample('db_wait_seconds', 'db_wait_seconds_sum{driver="pglite"}')
        // The migrations have run: the line has moved before.
        const answeredBefore = database.lastAnsweredAt?.() ?? Infinity
        expect(answeredBefore).toBeLessThanOrEqual(performance.now())
        // A transaction holds the database while it awaits something else: the queries behind it wait.
        let holding: () => void = () => undefined
        const held = new Promise<void>((resolve) => (holding = resolve))
        const slow = database.db.transaction(async (tx) => {
          await tx.execute(sql`SELECT 1`)
          holding()
          await new Promise((resolve) => setTimeout(resolve, 50))
        })
        await held
        // A drizzle query runs when awaited (then called): both start now.
        const queued = [sql`SELECT 1`, sql`SELECT 2`].map((query) =>
          Promise.resolve(database.db.execute(query)),
        )
        await new Promise((resolve) => setImmediate(resolve))
        expect(await sample('db_waiting_operations', 'db_waiting_operations{driver="pglite"}')).toBe(2)
        await Promise.all([slow, ...queued])
        // …and moved on with them (the readiness probe's sign of a busy, living database).
        expect(database.lastAnsweredAt?.()).toBeGreaterThan(answeredBefore)
        expect(await sample('db_waiting_operations', 'db_waiting_operations{driver="pglite"}')).toBe(0)
        expect(await sample('db_wait_seconds', 'db_wait_seconds_count{driver="pglite"}')).toBe(
          waitsBefore + 3,
        )
        // The two queued behind the transaction waited for it (at least its 50 ms each).
        const waited =
          (await sample('db_wait_seconds', 'db_wait_seconds_sum{driver="pglite"}')) - waitedBefore
        expect(waited).toBeGreaterThanOrEqual(0.09)
      } finally {
        await database.close()
      }
    },
  )
})
