import { describe, expect, it } from 'vitest'
import {
  BUDGET,
  BUDGET_EXCEPTIONS,
  agree,
  assetLists,
  budgetTable,
  evaluateBudget,
  hydrationBytes,
  initialAssets,
  initialRequests,
  staticImports,
} from './bench-size-budget'
import type { LoadedAsset, RecordedRequest } from './bench-size-budget'

/** The budget alone: the rules, without the project's exceptions of the day. */
const judged = (sizes: Parameters<typeof evaluateBudget>[0]) => evaluateBudget(sizes, BUDGET, {})

const KB = 1024

const script = (path: string, bytes: number): LoadedAsset => ({
  path,
  kind: 'script',
  bytes,
  headerBytes: 850,
  encoding: 'br',
})
const stylesheet = (bytes: number): LoadedAsset => ({
  path: '/assets/app.css',
  kind: 'stylesheet',
  bytes,
  headerBytes: 850,
  encoding: 'br',
})

describe('evaluateBudget', () => {
  it('lists every template over its JavaScript or CSS budget', () => {
    const verdicts = judged([
      {
        template: 'home',
        path: '/',
        assets: [
          script('/assets/index.js', 160 * KB),
          script('/assets/Dialog.js', 48 * KB),
          stylesheet(12 * KB),
        ],
      },
      {
        template: 'category',
        path: '/herren/',
        assets: [script('/assets/index.js', 120 * KB), stylesheet(21 * KB)],
      },
    ])
    expect(verdicts.flatMap((verdict) => verdict.failures)).toEqual([
      'home: JavaScript 208.0 KB > 150.0 KB brotli',
      'category: CSS 21.0 KB > 20.0 KB brotli',
    ])
    expect(budgetTable(verdicts)).toContain(
      '| home | `/` | 3 | 208.0 | 12.0 | 222.5 | – | – | 150.0 / 20.0 | – | over |',
    )
  })

  it('passes templates at or under the budget', () => {
    const verdicts = judged([
      {
        template: 'home',
        path: '/',
        assets: [script('/assets/index.js', BUDGET.jsBytes), stylesheet(BUDGET.cssBytes)],
      },
      { template: 'search', path: '/search/?q=jacke', assets: [script('/assets/index.js', 90 * KB)] },
    ])
    expect(verdicts.flatMap((verdict) => verdict.failures)).toEqual([])
    expect(budgetTable(verdicts)).not.toContain('over')
  })

  it('fails a template once one chunk more takes it past 150 KB', () => {
    const page = [script('/assets/index.js', 140 * KB), script('/assets/routes.js', 9 * KB)]
    const fits = judged([{ template: 'search', path: '/search/?q=jacke', assets: page }])
    expect(fits[0]?.failures).toEqual([])
    const grown = [...page, script('/assets/MiniCartPopover.js', 1.5 * KB)]
    const over = judged([{ template: 'search', path: '/search/?q=jacke', assets: grown }])
    expect(over[0]?.failures).toEqual(['search: JavaScript 150.5 KB > 150.0 KB brotli'])
  })

  it('fails a template whose chunks loaded during hydration are not the ones its HTML names', () => {
    const assets = [script('/assets/index.js', 140 * KB), script('/assets/MiniCartPopover.js', 5 * KB)]
    const lazy = judged([{ template: 'home', path: '/', assets, declaredJsBytes: 140 * KB }])
    expect(lazy[0]?.failures).toEqual([
      'home: Chromium loaded 145.0 KB of JavaScript before hydration, the HTML and its static imports 140.0 KB: something starts loading during hydration',
    ])
    expect(budgetTable(lazy)).toContain('| 140.0 | +3.6 % |')
    const same = judged([{ template: 'home', path: '/', assets, declaredJsBytes: 145 * KB }])
    expect(same[0]?.failures).toEqual([])
  })

  it('lists each template’s chunks, largest first, beside its total', () => {
    const verdicts = judged([
      {
        template: 'home',
        path: '/',
        assets: [script('/assets/a.js', 1 * KB), script('/assets/index.js', 130 * KB)],
      },
    ])
    expect(assetLists(verdicts).split('\n')).toEqual([
      'home (/): 131.0 KB JavaScript + 0.0 KB CSS in 2 requests',
      '  -  130.0 KB br       /assets/index.js',
      '  -    1.0 KB br       /assets/a.js',
    ])
  })
})

describe('agree', () => {
  it('holds counts within 3 % of the reference', () => {
    expect(agree(103, 100)).toBe(true)
    expect(agree(97, 100)).toBe(true)
    expect(agree(103.1, 100)).toBe(false)
    expect(agree(96.9, 100)).toBe(false)
  })
})

describe('initialRequests', () => {
  const origin = 'http://127.0.0.1:4000'
  const hydratedAt = 10_000
  const request = (path: string, resourceType: string, requestedAt: number): RecordedRequest => ({
    url: origin + path,
    resourceType,
    requestedAt,
    headerBytes: 850,
    totalBytes: 850 + 1000,
    encoding: 'br',
  })

  it('counts the body bytes of this site’s scripts and stylesheets requested before hydration', () => {
    const assets = initialRequests(
      [
        request('/', 'Document', 9000),
        request('/assets/app.css', 'Stylesheet', 9100),
        request('/assets/index.js', 'Script', 9200),
        request('/assets/MiniCartPopover.js', 'Script', 9990),
        request('/media/hero.avif', 'Image', 9300),
        { ...request('/x.js', 'Script', 9400), url: 'https://elsewhere.example/x.js' },
        request('/assets/AppVersionWatcher.js', 'Script', 10_000),
      ],
      origin,
      hydratedAt,
    )
    expect(assets).toEqual([
      { path: '/assets/app.css', kind: 'stylesheet', bytes: 1000, headerBytes: 850, encoding: 'br' },
      { path: '/assets/index.js', kind: 'script', bytes: 1000, headerBytes: 850, encoding: 'br' },
      { path: '/assets/MiniCartPopover.js', kind: 'script', bytes: 1000, headerBytes: 850, encoding: 'br' },
    ])
  })

  it('refuses to count a request that has not finished or failed', () => {
    const pending = { ...request('/assets/index.js', 'Script', 9200), totalBytes: undefined }
    expect(() => initialRequests([pending], origin, hydratedAt)).toThrow('has not finished')
    const failed = { ...request('/assets/index.js', 'Script', 9200), failed: true }
    expect(() => initialRequests([failed], origin, hydratedAt)).toThrow('failed to load')
  })
})

