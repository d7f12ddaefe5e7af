/**
 * Test harness: a real shop API over real HTTP, on in-memory PGlite or — when TEST_DATABASE_URL is
 * set — on a fresh PostgreSQL database created for the suite and dropped afterwards.
 */
import { rememberClientAddress } from '../http/client-address'
import { randomBytes } from 'node:crypto'
import { serve } from '@hono/node-server'
import type { AddressInfo } from 'node:net'
import pg from 'pg'
import { startCatalogIndex } from '../catalog-index/catalog-index.service'
import type { CatalogIndexOptions } from '../catalog-index/catalog-index.service'
import { openDatabase } from '../db/client'
import type { Database, DatabaseHandle } from '../db/client'
import type { AnyEndpoint } from '../http/endpoint'
import { createShopApiHandler } from '../http/app'
import type { ShopApiHandler } from '../http/app'
import { createMailer } from '../mail/mailer'
import type { ShopApiServices } from '../services'
import { startBackInStockNotifier } from '../stock-alerts/back-in-stock'
import type { BackInStockNotifier } from '../stock-alerts/back-in-stock'

export type TestBackend = 'pglite' | 'postgres'

/** How `call` tells the harness's server which client address a request comes from. */
const TEST_CLIENT_ADDRESS_HEADER = 'x-test-client-address'

/** The backends to run database suites on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export function testBackends(): TestBackend[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite']
}

export interface TestClock {
  now: Date
  advance(milliseconds: number): void
}

export interface CallOptions {
  readonly body?: unknown
  /** Raw body text, sent as is (for malformed-input tests). */
  readonly rawBody?: string
  readonly token?: string
  readonly requestId?: string
  readonly headers?: Record<string, string>
  readonly query?: Record<string, string>
  /** The client's address, as the server entry records it for the per-address limits. */
  readonly clientAddress?: string
}

export interface CallResult {
  readonly status: number
  readonly headers: Headers
  /** Parsed JSON body (or the text when it is not JSON). */
  readonly body: unknown
}

export interface TestApi {
  readonly db: Database
  /** The database's handle, for what `db` does not offer (NOTIFY subscriptions). */
  readonly database: DatabaseHandle
  /** The PostgreSQL database's URL; undefined on PGlite. */
  readonly databaseUrl: string | undefined
  readonly services: ShopApiServices
  /** Sends back-in-stock mails for the stock changes this instance's catalogue index hears. */
  readonly backInStock: BackInStockNotifier
  readonly clock: TestClock
  readonly baseUrl: string
  readonly handler: ShopApiHandler
  call(method: string, path: string, options?: CallOptions): Promise<CallResult>
  close(): Promise<void>
}

export interface TestApiOptions {
  readonly exposeMailOutbox?: boolean
  /** Omnichannel available (its endpoints registered); off by default, as with OS=APP2. */
  readonly omnichannel?: boolean
  /** Another API instance over the same database (PostgreSQL: two nodes; PGlite: the same one). */
  readonly sameDatabaseAs?: TestApi
  /** Overrides for the catalogue index (a failing build, a log collector). */
  readonly catalogIndex?: Partial<Pick<CatalogIndexOptions, 'build' | 'log' | 'reconnectDelayMs'>>
  /** The team storefront's origin (TEAM_STOREFRONT_URL); unset, mails link to the shop's. */
  readonly teamStorefrontOrigin?: string
}

/** A fresh PostgreSQL database beside `adminUrl`'s, with a function that drops it again. */
export async function createPostgresDatabase(
  adminUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `shop_test_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: adminUrl })
      await dropper.connect()
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await dropper.end()
    },
  }
}

/** Starts the API with the given endpoints over HTTP on a free port. */
export async function startTestApi(
  backend: TestBackend,
  endpoints: readonly AnyEndpoint[],
  options: TestApiOptions = {},
): Promise<TestApi> {
  let handle: DatabaseHandle
  let dropDatabase: () => Promise<void> = () => Promise.resolve()
  let closeDatabase = true
  let databaseUrl: string | undefined
  const shared = options.sameDatabaseAs
  if (shared?.databaseUrl !== undefined) {
    // A node of its own: its own pool and LISTEN connection over the first instance's database.
    databaseUrl = shared.databaseUrl
    handle = await openDatabase({ kind: 'postgres', url: databaseUrl })
  } else if (shared) {
    // PGlite allows one opener: the second instance shares the first one's connection.
    handle = shared.database
    closeDatabase = false
  } else if (backend === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL
    if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set')
    const created = await createPostgresDatabase(adminUrl)
    dropDatabase = created.drop
    databaseUrl = created.url
    handle = await openDatabase({ kind: 'postgres', url: created.url })
  } else {
    handle = await openDatabase({ kind: 'memory' })
  }
  const clock: TestClock = {
    now: new Date('2026-11-22T10:00:00Z'),
    advance(milliseconds) {
      this.now = new Date(this.now.getTime() + milliseconds)
    },
  }
  const mailer = createMailer(handle.db, { from: 'shop@example.at' })
  const now = () => clock.now
  const backInStock = startBackInStockNotifier({
    db: handle.db,
    mailer,
    now,
    storefrontOrigin: 'http://shop.test',
  })
  const services: ShopApiServices = {
    db: handle.db,
    mailer,
    now,
    storefrontOrigin: 'http://shop.test',
    teamStorefrontOrigin: options.teamStorefrontOrigin,
    exposeMailOutbox: options.exposeMailOutbox ?? true,
    omnichannel: options.omnichannel ?? false,
    catalogIndex: startCatalogIndex({
      db: handle.db,
      listen: handle.listen,
      onStockChange: backInStock.stockChanged,
      ...options.catalogIndex,
    }),
  }
  const handler = createShopApiHandler(services, endpoints)
  const server = serve({
    fetch: (request) => {
      // Stands in for src/server.ts, which records the (forwarded) client address of each request.
      rememberClientAddress(request, request.headers.get(TEST_CLIENT_ADDRESS_HEADER) ?? undefined)
      return handler.fetch(request)
    },
    port: 0,
    hostname: '127.0.0.1',
  })
  await new Promise<void>((resolve) => {
    if (server.listening) resolve()
    else
      server.once('listening', () => {
        resolve()
      })
  })
  const { port } = server.address() as AddressInfo
  const baseUrl = `http://127.0.0.1:${port}`

  return {
    db: handle.db,
    database: handle,
    databaseUrl,
    services,
    backInStock,
    clock,
    baseUrl,
    handler,
    async call(method, path, options = {}) {
      const url = new URL(path, baseUrl)
      for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, value)
      const headers: Record<string, string> = { accept: 'application/json', ...options.headers }
      if (options.token) headers.authorization = `Bearer ${options.token}`
      if (options.requestId) headers['x-request-id'] = options.requestId
      if (options.clientAddress) headers[TEST_CLIENT_ADDRESS_HEADER] = options.clientAddress
      let body: string | undefined
      if (options.rawBody !== undefined) body = options.rawBody
      else if (options.body !== undefined) body = JSON.stringify(options.body)
      if (body !== undefined) headers['content-type'] ??= 'application/json'
      const response = await fetch(url, { method, headers, body })
      const text = await response.text()
      let parsed: unknown = text
      try {
        parsed = JSON.parse(text)
      } catch {
        // not JSON: keep the text
      }
      return { status: response.status, headers: response.headers, body: parsed }
    },
    async close() {
      await new Promise<void>((resolve) =>
        server.close(() => {
          resolve()
        }),
      )
      await services.catalogIndex.close()
      await backInStock.close()
      if (closeDatabase) await handle.close()
      await dropDatabase()
    },
  }
}
