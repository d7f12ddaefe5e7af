/**
 * The team shops' ground rules, shared by their catalogue, cart, wishlist, registration and checkout:
 * who belongs to a team, which products are in its kit, and what a kit product costs a member.
 */
import { and, eq, inArray } from 'drizzle-orm'
import type { Database } from '../db/client'
import { teamMembers, teamProductPrices, teamProducts, teams } from '../db/schema'
import type { PriceType } from '../db/schema'
import type { ShopApiServices } from '../services'

export type TeamRecord = typeof teams.$inferSelect

export const UNKNOWN_TEAM = 'Unknown team.'
export const MEMBERS_ONLY = 'Only members of this team can order its kit.'
export const INVITATION_ONLY = 'This team accepts members by invitation only.'

/** The origin of the team storefront, for links in the mails the team endpoints send. */
export function teamStorefrontOrigin(services: ShopApiServices): string {
  return services.teamStorefrontOrigin ?? services.storefrontOrigin
}

/** A team by its slug; with `lock`, its row is share-locked until the transaction ends. */
export async function findTeam(db: Database, slug: string, lock = false): Promise<TeamRecord | null> {
  const query = db.select().from(teams).where(eq(teams.slug, slug)).limit(1)
  const [team] = lock ? await query.for('share') : await query
  return team ?? null
}

/**
 * The teams among `teamIds` (all teams when omitted) that the user belongs to. With `lock` the
 * memberships are share-locked, so that a checkout sees them stay until it commits.
 */
export async function teamsOfMember(
  db: Database,
  userId: number,
  teamIds?: readonly number[],
  lock = false,
): Promise<Set<number>> {
  if (teamIds?.length === 0) return new Set()
  const query = db
    .select({ teamId: teamMembers.teamId })
    .from(teamMembers)
    .where(
      and(
        eq(teamMembers.userId, userId),
        teamIds === undefined ? undefined : inArray(teamMembers.teamId, [...teamIds]),
      ),
    )
  const rows = lock ? await query.for('share') : await query
  return new Set(rows.map((row) => row.teamId))
}

/** Kit entries `{team}:{product}` among the given teams and products; with `lock` share-locked. */
export async function kitEntries(
  db: Database,
  teamIds: readonly number[],
  productIds: readonly number[],
  lock = false,
): Promise<Set<string>> {
  if (teamIds.length === 0 || productIds.length === 0) return new Set()
  const query = db
    .select({ teamId: teamProducts.teamId, productId: teamProducts.productId })
    .from(teamProducts)
    .where(
      and(
        inArray(teamProducts.teamId, [...new Set(teamIds)]),
        inArray(teamProducts.productId, [...new Set(productIds)]),
      ),
    )
  const rows = lock ? await query.for('share') : await query
  return new Set(rows.map((row) => kitKey(row.teamId, row.productId)))
}

export const kitKey = (teamId: number, productId: number) => `${teamId}:${productId}`

/**
 * Team prices in cents for one price type, by `{team}:{product}`: the team's price of that type, else
 * its vk price. A kit product without any team price is absent (it sells at the shop's price).
 */
export async function loadTeamPrices(
  db: Database,
  entries: readonly { readonly teamId: number; readonly productId: number }[],
  priceType: PriceType,
): Promise<Map<string, number>> {
  const result = new Map<string, number>()
  if (entries.length === 0) return result
  const rows = await db
    .select({
      teamId: teamProductPrices.teamId,
      productId: teamProductPrices.productId,
      priceType: teamProductPrices.priceType,
      priceCents: teamProductPrices.priceCents,
    })
    .from(teamProductPrices)
    .where(
      and(
        inArray(teamProductPrices.teamId, [...new Set(entries.map((entry) => entry.teamId))]),
        inArray(teamProductPrices.productId, [...new Set(entries.map((entry) => entry.productId))]),
        inArray(teamProductPrices.priceType, ['vk', priceType]),
      ),
    )
  for (const row of rows) {
    const key = kitKey(row.teamId, row.productId)
    if (row.priceType === priceType || !result.has(key)) result.set(key, row.priceCents)
  }
  return result
}
