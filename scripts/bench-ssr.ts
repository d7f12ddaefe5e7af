/**
 * `npm run bench:ssr -- [--products N] [--data-dir DIR] [--seconds S] [--connections C]`
 *
 * How many server-rendered pages one production node serves, measured against a hello-world
 * `node:http` server in the same run (the machines are shared and noisy: the ratio is the figure to
 * compare, not the absolute rate). Needs a production build (`npm run build`) and Linux (/proc).
 *
 * For each page: a closed loop of C keep-alive connections for S seconds (requests per second,
 * median and p99 latency, the server's CPU milliseconds per request from /proc), then an open loop
 * at half that rate (p99 latency at half load). Memory: the server's resident set at idle after
 * start-up, its peak, and after the load. Prints a markdown table for docs/performance.md.
 */
import { spawn } from 'node:child_process'
import type { ChildProcess } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { Agent, request } from 'node:http'
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import * as v from 'valibot'
import { freePort, killServer, startServer } from '../tests/setup/server-process'
import { percentile, sortedSamples } from './bench-stats'

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '3000' },
    'data-dir': { type: 'string' },
    seconds: { type: 'string', default: '8' },
    connections: { type: 'string', default: '8' },
  },
})
const options = v.parse(
  v.object({
    products: v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(1)),
    seconds: v.pipe(v.string(), v.toNumber(), v.minValue(1)),
    connections: v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(1)),
  }),
  values,
)
const dataDir = resolve(values['data-dir'] ?? `/tmp/bench-ssr-${String(options.products)}`)
if (!existsSync('.output/server/index.mjs')) throw new Error('No production build: run `npm run build` first')

const CLOCK_TICKS_PER_SECOND = 100

/** CPU time (user + system) the process has used, in milliseconds. */
function cpuMilliseconds(pid: number): number {
  // Fields after the command name, which is in parentheses and may contain spaces.
  const stat = readFileSync(`/proc/${String(pid)}/stat`, 'utf8')
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  const ticks = Number(fields[11]) + Number(fields[12])
  return (ticks * 1000) / CLOCK_TICKS_PER_SECOND
}

function memoryMegabytes(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const status = readFileSync(`/proc/${String(pid)}/status`, 'utf8')
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)
  return match ? Number(match[1]) / 1024 : Number.NaN
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { env, stdio: 'inherit' })
    child.once('exit', (code) => {
      if (code === 0) done()
      else fail(new Error(`${command} ${args.join(' ')} exited with ${String(code)}`))
    })
  })
}

async function waitForAnswer(origin: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 30_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${origin} exited with ${String(child.exitCode)}`)
    const ready = await fetch(origin).then(
      (response) => response.ok,
      () => false,
    )
    if (ready) return
    await new Promise((wake) => setTimeout(wake, 100))
  }
  throw new Error(`${origin} did not answer within 30 s`)
}

const agent = new Agent({ keepAlive: true, maxSockets: 256 })

/** One GET; resolves with its latency in milliseconds once the whole body has arrived. */
function get(url: URL, started = performance.now()): Promise<number> {
  return new Promise((done, fail) => {
    const outgoing = request(url, { agent, headers: { 'accept-encoding': 'identity' } }, (response) => {
      if (response.statusCode !== 200) fail(new Error(`${url.href} answered ${String(response.statusCode)}`))
      response.resume()
      response.once('end', () => {
        done(performance.now() - started)
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

interface LoadResult {
  requests: number
  perSecond: number
  median: number
  p99: number
}

/** As many requests as C connections can make one after another for the given time. */
async function closedLoop(url: URL, connections: number, seconds: number): Promise<LoadResult> {
  const latencies: number[] = []
  const started = performance.now()
  const until = started + seconds * 1000
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < until) latencies.push(await get(url))
    }),
  )
  const elapsed = (performance.now() - started) / 1000
  const sorted = sortedSamples(latencies)
  return {
    requests: latencies.length,
    perSecond: latencies.length / elapsed,
    median: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
  }
}

/** Requests at a fixed rate, whatever the answers take: latency at a given load. */
async function openLoop(url: URL, perSecond: number, seconds: number): Promise<LoadResult> {
  const total = Math.max(1, Math.round(perSecond * seconds))
  const interval = 1000 / perSecond
  const started = performance.now()
  const pending: Promise<number>[] = []
  for (let index = 0; index < total; index++) {
    const due = started + index * interval
    const wait = due - performance.now()
    if (wait > 1) await new Promise((wake) => setTimeout(wake, wait))
    pending.push(get(url))
  }
  const sorted = sortedSamples(await Promise.all(pending))
  return { requests: total, perSecond, median: percentile(sorted, 0.5), p99: percentile(sorted, 0.99) }
}

async function helloWorld(): Promise<{ origin: string; child: ChildProcess }> {
  const port = await freePort()
  const child = spawn(
    process.execPath,
    [
      '-e',
      `require('node:http').createServer((q, s) => s.end('hello world')).listen(${String(port)}, '127.0.0.1')`,
    ],
    { stdio: 'inherit' },
  )
  const origin = `http://127.0.0.1:${String(port)}`
  await waitForAnswer(origin, child)
  return { origin, child }
}

