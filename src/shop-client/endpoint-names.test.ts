import { describe, expect, it } from 'vitest'
import { SHOP_API_PATH_TEMPLATES, shopApiEndpointName } from './endpoint-names'
import { shopApiPaths } from './paths'

describe('shopApiEndpointName', () => {
  it('names a call by its method and path template, never by its parameters', () => {
    expect(shopApiEndpointName('GET', shopApiPaths.catalog.product('salomon-speedcross-6-12345'))).toBe(
      'GET /api/v1/catalog/product/{id}/',
    )
    expect(shopApiEndpointName('GET', shopApiPaths.user.order('6f1c2e1a-0000-4000-8000-000000000001'))).toBe(
      'GET /api/v1/user/order/{id}/',
    )
    expect(shopApiEndpointName('GET', shopApiPaths.teams.product('sc-wien', 'trikot-1'))).toBe(
      'GET /api/v1/teams/{id}/products/{id}/',
    )
    expect(shopApiEndpointName('GET', shopApiPaths.content.page('services', 'ski-service'))).toBe(
      'GET /api/v1/content/{id}/{id}/',
    )
    expect(shopApiEndpointName('GET', shopApiPaths.stockAlerts.confirm('secret-token-value'))).toBe(
      'GET /api/v1/stock-alerts/confirm/{id}/',
    )
  })

  it('keeps literal paths, also where a template would match them too', () => {
    expect(shopApiEndpointName('POST', shopApiPaths.auth.login)).toBe(`POST ${shopApiPaths.auth.login}`)
    expect(shopApiEndpointName('GET', shopApiPaths.content.home)).toBe('GET /api/v1/content/home/')
    expect(shopApiEndpointName('POST', shopApiPaths.wishlist.merge)).toBe(
      `POST ${shopApiPaths.wishlist.merge}`,
    )
    expect(shopApiEndpointName('GET', '/autosuggest/list/')).toBe('GET /autosuggest/list/')
  })

  it('names a path outside the table `other`', () => {
    expect(shopApiEndpointName('GET', '/api/v1/unknown/thing/')).toBe('GET other')
    expect(shopApiEndpointName('GET', '/api/v1/catalog/product/a/b/')).toBe('GET other')
  })

  it('has a bounded set of templates, none with a parameter value in it', () => {
    expect(SHOP_API_PATH_TEMPLATES.length).toBeGreaterThan(20)
    expect(SHOP_API_PATH_TEMPLATES.length).toBeLessThan(100)
    for (const template of SHOP_API_PATH_TEMPLATES) expect(template).toMatch(/^\/[a-z0-9/{}-]*$/)
  })
})
