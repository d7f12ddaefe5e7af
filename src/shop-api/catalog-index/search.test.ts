/**
 * The index against a seeded catalogue of 300 products: brute-force counting over the index's own
 * columns, and agreement with the SQL search it is meant to replace.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../db/client'
import type { DatabaseHandle } from '../db/client'
import { priceTypes } from '../db/schema'
import type { PriceType } from '../db/schema'
import { seedDatabase } from '../seed/seed'
import { emptyFilterSelection } from '../catalog/filter-encoding'
import type { FilterSelection } from '../catalog/filter-encoding'
import { searchCatalog } from '../catalog/search.service'
import type { CatalogSearchRequest, CatalogSort } from '../catalog/search.service'
import { subtreeIds } from '../catalog/taxonomy.service'
import { suggest as suggestFromDatabase } from '../navigation/autosuggest.service'
import { countBits } from './bitset'
import { buildCatalogIndex } from './build-index'
import type { CatalogIndex } from './build-index'
import { searchCatalogWithIndex, searchIndex } from './search'
import { suggest, suggestWithCounts } from './suggest'

let handle: DatabaseHandle
let index: CatalogIndex
let mediaDir: string

beforeAll(async () => {
  mediaDir = mkdtempSync(join(tmpdir(), 'catalog-index-test-'))
  handle = await openDatabase({ kind: 'memory' })
  await seedDatabase(handle.db, { products: 300, seed: 7, mediaDir })
  index = await buildCatalogIndex(handle.db)
}, 60_000)

afterAll(async () => {
  await handle.close()
  rmSync(mediaDir, { recursive: true, force: true })
})

const request = (overrides: Partial<CatalogSearchRequest> = {}): CatalogSearchRequest => ({
  path: null,
  q: '',
  filters: emptyFilterSelection,
  priceMin: null,
  priceMax: null,
  outlet: false,
  sort: { field: 'sales_rank', type: 'desc' },
  page: 1,
  perPage: 24,
  productIds: null,
  withFacets: true,
  ...overrides,
})

const filters = (selection: Partial<FilterSelection>): FilterSelection => ({
  ...emptyFilterSelection,
  ...selection,
})

/** Every matching product id, in display order. */
function allIds(search: CatalogSearchRequest, priceType: PriceType = 'vk'): number[] {
  const first = searchIndex(index, { ...search, page: 1, perPage: 1_000_000 }, priceType)
  return [...(first?.productIds ?? [])]
}

const positionsOf = (ids: readonly number[]) => ids.map((id) => index.positionById.get(id) ?? -1)

describe('text search on the seeded catalogue', () => {
  it('stems: "laufschuh" finds the running shoes category', () => {
    const found = allIds(request({ q: 'laufschuh' }))
    expect(found.length).toBeGreaterThan(0)
    expect(found).toEqual(allIds(request({ q: 'Laufschuhe' })))
    const laufschuhe =
      index.categoryByPath.get('damen/schuhe/laufschuhe') ??
      index.categories.all.find((c) => c.slug === 'laufschuhe')
    expect(laufschuhe).toBeDefined()
  })

  it('forgives a typo in a long word', () => {
    const exact = allIds(request({ q: 'softshelljacke' }))
    expect(exact.length).toBeGreaterThan(0)
    expect(allIds(request({ q: 'softshelljake' }))).toEqual(exact)
  })

  it('matches a prefix of the last word', () => {
    const exact = allIds(request({ q: 'softshelljacke' }))
    expect(allIds(request({ q: 'softshellj' }))).toEqual(expect.arrayContaining(exact))
  })

  it('ignores diacritics both ways (ö, oe and o alike)', () => {
    // A brand or category name with an umlaut that this small catalogue actually stocks.
    const names = [...index.brands.map((b) => b.name), ...index.categories.all.map((c) => c.name)]
    const word = names
      .flatMap((name) => name.split(' '))
      .find((candidate) => /[äöü]/.test(candidate) && allIds(request({ q: candidate })).length > 0)
    expect(word).toBeDefined()
    const found = allIds(request({ q: word ?? '' }))
    const german = (word ?? '').replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue')
    const plain = (word ?? '').replace(/ä/g, 'a').replace(/ö/g, 'o').replace(/ü/g, 'u')
    expect(allIds(request({ q: german.toUpperCase() }))).toEqual(found)
    expect(allIds(request({ q: plain }))).toEqual(found)
  })
})

