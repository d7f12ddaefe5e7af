/**
 * `npm run test:e2e:stress`: the stability check of the browser journeys. Builds once, then runs the
 * whole Playwright suite several times in a row against that production build while busy loops keep
 * CPU cores occupied, as on a shared CI machine, and reports per test how often it failed or needed
 * its retry. Exits non-zero unless every run passed without using a single retry.
 *
 *   npm run test:e2e:stress -- [--runs 5] [--burners 1] [--retries 1] [--no-build] [-- <playwright args>]
 *
 * Each run starts the web server of playwright.config.ts afresh (fresh database, same build), so
 * E2E_PORT and E2E_DATA_DIR apply as for `npm run test:e2e`. The JSON report and the traces of
 * failed tests of run N stay in .e2e-stress/run-N/.
 */
import { spawn, spawnSync } from 'node:child_process'
import type { ChildProcess } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { loadavg } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import * as v from 'valibot'
import { formatStressReport, isStable, jsonReportSchema, testOutcomes } from './e2e-stress-report'
import type { StressRun } from './e2e-stress-report'

const root = fileURLToPath(new URL('..', import.meta.url))
const outputRoot = join(root, '.e2e-stress')
const playwrightCli = createRequire(import.meta.url).resolve('@playwright/test/cli')

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    runs: { type: 'string', default: '5' },
    burners: { type: 'string', default: '1' },
    // As in CI (playwright.config.ts): a retry that was needed is reported, not hidden.
    retries: { type: 'string', default: '1' },
    'no-build': { type: 'boolean', default: false },
  },
})

const countSchema = v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number))
function count(name: string, value: string, min: number): number {
  const parsed = v.safeParse(v.pipe(countSchema, v.minValue(min)), value)
  if (!parsed.success) {
    console.error(`--${name} expects a whole number of at least ${min}, got "${value}"`)
    process.exit(2)
  }
  return parsed.output
}
const runs = count('runs', values.runs, 1)
const burnerCount = count('burners', values.burners, 0)
const retries = count('retries', values.retries, 0)

if (!values['no-build'] || !existsSync(join(root, '.output/server/index.mjs'))) {
  console.log('Building the storefront once for all runs …')
  const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

// Busy loops at normal priority: they compete with the server, the browsers and the test workers.
const burners: ChildProcess[] = Array.from({ length: burnerCount }, () =>
  spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }),
)
function stopBurners() {
  for (const burner of burners) burner.kill('SIGKILL')
}
process.on('exit', stopBurners)
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    stopBurners()
    process.exit(130)
  })
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'))
  } catch {
    return undefined
  }
}

function runSuite(run: number): Promise<StressRun> {
  const dir = join(outputRoot, `run-${run}`)
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  const reportFile = join(dir, 'report.json')
  const args = [
    playwrightCli,
    'test',
    `--retries=${retries}`,
    '--reporter=line,json',
    `--output=${join(dir, 'artifacts')}`,
    ...positionals,
  ]
  const started = Date.now()
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_FILE: reportFile },
    })
    child.on('exit', (code) => {
      const durationMs = Date.now() - started
      if (!existsSync(reportFile)) {
        resolve({ outcomes: [], durationMs, globalErrors: [`playwright exited with ${code ?? 'a signal'}`] })
        return
      }
      const parsed = v.safeParse(jsonReportSchema, readJson(reportFile))
      if (!parsed.success) {
        resolve({ outcomes: [], durationMs, globalErrors: [`unreadable report ${reportFile}`] })
        return
      }
      resolve({
        outcomes: testOutcomes(parsed.output),
        durationMs,
        globalErrors: parsed.output.errors.map((error) => error.message?.split('\n')[0] ?? 'unknown error'),
      })
    })
  })
}

const results: StressRun[] = []
for (let run = 1; run <= runs; run++) {
  console.log(
    `\n=== Run ${run} of ${runs} (${burnerCount} busy core(s), retries ${retries}, ` +
      `load average ${loadavg()[0]?.toFixed(2) ?? '?'}) ===`,
  )
  results.push(await runSuite(run))
}
stopBurners()

console.log(formatStressReport(results))
console.log(`Reports and traces: ${outputRoot}`)
process.exitCode = isStable(results) ? 0 : 1
