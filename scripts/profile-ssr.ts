/**
 * `node --import tsx scripts/profile-ssr.ts [--products N] [--data-dir DIR] [--requests R] [--connections C] [--pages a,b]
 *  [--out DIR] [--top N]`
 *
 * A CPU profile of the production server (`.output/server/index.mjs`, started as `bench:ssr` starts
 * it) while it renders R pages of each template, and the profile's top entries: where a page's
 * server CPU goes, to decide what to make cheaper (docs/performance.md). The profile covers only the
 * requests (taken over the inspector protocol, not from start-up to exit), after a warm-up. Writes
 * each profile as `<out>/<page>.cpuprofile` (open it in Chromium's DevTools) and prints, per page,
 * the shares of the samples by area and the functions with the most samples of their own.
 *
 * With `--against OUTPUT_DIR --against-data-dir DIR` it profiles nothing and compares instead: this
 * build and the one in OUTPUT_DIR (another commit's `.output`, on its own copy of the catalogue)
 * run side by side and take turns, burst by burst, so both see the same load on a busy machine;
 * each burst's CPU milliseconds per request come from /proc. Prints the median and the range per page.
 */
import { spawn } from 'node:child_process'
import type { ChildProcess } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { Agent, request } from 'node:http'
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import * as v from 'valibot'
import { freePort } from '../tests/setup/server-process'
import { sortedSamples } from './bench-stats'

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '3000' },
    'data-dir': { type: 'string' },
    requests: { type: 'string', default: '300' },
    connections: { type: 'string', default: '4' },
    pages: { type: 'string', default: 'home,category,search,product' },
    out: { type: 'string', default: '/tmp/profile-ssr' },
    top: { type: 'string', default: '25' },
    against: { type: 'string' },
    'against-data-dir': { type: 'string' },
    rounds: { type: 'string', default: '10' },
  },
})
const options = v.parse(
  v.object({
    products: v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(1)),
    requests: v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(1)),
    connections: v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(1)),
    top: v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(1)),
    rounds: v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(1)),
  }),
  values,
)
const dataDir = resolve(values['data-dir'] ?? `/tmp/bench-ssr-${String(options.products)}`)
const outDir = resolve(values.out)
if (!existsSync('.output/server/index.mjs')) throw new Error('No production build: run `npm run build` first')
if (!existsSync(`${dataDir}/pgdata`))
  throw new Error(`No seeded catalogue in ${dataDir}: run \`npm run bench:ssr\` first`)

const agent = new Agent({ keepAlive: true, maxSockets: 64 })

function get(url: URL): Promise<string> {
  return new Promise((done, fail) => {
    const outgoing = request(url, { agent, headers: { 'accept-encoding': 'identity' } }, (response) => {
      if (response.statusCode !== 200) fail(new Error(`${url.href} answered ${String(response.statusCode)}`))
      let body = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => (body += chunk))
      response.once('end', () => {
        done(body)
      })
    })
    outgoing.once('error', (error: NodeJS.ErrnoException) => {
      // A kept-alive connection the server closed while it sat idle: the request never reached it.
      if (outgoing.reusedSocket && error.code === 'ECONNRESET') get(url).then(done, fail)
      else fail(error)
    })
    outgoing.end()
  })
}

async function load(url: URL, requests: number, connections: number): Promise<void> {
  let left = requests
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (left-- > 0) await get(url)
    }),
  )
}

/** A minimal client of the inspector protocol over the server's debugging WebSocket. */
async function inspector(webSocketUrl: string) {
  const socket = new WebSocket(webSocketUrl)
  await new Promise((done, fail) => {
    socket.addEventListener('open', done, { once: true })
    socket.addEventListener('error', fail, { once: true })
  })
  let nextId = 1
  const pending = new Map<number, (result: unknown) => void>()
  socket.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data)) as { id?: number; result?: unknown }
    if (message.id !== undefined) pending.get(message.id)?.(message.result)
  })
  return {
    send(method: string, params: Record<string, unknown> = {}): Promise<unknown> {
      const id = nextId++
      return new Promise((done) => {
        pending.set(id, done)
        socket.send(JSON.stringify({ id, method, params }))
      })
    },
    close: () => {
      socket.close()
    },
  }
}

interface ProfileNode {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number }
  children?: number[]
}
interface Profile {
  nodes: ProfileNode[]
  samples: number[]
}

