/**
 * What `npm run bench:lighthouse` keeps of a Lighthouse report, and how it sums up repeated runs:
 * the median of each figure on its own (Lighthouse's own advice for noisy machines), a markdown
 * table for docs/performance.md, and the audits that cost the most.
 */
import type { Result } from 'lighthouse'
import { percentile, sortedSamples } from './bench-stats'

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
export type Category = (typeof CATEGORIES)[number]

/** The metrics the table shows, by their Lighthouse audit ids. */
export const METRICS = {
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  fcp: 'first-contentful-paint',
} as const
export type Metric = keyof typeof METRICS

/** Savings Lighthouse estimates for one audit, in milliseconds (LCP, FCP, TBT) or layout shift (CLS). */
export interface Saving {
  readonly id: string
  readonly title: string
  readonly savings: Readonly<Partial<Record<'LCP' | 'FCP' | 'TBT' | 'CLS', number>>>
}

/** An audit that lowers the accessibility, best-practices or SEO score. */
export interface FailedAudit {
  readonly category: Category
  readonly id: string
  readonly title: string
}

export interface RunFigures {
  readonly template: string
  readonly path: string
  readonly run: number
  /** 0–100 per category, null when Lighthouse could not score it. */
  readonly scores: Readonly<Record<Category, number | null>>
  readonly metrics: Readonly<Record<Metric, number>>
  readonly savings: readonly Saving[]
  readonly failed: readonly FailedAudit[]
  /** Requests to anything but the page's own origin (and data: or blob: URLs): none expected. */
  readonly outside: readonly string[]
  readonly warnings: readonly string[]
  /**
   * Lighthouse's measure of the machine's speed at the time of the run (BenchmarkIndex): simulated
   * throttling slows the observed main-thread work down 4×, a calibration for fast desktops, so a
   * low index (a slow or busy machine) inflates TBT and with it the score's largest part.
   */
  readonly benchmarkIndex: number
  /** The element Lighthouse took as the largest contentful paint: what to make paint sooner. */
  readonly lcpElement: string | null
}

const SAVING_METRICS = ['LCP', 'FCP', 'TBT', 'CLS'] as const

function requestUrls(lhr: Result): string[] {
  const details = lhr.audits['network-requests']?.details
  if (details?.type !== 'table') return []
  return details.items.flatMap((item) => (typeof item.url === 'string' ? [item.url] : []))
}

function lcpElement(lhr: Result): string | null {
  const details = lhr.audits['lcp-breakdown-insight']?.details
  if (details?.type !== 'list') return null
  for (const item of details.items)
    if (item.type === 'node') {
      const label =
        item.nodeLabel && item.nodeLabel.length > 60 ? `${item.nodeLabel.slice(0, 60)}…` : item.nodeLabel
      return `${item.selector ?? item.snippet ?? '?'}${label ? ` ("${label}")` : ''}`
    }
  return null
}

/** The figures of one Lighthouse run of `path`. */
export function figuresOf(lhr: Result, template: string, path: string, run: number): RunFigures {
  if (lhr.runtimeError) throw new Error(`${template} (${path}): ${lhr.runtimeError.message}`)
  const origin = new URL(lhr.finalDisplayedUrl).origin
  const scores = Object.fromEntries(
    CATEGORIES.map((category) => {
      const score = lhr.categories[category]?.score
      return [category, typeof score === 'number' ? Math.round(score * 100) : null]
    }),
  ) as Record<Category, number | null>
  const metrics = Object.fromEntries(
    Object.entries(METRICS).map(([metric, id]) => {
      const value = lhr.audits[id]?.numericValue
      if (typeof value !== 'number') throw new Error(`${template} (${path}): no ${id} in the report`)
      return [metric, value]
    }),
  ) as Record<Metric, number>
  const savings: Saving[] = []
  for (const audit of Object.values(lhr.audits)) {
    if (audit.scoreDisplayMode === 'notApplicable' || audit.scoreDisplayMode === 'error') continue
    if (audit.score === 1) continue
    const positive = SAVING_METRICS.flatMap((metric) => {
      const value = audit.metricSavings?.[metric]
      return typeof value === 'number' && value > 0 ? [[metric, value] as const] : []
    })
    if (positive.length > 0)
      savings.push({ id: audit.id, title: audit.title, savings: Object.fromEntries(positive) })
  }
  const failed: FailedAudit[] = CATEGORIES.filter((category) => category !== 'performance').flatMap(
    (category) =>
      (lhr.categories[category]?.auditRefs ?? []).flatMap((ref) => {
        const audit = lhr.audits[ref.id]
        return ref.weight > 0 && audit && audit.score !== null && audit.score < 1
          ? [{ category, id: audit.id, title: audit.title }]
          : []
      }),
  )
  const outside = requestUrls(lhr).filter(
    (url) => !url.startsWith('data:') && !url.startsWith('blob:') && new URL(url).origin !== origin,
  )
  return {
    template,
    path,
    run,
    scores,
    metrics,
    savings,
    failed,
    outside,
    warnings: lhr.runWarnings,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    lcpElement: lcpElement(lhr),
  }
}