/** Straightforward predicates over the index columns, independent of the search's single pass. */
function bruteForce(search: CatalogSearchRequest, priceType: PriceType, except?: string): number[] {
  const category = search.path ? index.categoryByPath.get(search.path) : undefined
  const categoryIds = new Set(category ? subtreeIds(index.categories, category.id) : [])
  const positions: number[] = []
  for (let p = 0; p < index.size; p++) {
    const brand = index.brands[index.brandSlot[p] ?? 0]
    const color = index.colors[index.colorSlot[p] ?? 0]
    const categoryId = index.categories.all[index.categorySlot[p] ?? 0]?.id ?? -1
    const sizes = Array.from(
      index.sizeSlots.subarray(index.sizeStart[p], index.sizeStart[p + 1]),
      (slot) => index.sizes[slot]?.token,
    )
    const price = (index.priceCents[priceType][p] ?? 0) / 100
    const f = search.filters
    if (search.outlet && index.outlet[p] !== 1) continue
    if (except !== 'category' && category && !categoryIds.has(categoryId)) continue
    if (except !== 'brand' && f.brandIds.length > 0 && !f.brandIds.includes(brand?.id ?? -1)) continue
    if (except !== 'color' && f.colorIds.length > 0 && !f.colorIds.includes(color?.id ?? -1)) continue
    if (
      except !== 'gender' &&
      f.genders.length > 0 &&
      !(f.genders as readonly number[]).includes(index.gender[p] ?? -1)
    )
      continue
    if (
      except !== 'size' &&
      f.sizes.length > 0 &&
      !sizes.some((token) => token !== undefined && f.sizes.includes(token))
    )
      continue
    if (except !== 'price' && search.priceMin !== null && price < search.priceMin) continue
    if (except !== 'price' && search.priceMax !== null && price > search.priceMax) continue
    positions.push(p)
  }
  return positions
}

describe('facets', () => {
  const someBrand = () => index.brands[index.brandSlot[0] ?? 0]?.id ?? 0
  const someColor = () => index.colors[index.colorSlot[1] ?? 0]?.id ?? 0

  it('counts each group as if its own selection were absent', () => {
    const search = request({
      filters: filters({ brandIds: [someBrand()], colorIds: [someColor()], genders: [1, 2] }),
      priceMin: 20,
      priceMax: 400,
    })
    const result = searchIndex(index, search, 'premium')
    expect(result?.total).toBe(bruteForce(search, 'premium').length)

    const countBy = (positions: number[], key: (p: number) => number) => {
      const counts = new Map<number, number>()
      for (const p of positions) counts.set(key(p), (counts.get(key(p)) ?? 0) + 1)
      return counts
    }
    const brandCounts = countBy(
      bruteForce(search, 'premium', 'brand'),
      (p) => index.brands[index.brandSlot[p] ?? 0]?.id ?? -1,
    )
    for (const facet of result?.facets?.brands ?? []) expect(facet.count).toBe(brandCounts.get(facet.id) ?? 0)
    expect(result?.facets?.brands.filter((facet) => facet.count > 0).length).toBe(brandCounts.size)

    const colorCounts = countBy(
      bruteForce(search, 'premium', 'color'),
      (p) => index.colors[index.colorSlot[p] ?? 0]?.id ?? -1,
    )
    for (const facet of result?.facets?.colors ?? []) expect(facet.count).toBe(colorCounts.get(facet.id) ?? 0)

    const genderCounts = countBy(bruteForce(search, 'premium', 'gender'), (p) => index.gender[p] ?? -1)
    for (const facet of result?.facets?.genders ?? [])
      expect(facet.count).toBe(genderCounts.get(facet.value) ?? 0)

    const unpriced = bruteForce(search, 'premium', 'price').map(
      (p) => (index.priceCents.premium[p] ?? 0) / 100,
    )
    expect(result?.facets?.price).toEqual(
      unpriced.length > 0 ? { min: Math.min(...unpriced), max: Math.max(...unpriced) } : null,
    )
  })

  it('counts sizes in stock, ignoring the size selection', () => {
    const token = index.sizes[0]?.token ?? ''
    const search = request({ filters: filters({ sizes: [token], genders: [2] }) })
    const result = searchIndex(index, search, 'vk')
    expect(result?.total).toBe(bruteForce(search, 'vk').length)
    const withoutSize = bruteForce(search, 'vk', 'size')
    for (const facet of result?.facets?.sizes ?? []) {
      const slot = index.sizeSlotByToken.get(facet.token) ?? -1
      const expected = withoutSize.filter((p) =>
        index.sizeSlots.subarray(index.sizeStart[p], index.sizeStart[p + 1]).includes(slot),
      )
      expect(facet.count, facet.token).toBe(expected.length)
    }
  })
})