/** Areas of the server's work, by the source (the bundle keeps package paths in its chunk names). */
const AREAS: [string, (frame: ProfileNode['callFrame']) => boolean][] = [
  ['garbage collection', (f) => f.functionName === '(garbage collector)'],
  ['idle', (f) => f.functionName === '(idle)'],
  ['program (native, outside JavaScript)', (f) => f.functionName === '(program)'],
  ['web streams', (f) => /node:internal\/webstreams|web-streams|ReadableStream/i.test(f.url)],
  ['database (PGlite)', (f) => /pglite/i.test(f.url)],
  ['React server renderer', (f) => /react-dom/i.test(f.url)],
  ['router', (f) => /router-core|react-router|start-server-core|router-ssr/i.test(f.url)],
  ['query client', (f) => /query-core|react-query/i.test(f.url)],
  ['serialisation (seroval)', (f) => /seroval/i.test(f.url)],
  ['icons (lucide)', (f) => /lucide/i.test(f.url)],
  ['Node internals', (f) => f.url.startsWith('node:')],
  ['other packages', (f) => /node_modules|_libs\//.test(f.url)],
  ['the shop’s code', (f) => f.url !== ''],
  ['native / unattributed', () => true],
]

function areaOf(frame: ProfileNode['callFrame']): string {
  for (const [name, test] of AREAS) if (test(frame)) return name
  return 'native / unattributed'
}

function shortUrl(url: string): string {
  const index = url.lastIndexOf('/.output/')
  return index >= 0 ? url.slice(index + 9) : url.replace(/^file:\/\/.*\/node_modules\//, '')
}

/** Functions whose whole subtree (inclusive share) says what a page's parts cost. */
const WATCHED: [string, RegExp][] = [
  ['router link building (useLinkProps)', /^(useLinkProps|getServerLinkProps)$/],
  ['router buildLocation', /^buildLocation$/],
  ['query observers (useBaseQuery/useMutation)', /^(useBaseQuery|useMutation)$/],
  [
    'dehydration (dehydrate / seroval)',
    /^(dehydrate|dehydrateQuery|crossSerializeStream|toCrossJSONStream|serialize)$/,
  ],
  ['lucide icons (createLucideIcon/Icon)', /^(Icon|createLucideIcon)$/],
  ['React renderElement', /^renderElement$/],
]

function analyse(name: string, profile: Profile, top: number): string {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]))
  const parent = new Map<number, number>()
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id)
  const total = profile.samples.length
  const self = new Map<string, number>()
  const areas = new Map<string, number>()
  const inclusive = new Map<string, number>()
  for (const sample of profile.samples) {
    const node = byId.get(sample)
    if (!node) continue
    const frame = node.callFrame
    const key = `${frame.functionName || '(anonymous)'}  ${shortUrl(frame.url)}:${String(frame.lineNumber + 1)}`
    self.set(key, (self.get(key) ?? 0) + 1)
    const area = areaOf(frame)
    areas.set(area, (areas.get(area) ?? 0) + 1)
    const seen = new Set<string>()
    for (let id: number | undefined = sample; id !== undefined; id = parent.get(id)) {
      const fn = byId.get(id)?.callFrame.functionName ?? ''
      for (const [label, pattern] of WATCHED) if (pattern.test(fn)) seen.add(label)
    }
    for (const label of seen) inclusive.set(label, (inclusive.get(label) ?? 0) + 1)
  }
  const percent = (count: number) => `${((100 * count) / total).toFixed(1)} %`
  const lines = [
    `\n## ${name}: ${String(total)} samples\n`,
    '| area (self samples) | share |',
    '| --- | ---: |',
  ]
  for (const [area, count] of [...areas].sort((a, b) => b[1] - a[1]))
    lines.push(`| ${area} | ${percent(count)} |`)
  lines.push('', '| part (inclusive: the function and all it calls) | share |', '| --- | ---: |')
  for (const [label] of WATCHED) lines.push(`| ${label} | ${percent(inclusive.get(label) ?? 0)} |`)
  lines.push('', `| top ${String(top)} functions (self samples) | share |`, '| --- | ---: |')
  for (const [key, count] of [...self].sort((a, b) => b[1] - a[1]).slice(0, top))
    lines.push(`| \`${key.replaceAll('|', '\\|')}\` | ${percent(count)} |`)
  return lines.join('\n')
}

async function pagesToProfile(origin: string): Promise<[string, string][]> {
  const category = '/herren/'
  const html = await get(new URL(origin + category))
  const product = /href="(\/p\/[^"]+\/)"/.exec(html)?.[1]
  if (!product) throw new Error(`no product link on ${category}`)
  const all: [string, string][] = [
    ['home', '/'],
    ['category', category],
    ['search', '/search/?q=jacke'],
    ['product', product],
  ]
  const wanted = new Set(values.pages.split(','))
  return all.filter(([page]) => wanted.has(page))
}

/** CPU time (user + system) the process has used, in milliseconds (Linux, 100 ticks a second). */
function cpuMilliseconds(pid: number): number {
  const stat = readFileSync(`/proc/${String(pid)}/stat`, 'utf8')
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return (Number(fields[11]) + Number(fields[12])) * 10
}

