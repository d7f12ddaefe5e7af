import { sql } from 'drizzle-orm'
import * as v from 'valibot'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { migrations } from './migrations.gen'

const appliedSchema = v.object({ rows: v.array(v.object({ tag: v.string() })) })

/** Arbitrary constant: serializes concurrent migrators (several nodes starting on PostgreSQL). */
const MIGRATION_LOCK_KEY = 727_274_001

/**
 * Applies the bundled drizzle-kit migrations that have not run yet, each in its own transaction,
 * under an advisory lock so two nodes never migrate at once.
 */
export async function runMigrations(
  db: PgDatabase<PgQueryResultHKT, Record<string, unknown>>,
): Promise<void> {
  await db.execute(
    sql`CREATE TABLE IF NOT EXISTS shop_migrations (tag text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`,
  )
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`)
    const applied = v.parse(appliedSchema, await tx.execute(sql`SELECT tag FROM shop_migrations`))
    const done = new Set(applied.rows.map((row) => row.tag))
    for (const migration of migrations) {
      if (done.has(migration.tag)) continue
      for (const statement of migration.sql.split('--> statement-breakpoint')) {
        if (statement.trim()) await tx.execute(sql.raw(statement))
      }
      await tx.execute(sql`INSERT INTO shop_migrations (tag) VALUES (${migration.tag})`)
    }
  })
}
