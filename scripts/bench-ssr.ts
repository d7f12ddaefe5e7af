/**
 * `npm run bench:ssr -- [--products N] [--data-dir DIR] [--seconds S] [--connections C] [--output DIR]
 *   [--encodings identity,gzip,br] [--rounds R] [--levels]`
 *
 * How many server-rendered pages one production node serves, measured against a hello-world
 * `node:http` server in the same run (the machines are shared and noisy: the ratio is the figure to
 * compare, not the absolute rate). Needs a production build (`npm run build`, or the one in
 * `--output`) and Linux (/proc).
 *
 * For each page and each encoding: a closed loop of C keep-alive connections for S seconds that asks
 * with the Accept-Encoding a browser sends (requests per second, median and p99 latency, bytes on
 * the wire, the server's CPU milliseconds per request from /proc), then an open loop at half that
 * rate (p99 latency at half load). The S seconds are split into R rounds (`--rounds`, default 3) in
 * which the encodings take turns, so that each sees the same background load on a shared machine;
 * the tables give the CPU per request over all rounds and its range between them. The client does not decode what it gets: its CPU is not the
 * server's. Memory: the server's resident set at idle after start-up, its peak, and after the load.
 * Prints markdown tables for docs/performance.md.
 *
 * `--levels` adds what each brotli quality and window and each gzip level costs on the same pages,
 * compressed in this process in one piece (CPU milliseconds per page and bytes): the figures the
 * server's settings in `src/app-shell/compression.server.ts` were chosen by.
 */
import { spawn } from 'node:child_process'
import type { ChildProcess } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { brotliCompressSync, constants, createBrotliCompress, gzipSync } from 'node:zlib'
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
    output: { type: 'string', default: '.output' },
    encodings: { type: 'string', default: 'identity,gzip,br' },
    rounds: { type: 'string', default: '3' },
    levels: { type: 'boolean', default: false },
  },
})
const options = v.parse(
  v.object({
    products: v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(1)),
    seconds: v.pipe(v.string(), v.toNumber(), v.minValue(1)),
    connections: v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(1)),
    rounds: v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(1)),
    encodings: v.pipe(
      v.string(),
      v.transform((list) => list.split(',').map((name) => name.trim())),
      v.array(v.picklist(['identity', 'gzip', 'br'])),
      v.minLength(1),
    ),
  }),
  values,
)
type Encoding = (typeof options.encodings)[number]

/**
 * What a client sends for each encoding: brotli as Chromium and Firefox ask for every page (over
 * HTTPS; over plain HTTP they leave out br and zstd), gzip as they ask over plain HTTP.
 */
const ACCEPT_ENCODING: Record<Encoding, string> = {
  identity: 'identity',
  gzip: 'gzip, deflate',
  br: 'gzip, deflate, br, zstd',
}
const dataDir = resolve(values['data-dir'] ?? `/tmp/bench-ssr-${String(options.products)}`)
const outputDir = values.output
if (!existsSync(`${outputDir}/server/index.mjs`))
  throw new Error(`No production build in ${outputDir}: run \`npm run build\` first`)

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

interface Answer {
  /** Milliseconds from sending the request until the whole body had arrived. */
  latency: number
  /** Body bytes as sent, still encoded. */
  bytes: number
  encoding: string
}

