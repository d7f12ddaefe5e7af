/**
 * The pure half of `npm run bench:size`: what a page loads before it is interactive, and whether a
 * template's JavaScript and CSS stay within the budget (initial JS ≤ 150 KB brotli per template, CSS
 * ≤ 20 KB brotli; ADR 020 and ADR 025).
 *
 * Two counts of the same thing, from two sides:
 * - **Chromium's** (the one the budget holds): every script and stylesheet the browser requested
 *   before `<html data-hydrated>` was set, from the DevTools protocol's network events, body bytes
 *   as the server sent them (`initialRequests`). It sees what the HTML does not say: chunks that
 *   `React.lazy` components import while the page hydrates.
 * - **The HTML's**: the modules and stylesheets the page's HTML names (`initialAssets`) and the
 *   modules those import statically (`staticImports`), each fetched with the browser's
 *   Accept-Encoding. When the two differ by more than 3 %, something starts loading during hydration
 *   that the page does not need to become interactive.
 */

/** What a browser asks for: the encodings Chromium accepts (on HTTPS and on localhost). */
export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd'

export interface Budget {
  /** Bytes of the JavaScript a template loads before it is interactive, as sent (brotli). */
  readonly jsBytes: number
  /** Bytes of the template's stylesheets, as sent (brotli). */
  readonly cssBytes: number
}

export const BUDGET: Budget = { jsBytes: 150 * 1024, cssBytes: 20 * 1024 }

/** How far Chromium's count and the HTML's may differ, as a share of the HTML's. */
export const AGREEMENT = 0.03

/** A template allowed over the JavaScript budget for now: the ceiling it must stay under, and why. */
export interface BudgetException {
  readonly jsBytes: number
  readonly reason: string
}

/**
 * Templates over the JavaScript budget for a known reason, each held at a ceiling so it cannot grow.
 * The list only shrinks: a template that fits the budget again fails the check until its entry is
 * removed, so an exception is never kept longer than needed.
 */
export const BUDGET_EXCEPTIONS: Readonly<Record<string, BudgetException>> = {
  // Empty since 2026-11-28: every template fits 150 KB again (docs/performance.md, "Every template
  // within 150 KB").
}

/** One script or stylesheet a page loaded before it was interactive. */
export interface LoadedAsset {
  /** The path on this site (`/assets/index-….js`). */
  readonly path: string
  readonly kind: 'script' | 'stylesheet'
  /** Body bytes as sent (compressed when the answer was). */
  readonly bytes: number
  /** The answer's headers, as counted by the browser (0 when unknown). */
  readonly headerBytes: number
  /** The answer's Content-Encoding, `identity` when none. */
  readonly encoding: string
}

export interface TemplateSize {
  readonly template: string
  readonly path: string
  /** Scripts and stylesheets requested before the page was interactive, by Chromium's count. */
  readonly assets: readonly LoadedAsset[]
  /**
   * The JavaScript the page's HTML names, with what those modules import statically, as sent: the
   * independent count Chromium's must agree with. Absent when not measured.
   */
  readonly declaredJsBytes?: number
  /**
   * Bytes of the page's data repeated for hydration (its inline scripts, structured data aside) and
   * of its visible markup (the body without scripts), uncompressed; the first must stay below the
   * second (issue "Speed and discoverability").
   */
  readonly hydration?: { readonly stateBytes: number; readonly markupBytes: number }
}

export interface TemplateVerdict extends TemplateSize {
  readonly jsBytes: number
  readonly cssBytes: number
  /** Everything counted, headers included: what went over the wire before the page was interactive. */
  readonly wireBytes: number
  /** What is over budget, empty when the template fits. */
  readonly failures: readonly string[]
  /** The ceiling of an exception the template needed and kept to, if any. */
  readonly excepted?: number
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1)

const sum = (assets: readonly LoadedAsset[], kind: LoadedAsset['kind']) =>
  assets.filter((asset) => asset.kind === kind).reduce((total, asset) => total + asset.bytes, 0)

