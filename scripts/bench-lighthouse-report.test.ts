import type { Result } from 'lighthouse'
import { describe, expect, it } from 'vitest'
import {
  figuresOf,
  lcpElementsInside,
  lighthouseTable,
  median,
  missedTargets,
  modesLine,
  nextSteps,
  shortElement,
  sideBySideTable,
  summarize,
  summarizeModes,
} from './bench-lighthouse-report'
import type { ModeRun, RunFigures } from './bench-lighthouse-report'

type Audit = Result['audits'][string]

function audit(id: string, fields: Partial<Audit> = {}): Audit {
  return { id, title: `Title of ${id}`, description: '', score: 1, scoreDisplayMode: 'binary', ...fields }
}

/** The parts of a Lighthouse report that the benchmark reads, and nothing else. */
function report(origin: string, scores: Record<string, number | null>, audits: Audit[]): Result {
  const refs = (ids: string[]) => ids.map((id) => ({ id, weight: id === 'weightless' ? 0 : 1 }))
  return {
    finalDisplayedUrl: `${origin}/search/?q=jacke`,
    runWarnings: [],
    environment: { benchmarkIndex: 1200 },
    categories: {
      performance: { id: 'performance', title: 'Performance', score: scores.performance, auditRefs: [] },
      accessibility: {
        id: 'accessibility',
        title: 'A11y',
        score: scores.accessibility,
        auditRefs: refs(['image-alt']),
      },
      'best-practices': {
        id: 'best-practices',
        title: 'BP',
        score: scores.bp,
        auditRefs: refs(['weightless']),
      },
      seo: { id: 'seo', title: 'SEO', score: scores.seo, auditRefs: refs(['is-crawlable']) },
    },
    audits: Object.fromEntries(audits.map((entry) => [entry.id, entry])),
  } as unknown as Result
}

const metricAudits = [
  audit('largest-contentful-paint', { numericValue: 2400.4 }),
  audit('total-blocking-time', { numericValue: 180 }),
  audit('cumulative-layout-shift', { numericValue: 0.0123 }),
  audit('first-contentful-paint', { numericValue: 900 }),
]

describe('figuresOf', () => {
  const origin = 'http://127.0.0.1:4000'
  const figures = figuresOf(
    report(origin, { performance: 0.934, accessibility: 1, bp: 1, seo: 0.69 }, [
      ...metricAudits,
      audit('unused-javascript', { score: 0.5, metricSavings: { LCP: 450, FCP: 0 } }),
      audit('bootup-time', { score: null, scoreDisplayMode: 'informative', metricSavings: { TBT: 120 } }),
      audit('passed-with-savings', { score: 1, metricSavings: { LCP: 30 } }),
      audit('not-applicable', { score: null, scoreDisplayMode: 'notApplicable', metricSavings: { LCP: 99 } }),
      audit('image-alt', { score: 1 }),
      audit('lcp-breakdown-insight', {
        score: 0,
        details: {
          type: 'list',
          items: [
            { type: 'table', headings: [], items: [] },
            { type: 'node', selector: 'section.fixed > p', nodeLabel: 'Wir verwenden notwendige Cookies' },
          ],
        },
      }),
      audit('weightless', { score: 0 }),
      audit('is-crawlable', { score: 0 }),
      audit('network-requests', {
        score: null,
        scoreDisplayMode: 'informative',
        details: {
          type: 'table',
          headings: [],
          items: [
            { url: `${origin}/assets/index.js` },
            { url: 'data:image/svg+xml,<svg/>' },
            { url: 'https://fonts.example/font.woff2' },
          ],
        },
      }),
    ]),
    'search',
    '/search/?q=jacke',
    1,
  )

  it('reads scores as 0–100 and the four metrics', () => {
    expect(figures.scores).toEqual({ performance: 93, accessibility: 100, 'best-practices': 100, seo: 69 })
    expect(figures.metrics).toEqual({ lcp: 2400.4, tbt: 180, cls: 0.0123, fcp: 900 })
    expect(figures.benchmarkIndex).toBe(1200)
    expect(figures.lcpElement).toBe('section.fixed > p ("Wir verwenden notwendige Cookies")')
  })

  it('keeps positive savings of audits that did not pass, and weighted failures of the other categories', () => {
    expect(figures.savings).toEqual([
      { id: 'unused-javascript', title: 'Title of unused-javascript', savings: { LCP: 450 } },
      { id: 'bootup-time', title: 'Title of bootup-time', savings: { TBT: 120 } },
    ])
    expect(figures.failed).toEqual([{ category: 'seo', id: 'is-crawlable', title: 'Title of is-crawlable' }])
  })

  it('lists requests that leave the page’s origin', () => {
    expect(figures.outside).toEqual(['https://fonts.example/font.woff2'])
  })

  it('refuses a report whose run failed', () => {
    const failed = {
      ...report(origin, {}, metricAudits),
      runtimeError: { code: 'NO_FCP', message: 'No paint' },
    }
    expect(() => figuresOf(failed, 'home', '/', 1)).toThrow('home (/): No paint')
  })
})

