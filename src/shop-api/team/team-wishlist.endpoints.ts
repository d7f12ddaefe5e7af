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
import { teamProducts } from '../db/schema'
import { eq } from 'drizzle-orm'
import { defineEndpoint } from '../http/endpoint'
import type { AnyEndpoint } from '../http/endpoint'

export const NOT_IN_A_KIT = 'This product is not part of a team kit.'

/** Team wishlists live beside the shop's under `team:` + the request id, as team carts do. */
export const teamWishlistScope: WishlistScope = {
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
  summary: `The caller’s team wishlist, as GET /api/v1/wishlist/ (shop prices of the viewer’s price type). ${apart} ${getWishlistEndpoint.summary}`,
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