describe('sorting and paging', () => {
  const sorts: readonly CatalogSort[] = [
    { field: 'sales_rank', type: 'desc' },
    { field: 'price', type: 'desc' },
    { field: 'price', type: 'asc' },
    { field: 'added_at', type: 'desc' },
  ]

  it.each(sorts)('orders by $field $type with popularity and id as tie-breakers', (sort) => {
    for (const priceType of ['vk', 'staff'] as const) {
      const positions = positionsOf(allIds(request({ sort, filters: filters({ genders: [1] }) }), priceType))
      const key = (p: number) => {
        const rank = index.salesRank[p] ?? 0
        const id = index.productIds[p] ?? 0
        const primary =
          sort.field === 'sales_rank'
            ? rank
            : sort.field === 'price'
              ? (index.priceCents[priceType][p] ?? 0)
              : (index.addedAt[p] ?? 0)
        return { primary: sort.field === 'sales_rank' || sort.type === 'asc' ? primary : -primary, rank, id }
      }
      for (let i = 1; i < positions.length; i++) {
        const a = key(positions[i - 1] ?? 0)
        const b = key(positions[i] ?? 0)
        const inOrder =
          a.primary < b.primary ||
          (a.primary === b.primary && (a.rank < b.rank || (a.rank === b.rank && a.id < b.id)))
        expect(inOrder).toBe(true)
      }
    }
  })

  it('pages through the whole result without gaps or repeats', () => {
    const search = request({ sort: { field: 'price', type: 'asc' } })
    const whole = allIds(search, 'pro')
    const pages: number[] = []
    for (let page = 1; page <= Math.ceil(whole.length / 24) + 1; page++) {
      const result = searchIndex(index, { ...search, page }, 'pro')
      expect(result?.total).toBe(whole.length)
      expect(result?.productIds.length).toBeLessThanOrEqual(24)
      pages.push(...(result?.productIds ?? []))
    }
    expect(pages).toEqual(whole)
    expect(whole).toHaveLength(index.size)
  })

  it.each(priceTypes)('keeps a price range in the %s price type', (priceType) => {
    const search = request({ priceMin: 30, priceMax: 120 })
    const positions = positionsOf(allIds(search, priceType))
    expect(positions.length).toBe(bruteForce(search, priceType).length)
    for (const p of positions) {
      const price = (index.priceCents[priceType][p] ?? 0) / 100
      expect(price).toBeGreaterThanOrEqual(30)
      expect(price).toBeLessThanOrEqual(120)
    }
  })
})

describe('the addition filter', () => {
  it('keeps the products below their recommended price, counted as if the selection were absent', async () => {
    const search = request({ filters: filters({ additions: ['sale'] }), perPage: 1000 })
    const result = await searchCatalogWithIndex(handle.db, index, search, 'vk')
    const everything = searchIndex(index, request(), 'vk')
    expect(result?.total).toBeGreaterThan(0)
    expect(result?.total).toBeLessThan(everything?.total ?? 0)
    for (const product of result?.products ?? [])
      expect(product.prices.rrp).toBeGreaterThan(product.prices.price)
    expect(result?.facets?.additions).toEqual(everything?.facets?.additions)
    expect(result?.facets?.additions.sale).toBe(result?.total)
  })

  it('takes either value when both are chosen', () => {
    const sale = searchIndex(
      index,
      request({ filters: filters({ additions: ['sale'] }), perPage: 1000 }),
      'vk',
    )
    const outlet = searchIndex(index, request({ outlet: true, perPage: 1000 }), 'vk')
    const both = searchIndex(
      index,
      request({ filters: filters({ additions: ['outlet', 'sale'] }), perPage: 1000 }),
      'vk',
    )
    const union = new Set([...(sale?.productIds ?? []), ...(outlet?.productIds ?? [])])
    expect(new Set(both?.productIds)).toEqual(union)
  })
})

