/**
 * The team cart (spec §7: "/api/v2/team/cart/ with the same shapes; its add posts items, team,
 * shopIdentifier, priceType"): the shop cart's endpoints, answers and session rules over the
 * caller's team cart, which is kept apart from the shop cart. Only the add differs.
 */
import { requireUser } from '../auth/current-user'
import {
  addCartItemEndpoint,
  getCartEndpoint,
  mergeCartEndpoint,
  removeCartLineEndpoint,
  removeCartSetEndpoint,
  setLineQuantityEndpoint,
} from '../cart/cart.endpoints'
import { exampleCart, exampleLineHash, exampleUserId } from '../cart/cart.schema'
import { mergeCart, readCart, removeFromCart, setLineQuantity } from '../cart/cart.service'
import { defineEndpoint } from '../http/endpoint'
import type { AnyEndpoint } from '../http/endpoint'
import { addTeamItems, teamCartScope } from './team-cart.service'
import { MAX_TEAM_ADD_ITEMS, teamAddToCartBodySchema } from './team.schema'
import { MEMBERS_ONLY, UNKNOWN_TEAM } from './team.service'

const apart =
  'The team cart is kept apart from the shop cart: the same request id (or account) has one of each, and this endpoint never touches the shop cart.'

export const getTeamCartEndpoint = defineEndpoint({
  ...getCartEndpoint,
  path: '/api/v2/team/cart/',
  summary: `The caller’s team cart, as GET /api/v1/cart/; lines show their team’s price of the caller’s price type (its vk price where it has none of that type), and their product’s \`url\` is the team’s product page \`/{team}/p/{slug}/\`, while the caller belongs to the team (a line of a team the caller has left shows the shop’s price and page, and the team checkout refuses it). ${apart} ${getCartEndpoint.summary}`,
  handler: async ({ services, session, query }) => ({
    data: await readCart(services, session, query.locale, teamCartScope),
  }),
})

export const addTeamCartItemsEndpoint = defineEndpoint({
  ...addCartItemEndpoint,
  path: '/api/v2/team/cart/',
  summary: [
    `Adds kit items of a team to the caller’s team cart: \`items\` (1–${MAX_TEAM_ADD_ITEMS}, each a size \`productOption\` and an \`amount\` 1–99, default 1), \`team\` (the team’s slug), \`shopIdentifier\` (the team’s, from GET /api/v1/teams/) and \`priceType\` (the caller’s own: the account’s role).`,
    'Only a logged-in member of the team may add, and only products of its kit. None of these values sets a price: each line is priced from the team’s price list for the account’s role (else the team’s vk price), carries its team and price type, and the same size of the same team again adds to its line.',
    `Every refusal is one 422 with all field errors, and nothing is written. Stock as in the shop. ${apart}`,
  ].join(' '),
  body: teamAddToCartBodySchema,
  failures: [
    ...(addCartItemEndpoint.failures ?? []).filter((failure) => failure.status !== 422),
    {
      status: 422,
      when: `\`errors.team\`: "${UNKNOWN_TEAM}", or "${MEMBERS_ONLY}" (a guest, or not a member); \`errors.shopIdentifier\`: "This is not the team's shop identifier."; \`errors.priceType\`: "This price type is not yours."; \`errors.items\`: "{product name} is not part of this team's kit." (one per product); \`errors.productOption\`: an option does not exist; \`errors.amount\`: the cart would hold more than the stock ("Only N left in stock." / "This size is sold out."; with several items, each names its product and size); malformed items; locale not de-AT or en`,
    },
  ],
  example: {
    body: {
      items: [{ productOption: 55012, amount: 2 }],
      team: 'lc-graz-laufteam',
      shopIdentifier: 'TS-1004',
      priceType: 'vk',
    },
    response: { data: { ...exampleCart, uuid: exampleUserId } },
  },
  handler: async ({ services, session, body, query }) => ({
    data: await addTeamItems(services, session, body, query.locale),
  }),
})

export const setTeamLineQuantityEndpoint = defineEndpoint({
  ...setLineQuantityEndpoint,
  path: '/api/v2/team/cart/hash/:hash/',
  summary: `Sets the quantity of one team-cart line, as PATCH /api/v1/cart/hash/{hash}/. ${apart}`,
  example: { ...setLineQuantityEndpoint.example, path: `/api/v2/team/cart/hash/${exampleLineHash}/` },
  handler: async ({ services, session, params, body, query }) => ({
    data: await setLineQuantity(services, session, params.hash, body.quantity, query.locale, teamCartScope),
  }),
})

export const removeTeamCartLineEndpoint = defineEndpoint({
  ...removeCartLineEndpoint,
  path: '/api/v2/team/cart/hash/:hash/',
  summary: `Removes one team-cart line, as DELETE /api/v1/cart/hash/{hash}/ (no body). ${apart}`,
  example: { ...removeCartLineEndpoint.example, path: `/api/v2/team/cart/hash/${exampleLineHash}/` },
  handler: async ({ services, session, params, query }) => ({
    data: await removeFromCart(services, session, 'line', params.hash, query.locale, teamCartScope),
  }),
})

export const removeTeamCartSetEndpoint = defineEndpoint({
  ...removeCartSetEndpoint,
  path: '/api/v2/team/cart/set/:hash/',
  summary: `Removes the team-cart lines of one product set, as DELETE /api/v1/cart/set/{hash}/ (team adds carry no set, so this finds none unless a set line was merged in). ${apart}`,
  example: {
    ...removeCartSetEndpoint.example,
    path: '/api/v2/team/cart/set/4b8e1f0c2d3a5e6f7a8b9c0d1e2f3a4b/',
  },
  handler: async ({ services, session, params, query }) => ({
    data: await removeFromCart(services, session, 'set', params.hash, query.locale, teamCartScope),
  }),
})

export const mergeTeamCartEndpoint = defineEndpoint({
  ...mergeCartEndpoint,
  path: '/api/v2/team/cart/merge/',
  summary: `Merges a guest’s team cart into the logged-in customer’s team cart after login, as POST /api/v1/cart/merge/. ${apart}`,
  handler: async ({ services, session, body, query }) => ({
    data: await mergeCart(services, requireUser(session), body.mergeUuid, query.locale, teamCartScope),
  }),
})

export const teamCartEndpoints: AnyEndpoint[] = [
  getTeamCartEndpoint,
  addTeamCartItemsEndpoint,
  setTeamLineQuantityEndpoint,
  removeTeamCartLineEndpoint,
  removeTeamCartSetEndpoint,
  mergeTeamCartEndpoint,
]
