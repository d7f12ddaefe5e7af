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

/** Dense ranks (0, 1, 2 … in ascending value) so that any numeric key packs into 2^53 with a tie-breaker. */
function denseRanks(values: ArrayLike<number>): Float64Array {
  const sorted = Float64Array.from(values).sort()
  const rankOf = new Map<number, number>()
  for (const value of sorted) if (!rankOf.has(value)) rankOf.set(value, rankOf.size)
  return Float64Array.from(values, (value) => rankOf.get(value) ?? 0)
}

/** Positions sorted by `primary` (ascending or descending), ties by `tie` ascending. */
function sortPositions(primary: Float64Array, tie: ArrayLike<number>, descending: boolean): Int32Array {
  const top = primary.length
  const keys = new Float64Array(primary.length)
  for (let p = 0; p < primary.length; p++) {
    const value = primary[p] ?? 0
    keys[p] = (descending ? top - value : value) * TIE + (tie[p] ?? 0)
  }
  keys.sort()
  // The tie-breaker is a permutation of positions (or the position itself): it identifies the product.
  return Int32Array.from(keys, (key) => key % TIE)
}

export function buildSortOrders(input: SortInput): SortOrders {
  const positions = Float64Array.from({ length: input.size }, (_, p) => p)
  const rankKeys = denseRanks(input.salesRank)
  const popular = sortPositions(rankKeys, positions, false)
  const unpopular = sortPositions(rankKeys, positions, true)
  // The other orders sort "places" (positions in the popularity order), so that a tie on the
  // primary key falls back to popularity; places then map back to positions.
  const sortByPlace = (primary: ArrayLike<number>, descending: boolean) => {
    const primaryByPlace = Float64Array.from(popular, (position) => primary[position] ?? 0)
    const places = sortPositions(denseRanks(primaryByPlace), positions, descending)
    return Int32Array.from(places, (place) => popular[place] ?? 0)
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
