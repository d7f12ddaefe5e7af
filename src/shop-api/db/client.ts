import { PGlite } from '@electric-sql/pglite'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { setFlagsFromString } from 'node:v8'
import pg from 'pg'
import { observeDatabaseWait, reportDatabaseWaiting } from '~/metrics/metrics.server'
import { acquireDataDirLock } from './data-dir-lock'
import { runMigrations } from './migrate'
import * as schema from './schema'
import { log } from '../../lib/log.server'

export type Schema = typeof schema
/** The database, whichever driver is underneath (PGlite or node-postgres). */
export type Database = PgDatabase<PgQueryResultHKT, Schema>

export interface DatabaseHandle {
  readonly db: Database
  readonly kind: 'pglite' | 'postgres'
  /**
   * Subscribes to a NOTIFY channel; resolves to an unsubscribe function. `onLost` is called (once)
   * when the listening connection drops: notifications may have been missed, so listen again.
   */
  readonly listen: (
    channel: string,
    onNotify: (payload: string) => void,
    onLost?: (error: Error) => void,
  ) => Promise<() => Promise<void>>
  /**
   * When the database last finished an operation (`performance.now()`), where it runs one at a
   * time (PGlite): a readiness probe waiting in that line is no sign of a dead database while the
   * line keeps moving. Absent for PostgreSQL, whose pool runs the probe beside other work.
   */
  readonly lastAnsweredAt?: () => number | undefined
  close(): Promise<void>
}

export type DatabaseLocation =
  | { readonly kind: 'postgres'; readonly url: string }
  | { readonly kind: 'pglite'; readonly dataDir: string }
  | { readonly kind: 'memory' }

/** Opens (and migrates) the database: PostgreSQL when a URL is given, PGlite otherwise. */
export async function openDatabase(location: DatabaseLocation): Promise<DatabaseHandle> {
  const handle = location.kind === 'postgres' ? openPostgres(location.url) : await openPglite(location)
  try {
    await runMigrations(handle.db)
  } catch (error) {
    await handle.close()
    throw error
  }
  return handle
}

/**
 * Memory of the embedded database (ADR 027, measured with `npm run bench:memory`). PGlite's WebAssembly
 * memory starts at the module's own minimum of 128 MB (`initialMemory` cannot go lower) and never
 * shrinks, so what Postgres allocates inside it stays resident: shared_buffers is cut from initdb's
 * 128 MB to 16 MB (the tables are files, which the kernel's page cache keeps at no cost to this
 * process; a buffer miss is a read() of a cached page). work_mem keeps Postgres's 4 MB: the largest
 * sorts and aggregates (the catalogue index's chunks) fit in it without spilling to temporary files.
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB']

let optimizingTierOff = false

/**
 * V8 compiles WebAssembly with its baseline compiler, then recompiles hot functions with its
 * optimizing one in the background. For Postgres's WebAssembly (the parser and executor are a few
 * enormous functions) that recompilation holds about 500 MB for several seconds after the first
 * queries (a start-up peak of 0.8-0.9 GB) and keeps ~60 MB of optimized code, while the database's
 * share of a request is small enough that baseline code costs no measurable CPU per request (ADR
 * 027). Only this process's later WebAssembly compiles are affected, and PGlite's is the only one.
 * The serving process calls this before it opens the database; seeding and the benchmarks, which
 * keep Postgres busy for minutes, and the tests' short-lived in-memory databases keep V8's default.
 */
export function keepWebAssemblyOnBaselineCode(): void {
  if (optimizingTierOff) return
  optimizingTierOff = true
  setFlagsFromString('--no-wasm-dynamic-tiering')
  setFlagsFromString('--no-wasm-tier-up')
}