/** One GET, asking as a browser would for `encoding`; the body is counted, not decoded. */
function get(url: URL, encoding: Encoding = 'identity', started = performance.now()): Promise<Answer> {
  return new Promise((done, fail) => {
    const headers = { 'accept-encoding': ACCEPT_ENCODING[encoding] }
    const outgoing = request(url, { agent, headers }, (response) => {
      if (response.statusCode !== 200) fail(new Error(`${url.href} answered ${String(response.statusCode)}`))
      let bytes = 0
      response.on('data', (chunk: Buffer) => (bytes += chunk.length))
      response.once('end', () => {
        const sent = response.headers['content-encoding'] ?? 'identity'
        done({ latency: performance.now() - started, bytes, encoding: sent })
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

interface LoadResult {
  requests: number
  perSecond: number
  median: number
  p99: number
  /** Median body bytes on the wire. */
  bytes: number
}

function loadResult(answers: readonly Answer[], perSecond: number): LoadResult {
  const sorted = sortedSamples(answers.map((answer) => answer.latency))
  return {
    requests: answers.length,
    perSecond,
    median: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    bytes: percentile(sortedSamples(answers.map((answer) => answer.bytes)), 0.5),
  }
}

/** As many requests as C connections can make one after another for the given time. */
async function closedLoop(
  url: URL,
  connections: number,
  seconds: number,
  encoding: Encoding = 'identity',
): Promise<LoadResult> {
  const answers: Answer[] = []
  const started = performance.now()
  const until = started + seconds * 1000
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < until) answers.push(await get(url, encoding))
    }),
  )
  const wrong = answers.find((answer) => answer.encoding !== encoding)
  if (wrong) throw new Error(`${url.href} answered ${wrong.encoding} when asked for ${encoding}`)
  return loadResult(answers, answers.length / ((performance.now() - started) / 1000))
}

/** Requests at a fixed rate, whatever the answers take: latency at a given load. */
async function openLoop(
  url: URL,
  perSecond: number,
  seconds: number,
  encoding: Encoding = 'identity',
): Promise<LoadResult> {
  const total = Math.max(1, Math.round(perSecond * seconds))
  const interval = 1000 / perSecond
  const started = performance.now()
  const pending: Promise<Answer>[] = []
  for (let index = 0; index < total; index++) {
    const due = started + index * interval
    const wait = due - performance.now()
    if (wait > 1) await new Promise((wake) => setTimeout(wake, wait))
    pending.push(get(url, encoding))
  }
  return loadResult(await Promise.all(pending), perSecond)
}

/**
 * CPU milliseconds (user + system) of this process that `work` takes per call: the least of five
 * rounds of `repeat` calls, as other processes on a shared machine only ever add to it.
 */
function cpuPerCall(work: () => unknown, repeat: number): number {
  work()
  let least = Number.POSITIVE_INFINITY
  for (let round = 0; round < 5; round++) {
    const before = process.cpuUsage()
    for (let index = 0; index < repeat; index++) work()
    const used = process.cpuUsage(before)
    least = Math.min(least, (used.user + used.system) / 1000 / repeat)
  }
  return least
}

/** As `cpuPerCall`, for work that ends asynchronously (zlib's streams run on the thread pool). */
async function cpuPerAsyncCall(work: () => Promise<unknown>, repeat: number): Promise<number> {
  await work()
  let least = Number.POSITIVE_INFINITY
  for (let round = 0; round < 5; round++) {
    const before = process.cpuUsage()
    for (let index = 0; index < repeat; index++) await work()
    const used = process.cpuUsage(before)
    least = Math.min(least, (used.user + used.system) / 1000 / repeat)
  }
  return least
}

/** `page` through a brotli stream flushed after every `chunkBytes`, as the server did until 2026-11-27. */
function brotliFlushedPerChunk(page: Buffer, chunkBytes: number, quality: number): Promise<number> {
  return new Promise((done, fail) => {
    const stream = createBrotliCompress({
      flush: constants.BROTLI_OPERATION_FLUSH,
      params: { [constants.BROTLI_PARAM_QUALITY]: quality },
    })
    let bytes = 0
    stream.on('data', (chunk: Buffer) => (bytes += chunk.length))
    stream.once('end', () => {
      done(bytes)
    })
    stream.once('error', fail)
    for (let offset = 0; offset < page.length; offset += chunkBytes)
      stream.write(page.subarray(offset, offset + chunkBytes))
    stream.end()
  })
}

/**
 * Each setting's cost on the pages as the server renders them: CPU per page and bytes, compressed in
 * one piece in this process (the server batches a page into a few pieces: see compression.server.ts).
 */
async function compressionLevels(origin: string, pages: [string, string][]): Promise<string[]> {
  const settings: [string, (page: Buffer) => Buffer][] = []
  for (const level of [1, 4, 5, 6, 9])
    settings.push([`gzip ${String(level)}`, (page) => gzipSync(page, { level })])
  for (const quality of [3, 4, 5, 6])
    for (const window of [18, 22])
      settings.push([
        `br q${String(quality)} lgwin ${String(window)}`,
        (page) =>
          brotliCompressSync(page, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: quality,
              [constants.BROTLI_PARAM_LGWIN]: window,
              [constants.BROTLI_PARAM_SIZE_HINT]: page.length,
            },
          }),
      ])
  const bodies = await Promise.all(
    pages.map(async ([, path]) =>
      Buffer.from(
        await (await fetch(origin + path, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer(),
      ),
    ),
  )
  const rows = [
    `| setting | ${pages.map(([name], index) => `${name} (${(bodies[index]?.length ?? 0).toLocaleString('en')} B): CPU ms / bytes`).join(' | ')} |`,
    `| --- | ${pages.map(() => '---:').join(' | ')} |`,
  ]
  for (const [name, compress] of settings) {
    const cells = bodies.map((body) => {
      const bytes = compress(body).length
      return `${cpuPerCall(() => compress(body), 10).toFixed(2)} / ${bytes.toLocaleString('en')}`
    })
    rows.push(`| ${name} | ${cells.join(' | ')} |`)
  }
  // How the server compressed until 2026-11-27: brotli 5, flushed after each chunk React wrote.
  for (const chunkBytes of [2048, 16_384]) {
    const cells: string[] = []
    for (const body of bodies) {
      const bytes = await brotliFlushedPerChunk(body, chunkBytes, 5)
      const ms = await cpuPerAsyncCall(() => brotliFlushedPerChunk(body, chunkBytes, 5), 5)
      cells.push(`${ms.toFixed(2)} / ${bytes.toLocaleString('en')}`)
    }
    rows.push(`| br q5 flushed every ${String(chunkBytes / 1024)} KB | ${cells.join(' | ')} |`)
  }
  return rows
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
  const server = await startServer(
    await freePort(),
    { DATA_DIR: dataDir, DATABASE_URL: '', SEED_PRODUCTS: '0' },
    outputDir,
  )
  const origin = server.url
  const pid = server.process.pid
  if (pid === undefined) throw new Error('server did not start')
  try {
    // Let start-up work (index build, caches) finish before idle memory is read.
    await new Promise((wake) => setTimeout(wake, 5000))
    const idleRss = memoryMegabytes(pid, 'VmRSS')
    const startupPeak = memoryMegabytes(pid, 'VmHWM')

    const helloResult = await closedLoop(new URL(hello.origin + '/'), options.connections, options.seconds)
    const pages = await pagesToMeasure(origin)
    const loadRows: string[] = []
    const cpuRows: string[] = []
    for (const [name, path] of pages) {
      const url = new URL(origin + path)
      const cpu = new Map<Encoding, number>()
      const bytes = new Map<Encoding, number>()
      const cpuRange = new Map<Encoding, string>()
      // The encodings take turns, round by round, so that each sees the same background load.
      const rounds = options.rounds
      const used = new Map<Encoding, { cpu: number; requests: number; perRound: number[] }>()
      for (const encoding of options.encodings)
        await closedLoop(url, options.connections, Math.min(2, options.seconds), encoding)
      const fulls = new Map<Encoding, LoadResult[]>()
      for (let round = 0; round < rounds; round++) {
        for (const encoding of options.encodings) {
          const cpuBefore = cpuMilliseconds(pid)
          const full = await closedLoop(url, options.connections, options.seconds / rounds, encoding)
          const spent = cpuMilliseconds(pid) - cpuBefore
          const entry = used.get(encoding) ?? { cpu: 0, requests: 0, perRound: [] }
          entry.cpu += spent
          entry.requests += full.requests
          entry.perRound.push(spent / full.requests)
          used.set(encoding, entry)
          fulls.set(encoding, [...(fulls.get(encoding) ?? []), full])
        }
      }
      for (const encoding of options.encodings) {
        const entry = used.get(encoding)
        const runs = fulls.get(encoding) ?? []
        if (!entry || runs.length === 0) continue
        const cpuPerRequest = entry.cpu / entry.requests
        cpu.set(encoding, cpuPerRequest)
        cpuRange.set(
          encoding,
          `${Math.min(...entry.perRound).toFixed(1)}–${Math.max(...entry.perRound).toFixed(1)}`,
        )
        bytes.set(encoding, runs[0]?.bytes ?? Number.NaN)
        const perSecond = runs.reduce((sum, run) => sum + run.perSecond, 0) / runs.length
        const half = await openLoop(url, perSecond / 2, options.seconds, encoding)
        loadRows.push(
          `| ${name} | ${encoding} | \`${path}\` | ${perSecond.toFixed(0)} | 1/${(helloResult.perSecond / perSecond).toFixed(0)} | ` +
            `${cpuPerRequest.toFixed(1)} (${cpuRange.get(encoding) ?? ''}) | ${Math.max(...runs.map((run) => run.median)).toFixed(1)} | ` +
            `${Math.max(...runs.map((run) => run.p99)).toFixed(1)} | ${half.p99.toFixed(1)} |`,
        )
      }
      const identityCpu = cpu.get('identity')
      const added = (encoding: Encoding) => {
        const encoded = cpu.get(encoding)
        if (encoded === undefined || identityCpu === undefined) return '–'
        return `${encoded >= identityCpu ? '+' : '−'}${Math.abs((encoded / identityCpu - 1) * 100).toFixed(0)} %`
      }
      const cell = (encoding: Encoding) => {
        const ms = cpu.get(encoding)
        return ms === undefined ? '–' : `${ms.toFixed(1)} (${cpuRange.get(encoding) ?? ''})`
      }
      const size = (encoding: Encoding) => bytes.get(encoding)?.toLocaleString('en') ?? '–'
      cpuRows.push(
        `| ${name} | ${cell('identity')} | ${cell('gzip')} | ${added('gzip')} | ${cell('br')} | ${added('br')} | ` +
          `${size('identity')} | ${size('gzip')} | ${size('br')} |`,
      )
    }
    const afterRss = memoryMegabytes(pid, 'VmRSS')

    console.log(
      `\n${String(options.products)} products; ${String(options.connections)} connections, ${String(options.seconds)} s per measure; ` +
        `hello-world node:http: ${helloResult.perSecond.toFixed(0)} requests/s; Accept-Encoding ` +
        options.encodings.map((encoding) => `${encoding}: "${ACCEPT_ENCODING[encoding]}"`).join(', ') +
        '\n',
    )
    console.log(
      '| page | CPU ms/request (range of the rounds), identity | gzip | gzip adds | br | br adds | bytes, identity | bytes, gzip | bytes, br |',
    )
    console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |')
    for (const row of cpuRows) console.log(row)
    console.log(
      '\n| page | encoding | path | requests/s | ratio to hello world | CPU ms/request (rounds) | median ms (worst round) | p99 ms (worst round) | p99 ms at half load |',
    )
    console.log('| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |')
    for (const row of loadRows) console.log(row)
    console.log(
      `\nMemory (RSS): ${idleRss.toFixed(0)} MB idle after start-up, peak ${startupPeak.toFixed(0)} MB during ` +
        `start-up, ${afterRss.toFixed(0)} MB after the load, peak ${memoryMegabytes(pid, 'VmHWM').toFixed(0)} MB overall`,
    )
    if (values.levels) {
      console.log('\nCompression settings on these pages, in one piece in the benchmark process:\n')
      for (const row of await compressionLevels(origin, pages)) console.log(row)
    }
  } finally {
    killServer(server)
    hello.child.kill('SIGTERM')
    agent.destroy()
  }
}

await main()
