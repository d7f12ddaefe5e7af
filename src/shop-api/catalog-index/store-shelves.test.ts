/**
 * Store shelves in the index: the pure build, and agreement with `store_stock` on a seeded catalogue.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../db/client'
import type { DatabaseHandle } from '../db/client'
import { seedDatabase } from '../seed/seed'
import { countBits, hasBit } from './bitset'
import { buildCatalogIndex } from './build-index'
import type { CatalogIndex } from './build-index'
import { buildStoreShelves, loadShelvesOf, patchStoreShelves } from './store-shelves'
import { searchIndex } from './search'
import { emptyFilterSelection } from '../catalog/filter-encoding'
import type { CatalogSearchRequest } from '../catalog/search.service'

describe('buildStoreShelves', () => {
  it('sets one bit per product and store, ignoring products the index does not list', () => {
    const positionById = new Map([
      [10, 0],
      [20, 1],
      [30, 2],
    ])
    const shelves = buildStoreShelves(3, positionById, [
      { storeId: 1, productId: 10 },
      { storeId: 1, productId: 30 },
      { storeId: 1, productId: 30 },
      { storeId: 2, productId: 20 },
      { storeId: 2, productId: 99 },
    ])
    const one = shelves.get(1)
    const two = shelves.get(2)
    expect(one && [hasBit(one, 0), hasBit(one, 1), hasBit(one, 2)]).toEqual([true, false, true])
    expect(two && countBits(two)).toBe(1)
    expect(shelves.has(3)).toBe(false)
  })
})

describe('patchStoreShelves', () => {
  const positionById = new Map([
    [10, 0],
    [20, 1],
    [30, 2],
  ])
  const index = {
    size: 3,
    positionById,
    storeShelves: buildStoreShelves(3, positionById, [
      { storeId: 1, productId: 10 },
      { storeId: 1, productId: 20 },
      { storeId: 2, productId: 30 },
    ]),
  } as unknown as CatalogIndex

  it('sets and clears the bits of the named products, copying only the bitsets that change', () => {
    // Product 20 left store 1 and came to store 3; product 10 stays in store 1; 99 is not indexed.
    const patched = patchStoreShelves(
      index,
      [10, 20, 99],
      [
        { storeId: 1, productId: 10 },
        { storeId: 3, productId: 20 },
        { storeId: 3, productId: 99 },
      ],
    )
    const one = patched.storeShelves.get(1)
    const three = patched.storeShelves.get(3)
    expect(one && [hasBit(one, 0), hasBit(one, 1)]).toEqual([true, false])
    expect(three && [hasBit(three, 0), hasBit(three, 1), hasBit(three, 2)]).toEqual([false, true, false])
    expect(patched.storeShelves.get(2)).toBe(index.storeShelves.get(2))
    // The served index is never changed in place: a search may still be reading it.
    const before = index.storeShelves.get(1)
    expect(before && hasBit(before, 1)).toBe(true)
  })

  it('answers the same index when no bit flips', () => {
    expect(patchStoreShelves(index, [10], [{ storeId: 1, productId: 10 }])).toBe(index)
  })
})

describe('the index against store_stock', () => {
  let handle: DatabaseHandle
  let index: CatalogIndex
  let mediaDir: string

  beforeAll(async () => {
    mediaDir = mkdtempSync(join(tmpdir(), 'store-shelves-test-'))
    handle = await openDatabase({ kind: 'memory' })
    await seedDatabase(handle.db, { products: 300, seed: 7, mediaDir })
    index = await buildCatalogIndex(handle.db)
  }, 60_000)

  afterAll(async () => {
    await handle.close()
    rmSync(mediaDir, { recursive: true, force: true })
  })

  it('counts per store the products with some size on the shelf', async () => {
    const result = await handle.db.execute(sql`
      select ss.store_id::int as store_id, count(distinct po.product_id)::int as products
        from store_stock ss join product_options po on po.id = ss.product_option_id
       where ss.quantity > 0 group by ss.store_id`)
    const { rows } = v.parse(
      v.object({ rows: v.array(v.object({ store_id: v.number(), products: v.number() })) }),
      result,
    )
    expect(rows.length).toBeGreaterThan(0)
    for (const row of rows) {
      const bits = index.storeShelves.get(row.store_id)
      expect(bits && countBits(bits), `store ${row.store_id}`).toBe(row.products)
    }
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
    perPage: 1_000_000,
    productIds: null,
    withFacets: true,
    ...overrides,
  })

  /** The store with the most products on its shelves, so that the filter narrows but finds some. */
  const busiestStore = () =>
    [...index.storeShelves.entries()].sort((a, b) => countBits(b[1]) - countBits(a[1]))[0]

  it('keeps only products on the store shelves, and counts them as the facet before it is chosen', () => {
    const busiest = busiestStore()
    expect(busiest).toBeDefined()
    if (!busiest) return
    const [storeId, bits] = busiest
    const all = searchIndex(index, request({ store: { id: storeId, only: false } }), 'vk')
    const only = searchIndex(index, request({ store: { id: storeId, only: true } }), 'vk')
    expect(all && only).toBeTruthy()
    if (!all || !only) return
    expect(only.total).toBeLessThan(all.total)
    expect(only.total).toBe(countBits(bits))
    expect(all.facets?.inStore).toBe(only.total)
    // The facet counts regardless of its own selection, like the other groups.
    expect(only.facets?.inStore).toBe(only.total)
    for (const id of only.productIds) expect(hasBit(bits, index.positionById.get(id) ?? -1)).toBe(true)
  })

  it('patches to the shelves a full build reads, after a store sold out some products and got others', async () => {
    const busiest = busiestStore()
    if (!busiest) return
    const [storeId] = busiest
    const changed = await handle.db.execute(sql`
      with emptied as (
        update store_stock set quantity = 0
         where store_id = ${storeId} and product_option_id in (
           select product_option_id from store_stock where store_id = ${storeId} and quantity > 0
            order by product_option_id limit 40)
        returning product_option_id),
      filled as (
        update store_stock set quantity = 2
         where store_id = ${storeId} and product_option_id in (
           select product_option_id from store_stock where store_id = ${storeId} and quantity = 0
            order by product_option_id limit 40)
        returning product_option_id)
      select distinct po.product_id::int as id from product_options po
       where po.id in (select product_option_id from emptied union select product_option_id from filled)`)
    const ids = v
      .parse(v.object({ rows: v.array(v.object({ id: v.number() })) }), changed)
      .rows.map((r) => r.id)
    expect(ids.length).toBeGreaterThan(0)
    const patched = patchStoreShelves(index, ids, await loadShelvesOf(handle.db, ids))
    const rebuilt = await buildCatalogIndex(handle.db)
    for (const [store, bits] of rebuilt.storeShelves)
      expect(countBits(patched.storeShelves.get(store) ?? new Uint32Array()), `store ${store}`).toBe(
        countBits(bits),
      )
    expect([...(patched.storeShelves.get(storeId) ?? [])]).toEqual([
      ...(rebuilt.storeShelves.get(storeId) ?? []),
    ])
    index = rebuilt
  })

  it('counts within the other filters, has no facet without a store, and an unknown store has nothing', () => {
    const busiest = busiestStore()
    if (!busiest) return
    const [storeId, bits] = busiest
    const brandId = index.brands[0]?.id ?? 0
    const filters = { ...emptyFilterSelection, brandIds: [brandId] }
    const branded = searchIndex(index, request({ filters, store: { id: storeId, only: false } }), 'vk')
    const expected = (branded?.productIds ?? []).filter((id) =>
      hasBit(bits, index.positionById.get(id) ?? -1),
    ).length
    expect(branded?.facets?.inStore).toBe(expected)
    expect(searchIndex(index, request(), 'vk')?.facets?.inStore).toBeUndefined()
    expect(searchIndex(index, request({ store: { id: 99_999, only: true } }), 'vk')?.total).toBe(0)
  })
})
