/**
 * Seeding the database: generates the data, writes the media files and loads every row in one
 * transaction, so a database is either fully seeded or untouched. Used by `npm run db:seed`, by
 * start-up on a fresh database and by tests.
 */
import { getTableName, is, sql } from 'drizzle-orm'
import { PgTable } from 'drizzle-orm/pg-core'
import * as v from 'valibot'
import { hashPassword } from '../auth/passwords'
import type { Database } from '../db/client'
import * as schema from '../db/schema'
import { catalogVersion, products } from '../db/schema'
import { DEMO_PASSWORD } from './customers'
import { generateSeedData } from './generate'
import { advanceDocumentCounters } from '../user/accounting-documents'
import { advanceOrderNumberSequence, advanceSerialSequence, insertRows } from './load'
import type { SqlExecutor } from './load'
import { seedStoreStock } from './store-stock'
import { clearSeedMedia, writeMedia } from './media'
import { seedTables } from './tables'
import type { TeamAccount } from './team-members'
import type { SeedRows, SeedTableKey } from './tables'

export interface SeedOptions {
  /** Number of products, at least 1. */
  readonly products: number
  /** PRNG seed: the same seed and product count always give the same data. */
  readonly seed: number
  /** Where the generated SVG files go (the storefront serves this folder at /media/). */
  readonly mediaDir: string
  /**
   * Progress: first `generating data` (0 → 1 of 1), then the writing phases (`writing media files`,
   * `inserting <table>`, `finishing`) counting files and rows towards one fixed total.
   */
  readonly onProgress?: (done: number, total: number, phase: string) => void
}

export interface SeedSummary {
  readonly seed: number
  readonly products: number
  /** Rows inserted per table. */
  readonly rows: Readonly<Record<SeedTableKey, number>>
  readonly mediaFiles: number
  readonly accounts: readonly { readonly email: string; readonly role: string }[]
  /** Each team's documented player and coach (same password). */
  readonly teamAccounts: readonly TeamAccount[]
  readonly durationMs: number
}

/** Seeding refused because the database already holds data. */
export class SeedConflictError extends Error {
  constructor(readonly tables: readonly string[]) {
    super(`The database already holds data (${tables.join(', ')}); reset it before seeding.`)
    this.name = 'SeedConflictError'
  }
}

/** Arbitrary constant: serializes seeders, e.g. several nodes starting on one empty PostgreSQL. */
const SEED_LOCK_KEY = 727_274_002
export const MAX_SEED_PRODUCTS = 1_000_000

const rowsSchema = v.object({ rows: v.array(v.record(v.string(), v.unknown())) })

async function queryRows(executor: SqlExecutor, query: string): Promise<Record<string, unknown>[]> {
  return v.parse(rowsSchema, await executor.execute(sql.raw(query))).rows
}

/** True when the catalogue has no products (a fresh or reset database). */
export async function catalogIsEmpty(db: Database): Promise<boolean> {
  const rows = await db.select({ id: products.id }).from(products).limit(1)
  return rows.length === 0
}

/** Number of products in the catalogue. */
export async function countProducts(db: Database): Promise<number> {
  const [row] = await queryRows(db, 'SELECT count(*)::int AS count FROM products')
  return typeof row?.count === 'number' ? row.count : 0
}

/** Every table of the schema except catalog_version, whose version is bumped by the next seed instead. */
function resettableTables(): PgTable[] {
  const exports: unknown[] = Object.values(schema)
  return exports.filter((value): value is PgTable => is(value, PgTable) && value !== catalogVersion)
}

/**
 * Empties every table of the shop (catalogue, content, customers, carts, sessions) and restarts
 * their ids. catalog_version is kept so the next seed raises it and running nodes rebuild.
 */
export async function resetDatabase(db: Database): Promise<void> {
  const names = resettableTables().map((table) => `"${getTableName(table)}"`)
  await db.execute(sql.raw(`TRUNCATE ${names.join(', ')} RESTART IDENTITY CASCADE`))
}

async function occupiedTables(executor: SqlExecutor): Promise<string[]> {
  const probes = Object.values(seedTables).map((table) => {
    const name = getTableName(table)
    return `SELECT '${name}' AS name WHERE EXISTS (SELECT 1 FROM "${name}")`
  })
  const rows = await queryRows(executor, probes.join(' UNION ALL '))
  return rows.map((row) => String(row.name))
}

