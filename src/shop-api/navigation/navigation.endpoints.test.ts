import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  insertBrand,
  insertCategoryPath,
  insertColor,
  insertGuideArticle,
  insertMenuItem,
  insertPhrase,
  insertProduct,
} from '../catalog/testing'
import { startTestApi, testBackends } from '../testing/test-api'
import type { TestApi } from '../testing/test-api'
import {
  autosuggestEndpoint,
  headerDataEndpoint,
  menuEndpoint,
  navigationEndpoints,
  searchLimitedEndpoint,
} from './navigation.endpoints'
import { createTestUser } from '../testing/fixtures'
import { colors } from '../db/schema'

/** Issues of an endpoint's documented example against its own response schema. */
function exampleIssues(endpoint: {
  readonly response: v.GenericSchema
  readonly example: { readonly response: unknown }
}) {
  return v.safeParse(endpoint.response, endpoint.example.response).issues
}

describe('navigation endpoint examples', () => {
  it.each(navigationEndpoints.map((endpoint) => [endpoint.path, endpoint] as const))(
    '%s documents an example that fits its response schema',
    (_path, endpoint) => {
      expect(exampleIssues(endpoint)).toBeUndefined()
    },
  )
})

describe.each(testBackends())('navigation endpoints on %s', (backend) => {
  let api: TestApi
  /** Product ids by sales rank, best first. */
  const bestSellers: number[] = []
  let jacketId = 0
  let staffToken = ''
  const menu = { damen: 0, schuhe: 0, laufschuhe: 0, banners: 0, banner: 0, mobileOnly: 0, herren: 0 }
  const newestPosts: string[] = []

  beforeAll(async () => {
    api = await startTestApi(backend, navigationEndpoints)
    const { db } = api
    const brand = await insertBrand(db, 'Salomon')
    const color = await insertColor(db, 'Blau')
    await db.update(colors).set({ nameEn: 'Blue' }).where(eq(colors.id, color.id))
    const category = await insertCategoryPath(db, 'damen/schuhe', { gender: 1 })
    const ranked: { id: number; rank: number }[] = []
    for (let index = 0; index < 10; index++) {
      const rank = 100 - ((index * 7) % 10) * 10
      const product = await insertProduct(db, {
        name: `Speedcross ${index + 1}`,
        brandId: brand.id,
        categoryId: category.id,
        colorId: color.id,
        prices: { vk: 10000 + index * 100, staff: 7000 },
        salesRank: rank,
      })
      ranked.push({ id: product.id, rank })
    }
    const jacket = await insertProduct(db, {
      name: 'Bonatti Jacke',
      brandId: brand.id,
      categoryId: category.id,
      colorId: color.id,
      prices: { vk: 15000 },
      salesRank: 500,
    })
    jacketId = jacket.id
    ranked.push({ id: jacket.id, rank: 500 })
    bestSellers.push(...ranked.sort((a, b) => a.rank - b.rank || a.id - b.id).map((entry) => entry.id))
    staffToken = (await createTestUser(db, 'staff')).token

    for (const [phrase, weight] of [
      ['laufschuhe', 100],
      ['Laufschuhe Damen', 90],
      ['laufjacke', 50],
      ['lauftights', 40],
      ['laufuhr', 30],
      ['laufsocken', 20],
      ['Müsli-Riegel', 10],
      ['skischuhe', 80],
      ['a'.repeat(50) + ' lang', 5],
    ] as const)
      // Category links: shown whatever this small catalogue holds (a search link that finds nothing is not).
      await insertPhrase(db, phrase, weight, `/kategorie/${weight}/`)
    await insertPhrase(db, 'bonatti jacke', 70)
    await insertPhrase(db, 'bonatti hose', 60)

    const damen = await insertMenuItem(db, {
      name: 'Damen',
      type: 'root-gender',
      position: 1,
      data: { gender: 'female' },
    })
    const herren = await insertMenuItem(db, { name: 'Herren', type: 'root-gender', position: 2 })
    const schuhe = await insertMenuItem(db, {
      name: 'Schuhe',
      nameEn: 'Shoes',
      type: 'category',
      parentId: damen.id,
      column: 1,
      position: 1,
    })
    const laufschuhe = await insertMenuItem(db, {
      name: 'Laufschuhe',
      type: 'category',
      parentId: schuhe.id,
      column: 1,
      position: 1,
    })
    const banners = await insertMenuItem(db, {
      name: 'Highlights',
      type: 'banners',
      parentId: damen.id,
      column: 4,
      position: 1,
      url: '',
    })
    const banner = await insertMenuItem(db, {
      name: 'Skitouren',
      type: 'banner',
      parentId: banners.id,
      column: 4,
      position: 1,
      data: {
        imageData: { src: '/media/banners/skitouren.svg' },
        title: 'Skitouren',
        text: 'Sicher unterwegs',
      },
    })
    const mobileOnly = await insertMenuItem(db, {
      name: 'Filialen',
      type: 'category',
      parentId: damen.id,
      column: 0,
      position: 9,
      url: '/shops/',
      data: { views: ['mobile'] },
    })
    Object.assign(menu, {
      damen: damen.id,
      herren: herren.id,
      schuhe: schuhe.id,
      laufschuhe: laufschuhe.id,
      banners: banners.id,
      banner: banner.id,
      mobileOnly: mobileOnly.id,
    })
    // An orphan (its parent is gone) must not surface anywhere.
    await insertMenuItem(db, { name: 'Verwaist', type: 'category', parentId: 999_999 })

    const now = api.clock.now.getTime()
    for (let index = 0; index < 5; index++) {
      const post = await insertGuideArticle(db, {
        title: `Beitrag ${index + 1}`,
        section: 'laufen',
        sectionName: 'Laufen',
        publishedAt: new Date(now - (5 - index) * 3_600_000),
      })
      newestPosts.unshift(post.slug)
    }
    await insertGuideArticle(db, {
      title: 'Morgen',
      section: 'laufen',
      sectionName: 'Laufen',
      publishedAt: new Date(now + 3_600_000),
    })
    // Suggestions and header products come from the catalogue index, which follows in the background.
    await api.services.catalogIndex.caughtUp()
  }, 120_000)

  afterAll(async () => {
    await api.close()
  })

  describe('GET /api/v1/menu/', () => {
    const ids = (items: readonly { id: number; options: readonly unknown[] }[]) =>
      items.map((item) => item.id)

    it('answers the desktop tree with banners, ordered by column and position', async () => {
      const result = await api.call('GET', '/api/v1/menu/')
      expect(result.status).toBe(200)
      const { view, items } = v.parse(menuEndpoint.response, result.body).data
      expect(view).toBe('desktop')
      expect(ids(items)).toEqual([menu.damen, menu.herren])
      const damen = items[0]
      expect(damen).toMatchObject({
        name: 'Damen',
        url: '/damen/',
        type: 'root-gender',
        parentId: null,
        data: { gender: 'female' },
      })
      expect(ids(damen?.options ?? [])).toEqual([menu.schuhe, menu.banners])
      const banners = damen?.options.find((item) => item.id === menu.banners)
      expect(
        banners?.options.map((item) => [item.id, item.type, item.parentId, item.column, item.data.title]),
      ).toEqual([[menu.banner, 'banner', menu.banners, 4, 'Skitouren']])
      expect(damen?.options[0]?.options.map((item) => item.name)).toEqual(['Laufschuhe'])
    })

    it('answers the mobile tree without banners, with mobile-only items', async () => {
      const result = await api.call('GET', '/api/v1/menu/', { query: { view: 'mobile' } })
      const { view, items } = v.parse(menuEndpoint.response, result.body).data
      expect(view).toBe('mobile')
      expect(ids(items[0]?.options ?? [])).toEqual([menu.mobileOnly, menu.schuhe])
    })

    it('names items in the requested locale, German where an item has no English name', async () => {
      const names = async (query: Record<string, string>) => {
        const result = await api.call('GET', '/api/v1/menu/', { query })
        const { items } = v.parse(menuEndpoint.response, result.body).data
        const damen = items.find((item) => item.id === menu.damen)
        return [damen?.name, damen?.options.find((item) => item.id === menu.schuhe)?.name]
      }
      expect(await names({})).toEqual(['Damen', 'Schuhe'])
      expect(await names({ locale: 'de-AT' })).toEqual(['Damen', 'Schuhe'])
      expect(await names({ locale: 'en', view: 'mobile' })).toEqual(['Damen', 'Shoes'])
      const refused = await api.call('GET', '/api/v1/menu/', { query: { locale: 'fr' } })
      expect(refused).toMatchObject({ status: 422, body: { errors: { locale: ['locale is de-AT or en'] } } })
    })

    it('refuses an unknown view with 422', async () => {
      const result = await api.call('GET', '/api/v1/menu/', { query: { view: 'tablet' } })
      expect(result).toMatchObject({ status: 422, body: { errors: { view: ['view is desktop or mobile'] } } })
    })
  })

  describe('GET /autosuggest/list/', () => {
    async function suggest(q: string | undefined) {
      const result = await api.call('GET', '/autosuggest/list/', q === undefined ? {} : { query: { q } })
      expect(result.status).toBe(200)
      return v.parse(autosuggestEndpoint.response, result.body).data
    }

    it('answers at most 5 prefix matches, heaviest first, ignoring case', async () => {
      const list = await suggest('LAUF')
      expect(list.map((entry) => [entry.phrase, entry.weight])).toEqual([
        ['laufschuhe', 100],
        ['Laufschuhe Damen', 90],
        ['laufjacke', 50],
        ['lauftights', 40],
        ['laufuhr', 30],
      ])
      expect(list[1]?.url).toBe('/kategorie/90/')
      expect((await suggest('  laufschuhe   damen ')).map((entry) => entry.phrase)).toEqual([
        'Laufschuhe Damen',
      ])
    })

    it('shows the number of products a search link finds, never the weight, and drops one that finds none', async () => {
      const list = await suggest('bonatti')
      expect(list).toEqual([
        { phrase: 'bonatti jacke', weight: 70, url: '/search/?q=bonatti+jacke', count: 1 },
      ])
      expect((await suggest('lauf')).every((entry) => entry.count === null)).toBe(true)
    })

    it('matches prefixes only, with umlauts folded', async () => {
      expect(await suggest('schuhe')).toEqual([])
      for (const q of ['mü', 'mue', 'MU'])
        expect(
          (await suggest(q)).map((entry) => entry.phrase),
          q,
        ).toEqual(['Müsli-Riegel'])
    })

    it('answers an empty list under 2 characters, and uses only the first 50', async () => {
      expect(await suggest('l')).toEqual([])
      expect(await suggest(' l ')).toEqual([])
      expect(await suggest('')).toEqual([])
      expect(await suggest(undefined)).toEqual([])
      expect(
        (await suggest('a'.repeat(50) + ' zzz this part is ignored')).map((entry) => entry.phrase),
      ).toEqual(['a'.repeat(50) + ' lang'])
    })
  })

  describe('GET /search-limited/', () => {
    async function searchLimited(query: Record<string, string>, token?: string) {
      const result = await api.call('GET', '/search-limited/', { query, token })
      expect(result.status, JSON.stringify(result.body)).toBe(200)
      return v.parse(searchLimitedEndpoint.response, result.body).search
    }

    it('answers the best sellers (max 8) under 2 characters', async () => {
      for (const q of ['', 'a']) {
        const search = await searchLimited({ q })
        expect(search.products.map((product) => product.id)).toEqual(bestSellers.slice(0, 8))
        expect(search.total).toBe(11)
      }
    })

    it('answers matches for a phrase, with the phrase as used', async () => {
      const search = await searchLimited({ q: '  bonatti   JACKE ' })
      expect(search).toMatchObject({
        q: 'bonatti JACKE',
        total: 1,
        products: [expect.objectContaining({ id: jacketId })],
      })
      const many = await searchLimited({ q: 'speedcross' })
      expect(many.products).toHaveLength(8)
      expect(many.total).toBe(10)
    })

    it('restricts to productIds in their order', async () => {
      const [first, second, third] = bestSellers
      const order = [third ?? 0, jacketId, first ?? 0, 999_999]
      const search = await searchLimited({ productIds: order.join(',') })
      expect(search.products.map((product) => product.id)).toEqual([third, jacketId, first])
      expect(search.total).toBe(3)
      const narrowed = await searchLimited({ productIds: [second ?? 0, jacketId].join(','), q: 'jacke' })
      expect(narrowed.products.map((product) => product.id)).toEqual([jacketId])
    })

    it('answers every one of the productIds, beyond the 8 of a typed phrase (a recently viewed list)', async () => {
      const order = [...bestSellers].reverse()
      expect(order.length).toBeGreaterThan(8)
      const search = await searchLimited({ productIds: order.join(',') })
      expect(search.products.map((product) => product.id)).toEqual(order)
      expect(search.total).toBe(order.length)
    })

    it('prices for the logged-in role, never for a priceType parameter', async () => {
      const guest = await searchLimited({ q: 'speedcross', priceType: 'staff' })
      expect(guest.products[0]?.prices).toMatchObject({ priceType: 'vk' })
      const staff = await searchLimited({ q: 'speedcross' }, staffToken)
      expect(staff.products[0]?.prices).toMatchObject({ priceType: 'staff', price: 70 })
    })

    it('names colours in the locale, German by default', async () => {
      const colorsOf = (search: { products: { color: { name: string } }[] }) =>
        new Set(search.products.map((product) => product.color.name))
      expect(colorsOf(await searchLimited({ q: 'speedcross' }))).toEqual(new Set(['Blau']))
      expect(colorsOf(await searchLimited({ q: 'speedcross', locale: 'en' }))).toEqual(new Set(['Blue']))
      const refused = await api.call('GET', '/search-limited/', { query: { q: 'speedcross', locale: 'fr' } })
      expect(refused).toMatchObject({ status: 422, body: { errors: { locale: ['locale is de-AT or en'] } } })
    })

    it.each([['abc'], ['1,,2'], ['1,2,'], [Array.from({ length: 101 }, (_, index) => index + 1).join(',')]])(
      'refuses productIds=%s with 422',
      async (productIds) => {
        const result = await api.call('GET', '/search-limited/', { query: { productIds } })
        expect(result).toMatchObject({ status: 422, body: { errors: { productIds: [expect.any(String)] } } })
      },
    )
  })

  describe('GET /header-data/', () => {
    it('answers the 3 newest published posts and the best sellers', async () => {
      const result = await api.call('GET', '/header-data/')
      expect(result.status).toBe(200)
      const body = v.parse(headerDataEndpoint.response, result.body)
      expect(body.blogPosts.map((post) => post.slug)).toEqual(newestPosts.slice(0, 3))
      expect(body['search-limited'].products.map((product) => product.id)).toEqual(bestSellers.slice(0, 8))
      expect(body['search-limited'].total).toBe(11)
      const staff = await api.call('GET', '/header-data/', { token: staffToken })
      expect(
        v.parse(headerDataEndpoint.response, staff.body)['search-limited'].products[0]?.prices.priceType,
      ).toBe('staff')
    })

    it('names the colours of the best sellers in the locale', async () => {
      const english = await api.call('GET', '/header-data/', { query: { locale: 'en' } })
      const products = v.parse(headerDataEndpoint.response, english.body)['search-limited'].products
      expect(new Set(products.map((product) => product.color.name))).toEqual(new Set(['Blue']))
      expect((await api.call('GET', '/header-data/', { query: { locale: 'xx' } })).status).toBe(422)
    })
  })
})
