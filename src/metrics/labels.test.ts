import { describe, expect, it } from 'vitest'
import { ROOT_API_PATHS } from '~/shop-api/shop-api'
import { ROUTE_LABELS, isPageLabel, methodLabel, pathOf, routeLabelForPath, statusClass } from './labels'

describe('routeLabelForPath', () => {
  it.each([
    ['/', 'home'],
    ['/en/', 'home'],
    ['/p/salomon-speedcross-6-12345/', 'pdp'],
    ['/en/p/salomon-speedcross-6-12345/', 'pdp'],
    ['/damen/schuhe/laufschuhe/', 'srp'],
    ['/search/', 'srp'],
    ['/shops/wien/', 'storeLocator'],
    ['/shop/wien-mariahilfer-strasse/', 'store'],
    ['/blog/laufen/', 'guide'],
    ['/static/impressum/', 'services'],
    ['/login/', 'page'],
    ['/en/my-account/orders/', 'page'],
    ['/checkout/', 'page'],
    ['/doi/thankyou/x/', 'page'],
    ['/api/v1/catalog/product/salomon-12345/', 'api'],
    ['/autosuggest/list/', 'api'],
    ['/header-data/', 'api'],
    ['/media/products/12345-1.webp', 'media'],
    ['/_serverFn/abc123', 'server_fn'],
    ['/metrics', 'metrics'],
    ['/healthz', 'health'],
    ['/readyz', 'health'],
    ['/_i18n/en/', 'i18n'],
    ['/assets/main-abc.js', 'asset'],
    ['/wp-login.php', 'file'],
    ['/robots.txt', 'file'],
    ['/sitemaps/products-1.xml', 'file'],
  ] as const)('labels %s as %s', (path, label) => {
    expect(routeLabelForPath(path)).toBe(label)
  })

  it('labels any path with one of a small fixed set, never with the path', () => {
    const paths = [
      '/x'.repeat(50),
      '/p/a-1/',
      '/api/v9/zz/',
      '/%ff/',
      '/en',
      '/..//../etc/passwd',
      '/metrics/',
    ]
    for (const path of paths) expect(ROUTE_LABELS).toContain(routeLabelForPath(path))
    expect(ROUTE_LABELS.length).toBeLessThan(20)
  })

  it('knows every root path of the shop API', () => {
    for (const path of ROOT_API_PATHS) expect(routeLabelForPath(path)).toBe('api')
  })

  it('counts named and unnamed pages as pages, and nothing else', () => {
    expect(isPageLabel('home')).toBe(true)
    expect(isPageLabel('srp')).toBe(true)
    expect(isPageLabel('page')).toBe(true)
    for (const kind of ['api', 'media', 'server_fn', 'i18n', 'asset', 'file', 'health', 'metrics'] as const)
      expect(isPageLabel(kind)).toBe(false)
  })
})

describe('pathOf', () => {
  it('takes the path of a request URL, without query or fragment', () => {
    expect(pathOf('http://localhost:3000/p/a-1/?size=42#top')).toBe('/p/a-1/')
    expect(pathOf('https://www.example.at/')).toBe('/')
    expect(pathOf('https://www.example.at')).toBe('/')
    expect(pathOf('http://[::1]:3000/metrics')).toBe('/metrics')
    expect(pathOf('http://localhost/search/?q=a/b')).toBe('/search/')
  })
})

describe('methodLabel and statusClass', () => {
  it('folds methods and statuses into fixed sets', () => {
    expect(methodLabel('GET')).toBe('GET')
    expect(methodLabel('PROPFIND')).toBe('other')
    expect(methodLabel('get')).toBe('other')
    expect([101, 200, 204, 301, 404, 429, 500, 503].map(statusClass)).toEqual([
      '1xx',
      '2xx',
      '2xx',
      '3xx',
      '4xx',
      '4xx',
      '5xx',
      '5xx',
    ])
  })
})
