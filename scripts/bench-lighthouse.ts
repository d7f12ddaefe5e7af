/**
 * `npm run bench:lighthouse -- [--runs N] [--modes quiet,busy] [--burners 1] [--templates …] [--output DIR]` — mobile Lighthouse on the production build (issue "Speed
 * and discoverability"). Needs a production build (`npm run build`) and a Chromium
 * (tests/setup/find-chromium.mjs: PLAYWRIGHT_CHROMIUM_PATH, else /usr/bin/chromium).
 *
 * Starts the build on a fresh embedded database with the small seed (as `bench:size` does), then
 * runs Lighthouse N times (default 3) per page template — performance, accessibility, best practices
 * and SEO, with Lighthouse's default mobile emulation and simulated throttling — each run in a fresh
 * headless Chromium, the templates taking turns so that a burst of load elsewhere on the machine
 * does not land on one template only. Prints the medians as a markdown table for
 * docs/performance.md, the audits with the largest estimated savings for pages under 95, and the
 * audits that keep the other categories under 100. Every report is kept as JSON in a temporary
 * folder (open one in the Lighthouse viewer to see the details).
 *
 * `--modes quiet,busy` (the default) measures each template in two machine states in one invocation:
 * as the machine is (quiet), and with one core kept busy by a spinning process for the whole pass
 * (busy, `--burners N` cores; the stability check's burner), the states taking turns run by run so
 * that load from elsewhere falls on both. The report sets the two side by side, with the load
 * average at each run's start, and names every run whose LCP element was the consent banner.
 * `--templates home,cart` measures some templates only; `--output DIR` measures another build
 * (a copy of an older `.output`, for a before-and-after on the same hour).
 *
 * Not a CI gate: simulated throttling scales with the machine's CPU, and these machines are shared.
 */
import { spawn } from 'node:child_process'
import type { ChildProcess } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import * as v from 'valibot'
import { chromiumArgs, findChromium } from '../tests/setup/find-chromium.mjs'
import type { RunningServer } from '../tests/setup/server-process'
import { fetchPage, firstLink } from './bench-pages'
import { freePort, killServer, pgliteEnv, prepareDatabase, startServer } from '../tests/setup/server-process'
import {
  CATEGORIES,
  MODES,
  figuresOf,
  lcpElementsInside,
  missedTargets,
  modesLine,
  nextSteps,
  sideBySideTable,
  summarizeModes,
} from './bench-lighthouse-report'
import type { Mode, ModeRun } from './bench-lighthouse-report'

const TEMPLATES = ['home', 'category', 'search', 'product', 'stores', 'cart', 'brands'] as const
type Template = (typeof TEMPLATES)[number]

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    modes: { type: 'string', default: MODES.join(',') },
    burners: { type: 'string', default: '1' },
    templates: { type: 'string', default: TEMPLATES.join(',') },
    output: { type: 'string', default: '.output' },
  },
})
const list = <T extends string>(choices: readonly T[]) =>
  v.pipe(
    v.string(),
    v.transform((value) => value.split(',').map((item) => item.trim())),
    v.array(v.picklist(choices)),
    v.minLength(1),
  )
const count = (min: number) => v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(min))
const options = v.parse(
  v.object({
    runs: count(1),
    modes: list(MODES),
    burners: count(1),
    templates: list(TEMPLATES),
    output: v.pipe(v.string(), v.minLength(1)),
  }),
  values,
)

if (!existsSync(join(options.output, 'server/index.mjs')))
  throw new Error(`No production build in ${options.output}: run \`npm run build\` first`)
const chromium = findChromium()
if (!chromium)
  throw new Error('No Chromium: install one (`apt-get install chromium`) or set PLAYWRIGHT_CHROMIUM_PATH')
const chromePath = chromium.executablePath ?? chromium.source

async function templates(origin: string): Promise<[Template, string][]> {
  const category = await fetchPage(origin, '/herren/')
  const paths: Record<Template, string> = {
    home: '/',
    category: '/herren/',
    search: '/search/?q=jacke',
    product: firstLink(category, /href="(\/p\/[^"]+\/)"/, '/herren/'),
    // The store locator and the (empty) cart: pages whose own content is small beside the banner.
    stores: '/shops/',
    cart: '/warenkorb/',
    brands: '/marken/',
  }
  return options.templates.map((template) => [template, paths[template]])
}

/**
 * The consent banner, server copy (`#consent-banner-server`) or live one (`.consent-banner`), as
 * Lighthouse's selector of the LCP element names it (its last four ancestors).
 */
const CONSENT_BANNER = /consent-banner/

// Busy loops at normal priority, as in the stability check: they compete with the server, Chromium
// and Lighthouse for the two cores.
let burners: ChildProcess[] = []
function startBurners(): void {
  burners = Array.from({ length: options.burners }, () =>
    spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }),
  )
}
function stopBurners(): void {
  for (const burner of burners) burner.kill('SIGKILL')
  burners = []
}
/** What an interrupted run leaves behind otherwise: the Chromium of the run under way and the server. */
let chromeOfRun: { kill(): void } | undefined
let server: RunningServer | undefined
process.on('exit', stopBurners)
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    stopBurners()
    chromeOfRun?.kill()
    killServer(server)
    process.exit(130)
  })