async function startPlain(outputDir: string, data: string): Promise<{ origin: string; child: ChildProcess }> {
  const port = await freePort()
  const child = spawn(process.execPath, [`${outputDir}/server/index.mjs`], {
    env: {
      ...process.env,
      SHOP_API_URL: '',
      DATA_DIR: data,
      DATABASE_URL: '',
      SEED_PRODUCTS: '0',
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: 'ignore',
  })
  process.once('exit', () => child.kill('SIGKILL'))
  const origin = `http://127.0.0.1:${String(port)}`
  const deadline = Date.now() + 60_000
  while (
    !(await fetch(`${origin}/api/v1/content/home/`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (child.exitCode !== null) throw new Error(`${outputDir} exited with ${String(child.exitCode)}`)
    if (Date.now() > deadline) throw new Error(`${outputDir} did not answer within 60 s`)
    await new Promise((wake) => setTimeout(wake, 200))
  }
  return { origin, child }
}

const median = (values: number[]) => sortedSamples(values)[Math.floor(values.length / 2)] ?? Number.NaN

async function compare(against: string, againstDataDir: string) {
  const builds = [
    { name: 'this build', ...(await startPlain('.output', dataDir)) },
    { name: against, ...(await startPlain(against, resolve(againstDataDir))) },
  ]
  await new Promise((wake) => setTimeout(wake, 5000))
  const burst = Math.max(20, Math.round(options.requests / options.rounds))
  const rows: string[] = []
  try {
    for (const [name, path] of await pagesToProfile(builds[0]?.origin ?? '')) {
      const samples = builds.map(() => [] as number[])
      for (const build of builds) await load(new URL(build.origin + path), 50, options.connections)
      for (let round = 0; round < options.rounds; round++) {
        // Alternating which goes first, so neither always follows the other's garbage collection.
        const order = round % 2 === 0 ? [0, 1] : [1, 0]
        for (const index of order) {
          const build = builds[index]
          const pid = build?.child.pid
          if (!build || pid === undefined) continue
          const before = cpuMilliseconds(pid)
          await load(new URL(build.origin + path), burst, options.connections)
          samples[index]?.push((cpuMilliseconds(pid) - before) / burst)
        }
      }
      const [mine = [], theirs = []] = samples
      const range = (values: number[]) =>
        `${median(values).toFixed(1)} (${Math.min(...values).toFixed(1)}–${Math.max(...values).toFixed(1)})`
      rows.push(
        `| ${name} | ${range(theirs)} | ${range(mine)} | ${(100 * (median(mine) / median(theirs) - 1)).toFixed(0)} % |`,
      )
    }
  } finally {
    for (const build of builds) build.child.kill('SIGTERM')
    agent.destroy()
  }
  console.log(
    `\nCPU ms per request, median (range) of ${String(options.rounds)} bursts of ${String(burst)} requests, ` +
      `${String(options.connections)} connections, builds taking turns\n`,
  )
  console.log(`| page | ${against} | this build | change |`)
  console.log('| --- | ---: | ---: | ---: |')
  for (const row of rows) console.log(row)
}

async function main() {
  if (values.against) {
    await compare(values.against, values['against-data-dir'] ?? `${dataDir}-against`)
    return
  }
  const port = await freePort()
  const child = spawn(process.execPath, ['--inspect=127.0.0.1:0', '.output/server/index.mjs'], {
    env: {
      ...process.env,
      SHOP_API_URL: '',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_PRODUCTS: '0',
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  process.once('exit', () => child.kill('SIGKILL'))
  const webSocketUrl = await new Promise<string>((done, fail) => {
    let output = ''
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const match = /ws:\/\/\S+/.exec(output)
      if (match) done(match[0])
    })
    child.once('exit', () => {
      fail(new Error(`server exited: ${output}`))
    })
  })
  const origin = `http://127.0.0.1:${String(port)}`
  const deadline = Date.now() + 60_000
  while (
    !(await fetch(`${origin}/api/v1/content/home/`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (Date.now() > deadline) throw new Error('server did not answer within 60 s')
    await new Promise((wake) => setTimeout(wake, 200))
  }
  // Start-up work (the catalogue index) done before the first measurement.
  await new Promise((wake) => setTimeout(wake, 5000))
  const session = await inspector(webSocketUrl)
  await session.send('Profiler.enable')
  await session.send('Profiler.setSamplingInterval', { interval: 200 })
  mkdirSync(outDir, { recursive: true })
  try {
    for (const [name, path] of await pagesToProfile(origin)) {
      const url = new URL(origin + path)
      await load(url, Math.max(50, options.requests / 3), options.connections)
      await session.send('Profiler.start')
      await load(url, options.requests, options.connections)
      const { profile } = (await session.send('Profiler.stop')) as { profile: Profile }
      writeFileSync(`${outDir}/${name}.cpuprofile`, JSON.stringify(profile))
      console.log(analyse(`${name} \`${path}\`, ${String(options.requests)} requests`, profile, options.top))
    }
  } finally {
    session.close()
    child.kill('SIGTERM')
    agent.destroy()
  }
}

await main()