function run(
  template: string,
  index: number,
  performance: number,
  tbt: number,
  savings: RunFigures['savings'],
) {
  return {
    template,
    path: `/${template}/`,
    run: index,
    scores: { performance, accessibility: 100, 'best-practices': 100, seo: template === 'search' ? 69 : 100 },
    metrics: { lcp: 2000 + index, tbt, cls: 0, fcp: 800 },
    savings,
    failed: template === 'search' ? [{ category: 'seo' as const, id: 'is-crawlable', title: 'Blocked' }] : [],
    outside: [],
    warnings: [],
    benchmarkIndex: 1000,
    lcpElement: index === 2 ? 'main > h1' : 'section.fixed > p',
  } satisfies RunFigures
}

describe('summarize', () => {
  it('takes each figure’s median on its own and ranks audits by their median LCP + TBT saving', () => {
    const unused = (lcp: number) => ({ id: 'unused-javascript', title: 'Unused JS', savings: { LCP: lcp } })
    const bootup = { id: 'bootup-time', title: 'Bootup', savings: { TBT: 900 } }
    const [search, home] = summarize([
      run('search', 1, 80, 400, [unused(300), bootup]),
      run('home', 1, 97, 50, []),
      run('search', 2, 60, 900, [unused(600)]),
      run('home', 2, 96, 60, []),
      run('search', 3, 75, 100, [unused(450), bootup]),
      run('home', 3, 99, 40, []),
    ])
    expect(search?.scores.performance).toBe(75)
    expect(search?.metrics.tbt).toBe(400)
    expect(search?.metrics.lcp).toBe(2002)
    expect(search?.performanceRuns).toEqual([80, 60, 75])
    // Bootup saves 900 ms TBT in two runs of three (median 900), more than unused JavaScript's 450 ms.
    expect(search?.opportunities.map((saving) => [saving.id, saving.savings])).toEqual([
      ['bootup-time', { TBT: 900 }],
      ['unused-javascript', { LCP: 450 }],
    ])
    expect(search?.failed).toEqual([{ category: 'seo', id: 'is-crawlable', title: 'Blocked', runs: 3 }])
    expect(home?.scores.performance).toBe(97)

    expect(lighthouseTable([search, home].filter((summary) => summary !== undefined))).toContain(
      '| search | `/search/` | 75 | 100 | 100 | 69 | 2002 | 400 | 0.000 | 800 | 80, 60, 75 |',
    )
    const steps = nextSteps([search, home].filter((summary) => summary !== undefined))
    expect(steps).toContain('search: performance 75 < 95; largest estimated savings:')
    expect(steps).toContain('  - Bootup (`bootup-time`): TBT −900 ms')
    expect(steps).toContain('  - LCP element in 2 of 3 runs: section.fixed > p')
    expect(steps).toContain('search: seo fails Blocked (`is-crawlable`) in 3 of 3 runs')
    expect(steps).not.toContain('home:')
  })

  it('drops an audit whose median saving is nothing (it passed in most runs)', () => {
    const rare = { id: 'rare', title: 'Rare', savings: { LCP: 800 } }
    const [home] = summarize([
      run('home', 1, 90, 50, [rare]),
      run('home', 2, 91, 50, []),
      run('home', 3, 92, 50, []),
    ])
    expect(home?.opportunities).toEqual([])
  })
})

describe('median', () => {
  it('is the middle sample of an odd count, whatever the order', () => {
    expect(median([5, 1, 3])).toBe(3)
    expect(median([42])).toBe(42)
  })
})

