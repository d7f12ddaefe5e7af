import { join, resolve } from 'node:path'
import { getRequest } from '@tanstack/react-start/server'
import { getServerConfig } from '~/config/config.server'
import { startCatalogIndex } from '~/shop-api/catalog-index/catalog-index.service'
import { keepWebAssemblyOnBaselineCode, openDatabase } from '~/shop-api/db/client'
import type { DatabaseHandle } from '~/shop-api/db/client'
import type { ShopApiHandler } from '~/shop-api/http/app'
import { clientAddressOf, rememberClientAddress } from '~/shop-api/http/client-address'
import { withStorefrontForwarding } from '~/shop-api/http/storefront-forwarding'
import { createMailer } from '~/shop-api/mail/mailer'
import { storefrontOrigin } from '~/shop-api/mail/mail-locale'
import { createShopApi } from '~/shop-api/shop-api'
import { startBackInStockNotifier } from '~/shop-api/stock-alerts/back-in-stock'
import { startReservationExpiry } from '~/shop-api/store-stock/reservation-expiry'
import { observeShopApiCall } from '~/metrics/metrics.server'
import type { ShopApiTransport } from '~/metrics/metrics.server'
import { databaseProbe } from './database-probe.server'
import { shopApiEndpointName } from './endpoint-names'
import { createShopClient } from './shop-client'
import type { HttpMethod, ShopClient } from './shop-client'

/** Origin the in-process transport pretends to call; never resolved over the network. */
const IN_PROCESS_ORIGIN = 'http://shop-api.internal'

/** Why this node cannot take requests now, as its readiness probe names it. */
export type RuntimeNotReadyReason = 'starting' | 'database unavailable' | 'catalogue index building'

export interface EmbeddedShopApi {
  readonly handler: ShopApiHandler
  readonly database: DatabaseHandle
  /** Why the embedded API cannot serve now (database silent, index not built yet), or undefined. */
  notReady(): Promise<RuntimeNotReadyReason | undefined>
  /** Folder of the generated artwork served at /media/. */
  readonly mediaDir: string
  /** Stops the catalogue index's LISTEN subscription, then closes the database. */
  close(): Promise<void>
}

export interface ShopRuntime {
  readonly client: ShopClient
  /** The reference API running in this process; absent when SHOP_API_URL points elsewhere. */
  readonly embedded: EmbeddedShopApi | undefined
}

/**
 * The Nitro startup plugin and the SSR handler are separate bundles, each with its own copy of this
 * module; the runtime lives on globalThis so both share one (PGlite allows one opener per process).
 */
const RUNTIME_KEY = Symbol.for('sportalpin.shopRuntime')
/** The runtime once it has opened (the promise above cannot be asked whether it has settled). */
const OPENED_RUNTIME_KEY = Symbol.for('sportalpin.openedShopRuntime')
/** Browser requests during which the API host did not answer (shared by both bundles, like the runtime). */
const UNAVAILABLE_KEY = Symbol.for('sportalpin.shopApiUnavailable')
type RuntimeHolder = {
  [RUNTIME_KEY]?: Promise<ShopRuntime> | undefined
  [OPENED_RUNTIME_KEY]?: ShopRuntime | undefined
  [UNAVAILABLE_KEY]?: WeakSet<Request>
}
const holder = globalThis as RuntimeHolder
const unavailableDuring = (holder[UNAVAILABLE_KEY] ??= new WeakSet<Request>())

