/**
 * The catalogue index's lifecycle (docs/decisions/008-catalogue-index-refresh.md): built from the
 * database when the API starts, held in memory, and replaced when the catalogue changes.
 *
 * Changes are announced by the database itself (triggers of migration 0001) on the channel
 * `catalog_changed`: `catalog` for anything that needs a full rebuild, `stock:{n}:{ids}` for products
 * whose in-stock sizes changed, and (migration 0016) `shelf:{n}:{ids}` for products that may have
 * come onto or gone off a store's shelf (a reservation, its cancellation or expiry); both are
 * patched in place of a rebuild. Every API instance listens, so on PostgreSQL a change made through
 * one node (or by hand) reaches all of them; PGlite delivers the same notifications in-process.
 *
 * Searches always get a complete index: a rebuild runs beside the served index and replaces it in
 * one assignment. Rebuilds coalesce (one running, at most one queued behind it, however many
 * changes arrive) and a failed one keeps the old index.
 */
import { sql } from 'drizzle-orm'
import * as v from 'valibot'
import { observeCatalogRebuild, setCatalogIndexDocuments } from '~/metrics/metrics.server'
import type { Database, DatabaseHandle } from '../db/client'
import { buildCatalogIndex } from './build-index'
import type { CatalogIndex } from './build-index'
import { loadOptionStock, patchStock } from './stock-patch'
import { loadShelvesOf, patchStoreShelves } from './store-shelves'
import { log as serverLog } from '../../lib/log.server'

export const CATALOG_CHANNEL = 'catalog_changed'

export interface CatalogIndexHolder {
  /** The index to search now; the first call waits for the first build. */
  current(): Promise<CatalogIndex>
  /**
   * Asks for a full rebuild; resolves when a build that started after the call has finished (or
   * failed: the old index stays). Changes are noticed without it; this is for tools and tests.
   */
  rebuild(): Promise<void>
  /**
   * Resolves once the served index reflects every catalogue change committed before the call (as
   * announced: it waits for the notifications and the rebuild or patch they cause).
   */
  caughtUp(): Promise<void>
  /** Resolves with the first served index that satisfies `ready`, checked now and after each swap. */
  until(ready: (index: CatalogIndex) => boolean): Promise<CatalogIndex>
  /** Stops listening and waits for running work; the database may be closed afterwards. */
  close(): Promise<void>
  /** Whether an index is being served: the first build has finished (readiness). */
  isServing(): boolean
}

export interface CatalogIndexOptions {
  readonly db: Database
  /** The database's NOTIFY subscription; without it the index changes only through `rebuild()`. */
  readonly listen?: DatabaseHandle['listen']
  /** Builds an index; tests replace it to make a rebuild fail. */
  readonly build?: (db: Database) => Promise<CatalogIndex>
  /** One line per incident (failed rebuild, lost connection). */
  readonly log?: (message: string) => void
  /** First delay before listening again after the connection dropped; doubles up to 30 s. */
  readonly reconnectDelayMs?: number
  /**
   * Hears what this index hears about stock, for other read-side work (back-in-stock mails): the
   * products of a stock announcement, or `all` after a catalogue change (a bulk stock change is one)
   * and after listening again (announcements may have been missed).
   */
  readonly onStockChange?: (change: readonly number[] | 'all') => void
}

const markersSchema = v.object({
  rows: v.tuple([v.object({ version: v.number(), stock: v.number() })]),
})

/** Where the database's catalogue stands: its version and the number of the last stock announcement. */
async function readMarkers(db: Database): Promise<{ version: number; stock: number }> {
  const result = await db.execute(sql`
    select
      coalesce((select version from catalog_version where id = 1), 0)::float8 as version,
      (select case when is_called then last_value else 0 end from catalog_stock_seq)::float8 as stock`)
  return v.parse(markersSchema, result).rows[0]
}

/** `stock:` (web stock) or `shelf:` (store shelves), the announcement's number, the product ids. */
const stockPayload = /^(stock|shelf):(\d+):(\d+(?:,\d+)*)$/

