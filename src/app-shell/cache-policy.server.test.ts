import { describe, expect, it } from 'vitest'
import { PRIVATE_NO_STORE, PUBLIC_PAGE_CACHE, cacheControlFor, withCachePolicy } from './cache-policy.server'

const page = (status = 200, headers: Record<string, string> = {}) =>
  new Response('<!doctype html>', {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8', ...headers },
  })
const get = (path: string, cookie?: string, method = 'GET') =>
  new Request(`http://shop.test${path}`, { method, headers: cookie ? { cookie } : {} })

describe('cacheControlFor', () => {
  it('lets a CDN keep anonymous catalogue pages briefly', () => {
    expect(cacheControlFor(get('/damen/schuhe/?filters=83-12'), page())).toBe(PUBLIC_PAGE_CACHE)
    expect(cacheControlFor(get('/p/some-shoe-1/'), page())).toBe(PUBLIC_PAGE_CACHE)
    expect(cacheControlFor(get('/en/marken/'), page())).toBe(PUBLIC_PAGE_CACHE)
    expect(cacheControlFor(get('/', 'LOCALE=en; other=1'), page())).toBe(PUBLIC_PAGE_CACHE)
  })

  it('never caches a page for a visitor with a session, whose prices may be personal', () => {
    expect(cacheControlFor(get('/damen/', 'sp_token=abc; LOCALE=de-AT'), page())).toBe(PRIVATE_NO_STORE)
    expect(cacheControlFor(get('/damen/', 'sp_request_id=g0123'), page())).toBe(PRIVATE_NO_STORE)
  })

  it('never caches a page rendered for a chosen gender (it orders the home page and the menu)', () => {
    expect(cacheControlFor(get('/', 'selected_gender=2'), page())).toBe(PRIVATE_NO_STORE)
  })

  it('never caches a page rendered for a chosen store (the header names it, the locator lists it first)', () => {
    expect(cacheControlFor(get('/shops/', 'sp_store=graz-annenstrasse'), page())).toBe(PRIVATE_NO_STORE)
    expect(cacheControlFor(get('/shops/'), page())).toBe(PUBLIC_PAGE_CACHE)
  })

  it('never caches answers that set cookies, failures, writes or personal areas', () => {
    expect(cacheControlFor(get('/damen/'), page(200, { 'set-cookie': 'LOCALE=en' }))).toBe(PRIVATE_NO_STORE)
    expect(cacheControlFor(get('/gibt-es-nicht/'), page(404))).toBe(PRIVATE_NO_STORE)
    expect(cacheControlFor(get('/damen/', undefined, 'POST'), page())).toBe(PRIVATE_NO_STORE)
    expect(cacheControlFor(get('/my-account/'), page())).toBe(PRIVATE_NO_STORE)
    expect(cacheControlFor(get('/en/wishlist/'), page())).toBe(PRIVATE_NO_STORE)
    // A confirmation link acts once and shows the address it confirmed.
    expect(cacheControlFor(get('/benachrichtigung/bestaetigen/abc/'), page())).toBe(PRIVATE_NO_STORE)
    // Booking steps and a booking's page (they say so themselves too).
    expect(cacheControlFor(get('/termin-buchen/?store=3'), page())).toBe(PRIVATE_NO_STORE)
    expect(cacheControlFor(get('/en/termin/0b6f7d1e-4c2a-4e8b-9a35-7f1d2c3b4a59/'), page())).toBe(
      PRIVATE_NO_STORE,
    )
  })

  it('keeps no other redirect without a policy of its own', () => {
    const redirect = new Response(null, { status: 307, headers: { location: '/herren/' } })
    expect(cacheControlFor(get('/herren'), redirect)).toBe('no-store')
    const withPolicy = new Response(null, {
      status: 301,
      headers: { location: '/x/', 'cache-control': 'public' },
    })
    expect(cacheControlFor(get('/x'), withPolicy)).toBeUndefined()
  })

  it('never caches the redirect of a personal page (a visitor sent to the login)', () => {
    const redirect = new Response(null, {
      status: 307,
      headers: { location: '/login/?redirect=%2Fmy-account%2F' },
    })
    expect(cacheControlFor(get('/my-account/orders/'), redirect)).toBe(PRIVATE_NO_STORE)
    expect(cacheControlFor(get('/en/login/'), new Response(null, { status: 307 }))).toBe(PRIVATE_NO_STORE)
    expect(cacheControlFor(get('/damen'), new Response(null, { status: 301 }))).toBe('no-store')
  })

  it('marks every server-function answer private and leaves other answers alone', () => {
    const json = new Response('{}', { headers: { 'content-type': 'application/json' } })
    expect(cacheControlFor(get('/_serverFn/abc'), json)).toBe(PRIVATE_NO_STORE)
    expect(cacheControlFor(get('/favicon.svg'), new Response('x'))).toBeUndefined()
    expect(cacheControlFor(get('/damen/'), page(200, { 'cache-control': 'no-cache' }))).toBeUndefined()
  })
})

describe('withCachePolicy', () => {
  it('adds Vary: Cookie to pages so shared caches key on the session', () => {
    const response = withCachePolicy(get('/damen/'), page())
    expect(response.headers.get('cache-control')).toBe(PUBLIC_PAGE_CACHE)
    expect(response.headers.get('vary')).toContain('Cookie')
  })
})