describe('quiet and busy side by side', () => {
  const banner =
    'section#consent-banner-server > div.page-container > div.flex > p ("Wir verwenden notwendige Cookies, damit der Shop")'
  const at = (
    mode: ModeRun['mode'],
    loadAverage: number,
    figures: RunFigures,
    changes: Partial<RunFigures> = {},
  ): ModeRun => ({ mode, loadAverage, figures: { ...figures, ...changes } })
  const runs: ModeRun[] = [
    at('quiet', 1.2, run('stores', 1, 97, 30, []), { lcpElement: 'svg.h-auto > image' }),
    at('busy', 2.9, run('stores', 1, 88, 400, []), { benchmarkIndex: 600, lcpElement: banner }),
    at('busy', 3.4, run('stores', 2, 91, 300, []), { benchmarkIndex: 700, lcpElement: 'svg.h-auto > image' }),
    at('quiet', 1.9, run('stores', 2, 96, 35, []), { lcpElement: 'svg.h-auto > image' }),
    at('quiet', 1.5, run('stores', 3, 99, 20, []), { lcpElement: 'svg.h-auto > image' }),
    at('busy', 3.1, run('stores', 3, 93, 250, []), { benchmarkIndex: 800, lcpElement: 'svg.h-auto > image' }),
  ]
  const modes = summarizeModes(runs)

  it('sums up each machine state on its own, quiet first, with its load averages and speed', () => {
    expect(modes.map((mode) => mode.mode)).toEqual(['quiet', 'busy'])
    const [quiet, busy] = modes
    expect(quiet?.summaries[0]?.scores.performance).toBe(97)
    expect(busy?.summaries[0]?.scores.performance).toBe(91)
    expect(busy?.summaries[0]?.metrics.tbt).toBe(300)
    expect(busy?.loadAverage).toEqual({ min: 2.9, max: 3.4 })
    expect(busy?.benchmarkIndex).toEqual({ median: 700, min: 600, max: 800 })
    expect(modesLine(modes)).toBe(
      "quiet: load average 1.20–1.90 at the runs' start, BenchmarkIndex median 1000 (1000–1000); busy: load average 2.90–3.40 at the runs' start, BenchmarkIndex median 700 (600–800)",
    )
  })

  it('leaves a state that was not measured out', () => {
    expect(summarizeModes(runs.filter((entry) => entry.mode === 'busy')).map((mode) => mode.mode)).toEqual([
      'busy',
    ])
  })

  it('puts each figure’s states in neighbouring columns', () => {
    const table = sideBySideTable(modes).split('\n')
    expect(table[0]).toBe(
      '| template | page | performance, quiet | performance, busy | LCP ms, quiet | LCP ms, busy | TBT ms, quiet | TBT ms, busy | CLS, quiet | CLS, busy | LCP element, quiet | LCP element, busy | performance per run, quiet | performance per run, busy |',
    )
    expect(table[1]).toBe(
      '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | --- | --- | --- |',
    )
    expect(table[2]).toBe(
      '| stores | `/stores/` | 97 | 91 | 2002 | 2002 | 30 | 300 | 0.000 | 0.000 | svg.h-auto > image (3/3) | svg.h-auto > image (2/3) | 97, 96, 99 | 88, 91, 93 |',
    )
  })

  it('shortens an LCP element to its last two selector parts and a short label', () => {
    expect(shortElement(banner)).toBe('div.flex > p ("Wir verwenden notwendige…")')
    expect(shortElement('main > h1')).toBe('main > h1')
  })

  it('finds the runs whose LCP element was inside the banner', () => {
    expect(lcpElementsInside(runs, /consent-banner/).map((entry) => [entry.mode, entry.figures.run])).toEqual(
      [['busy', 1]],
    )
  })

  it('names every median that misses its target, and nothing when all are met', () => {
    expect(missedTargets(modes)).toEqual([])
    expect(missedTargets(modes, { performance: { quiet: 98, busy: 92 }, quietLcpMs: 2000 })).toEqual([
      'stores, quiet: performance 97 < 98',
      'stores, quiet: LCP 2002 ms > 2000 ms',
      'stores, busy: performance 91 < 92',
    ])
  })
})
