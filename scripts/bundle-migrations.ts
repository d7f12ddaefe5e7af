/**
 * Turns drizzle-kit's migration folder into a TypeScript module, so the migrations travel inside
 * the server bundle and the command-line tools alike (no file lookups at run time).
 * Run after `drizzle-kit generate` (npm run db:generate does both).
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { renderMigrationsModule } from '../src/shop-api/db/migrations-bundle'

const folder = new URL('../src/shop-api/db/migrations/', import.meta.url)
const target = new URL('../src/shop-api/db/migrations.gen.ts', import.meta.url)

writeFileSync(
  target,
  renderMigrationsModule((name) => readFileSync(new URL(name, folder), 'utf8')),
)
console.log(`Wrote ${target.pathname}`)
