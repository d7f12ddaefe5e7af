import type { Result } from 'lighthouse'
import { describe, expect, it } from 'vitest'
import { figuresOf, lighthouseTable, median, nextSteps, summarize } from './bench-lighthouse-report'
import type { RunFigures } from './bench-lighthouse-report'

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
