import { describe, expect, it } from 'vitest'
import { pageTypeForPath, routeNameForPath } from './route-names'

describe('routeNameForPath', () => {
  it.each([
    ['/', 'home'],
    ['/p/salomon-speedcross-6-12345/', 'pdp'],
    ['/services/ski-service/', 'services'],
    ['/static/impressum/', 'services'],
    ['/shops/wien/', 'storeLocator'],
    ['/shop/wien-mariahilfer-strasse/', 'store'],
    ['/blog/laufen/', 'guide'],
    ['/blog/article/richtig-laufen/', 'guide'],
    ['/search/', 'srp'],
    ['/damen/schuhe/laufschuhe/', 'srp'],
  ] as const)('names %s as %s', (path, name) => {
    expect(routeNameForPath(path)).toBe(name)
  })

  it('leaves screens without a spec route name unnamed', () => {
    for (const path of [
      '/login/',
      '/my-account/orders/',
      '/wishlist/',
      '/werbung/winterstart-2026/',
      '/doi/thankyou/abc/',
      '/benachrichtigung/bestaetigen/abc/',
    ]) {
      expect(routeNameForPath(path)).toBeUndefined()
    }
  })
})

describe('pageTypeForPath', () => {
  it('labels pages for analytics (spec §2)', () => {
    expect(pageTypeForPath('/')).toBe('home')
    expect(pageTypeForPath('/herren/')).toBe('item_list')
    expect(pageTypeForPath('/p/x/')).toBe('item_detail')
    expect(pageTypeForPath('/services/x/')).toBe('services')
    expect(pageTypeForPath('/shops/')).toBe('shop')
    expect(pageTypeForPath('/shop/graz/')).toBe('shop')
    expect(pageTypeForPath('/my-account/')).toBe('other')
  })
})
