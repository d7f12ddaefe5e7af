import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client'
import {
  METHOD_LABELS,
  ROUTE_LABELS,
  STATUS_CLASSES,
  isPageLabel,
  methodLabel,
  pathOf,
  routeLabelForPath,
  statusClass,
} from './labels'

/**
 * The app's metrics, in a registry of its own (not prom-client's global one): tests, benchmarks
 * and the two bundles of a build (the server's start-up plugins and the request handler each have
 * a copy of this module) must neither collide nor count twice. The registry therefore lives on
 * globalThis, like the shop runtime (src/shop-client/shop-runtime.server.ts).
 *
 * Recording is cheap by design: label values come from small fixed sets (route names, kinds,
 * methods, status classes, endpoint templates), label objects are made once, and the hot path does
 * nothing but read a clock and observe. Gauges that describe a state (queues, pool waiters, index
 * size) are read when Prometheus scrapes, not kept current per request.
 */

/** Seconds; from a cached page (a few ms) to the shop API's deadline (8 s by default). */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]
/** Waits in a queue are mostly zero; the buckets start finer. */
const WAIT_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5]

function createMetrics() {
  const registry = new Registry()
  /** Readers of the states scraped on demand, set by whichever copy of this module opens them. */
  const readers = {
    databaseWaiting: new Map<string, () => number>(),
    passwordQueue: (): number => 0,
  }
  const registers = [registry]
  // Memory, CPU, event-loop lag and GC of this process.
  collectDefaultMetrics({ register: registry })
  return {
    registry,
    readers,
    requestDuration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Requests the app answered, by route name or kind: time until the response head was ready.',
      labelNames: ['route', 'method', 'status_class'] as const,
      buckets: DURATION_BUCKETS,
      registers,
    }),
    requests: new Counter({
      name: 'http_requests_total',
      help: 'Requests the app answered, by route name or kind, method and status class.',
      labelNames: ['route', 'method', 'status_class'] as const,
      registers,
    }),
    ssrRender: new Histogram({
      name: 'ssr_render_seconds',
      help: 'Server rendering of a page until its response head was ready, by route name.',
      labelNames: ['route'] as const,
      buckets: DURATION_BUCKETS,
      registers,
    }),
    shopApiCall: new Histogram({
      name: 'shop_api_call_duration_seconds',
      help: 'Calls of the storefront to the shop API (its retry included), by endpoint template, transport and outcome.',
      labelNames: ['endpoint', 'transport', 'outcome'] as const,
      buckets: DURATION_BUCKETS,
      registers,
    }),
    databaseWait: new Histogram({
      name: 'db_wait_seconds',
      help: 'Time a database operation waited for the connection: the embedded database runs one at a time, PostgreSQL has a pool.',
      labelNames: ['driver'] as const,
      buckets: WAIT_BUCKETS,
      registers,
    }),
    databaseWaiting: new Gauge({
      name: 'db_waiting_operations',
      help: 'Database operations waiting for the connection now (PGlite queue or PostgreSQL pool waiters).',
      labelNames: ['driver'] as const,
      registers,
      collect() {
        for (const [driver, read] of readers.databaseWaiting) this.set({ driver }, read())
      },
    }),
    catalogDocuments: new Gauge({
      name: 'catalog_index_documents',
      help: 'Products in the catalogue index being served.',
      registers,
    }),
    catalogRebuild: new Histogram({
      name: 'catalog_index_rebuild_seconds',
      help: 'Full rebuilds of the catalogue index, by outcome.',
      labelNames: ['outcome'] as const,
      buckets: [0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
      registers,
    }),
    passwordQueue: new Gauge({
      name: 'password_hash_queue_length',
      help: 'Password hashes and verifications (argon2) waiting for a free slot now.',
      registers,
      collect() {
        this.set(readers.passwordQueue())
      },
    }),
    passwordWait: new Histogram({
      name: 'password_hash_wait_seconds',
      help: 'Time a password hash or verification waited for a free slot, by priority (a known device’s login goes first).',
      labelNames: ['priority'] as const,
      buckets: WAIT_BUCKETS,
      registers,
    }),
    rateLimited: new Counter({
      name: 'rate_limit_refusals_total',
      help: 'Requests refused (429) by a limit, by the limit’s name.',
      labelNames: ['limit'] as const,
      registers,
    }),
  }
}

