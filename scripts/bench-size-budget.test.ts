import { describe, expect, it } from 'vitest'
import { BUDGET, budgetTable, evaluateBudget, initialAssets } from './bench-size-budget'

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
    expect(budgetTable(verdicts)).toContain('| home | `/` | 12 | 208.0 | 12.0 | 150.0 / 20.0 | over |')
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