describe('agreement with the SQL search', () => {
  const cases = (): [string, CatalogSearchRequest, PriceType][] => {
    const category = index.categories.all.find((c) => c.level === 2) ?? index.categories.all[0]
    const sport = index.sports.all.find((s) => s.parentId === null)
    return [
      ['everything', request(), 'vk'],
      [
        'a category path',
        request({ path: category?.path ?? null, sort: { field: 'price', type: 'desc' } }),
        'premium',
      ],
      [
        'brands and genders',
        request({
          filters: filters({ brandIds: index.brands.slice(0, 4).map((b) => b.id), genders: [1, 3] }),
        }),
        'staff',
      ],
      [
        'a parent sport',
        request({
          filters: filters({ sportIds: sport ? [sport.id] : [] }),
          sort: { field: 'added_at', type: 'desc' },
        }),
        'vk',
      ],
      [
        'sizes, colours and a price range',
        request({
          filters: filters({
            sizes: index.sizes.slice(0, 3).map((s) => s.token),
            colorIds: index.colors.slice(0, 5).map((c) => c.id),
          }),
          priceMin: 10,
          priceMax: 300,
          sort: { field: 'price', type: 'asc' },
        }),
        'pro',
      ],
      ['outlet, page 2', request({ outlet: true, page: 2, perPage: 5 }), 'vk'],
      ['on sale for the premium price', request({ filters: filters({ additions: ['sale'] }) }), 'premium'],
      [
        'on sale or in the outlet, within brands, by price',
        request({
          filters: filters({
            additions: ['outlet', 'sale'],
            brandIds: index.brands.slice(0, 6).map((b) => b.id),
          }),
          sort: { field: 'price', type: 'asc' },
        }),
        'vk',
      ],
      ...storeCases(),
    ]
  }

  /** The store filter: counted, chosen, within other filters, and a store that does not exist. */
  const storeCases = (): [string, CatalogSearchRequest, PriceType][] => {
    const [busiest] = [...index.storeShelves.entries()].sort((a, b) => countBits(b[1]) - countBits(a[1]))
    const storeId = busiest?.[0] ?? 1
    const category = index.categories.all.find((c) => c.level === 1) ?? index.categories.all[0]
    return [
      ['a store counted', request({ store: { id: storeId, only: false } }), 'vk'],
      ['a store chosen, page 2', request({ store: { id: storeId, only: true }, page: 2, perPage: 10 }), 'vk'],
      [
        'a store chosen within a category, brands and a price range',
        request({
          path: category?.path ?? null,
          filters: filters({ brandIds: index.brands.slice(0, 6).map((b) => b.id) }),
          priceMin: 20,
          store: { id: storeId, only: true },
          sort: { field: 'price', type: 'asc' },
        }),
        'premium',
      ],
      ['an unknown store chosen', request({ store: { id: 99_999, only: true } }), 'vk'],
    ]
  }

  it('gives the same totals, page ids and facets', async () => {
    for (const [name, search, priceType] of cases()) {
      const [fromSql, fromIndex] = await Promise.all([
        searchCatalog(handle.db, search, priceType),
        searchCatalogWithIndex(handle.db, index, search, priceType),
      ])
      expect(fromIndex?.total, name).toBe(fromSql?.total)
      expect(
        fromIndex?.products.map((p) => p.id),
        name,
      ).toEqual(fromSql?.products.map((p) => p.id))
      expect(fromIndex?.products, name).toEqual(fromSql?.products)
      expect(fromIndex?.facets, name).toEqual(fromSql?.facets)
      expect(fromIndex?.categoryAncestry, name).toEqual(fromSql?.categoryAncestry)
    }
  })

  it('refuses an unknown category path as the SQL search does', async () => {
    const search = request({ path: 'gibt/es/nicht' })
    expect(searchIndex(index, search, 'vk')).toBeNull()
    expect(await searchCatalog(handle.db, search, 'vk')).toBeNull()
  })
})

