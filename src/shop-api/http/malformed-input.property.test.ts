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
import { newToken, newUserHash, newUserRequestId, hashToken } from '../session/tokens'
import { createProduct } from '../testing/fixtures'
import { startTestApi, testBackends } from '../testing/test-api'
import type { TestApi } from '../testing/test-api'

const writeEndpoints = allEndpoints.filter((endpoint) => endpoint.method !== 'GET')

/** Columns that legitimately change on any authenticated call (not data the request writes). */
const VOLATILE_COLUMNS = new Set(['sessions.last_used_at'])
/** Failed logins are recorded on purpose (throttling), so that table is not compared. */
const EXCLUDED_TABLES = new Set(['login_throttle'])

const tables: PgTable[] = []
for (const value of Object.values(schema) as unknown[]) if (is(value, PgTable)) tables.push(value)

const fingerprintRows = v.object({ rows: v.array(v.object({ digest: v.nullable(v.string()) })) })

/** A digest of every row of every table, so any write shows up as a difference. */
async function fingerprint(api: TestApi): Promise<Record<string, string | null>> {
  const digests: Record<string, string | null> = {}
  for (const table of tables) {
    const name = getTableName(table)
    if (EXCLUDED_TABLES.has(name)) continue
    const columns = getTableConfig(table)
      .columns.map((column) => column.name)
      .filter((column) => !VOLATILE_COLUMNS.has(`${name}.${column}`))
    const list = sql.raw(columns.map((column) => `"${column}"::text`).join(` || '|' || `))
    const result = v.parse(
      fingerprintRows,
      await api.db.execute(sql`SELECT md5(string_agg(coalesce(${list}, '∅'), ',' ORDER BY 1)) AS digest FROM ${table}`),
    )
    digests[name] = result.rows[0]?.digest ?? null
  }
  return digests
}

/** Garbage of every kind: raw text, arbitrary JSON, and the example body with fields broken. */
function malformedBodies(example: unknown): fc.Arbitrary<string> {
  const rawText = fc.string({ maxLength: 200 })
  const anyJson = fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value))
  const exampleObject = typeof example === 'object' && example !== null && !Array.isArray(example) ? example : {}
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

  /** A fresh customer per endpoint, since some calls (logout, account deletion) end the session. */
  async function createSession(): Promise<{ token: string; requestId: string }> {
    const token = newToken()
    const requestId = newUserRequestId()
    const [user] = await api.db
      .insert(schema.users)
      .values({ publicId: crypto.randomUUID(), hash: newUserHash(), requestId, email: `fuzz-${requestId}@example.at` })
      .returning()
    if (!user) throw new Error('user fixture failed')
    await api.db.insert(schema.sessions).values({ userId: user.id, tokenHash: hashToken(token) })
    return { token, requestId }
  }

  beforeAll(async () => {
    api = await startTestApi(backend, allEndpoints)
    await createProduct(api.db)
  }, 60_000)

  afterAll(async () => {
    await api.close()
  })

  it('has write endpoints to test', () => {
    expect(writeEndpoints.length).toBeGreaterThan(0)
  })

  it.each(writeEndpoints.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const))(
    '%s answers malformed bodies with 4xx and writes nothing',
    async (_name, endpoint) => {
      const path = endpoint.example.path ?? endpoint.path.replace(/:[A-Za-z]+/g, '1')
      const session = await createSession()
      await fc.assert(
        fc.asyncProperty(malformedBodies(endpoint.example.body), fc.boolean(), async (rawBody, withSession) => {
          const before = await fingerprint(api)
          const result = await api.call(endpoint.method, path, {
            rawBody,
            ...(withSession ? session : {}),
          })
          expect(result.status, `${endpoint.method} ${path} with ${rawBody.slice(0, 120)}`).toBeLessThan(500)
          if (result.status >= 400) expect(await fingerprint(api)).toEqual(before)
        }),
        { numRuns: 30 },
      )
    },
    120_000,
  )
})
