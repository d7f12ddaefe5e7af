import { describe, expect, it } from 'vitest'
import {
  BUDGET,
  BUDGET_EXCEPTIONS,
  budgetTable,
  evaluateBudget,
  hydrationBytes,
  initialAssets,
} from './bench-size-budget'

const KB = 1024

describe('evaluateBudget', () => {
  it('lists every template over its JavaScript or CSS budget', () => {
    const verdicts = evaluateBudget([
      { template: 'home', path: '/', modules: 12, jsBrotli: 208 * KB, cssBrotli: 12 * KB },
      { template: 'category', path: '/herren/', modules: 14, jsBrotli: 120 * KB, cssBrotli: 21 * KB },
    ])
    expect(verdicts.flatMap((verdict) => verdict.failures)).toEqual([
      'home: JavaScript 208.0 KB > 150.0 KB brotli',
      'category: CSS 21.0 KB > 20.0 KB brotli',
    ])
    expect(budgetTable(verdicts)).toContain('| home | `/` | 12 | 208.0 | 12.0 | 150.0 / 20.0 | – | over |')
  })

  it('passes templates at or under the budget', () => {
    const verdicts = evaluateBudget([
      { template: 'home', path: '/', modules: 9, jsBrotli: BUDGET.jsBrotli, cssBrotli: BUDGET.cssBrotli },
      { template: 'search', path: '/search/?q=jacke', modules: 9, jsBrotli: 90 * KB, cssBrotli: 10 * KB },
    ])
    expect(verdicts.flatMap((verdict) => verdict.failures)).toEqual([])
    expect(budgetTable(verdicts)).not.toContain('over')
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
    const page = { template: 'category', path: '/herren/', modules: 8, jsBrotli: 140 * KB, cssBrotli: 8 * KB }
    const heavy = evaluateBudget([{ ...page, hydration: { stateBytes: 120 * KB, markupBytes: 100 * KB } }])
    expect(heavy[0]?.failures).toEqual(['category: hydration data 120.0 KB > its visible markup 100.0 KB'])
    const light = evaluateBudget([{ ...page, hydration: { stateBytes: 60 * KB, markupBytes: 100 * KB } }])
    expect(light[0]?.failures).toEqual([])
    expect(budgetTable(light)).toContain('| 60.0 / 100.0 | within |')
  })
})

describe('budget exceptions', () => {
  const exceptions = { login: { jsBrotli: 153 * KB, reason: 'the forms library' } }
  const login = (jsBrotli: number) => ({
    template: 'login',
    path: '/login/',
    modules: 4,
    jsBrotli,
    cssBrotli: 8 * KB,
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
    const home = { template: 'home', path: '/', modules: 7, jsBrotli: 152 * KB, cssBrotli: 8 * KB }
    expect(evaluateBudget([home], BUDGET, exceptions)[0]?.failures).toEqual([
      'home: JavaScript 152.0 KB > 150.0 KB brotli',
    ])
  })

  it('are few, explained, and above the budget', () => {
    expect(Object.keys(BUDGET_EXCEPTIONS).length).toBeLessThanOrEqual(1)
    for (const exception of Object.values(BUDGET_EXCEPTIONS)) {
      expect(exception.reason.length).toBeGreaterThan(20)
      expect(exception.jsBrotli).toBeGreaterThan(BUDGET.jsBrotli)
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