describe('relaxing a query that finds nothing, index and SQL alike', () => {
  // Queries whose every word must match and together find nothing in this catalogue: a unit after
  // a number, a compound written as one word, an unknown word. Words both matchers read alike.
  const relaxable = ['rucksack 30l', 'rucksackdamen', 'skijacke tennisball', 'rucksack 30 liter']

  it('shows the same relaxed query, totals, page and facets', async () => {
    for (const q of relaxable) {
      expect(searchIndex(index, request({ q }), 'vk')?.total, `"${q}" strictly`).toBe(0)
      const search = request({ q, relax: true })
      const [fromSql, fromIndex] = await Promise.all([
        searchCatalog(handle.db, search, 'vk'),
        searchCatalogWithIndex(handle.db, index, search, 'vk'),
      ])
      expect(fromIndex?.relaxedQuery, q).not.toBeNull()
      expect(fromIndex?.relaxedQuery, q).toBe(fromSql?.relaxedQuery)
      expect(fromIndex?.total, q).toBeGreaterThan(0)
      expect(fromIndex?.total, q).toBe(fromSql?.total)
      expect(
        fromIndex?.products.map((p) => p.id),
        q,
      ).toEqual(fromSql?.products.map((p) => p.id))
      expect(fromIndex?.facets, q).toEqual(fromSql?.facets)
      // What is shown is exactly the strict search for the relaxed query.
      expect(allIds(search)).toEqual(allIds(request({ q: fromIndex?.relaxedQuery ?? '' })))
    }
  })

  it('leaves a query that finds products, a blank one and one with nothing to relax as they are', async () => {
    for (const q of ['rucksack', '', 'qqqqqqq']) {
      const search = request({ q, relax: true })
      const [fromSql, fromIndex] = await Promise.all([
        searchCatalog(handle.db, search, 'vk'),
        searchCatalogWithIndex(handle.db, index, search, 'vk'),
      ])
      expect(fromIndex?.relaxedQuery, q).toBeNull()
      expect(fromSql?.relaxedQuery, q).toBeNull()
      expect(fromIndex?.total, q).toBe(fromSql?.total)
    }
  })

  it('relaxes only when asked (lists of known products do not)', () => {
    expect(searchIndex(index, request({ q: 'rucksack 30l' }), 'vk')?.relaxedQuery).toBeNull()
  })

  it('suggests the relaxed query when nothing typed matches', () => {
    expect(suggest(index, 'rucksack 30l')).toEqual([])
    const [relaxed] = suggestWithCounts(index, 'rucksack 30l')
    const shown = searchIndex(index, request({ q: 'rucksack 30l', relax: true }), 'vk')
    expect(relaxed?.phrase).toBe(shown?.relaxedQuery)
    expect(relaxed?.count).toBe(shown?.total)
    expect(relaxed?.url).toBe(`/search/?q=${(shown?.relaxedQuery ?? '').replaceAll(' ', '+')}`)
    // A typed phrase with suggestions of its own gets those, and nothing relaxed.
    expect(suggestWithCounts(index, 'ruck').every((s) => s.weight > 0)).toBe(true)
  })
})

describe('suggest', () => {
  it('agrees with the database autosuggest', async () => {
    const phrases = index.suggestions.suggestions.map((s) => s.phrase)
    const queries = ['sk', 'Lauf', 'völ', 'voe', 'ad', 'x', ...phrases.slice(0, 10).map((p) => p.slice(0, 3))]
    for (const q of queries) expect(suggest(index, q), q).toEqual(await suggestFromDatabase(handle.db, q))
  })

  it('returns at most five, heaviest first, and nothing below two characters', () => {
    const found = suggest(index, 'sk')
    expect(found.length).toBeLessThanOrEqual(5)
    expect(found.map((s) => s.weight)).toEqual([...found.map((s) => s.weight)].sort((a, b) => b - a))
    expect(found.every((s) => s.phrase.toLowerCase().startsWith('sk'))).toBe(true)
    expect(suggest(index, ' s ')).toEqual([])
  })
})
