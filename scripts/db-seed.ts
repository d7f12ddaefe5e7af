/**
 * `npm run db:seed -- [--products N] [--seed S] [--data-dir DIR] [--database-url URL] [--reset]`
 *
 * Seeds the reference shop API's database with the deterministic demo catalogue, customers and
 * content, and writes the generated images to DATA_DIR/media. Seeds PostgreSQL when a database URL
 * is given (or DATABASE_URL is set), the embedded PGlite database in the data directory otherwise.
 * Refuses a database that already has products unless --reset is given.
 */
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { openDatabase } from '../src/shop-api/db/client'
import type { DatabaseHandle } from '../src/shop-api/db/client'
import {
  MAX_SEED_PRODUCTS,
  SeedConflictError,
  countProducts,
  resetDatabase,
  seedDatabase,
} from '../src/shop-api/seed/seed'
import { DEMO_PASSWORD } from '../src/shop-api/seed/customers'

const usage = `Usage: npm run db:seed -- [options]

  --products N        number of products (default 3000, at most ${MAX_SEED_PRODUCTS})
  --seed S            PRNG seed; the same seed and N give the same data (default 1)
  --data-dir DIR      data directory: PGlite database and media files (default $DATA_DIR or ./data)
  --database-url URL  seed PostgreSQL instead of PGlite (default $DATABASE_URL)
  --reset             empty all tables first (otherwise a catalogue with products is refused)
  --help              show this help`

function report(message: string): void {
  process.stderr.write(`db:seed: ${message}\n`)
}

/** For argument errors, before anything is opened. */
function fail(message: string): never {
  report(message)
  process.exit(1)
}

function wholeNumber(
  name: string,
  text: string | undefined,
  fallback: number,
  min: number,
  max: number,
): number {
  if (text === undefined) return fallback
  const value = Number(text)
  if (!/^\d+$/.test(text.trim()) || value < min || value > max) {
    fail(`--${name} must be a whole number from ${min} to ${max}, not "${text}"`)
  }
  return value
}

function parseOptions() {
  return parseArgs({
    options: {
      products: { type: 'string' },
      seed: { type: 'string' },
      'data-dir': { type: 'string' },
      'database-url': { type: 'string' },
      reset: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
    strict: true,
    allowPositionals: false,
  }).values
}
let parsed: ReturnType<typeof parseOptions>
try {
  parsed = parseOptions()
} catch (error) {
  fail(`${error instanceof Error ? error.message : String(error)}\n\n${usage}`)
}
if (parsed.help) {
  process.stdout.write(`${usage}\n`)
  process.exit(0)
}

const products = wholeNumber('products', parsed.products, 3000, 1, MAX_SEED_PRODUCTS)
const seed = wholeNumber('seed', parsed.seed, 1, 0, 0xffff_ffff)
const dataDir = resolve(parsed['data-dir'] ?? (process.env.DATA_DIR || './data'))
const databaseUrl = parsed['database-url'] ?? (process.env.DATABASE_URL || undefined)
const mediaDir = join(dataDir, 'media')
const target = databaseUrl ? 'PostgreSQL' : `PGlite in ${dataDir}`

/**
 * A one-line progress bar on stderr, redrawn in place on a terminal. Elsewhere (CI logs) it prints
 * one line per phase instead of hundreds of carriage-return updates.
 */
function createProgressBar() {
  const interactive = process.stderr.isTTY
  const width = 30
  let lastPhase = ''
  let lastDraw = 0
  return {
    update: (done: number, total: number, phase: string) => {
      if (!interactive) {
        if (phase !== lastPhase) process.stderr.write(`${phase} …\n`)
        lastPhase = phase
        return
      }
      const now = performance.now()
      if (phase === lastPhase && now - lastDraw < 80 && done < total) return
      lastPhase = phase
      lastDraw = now
      const ratio = total > 0 ? Math.min(1, done / total) : 1
      const filled = Math.round(ratio * width)
      const bar = `${'█'.repeat(filled)}${'░'.repeat(width - filled)}`
      const percent = `${Math.floor(ratio * 100)}`.padStart(3)
      process.stderr.write(`\r\x1b[2K[${bar}] ${percent} %  ${phase}`)
    },
    end: () => {
      if (interactive) process.stderr.write('\n')
    },
  }
}

/** Seeds and reports; returns the exit code. The database is closed on every path. */
async function main(): Promise<number> {
  let handle: DatabaseHandle | undefined
  try {
    handle = await openDatabase(
      databaseUrl ? { kind: 'postgres', url: databaseUrl } : { kind: 'pglite', dataDir },
    )
    const existing = await countProducts(handle.db)
    if (existing > 0 && !parsed.reset) {
      report(
        `the catalogue in ${target} already has ${existing} products; run with --reset to replace all data.`,
      )
      return 1
    }
    if (parsed.reset) {
      process.stderr.write(`Resetting ${target} …\n`)
      await resetDatabase(handle.db)
    }
    process.stderr.write(`Seeding ${products} products (seed ${seed}) into ${target} …\n`)
    const bar = createProgressBar()
    const summary = await seedDatabase(handle.db, { products, seed, mediaDir, onProgress: bar.update })
    bar.end()
    const rows = Object.values(summary.rows).reduce((sum, count) => sum + count, 0)
    process.stdout.write(
      `Seeded ${summary.products} products, ${rows} rows and ${summary.mediaFiles} media files in ${(summary.durationMs / 1000).toFixed(1)} s.\n` +
        `Demo accounts (password ${DEMO_PASSWORD}): ${summary.accounts.map((account) => `${account.email} (${account.role})`).join(', ')}\n` +
        `Team accounts (same password): ${summary.teamAccounts.map((account) => `${account.email} (${account.role})`).join(', ')}\n`,
    )
    return 0
  } catch (error) {
    if (error instanceof SeedConflictError) report(`${error.message} Run with --reset to replace all data.`)
    else report(error instanceof Error ? error.message : String(error))
    return 1
  } finally {
    await handle?.close()
  }
}

process.exitCode = await main()
