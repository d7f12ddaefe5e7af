/**
 * `npm run bench:search:http -- [--products N] [--data-dir DIR] [--seed S] [--output DIR]
 *   [--rounds R] [--encodings identity,br] [--port P] [--targets api,page] [--cpu-prof DIR]`
 *
 * The catalogue search as clients get it: the production server (`npm run build` first; another
 * build with `--output`) started on a 100,000-product PGlite catalogue (seeded on first use with
 * `npm run db:seed`, as the other 100,000-product figures were made), then the seeded query mix of
 * `bench-search.ts` (text, prefix, typo, filters, categories, price ranges, outlet, deep pages; all
 * sort orders) sent one request after another over keep-alive HTTP, to
 *
 * - `api`: `GET /api/v1/catalog/search/` (the JSON of one page of 24 products with every facet), and
 * - `page`: the server-rendered page of the same search (`/search/?q=…`, `/{category}/…`, `/outlet/…`),
 *
 * each with `Accept-Encoding: identity` and `br`. Reports latency to the last byte (median, p95,
 * max over R rounds after a warm-up round), the server's CPU milliseconds per request (from /proc:
 * the steadiest figure on a shared machine) and the mean body size on the wire. Linux only.
 * With `--cpu-prof DIR` the server runs under `node --cpu-prof` and writes its profile there.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { Agent, request } from 'node:http'
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import * as v from 'valibot'
import { freePort, killServer, startServer } from '../tests/setup/server-process'
import { openDatabase } from '../src/shop-api/db/client'
import { countProducts } from '../src/shop-api/seed/seed'
import { buildCatalogIndex } from '../src/shop-api/catalog-index/build-index'
import { formatFilters } from '../src/shop-api/catalog/filter-encoding'
import { buildQueryMix, productNameWords } from './bench-search-mix'
import type { Query } from './bench-search-mix'
import { percentile, sortedSamples } from './bench-stats'

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '100000' },
    'data-dir': { type: 'string', default: '/tmp/bench-search-100k' },
    seed: { type: 'string', default: '1' },
    output: { type: 'string', default: '.output' },
    rounds: { type: 'string', default: '3' },
    encodings: { type: 'string', default: 'identity,br' },
    targets: { type: 'string', default: 'api,page' },
    port: { type: 'string' },
    'cpu-prof': { type: 'string' },
  },
})
const options = v.parse(
  v.object({
    products: v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(1)),
    seed: v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(0)),
    rounds: v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(1)),
    encodings: v.pipe(
      v.string(),
      v.transform((text) => text.split(',')),
      v.array(v.picklist(['identity', 'gzip', 'br'])),
    ),
    targets: v.pipe(
      v.string(),
      v.transform((text) => text.split(',')),
      v.array(v.picklist(['api', 'page'])),
    ),
  }),
  values,
)
const dataDir = resolve(values['data-dir'])
const outputDir = resolve(values.output)
if (!existsSync(`${outputDir}/server/index.mjs`))
  throw new Error(`No production build in ${outputDir}: run \`npm run build\` first`)

const log = (message: string) => process.stdout.write(`${message}\n`)
const CLOCK_TICKS_PER_SECOND = 100

/** CPU time (user + system) the process has used, in milliseconds. */
function cpuMilliseconds(pid: number): number {
  // Fields after the command name, which is in parentheses and may contain spaces.
  const stat = readFileSync(`/proc/${String(pid)}/stat`, 'utf8')
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND
}

/** The query string of the API call; keys at their default are left out, as the storefront does. */
function apiPath(query: Query): string {
  const { request: search } = query
  const params = new URLSearchParams()
  if (search.path) params.set('path', search.path)
  if (search.q) params.set('q', search.q)
  const filters = formatFilters(search.filters)
  if (filters) params.set('filters', filters)
  if (search.priceMin !== null) params.set('priceMin', String(search.priceMin))
  if (search.priceMax !== null) params.set('priceMax', String(search.priceMax))
  params.set('sortField', search.sort.field)
  params.set('sortType', search.sort.type)
  if (search.page > 1) params.set('page', String(search.page))
  if (search.outlet) params.set('outlet', '1')
  return `/api/v1/catalog/search/?${params.toString()}`
}

/** The shopper's URL of the same search, in the storefront's canonical parameter order. */
function pagePath(query: Query): string {
  const { request: search } = query
  const params = new URLSearchParams()
  if (search.q) params.set('q', search.q)
  const filters = formatFilters(search.filters)
  if (filters) params.set('filters', filters)
  if (search.priceMin !== null) params.set('priceMin', String(search.priceMin))
  if (search.priceMax !== null) params.set('priceMax', String(search.priceMax))
  if (search.sort.field !== 'sales_rank' || search.sort.type !== 'desc') {
    params.set('sortField', search.sort.field)
    params.set('sortType', search.sort.type)
  }
  if (search.page > 1) params.set('page', String(search.page))
  // The outlet page lists every department's outlet products; a category's outlet has no page of its own.
  const path = search.outlet ? '/outlet/' : search.path ? `/${search.path}/` : '/search/'
  const text = params.toString()
  return text ? `${path}?${text}` : path
}

const agent = new Agent({ keepAlive: true, maxSockets: 1 })

interface Sample {
  readonly ms: number
  readonly status: number
  readonly bytes: number
}

