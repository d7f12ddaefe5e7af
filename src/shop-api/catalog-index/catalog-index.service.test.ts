/**
 * The index's lifecycle through the API: changes made after start reach searches (rebuilds and stock
 * patches), other nodes hear of them, failures keep the old index, bursts coalesce.
 */
import { eq, sql } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { cartEndpoints } from '../cart/cart.endpoints'
import { createTestAddress } from '../cart/test-helpers'
import { catalogEndpoints, searchEndpoint } from '../catalog/catalog.endpoints'
import { insertBrand, insertCategoryPath, insertColor, insertProduct } from '../catalog/testing'
import { checkoutEndpoints } from '../checkout/checkout.endpoints'
import { productOptions, products } from '../db/schema'
import { navigationEndpoints } from '../navigation/navigation.endpoints'
import { createProduct, createTestUser } from '../testing/fixtures'
import { startTestApi, testBackends } from '../testing/test-api'
import type { TestApi } from '../testing/test-api'
import { buildCatalogIndex } from './build-index'
import type { CatalogIndex } from './build-index'
import { startCatalogIndex } from './catalog-index.service'

const endpoints = [...catalogEndpoints, ...navigationEndpoints, ...cartEndpoints, ...checkoutEndpoints]

/** The in-stock size tokens of a product in an index. */
function sizesOf(index: CatalogIndex, productId: number): string[] {
  const position = index.positionById.get(productId)
  if (position === undefined) return []
  return Array.from(
    index.sizeSlots.subarray(index.sizeStart[position], index.sizeStart[position + 1]),
    (slot) => index.sizes[slot]?.token ?? '?',
  ).sort()
}