type Metrics = ReturnType<typeof createMetrics>

const METRICS_KEY = Symbol.for('sportalpin.metrics')
const holder = globalThis as { [METRICS_KEY]?: Metrics }
const metrics = (holder[METRICS_KEY] ??= createMetrics())

/** The registry `GET /metrics` answers from. */
export const metricsRegistry: Registry = metrics.registry

type RequestLabels = { route: string; method: string; status_class: string }

/** Every combination's label object, made once: the hot path indexes instead of allocating. */
const requestLabels: RequestLabels[] = []
for (const route of ROUTE_LABELS)
  for (const method of METHOD_LABELS)
    for (const status of STATUS_CLASSES) requestLabels.push({ route, method, status_class: status })
const routeLabels = new Map(ROUTE_LABELS.map((route) => [route, { route }]))

function requestLabelsOf(route: string, method: string, status: number): RequestLabels {
  const routeIndex = ROUTE_LABELS.indexOf(route as (typeof ROUTE_LABELS)[number])
  const methodIndex = METHOD_LABELS.indexOf(methodLabel(method))
  const statusIndex = STATUS_CLASSES.indexOf(statusClass(status))
  return requestLabels[
    (routeIndex * METHOD_LABELS.length + methodIndex) * STATUS_CLASSES.length + statusIndex
  ] as RequestLabels
}

/**
 * Answers `request` with `answer()` and records the request's count and duration (until the
 * response head is ready; a streamed body follows). A request that throws counts as a 5xx.
 */
export async function observeRequest(request: Request, answer: () => Promise<Response>): Promise<Response> {
  const startedAt = performance.now()
  let status = 500
  try {
    const response = await answer()
    status = response.status
    return response
  } finally {
    const labels = requestLabelsOf(routeLabelForPath(pathOf(request.url)), request.method, status)
    metrics.requests.inc(labels)
    metrics.requestDuration.observe(labels, (performance.now() - startedAt) / 1000)
  }
}

/** Renders a page with `render()` and records the time until its response head was ready. */
export async function observeRender(
  request: Request,
  render: () => Response | Promise<Response>,
): Promise<Response> {
  const startedAt = performance.now()
  const response = await render()
  const route = routeLabelForPath(pathOf(request.url))
  // Server functions go through the same handler; they are not pages.
  if (isPageLabel(route)) {
    metrics.ssrRender.observe(routeLabels.get(route) ?? { route }, (performance.now() - startedAt) / 1000)
  }
  return response
}

export type ShopApiTransport = 'in_process' | 'http'

/** One call to the shop API: its endpoint name (`METHOD template`), how it went, and its duration. */
export function observeShopApiCall(
  endpoint: string,
  transport: ShopApiTransport,
  outcome: number | 'unavailable',
  seconds: number,
): void {
  metrics.shopApiCall.observe(
    { endpoint, transport, outcome: outcome === 'unavailable' ? outcome : statusClass(outcome) },
    seconds,
  )
}

export type DatabaseDriver = 'pglite' | 'postgres'

/** How many operations wait for the database's connection, read when metrics are scraped. */
export function reportDatabaseWaiting(driver: DatabaseDriver, read: () => number): void {
  metrics.readers.databaseWaiting.set(driver, read)
}

const driverLabels = { pglite: { driver: 'pglite' }, postgres: { driver: 'postgres' } } as const

export function observeDatabaseWait(driver: DatabaseDriver, seconds: number): void {
  metrics.databaseWait.observe(driverLabels[driver], seconds)
}

export function setCatalogIndexDocuments(documents: number): void {
  metrics.catalogDocuments.set(documents)
}

export function observeCatalogRebuild(outcome: 'success' | 'failure', seconds: number): void {
  metrics.catalogRebuild.observe({ outcome }, seconds)
}

/** How many password hashes wait for a slot, read when metrics are scraped. */
export function reportPasswordQueue(read: () => number): void {
  metrics.readers.passwordQueue = read
}

export function observePasswordWait(priority: boolean, seconds: number): void {
  metrics.passwordWait.observe({ priority: priority ? 'true' : 'false' }, seconds)
}

/** A request refused by the limit named `limit` (e.g. `login`, `login-email`). */
export function countRateLimitRefusal(limit: string): void {
  metrics.rateLimited.inc({ limit })
}
