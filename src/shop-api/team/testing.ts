/**
 * Builders of team shops for tests: a team with its kit, team prices and members, inserted directly
 * so each test states the teams it relies on. Products and customers: testing/fixtures.ts.
 */
import type { Database } from '../db/client'
import { priceTypes, teamMembers, teamProductPrices, teamProducts, teams } from '../db/schema'
import type { PriceType } from '../db/schema'

let counter = 0

export interface TeamFixtureInput {
  readonly name?: string
  readonly isPrivate?: boolean
  readonly colors?: readonly [string, string]
  /** Kit products, each with its team prices in cents (none: it sells at the shop's price). */
  readonly kit?: readonly {
    readonly productId: number
    readonly prices?: Partial<Record<PriceType, number>>
  }[]
  readonly memberIds?: readonly number[]
}

export interface TeamFixture {
  readonly id: number
  readonly slug: string
  readonly shopIdentifier: string
}

export async function createTeam(db: Database, input: TeamFixtureInput = {}): Promise<TeamFixture> {
  const n = ++counter
  const name = input.name ?? `Testverein ${n}`
  const slug = `testverein-${n}-${crypto.randomUUID().slice(0, 8)}`
  const [team] = await db
    .insert(teams)
    .values({
      slug,
      name,
      shopIdentifier: `TS-${slug}`,
      city: 'Graz',
      logoPath: `/media/teams/${slug}.svg`,
      isPrivate: input.isPrivate ?? false,
      primaryColor: input.colors?.[0] ?? '#2e8b57',
      accentColor: input.colors?.[1] ?? '#ffffff',
    })
    .returning()
  if (!team) throw new Error('team insert failed')
  const kit = input.kit ?? []
  if (kit.length > 0) {
    await db.insert(teamProducts).values(kit.map(({ productId }) => ({ teamId: team.id, productId })))
    const prices = kit.flatMap(({ productId, prices: byType = {} }) =>
      priceTypes.flatMap((priceType) => {
        const priceCents = byType[priceType]
        return priceCents === undefined ? [] : [{ teamId: team.id, productId, priceType, priceCents }]
      }),
    )
    if (prices.length > 0) await db.insert(teamProductPrices).values(prices)
  }
  await addMembers(db, team.id, input.memberIds ?? [])
  return { id: team.id, slug: team.slug, shopIdentifier: team.shopIdentifier }
}

export async function addMembers(db: Database, teamId: number, userIds: readonly number[]): Promise<void> {
  if (userIds.length > 0) await db.insert(teamMembers).values(userIds.map((userId) => ({ teamId, userId })))
}