describe('staticImports', () => {
  it('resolves static imports and re-exports, not dynamic imports', () => {
    const code =
      'import{a as b}from"./index-1.js";import"./side-2.js";export{c}from"../assets/shared-3.js";const d=()=>import("./Lazy-4.js");'
    expect(staticImports(code, '/assets/route-0.js')).toEqual([
      '/assets/index-1.js',
      '/assets/side-2.js',
      '/assets/shared-3.js',
    ])
  })
})

describe('hydration data', () => {
  it('is the inline scripts of the body but structured data; markup is the body without scripts', () => {
    const html = [
      '<html><head><script>head()</script></head><body>',
      '<main><p>Sichtbar</p></main>',
      '<script type="application/ld+json">{"@type":"Thing"}</script>',
      '<script nonce="n">$_TSR={"a":1}</script>',
      '<script type="module" src="/assets/a.js"></script>',
      '</body></html>',
    ].join('')
    expect(hydrationBytes(html)).toEqual({
      stateBytes: '<script nonce="n">$_TSR={"a":1}</script>'.length,
      markupBytes: '<main><p>Sichtbar</p></main>'.length,
    })
  })

  it('fails a template whose hydration data outweighs what it shows', () => {
    const page = { template: 'category', path: '/herren/', assets: [script('/assets/index.js', 140 * KB)] }
    const heavy = judged([{ ...page, hydration: { stateBytes: 120 * KB, markupBytes: 100 * KB } }])
    expect(heavy[0]?.failures).toEqual(['category: hydration data 120.0 KB > its visible markup 100.0 KB'])
    const light = judged([{ ...page, hydration: { stateBytes: 60 * KB, markupBytes: 100 * KB } }])
    expect(light[0]?.failures).toEqual([])
    expect(budgetTable(light)).toContain('| 60.0 / 100.0 | within |')
  })
})

describe('budget exceptions', () => {
  const exceptions = { login: { jsBytes: 153 * KB, reason: 'the forms library' } }
  const login = (jsBytes: number) => ({
    template: 'login',
    path: '/login/',
    assets: [script('/assets/index.js', jsBytes)],
  })

  it('let an excepted template over the budget up to its ceiling, and the table says so', () => {
    const verdicts = evaluateBudget([login(152 * KB)], BUDGET, exceptions)
    expect(verdicts.flatMap((verdict) => verdict.failures)).toEqual([])
    expect(budgetTable(verdicts)).toContain('| – | over, excepted up to 153.0 |')
  })

  it('fail an excepted template that grows past its ceiling', () => {
    expect(evaluateBudget([login(154 * KB)], BUDGET, exceptions)[0]?.failures).toEqual([
      "login: JavaScript 154.0 KB > 153.0 KB brotli (its exception's ceiling)",
    ])
  })

  it('fail an exception the template no longer needs, so the list only shrinks', () => {
    expect(evaluateBudget([login(149 * KB)], BUDGET, exceptions)[0]?.failures).toEqual([
      'login: JavaScript 149.0 KB fits the budget again: remove its exception',
    ])
  })

  it('do not apply to other templates', () => {
    const home = { template: 'home', path: '/', assets: [script('/assets/index.js', 152 * KB)] }
    expect(evaluateBudget([home], BUDGET, exceptions)[0]?.failures).toEqual([
      'home: JavaScript 152.0 KB > 150.0 KB brotli',
    ])
  })

  it('are few, explained, and above the budget', () => {
    expect(Object.keys(BUDGET_EXCEPTIONS).length).toBeLessThanOrEqual(5)
    for (const exception of Object.values(BUDGET_EXCEPTIONS)) {
      expect(exception.reason.length).toBeGreaterThan(20)
      expect(exception.jsBytes).toBeGreaterThan(BUDGET.jsBytes)
    }
  })
})

describe('initialAssets', () => {
  it('finds scripts, module preloads, the bootstrap import and stylesheets of this site', () => {
    const html = [
      '<link rel="stylesheet" href="/assets/styles-abc.css">',
      '<link rel="modulepreload" href="/assets/index-1.js">',
      '<link rel="preload" href="/media/hero.avif" as="image">',
      '<link rel="modulepreload" href="https://cdn.example/x.js">',
      '<script type="module" src="/assets/entry-2.js"></script>',
      '<script type="module" nonce="n">import("/assets/index-1.js")</script>',
      '<script type="module">import "/assets/boot-3.js"</script>',
      '<script src="/assets/checkout-4.js" defer></script>',
    ].join('')
    expect(initialAssets(html)).toEqual({
      modules: ['/assets/index-1.js', '/assets/entry-2.js', '/assets/checkout-4.js', '/assets/boot-3.js'],
      stylesheets: ['/assets/styles-abc.css'],
    })
  })
})
