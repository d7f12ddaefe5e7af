/**
 * Prepares the shop's database before `npm start` serves it: creates and migrates it, and seeds a
 * fresh catalogue (SEED_PRODUCTS, default 3,000 products) when it has none. Uses the same
 * configuration as the server (DATABASE_URL, or the embedded database in DATA_DIR).
 */
import { join, resolve } from 'node:path'
import { formatConfigIssues, parseConfig } from '../src/config/config.schema'
import { openDatabase } from '../src/shop-api/db/client'
import { SeedConflictError, catalogIsEmpty, seedDatabase } from '../src/shop-api/seed/seed'

const parsed = parseConfig(process.env)
if (!parsed.ok) {
  console.error(formatConfigIssues(parsed.issues))
  process.exit(1)
}
const config = parsed.config
// A storefront node in HTTP mode keeps no database (its DATA_DIR may not even be writable).
if (config.SHOP_API_URL) {
  console.log('SHOP_API_URL is set: this storefront node keeps no database, nothing to prepare.')
  process.exit(0)
}

const dataDir = resolve(config.DATA_DIR)
let database
try {
  database = await openDatabase(
    config.DATABASE_URL ? { kind: 'postgres', url: config.DATABASE_URL } : { kind: 'pglite', dataDir },
  )
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error))
  process.exit(1)
}
try {
  if (config.SEED_PRODUCTS > 0 && (await catalogIsEmpty(database.db))) {
    console.log(`Seeding a fresh catalogue of ${config.SEED_PRODUCTS} products …`)
    const started = performance.now()
    try {
      await seedDatabase(database.db, {
        products: config.SEED_PRODUCTS,
        seed: 1,
        mediaDir: join(dataDir, 'media'),
      })
      console.log(`Seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`)
    } catch (error) {
      // Another node seeded the same PostgreSQL first, or the shop already holds customer data:
      // never overwrite; serve what is there.
      if (!(error instanceof SeedConflictError)) throw error
      console.log(`Not seeding: ${error.message}`)
    }
  }
} finally {
  await database.close()
}