/** Median of the samples (for an even count, the lower middle: nearest rank, as the other benchmarks). */
export function median(samples: readonly number[]): number {
  return percentile(sortedSamples(samples), 0.5)
}

export interface TemplateSummary {
  readonly template: string
  readonly path: string
  readonly runs: number
  readonly scores: Readonly<Record<Category, number | null>>
  /** Every run's performance score, in run order: the spread shows how noisy the machine was. */
  readonly performanceRuns: readonly (number | null)[]
  readonly metrics: Readonly<Record<Metric, number>>
  /** Audits by median estimated saving (LCP + TBT, the two heaviest metrics), largest first. */
  readonly opportunities: readonly Saving[]
  /** The LCP element of most runs, with how many runs it was the LCP element in. */
  readonly lcpElement: { readonly element: string; readonly runs: number } | null
  /** Audits that failed in any run, with how many runs they failed in. */
  readonly failed: readonly (FailedAudit & { readonly runs: number })[]
}

/** Medians per template, each figure on its own, in the order the templates were first measured. */
export function summarize(runs: readonly RunFigures[]): TemplateSummary[] {
  const templates = [...new Set(runs.map((run) => run.template))]
  return templates.map((template) => {
    const own = runs.filter((run) => run.template === template)
    const first = own[0]
    if (!first) throw new Error(`no runs of ${template}`)
    const scores = Object.fromEntries(
      CATEGORIES.map((category) => {
        const values = own.flatMap((run) => {
          const score = run.scores[category]
          return score === null ? [] : [score]
        })
        return [category, values.length === 0 ? null : median(values)]
      }),
    ) as Record<Category, number | null>
    const metrics = Object.fromEntries(
      (Object.keys(METRICS) as Metric[]).map((metric) => [
        metric,
        median(own.map((run) => run.metrics[metric])),
      ]),
    ) as Record<Metric, number>

    const audits = new Map<string, string>()
    for (const run of own) for (const saving of run.savings) audits.set(saving.id, saving.title)
    const opportunities = [...audits].map(([id, title]): Saving => {
      const savings = Object.fromEntries(
        SAVING_METRICS.flatMap((metric) => {
          // A run in which the audit passed saves nothing: it counts as 0 in the median.
          const value = median(
            own.map((run) => run.savings.find((saving) => saving.id === id)?.savings[metric] ?? 0),
          )
          return value > 0 ? [[metric, value] as const] : []
        }),
      )
      return { id, title, savings }
    })
    const weight = (saving: Saving): number => (saving.savings.LCP ?? 0) + (saving.savings.TBT ?? 0)
    opportunities.sort((a, b) => weight(b) - weight(a) || (b.savings.FCP ?? 0) - (a.savings.FCP ?? 0))

    const failed = new Map<string, FailedAudit & { runs: number }>()
    for (const run of own)
      for (const audit of run.failed) {
        const key = `${audit.category}/${audit.id}`
        const seen = failed.get(key)
        failed.set(key, { ...audit, runs: (seen?.runs ?? 0) + 1 })
      }

    const elements = new Map<string, number>()
    for (const run of own)
      if (run.lcpElement) elements.set(run.lcpElement, (elements.get(run.lcpElement) ?? 0) + 1)
    const [element, elementRuns] = [...elements].sort((a, b) => b[1] - a[1])[0] ?? []

    return {
      template,
      path: first.path,
      runs: own.length,
      scores,
      performanceRuns: own.map((run) => run.scores.performance),
      metrics,
      opportunities: opportunities.filter((saving) => Object.keys(saving.savings).length > 0),
      lcpElement: element && elementRuns ? { element, runs: elementRuns } : null,
      failed: [...failed.values()],
    }
  })
}

function score(value: number | null): string {
  return value === null ? '–' : String(value)
}

