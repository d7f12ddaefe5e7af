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
import { RESERVATION_HOLD_MS, expireReservations } from '../store-stock/reservations.service'
import { createdReservationResponseSchema } from '../store-stock/store-stock.schema'
import { storeStockEndpoints } from '../store-stock/store-stock.endpoints'
import { searchEndpoint } from './catalog.endpoints'
import { insertStore } from './testing'

type SearchData = v.InferOutput<typeof searchEndpoint.response>['data']

describe.each(testBackends())('search in the shopper’s store on %s', (backend) => {
  let api: TestApi
  /** A second node over the same database: it hears the shelf changes too. */
  let second: TestApi
  let wienMitte: { id: number; name: string }
  let graz: { id: number; name: string }
  /** In Wien Mitte: `shelved` (two sizes, one unit each), `lastUnit` (one unit); `online` nowhere. */
  let shelved: ProductFixture
  let lastUnit: ProductFixture
  let online: ProductFixture

  beforeAll(async () => {
    api = await startTestApi(backend, [searchEndpoint, ...storeStockEndpoints], { omnichannel: true })
    second = await startTestApi(backend, [searchEndpoint], { omnichannel: true, sameDatabaseAs: api })
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
    await second.close()
    await api.close()
  })

  const search = async (
    query: Record<string, string>,
    token?: string,
    node: TestApi = api,
  ): Promise<SearchData> => {
    await node.services.catalogIndex.caughtUp()
    const result = await node.call('GET', '/api/v1/catalog/search/', {
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

  it('drops a product whose last unit in the store is reserved, and lists it again when the unit comes back', async () => {
    const lastOption = lastUnit.options[0]?.id ?? 0
    const inWienMitte = { store: String(wienMitte.id), inStore: '1' }
    const reserve = async (requestId: string) => {
      const created = await api.call('POST', '/api/v1/reservations/', {
        requestId,
        clientAddress: '198.51.100.77',
        headers: { 'idempotency-key': crypto.randomUUID() },
        body: {
          productOption: lastOption,
          store: wienMitte.id,
          name: 'Anna Huber',
          email: 'anna@example.at',
          phone: '+43 664 1234567',
        },
      })
      expect(created.status).toBe(201)
      return v.parse(createdReservationResponseSchema, created.body).data.reservation.uuid
    }
    const guest = `g${crypto.randomUUID().replaceAll('-', '')}`
    const expectListed = async (products: ProductFixture[]) => {
      for (const node of [api, second]) {
        const data = await search(inWienMitte, undefined, node)
        expect(listed(data)).toEqual(ids(...products))
        expect(data.filters.inStore?.count).toBe(products.length)
      }
    }

    const uuid = await reserve(guest)
    await expectListed([shelved])
    const cancelled = await api.call('DELETE', `/api/v1/reservations/${uuid}/`, { requestId: guest })
    expect(cancelled.status).toBe(200)
    await expectListed([shelved, lastUnit])

    await reserve(guest)
    await expectListed([shelved])
    await expireReservations(api.db, new Date(api.clock.now.getTime() + RESERVATION_HOLD_MS + 1000))
    await expectListed([shelved, lastUnit])

    // A size of `shelved` sold in the store leaves the other on the shelf: the product stays.
    await api.db
      .update(storeStock)
      .set({ quantity: 0 })
      .where(eq(storeStock.productOptionId, shelved.options[0]?.id ?? 0))
    await expectListed([shelved, lastUnit])
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