function validate(options: SeedOptions): void {
  if (!Number.isInteger(options.products) || options.products < 1 || options.products > MAX_SEED_PRODUCTS) {
    throw new RangeError(
      `products must be a whole number from 1 to ${MAX_SEED_PRODUCTS}, not ${options.products}`,
    )
  }
  if (!Number.isInteger(options.seed) || options.seed < 0 || options.seed > 0xffff_ffff) {
    throw new RangeError(`seed must be a whole number from 0 to 4294967295, not ${options.seed}`)
  }
}

/**
 * Seeds an empty database. Throws SeedConflictError (and changes nothing) when any seeded table
 * already has rows; reset first with resetDatabase.
 */
export async function seedDatabase(db: Database, options: SeedOptions): Promise<SeedSummary> {
  validate(options)
  // Fail fast, before the costly generation; checked again under the lock inside the transaction.
  const occupiedBefore = await occupiedTables(db)
  if (occupiedBefore.length > 0) throw new SeedConflictError(occupiedBefore)
  const started = performance.now()
  const report = options.onProgress ?? (() => undefined)
  report(0, 1, 'generating data')
  // argon2id salts randomly, so the hash is the one value that differs between runs; hash once.
  const passwordHash = await hashPassword(DEMO_PASSWORD)
  const data = generateSeedData({ products: options.products, seed: options.seed, passwordHash })
  report(1, 1, 'generating data')

  const keys = Object.keys(seedTables) as SeedTableKey[]
  const rowCounts = Object.fromEntries(keys.map((key) => [key, data.rows[key].length])) as Record<
    SeedTableKey,
    number
  >
  const total = data.media.length + keys.reduce((sum, key) => sum + rowCounts[key], 0)
  let done = 0
  // Reporting every write would cost more than the write; a few hundred updates are plenty.
  const step = Math.max(1, Math.floor(total / 400))
  let lastReported = 0
  const advance = (count: number, phase: string) => {
    done += count
    if (done - lastReported >= step || done === total) {
      lastReported = done
      report(done, total, phase)
    }
  }

  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY})`)
    const occupied = await occupiedTables(tx)
    if (occupied.length > 0) throw new SeedConflictError(occupied)
    await tx.execute(sql.raw('SET LOCAL standard_conforming_strings = on'))
    // The generated rows are consistent by construction (and tested so); skipping the per-row
    // foreign-key triggers halves the load time. Only a superuser may, so elsewhere keys are checked.
    const [superuser] = await queryRows(tx, `SELECT current_setting('is_superuser') AS value`)
    if (superuser?.value === 'on') await tx.execute(sql.raw('SET LOCAL session_replication_role = replica'))

    report(done, total, 'writing media files')
    clearSeedMedia(options.mediaDir)
    let written = 0
    // Written by the thread pool while the rows are inserted; awaited before the transaction commits.
    const mediaWritten = writeMedia(options.mediaDir, data.media, (count) => {
      advance(count - written, 'writing media files')
      written = count
    })
    // Should an insert fail first, the files' failure is the lesser news: not left unhandled.
    mediaWritten.catch(() => undefined)

    for (const key of keys) {
      await insertTable(tx, key, data.rows[key], (count) => {
        advance(count, `inserting ${getTableName(seedTables[key])}`)
      })
    }
    report(done, total, 'stocking the stores')
    await seedStoreStock(tx, options.seed)
    await mediaWritten
    report(done, total, 'finishing')
    for (const table of Object.values(seedTables)) await advanceSerialSequence(tx, table)
    await advanceOrderNumberSequence(tx)
    await advanceDocumentCounters(tx)
    await tx
      .insert(catalogVersion)
      .values({ id: 1, version: 1, changedAt: new Date() })
      .onConflictDoUpdate({
        target: catalogVersion.id,
        set: { version: sql`${catalogVersion.version} + 1`, changedAt: new Date() },
      })
  })
  report(total, total, 'finishing')

  return {
    seed: options.seed,
    products: options.products,
    rows: rowCounts,
    mediaFiles: data.media.length,
    accounts: data.accounts,
    teamAccounts: data.teamAccounts,
    durationMs: Math.round(performance.now() - started),
  }
}

/** One table's rows; a function of its own so the table and its row type stay paired for the compiler. */
function insertTable<K extends SeedTableKey>(
  executor: SqlExecutor,
  key: K,
  rows: SeedRows[K],
  onBatch: (count: number) => void,
): Promise<void> {
  return insertRows(executor, seedTables[key], rows, onBatch)
}
