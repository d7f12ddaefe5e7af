/**
 * `npm run bench:memory -- [--products 3000[,100000]] [--requests 2000] [--concurrency 4]
 *   [--postgres URL | --no-postgres] [--data-dir DIR]`
 *
 * The production server's memory as the operating system sees it (Linux /proc): for each catalogue
 * size, a server on a fresh embedded database (PGlite in a data directory seeded beforehand), then one
 * on a fresh PostgreSQL database created next to `--postgres` (default the test database) and dropped
 * afterwards. For each server: the resident set's peak during start-up (VmHWM once the catalogue
 * index is built: the kernel's own high-water mark, so no sample can miss it), the resident set at
 * idle after start-up, after N requests of a mix of pages and API calls over HTTP (its peak, the
 * server's CPU milliseconds per request and the p95 latency), and at idle again. Needs a production
 * build (`npm run build`). Prints a markdown table for docs/performance.md.
 */
import { existsSync, readFileSync, rmSync } from 'node:fs'
import { Agent, request } from 'node:http'
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import * as v from 'valibot'
import {
  createPostgresDatabase,
  freePort,
  killServer,
  prepareDatabase,
  startServer,
} from '../tests/setup/server-process'
import type { ServerEnv } from '../tests/setup/server-process'
import { percentile, sortedSamples } from './bench-stats'

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '3000' },
    requests: { type: 'string', default: '2000' },
    concurrency: { type: 'string', default: '4' },
    postgres: { type: 'string', default: 'postgres://root@127.0.0.1:5432/test' },
    'no-postgres': { type: 'boolean', default: false },
    'data-dir': { type: 'string' },
  },
})
const wholeNumber = v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(1))
const options = v.parse(
  v.object({
    products: v.pipe(
      v.string(),
      v.transform((text) => text.split(',').map(Number)),
      v.array(v.pipe(v.number(), v.integer(), v.minValue(1))),
    ),
    requests: wholeNumber,
    concurrency: wholeNumber,
  }),
  values,
)
if (!existsSync('.output/server/index.mjs')) throw new Error('No production build: run `npm run build` first')

const CLOCK_TICKS_PER_SECOND = 100
/** How long the resident set must stay within STEADY_MB before it counts as idle. */
const STEADY_SAMPLES = 8
const STEADY_INTERVAL_MS = 250
const STEADY_MB = 2

interface Memory {
  /** Resident set, MB. */
  rss: number
  /** Its high-water mark since the process started, MB. */
  peak: number
  /** Resident anonymous memory (heaps, the WebAssembly memory), MB. */
  anon: number
}

function memory(pid: number): Memory {
  const status = readFileSync(`/proc/${String(pid)}/status`, 'utf8')
  const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]) / 1024
  return { rss: field('VmRSS'), peak: field('VmHWM'), anon: field('RssAnon') }
}

/** CPU time (user + system) the process has used, in milliseconds. */
function cpuMilliseconds(pid: number): number {
  const stat = readFileSync(`/proc/${String(pid)}/stat`, 'utf8')
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND
}

const sleep = (ms: number) => new Promise((wake) => setTimeout(wake, ms))

/** The resident set once it has stopped moving (start-up work and collections have settled). */
async function steadyMemory(pid: number): Promise<Memory> {
  const samples: Memory[] = [memory(pid)]
  const deadline = Date.now() + 30_000
  for (;;) {
    await sleep(STEADY_INTERVAL_MS)
    samples.push(memory(pid))
    const recent = samples.slice(-STEADY_SAMPLES).map((sample) => sample.rss)
    if (recent.length === STEADY_SAMPLES && Math.max(...recent) - Math.min(...recent) <= STEADY_MB) break
    if (Date.now() > deadline) break
  }
  const last = samples.at(-1)
  if (!last) throw new Error('no sample')
  return last
}

const agent = new Agent({ keepAlive: true, maxSockets: 64 })

/** One GET; resolves with the body and the latency once the whole body has arrived. */
function get(url: URL, started = performance.now()): Promise<{ body: string; ms: number }> {
  return new Promise((done, fail) => {
    const outgoing = request(url, { agent, headers: { 'accept-encoding': 'identity' } }, (response) => {
      if (response.statusCode !== 200) fail(new Error(`${url.href} answered ${String(response.statusCode)}`))
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.once('end', () => {
        done({ body: Buffer.concat(chunks).toString('utf8'), ms: performance.now() - started })
      })
    })
    outgoing.once('error', (error: NodeJS.ErrnoException) => {
      // A kept-alive connection the server closed while it sat idle: the request never reached it.
      if (outgoing.reusedSocket && error.code === 'ECONNRESET') get(url, started).then(done, fail)
      else fail(error)
    })
    outgoing.end()
  })
}

/**
 * The request mix: the pages of each template and the API calls behind them, over many products,
 * categories and search phrases, so caches and the database's buffers fill as a day's traffic would.
 */
