/**
 * The reference checkout (design brief §7): POST /api/v1/orders/ turns the customer's cart into an order.
 */
import { defineEndpoint } from '../http/endpoint'
import type { AnyEndpoint } from '../http/endpoint'
import { requireUser } from '../auth/current-user'
import { examplePlaceOrderResponse, placeOrderBodySchema, placeOrderResponseSchema } from './checkout.schema'
import { placeOrder } from './checkout.service'

export const placeOrderEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/v1/orders/',
  summary:
    'Places an order from the logged-in customer’s cart: home delivery to one of the customer’s addresses (`addressId`, required for `home`) or click & collect at a store (`storeId`, required for `click_and_collect`), paid by invoice or prepayment. Prices are the customer’s price type from the catalogue; delivery as in the cart. Stock is taken, loyalty points (one per whole euro of the total) are awarded, and the cart is emptied (same request id). Any refusal writes nothing.',
  auth: 'required',
  requestId: 'optional',
  body: placeOrderBodySchema,
  response: placeOrderResponseSchema,
  successStatus: 201,
  failures: [
    { status: 401, when: 'no bearer token was sent ("unauthenticated")' },
    { status: 403, when: 'the bearer token is invalid or revoked ("invalid token")' },
    {
      status: 422,
      when: 'the cart is empty (`errors.cart`: "Your cart is empty."), a product is no longer available in the requested quantity (`errors.cart`), the address is not one of the customer’s home delivery addresses (`errors.addressId`), or the store does not exist (`errors.storeId`)',
    },
  ],
  example: {
    body: {
      deliveryType: 'home',
      addressId: '0b6f3c1e-8a2d-4f5b-9c7e-1d2a3b4c5d6e',
      paymentMethod: 'invoice',
    },
    response: examplePlaceOrderResponse,
  },
  handler: async ({ services, session, body }) => {
    return { data: await placeOrder(services, requireUser(session), body) }
  },
})

export const checkoutEndpoints: AnyEndpoint[] = [placeOrderEndpoint]
