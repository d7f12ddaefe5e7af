/**
 * `npm run bench:lighthouse -- [--runs N]` — mobile Lighthouse on the production build (issue "Speed
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
 * Not a CI gate: simulated throttling scales with the machine's CPU, and these machines are shared.
 */
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
  figuresOf,
  lighthouseTable,
  median,
  nextSteps,
  summarize,
} from './bench-lighthouse-report'
import type { RunFigures } from './bench-lighthouse-report'

const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' } } })
const options = v.parse(
  v.object({ runs: v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(1)) }),
  values,
)

if (!existsSync('.output/server/index.mjs')) throw new Error('No production build: run `npm run build` first')
const chromium = findChromium()
if (!chromium)
  throw new Error('No Chromium: install one (`apt-get install chromium`) or set PLAYWRIGHT_CHROMIUM_PATH')
const chromePath = chromium.executablePath ?? chromium.source

async function templates(origin: string): Promise<[string, string][]> {
  const category = await fetchPage(origin, '/herren/')
  return [
    ['home', '/'],
    ['category', '/herren/'],
    ['search', '/search/?q=jacke'],
    ['product', firstLink(category, /href="(\/p\/[^"]+\/)"/, '/herren/')],
    ['brands', '/marken/'],
  ]
}

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
const load = loadavg()
let server: RunningServer | undefined
try {
  const env = pgliteEnv()
  prepareDatabase(env)
  server = await startServer(await freePort(), env)
  const pages = await templates(server.url)
  // The first render of a page fills the server's caches; Lighthouse measures the page, not that.
  for (const [, path] of pages) await fetchPage(server.url, path)

  const runs: RunFigures[] = []
  let versions = ''
  for (let run = 1; run <= options.runs; run++)
    for (const [template, path] of pages) {
      const lhr = await auditUntilComplete(server.url + path)
      versions = `Lighthouse ${lhr.lighthouseVersion}, ${lhr.environment.hostUserAgent}`
      mkdirSync(join(outDir, 'reports'), { recursive: true })
      writeFileSync(join(outDir, 'reports', `${template}-${String(run)}.json`), JSON.stringify(lhr))
      const figures = figuresOf(lhr, template, path, run)
      runs.push(figures)
      console.error(
        `${template} run ${String(run)}/${String(options.runs)}: performance ${String(figures.scores.performance)}`,
      )
    }
  writeFileSync(join(outDir, 'runs.json'), JSON.stringify(runs, null, 2))

  const summaries = summarize(runs)
  console.log(lighthouseTable(summaries))
  const benchmarkIndexes = runs.map((figures) => figures.benchmarkIndex)
  console.log(
    `\n${String(options.runs)} runs per template, medians; ${versions}; load average at start ${load.map((value) => value.toFixed(2)).join(', ')}; Lighthouse BenchmarkIndex median ${String(Math.round(median(benchmarkIndexes)))} (${String(Math.round(Math.min(...benchmarkIndexes)))}–${String(Math.round(Math.max(...benchmarkIndexes)))})`,
  )
  const steps = nextSteps(summaries)
  if (steps) console.log(`\n${steps}`)
  for (const warning of new Set(runs.flatMap((figures) => figures.warnings)))
    console.log(`\nWarning: ${warning}`)
  console.log(`\nReports and runs.json: ${outDir}`)

  // The pages must not need anything from outside: the figures would depend on a network the
  // machines do not have.
  const outside = new Set(runs.flatMap((figures) => figures.outside))
  if (outside.size > 0) {
    console.error(
      `\nRequests outside the shop's origin:\n${[...outside].map((url) => `- ${url}`).join('\n')}`,
    )
    process.exitCode = 1
  }
} finally {
  killServer(server)
}
