import { stripVTControlCharacters } from 'node:util'
import * as v from 'valibot'

/**
 * Reading and summing up the Playwright JSON reports of `npm run test:e2e:stress`: per test, how
 * often it failed and how often it needed a retry over all runs. Only the fields used are validated.
 */

const resultSchema = v.object({
  status: v.optional(v.string()),
  retry: v.number(),
  error: v.optional(v.object({ message: v.optional(v.string()) })),
})

const testSchema = v.object({
  projectName: v.string(),
  status: v.picklist(['skipped', 'expected', 'unexpected', 'flaky']),
  results: v.array(resultSchema),
})

const specSchema = v.object({ title: v.string(), file: v.string(), tests: v.array(testSchema) })

interface Suite {
  title: string
  specs: v.InferOutput<typeof specSchema>[]
  suites?: Suite[] | undefined
}

const suiteSchema: v.GenericSchema<Suite> = v.object({
  title: v.string(),
  specs: v.array(specSchema),
  suites: v.optional(v.array(v.lazy(() => suiteSchema))),
})

export const jsonReportSchema = v.object({
  suites: v.array(suiteSchema),
  errors: v.array(v.object({ message: v.optional(v.string()) })),
  stats: v.object({
    duration: v.number(),
    expected: v.number(),
    unexpected: v.number(),
    flaky: v.number(),
    skipped: v.number(),
  }),
})
export type JsonReport = v.InferOutput<typeof jsonReportSchema>

/** One test's outcome in one run. */
export interface TestOutcome {
  /** "file › describe › title", as Playwright's list reporter names it. */
  id: string
  status: 'skipped' | 'expected' | 'unexpected' | 'flaky'
  /** Retries used: attempts beyond the first. */
  retries: number
  /** The first line of the last failed attempt's error, if any attempt failed. */
  error: string | undefined
}

export function testOutcomes(report: JsonReport): TestOutcome[] {
  const outcomes: TestOutcome[] = []
  const visit = (suite: Suite, path: readonly string[]) => {
    for (const spec of suite.specs) {
      for (const test of spec.tests) {
        const failed = test.results.filter((result) => result.error?.message !== undefined).at(-1)
        outcomes.push({
          id: [spec.file, ...path, spec.title].join(' › '),
          status: test.status,
          retries: Math.max(0, ...test.results.map((result) => result.retry)),
          error: stripVTControlCharacters(failed?.error?.message ?? '')
            .split('\n')
            .find((line) => line.trim() !== ''),
        })
      }
    }
    for (const child of suite.suites ?? []) visit(child, [...path, child.title])
  }
  // The top-level suites are the files; their titles are the file names, already in `spec.file`.
  for (const file of report.suites) visit(file, [])
  return outcomes
}

/** One run of the suite: its outcomes, wall time, and errors outside any test (e.g. the web server). */
export interface StressRun {
  outcomes: TestOutcome[]
  durationMs: number
  globalErrors: string[]
}

export interface RunTotals {
  passed: number
  failed: number
  flaky: number
  skipped: number
  retries: number
}

export function runTotals(run: StressRun): RunTotals {
  const count = (status: TestOutcome['status']) =>
    run.outcomes.filter((outcome) => outcome.status === status).length
  return {
    passed: count('expected'),
    failed: count('unexpected'),
    flaky: count('flaky'),
    skipped: count('skipped'),
    retries: run.outcomes.reduce((sum, outcome) => sum + outcome.retries, 0),
  }
}

/** A test that failed or needed a retry in at least one run. */
export interface UnstableTest {
  id: string
  /** Runs in which it failed even with its retries. */
  failedRuns: number[]
  /** Runs in which it passed only on a retry. */
  flakyRuns: number[]
  errors: string[]
}

export function unstableTests(runs: readonly StressRun[]): UnstableTest[] {
  const byId = new Map<string, UnstableTest>()
  runs.forEach((run, index) => {
    for (const outcome of run.outcomes) {
      if (outcome.status !== 'unexpected' && outcome.status !== 'flaky') continue
      const entry = byId.get(outcome.id) ?? { id: outcome.id, failedRuns: [], flakyRuns: [], errors: [] }
      ;(outcome.status === 'unexpected' ? entry.failedRuns : entry.flakyRuns).push(index + 1)
      if (outcome.error !== undefined && !entry.errors.includes(outcome.error))
        entry.errors.push(outcome.error)
      byId.set(outcome.id, entry)
    }
  })
  return [...byId.values()].sort(
    (a, b) =>
      b.failedRuns.length + b.flakyRuns.length - (a.failedRuns.length + a.flakyRuns.length) ||
      a.id.localeCompare(b.id),
  )
}

/** Tests whose error is a refused connection: not the test's fault, the server was gone. */
function unreachableServer(run: StressRun): number {
  return run.outcomes.filter(
    (outcome) =>
      outcome.status === 'unexpected' && /ECONNREFUSED|ERR_CONNECTION_REFUSED/.test(outcome.error ?? ''),
  ).length
}

/** The report printed at the end: one line per run, then every unstable test. */
export function formatStressReport(runs: readonly StressRun[]): string {
  const minutes = (ms: number) => `${(ms / 60_000).toFixed(1)} min`
  const lines = ['', `Stability check: ${runs.length} run(s)`]
  runs.forEach((run, index) => {
    const totals = runTotals(run)
    lines.push(
      `  run ${index + 1}: ${totals.passed} passed, ${totals.failed} failed, ${totals.flaky} flaky, ` +
        `${totals.retries} retries used, ${totals.skipped} skipped, ${minutes(run.durationMs)}`,
    )
    for (const error of run.globalErrors) lines.push(`    error outside the tests: ${error}`)
    const unreachable = unreachableServer(run)
    if (unreachable > 0)
      lines.push(
        `    ${unreachable} test(s) could not connect: the web server stopped during this run ` +
          '(look for a crash, or a signal from another process, in the output above)',
      )
  })
  const unstable = unstableTests(runs)
  const total = runs.reduce((sum, run) => sum + run.durationMs, 0)
  const retries = runs.reduce((sum, run) => sum + runTotals(run).retries, 0)
  const failures = runs.reduce((sum, run) => sum + runTotals(run).failed, 0)
  lines.push(`Total: ${failures} failures, ${retries} retries used, ${minutes(total)}`)
  if (unstable.length > 0) {
    lines.push('', 'Tests that failed or needed a retry:')
    for (const test of unstable) {
      const where = [
        test.failedRuns.length > 0 ? `failed in run ${test.failedRuns.join(', ')}` : '',
        test.flakyRuns.length > 0 ? `passed only on retry in run ${test.flakyRuns.join(', ')}` : '',
      ].filter(Boolean)
      lines.push(`  ${test.id}`, `    ${where.join('; ')}`)
      for (const error of test.errors) lines.push(`    ${error}`)
    }
  }
  return lines.join('\n')
}

/** Stable means: every run finished, no test failed, none needed a retry, no error outside tests. */
export function isStable(runs: readonly StressRun[]): boolean {
  return runs.every((run) => {
    const totals = runTotals(run)
    return run.globalErrors.length === 0 && run.outcomes.length > 0 && totals.failed + totals.flaky === 0
  })
}