/** Pages of each template, found by following the shop's own links. */
async function pagesToMeasure(origin: string): Promise<[string, string][]> {
  const category = '/herren/'
  const html = await (await fetch(origin + category)).text()
  const product = /href="(\/p\/[^"]+\/)"/.exec(html)?.[1]
  // A brand from the page's own brand facet (filter id 83, spec §3), a price limit and a sort.
  const brand = /\b83-(\d+)/.exec(html)?.[1]
  if (!product) throw new Error(`no product link on ${category}`)
  return [
    ['home', '/'],
    ['category', category],
    [
      'filtered category',
      `${category}?${brand ? `filters=83-${brand}&` : ''}priceMax=100&sortField=price&sortType=asc`,
    ],
    ['search', '/search/?q=jacke'],
    ['product', product],
  ]
}

async function main() {
  if (!existsSync(`${dataDir}/pgdata`) && !existsSync(`${dataDir}/media`)) {
    console.error(`Seeding ${String(options.products)} products into ${dataDir} …`)
    await run(
      process.execPath,
      [
        '--import',
        'tsx',
        'scripts/db-seed.ts',
        '--products',
        String(options.products),
        '--data-dir',
        dataDir,
      ],
      { ...process.env, DATABASE_URL: '' },
    )
  }

  const hello = await helloWorld()
  // Also when a measurement fails with an error nothing catches.
  process.once('exit', () => hello.child.kill('SIGTERM'))
  const server = await startServer(await freePort(), {
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SEED_PRODUCTS: '0',
  })
  const origin = server.url
  const pid = server.process.pid
  if (pid === undefined) throw new Error('server did not start')
  try {
    // Let start-up work (index build, caches) finish before idle memory is read.
    await new Promise((wake) => setTimeout(wake, 5000))
    const idleRss = memoryMegabytes(pid, 'VmRSS')
    const startupPeak = memoryMegabytes(pid, 'VmHWM')

    const helloResult = await closedLoop(new URL(hello.origin + '/'), options.connections, options.seconds)
    const rows: string[] = []
    for (const [name, path] of await pagesToMeasure(origin)) {
      const url = new URL(origin + path)
      await closedLoop(url, options.connections, Math.min(2, options.seconds))
      const cpuBefore = cpuMilliseconds(pid)
      const full = await closedLoop(url, options.connections, options.seconds)
      const cpuPerRequest = (cpuMilliseconds(pid) - cpuBefore) / full.requests
      const half = await openLoop(url, full.perSecond / 2, options.seconds)
      rows.push(
        `| ${name} | \`${path}\` | ${full.perSecond.toFixed(0)} | 1/${(helloResult.perSecond / full.perSecond).toFixed(0)} | ` +
          `${cpuPerRequest.toFixed(1)} | ${full.median.toFixed(1)} | ${full.p99.toFixed(1)} | ${half.p99.toFixed(1)} |`,
      )
    }
    const afterRss = memoryMegabytes(pid, 'VmRSS')

    console.log(
      `\n${String(options.products)} products; ${String(options.connections)} connections, ${String(options.seconds)} s per measure; ` +
        `hello-world node:http: ${helloResult.perSecond.toFixed(0)} requests/s\n`,
    )
    console.log(
      '| page | path | requests/s | ratio to hello world | CPU ms/request | median ms | p99 ms | p99 ms at half load |',
    )
    console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |')
    for (const row of rows) console.log(row)
    console.log(
      `\nMemory (RSS): ${idleRss.toFixed(0)} MB idle after start-up, peak ${startupPeak.toFixed(0)} MB during ` +
        `start-up, ${afterRss.toFixed(0)} MB after the load, peak ${memoryMegabytes(pid, 'VmHWM').toFixed(0)} MB overall`,
    )
  } finally {
    killServer(server)
    hello.child.kill('SIGTERM')
    agent.destroy()
  }
}

await main()