async function createRuntime(): Promise<ShopRuntime> {
  const config = getServerConfig()
  if (config.SHOP_API_URL) {
    // HTTP mode: no database here (DATA_DIR is not touched), everything goes through the API host.
    return {
      client: createShopClient({
        baseUrl: config.SHOP_API_URL,
        timeoutMs: config.SHOP_API_TIMEOUT_MS,
        // The API limits logins and sign-ups per client address: it believes the browser's address
        // named with the shared secret (src/shop-api/http/storefront-forwarding.ts).
        fetch: (request) =>
          fetch(withStorefrontForwarding(request, config.STOREFRONT_SECRET, browserAddress())),
        onUnavailable: () => {
          const request = currentRequest()
          if (request) unavailableDuring.add(request)
        },
        onCallEnded: callObserver('http', new URL(config.SHOP_API_URL, IN_PROCESS_ORIGIN).pathname),
      }),
      embedded: undefined,
    }
  }
  const dataDir = resolve(config.DATA_DIR)
  // The embedded database's start-up peak is V8 optimizing its WebAssembly (ADR 027).
  if (!config.DATABASE_URL) keepWebAssemblyOnBaselineCode()
  const database = await openDatabase(
    config.DATABASE_URL ? { kind: 'postgres', url: config.DATABASE_URL } : { kind: 'pglite', dataDir },
  )
  const mailer = createMailer(database.db, { smtpUrl: config.SMTP_URL || undefined, from: config.MAIL_FROM })
  const now = () => new Date()
  const origin = storefrontOrigin(config.HOST_NAME, config.PORT)
  // Back-in-stock mails follow the stock announcements the catalogue index hears (ADR 008).
  const backInStock = startBackInStockNotifier({ db: database.db, mailer, now, storefrontOrigin: origin })
  // Starts building now, so that the first search rarely waits for it.
  const catalogIndex = startCatalogIndex({
    db: database.db,
    listen: database.listen,
    onStockChange: backInStock.stockChanged,
  })
  // Click & reserve: reservations past their 48 hours go back on the shelf (omnichannel only).
  const reservationExpiry = config.OMNICHANNEL_IS_AVAILABLE
    ? startReservationExpiry({ db: database.db, now })
    : undefined
  const handler = createShopApi({
    db: database.db,
    catalogIndex,
    mailer,
    now,
    storefrontOrigin: origin,
    teamStorefrontOrigin: config.TEAM_STOREFRONT_URL ? new URL(config.TEAM_STOREFRONT_URL).origin : undefined,
    exposeMailOutbox: config.EXPOSE_MAIL_OUTBOX,
    omnichannel: config.OMNICHANNEL_IS_AVAILABLE,
  })
  const client = createShopClient({
    baseUrl: IN_PROCESS_ORIGIN,
    fetch: (request) => {
      // The API limits logins and sign-ups per client address: the browser's, not this process's.
      rememberClientAddress(request, browserAddress())
      return handler.fetch(request)
    },
    onCallEnded: callObserver('in_process'),
  })
  const close = async () => {
    await catalogIndex.close()
    await backInStock.close()
    await reservationExpiry?.close()
    await database.close()
  }
  const databaseAnswers = databaseProbe(database)
  const notReady = async (): Promise<RuntimeNotReadyReason | undefined> => {
    if (!catalogIndex.isServing()) return 'catalogue index building'
    return (await databaseAnswers()) ? undefined : 'database unavailable'
  }
  return { client, embedded: { handler, database, notReady, mediaDir: join(dataDir, 'media'), close } }
}

/**
 * Why this node cannot take requests now, or undefined: still opening its database, or (with the
 * embedded API) the database does not answer or the catalogue index is not built yet. A storefront
 * node in HTTP mode is ready once started: the API host has a probe of its own.
 */
export async function shopRuntimeNotReady(): Promise<RuntimeNotReadyReason | undefined> {
  const runtime = holder[OPENED_RUNTIME_KEY]
  if (!runtime) return 'starting'
  return runtime.embedded?.notReady()
}

/** Records each API call's duration under its endpoint template (never its path), for GET /metrics. */
function callObserver(transport: ShopApiTransport, basePath = '/') {
  // A base URL's own path prefix (`https://api.example.at/shop`) is not part of the endpoint.
  const prefixLength = basePath.replace(/\/+$/, '').length
  return (method: HttpMethod, pathname: string, outcome: number | 'unavailable', seconds: number) => {
    observeShopApiCall(shopApiEndpointName(method, pathname.slice(prefixLength)), transport, outcome, seconds)
  }
}

/** The browser request being served, if any. */
function currentRequest(): Request | undefined {
  try {
    return getRequest()
  } catch {
    // Outside a request (start-up work): no browser to speak of.
    return undefined
  }
}

/** The client address src/server.ts recorded for the browser request being served, if any. */
function browserAddress(): string | undefined {
  const request = currentRequest()
  return request ? clientAddressOf(request) : undefined
}

/**
 * Whether a call to the API host failed for want of an answer (refused, or past SHOP_API_TIMEOUT_MS)
 * while `request` was served: its error page is then a 503, the shop being unavailable for a moment.
 */
export function shopApiWasUnavailable(request: Request): boolean {
  return unavailableDuring.has(request)
}

/**
 * The process-wide shop client, and the embedded API when there is one. Opened once, on first use:
 * the database connection (PGlite allows only one) is shared by every request.
 */
export function getShopRuntime(): Promise<ShopRuntime> {
  holder[RUNTIME_KEY] ??= createRuntime().then(
    (runtime) => {
      holder[OPENED_RUNTIME_KEY] = runtime
      return runtime
    },
    (error: unknown) => {
      holder[RUNTIME_KEY] = undefined
      throw error
    },
  )
  return holder[RUNTIME_KEY]
}

/**
 * Closes the embedded API's catalogue index and database, if this process opened them (shutdown).
 * Later calls of {@link getShopRuntime} would open them again; the process exits right after.
 */
export async function closeShopRuntime(): Promise<void> {
  const pending = holder[RUNTIME_KEY]
  if (!pending) return
  const runtime = await pending.catch(() => undefined)
  await runtime?.embedded?.close()
}
