/**
 * Stock per store and size, as a shopper asks about it: "is my size in my store today?" and "where
 * else is it?". A retailer has dozens of stores, not thousands: every answer lists all of them,
 * read with one indexed query on `store_stock` per product or size.
 */
import { eq, inArray, sql } from 'drizzle-orm'
import type * as v from 'valibot'
import { closingHolidaysAround } from '../../lib/holidays.server'
import { nextOpening, storeStatus } from '../../lib/opening-hours'
import type { Holiday } from '../../lib/opening-hours'
import { brandedProductName } from '../catalog/branded-name'
import type { Database } from '../db/client'
import { brands, productOptions, products, storeStock, stores, users } from '../db/schema'
import { notFound } from '../http/errors'
import type { SessionUser } from '../session/session'
import { haversineKm } from '../stores/stores.service'
import type { pickupResponseSchema, storeOpeningSchema, storeStockResponseSchema } from './store-stock.schema'

export type StoreStockAnswer = v.InferOutput<typeof storeStockResponseSchema>['data']
type StoreStockEntry = StoreStockAnswer['stores'][number]
export type StoreOpening = v.InferOutput<typeof storeOpeningSchema>
type StoreRow = typeof stores.$inferSelect

/** From this many units a shelf is simply "available"; below, the exact number is told. */
export const FEW_UNITS_MAX = 3

/** Days a store's order from the web warehouse takes to arrive (the spec's delivery promise). */
export const STORE_DELIVERY_DAYS = 2

export function bandOf(quantity: number): StoreStockEntry['availability'] {
  if (quantity <= 0) return 'none'
  return quantity <= FEW_UNITS_MAX ? 'few' : 'available'
}

/** A store's opening state at `now`, in Vienna time, closed on Austria's closing holidays. */
export function openingOf(
  store: Pick<StoreRow, 'openingHours'>,
  now: Date,
  holidays: readonly Holiday[],
): StoreOpening {
  const status = storeStatus(store.openingHours, holidays, now)
  if (status.open) return { openNow: true, closesAt: status.closesAt, nextOpening: null }
  return {
    openNow: false,
    closesAt: null,
    nextOpening: nextOpening(store.openingHours, holidays, now) ?? null,
  }
}

export function stockStoreOf(row: StoreRow): StoreStockEntry['store'] {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    url: `/shop/${row.slug}/`,
    street: row.street,
    streetNo: row.streetNo,
    postal: row.postal,
    city: row.city,
  }
}

export interface StoreStockQuery {
  readonly productOption?: number | undefined
  readonly product?: number | undefined
  /** The caller's store, listed first; a customer's account store when not given. */
  readonly store?: number | undefined
  readonly position: { readonly latitude: number; readonly longitude: number } | null
}

/** The product (and size) asked about, or 404. */
async function subjectOf(db: Database, query: StoreStockQuery) {
  const base = db
    .select({
      productId: products.id,
      name: products.name,
      slug: products.slug,
      brand: brands.name,
      optionId: productOptions.id,
      label: productOptions.label,
    })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .innerJoin(productOptions, eq(productOptions.productId, products.id))
  const [row] =
    query.productOption !== undefined
      ? await base.where(eq(productOptions.id, query.productOption)).limit(1)
      : await base.where(eq(products.id, query.product ?? 0)).limit(1)
  if (!row) throw notFound(query.productOption !== undefined ? 'Product option' : 'Product')
  return {
    product: { id: row.productId, name: brandedProductName(row.brand, row.name), url: `/p/${row.slug}/` },
    size: query.productOption !== undefined ? { id: row.optionId, label: row.label } : null,
  }
}

/** Units on each store's shelf: of the size, or of all sizes of the product together. */
async function unitsByStore(db: Database, query: StoreStockQuery): Promise<Map<number, number>> {
  const rows =
    query.productOption !== undefined
      ? await db
          .select({ storeId: storeStock.storeId, units: storeStock.quantity })
          .from(storeStock)
          .where(eq(storeStock.productOptionId, query.productOption))
      : await db
          .select({ storeId: storeStock.storeId, units: sql<number>`sum(${storeStock.quantity})::int` })
          .from(storeStock)
          .innerJoin(productOptions, eq(productOptions.id, storeStock.productOptionId))
          .where(eq(productOptions.productId, query.product ?? 0))
          .groupBy(storeStock.storeId)
  return new Map(rows.map((row) => [row.storeId, row.units]))
}