/** The markdown table for docs/performance.md. */
export function lighthouseTable(summaries: readonly TemplateSummary[]): string {
  const lines = [
    '| template | page | performance | accessibility | best practices | SEO | LCP ms | TBT ms | CLS | FCP ms | performance per run |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
  ]
  for (const summary of summaries)
    lines.push(
      `| ${summary.template} | \`${summary.path}\` | ${score(summary.scores.performance)} | ${score(summary.scores.accessibility)} | ${score(summary.scores['best-practices'])} | ${score(summary.scores.seo)} | ${Math.round(summary.metrics.lcp)} | ${Math.round(summary.metrics.tbt)} | ${summary.metrics.cls.toFixed(3)} | ${Math.round(summary.metrics.fcp)} | ${summary.performanceRuns.map(score).join(', ')} |`,
    )
  return lines.join('\n')
}

function savingText(saving: Saving): string {
  const parts = SAVING_METRICS.flatMap((metric) => {
    const value = saving.savings[metric]
    if (value === undefined) return []
    return [metric === 'CLS' ? `CLS −${value.toFixed(3)}` : `${metric} −${String(Math.round(value))} ms`]
  })
  return `${saving.title} (\`${saving.id}\`): ${parts.join(', ')}`
}

/**
 * What to work on next: for each template under `target` performance, its `top` audits by estimated
 * saving; for each template, the audits that keep accessibility, best practices or SEO under 100.
 */
export function nextSteps(summaries: readonly TemplateSummary[], target = 95, top = 5): string {
  const lines: string[] = []
  for (const summary of summaries) {
    const performance = summary.scores.performance
    if (performance !== null && performance < target && summary.opportunities.length > 0) {
      lines.push(
        `${summary.template}: performance ${String(performance)} < ${String(target)}; largest estimated savings:`,
      )
      for (const saving of summary.opportunities.slice(0, top)) lines.push(`  - ${savingText(saving)}`)
      if (summary.lcpElement)
        lines.push(
          `  - LCP element in ${String(summary.lcpElement.runs)} of ${String(summary.runs)} runs: ${summary.lcpElement.element}`,
        )
    }
    for (const audit of summary.failed)
      lines.push(
        `${summary.template}: ${audit.category} fails ${audit.title} (\`${audit.id}\`) in ${String(audit.runs)} of ${String(summary.runs)} runs`,
      )
  }
  return lines.join('\n')
}

/**
 * The machine states one invocation measures: `quiet` (nothing added) and `busy` (one core kept busy
 * by a spinning process for the whole pass, as the stability check's burner does), so that the same
 * build, server and hour give both figures.
 */
export const MODES = ['quiet', 'busy'] as const
export type Mode = (typeof MODES)[number]

/** One run of one template in one machine state, with the 1-minute load average at its start. */
export interface ModeRun {
  readonly mode: Mode
  readonly loadAverage: number
  readonly figures: RunFigures
}

export interface ModeSummary {
  readonly mode: Mode
  readonly summaries: readonly TemplateSummary[]
  /** Lowest and highest 1-minute load average at the start of this state's runs. */
  readonly loadAverage: { readonly min: number; readonly max: number }
  /** Lighthouse's BenchmarkIndex over this state's runs: lower means a slower (busier) machine. */
  readonly benchmarkIndex: { readonly median: number; readonly min: number; readonly max: number }
}

/** Medians per machine state and template, the states in `MODES` order, absent states left out. */
export function summarizeModes(runs: readonly ModeRun[]): ModeSummary[] {
  return MODES.flatMap((mode) => {
    const own = runs.filter((run) => run.mode === mode)
    if (own.length === 0) return []
    const loads = own.map((run) => run.loadAverage)
    const indexes = own.map((run) => run.figures.benchmarkIndex)
    return [
      {
        mode,
        summaries: summarize(own.map((run) => run.figures)),
        loadAverage: { min: Math.min(...loads), max: Math.max(...loads) },
        benchmarkIndex: { median: median(indexes), min: Math.min(...indexes), max: Math.max(...indexes) },
      },
    ]
  })
}

/** The LCP element, short enough for a table cell: the selector's last two parts and its label. */
export function shortElement(element: string): string {
  const match = /^(.*?)(?: \("(.*)"\))?$/.exec(element)
  const selector = (match?.[1] ?? element).split(' > ').slice(-2).join(' > ')
  const label = match?.[2]
  return label === undefined
    ? selector
    : `${selector} ("${label.length > 24 ? `${label.slice(0, 24)}…` : label}")`
}

