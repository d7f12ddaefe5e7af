/**
 * Wishlist endpoints of spec §7 (base /api/v1/wishlist/). Every response carries the products and the
 * request id as `uuid`, which the storefront stores as its request id.
 */
import { exampleGuestId, exampleUserId } from '../cart/cart.schema'
import { mergeBodySchema } from '../cart/shared-schemas'
import { defineEndpoint } from '../http/endpoint'
import { badLocaleFailure, colourLocaleNote, localeOnlyQuerySchema } from '../http/locale'
import type { AnyEndpoint } from '../http/endpoint'
import { requireUser } from '../auth/current-user'
import {
  addToWishlistBodySchema,
  exampleWishlist,
  wishlistParamsSchema,
  wishlistResponseSchema,
} from './wishlist.schema'
import { addToWishlist, mergeWishlist, readWishlist, removeFromWishlist } from './wishlist.service'

const sessionFailures = [
  { status: 403, when: 'the bearer token is invalid or revoked ("invalid token")' },
  {
    status: 422,
    when: 'the request id is malformed, or a logged-in id (`u…`) comes without its token ("invalid uuid")',
  },
] as const

const mergedWishlist = {
  status: 404,
  when: 'the request id belongs to a wishlist that was merged ("Wishlist not found")',
} as const

export const getWishlistEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1/wishlist/',
  summary: `The wishlist of the request id (the account’s when logged in), newest first, priced for the viewer’s price type. Without a request id: a new guest id and an empty list. ${colourLocaleNote}`,
  auth: 'optional',
  requestId: 'optional',
  query: localeOnlyQuerySchema,
  response: wishlistResponseSchema,
  failures: [badLocaleFailure, ...sessionFailures, mergedWishlist],
  example: { response: { data: exampleWishlist } },
  handler: async ({ services, session, query }) => ({
    data: await readWishlist(services, session, query.locale),
  }),
})

export const addWishlistItemEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/v1/wishlist/',
  summary: `Adds a product to the wishlist; a product already on it stays there once. Without a request id a guest wishlist with a new id is created (returned as \`uuid\`). ${colourLocaleNote}`,
  auth: 'optional',
  requestId: 'optional',
  body: addToWishlistBodySchema,
  query: localeOnlyQuerySchema,
  response: wishlistResponseSchema,
  failures: [
    badLocaleFailure,
    ...sessionFailures,
    mergedWishlist,
    { status: 422, when: 'the product does not exist (`errors.productId`)' },
  ],
  example: { body: { productId: 1234 }, response: { data: exampleWishlist } },
  handler: async ({ services, session, body, query }) => ({
    data: await addToWishlist(services, session, body.productId, query.locale),
  }),
})

export const removeWishlistItemEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/api/v1/wishlist/:productId/',
  summary: `Removes a product from the wishlist (spec §7 writes the path without the trailing slash; both work). ${colourLocaleNote}`,
  auth: 'optional',
  requestId: 'required',
  params: wishlistParamsSchema,
  query: localeOnlyQuerySchema,
  response: wishlistResponseSchema,
  failures: [
    badLocaleFailure,
    { status: 401, when: 'no request id was sent ("no uuid header")' },
    ...sessionFailures,
    mergedWishlist,
    { status: 404, when: 'the product is not on the wishlist ("Wishlist item not found")' },
  ],
  example: { path: '/api/v1/wishlist/1234', response: { data: { products: [], uuid: exampleGuestId } } },
  handler: async ({ services, session, params, query }) => ({
    data: await removeFromWishlist(services, session, params.productId, query.locale),
  }),
})

export const mergeWishlistEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/v1/wishlist/merge/',
  summary: `Merges a guest wishlist into the logged-in customer’s: the union, each product once. The guest wishlist is retired and answers 404 from then on. ${colourLocaleNote}`,
  auth: 'required',
  requestId: 'required',
  body: mergeBodySchema,
  query: localeOnlyQuerySchema,
  response: wishlistResponseSchema,
  failures: [
    badLocaleFailure,
    { status: 401, when: 'no bearer token was sent ("unauthenticated")' },
    ...sessionFailures,
    { status: 404, when: 'the guest wishlist does not exist or was already merged ("Wishlist not found")' },
    { status: 422, when: '`mergeUuid` is malformed, not a guest id, or the customer’s own id' },
  ],
  example: {
    body: { mergeUuid: exampleGuestId },
    response: { data: { ...exampleWishlist, uuid: exampleUserId } },
  },
  handler: async ({ services, session, body, query }) => {
    return { data: await mergeWishlist(services, requireUser(session), body.mergeUuid, query.locale) }
  },
})

export const wishlistEndpoints: AnyEndpoint[] = [
  getWishlistEndpoint,
  addWishlistItemEndpoint,
  removeWishlistItemEndpoint,
  mergeWishlistEndpoint,
]
