/**
 * What each store has on its shelves, as the catalogue index sees it: per store one bitset over
 * product positions, set where at least one size of the product has `store_stock.quantity > 0`.
 * The list filter "in my store" (issue 31) is then one intersection with the result bitset, and its
 * facet count one popcount — 32 stores × 12.5 KB at 100,000 products, cheap next to the text index.
 */
import { sql } from 'drizzle-orm'
import * as v from 'valibot'
import type { Database } from '../db/client'
import { productOptions, storeStock } from '../db/schema'
import { createBitset, hasBit, setBit } from './bitset'
import type { Bitset } from './bitset'
import type { CatalogIndex } from './build-index'

export type StoreShelves = ReadonlyMap<number, Bitset>

export interface ShelfRow {
  readonly storeId: number
  readonly productId: number
}

/** Pure part of the build: rows of (store, product) with some size on the shelf → one bitset per store. */
export function buildStoreShelves(
  size: number,
  positionById: ReadonlyMap<number, number>,
  rows: Iterable<ShelfRow>,
): StoreShelves {
  const shelves = new Map<number, Bitset>()
  for (const row of rows) {
    const position = positionById.get(row.productId)
    // A product the index does not list (not searchable) cannot be found by the filter either.
    if (position === undefined) continue
    let bits = shelves.get(row.storeId)
    if (!bits) {
      bits = createBitset(size)
      shelves.set(row.storeId, bits)
    }
    setBit(bits, position)
  }
  return shelves
}

const shelfRowsSchema = v.object({
  rows: v.array(v.object({ store_id: v.number(), ids: v.nullable(v.string()) })),
})

/**
 * One row per store with its product ids as text: 32 rows instead of up to millions of
 * (store, option) pairs crossing the driver — the partial index `store_stock_in_stock_idx` serves it.
 */
export async function loadStoreShelves(
  db: Database,
  size: number,
  positionById: ReadonlyMap<number, number>,
): Promise<StoreShelves> {
  const result = await db.execute(sql`
    select ${storeStock.storeId}::int as store_id,
           string_agg(distinct ${productOptions.productId}::text, ',') as ids
      from ${storeStock}
      join ${productOptions} on ${productOptions.id} = ${storeStock.productOptionId}
     where ${storeStock.quantity} > 0
     group by ${storeStock.storeId}`)
  const { rows } = v.parse(shelfRowsSchema, result)
  const pairs: ShelfRow[] = []
  for (const row of rows) {
    if (!row.ids) continue
    for (const id of row.ids.split(',')) pairs.push({ storeId: row.store_id, productId: Number(id) })
  }
  return buildStoreShelves(size, positionById, pairs)
}

/** The (store, product) pairs of `productIds` with some size on that store's shelf now. */
export async function loadShelvesOf(db: Database, productIds: readonly number[]): Promise<ShelfRow[]> {
  if (productIds.length === 0) return []
  return db
    .selectDistinct({ storeId: storeStock.storeId, productId: productOptions.productId })
    .from(storeStock)
    .innerJoin(productOptions, sql`${productOptions.id} = ${storeStock.productOptionId}`)
    .where(
      sql`${productOptions.productId} = any(${sql.param([...productIds])}::int[]) and ${storeStock.quantity} > 0`,
    )
}

/**
 * The index with the shelves of `productIds` set from `rows` (all their (store, product) pairs on a
 * shelf now), between two builds: a reservation that takes a store's last unit, or a cancellation
 * or expiry that puts it back. Only the bitsets of stores where a bit flips are copied (12.5 KB
 * each at 100,000 products), never changed in place: a search may still hold the old index. The
 * same index when nothing flips; products the index does not hold are skipped.
 */
export function patchStoreShelves(
  index: CatalogIndex,
  productIds: readonly number[],
  rows: readonly ShelfRow[],
): CatalogIndex {
  const wanted = new Map<number, Set<number>>()
  for (const row of rows) {
    let products = wanted.get(row.storeId)
    if (!products) {
      products = new Set()
      wanted.set(row.storeId, products)
    }
    products.add(row.productId)
  }
  const storeIds = new Set([...index.storeShelves.keys(), ...wanted.keys()])
  let shelves: Map<number, Bitset> | null = null
  for (const storeId of storeIds) {
    const old = index.storeShelves.get(storeId)
    let bits: Bitset | null = null
    for (const productId of productIds) {
      const position = index.positionById.get(productId)
      if (position === undefined) continue
      const onShelf = wanted.get(storeId)?.has(productId) === true
      if (onShelf === (old !== undefined && hasBit(old, position))) continue
      bits ??= old ? old.slice() : createBitset(index.size)
      const word = position >>> 5
      bits[word] = onShelf
        ? (bits[word] ?? 0) | (1 << (position & 31))
        : (bits[word] ?? 0) & ~(1 << (position & 31))
    }
    if (bits === null) continue
    shelves ??= new Map(index.storeShelves)
    shelves.set(storeId, bits)
  }
  return shelves === null ? index : { ...index, storeShelves: shelves }
}
