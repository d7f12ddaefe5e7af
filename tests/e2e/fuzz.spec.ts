import { readdirSync, readFileSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { join } from 'node:path'
import fc from 'fast-check'
import pg from 'pg'
import { allEndpoints } from '../../src/shop-api/endpoints'
import { expect, test } from '../setup/test'
import { createPostgresDatabase, killServer, prepareDatabase, startServer } from '../setup/server-process'
import type { RunningServer } from '../setup/server-process'

/**
 * Property-based fuzzing of the production server over real HTTP (issue 11): every method, with and
 * without bodies, fixed-length and chunked, sent to every API endpoint, every server function and a
 * corpus of hostile paths. Whatever arrives, the answer is never a 5xx, and requests that must be
 * refused leave the database as it was. Bounded: a fixed number of runs per property, and
 * fast-check prints the seed of a failing run.
 */

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const
const RUNS = 250

/** Ids of the build's server functions, from the server bundle's manifest. */
function serverFunctionIds(): string[] {
  const folder = '.output/server/_ssr'
  const ids = new Set<string>()
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.mjs'))) {
    for (const match of readFileSync(join(folder, file), 'utf8').matchAll(/"([0-9a-f]{64})":\s*\{/g)) {
      if (match[1]) ids.add(match[1])
    }
  }
  return [...ids]
}

const HOSTILE_SEGMENTS = [
  '',
  '..',
  '%2e%2e',
  '..%2f..%2fetc%2fpasswd',
  '%00',
  '%ff',
  '%c0%ae',
  '%',
  '%%',
  '\u00e4',
  '😀',
  'a'.repeat(2_000),
  '<script>',
  "'; DROP TABLE users; --",
  '-1',
  '0',
  '99999999999999999999',
  'NaN',
  '00000000-0000-0000-0000-000000000000',
  '{{7*7}}',
]

const HOSTILE_PATHS = [
  '//',
  '///',
  '/.//',
  '/en//',
  '//evil.com',
  '/..%2f',
  '/%2e%2e/%2e%2e/',
  '/p/%ff/',
  '/p/%00/',
  '/_serverFn/',
  '/_serverFn//x',
  '/_serverFn/%ff',
  '/_serverFn/../api/v1/user/',
  '/api/',
  '/api/v1/',
  '/api/v1/user/order/%ff/',
  '/assets/',
  '/assets/..%2f..%2fpackage.json',
  '/media/../../etc/passwd',
  '/media/%2e%2e/x',
  `/search/?q=${'x'.repeat(10_000)}`,
  '/herren/?filters=%ff&priceMin=-1&priceMax=1e309&page=-3&sortField=%00',
  '/en/my-account/order-details/%ff/',
  '/doi/thankyou/%ff/',
  '/reset-password/?token=%00',
]

/** Every API path with its parameters filled from the hostile segments or random text. */
function apiPaths(): fc.Arbitrary<string> {
  const templates = [...new Set(allEndpoints.map((endpoint) => endpoint.path))]
  const segment = fc.oneof(fc.constantFrom(...HOSTILE_SEGMENTS), fc.string({ maxLength: 30 }))
  return fc
    .tuple(fc.constantFrom(...templates), fc.array(segment, { minLength: 4, maxLength: 4 }))
    .map(([template, values]) => {
      let index = 0
      return template.replace(/:[A-Za-z]+/g, () => encodeURIComponent(values[index++ % values.length] ?? ''))
    })
}

type BodyMode = 'none' | 'json' | 'garbage' | 'chunked-json' | 'chunked-garbage' | 'multipart'

interface Shot {
  readonly method: (typeof METHODS)[number]
  readonly path: string
  readonly mode: BodyMode
  readonly json: unknown
  readonly garbage: Uint8Array
  readonly serverFnHeader: boolean
}

function shots(paths: fc.Arbitrary<string>): fc.Arbitrary<Shot> {
  return fc.record({
    method: fc.constantFrom(...METHODS),
    path: paths,
    mode: fc.constantFrom<BodyMode>(
      'none',
      'json',
      'garbage',
      'chunked-json',
      'chunked-garbage',
      'multipart',
    ),
    json: fc.jsonValue({ maxDepth: 4 }),
    garbage: fc.uint8Array({ maxLength: 300 }),
    serverFnHeader: fc.boolean(),
  })
}

/**
 * Sends one request as raw as Node allows (path verbatim, chunked when asked) and resolves with the
 * status, or with 0 when the server reset the connection.
 */
function send(baseUrl: string, shot: Shot): Promise<number> {
  const { hostname, port } = new URL(baseUrl)
  const headers: Record<string, string> = { 'x-forwarded-for': '192.0.2.200' }
  if (shot.serverFnHeader) headers['x-tsr-serverfn'] = 'true'
  let body: Uint8Array | string | undefined
  let chunked = false
  switch (shot.mode) {
    case 'json':
    case 'chunked-json':
      body = JSON.stringify(shot.json)
      headers['content-type'] = 'application/json'
      chunked = shot.mode === 'chunked-json'
      break
    case 'garbage':
    case 'chunked-garbage':
      body = shot.garbage
      headers['content-type'] = 'application/json'
      chunked = shot.mode === 'chunked-garbage'
      break
    case 'multipart':
      body = `--x\r\nContent-Disposition: form-data; name="data"\r\n\r\n${JSON.stringify(shot.json)}\r\n--y--`
      headers['content-type'] = 'multipart/form-data; boundary=x'
      break
    case 'none':
      break
  }
  if (body !== undefined && !chunked) headers['content-length'] = String(Buffer.byteLength(body))
  if (chunked) headers['transfer-encoding'] = 'chunked'
  return new Promise((resolve) => {
    const outgoing = httpRequest(
      { hostname, port, method: shot.method, path: shot.path, headers, agent: false, timeout: 15_000 },
      (response) => {
        response.resume()
        response.on('end', () => {
          resolve(response.statusCode ?? 0)
        })
      },
    )
    outgoing.on('error', () => {
      resolve(0)
    })
    outgoing.on('timeout', () => {
      outgoing.destroy()
    })
    if (body !== undefined) {
      if (chunked && typeof body !== 'string') {
        // Two chunks, so a reader that expects one piece meets a stream.
        outgoing.write(body.subarray(0, body.length >> 1))
        outgoing.write(body.subarray(body.length >> 1))
      } else outgoing.write(body)
    }
    outgoing.end()
  })
}

async function expectNo5xx(baseUrl: string, paths: fc.Arbitrary<string>, runs: number) {
  await fc.assert(
    fc.asyncProperty(shots(paths), async (shot) => {
      const status = await send(baseUrl, shot)
      // 0: the connection was reset instead of answered.
      return status >= 100 && status < 500
    }),
    { numRuns: runs },
  )
}

/** A digest of every table but the ones that record refused attempts on purpose. */
async function databaseDigest(databaseUrl: string): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const { rows } = await client.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'
         AND table_name NOT IN ('login_throttle', 'address_limits') ORDER BY table_name`,
    )
    const parts: string[] = []
    for (const { table_name: table } of rows) {
      const result = await client.query<{ digest: string | null }>(
        `SELECT md5(string_agg(t::text, ',' ORDER BY t::text)) AS digest FROM "${table}" t`,
      )
      parts.push(`${table}:${result.rows[0]?.digest ?? ''}`)
    }
    return parts.join('\n')
  } finally {
    await client.end()
  }
}

const everyPath = (ids: string[]) =>
  fc.oneof(
    apiPaths(),
    fc.constantFrom(...HOSTILE_PATHS),
    fc.constantFrom(...ids).map((id) => `/_serverFn/${id}`),
  )

test.describe('fuzzing over real HTTP', () => {
  test.describe.configure({ timeout: 180_000 })

  test('no request shape makes the server answer 5xx (embedded database)', async ({ baseURL }) => {
    const ids = serverFunctionIds()
    expect(ids.length).toBeGreaterThan(10)
    await expectNo5xx(baseURL ?? '', everyPath(ids), RUNS)
    // Every server function at least once, with every body mode.
    for (const id of ids) {
      for (const mode of ['none', 'garbage', 'chunked-json', 'multipart'] as const) {
        const status = await send(baseURL ?? '', {
          method: 'POST',
          path: `/_serverFn/${id}`,
          mode,
          json: { t: 1 },
          garbage: new Uint8Array([123, 0, 255]),
          serverFnHeader: true,
        })
        expect(status, `${id} ${mode}`).toBeGreaterThanOrEqual(100)
        expect(status, `${id} ${mode}`).toBeLessThan(500)
      }
    }
  })

  test('no 5xx on PostgreSQL either, and refused writes leave the database as it was', async () => {
    const adminUrl = process.env.TEST_DATABASE_URL
    test.skip(!adminUrl, 'needs TEST_DATABASE_URL (CI sets it when PostgreSQL runs on 127.0.0.1:5432)')
    const database = await createPostgresDatabase(adminUrl ?? '')
    let server: RunningServer | undefined
    try {
      prepareDatabase(database.env)
      server = await startServer(4350 + (Number(process.env.E2E_PORT ?? 4173) % 10), database.env)
      const ids = serverFunctionIds()
      await expectNo5xx(server.url, everyPath(ids), RUNS)

      // Writes whose bodies cannot be valid, without a session: each must be refused, none may write.
      const before = await databaseDigest(database.env.DATABASE_URL ?? '')
      const url = server.url
      await fc.assert(
        fc.asyncProperty(
          fc.record({
            method: fc.constantFrom('POST', 'PUT', 'PATCH', 'DELETE' as const),
            path: fc.oneof(
              apiPaths(),
              fc.constantFrom(...ids).map((id) => `/_serverFn/${id}`),
            ),
            mode: fc.constantFrom<BodyMode>('garbage', 'chunked-garbage', 'multipart'),
            json: fc.constant(null),
            garbage: fc.uint8Array({ maxLength: 200 }).map((bytes) => Uint8Array.from([0x7b, ...bytes])),
            serverFnHeader: fc.boolean(),
          }),
          async (shot) => {
            const status = await send(url, shot)
            return status >= 400 && status < 500
          },
        ),
        { numRuns: 150 },
      )
      expect(await databaseDigest(database.env.DATABASE_URL ?? '')).toBe(before)
    } finally {
      killServer(server)
      await database.drop()
    }
  })
})