describe.each(testBackends())('catalogue index lifecycle on %s', (backend) => {
  let api: TestApi

  beforeAll(async () => {
    api = await startTestApi(backend, endpoints)
  }, 60_000)
  afterAll(async () => {
    await api.close()
  })

  async function search(query: Record<string, string>) {
    const result = await api.call('GET', '/api/v1/catalog/search/', { query })
    expect(result.status, JSON.stringify(result.body)).toBe(200)
    return v.parse(searchEndpoint.response, result.body).data
  }
  const idsFound = async (query: Record<string, string>) =>
    (await search(query)).products.map((product) => product.id)

  it('finds products inserted after start once the rebuild is served, with stemming, typos and folding', async () => {
    const brand = await insertBrand(api.db, 'Nordkap')
    const color = await insertColor(api.db, 'Grün')
    const category = await insertCategoryPath(api.db, 'damen/sport', { gender: 1 })
    const insert = (name: string, salesRank: number) =>
      insertProduct(api.db, {
        name,
        brandId: brand.id,
        colorId: color.id,
        categoryId: category.id,
        salesRank,
        prices: { vk: 4990 },
      })
    const shoes = await insert('Damen Laufschuhe Tempo', 1)
    const jacket = await insert('Trainingsjacke Windstopper', 2)
    const ball = await insert('Fußball Matchball', 3)
    const backpack = await insert('Rucksack Alpin 30', 4)

    // Waits on the index itself: it resolves when the rebuild that the inserts caused is served.
    await api.services.catalogIndex.until((index) => index.positionById.has(backpack.id))
    expect(await idsFound({ q: 'laufschuh' })).toEqual([shoes.id])
    expect(await idsFound({ q: 'trainingsjake' })).toEqual([jacket.id])
    expect(await idsFound({ q: 'fussball' })).toEqual([ball.id])
    expect(await idsFound({ q: 'FUSSBALL matchb' })).toEqual([ball.id])
    expect(await idsFound({ q: 'ruck' })).toEqual([backpack.id])
    expect(await idsFound({ q: 'gibtsnichtxyz' })).toEqual([])

    // A renamed product is found under its new name after the next rebuild.
    await api.db.update(products).set({ name: 'Rucksack Gipfelsturm' }).where(eq(products.id, backpack.id))
    await api.services.catalogIndex.caughtUp()
    expect(await idsFound({ q: 'gipfelsturm' })).toEqual([backpack.id])
  })

  it('answers suggestions and header products from the index', async () => {
    const created = await createProduct(api.db, { name: 'Skitourenrucksack Hochalm', prices: { vk: 15_000 } })
    await api.db.execute(
      sql`insert into autosuggest_phrases (phrase, weight, url) values ('hochalm rucksack', 10, '/search/?q=hochalm')`,
    )
    await api.services.catalogIndex.caughtUp()
    const suggestions = await api.call('GET', '/autosuggest/list/', { query: { q: 'hoch' } })
    expect(suggestions.body).toEqual({
      data: [{ phrase: 'hochalm rucksack', weight: 10, url: '/search/?q=hochalm', count: 1 }],
    })
    const limited = await api.call('GET', '/search-limited/', { query: { q: 'hochalm' } })
    expect(limited.body).toMatchObject({ search: { total: 1, products: [{ id: created.productId }] } })
  })

  it('marks a size sold out when an order takes its last unit (a stock patch, not a rebuild)', async () => {
    const product = await createProduct(api.db, {
      name: 'Letzte Chance Shirt',
      prices: { vk: 2500 },
      sizes: [
        { label: 'S', stock: 1 },
        { label: 'M', stock: 3 },
      ],
    })
    const small = product.options.find((option) => option.label === 'S')
    if (!small) throw new Error('fixture has no size S')
    await api.services.catalogIndex.caughtUp()
    const served = await api.services.catalogIndex.current()
    expect(sizesOf(served, product.productId)).toEqual(['m', 's'])
    expect(await idsFound({ q: 'letzte chance', filters: '89-s' })).toEqual([product.productId])

    const user = await createTestUser(api.db)
    const addressId = await createTestAddress(api.db, user.id)
    const added = await api.call('POST', '/api/v1/cart/', {
      token: user.token,
      body: { productOption: small.id },
    })
    expect(added.status, JSON.stringify(added.body)).toBe(200)
    const ordered = await api.call('POST', '/api/v1/orders/', {
      token: user.token,
      body: { deliveryType: 'home', addressId, paymentMethod: 'invoice' },
    })
    expect(ordered.status, JSON.stringify(ordered.body)).toBe(201)

    const patched = await api.services.catalogIndex.until(
      (index) => sizesOf(index, product.productId).join() === 'm',
    )
    // Patched in place: the same build (version), only the sizes differ.
    expect(patched.version).toBe(served.version)
    expect(await idsFound({ q: 'letzte chance', filters: '89-s' })).toEqual([])
    const facets = (await search({ q: 'letzte chance' })).filters.data.GENERAL_Size.data
    expect(facets.map((value) => value.fv_id)).toEqual(['m'])

    // Restocking by hand (any writer) brings the size back.
    await api.db.update(productOptions).set({ stock: 4 }).where(eq(productOptions.id, small.id))
    await api.services.catalogIndex.caughtUp()
    expect(await idsFound({ q: 'letzte chance', filters: '89-s' })).toEqual([product.productId])
  })

  it('matches a full rebuild after stock patches', async () => {
    const product = await createProduct(api.db, {
      sizes: [
        { label: '40', stock: 0 },
        { label: '41', stock: 2 },
        { label: '42', stock: 1 },
      ],
    })
    await api.services.catalogIndex.caughtUp()
    const [forty, fortyOne] = product.options
    await api.db.transaction(async (tx) => {
      await tx
        .update(productOptions)
        .set({ stock: 5 })
        .where(eq(productOptions.id, forty?.id ?? 0))
      await tx
        .update(productOptions)
        .set({ stock: 0 })
        .where(eq(productOptions.id, fortyOne?.id ?? 0))
    })
    await api.services.catalogIndex.caughtUp()
    const patched = await api.services.catalogIndex.current()
    const rebuilt = await buildCatalogIndex(api.db)
    expect(sizesOf(patched, product.productId)).toEqual(['40', '42'])
    for (const id of rebuilt.productIds)
      expect(sizesOf(patched, id), String(id)).toEqual(sizesOf(rebuilt, id))
  })
})

