import { describe, expect, it } from 'vitest'
import { canonicalLinks, catalogIndexing } from './seo-head'

describe('canonical links of the root route', () => {
  const ok = (pathname: string, loaderData?: unknown) => ({ pathname, status: 'success', loaderData })

  it('uses the canonical a page declares, with its alternates', () => {
    const links = canonicalLinks(
      [ok('/'), ok('/damen/', { canonical: 'https://shop.example.at/en/damen/?page=2' })],
      'shop.example.at',
      'en',
    )
    expect(links).toEqual([
      { rel: 'canonical', href: 'https://shop.example.at/en/damen/?page=2' },
      { rel: 'alternate', hrefLang: 'de-AT', href: 'https://shop.example.at/damen/?page=2' },
      { rel: 'alternate', hrefLang: 'en', href: 'https://shop.example.at/en/damen/?page=2' },
      { rel: 'alternate', hrefLang: 'x-default', href: 'https://shop.example.at/damen/?page=2' },
    ])
  })

  it('makes any other page canonical at its own path in the page’s language, without query', () => {
    expect(canonicalLinks([ok('/'), ok('/login/')], 'shop.example.at', 'en')[0]).toEqual({
      rel: 'canonical',
      href: 'https://shop.example.at/en/login/',
    })
    expect(canonicalLinks([ok('/')], 'shop.example.at', 'de-AT')[0]?.href).toBe('https://shop.example.at/')
  })

  it('gives failed and missing pages none', () => {
    expect(canonicalLinks([ok('/'), { pathname: '/x/', status: 'notFound' }], 'h.at', 'de-AT')).toEqual([])
    expect(canonicalLinks([ok('/'), { pathname: '/x/', status: 'error' }], 'h.at', 'de-AT')).toEqual([])
    expect(canonicalLinks([{ ...ok('/'), globalNotFound: true }], 'h.at', 'de-AT')).toEqual([])
  })
})

describe('indexing policy of results pages (ADR 019)', () => {
  it('indexes a list as the shop arranges it, paged too, at its own URL', () => {
    expect(catalogIndexing({})).toEqual({ canonicalSearch: { page: undefined }, noindex: false })
    expect(catalogIndexing({ page: 3 }).canonicalSearch.page).toBe(3)
    expect(catalogIndexing({ page: 3 }).noindex).toBe(false)
  })

  it('points a re-sorted list at its default order, first page', () => {
    const result = catalogIndexing({ sortField: 'price', sortType: 'asc', page: 4 })
    expect(result.noindex).toBe(false)
    expect(result.canonicalSearch).toMatchObject({
      sortField: undefined,
      sortType: undefined,
      page: undefined,
    })
  })

  it('never indexes "in my store", whose list depends on who asks, and points at the list without it', () => {
    const result = catalogIndexing({ filters: '83-12', inStore: '1' })
    expect(result.noindex).toBe(true)
    expect(result.canonicalSearch).toMatchObject({ filters: '83-12', inStore: undefined })
    expect(catalogIndexing({ inStore: '1' }).noindex).toBe(true)
  })

  it('follows but does not index filtered, priced and free-text selections', () => {
    expect(catalogIndexing({ filters: 'brand:1' }).noindex).toBe(true)
    expect(catalogIndexing({ priceMin: 10 }).noindex).toBe(true)
    expect(catalogIndexing({ priceMax: 10 }).noindex).toBe(true)
    expect(catalogIndexing({ q: 'ski' }).noindex).toBe(true)
    expect(catalogIndexing({ filters: 'brand:1', sortField: 'price' }).canonicalSearch).toMatchObject({
      filters: 'brand:1',
      sortField: undefined,
    })
  })
})
