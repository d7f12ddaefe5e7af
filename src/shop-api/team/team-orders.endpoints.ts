/**
 * The team checkout: POST /api/v2/team/orders/ places the caller's team cart as POST /api/v1/orders/
 * places the shop cart, at team prices, after checking each line's team, kit and price type again.
 * Team orders are orders like any other (GET /api/v1/orders/{id}/, the account's order list).
 */
import { answerPlaceOrder, placeOrderEndpoint } from '../checkout/checkout.endpoints'
import { defineEndpoint } from '../http/endpoint'
import type { AnyEndpoint } from '../http/endpoint'
import { teamCheckout } from './team-cart.service'
import { teamStorefrontOrigin } from './team.service'

export const placeTeamOrderEndpoint = defineEndpoint({
  ...placeOrderEndpoint,
  path: '/api/v2/team/orders/',
  summary: [
    'Places an order from the logged-in customer’s team cart (a bearer token is required: only members fill a team cart): the body, headers (`Idempotency-Key`) and answers of POST /api/v1/orders/, at team prices.',
    'In the order’s transaction each line is checked again: the customer still belongs to its team, the product is still in the kit, and the line’s price type is still the customer’s; otherwise 422 with `errors.cart` naming each product, and nothing is written.',
    'The order is marked as a team order; its confirmation mail links to the team storefront. The shop cart is left as it is.',
  ].join(' '),
  auth: 'required',
  failures: [
    ...(placeOrderEndpoint.failures ?? []).filter((failure) => failure.status !== 401),
    { status: 401, when: 'no bearer token was sent ("unauthenticated")' },
    {
      status: 422,
      when: 'a line of a team the customer no longer belongs to, of a product no longer in the kit, or added at another price type than the customer’s (`errors.cart`, one message naming each product)',
    },
  ],
  handler: ({ services, session, body, query, request }) =>
    answerPlaceOrder(
      services,
      session,
      body,
      request,
      teamCheckout,
      teamStorefrontOrigin(services),
      query.locale,
    ),
})

export const teamOrderEndpoints: AnyEndpoint[] = [placeTeamOrderEndpoint]