/** Module URLs and stylesheet URLs of this site that a page's HTML loads up front (the HTML's count). */
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

/**
 * The paths of the modules a built module imports statically (`import … from "./x.js"`,
 * `export … from`, `import "./x.js"`), resolved against its own path: the browser fetches them before
 * the module runs. Dynamic imports (`import("./x.js")`) are left out: they load when called.
 */
export function staticImports(code: string, modulePath: string): string[] {
  const found = new Set<string>()
  const pattern = /(?:\bfrom|\bimport)\s*["']([^"']+\.js)["']/g
  for (const match of code.matchAll(pattern)) {
    const specifier = match[1]
    if (
      !specifier ||
      !(specifier.startsWith('./') || specifier.startsWith('../') || specifier.startsWith('/'))
    )
      continue
    found.add(new URL(specifier, `http://site${modulePath}`).pathname)
  }
  return [...found]
}

/** One request as the DevTools protocol's network events describe it (`Network.*`). */
export interface RecordedRequest {
  readonly url: string
  /** Network.ResourceType: `Script`, `Stylesheet`, `Document`, `Image`, … */
  readonly resourceType: string
  /** When the browser sent it, milliseconds since the epoch (`requestWillBeSent.wallTime`). */
  readonly requestedAt: number
  /** The response's header bytes (`responseReceived`'s `encodedDataLength` over HTTP/1.1). */
  readonly headerBytes?: number
  /** Everything received, headers and body (`loadingFinished`'s `encodedDataLength`). */
  readonly totalBytes?: number
  readonly encoding?: string
  readonly failed?: boolean
}

/**
 * Chromium's count: the scripts and stylesheets of `origin` requested before `hydratedAt` (ms since
 * the epoch), each with its body bytes as sent. Throws when one of them has not finished: the
 * measurement would be short.
 */
export function initialRequests(
  requests: readonly RecordedRequest[],
  origin: string,
  hydratedAt: number,
): LoadedAsset[] {
  const assets: LoadedAsset[] = []
  for (const request of requests) {
    if (request.resourceType !== 'Script' && request.resourceType !== 'Stylesheet') continue
    if (request.requestedAt >= hydratedAt) continue
    const url = new URL(request.url)
    if (url.origin !== origin) continue
    if (request.failed) throw new Error(`${url.pathname} failed to load`)
    if (request.totalBytes === undefined) throw new Error(`${url.pathname} has not finished loading`)
    const headerBytes = request.headerBytes ?? 0
    assets.push({
      path: url.pathname,
      kind: request.resourceType === 'Script' ? 'script' : 'stylesheet',
      bytes: request.totalBytes - headerBytes,
      headerBytes,
      encoding: request.encoding ?? 'identity',
    })
  }
  return assets
}

/** Whether two counts of the same bytes agree within `tolerance` (a share of the second). */
export function agree(measured: number, reference: number, tolerance = AGREEMENT): boolean {
  return Math.abs(measured - reference) <= reference * tolerance
}