describe.each(testBackends())('catalogue index across API instances on %s', (backend) => {
  let first: TestApi
  let second: TestApi | undefined

  beforeAll(async () => {
    first = await startTestApi(backend, catalogEndpoints)
  }, 60_000)
  afterEach(async () => {
    // The second instance first: on PGlite it borrows the first one's database.
    await second?.close()
    second = undefined
  })
  afterAll(async () => {
    await first.close()
  })

  it('lets every instance hear of a change made through another one', async () => {
    const node = await startTestApi(backend, catalogEndpoints, { sameDatabaseAs: first })
    second = node
    await node.services.catalogIndex.current()
    const created = await createProduct(first.db, { name: 'Gemeinsamer Bergschuh' })
    // No rebuild is asked of the second node: only the notification can bring the product there.
    const seen = await node.services.catalogIndex.until((index) => index.positionById.has(created.productId))
    expect(seen.positionById.has(created.productId)).toBe(true)
    const result = await node.call('GET', '/api/v1/catalog/search/', { query: { q: 'bergschuh' } })
    expect(result.body).toMatchObject({ data: { pagination: { total: 1 } } })
  })

  it('keeps serving the old index when a rebuild fails, logging one line', async () => {
    const lines: string[] = []
    let failing = false
    const node = await startTestApi(backend, catalogEndpoints, {
      sameDatabaseAs: first,
      catalogIndex: {
        log: (line) => lines.push(line),
        build: (db) => (failing ? Promise.reject(new Error('disk on fire')) : buildCatalogIndex(db)),
      },
    })
    second = node
    const before = await node.services.catalogIndex.current()
    failing = true
    const created = await createProduct(first.db, { name: 'Unsichtbarer Wanderstock' })
    await node.services.catalogIndex.rebuild()
    expect(await node.services.catalogIndex.current()).toBe(before)
    const during = await node.call('GET', '/api/v1/catalog/search/', { query: { q: 'wanderstock' } })
    expect(during.status).toBe(200)
    expect(during.body).toMatchObject({ data: { pagination: { total: 0 } } })
    expect(lines.length).toBeGreaterThanOrEqual(1)
    expect(lines.every((line) => line.startsWith('Catalogue index rebuild failed'))).toBe(true)
    expect(lines[0]).toContain('disk on fire')
    expect(lines[0]).not.toContain('\n')

    failing = false
    await node.services.catalogIndex.rebuild()
    expect((await node.services.catalogIndex.current()).positionById.has(created.productId)).toBe(true)
  })

  it.runIf(backend === 'postgres')('listens again after losing its connection and catches up', async () => {
    const lines: string[] = []
    const node = await startTestApi(backend, catalogEndpoints, {
      sameDatabaseAs: first,
      catalogIndex: { log: (line) => lines.push(line), reconnectDelayMs: 10 },
    })
    second = node
    await node.services.catalogIndex.current()
    // Ends every LISTEN session on this database: the node must notice and listen again.
    await first.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'listen%'`,
    )
    const created = await createProduct(first.db, { name: 'Verpasster Kletterhelm' })
    await node.services.catalogIndex.until((index) => index.positionById.has(created.productId))
    expect(lines.some((line) => line.startsWith('Catalogue change notifications lost'))).toBe(true)
  })
})

describe('catalogue index builds', () => {
  it('coalesce a burst of requests into one running and one queued build', async () => {
    const api = await startTestApi('pglite', [])
    let builds = 0
    let release: () => void = () => undefined
    const gate = new Promise<void>((resolve) => {
      release = resolve
    })
    const holder = startCatalogIndex({
      db: api.db,
      build: async (db) => {
        builds++
        await gate
        return buildCatalogIndex(db)
      },
    })
    try {
      // Until the first build is served the node is not ready (its readiness probe says so).
      expect(holder.isServing()).toBe(false)
      const burst = Array.from({ length: 10 }, () => holder.rebuild())
      release()
      await Promise.all(burst)
      expect(holder.isServing()).toBe(true)
      // The first build at start plus at most one queued behind it, however many asked.
      expect(builds).toBeLessThanOrEqual(2)
      await holder.rebuild()
      expect(builds).toBeLessThanOrEqual(3)
    } finally {
      await holder.close()
      await api.close()
    }
  }, 30_000)
})
