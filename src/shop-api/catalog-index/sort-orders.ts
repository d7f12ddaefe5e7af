/**
 * The spec §9 sort orders, precomputed: each is every product position in display order, so a page
 * is read by walking an order and keeping the positions that match, with no sorting per request.
 *
 * Ties break as in the SQL search (search.service.ts `orderFor`): by popularity (sales rank number
 * ascending), then by id. Each order is one numeric sort of packed keys (primary key × 2^24 +
 * popularity place): a typed-array sort without a comparator is several times faster than
 * `Array.prototype.sort` with one, which matters for the 3 s build budget at 100,000 products.
 */
import { priceTypes } from '../db/schema'
import type { PriceType } from '../db/schema'
import type { CatalogSort } from '../catalog/search.service'

export interface SortOrders {
  /** sales_rank desc: best seller (rank 1) first. */
  readonly popular: Int32Array
  /** sales_rank asc: rank numbers descending, ties by id. */
  readonly unpopular: Int32Array
  readonly addedDesc: Int32Array
  readonly addedAsc: Int32Array
  readonly priceDesc: Readonly<Record<PriceType, Int32Array>>
  readonly priceAsc: Readonly<Record<PriceType, Int32Array>>
}

export interface SortInput {
  /** Positions are in ascending id order, so a tie by position is a tie by id. */
  readonly size: number
  readonly salesRank: Int32Array
  readonly addedAt: Float64Array
  readonly priceCents: Readonly<Record<PriceType, Int32Array>>
}

/** Room for the tie-breaker below the primary key; 2^24 positions is far above any catalogue. */
const TIE = 2 ** 24
/** Largest primary key that packs with a tie-breaker into a double's 53 bits exactly. */
const MAX_PACKED_KEY = 2 ** 29 - 1

/**
 * Dense ranks (0, 1, 2 … in ascending value): any numeric key becomes small enough to pack with a
 * tie-breaker. Ranks are found by binary search in the sorted distinct values; a Map keyed by
 * doubles took several times longer at 100,000 products.
 */
function denseRanks(values: ArrayLike<number>): Float64Array {
  const distinct = Float64Array.from(values).sort()
  let count = 0
  for (let i = 0; i < distinct.length; i++) {
    const value = distinct[i] ?? 0
    if (count === 0 || value !== distinct[count - 1]) distinct[count++] = value
  }
  const ranks = new Float64Array(values.length)
  for (let p = 0; p < values.length; p++) {
    const value = values[p] ?? 0
    let low = 0
    let high = count - 1
    while (low < high) {
      const middle = (low + high) >>> 1
      if ((distinct[middle] ?? 0) < value) low = middle + 1
      else high = middle
    }
    ranks[p] = low
  }
  return ranks
}

/** The values themselves when they are whole numbers that pack (cents, ranks), dense ranks otherwise. */
function packableKeys(values: ArrayLike<number>): ArrayLike<number> {
  for (let p = 0; p < values.length; p++) {
    const value = values[p] ?? 0
    if (!Number.isInteger(value) || value < 0 || value > MAX_PACKED_KEY) return denseRanks(values)
  }
  return values
}

/**
 * Positions sorted by `primary` (ascending or descending), ties by `tie` ascending. `primary` holds
 * whole numbers from 0 to MAX_PACKED_KEY, `tie` a permutation of positions.
 */
function sortPositions(primary: ArrayLike<number>, tie: ArrayLike<number>, descending: boolean): Int32Array {
  const keys = new Float64Array(primary.length)
  for (let p = 0; p < primary.length; p++) {
    const value = primary[p] ?? 0
    keys[p] = (descending ? MAX_PACKED_KEY - value : value) * TIE + (tie[p] ?? 0)
  }
  keys.sort()
  // The tie-breaker is a permutation of positions (or the position itself): it identifies the product.
  const order = new Int32Array(keys.length)
  for (let i = 0; i < keys.length; i++) order[i] = (keys[i] ?? 0) % TIE
  return order
}

export function buildSortOrders(input: SortInput): SortOrders {
  const positions = new Int32Array(input.size)
  for (let p = 0; p < input.size; p++) positions[p] = p
  const rankKeys = packableKeys(input.salesRank)
  const popular = sortPositions(rankKeys, positions, false)
  const unpopular = sortPositions(rankKeys, positions, true)
  // The other orders sort "places" (positions in the popularity order), so that a tie on the
  // primary key falls back to popularity; places then map back to positions.
  const sortByPlace = (primary: ArrayLike<number>, descending: boolean) => {
    const keys = packableKeys(primary)
    const keyByPlace = new Float64Array(input.size)
    for (let place = 0; place < input.size; place++) keyByPlace[place] = keys[popular[place] ?? 0] ?? 0
    const places = sortPositions(keyByPlace, positions, descending)
    const order = new Int32Array(input.size)
    for (let i = 0; i < input.size; i++) order[i] = popular[places[i] ?? 0] ?? 0
    return order
  }
  const perPriceType = (descending: boolean) =>
    Object.fromEntries(
      priceTypes.map((priceType) => [priceType, sortByPlace(input.priceCents[priceType], descending)]),
    ) as Record<PriceType, Int32Array>
  return {
    popular,
    unpopular,
    addedDesc: sortByPlace(input.addedAt, true),
    addedAsc: sortByPlace(input.addedAt, false),
    priceDesc: perPriceType(true),
    priceAsc: perPriceType(false),
  }
}

export function orderFor(orders: SortOrders, sort: CatalogSort, priceType: PriceType): Int32Array {
  const descending = sort.type === 'desc'
  switch (sort.field) {
    case 'sales_rank':
      return descending ? orders.popular : orders.unpopular
    case 'price':
      return (descending ? orders.priceDesc : orders.priceAsc)[priceType]
    case 'added_at':
      return descending ? orders.addedDesc : orders.addedAsc
  }
}