/** One GET; resolves once the whole body has arrived. */
function get(url: URL, encoding: string, started = performance.now()): Promise<Sample> {
  return new Promise((done, fail) => {
    const outgoing = request(url, { agent, headers: { 'accept-encoding': encoding } }, (response) => {
      let bytes = 0
      response.on('data', (chunk: Buffer) => (bytes += chunk.length))
      response.once('end', () => {
        done({ ms: performance.now() - started, status: response.statusCode ?? 0, bytes })
      })
    })
    outgoing.once('error', (error: NodeJS.ErrnoException) => {
      // A kept-alive connection the server closed while it sat idle: the request never reached it.
      if (outgoing.reusedSocket && error.code === 'ECONNRESET') get(url, encoding, started).then(done, fail)
      else fail(error)
    })
    outgoing.end()
  })
}

interface Row {
  readonly target: string
  readonly encoding: string
  readonly requests: number
  readonly median: number
  readonly p95: number
  readonly max: number
  readonly cpuPerRequest: number
  readonly meanKb: number
  readonly statuses: string
}

async function measure(
  origin: string,
  pid: number,
  target: 'api' | 'page',
  encoding: string,
  paths: readonly string[],
): Promise<Row> {
  // A URL the storefront writes differently (e.g. the order of filter values) is redirected to its
  // canonical form: the shopper's links are canonical, so the canonical URL is what is measured.
  const urls: URL[] = []
  for (const path of paths) {
    const url = new URL(origin + path)
    const answer = await fetch(url, { redirect: 'manual', headers: { 'accept-encoding': encoding } })
    await answer.arrayBuffer()
    const location = answer.headers.get('location')
    urls.push(answer.status >= 300 && answer.status < 400 && location ? new URL(location, url) : url)
  }
  for (const url of urls) await get(url, encoding)
  const samples: Sample[] = []
  const cpuBefore = cpuMilliseconds(pid)
  for (let round = 0; round < options.rounds; round++) {
    for (const url of urls) samples.push(await get(url, encoding))
  }
  const cpu = cpuMilliseconds(pid) - cpuBefore
  const sorted = sortedSamples(samples.map((sample) => sample.ms))
  const statuses = new Map<number, number>()
  for (const sample of samples) statuses.set(sample.status, (statuses.get(sample.status) ?? 0) + 1)
  return {
    target,
    encoding,
    requests: samples.length,
    median: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    max: sorted.at(-1) ?? Number.NaN,
    cpuPerRequest: cpu / samples.length,
    meanKb: samples.reduce((sum, sample) => sum + sample.bytes, 0) / samples.length / 1024,
    statuses: [...statuses]
      .sort((a, b) => a[0] - b[0])
      .map(([status, count]) => `${String(status)}×${String(count)}`)
      .join(' '),
  }
}

async function queryMix(): Promise<Query[]> {
  if (!existsSync(`${dataDir}/pgdata`)) {
    log(`Seeding ${String(options.products)} products into ${dataDir} (once; later runs reuse it) …`)
    const seeded = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        'scripts/db-seed.ts',
        '--products',
        String(options.products),
        '--seed',
        String(options.seed),
        '--data-dir',
        dataDir,
      ],
      { env: { ...process.env, DATABASE_URL: '' }, stdio: 'inherit' },
    )
    if (seeded.status !== 0) throw new Error('Seeding failed')
  }
  // The mix is drawn from the catalogue's own index before the server opens the data directory.
  const handle = await openDatabase({ kind: 'pglite', dataDir })
  try {
    const existing = await countProducts(handle.db)
    if (existing !== options.products)
      log(`Note: ${dataDir} holds ${String(existing)} products, not ${String(options.products)}.`)
    const index = await buildCatalogIndex(handle.db)
    return buildQueryMix(index, await productNameWords(handle.db), options.seed)
  } finally {
    await handle.close()
  }
}

async function main() {
  const queries = await queryMix()
  const port = values.port ? Number(values.port) : await freePort()
  const profileDir = values['cpu-prof']
  const server = await startServer(
    port,
    {
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_PRODUCTS: '0',
      ...(profileDir ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${resolve(profileDir)}` } : {}),
    },
    outputDir,
  )
  const pid = server.process.pid
  if (pid === undefined) throw new Error('The server did not start')
  const rows: Row[] = []
  try {
    for (const target of options.targets) {
      const paths = queries.map(target === 'api' ? apiPath : pagePath)
      for (const encoding of options.encodings) {
        const row = await measure(server.url, pid, target, encoding, paths)
        rows.push(row)
        log(
          `${target} ${encoding}: median ${row.median.toFixed(2)} ms, p95 ${row.p95.toFixed(2)} ms, CPU ${row.cpuPerRequest.toFixed(2)} ms/request`,
        )
      }
    }
  } finally {
    if (profileDir) {
      // SIGINT lets the server shut down, which writes the profile; SIGKILL would lose it.
      server.process.kill('SIGINT')
      await server.exited
    }
    killServer(server)
    agent.destroy()
  }
  log(
    `\n${String(queries.length)} searches × ${String(options.rounds)} rounds, one request at a time; ` +
      `build ${outputDir}; load average ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}\n`,
  )
  log('| target | encoding | requests | median ms | p95 ms | max ms | CPU ms/request | mean KB | statuses |')
  log('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |')
  for (const row of rows) {
    log(
      `| ${row.target} | ${row.encoding} | ${String(row.requests)} | ${row.median.toFixed(2)} | ${row.p95.toFixed(2)} | ` +
        `${row.max.toFixed(1)} | ${row.cpuPerRequest.toFixed(2)} | ${row.meanKb.toFixed(1)} | ${row.statuses} |`,
    )
  }
}

await main()
