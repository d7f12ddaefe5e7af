/**
 * Team (club) shops of the team-shop mode (spec §1, §2): the list of teams and one team's products.
 */
import { asc, eq } from 'drizzle-orm'
import type { Database } from '../db/client'
import { products, sports, teamProducts, teams } from '../db/schema'
import type { PriceType } from '../db/schema'
import { loadProductSummaries } from './product-summary'
import type { ProductSummary } from './product-summary'

export interface TeamEntry {
  readonly slug: string
  readonly name: string
  readonly city: string
  readonly logo: string
  /** Sent as `shopIdentifier` by the team cart (spec §7). */
  readonly shopIdentifier: string
  readonly sport: { readonly id: number; readonly name: string; readonly slug: string } | null
}

const teamColumns = {
  id: teams.id,
  slug: teams.slug,
  name: teams.name,
  city: teams.city,
  logo: teams.logoPath,
  shopIdentifier: teams.shopIdentifier,
  sportId: sports.id,
  sportName: sports.name,
  sportSlug: sports.slug,
}

type TeamRow = {
  id: number
  sportId: number | null
  sportName: string | null
  sportSlug: string | null
} & Omit<TeamEntry, 'sport'>

function toEntry(row: TeamRow): TeamEntry {
  return {
    slug: row.slug,
    name: row.name,
    city: row.city,
    logo: row.logo,
    shopIdentifier: row.shopIdentifier,
    sport:
      row.sportId !== null && row.sportName !== null && row.sportSlug !== null
        ? { id: row.sportId, name: row.sportName, slug: row.sportSlug }
        : null,
  }
}

export async function listTeams(db: Database): Promise<TeamEntry[]> {
  const rows = await db.select(teamColumns).from(teams).leftJoin(sports, eq(sports.id, teams.sportId))
  return rows.map(toEntry).sort((a, b) => a.name.localeCompare(b.name, 'de-AT', { sensitivity: 'base' }))
}

/** A team and its products, best sellers first; null for an unknown slug. */
export async function loadTeam(
  db: Database,
  slug: string,
  priceType: PriceType,
): Promise<{ team: TeamEntry; products: ProductSummary[] } | null> {
  const [row] = await db
    .select(teamColumns)
    .from(teams)
    .leftJoin(sports, eq(sports.id, teams.sportId))
    .where(eq(teams.slug, slug))
    .limit(1)
  if (!row) return null
  const productRows = await db
    .select({ id: products.id })
    .from(teamProducts)
    .innerJoin(products, eq(products.id, teamProducts.productId))
    .where(eq(teamProducts.teamId, row.id))
    // Sales rank 1 is the best seller.
    .orderBy(asc(products.salesRank), asc(products.id))
  const summaries = await loadProductSummaries(
    db,
    productRows.map((product) => product.id),
    priceType,
  )
  return { team: toEntry(row), products: productRows.flatMap((product) => summaries.get(product.id) ?? []) }
}
