/**
 * The search's store filter over HTTP (omnichannel): the facet `inStore` names the shopper's store,
 * a logged-in customer's account store stands in when no `store` is sent, and the shelves the index
 * searches follow reservations (a unit taken or given back) without waiting for a rebuild.
 */
import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { storeStock, users } from '../db/schema'
import { createProduct, createTestUser } from '../testing/fixtures'
import type { ProductFixture } from '../testing/fixtures'
import { startTestApi, testBackends } from '../testing/test-api'
import type { TestApi } from '../testing/test-api'
import { storeStockEndpoints } from '../store-stock/store-stock.endpoints'
import { searchEndpoint } from './catalog.endpoints'
import { insertStore } from './testing'

type SearchData = v.InferOutput<typeof searchEndpoint.response>['data']

describe.each(testBackends())('search in the shopper’s store on %s', (backend) => {
  let api: TestApi
  let wienMitte: { id: number; name: string }
  let graz: { id: number; name: string }
  /** In Wien Mitte: `shelved` (two sizes, one unit each), `lastUnit` (one unit); `online` nowhere. */
  let shelved: ProductFixture
  let lastUnit: ProductFixture
  let online: ProductFixture

  beforeAll(async () => {
    api = await startTestApi(backend, [searchEndpoint, ...storeStockEndpoints], { omnichannel: true })
    wienMitte = await insertStore(api.db, {
      name: 'Sportalpin Wien Mitte',
      city: 'Wien',
      postal: '1030',
      latitude: 48.2066,
      longitude: 16.3847,
    })
    graz = await insertStore(api.db, {
      name: 'Sportalpin Graz',
      city: 'Graz',
      postal: '8010',
      latitude: 47.0707,
      longitude: 15.4395,
    })
    shelved = await createProduct(api.db, {
      name: 'Filialjacke Alpha',
      sizes: [
        { label: 'M', stock: 3 },
        { label: 'L', stock: 3 },
      ],
    })
    lastUnit = await createProduct(api.db, { name: 'Filialjacke Beta', sizes: [{ label: 'M', stock: 3 }] })
    online = await createProduct(api.db, { name: 'Filialjacke Gamma', sizes: [{ label: 'M', stock: 3 }] })
    const option = (product: ProductFixture, index: number) => product.options[index]?.id ?? 0
    await api.db.insert(storeStock).values([
      { storeId: wienMitte.id, productOptionId: option(shelved, 0), quantity: 1 },
      { storeId: wienMitte.id, productOptionId: option(shelved, 1), quantity: 1 },
      { storeId: wienMitte.id, productOptionId: option(lastUnit, 0), quantity: 1 },
      { storeId: graz.id, productOptionId: option(online, 0), quantity: 0 },
    ])
    await api.services.catalogIndex.rebuild()
  }, 60_000)
  afterAll(async () => {
    await api.close()
  })

  const search = async (query: Record<string, string>, token?: string): Promise<SearchData> => {
    await api.services.catalogIndex.caughtUp()
    const result = await api.call('GET', '/api/v1/catalog/search/', {
      query: { q: 'filialjacke', ...query },
      token,
    })
    expect(result.status).toBe(200)
    return v.parse(searchEndpoint.response, result.body).data
  }
  const listed = (data: SearchData) => data.products.map((product) => product.id).sort((a, b) => a - b)
  const ids = (...products: ProductFixture[]) =>
    products.map((product) => product.productId).sort((a, b) => a - b)

  it('names the store in the facet and counts its shelves, with or without the filter chosen', async () => {
    const all = await search({ store: String(wienMitte.id) })
    expect(all.filters.inStore).toEqual({
      store: wienMitte.id,
      name: 'Sportalpin Wien Mitte',
      count: 2,
      selected: false,
    })
    expect(listed(all)).toEqual(ids(shelved, lastUnit, online))

    const only = await search({ store: String(wienMitte.id), inStore: '1' })
    expect(only.filters.inStore).toEqual({
      store: wienMitte.id,
      name: 'Sportalpin Wien Mitte',
      count: 2,
      selected: true,
    })
    expect(listed(only)).toEqual(ids(shelved, lastUnit))

    // A shelf row with nothing on it (quantity 0) is not "in the store".
    const empty = await search({ store: String(graz.id), inStore: '1' })
    expect(empty.filters.inStore).toEqual({
      store: graz.id,
      name: 'Sportalpin Graz',
      count: 0,
      selected: true,
    })
    expect(empty.products).toEqual([])
  })

  it('takes a logged-in customer’s account store when no store is sent; a sent store wins', async () => {
    const customer = await createTestUser(api.db)
    await api.db.update(users).set({ storeId: wienMitte.id }).where(eq(users.id, customer.id))
    const own = await search({ inStore: '1' }, customer.token)
    expect(own.filters.inStore).toEqual({
      store: wienMitte.id,
      name: 'Sportalpin Wien Mitte',
      count: 2,
      selected: true,
    })
    expect(listed(own)).toEqual(ids(shelved, lastUnit))

    const sent = await search({ store: String(graz.id) }, customer.token)
    expect(sent.filters.inStore?.store).toBe(graz.id)

    const storeless = await createTestUser(api.db)
    const guestLike = await search({ inStore: '1' }, storeless.token)
    expect(guestLike.filters.inStore).toBeUndefined()
    expect(listed(guestLike)).toEqual(ids(shelved, lastUnit, online))
  })

  it('answers an unknown store like no store: no facet, nothing narrowed, no error', async () => {
    const unknown = await search({ store: '999999', inStore: '1' })
    expect(unknown.filters.inStore).toBeUndefined()
    expect(listed(unknown)).toEqual(ids(shelved, lastUnit, online))
  })
})

describe('search without omnichannel (OS=APP2)', () => {
  let api: TestApi
  beforeAll(async () => {
    api = await startTestApi('pglite', [searchEndpoint])
  }, 60_000)
  afterAll(async () => {
    await api.close()
  })

  it('ignores store and inStore, also for a customer with an account store', async () => {
    const customer = await createTestUser(api.db)
    const result = await api.call('GET', '/api/v1/catalog/search/', {
      query: { store: '1', inStore: '1' },
      token: customer.token,
    })
    expect(result.status).toBe(200)
    expect(v.parse(searchEndpoint.response, result.body).data.filters.inStore).toBeUndefined()
  })
})
