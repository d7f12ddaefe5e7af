import { PGlite } from '@electric-sql/pglite'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import pg from 'pg'
import { acquireDataDirLock } from './data-dir-lock'
import { runMigrations } from './migrate'
import * as schema from './schema'

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

async function openPglite(
  location: { kind: 'pglite'; dataDir: string } | { kind: 'memory' },
): Promise<DatabaseHandle> {
  const release = location.kind === 'pglite' ? acquireDataDirLock(location.dataDir) : () => undefined
  let client: PGlite
  try {
    // Durability (docs/performance.md "Durability of the embedded database"): PGlite's Postgres
    // runs with fsync off, which it fixes at start. With relaxedDurability off, a query resolves
    // only after its writes have reached the operating system, so every acknowledged commit
    // survives a crash of this process (measured with SIGKILL); a power loss needs PostgreSQL.
    client =
      location.kind === 'pglite'
        ? await PGlite.create(`${location.dataDir}/pgdata`, { relaxedDurability: false })
        : await PGlite.create()
    await client.exec('SET random_page_cost = 1.1')
  } catch (error) {
    release()
    throw error
  }
  const db = drizzlePglite(client, { schema })
  return {
    db: db as unknown as Database,
    kind: 'pglite',
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

function openPostgres(url: string): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: 10, options: '-c random_page_cost=1.1' })
  // An idle connection that the server terminates (restart, failover, a dropped test database)
  // emits 'error' on the pool; unhandled, that would crash the process. The pool replaces it.
  pool.on('error', (error) => {
    console.warn(`PostgreSQL connection lost: ${error.message}`)
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