/** What a stock announcement changed for a product: its web stock (and shelves), or its shelves only. */
type Change = 'stock' | 'shelf'

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error))

/** Runs `task` so that calls during a run queue at most one more run, which they all share. */
function coalesced(task: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | null = null
  let queued: Promise<void> | null = null
  const run = (): Promise<void> => {
    if (running === null) {
      running = task().finally(() => {
        running = null
      })
      return running
    }
    queued ??= running.then(() => {
      queued = null
      return run()
    })
    return queued
  }
  return run
}

/** Starts building the index at once and keeps it current until `close()`. */
export function startCatalogIndex(options: CatalogIndexOptions): CatalogIndexHolder {
  const { db } = options
  const build = options.build ?? buildCatalogIndex
  const log =
    options.log ??
    ((message: string) => {
      serverLog.warn(message)
    })
  const firstDelay = options.reconnectDelayMs ?? 1000

  let served: CatalogIndex | null = null
  /** A function, not a flag read inline: the compiler cannot see other callbacks change it mid-await. */
  const servedNow = () => served
  /** Highest stock announcement number heard, and the highest the served index reflects. */
  let stockHeard = 0
  let stockServed = 0
  /** Highest announcement number among the products in `dirty`. */
  let dirtyStock = 0
  let closed = false
  const isClosed = () => closed
  const waiters = new Set<() => void>()
  /**
   * Products whose stock changed and still await a patch, with whether their web stock changed too
   * (`stock`) or only their store shelves (`shelf`). A web stock patch refreshes the shelves as
   * well: a size deleted with its store stock is announced as web stock only.
   */
  const dirty = new Map<number, Change>()
  const markDirty = (id: number, change: Change) => {
    if (dirty.get(id) !== 'stock') dirty.set(id, change)
  }
  /** Stock changes heard while each running build was loading: its data may predate them. */
  const heardDuringBuild = new Set<Map<number, Change>>()
  const work = new Set<Promise<void>>()

  const swap = (index: CatalogIndex, stock: number) => {
    served = index
    stockServed = stock
    setCatalogIndexDocuments(index.size)
    for (const waiter of [...waiters]) waiter()
  }

  const track = (promise: Promise<void>) => {
    work.add(promise)
    void promise.finally(() => work.delete(promise))
    return promise
  }

  const buildOnce = async () => {
    if (closed) return
    const heard = new Map<number, Change>()
    heardDuringBuild.add(heard)
    const startedAt = performance.now()
    try {
      // Read before the data: a change racing the build is then at worst applied twice, never missed.
      const markers = await readMarkers(db)
      const index = await build(db)
      observeCatalogRebuild('success', (performance.now() - startedAt) / 1000)
      if (isClosed()) return
      // Announcements heard while loading may or may not be in the data: they are patched again.
      swap(index, markers.stock)
      stockHeard = Math.max(stockHeard, markers.stock)
      for (const [id, change] of heard) markDirty(id, change)
      if (dirty.size > 0) void track(patch())
    } catch (error) {
      observeCatalogRebuild('failure', (performance.now() - startedAt) / 1000)
      for (const [id, change] of heard) markDirty(id, change)
      log(
        `Catalogue index rebuild failed (${served ? `still serving version ${served.version}` : 'no index yet'}): ${messageOf(error)}`,
      )
    } finally {
      heardDuringBuild.delete(heard)
    }
  }
  const rebuild = coalesced(buildOnce)
  const requestRebuild = () => track(rebuild())

  const patchOnce = async () => {
    const base = served
    if (closed || base === null || dirty.size === 0) return
    const changes = [...dirty]
    const ids = changes.map(([id]) => id)
    const stockIds = changes.flatMap(([id, change]) => (change === 'stock' ? [id] : []))
    const upTo = dirtyStock
    dirty.clear()
    try {
      const [stock, shelves] = await Promise.all([loadOptionStock(db, stockIds), loadShelvesOf(db, ids)])
      if (served !== base) {
        // A build replaced the index meanwhile; patch that one instead.
        for (const [id, change] of changes) markDirty(id, change)
        void track(patch())
        return
      }
      const patched = stockIds.length === 0 ? base : patchStock(base, stockIds, stock)
      if (patched === null) void requestRebuild()
      else swap(patchStoreShelves(patched, ids, shelves), Math.max(stockServed, upTo))
    } catch (error) {
      for (const [id, change] of changes) markDirty(id, change)
      log(`Catalogue index stock update failed, rebuilding instead: ${messageOf(error)}`)
      void requestRebuild()
    }
  }
  const patch = coalesced(patchOnce)

  const onNotify = (payload: string) => {
    if (closed) return
    const stock = stockPayload.exec(payload)
    if (!stock) {
      options.onStockChange?.('all')
      void requestRebuild()
      return
    }
    const change: Change = stock[1] === 'shelf' ? 'shelf' : 'stock'
    stockHeard = Math.max(stockHeard, Number(stock[2]))
    dirtyStock = Math.max(dirtyStock, Number(stock[2]))
    const ids = (stock[3] ?? '').split(',').map(Number)
    for (const id of ids) {
      markDirty(id, change)
      for (const heard of heardDuringBuild) if (heard.get(id) !== 'stock') heard.set(id, change)
    }
    // Web stock only: a store's shelf is no back-in-stock for the web shop.
    if (change === 'stock') options.onStockChange?.(ids)
    void track(patch())
  }

  let unlisten: (() => Promise<void>) | null = null
  let reconnectTimer: ReturnType<typeof setTimeout> | null = null

  /** Subscribes; after a lost connection, also catches up on what was missed while deaf. */
  const subscribe = async (delay: number, catchUp: boolean): Promise<void> => {
    if (!options.listen || closed) return
    try {
      unlisten = await options.listen(CATALOG_CHANNEL, onNotify, (error) => {
        unlisten = null
        if (closed) return
        log(`Catalogue change notifications lost (${error.message}); listening again`)
        scheduleSubscribe(firstDelay)
      })
      if (isClosed()) {
        await unlisten()
        return
      }
      if (catchUp) {
        options.onStockChange?.('all')
        const markers = await readMarkers(db)
        if (served === null || markers.version !== served.version || markers.stock > stockHeard)
          await requestRebuild()
      }
    } catch (error) {
      if (isClosed()) return
      log(`Catalogue change notifications unavailable (${messageOf(error)}); retrying`)
      scheduleSubscribe(Math.min(delay * 2, 30_000))
    }
  }
  const scheduleSubscribe = (delay: number) => {
    reconnectTimer = setTimeout(() => {
      reconnectTimer = null
      void track(subscribe(delay, true))
    }, delay)
    reconnectTimer.unref()
  }

  const until = (ready: (index: CatalogIndex) => boolean) =>
    new Promise<CatalogIndex>((resolve) => {
      const check = () => {
        if (served && ready(served)) {
          waiters.delete(check)
          resolve(served)
        }
      }
      waiters.add(check)
      check()
    })

  // Listen first, then build: a change committed in between is heard and rebuilt, not lost.
  void track(subscribe(firstDelay, false).then(() => requestRebuild()))

  return {
    async current() {
      if (served) return served
      await Promise.all([...work])
      if (!servedNow()) await requestRebuild()
      const index = servedNow()
      if (!index) throw new Error('The catalogue index could not be built')
      return index
    },
    rebuild: requestRebuild,
    async caughtUp() {
      const markers = await readMarkers(db)
      if (!options.listen) await requestRebuild()
      await until((index) => index.version >= markers.version && stockServed >= markers.stock)
    },
    until,
    async close() {
      closed = true
      if (reconnectTimer) clearTimeout(reconnectTimer)
      while (work.size > 0) await Promise.allSettled([...work])
      if (unlisten) await unlisten()
      unlisten = null
    },
    isServing: () => served !== null,
  }
}
