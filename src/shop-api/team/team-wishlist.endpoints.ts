/**
 * The team wishlist (spec §7: base /api/v2/team/wishlist/ "when the team flag is on"): the shop
 * wishlist's endpoints, answers and session rules over wishlists of its own, kept apart from the
 * shop's. It holds kit products only: a product in no team's kit is refused.
 */
import { requireUser } from '../auth/current-user'
import {
  addWishlistItemEndpoint,
  getWishlistEndpoint,
  mergeWishlistEndpoint,
  removeWishlistItemEndpoint,
} from '../wishlist/wishlist.endpoints'
import { addToWishlist, mergeWishlist, readWishlist, removeFromWishlist } from '../wishlist/wishlist.service'
import type { WishlistScope } from '../wishlist/wishlist.service'
import { repriced } from '../catalog/product-summary'
import type { ProductSummary } from '../catalog/product-summary'
import type { Database } from '../db/client'
import { teamProducts, teams } from '../db/schema'
import { asc, eq, inArray } from 'drizzle-orm'
import { viewerPriceType } from '../session/session'
import type { SessionUser } from '../session/session'
import { kitKey, loadTeamPrices, teamsOfMember } from './team.service'
import { defineEndpoint } from '../http/endpoint'
import type { AnyEndpoint } from '../http/endpoint'

export const NOT_IN_A_KIT = 'This product is not part of a team kit.'

/**
 * A remembered kit product as the team shop shows it: under the product page of a team whose kit
 * holds it (the caller's own team first, then a public one, then any) and, where the caller may see
 * that team's prices (a member, or a public team), at its team price; otherwise at the shop's price.
 */
async function presentKitProducts(
  db: Database,
  user: SessionUser | null,
  products: readonly ProductSummary[],
): Promise<Map<number, ProductSummary>> {
  const result = new Map<number, ProductSummary>()
  if (products.length === 0) return result
  const kits = await db
    .select({
      productId: teamProducts.productId,
      teamId: teams.id,
      slug: teams.slug,
      isPrivate: teams.isPrivate,
    })
    .from(teamProducts)
    .innerJoin(teams, eq(teams.id, teamProducts.teamId))
    .where(
      inArray(
        teamProducts.productId,
        products.map((product) => product.id),
      ),
    )
    .orderBy(asc(teams.name))
  const own = user ? await teamsOfMember(db, user.id, [...new Set(kits.map((kit) => kit.teamId))]) : new Set()
  const rank = (kit: (typeof kits)[number]) => (own.has(kit.teamId) ? 0 : kit.isPrivate ? 2 : 1)
  const chosen = new Map<number, (typeof kits)[number]>()
  for (const kit of kits) {
    const current = chosen.get(kit.productId)
    if (!current || rank(kit) < rank(current)) chosen.set(kit.productId, kit)
  }
  const priceType = viewerPriceType(user)
  const prices = await loadTeamPrices(
    db,
    [...chosen.values()].filter((kit) => rank(kit) < 2),
    priceType,
  )
  for (const product of products) {
    const kit = chosen.get(product.id)
    if (!kit) continue
    const cents = rank(kit) < 2 ? prices.get(kitKey(kit.teamId, kit.productId)) : undefined
    const shown = cents === undefined ? product : repriced(product, priceType, cents)
    result.set(product.id, { ...shown, url: `/${kit.slug}/p/${product.slug}/` })
  }
  return result
}

/** Team wishlists live beside the shop's under `team:` + the request id, as team carts do. */
export const teamWishlistScope: WishlistScope = {
  present: presentKitProducts,
  wishlistKey: (requestId) => `team:${requestId}`,
  refuse: async (db, productId) => {
    const [kit] = await db
      .select({ teamId: teamProducts.teamId })
      .from(teamProducts)
      .where(eq(teamProducts.productId, productId))
      .limit(1)
    return kit ? null : NOT_IN_A_KIT
  },
}

const apart =
  'The team wishlist is kept apart from the shop wishlist: the same request id (or account) has one of each.'

export const getTeamWishlistEndpoint = defineEndpoint({
  ...getWishlistEndpoint,
  path: '/api/v2/team/wishlist/',
  summary: `The caller’s team wishlist, as GET /api/v1/wishlist/. Each product shows under the product page of a team whose kit holds it (\`url\` \`/{team}/p/{slug}/\`: the caller’s own team first, then a public one), at that team’s price of the caller’s price type where the caller may see it (a member, or a public team), else at the shop’s price. ${apart} ${getWishlistEndpoint.summary}`,
  handler: async ({ services, session, query }) => ({
    data: await readWishlist(services, session, query.locale, teamWishlistScope),
  }),
})

export const addTeamWishlistItemEndpoint = defineEndpoint({
  ...addWishlistItemEndpoint,
  path: '/api/v2/team/wishlist/',
  summary: `Adds a kit product (of any team) to the team wishlist, as POST /api/v1/wishlist/; guests may keep one, merged on login. ${apart}`,
  failures: [
    ...(addWishlistItemEndpoint.failures ?? []),
    { status: 422, when: `the product is in no team’s kit (\`errors.productId\`: "${NOT_IN_A_KIT}")` },
  ],
  handler: async ({ services, session, body, query }) => ({
    data: await addToWishlist(services, session, body.productId, query.locale, teamWishlistScope),
  }),
})

export const removeTeamWishlistItemEndpoint = defineEndpoint({
  ...removeWishlistItemEndpoint,
  path: '/api/v2/team/wishlist/:productId/',
  summary: `Removes a product from the team wishlist, as DELETE /api/v1/wishlist/{productId} (no body). ${apart}`,
  example: { ...removeWishlistItemEndpoint.example, path: '/api/v2/team/wishlist/1234' },
  handler: async ({ services, session, params, query }) => ({
    data: await removeFromWishlist(services, session, params.productId, query.locale, teamWishlistScope),
  }),
})

export const mergeTeamWishlistEndpoint = defineEndpoint({
  ...mergeWishlistEndpoint,
  path: '/api/v2/team/wishlist/merge/',
  summary: `Merges a guest’s team wishlist into the logged-in customer’s team wishlist, as POST /api/v1/wishlist/merge/. ${apart}`,
  handler: async ({ services, session, body, query }) => ({
    data: await mergeWishlist(
      services,
      requireUser(session),
      body.mergeUuid,
      query.locale,
      teamWishlistScope,
    ),
  }),
})

export const teamWishlistEndpoints: AnyEndpoint[] = [
  getTeamWishlistEndpoint,
  addTeamWishlistItemEndpoint,
  removeTeamWishlistItemEndpoint,
  mergeTeamWishlistEndpoint,
]
