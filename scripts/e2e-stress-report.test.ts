import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import {
  formatStressReport,
  isStable,
  jsonReportSchema,
  testOutcomes,
  unstableTests,
} from './e2e-stress-report'
import type { StressRun, TestOutcome } from './e2e-stress-report'

const passed = { status: 'passed', retry: 0 }
const failed = (retry: number, message: string) => ({ status: 'failed', retry, error: { message } })

/** A Playwright JSON report in the shape of version 1.65, trimmed to what the summary reads. */
const report = v.parse(jsonReportSchema, {
  config: {},
  errors: [],
  stats: {
    startTime: '2026-01-01T00:00:00Z',
    duration: 1000,
    expected: 1,
    unexpected: 1,
    flaky: 1,
    skipped: 0,
  },
  suites: [
    {
      title: 'catalog.spec.ts',
      file: 'catalog.spec.ts',
      specs: [
        {
          title: 'top-level test',
          file: 'catalog.spec.ts',
          tests: [{ projectName: 'chromium', status: 'expected', results: [passed] }],
        },
      ],
      suites: [
        {
          title: 'category and search pages',
          file: 'catalog.spec.ts',
          specs: [
            {
              title: 'finds products by stem',
              file: 'catalog.spec.ts',
              tests: [
                {
                  projectName: 'chromium',
                  status: 'unexpected',
                  results: [
                    failed(0, 'Error: first\nmore'),
                    failed(1, '\nError: \u001b[2mexpect(\u001b[22mreceived).toBe(true)'),
                  ],
                },
              ],
            },
            {
              title: 'hydrates',
              file: 'catalog.spec.ts',
              tests: [
                {
                  projectName: 'chromium',
                  status: 'flaky',
                  results: [failed(0, 'Timeout'), { ...passed, retry: 1 }],
                },
              ],
            },
          ],
        },
      ],
    },
  ],
})

const outcome = (id: string, status: TestOutcome['status'], retries = 0): TestOutcome => ({
  id,
  status,
  retries,
  error: status === 'expected' ? undefined : `${id} broke`,
})

describe('testOutcomes', () => {
  it('names each test by file, describe blocks and title, with its retries and first error line', () => {
    expect(testOutcomes(report)).toEqual([
      { id: 'catalog.spec.ts › top-level test', status: 'expected', retries: 0, error: undefined },
      {
        id: 'catalog.spec.ts › category and search pages › finds products by stem',
        status: 'unexpected',
        retries: 1,
        error: 'Error: expect(received).toBe(true)',
      },
      {
        id: 'catalog.spec.ts › category and search pages › hydrates',
        status: 'flaky',
        retries: 1,
        error: 'Timeout',
      },
    ])
  })
})

describe('the stress summary', () => {
  const stable: StressRun = {
    outcomes: [outcome('a', 'expected'), outcome('b', 'expected')],
    durationMs: 60_000,
    globalErrors: [],
  }

  it('is stable only when no run failed, none used a retry and every run reported tests', () => {
    expect(isStable([stable, stable])).toBe(true)
    expect(isStable([stable, { ...stable, outcomes: [outcome('a', 'flaky', 1)] }])).toBe(false)
    expect(isStable([stable, { ...stable, outcomes: [outcome('a', 'unexpected', 1)] }])).toBe(false)
    expect(isStable([{ outcomes: [], durationMs: 1, globalErrors: ['playwright exited with 1'] }])).toBe(
      false,
    )
  })

  it('lists each unstable test once with the runs it failed or flaked in, worst first', () => {
    const runs: StressRun[] = [
      { ...stable, outcomes: [outcome('a', 'flaky', 1), outcome('b', 'expected')] },
      { ...stable, outcomes: [outcome('a', 'unexpected', 1), outcome('b', 'unexpected', 1)] },
      { ...stable, outcomes: [outcome('a', 'expected'), outcome('b', 'expected')] },
    ]
    expect(unstableTests(runs)).toEqual([
      { id: 'a', failedRuns: [2], flakyRuns: [1], errors: ['a broke'] },
      { id: 'b', failedRuns: [2], flakyRuns: [], errors: ['b broke'] },
    ])
    const text = formatStressReport(runs)
    expect(text).toContain('run 1: 1 passed, 0 failed, 1 flaky, 1 retries used, 0 skipped, 1.0 min')
    expect(text).toContain('Total: 2 failures, 3 retries used, 3.0 min')
    expect(text).toContain('failed in run 2; passed only on retry in run 1')
    expect(text).not.toContain('could not connect')
  })

  it('says so when tests failed because the web server had gone away', () => {
    const refused: TestOutcome = {
      ...outcome('c', 'unexpected', 1),
      error: 'Error: page.goto: net::ERR_CONNECTION_REFUSED at http://127.0.0.1:4273/',
    }
    const text = formatStressReport([{ ...stable, outcomes: [refused, outcome('a', 'unexpected', 1)] }])
    expect(text).toContain('1 test(s) could not connect: the web server stopped during this run')
  })
})
