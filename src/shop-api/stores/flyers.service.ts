/**
 * Printed flyer catalogues (spec §2 /werbung/…): national flyers and those of one store.
 */
import { and, asc, eq, gte, isNull, or } from 'drizzle-orm'
import type { Database } from '../db/client'
import { flyers, stores } from '../db/schema'

export type FlyerStatus = 'current' | 'upcoming' | 'expired'

export interface FlyerEntry {
  readonly id: number
  readonly slug: string
  /** Storefront path of the flyer (spec §2 flyer prefix `werbung`). */
  readonly url: string
  readonly title: string
  /** Inclusive dates, YYYY-MM-DD. */
  readonly validFrom: string
  readonly validTo: string
  readonly status: FlyerStatus
  readonly cover: string
  readonly pageCount: number
  /** The store the flyer is for; null for a national flyer. */
  readonly store: { readonly slug: string; readonly name: string } | null
}

export interface FlyerDetail extends FlyerEntry {
  readonly pages: readonly string[]
}

/** Flyers run by Austrian calendar days, whatever the server's time zone. */
export function viennaDate(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Vienna',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now)
}

function statusOn(today: string, validFrom: string, validTo: string): FlyerStatus {
  if (validTo < today) return 'expired'
  return validFrom > today ? 'upcoming' : 'current'
}

const flyerColumns = {
  flyer: flyers,
  storeSlug: stores.slug,
  storeName: stores.name,
}

type FlyerRow = { flyer: typeof flyers.$inferSelect; storeSlug: string | null; storeName: string | null }

function toEntry(row: FlyerRow, today: string): FlyerEntry {
  const { flyer } = row
  return {
    id: flyer.id,
    slug: flyer.slug,
    url: `/werbung/${flyer.slug}/`,
    title: flyer.title,
    validFrom: flyer.validFrom,
    validTo: flyer.validTo,
    status: statusOn(today, flyer.validFrom, flyer.validTo),
    cover: flyer.pages[0] ?? '',
    pageCount: flyer.pages.length,
    store:
      row.storeSlug !== null && row.storeName !== null ? { slug: row.storeSlug, name: row.storeName } : null,
  }
}

/**
 * Current and upcoming flyers, earliest first. With a store: that store's and the national ones
 * (a shop's flyer page shows both); without: all. Expired ones are left out.
 */
export async function listFlyers(db: Database, now: Date, storeId: number | null): Promise<FlyerEntry[]> {
  const today = viennaDate(now)
  const rows = await db
    .select(flyerColumns)
    .from(flyers)
    .leftJoin(stores, eq(stores.id, flyers.storeId))
    .where(
      and(
        gte(flyers.validTo, today),
        storeId === null ? undefined : or(eq(flyers.storeId, storeId), isNull(flyers.storeId)),
      ),
    )
    .orderBy(asc(flyers.validFrom), asc(flyers.id))
  return rows.map((row) => toEntry(row, today))
}

/**
 * One flyer with its pages. Expired flyers stay readable (a shared link keeps working) and say so in
 * `status`.
 */
export async function loadFlyer(db: Database, now: Date, slug: string): Promise<FlyerDetail | null> {
  const [row] = await db
    .select(flyerColumns)
    .from(flyers)
    .leftJoin(stores, eq(stores.id, flyers.storeId))
    .where(eq(flyers.slug, slug))
    .limit(1)
  return row ? { ...toEntry(row, viennaDate(now)), pages: row.flyer.pages } : null
}
