/**
 * The pure half of `npm run bench:size`: which assets a page's HTML loads before it is interactive,
 * and whether a template's compressed JavaScript and CSS stay within the budget (issue "Speed and
 * discoverability": initial JS ≤ 150 KB brotli per template, CSS ≤ 20 KB brotli).
 */

export interface Budget {
  /** Brotli bytes of the JavaScript a template loads up front. */
  readonly jsBrotli: number
  /** Brotli bytes of the template's stylesheets. */
  readonly cssBrotli: number
}

export const BUDGET: Budget = { jsBrotli: 150 * 1024, cssBrotli: 20 * 1024 }

/** A template allowed over the JavaScript budget for now: the ceiling it must stay under, and why. */
export interface BudgetException {
  readonly jsBrotli: number
  readonly reason: string
}

/**
 * Templates over the JavaScript budget for a known reason, each held at a ceiling so it cannot grow.
 * The list only shrinks: a template that fits the budget again fails the check until its entry is
 * removed, so an exception is never kept longer than needed.
 */
export const BUDGET_EXCEPTIONS: Readonly<Record<string, BudgetException>> = {}

export interface TemplateSize {
  readonly template: string
  readonly path: string
  readonly modules: number
  readonly jsBrotli: number
  readonly cssBrotli: number
  /**
   * Bytes of the page's data repeated for hydration (its inline scripts, structured data aside) and
   * of its visible markup (the body without scripts), uncompressed; the first must stay below the
   * second (issue "Speed and discoverability").
   */
  readonly hydration?: { readonly stateBytes: number; readonly markupBytes: number }
}

export interface TemplateVerdict extends TemplateSize {
  /** What is over budget, empty when the template fits. */
  readonly failures: readonly string[]
  /** The ceiling of an exception the template needed and kept to, if any. */
  readonly excepted?: number
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1)

/** Module URLs and stylesheet URLs of this site that a page's HTML loads up front. */
export function initialAssets(html: string): { modules: string[]; stylesheets: string[] } {
  const modules = new Set<string>()
  const stylesheets = new Set<string>()
  const tags = html.match(/<(?:link|script)\b[^>]*>/g) ?? []
  for (const tag of tags) {
    const attribute = (name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1]
    const url = attribute('href') ?? attribute('src')
    if (!url?.startsWith('/') || url.startsWith('//')) continue
    if (tag.startsWith('<link') && attribute('rel') === 'modulepreload' && url.endsWith('.js'))
      modules.add(url)
    if (tag.startsWith('<link') && attribute('rel') === 'stylesheet' && url.endsWith('.css'))
      stylesheets.add(url)
    // Module scripts, and the checkout's classic script (its pages are outside the client app).
    if (tag.startsWith('<script') && url.endsWith('.js')) modules.add(url)
  }
  // The inline bootstrap imports the client entry by a string literal.
  for (const match of html.matchAll(/import\(?\s*["'](\/assets\/[^"']+\.js)["']/g))
    if (match[1]) modules.add(match[1])
  return { modules: [...modules], stylesheets: [...stylesheets] }
}

/** How much of a page's HTML is data for hydration, and how much is what the page shows. */
export function hydrationBytes(html: string): { stateBytes: number; markupBytes: number } {
  const body = /<body\b[^>]*>([\s\S]*)<\/body>/.exec(html)?.[1] ?? ''
  const scripts = body.match(/<script\b[^>]*>[\s\S]*?<\/script>/g) ?? []
  const stateBytes = scripts
    .filter((script) => !/^<script\b[^>]*\bsrc=/.test(script) && !/^<script\b[^>]*ld\+json/.test(script))
    .reduce((sum, script) => sum + Buffer.byteLength(script), 0)
  const markupBytes = Buffer.byteLength(body.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, ''))
  return { stateBytes, markupBytes }
}

/** Each template with the reasons it is over budget (or over its exception's ceiling). */
export function evaluateBudget(
  sizes: readonly TemplateSize[],
  budget: Budget = BUDGET,
  exceptions: Readonly<Record<string, BudgetException>> = BUDGET_EXCEPTIONS,
): TemplateVerdict[] {
  return sizes.map((size) => {
    const failures: string[] = []
    const exception = Object.hasOwn(exceptions, size.template) ? exceptions[size.template] : undefined
    let excepted: number | undefined
    if (exception && size.jsBrotli <= budget.jsBrotli)
      failures.push(
        `${size.template}: JavaScript ${kb(size.jsBrotli)} KB fits the budget again: remove its exception`,
      )
    else if (exception && size.jsBrotli > exception.jsBrotli)
      failures.push(
        `${size.template}: JavaScript ${kb(size.jsBrotli)} KB > ${kb(exception.jsBrotli)} KB brotli (its exception's ceiling)`,
      )
    else if (exception) excepted = exception.jsBrotli
    else if (size.jsBrotli > budget.jsBrotli)
      failures.push(`${size.template}: JavaScript ${kb(size.jsBrotli)} KB > ${kb(budget.jsBrotli)} KB brotli`)
    if (size.cssBrotli > budget.cssBrotli)
      failures.push(`${size.template}: CSS ${kb(size.cssBrotli)} KB > ${kb(budget.cssBrotli)} KB brotli`)
    if (size.hydration && size.hydration.stateBytes > size.hydration.markupBytes)
      failures.push(
        `${size.template}: hydration data ${kb(size.hydration.stateBytes)} KB > its visible markup ${kb(size.hydration.markupBytes)} KB`,
      )
    return excepted === undefined ? { ...size, failures } : { ...size, failures, excepted }
  })
}

function verdictText(verdict: TemplateVerdict): string {
  if (verdict.failures.length > 0) return 'over'
  return verdict.excepted === undefined ? 'within' : `over, excepted up to ${kb(verdict.excepted)}`
}

/** The markdown table for docs/performance.md. */
export function budgetTable(verdicts: readonly TemplateVerdict[], budget: Budget = BUDGET): string {
  const lines = [
    '| template | page | modules | JS brotli KB | CSS brotli KB | budget (JS / CSS) | hydration data / markup KB | verdict |',
    '| --- | --- | ---: | ---: | ---: | --- | ---: | --- |',
  ]
  for (const verdict of verdicts)
    lines.push(
      `| ${verdict.template} | \`${verdict.path}\` | ${String(verdict.modules)} | ${kb(verdict.jsBrotli)} | ${kb(verdict.cssBrotli)} | ${kb(budget.jsBrotli)} / ${kb(budget.cssBrotli)} | ${verdict.hydration ? `${kb(verdict.hydration.stateBytes)} / ${kb(verdict.hydration.markupBytes)}` : '–'} | ${verdictText(verdict)} |`,
    )
  return lines.join('\n')
}
