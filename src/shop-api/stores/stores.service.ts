/**
 * The shop locator (spec §2 /shops/, /shop/{path}): stores found by place or name, nearest first
 * when the shopper shares a position.
 */
import { eq } from 'drizzle-orm'
import type { Database } from '../db/client'
import { stores } from '../db/schema'
import type * as v from 'valibot'
import type { storeSchema } from './stores.schema'
import { containsFolded, normalizeWhitespace } from '../catalog/text-fold'

/** A store as the endpoints answer it (stores.schema.ts). */
export type StoreEntry = v.InferOutput<typeof storeSchema>

type StoreRow = typeof stores.$inferSelect

function toEntry(row: StoreRow, distanceKm: number | null): StoreEntry {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    url: `/shop/${row.slug}/`,
    street: row.street,
    streetNo: row.streetNo,
    postal: row.postal,
    city: row.city,
    state: row.state,
    phone: row.phone,
    email: row.email,
    latitude: row.latitude,
    longitude: row.longitude,
    openingHours: [...row.openingHours],
    services: row.services,
    image: row.imagePath,
    distanceKm,
  }
}

const EARTH_RADIUS_KM = 6371.0088

/** Great-circle distance in kilometres (haversine). */
export function haversineKm(
  from: { readonly latitude: number; readonly longitude: number },
  to: { readonly latitude: number; readonly longitude: number },
): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180
  const dLat = radians(to.latitude - from.latitude)
  const dLng = radians(to.longitude - from.longitude)
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLng / 2) ** 2
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)))
}

export interface StoreSearch {
  /** Matched in city, postal code and name, ignoring case and diacritics. */
  readonly q: string
  readonly position: { readonly latitude: number; readonly longitude: number } | null
}

/**
 * Stores matching the search. A retailer has dozens of stores, not thousands, so they are filtered
 * in memory with the same folding as the catalogue search.
 */
export async function listStores(db: Database, search: StoreSearch): Promise<StoreEntry[]> {
  const rows = await db.select().from(stores)
  const words = normalizeWhitespace(search.q).split(' ').filter(Boolean)
  const matching = rows.filter((row) =>
    words.every((word) => [row.city, row.postal, row.name].some((field) => containsFolded(field, word))),
  )
  const { position } = search
  const entries = matching.map((row) =>
    toEntry(row, position ? Math.round(haversineKm(position, row) * 10) / 10 : null),
  )
  const byPlace = (a: StoreEntry, b: StoreEntry) =>
    a.city.localeCompare(b.city, 'de-AT') || a.name.localeCompare(b.name, 'de-AT') || a.id - b.id
  return entries.sort((a, b) =>
    a.distanceKm !== null && b.distanceKm !== null
      ? a.distanceKm - b.distanceKm || byPlace(a, b)
      : byPlace(a, b),
  )
}

/** The store row of a slug, for the store page and a store's flyers; null when unknown. */
export async function findStore(db: Database, slug: string): Promise<StoreRow | null> {
  const [row] = await db.select().from(stores).where(eq(stores.slug, slug)).limit(1)
  return row ?? null
}

export function storeEntry(row: StoreRow): StoreEntry {
  return toEntry(row, null)
}