async function callerStoreOf(db: Database, query: StoreStockQuery, user: SessionUser | null) {
  if (query.store !== undefined) return query.store
  if (!user) return null
  const [row] = await db.select({ storeId: users.storeId }).from(users).where(eq(users.id, user.id))
  return row?.storeId ?? null
}

/**
 * The store a shopper shops in, as the search's "in my store" filter takes it: `store` when sent,
 * else a logged-in customer's account store (as `callerStoreOf`). Null for none or an unknown id:
 * a read answers without the store rather than failing, like the stock list above.
 */
export async function readShopperStore(
  db: Database,
  store: number | undefined,
  user: SessionUser | null,
): Promise<{ readonly id: number; readonly name: string } | null> {
  const id = store ?? user?.storeId ?? null
  if (id === null) return null
  const [row] = await db.select({ id: stores.id, name: stores.name }).from(stores).where(eq(stores.id, id))
  return row ?? null
}

/**
 * GET /api/v1/stock/stores/: every store with its band for the size (or any size of the product),
 * its opening state now and its distance; the caller's store first, then nearest first with a
 * position, else the stores that have it first, then by city and name.
 */
export async function readStoreStock(
  db: Database,
  query: StoreStockQuery,
  user: SessionUser | null,
  now: Date,
): Promise<StoreStockAnswer> {
  const [subject, units, storeRows, callerStore, holidays] = await Promise.all([
    subjectOf(db, query),
    unitsByStore(db, query),
    db.select().from(stores),
    callerStoreOf(db, query, user),
    closingHolidaysAround(now),
  ])
  const wholeProduct = query.productOption === undefined
  const entries: StoreStockEntry[] = storeRows.map((row) => {
    const count = units.get(row.id) ?? 0
    const band = bandOf(count)
    return {
      store: stockStoreOf(row),
      // A whole product is "available" with any size on the shelf: its units are not one size's.
      availability: wholeProduct && band !== 'none' ? 'available' : band,
      quantity: !wholeProduct && band === 'few' ? count : null,
      opening: openingOf(row, now, holidays),
      distanceKm: query.position ? Math.round(haversineKm(query.position, row) * 10) / 10 : null,
      isCallerStore: row.id === callerStore,
    }
  })
  const byPlace = (a: StoreStockEntry, b: StoreStockEntry) =>
    a.store.city.localeCompare(b.store.city, 'de-AT') ||
    a.store.name.localeCompare(b.store.name, 'de-AT') ||
    a.store.id - b.store.id
  const hasIt = (entry: StoreStockEntry) => (entry.availability === 'none' ? 1 : 0)
  entries.sort(
    (a, b) =>
      Number(b.isCallerStore) - Number(a.isCallerStore) ||
      (a.distanceKm !== null && b.distanceKm !== null ? a.distanceKm - b.distanceKm : 0) ||
      hasIt(a) - hasIt(b) ||
      byPlace(a, b),
  )
  return {
    ...subject,
    storesWithStock: entries.filter((entry) => entry.availability !== 'none').length,
    stores: entries,
  }
}

type PickupAnswer = v.InferOutput<typeof pickupResponseSchema>['data']

/**
 * GET /api/v1/stock/pickup/: per store, whether every cart line is on its shelves in the asked
 * quantity (collect today), or the order is sent there from the web warehouse.
 */
export async function readCartPickup(
  db: Database,
  lines: readonly { readonly productOption: number; readonly quantity: number }[],
): Promise<PickupAnswer> {
  // The same size twice (two cart lines) needs both quantities on the shelf.
  const wanted = new Map<number, number>()
  for (const line of lines)
    wanted.set(line.productOption, (wanted.get(line.productOption) ?? 0) + line.quantity)
  const [storeRows, shelves] = await Promise.all([
    db.select({ id: stores.id }).from(stores).orderBy(stores.id),
    db
      .select({
        storeId: storeStock.storeId,
        optionId: storeStock.productOptionId,
        units: storeStock.quantity,
      })
      .from(storeStock)
      .where(inArray(storeStock.productOptionId, [...wanted.keys()])),
  ])
  const covered = new Map<number, number>()
  for (const shelf of shelves) {
    if (shelf.units >= (wanted.get(shelf.optionId) ?? Infinity))
      covered.set(shelf.storeId, (covered.get(shelf.storeId) ?? 0) + 1)
  }
  return {
    stores: storeRows.map(({ id }) => {
      const inStock = (covered.get(id) ?? 0) === wanted.size
      return { storeId: id, inStock, pickupInDays: inStock ? 0 : STORE_DELIVERY_DAYS }
    }),
  }
}