type Report = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr']

/** Attempts per run: Lighthouse itself asks to run again when it lost the trace (NO_NAVSTART, NO_FCP). */
const ATTEMPTS = 3

/** One Lighthouse run in a Chromium of its own (a fresh profile: no cache, no service worker). */
async function audit(url: string): Promise<Report> {
  const chrome = await launch({
    chromePath,
    // The default flags of chrome-launcher already keep Chromium off the network in the background;
    // the shared ones also turn off its sandbox (root) and the GPU (none here).
    chromeFlags: ['--headless=new', ...chromiumArgs],
    logLevel: 'error',
  })
  chromeOfRun = chrome
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    })
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    return result.lhr
  } finally {
    chrome.kill()
    chromeOfRun = undefined
  }
}

/** A run that Lighthouse completed: a run that failed is tried again, and the failure printed. */
async function auditUntilComplete(url: string): Promise<Report> {
  for (let attempt = 1; ; attempt++) {
    const lhr = await audit(url)
    if (!lhr.runtimeError || attempt === ATTEMPTS) return lhr
    console.error(
      `${url}: ${lhr.runtimeError.code}, running again (attempt ${String(attempt + 1)} of ${String(ATTEMPTS)})`,
    )
  }
}

const outDir = mkdtempSync(join(tmpdir(), 'bench-lighthouse-'))
const started = loadavg()
try {
  const env = pgliteEnv()
  prepareDatabase(env)
  server = await startServer(await freePort(), env, options.output)
  const pages = await templates(server.url)
  // The first render of a page fills the server's caches; Lighthouse measures the page, not that.
  for (const [, path] of pages) await fetchPage(server.url, path)

  const runs: ModeRun[] = []
  let versions = ''
  mkdirSync(join(outDir, 'reports'), { recursive: true })
  for (let run = 1; run <= options.runs; run++) {
    // The states take turns, and which goes first alternates, so a trend in the machine's load
    // over the invocation does not favour one of them.
    const order: Mode[] = run % 2 === 1 ? [...options.modes] : [...options.modes].reverse()
    for (const mode of order) {
      if (mode === 'busy') startBurners()
      try {
        for (const [template, path] of pages) {
          const loadAverage = loadavg()[0] ?? Number.NaN
          const lhr = await auditUntilComplete(server.url + path)
          versions = `Lighthouse ${lhr.lighthouseVersion}, ${lhr.environment.hostUserAgent}`
          writeFileSync(
            join(outDir, 'reports', `${template}-${mode}-${String(run)}.json`),
            JSON.stringify(lhr),
          )
          const figures = figuresOf(lhr, template, path, run)
          runs.push({ mode, loadAverage, figures })
          console.error(
            `${template} ${mode} run ${String(run)}/${String(options.runs)}: performance ${String(figures.scores.performance)}, LCP ${String(Math.round(figures.metrics.lcp))} ms, load average ${loadAverage.toFixed(2)}`,
          )
        }
      } finally {
        stopBurners()
      }
    }
  }
  writeFileSync(join(outDir, 'runs.json'), JSON.stringify(runs, null, 2))
  const ended = loadavg()

  const modes = summarizeModes(runs)
  console.log(sideBySideTable(modes))
  const loads = (values: number[]) => values.map((value) => value.toFixed(2)).join(', ')
  console.log(
    `\n${String(options.runs)} runs per template and state, medians; ${versions}; ${modesLine(modes)}; load average (1, 5, 15 min) ${loads(started)} at the start, ${loads(ended)} at the end; ${String(options.burners)} burner(s) when busy`,
  )
  for (const mode of modes) {
    const steps = nextSteps(mode.summaries)
    if (steps) console.log(`\n${mode.mode}:\n${steps}`)
  }
  const missed = missedTargets(modes)
  console.log(
    missed.length === 0
      ? '\nEvery target met.'
      : `\nTargets missed:\n${missed.map((line) => `- ${line}`).join('\n')}`,
  )
  const banner = lcpElementsInside(runs, CONSENT_BANNER)
  console.log(
    banner.length === 0
      ? '\nThe consent banner was the LCP element in no run.'
      : `\nThe consent banner was the LCP element in ${String(banner.length)} run(s):\n${banner.map((run) => `- ${run.figures.template}, ${run.mode}, run ${String(run.figures.run)}`).join('\n')}`,
  )
  for (const warning of new Set(runs.flatMap((run) => run.figures.warnings)))
    console.log(`\nWarning: ${warning}`)
  console.log(`\nReports and runs.json: ${outDir}`)

  // The pages must not need anything from outside: the figures would depend on a network the
  // machines do not have.
  const outside = new Set(runs.flatMap((run) => run.figures.outside))
  if (outside.size > 0) {
    console.error(
      `\nRequests outside the shop's origin:\n${[...outside].map((url) => `- ${url}`).join('\n')}`,
    )
    process.exitCode = 1
  }
} finally {
  stopBurners()
  killServer(server)
}