async function openPglite(
  location: { kind: 'pglite'; dataDir: string } | { kind: 'memory' },
): Promise<DatabaseHandle> {
  const release = location.kind === 'pglite' ? acquireDataDirLock(location.dataDir) : () => undefined
  let client: PGlite
  let queue: { lastAnsweredAt: () => number | undefined } | undefined
  try {
    // Durability (docs/performance.md "Durability of the embedded database"): PGlite's Postgres
    // runs with fsync off, which it fixes at start. With relaxedDurability off, a query resolves
    // only after its writes have reached the operating system, so every acknowledged commit
    // survives a crash of this process (measured with SIGKILL); a power loss needs PostgreSQL.
    client =
      location.kind === 'pglite'
        ? await PGlite.create(`${location.dataDir}/pgdata`, {
            relaxedDurability: false,
            startParams: PGLITE_START_PARAMS,
          })
        : await PGlite.create({ startParams: PGLITE_START_PARAMS })
    await client.exec('SET random_page_cost = 1.1')
    queue = measureQueue(client)
  } catch (error) {
    release()
    throw error
  }
  const db = drizzlePglite(client, { schema })
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    lastAnsweredAt: () => queue?.lastAnsweredAt(),
    listen: async (channel, onNotify) => {
      const unsubscribe = await client.listen(channel, onNotify)
      return async () => {
        await unsubscribe()
      }
    },
    close: async () => {
      try {
        await client.close()
      } finally {
        release()
      }
    },
  }
}

/**
 * PGlite runs one query or transaction at a time; the others wait in its queue. Each operation's
 * wait (from its call until the queue lets it run) is recorded, and the waiting ones are counted
 * for the metrics (GET /metrics), and when an operation last finished (the readiness probe's sign
 * of a moving line). Every query, exec and transaction passes the queue's entry,
 * `_runExclusiveTransaction`; a PGlite without it is left unmeasured rather than broken.
 */
function measureQueue(client: PGlite): { lastAnsweredAt: () => number | undefined } | undefined {
  const entry: unknown = Reflect.get(client, '_runExclusiveTransaction')
  if (typeof entry !== 'function') return undefined
  const enter = (entry as PGlite['_runExclusiveTransaction']).bind(client)
  let waiting = 0
  let lastAnsweredAt: number | undefined
  client._runExclusiveTransaction = <T>(operation: () => Promise<T>): Promise<T> => {
    const calledAt = performance.now()
    let started = false
    waiting += 1
    const run = enter<T>(() => {
      started = true
      waiting -= 1
      observeDatabaseWait('pglite', (performance.now() - calledAt) / 1000)
      return operation().finally(() => {
        lastAnsweredAt = performance.now()
      })
    })
    // An operation refused before it ran (a closed database) waits no longer either.
    return run.finally(() => {
      if (!started) waiting -= 1
    })
  }
  reportDatabaseWaiting('pglite', () => waiting)
  return { lastAnsweredAt: () => lastAnsweredAt }
}

function openPostgres(url: string): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: 10, options: '-c random_page_cost=1.1' })
  // Queries waiting for one of the pool's connections, read when metrics are scraped.
  reportDatabaseWaiting('postgres', () => pool.waitingCount)
  // An idle connection that the server terminates (restart, failover, a dropped test database)
  // emits 'error' on the pool; unhandled, that would crash the process. The pool replaces it.
  pool.on('error', (error) => {
    log.warn({ err: error }, 'PostgreSQL connection lost')
  })
  const db = drizzlePostgres(pool, { schema })
  return {
    db: db,
    kind: 'postgres',
    listen: async (channel, onNotify, onLost) => {
      // A connection of its own for as long as the subscription lasts: LISTEN is per session.
      const connection = await pool.connect()
      const quoted = `"${channel.replaceAll('"', '')}"`
      let lost = false
      const handler = (message: pg.Notification) => {
        if (message.channel === channel) onNotify(message.payload ?? '')
      }
      // Without an 'error' listener a checked-out client that loses its server crashes the process.
      const drop = (error: Error) => {
        if (lost) return
        lost = true
        connection.off('notification', handler)
        // Passing the error destroys the client instead of returning it to the pool.
        connection.release(error)
        onLost?.(error)
      }
      const onError = (error: Error) => {
        drop(error)
      }
      const onEnd = () => {
        drop(new Error('LISTEN connection ended'))
      }
      connection.on('notification', handler)
      connection.on('error', onError)
      connection.on('end', onEnd)
      try {
        await connection.query(`LISTEN ${quoted}`)
      } catch (error) {
        lost = true
        connection.release(error instanceof Error ? error : true)
        throw error
      }
      return async () => {
        if (lost) return
        lost = true
        connection.off('notification', handler)
        try {
          await connection.query(`UNLISTEN ${quoted}`)
        } finally {
          connection.off('error', onError)
          connection.off('end', onEnd)
          connection.release()
        }
      }
    },
    close: () => pool.end(),
  }
}
