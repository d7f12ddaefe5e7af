/**
 * The demo operator's command (ADR 034): moves an order on as the warehouse or a store would report
 * it, e.g. `npm run order:status -- SA-2026-000156 shipped`. Home deliveries go in_preparation →
 * shipped → delivered, click & collect orders in_preparation → ready_for_pickup → picked_up; each
 * step is written with its time into the order's history. Uses the server's configuration
 * (DATABASE_URL, or the embedded database in DATA_DIR, which only one process may open: stop the
 * server first there).
 */
import { resolve } from 'node:path'
import { formatConfigIssues, parseConfig } from '../src/config/config.schema'
import { openDatabase } from '../src/shop-api/db/client'
import type { OrderStatus } from '../src/shop-api/db/schema'
import { advanceOrder, operatorStatuses } from '../src/shop-api/user/order-lifecycle.service'

const [number, status] = process.argv.slice(2)
const usage = `Usage: npm run order:status -- <order number> <${operatorStatuses.join('|')}>`
if (!number || !status || !(operatorStatuses as readonly string[]).includes(status)) {
  console.error(usage)
  process.exit(2)
}

const parsed = parseConfig(process.env)
if (!parsed.ok) {
  console.error(formatConfigIssues(parsed.issues))
  process.exit(2)
}
const { DATABASE_URL, DATA_DIR } = parsed.config
const database = await openDatabase(
  DATABASE_URL ? { kind: 'postgres', url: DATABASE_URL } : { kind: 'pglite', dataDir: resolve(DATA_DIR) },
)
try {
  const outcome = await advanceOrder(database.db, number, status as OrderStatus, new Date())
  if (outcome.ok) console.log(`${number}: ${outcome.from} → ${status}`)
  else {
    console.error(
      outcome.reason === 'unknown-order'
        ? `${number}: no such order`
        : `${number}: cannot go from ${outcome.status ?? '?'} to ${status}`,
    )
    process.exitCode = 1
  }
} finally {
  await database.close()
}