async function requestMix(origin: string): Promise<string[]> {
  const home = (await get(new URL(`${origin}/`))).body
  const categories = [
    ...new Set([...home.matchAll(/href="(\/(?:damen|herren|kinder)\/[a-z0-9-/]*)"/g)].map((m) => m[1] ?? '')),
  ].slice(0, 20)
  if (categories.length === 0) categories.push('/herren/')
  const products = new Set<string>()
  for (const category of categories.slice(0, 8)) {
    const html = (await get(new URL(origin + category))).body
    for (const match of html.matchAll(/href="\/p\/([^"/]+)\/"/g)) products.add(match[1] ?? '')
  }
  const productSlugs = [...products].slice(0, 100)
  if (productSlugs.length === 0) throw new Error('no product links on the category pages')
  const phrases = [
    'jacke',
    'laufschuhe',
    'ski',
    'rucksack',
    'hose',
    'shirt',
    'helm',
    'bike',
    'socken',
    'zelt',
  ]
  const mix: string[] = []
  for (let index = 0; mix.length < 1000; index++) {
    const category = categories[index % categories.length] ?? '/herren/'
    const slug = productSlugs[index % productSlugs.length] ?? ''
    const phrase = phrases[index % phrases.length] ?? 'jacke'
    mix.push(
      '/',
      category,
      `${category}?sortField=price&sortType=asc`,
      `/search/?q=${phrase}`,
      `/p/${slug}/`,
      `/api/v1/catalog/search/?q=${phrase}`,
      `/api/v1/catalog/product/${slug}/`,
    )
  }
  return mix
}

interface Load {
  cpuPerRequest: number
  p95: number
}

async function load(origin: string, pid: number, paths: readonly string[], total: number): Promise<Load> {
  const latencies: number[] = []
  let next = 0
  const cpuBefore = cpuMilliseconds(pid)
  await Promise.all(
    Array.from({ length: options.concurrency }, async () => {
      while (next < total) {
        const path = paths[next++ % paths.length] ?? '/'
        latencies.push((await get(new URL(origin + path))).ms)
      }
    }),
  )
  return {
    cpuPerRequest: (cpuMilliseconds(pid) - cpuBefore) / total,
    p95: percentile(sortedSamples(latencies), 0.95),
  }
}

interface Row {
  database: string
  products: number
  startupPeak: number
  idle: Memory
  afterLoad: Memory
  idleAgain: Memory
  load: Load
}

async function measure(database: string, products: number, env: ServerEnv): Promise<Row> {
  const server = await startServer(await freePort(), { ...env, SEED_PRODUCTS: '0' })
  const pid = server.process.pid
  if (pid === undefined) throw new Error('server did not start')
  try {
    // A search needs the catalogue index: once it answers, the start-up work is done.
    await get(new URL(`${server.url}/api/v1/catalog/search/?q=jacke`))
    const idle = await steadyMemory(pid)
    const startupPeak = idle.peak
    const paths = await requestMix(server.url)
    const loadResult = await load(server.url, pid, paths, options.requests)
    const afterLoad = memory(pid)
    const idleAgain = await steadyMemory(pid)
    return { database, products, startupPeak, idle, afterLoad, idleAgain, load: loadResult }
  } finally {
    killServer(server)
    await server.exited
  }
}

function log(message: string): void {
  process.stderr.write(`bench:memory: ${message}\n`)
}

async function main(): Promise<void> {
  const rows: Row[] = []
  for (const products of options.products) {
    const dataDir = resolve(values['data-dir'] ?? `/tmp/bench-memory-${String(products)}`)
    // A fresh database every run: a reused one carries the previous run's table bloat and statistics.
    rmSync(dataDir, { recursive: true, force: true })
    const pgliteEnv: ServerEnv = { DATA_DIR: dataDir, DATABASE_URL: '', SEED_PRODUCTS: String(products) }
    log(`seeding ${String(products)} products into ${dataDir} …`)
    prepareDatabase(pgliteEnv)
    log('measuring PGlite …')
    rows.push(await measure('PGlite', products, pgliteEnv))
    rmSync(dataDir, { recursive: true, force: true })

    if (!values['no-postgres']) {
      const { env, drop } = await createPostgresDatabase(values.postgres)
      try {
        log(`seeding ${String(products)} products into a fresh PostgreSQL database …`)
        prepareDatabase({ ...env, SEED_PRODUCTS: String(products) })
        log('measuring PostgreSQL …')
        rows.push(await measure('PostgreSQL', products, env))
      } finally {
        await drop()
        rmSync(env.DATA_DIR ?? '', { recursive: true, force: true })
      }
    }
  }
  agent.destroy()

  const mb = (value: number) => value.toFixed(0)
  console.log(
    `\n${String(options.requests)} requests (pages and API calls, ${String(options.concurrency)} at a time); ` +
      'MB of resident set (anonymous part in brackets)\n',
  )
  console.log(
    '| database | products | start-up peak | idle after start | after requests | peak overall | idle again | CPU ms/request | p95 ms |',
  )
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |')
  for (const row of rows) {
    console.log(
      `| ${row.database} | ${row.products.toLocaleString('en')} | ${mb(row.startupPeak)} | ` +
        `${mb(row.idle.rss)} (${mb(row.idle.anon)}) | ${mb(row.afterLoad.rss)} (${mb(row.afterLoad.anon)}) | ` +
        `${mb(row.idleAgain.peak)} | ${mb(row.idleAgain.rss)} (${mb(row.idleAgain.anon)}) | ` +
        `${row.load.cpuPerRequest.toFixed(1)} | ${row.load.p95.toFixed(1)} |`,
    )
  }
}

await main()