/** Each template with the reasons it is over budget (or over its exception's ceiling). */
export function evaluateBudget(
  sizes: readonly TemplateSize[],
  budget: Budget = BUDGET,
  exceptions: Readonly<Record<string, BudgetException>> = BUDGET_EXCEPTIONS,
): TemplateVerdict[] {
  return sizes.map((size) => {
    const jsBytes = sum(size.assets, 'script')
    const cssBytes = sum(size.assets, 'stylesheet')
    const wireBytes = size.assets.reduce((total, asset) => total + asset.bytes + asset.headerBytes, 0)
    const failures: string[] = []
    const exception = Object.hasOwn(exceptions, size.template) ? exceptions[size.template] : undefined
    let excepted: number | undefined
    if (exception && jsBytes <= budget.jsBytes)
      failures.push(
        `${size.template}: JavaScript ${kb(jsBytes)} KB fits the budget again: remove its exception`,
      )
    else if (exception && jsBytes > exception.jsBytes)
      failures.push(
        `${size.template}: JavaScript ${kb(jsBytes)} KB > ${kb(exception.jsBytes)} KB brotli (its exception's ceiling)`,
      )
    else if (exception) excepted = exception.jsBytes
    else if (jsBytes > budget.jsBytes)
      failures.push(`${size.template}: JavaScript ${kb(jsBytes)} KB > ${kb(budget.jsBytes)} KB brotli`)
    if (cssBytes > budget.cssBytes)
      failures.push(`${size.template}: CSS ${kb(cssBytes)} KB > ${kb(budget.cssBytes)} KB brotli`)
    if (size.declaredJsBytes !== undefined && !agree(jsBytes, size.declaredJsBytes))
      failures.push(
        `${size.template}: Chromium loaded ${kb(jsBytes)} KB of JavaScript before hydration, the HTML and its static imports ${kb(size.declaredJsBytes)} KB: something starts loading during hydration`,
      )
    if (size.hydration && size.hydration.stateBytes > size.hydration.markupBytes)
      failures.push(
        `${size.template}: hydration data ${kb(size.hydration.stateBytes)} KB > its visible markup ${kb(size.hydration.markupBytes)} KB`,
      )
    const verdict = { ...size, jsBytes, cssBytes, wireBytes, failures }
    return excepted === undefined ? verdict : { ...verdict, excepted }
  })
}

function verdictText(verdict: TemplateVerdict): string {
  if (verdict.failures.length > 0) return 'over'
  return verdict.excepted === undefined ? 'within' : `over, excepted up to ${kb(verdict.excepted)}`
}

function difference(verdict: TemplateVerdict): string {
  if (verdict.declaredJsBytes === undefined) return '–'
  if (verdict.declaredJsBytes === 0) return verdict.jsBytes === 0 ? '0.0 %' : '–'
  const share = ((verdict.jsBytes - verdict.declaredJsBytes) / verdict.declaredJsBytes) * 100
  return `${share >= 0 ? '+' : ''}${share.toFixed(1)} %`
}

/** The markdown table for docs/performance.md. */
export function budgetTable(verdicts: readonly TemplateVerdict[], budget: Budget = BUDGET): string {
  const lines = [
    '| template | page | requests | JS KB | CSS KB | on the wire KB | JS by the HTML KB | difference | budget (JS / CSS) | hydration data / markup KB | verdict |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | --- | ---: | --- |',
  ]
  for (const verdict of verdicts)
    lines.push(
      `| ${verdict.template} | \`${verdict.path}\` | ${String(verdict.assets.length)} | ${kb(verdict.jsBytes)} | ${kb(verdict.cssBytes)} | ${kb(verdict.wireBytes)} | ${verdict.declaredJsBytes === undefined ? '–' : kb(verdict.declaredJsBytes)} | ${difference(verdict)} | ${kb(budget.jsBytes)} / ${kb(budget.cssBytes)} | ${verdict.hydration ? `${kb(verdict.hydration.stateBytes)} / ${kb(verdict.hydration.markupBytes)}` : '–'} | ${verdictText(verdict)} |`,
    )
  return lines.join('\n')
}

/** Each template's scripts and stylesheets, largest first, beside its total. */
export function assetLists(verdicts: readonly TemplateVerdict[]): string {
  return verdicts
    .map((verdict) => {
      const assets = [...verdict.assets].sort((a, b) => b.bytes - a.bytes)
      const lines = assets.map(
        (asset) => `  - ${kb(asset.bytes).padStart(6)} KB ${asset.encoding.padEnd(8)} ${asset.path}`,
      )
      return [
        `${verdict.template} (${verdict.path}): ${kb(verdict.jsBytes)} KB JavaScript + ${kb(verdict.cssBytes)} KB CSS in ${String(assets.length)} requests`,
        ...lines,
      ].join('\n')
    })
    .join('\n')
}
