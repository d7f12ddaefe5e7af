/**
 * Property-based tests: malformed bodies thrown at every write endpoint never produce a 5xx, and a
 * refused request leaves the database exactly as it was.
 */
import { getTableName, is, sql } from 'drizzle-orm'
import { PgTable, getTableConfig } from 'drizzle-orm/pg-core'
import fc from 'fast-check'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as schema from '../db/schema'
import { allEndpoints } from '../endpoints'
import { createProduct, createTestUser } from '../testing/fixtures'
import { startTestApi, testBackends } from '../testing/test-api'
import type { TestApi } from '../testing/test-api'

const writeEndpoints = allEndpoints.filter((endpoint) => endpoint.method !== 'GET')

/** Columns that legitimately change on any authenticated call (not data the request writes). */
const VOLATILE_COLUMNS = new Set(['sessions.last_used_at'])
/** Failed logins and attempts per address are recorded on purpose (limits): not compared. */
const EXCLUDED_TABLES = new Set(['login_throttle', 'address_limits'])

const tables: PgTable[] = []
for (const value of Object.values(schema) as unknown[]) if (is(value, PgTable)) tables.push(value)

const fingerprintRows = v.object({
  rows: v.array(v.object({ name: v.string(), digest: v.nullable(v.string()) })),
})

/** One statement computing a digest of every row of every table, so any write shows up. */
const fingerprintQuery = sql.join(
  tables
    .filter((table) => !EXCLUDED_TABLES.has(getTableName(table)))
    .map((table) => {
      const name = getTableName(table)
      const columns = getTableConfig(table)
        .columns.map((column) => column.name)
        .filter((column) => !VOLATILE_COLUMNS.has(`${name}.${column}`))
      const row = sql.raw(columns.map((column) => `coalesce("${column}"::text, '∅')`).join(` || '|' || `))
      // Ordered by the row text itself, so the digest does not depend on physical row order.
      return sql`SELECT ${name}::text AS name, md5(string_agg(${row}, ',' ORDER BY ${row})) AS digest FROM ${table}`
    }),
  sql` UNION ALL `,
)

async function fingerprint(api: TestApi): Promise<Record<string, string | null>> {
  const result = v.parse(fingerprintRows, await api.db.execute(fingerprintQuery))
  return Object.fromEntries(result.rows.map((row) => [row.name, row.digest]))
}

/** Garbage of every kind: raw text, arbitrary JSON, and the example body with fields broken. */
function malformedBodies(example: unknown): fc.Arbitrary<string> {
  // Full Unicode including NUL, which PostgreSQL refuses in text values.
  const rawText = fc.string({ maxLength: 200, unit: 'binary' })
  const anyJson = fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value))
  const exampleObject =
    typeof example === 'object' && example !== null && !Array.isArray(example) ? example : {}
  const keys = Object.keys(exampleObject)
  const brokenField =
    keys.length === 0
      ? anyJson
      : fc
          .record({
            key: fc.constantFrom(...keys),
            value: fc.oneof(
              fc.jsonValue({ maxDepth: 2 }),
              fc.constant(null),
              fc.constant('Anna\u0000Gruber'),
              fc.string({ minLength: 5_000, maxLength: 20_000 }),
              fc.integer(),
              fc.double(),
              fc.array(fc.integer()),
            ),
            drop: fc.boolean(),
          })
          .map(({ key, value, drop }) => {
            const copy: Record<string, unknown> = { ...exampleObject }
            if (drop) Reflect.deleteProperty(copy, key)
            else copy[key] = value
            return JSON.stringify(copy)
          })
  return fc.oneof(rawText, anyJson, brokenField)
}

describe.each(testBackends())('malformed input on %s', (backend) => {
  let api: TestApi

  beforeAll(async () => {
    api = await startTestApi(backend, allEndpoints, { omnichannel: true })
    await createProduct(api.db)
  }, 60_000)

  afterAll(async () => {
    await api.close()
  })

  it('has write endpoints to test, and a fingerprint that sees any write', async () => {
    expect(writeEndpoints.length).toBeGreaterThan(15)
    const before = await fingerprint(api)
    await api.db.update(schema.productOptions).set({ stock: 41 })
    expect(await fingerprint(api)).not.toEqual(before)
  })

  it.each(writeEndpoints.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const))(
    '%s answers malformed bodies with 4xx and writes nothing',
    async (_name, endpoint) => {
      const path = endpoint.example.path ?? endpoint.path.replace(/:[A-Za-z]+/g, '1')
      // A fresh customer per endpoint, since some calls (logout, account deletion) end the session.
      const { token, requestId } = await createTestUser(api.db)
      const session = { token, requestId }
      await fc.assert(
        fc.asyncProperty(
          malformedBodies(endpoint.example.body),
          fc.boolean(),
          async (rawBody, withSession) => {
            const before = await fingerprint(api)
            const result = await api.call(endpoint.method, path, {
              rawBody,
              ...(withSession ? session : {}),
            })
            expect(result.status, `${endpoint.method} ${path} with ${rawBody.slice(0, 120)}`).toBeLessThan(
              500,
            )
            if (result.status >= 400) expect(await fingerprint(api)).toEqual(before)
          },
        ),
        { numRuns: 20 },
      )
    },
    120_000,
  )
})
