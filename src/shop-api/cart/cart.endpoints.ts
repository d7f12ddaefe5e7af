/**
 * Cart endpoints of spec §7: read, add, remove a line or a set, and merge a guest cart after login.
 */
import { defineEndpoint } from '../http/endpoint'
import { badLocaleFailure, colourLocaleNote, localeOnlyQuerySchema } from '../http/locale'
import type { AnyEndpoint } from '../http/endpoint'
import { requireUser } from '../auth/current-user'
import {
  addToCartBodySchema,
  cartHashParamsSchema,
  cartResponseSchema,
  emptyExampleCart,
  exampleCart,
  exampleGuestId,
  exampleLineHash,
  exampleUserId,
  setLineQuantityBodySchema,
} from './cart.schema'
import { addToCart, mergeCart, readCart, removeFromCart, setLineQuantity } from './cart.service'
import { mergeBodySchema } from './shared-schemas'

const sessionFailures = [
  { status: 403, when: 'the bearer token is invalid or revoked ("invalid token")' },
  {
    status: 422,
    when: 'the request id is malformed, or a logged-in id (`u…`) comes without its token ("invalid uuid")',
  },
] as const

const mergedCart = {
  status: 404,
  when: 'the request id belongs to a cart that was merged ("Cart not found")',
} as const

export const getCartEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1/cart/',
  summary: `The cart of the request id (the account’s when logged in), priced for the viewer’s price type. Without a request id: a new guest id and an empty cart. Delivery: free from 50 € of available goods, else 4,90 €; plus 19,90 € once when an available line holds a heavy item. ${colourLocaleNote}`,
  auth: 'optional',
  requestId: 'optional',
  query: localeOnlyQuerySchema,
  response: cartResponseSchema,
  failures: [badLocaleFailure, ...sessionFailures, mergedCart],
  example: { response: { data: exampleCart } },
  handler: async ({ services, session, query }) => ({
    data: await readCart(services, session, query.locale),
  }),
})

export const addCartItemEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/v1/cart/',
  summary: `Adds \`amount\` (default 1) of a size to the cart, optionally with related products, mounting (bikes and skis) and the product set it belongs to. The same option, mounting, set and related products again increase that line’s quantity. Without a request id a guest cart with a new id is created (returned as \`uuid\`). ${colourLocaleNote}`,
  auth: 'optional',
  requestId: 'optional',
  body: addToCartBodySchema,
  query: localeOnlyQuerySchema,
  response: cartResponseSchema,
  failures: [
    badLocaleFailure,
    ...sessionFailures,
    mergedCart,
    {
      status: 422,
      when: 'the option, a related option or the set does not exist, the product is not in the set, mounting is booked for a product that is no bike or ski, or the cart would hold more than the stock (`errors.amount`: "Only N left in stock." / "This size is sold out.")',
    },
  ],
  example: {
    body: { productOption: 55012, amount: 2 },
    response: { data: exampleCart },
  },
  handler: async ({ services, session, body, query }) => ({
    data: await addToCart(services, session, body, query.locale),
  }),
})

export const setLineQuantityEndpoint = defineEndpoint({
  method: 'PATCH',
  path: '/api/v1/cart/hash/:hash/',
  summary: `Sets the quantity of one cart line, by its hash (the cart’s quantity stepper); the whole cart’s claim on a size must stay within its stock. ${colourLocaleNote}`,
  auth: 'optional',
  requestId: 'required',
  params: cartHashParamsSchema,
  body: setLineQuantityBodySchema,
  query: localeOnlyQuerySchema,
  response: cartResponseSchema,
  failures: [
    badLocaleFailure,
    { status: 401, when: 'no request id was sent ("no uuid header")' },
    ...sessionFailures,
    mergedCart,
    { status: 404, when: 'the cart has no line with this hash ("Cart item not found")' },
    {
      status: 422,
      when: 'the quantity is not a whole number from 1 to 99, or exceeds the stock (`errors.quantity`: "Only N left in stock.")',
    },
  ],
  example: {
    path: `/api/v1/cart/hash/${exampleLineHash}/`,
    body: { quantity: 2 },
    response: { data: exampleCart },
  },
  handler: async ({ services, session, params, body, query }) => ({
    data: await setLineQuantity(services, session, params.hash, body.quantity, query.locale),
  }),
})

export const removeCartLineEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/api/v1/cart/hash/:hash/',
  summary: `Removes one cart line, by its hash. ${colourLocaleNote}`,
  auth: 'optional',
  requestId: 'required',
  params: cartHashParamsSchema,
  query: localeOnlyQuerySchema,
  response: cartResponseSchema,
  failures: [
    badLocaleFailure,
    { status: 401, when: 'no request id was sent ("no uuid header")' },
    ...sessionFailures,
    mergedCart,
    { status: 404, when: 'the cart has no line with this hash ("Cart item not found")' },
  ],
  example: {
    path: `/api/v1/cart/hash/${exampleLineHash}/`,
    response: { data: emptyExampleCart(exampleGuestId) },
  },
  handler: async ({ services, session, params, query }) => ({
    data: await removeFromCart(services, session, 'line', params.hash, query.locale),
  }),
})

export const removeCartSetEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/api/v1/cart/set/:hash/',
  summary: `Removes every line added from one product set, by the set’s hash (\`products[].set.hash\`). ${colourLocaleNote}`,
  auth: 'optional',
  requestId: 'required',
  params: cartHashParamsSchema,
  query: localeOnlyQuerySchema,
  response: cartResponseSchema,
  failures: [
    badLocaleFailure,
    { status: 401, when: 'no request id was sent ("no uuid header")' },
    ...sessionFailures,
    mergedCart,
    { status: 404, when: 'the cart has no line of this set ("Cart set not found")' },
  ],
  example: {
    path: '/api/v1/cart/set/4b8e1f0c2d3a5e6f7a8b9c0d1e2f3a4b/',
    response: { data: emptyExampleCart(exampleGuestId) },
  },
  handler: async ({ services, session, params, query }) => ({
    data: await removeFromCart(services, session, 'set', params.hash, query.locale),
  }),
})

export const mergeCartEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/v1/cart/merge/',
  summary: `Merges a guest cart into the logged-in customer’s cart (spec §4): quantities of equal lines add up, capped at the stock; lines with nothing left in stock are dropped. The guest cart is retired and answers 404 from then on. ${colourLocaleNote}`,
  auth: 'required',
  requestId: 'required',
  body: mergeBodySchema,
  query: localeOnlyQuerySchema,
  response: cartResponseSchema,
  failures: [
    badLocaleFailure,
    { status: 401, when: 'no bearer token was sent ("unauthenticated")' },
    ...sessionFailures,
    { status: 404, when: 'the guest cart does not exist or was already merged ("Cart not found")' },
    { status: 422, when: '`mergeUuid` is malformed, not a guest id, or the customer’s own id' },
  ],
  example: {
    body: { mergeUuid: exampleGuestId },
    response: { data: { ...exampleCart, uuid: exampleUserId } },
  },
  handler: async ({ services, session, body, query }) => {
    return { data: await mergeCart(services, requireUser(session), body.mergeUuid, query.locale) }
  },
})

export const cartEndpoints: AnyEndpoint[] = [
  getCartEndpoint,
  addCartItemEndpoint,
  setLineQuantityEndpoint,
  removeCartLineEndpoint,
  removeCartSetEndpoint,
  mergeCartEndpoint,
]