function lcpCell(summary: TemplateSummary | undefined): string {
  if (!summary?.lcpElement) return '–'
  return `${shortElement(summary.lcpElement.element).replaceAll('|', '\\|')} (${String(summary.lcpElement.runs)}/${String(summary.runs)})`
}

/**
 * The markdown table for docs/performance.md with the machine states side by side: one column per
 * state for each figure, the templates in the order they were first measured.
 */
export function sideBySideTable(modes: readonly ModeSummary[]): string {
  const templates = [...new Set(modes.flatMap((mode) => mode.summaries.map((summary) => summary.template)))]
  const columns: { title: string; cell: (summary: TemplateSummary | undefined) => string; right: boolean }[] =
    [
      { title: 'performance', cell: (s) => (s ? score(s.scores.performance) : '–'), right: true },
      { title: 'LCP ms', cell: (s) => (s ? String(Math.round(s.metrics.lcp)) : '–'), right: true },
      { title: 'TBT ms', cell: (s) => (s ? String(Math.round(s.metrics.tbt)) : '–'), right: true },
      { title: 'CLS', cell: (s) => (s ? s.metrics.cls.toFixed(3) : '–'), right: true },
      { title: 'LCP element', cell: lcpCell, right: false },
      {
        title: 'performance per run',
        cell: (s) => (s ? s.performanceRuns.map(score).join(', ') : '–'),
        right: false,
      },
    ]
  const header = ['template', 'page']
  const rule = ['---', '---']
  for (const column of columns)
    for (const mode of modes) {
      header.push(`${column.title}, ${mode.mode}`)
      rule.push(column.right ? '---:' : '---')
    }
  const lines = [`| ${header.join(' | ')} |`, `| ${rule.join(' | ')} |`]
  for (const template of templates) {
    const own = modes.map((mode) => mode.summaries.find((summary) => summary.template === template))
    const path = own.find((summary) => summary !== undefined)?.path ?? ''
    const cells = [template, `\`${path}\``]
    for (const column of columns) for (const summary of own) cells.push(column.cell(summary))
    lines.push(`| ${cells.join(' | ')} |`)
  }
  return lines.join('\n')
}

/** One line per machine state: its runs' load averages and BenchmarkIndex. */
export function modesLine(modes: readonly ModeSummary[]): string {
  return modes
    .map(
      (mode) =>
        `${mode.mode}: load average ${mode.loadAverage.min.toFixed(2)}–${mode.loadAverage.max.toFixed(2)} at the runs' start, BenchmarkIndex median ${String(Math.round(mode.benchmarkIndex.median))} (${String(Math.round(mode.benchmarkIndex.min))}–${String(Math.round(mode.benchmarkIndex.max))})`,
    )
    .join('; ')
}

/** Runs whose LCP element lies inside an element matching `inside` (its selector names it). */
export function lcpElementsInside(runs: readonly ModeRun[], inside: RegExp): ModeRun[] {
  return runs.filter((run) => run.figures.lcpElement !== null && inside.test(run.figures.lcpElement))
}

export interface Targets {
  /** Minimum median performance per machine state. */
  readonly performance: Readonly<Record<Mode, number>>
  /** Maximum median LCP in milliseconds on the quiet machine. */
  readonly quietLcpMs: number
}

/** The issue's targets: performance ≥ 95 quiet and ≥ 90 with one busy core, LCP ≤ 2.2 s quiet. */
export const TARGETS: Targets = { performance: { quiet: 95, busy: 90 }, quietLcpMs: 2200 }

/** Every median that misses its target, one line each; empty when all are met. */
export function missedTargets(modes: readonly ModeSummary[], targets: Targets = TARGETS): string[] {
  const missed: string[] = []
  for (const mode of modes)
    for (const summary of mode.summaries) {
      const performance = summary.scores.performance
      const floor = targets.performance[mode.mode]
      if (performance === null || performance < floor)
        missed.push(`${summary.template}, ${mode.mode}: performance ${score(performance)} < ${String(floor)}`)
      if (mode.mode === 'quiet' && summary.metrics.lcp > targets.quietLcpMs)
        missed.push(
          `${summary.template}, quiet: LCP ${String(Math.round(summary.metrics.lcp))} ms > ${String(targets.quietLcpMs)} ms`,
        )
    }
  return missed
}
