import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  insertBrand,
  insertCategoryPath,
  insertColor,
  insertContentPage,
  insertGuideArticle,
  insertGuideAuthor,
  insertProduct,
  insertStore,
} from '../catalog/testing'
import { startTestApi, testBackends } from '../testing/test-api'
import type { TestApi } from '../testing/test-api'
import { sitemapEndpoints } from './sitemap.endpoints'
import { sitemapProductsResponseSchema, sitemapResponseSchema } from './sitemap.schema'
import { productOptions, productPrices, products } from '../db/schema'

describe('sitemap endpoint examples', () => {
  it.each(sitemapEndpoints.map((endpoint) => [endpoint.path, endpoint] as const))(
    '%s documents an example that fits its response schema',
    (_path, endpoint) => {
      expect(v.safeParse(endpoint.response, endpoint.example.response).issues).toBeUndefined()
    },
  )
})

describe.each(testBackends())('sitemap endpoints on %s', (backend) => {
  let api: TestApi
  const productSlugs: string[] = []
  const productIds: number[] = []
  let brandSlug = ''

  beforeAll(async () => {
    api = await startTestApi(backend, sitemapEndpoints)
    const { db } = api
    const brand = await insertBrand(db, 'Sitemap Marke')
    brandSlug = brand.slug
    await insertBrand(db, 'Marke ohne Produkte')
    const color = await insertColor(db, 'Sitemapblau')
    const shoes = await insertCategoryPath(db, 'damen/schuhe/laufschuhe')
    const jackets = await insertCategoryPath(db, 'damen/jacken')
    for (const [index, category] of [shoes, shoes, jackets, shoes, jackets].entries()) {
      const product = await insertProduct(db, {
        name: `Sitemap Produkt ${index}`,
        brandId: brand.id,
        categoryId: category.id,
        colorId: color.id,
        prices: { vk: 5000 },
        addedAt: new Date(Date.UTC(2026, 0, 10 + index)),
      })
      productSlugs.push(product.slug)
      productIds.push(product.id)
    }
    const lena = await insertGuideAuthor(db, { slug: 'lena-hofer', name: 'Lena Hofer', bio: 'Läuft.' })
    // Only scheduled articles so far: no page in the sitemap yet.
    const markus = await insertGuideAuthor(db, {
      slug: 'markus-steiner',
      name: 'Markus Steiner',
      bio: 'Radelt.',
    })
    await insertGuideArticle(db, {
      title: 'Veröffentlicht',
      section: 'laufen',
      sectionName: 'Laufen',
      publishedAt: new Date('2026-11-01T08:00:00Z'),
      author: lena,
    })
    // The test clock stands at 2026-11-22: this one is scheduled, not published.
    await insertGuideArticle(db, {
      title: 'Geplant',
      section: 'rad',
      sectionName: 'Rad',
      publishedAt: new Date('2026-12-24T08:00:00Z'),
      author: markus,
    })
    await insertStore(db, {
      name: 'Sitemap Filiale',
      city: 'Graz',
      postal: '8010',
      latitude: 47,
      longitude: 15,
    })
    await insertContentPage(db, 'service', 'skiservice', 'Skiservice')
  })

  afterAll(async () => {
    await api.close()
  })

  async function overview(perFile?: string) {
    const result = await api.call('GET', '/api/v1/sitemap/', { query: perFile ? { perFile } : {} })
    expect(result.status).toBe(200)
    return v.parse(sitemapResponseSchema, result.body).data
  }

  it('splits the products into files of perFile, as id ranges that cover every product', async () => {
    const { products } = await overview('2')
    expect(products.total).toBe(5)
    expect(products.files.map((file) => file.count)).toEqual([2, 2, 1])
    expect(products.files[0]?.afterId).toBe(0)
    for (const [index, file] of products.files.entries()) {
      if (index > 0) expect(file.afterId).toBe(products.files[index - 1]?.lastId)
    }
    expect(products.files.at(-1)?.lastId).toBe(2_147_483_647)
    // The newest listing date of each file.
    expect(products.files.map((file) => file.lastmod)).toEqual([
      '2026-01-11T00:00:00Z',
      '2026-01-13T00:00:00Z',
      '2026-01-14T00:00:00Z',
    ])
    expect((await overview()).products.files).toHaveLength(1)
  })

  it('pages through every product by id, each file range yielding exactly its count', async () => {
    const { products } = await overview('2')
    const seen: string[] = []
    for (const file of products.files) {
      let after = file.afterId
      let inFile = 0
      for (;;) {
        const result = await api.call('GET', '/api/v1/sitemap/products/', {
          query: { after: String(after), limit: '1' },
        })
        const page = v.parse(sitemapProductsResponseSchema, result.body).data.products
        const inRange = page.filter((product) => product.id <= file.lastId)
        seen.push(...inRange.map((product) => product.slug))
        inFile += inRange.length
        const last = page.at(-1)
        if (!last || last.id >= file.lastId || inRange.length < page.length) break
        after = last.id
      }
      expect(inFile).toBe(file.count)
    }
    expect(seen).toEqual(productSlugs)
  })

  it('dates a category by the newest product anywhere below it', async () => {
    const { categories } = await overview()
    const byPath = new Map(categories.map((category) => [category.path, category.lastmod]))
    expect(byPath.get('damen/schuhe/laufschuhe')).toBe('2026-01-13T00:00:00Z')
    expect(byPath.get('damen/jacken')).toBe('2026-01-14T00:00:00Z')
    expect(byPath.get('damen/schuhe')).toBe('2026-01-13T00:00:00Z')
    expect(byPath.get('damen')).toBe('2026-01-14T00:00:00Z')
  })

  it('lists brands with products, the published guide and its authors, stores and service pages', async () => {
    const data = await overview()
    expect(data.brands.map((brand) => brand.slug)).toEqual([brandSlug])
    expect(data.guideSections.map((section) => section.slug)).toEqual(['laufen'])
    expect(data.guideArticles).toHaveLength(1)
    expect(data.guideArticles[0]?.lastmod).toBe('2026-11-01T08:00:00Z')
    expect(data.guideAuthors).toEqual([{ slug: 'lena-hofer', lastmod: '2026-11-01T08:00:00Z' }])
    expect(data.stores).toHaveLength(1)
    expect(data.pages).toEqual([{ kind: 'service', slug: 'skiservice', lastmod: '2026-10-01T09:00:00Z' }])
  })

  // Last: it changes the dates the tests above read.
  it('dates a product by its last change of row or prices, not by stock changes', async () => {
    const lastmodOf = async (id: number) => {
      const result = await api.call('GET', '/api/v1/sitemap/products/', {
        query: { after: String(id - 1), limit: '1' },
      })
      return v.parse(sitemapProductsResponseSchema, result.body).data.products[0]?.lastmod
    }
    const [priced, renamed, stocked] = productIds
    if (priced === undefined || renamed === undefined || stocked === undefined) throw new Error('seed')
    const addedDates = [await lastmodOf(priced), await lastmodOf(renamed), await lastmodOf(stocked)]
    expect(addedDates).toEqual(['2026-01-10T00:00:00Z', '2026-01-11T00:00:00Z', '2026-01-12T00:00:00Z'])
    // The database's clock, not the test clock, dates a change: anything after the seeded dates.
    await api.db.update(productPrices).set({ priceCents: 4500 }).where(eq(productPrices.productId, priced))
    await api.db.update(products).set({ name: 'Sitemap Produkt neu' }).where(eq(products.id, renamed))
    await api.db.update(productOptions).set({ stock: 0 }).where(eq(productOptions.productId, stocked))
    for (const id of [priced, renamed]) expect((await lastmodOf(id)) ?? '').toMatch(/^202[6-9]-(?!01-1)/)
    expect(await lastmodOf(stocked)).toBe('2026-01-12T00:00:00Z')
  })

  it('refuses a file size or page size out of range with 422', async () => {
    for (const query of [{ perFile: '0' }, { perFile: '50001' }, { perFile: 'x' }]) {
      expect((await api.call('GET', '/api/v1/sitemap/', { query })).status).toBe(422)
    }
    const pageQueries: Record<string, string>[] = [{ limit: '5001' }, { after: '-1' }]
    for (const query of pageQueries) {
      expect((await api.call('GET', '/api/v1/sitemap/products/', { query })).status).toBe(422)
    }
  })
})
