/**
 * The reference checkout (design brief §7): POST /api/v1/orders/ turns a customer's or a guest's
 * cart into an order; GET /api/v1/orders/{uuid}/ shows it to whoever placed it.
 */
import * as v from 'valibot'
import { EndpointReply, defineEndpoint } from '../http/endpoint'
import type { AnyEndpoint } from '../http/endpoint'
import { noUuidHeader, validationFailed } from '../http/errors'
import { uuidParamsSchema } from '../user/user.schema'
import { readCart } from '../cart/cart.service'
import type { SessionContext } from '../session/session'
import type { ShopApiServices } from '../services'
import {
  examplePlaceOrderResponse,
  examplePlacedOrder,
  idempotencyKeySchema,
  orderResponseSchema,
  placeOrderBodySchema,
  placeOrderResponseSchema,
} from './checkout.schema'
import type { PlaceOrderBody, PlacedOrder } from './checkout.schema'
import { getPlacedOrder, placeOrder, shopCheckout } from './checkout.service'
import type { CheckoutChannel, OrderCaller } from './checkout.service'
import { orderConfirmationMail } from './order-confirmation-mail'
import { localeOnlyQuerySchema } from '../http/locale'
import { storefrontLink } from '../mail/mail-locale'
import type { MailLocale } from '../mail/mail-locale'
import { log } from '../../lib/log.server'

/** A customer by token, or a guest by request id; a guest without one cannot have a cart or orders. */
export function callerOf(session: SessionContext): OrderCaller {
  if (session.user) return { user: session.user, requestId: session.user.requestId }
  if (session.requestId === null) throw noUuidHeader()
  return { user: null, requestId: session.requestId }
}

export function idempotencyKeyOf(request: Request): string | undefined {
  const header = request.headers.get('idempotency-key')
  if (header === null) return undefined
  const parsed = v.safeParse(idempotencyKeySchema, header)
  if (!parsed.success) throw validationFailed({ idempotencyKey: [parsed.issues[0].message] })
  return parsed.output
}

/**
 * Sent after the commit, so no mail names an order that was rolled back. The order stands whatever
 * the mail does: a failed mail is logged, not turned into a failed order. The link leads to the
 * storefront at `origin` (the shop's or the team shop's).
 */
async function sendConfirmation(
  services: ShopApiServices,
  order: PlacedOrder,
  isCustomer: boolean,
  origin: string,
  locale: MailLocale,
) {
  if (order.email === null) return
  try {
    await services.mailer.send(
      orderConfirmationMail({
        to: order.email,
        order,
        orderLink: isCustomer
          ? storefrontLink(origin, `/my-account/order-details/${order.uuid}/`, locale).toString()
          : null,
        locale,
      }),
    )
  } catch (error) {
    log.error({ err: error }, 'order confirmation mail could not be sent')
  }
}

/**
 * Places the caller's order through a channel and answers as POST /api/v1/orders/ does: 201 with the
 * order and the emptied cart, or 200 with the first order for a replayed Idempotency-Key.
 */
export async function answerPlaceOrder(
  services: ShopApiServices,
  session: SessionContext,
  body: PlaceOrderBody,
  request: Request,
  channel: CheckoutChannel,
  storefrontOrigin: string,
  /** The checkout page's language: the confirmation mail's. */
  locale: MailLocale = 'de-AT',
) {
  const caller = callerOf(session)
  const result = await placeOrder(services, caller, body, idempotencyKeyOf(request), channel, locale)
  if (result.replayed) {
    const cart = result.cart ?? (await readCart(services, session, 'de-AT', channel.cart))
    return new EndpointReply({ data: { order: result.order, cart } }, 200, {
      'idempotent-replayed': 'true',
    })
  }
  await sendConfirmation(services, result.order, caller.user !== null, storefrontOrigin, locale)
  if (!result.cart) throw new Error('A placed order comes with its cart')
  return { data: { order: result.order, cart: result.cart } }
}

export const placeOrderEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/v1/orders/',
  summary:
    'Places an order from the caller’s cart: a logged-in customer’s (bearer token) or a guest’s (`X-Request-Id` `g…`, with `email`). Home delivery to one of the customer’s addresses (`addressId`) or a new address (`shippingAddress`, the only way for guests), or click & collect at a store (`storeId`); billed to `billingAddressId`, `billingAddress`, or else the delivery address (click & collect: the customer’s default address; guests must send `billingAddress`). An optional `phone` for questions about the delivery (6–15 digits, written with + ( ) / . - and spaces; empty sends none) is kept with the order. Paid by invoice or prepayment (no payment provider). Prices are the caller’s price type (guests: `vk`); delivery as in the cart. Stock is re-checked and taken under row locks, customers earn loyalty points (one per whole euro of the total), the cart is emptied (same request id), and a confirmation mail goes to the order’s e-mail after the commit, in `locale` (de-AT, the default, or en: the language of the checkout page), its account link under `/en/` for English. Each order line keeps its product’s colour as named in `locale` (`color`; empty for mounting), so the order names a variant as the cart did. Any refusal writes nothing. Send an `Idempotency-Key` header (1–255 visible ASCII characters, one per checkout attempt): a repeat with the same key and body answers 200 with the first order and `Idempotent-Replayed: true`; the same key with another body answers 409.',
  auth: 'optional',
  requestId: 'optional',
  query: localeOnlyQuerySchema,
  body: placeOrderBodySchema,
  response: placeOrderResponseSchema,
  successStatus: 201,
  failures: [
    {
      status: 200,
      when: 'a replay of an earlier request with the same `Idempotency-Key` and body: the first order, header `Idempotent-Replayed: true`',
    },
    { status: 401, when: 'neither a bearer token nor a request id was sent ("no uuid header")' },
    { status: 403, when: 'the bearer token is invalid or revoked ("invalid token")' },
    {
      status: 409,
      when: 'the `Idempotency-Key` was used before with a different body (`errors.idempotencyKey`)',
    },
    {
      status: 422,
      when: 'the cart is empty (`errors.cart`: "Your cart is empty."), a product is no longer available in the requested quantity (`errors.cart`, one message naming each product), the address is not one of the customer’s home delivery addresses (`errors.addressId`), the store does not exist (`errors.storeId`), a guest sent no e-mail (`errors.email`), a phone number that cannot be one (`errors.phone`), no billing address for a guest’s click & collect (`errors.billingAddress`), or a malformed `Idempotency-Key` (`errors.idempotencyKey`)',
    },
  ],
  example: {
    body: {
      deliveryType: 'home',
      addressId: '0b6f3c1e-8a2d-4f5b-9c7e-1d2a3b4c5d6e',
      paymentMethod: 'invoice',
      phone: '+43 664 1234567',
    },
    response: examplePlaceOrderResponse,
  },
  handler: ({ services, session, body, query, request }) =>
    answerPlaceOrder(services, session, body, request, shopCheckout, services.storefrontOrigin, query.locale),
})

export const getPlacedOrderEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1/orders/:id/',
  summary:
    'One order for whoever placed it: the customer (bearer token) or the guest (the `X-Request-Id` it was placed with) — the checkout’s confirmation page. Anyone else gets 404, whether or not the order exists.',
  auth: 'optional',
  requestId: 'optional',
  params: uuidParamsSchema,
  response: orderResponseSchema,
  failures: [
    { status: 401, when: 'neither a bearer token nor a request id was sent ("no uuid header")' },
    { status: 403, when: 'the bearer token is invalid or revoked ("invalid token")' },
    { status: 404, when: 'no order with this id that the caller placed ("Order not found")' },
  ],
  example: {
    path: `/api/v1/orders/${examplePlacedOrder.uuid}/`,
    response: { data: { order: examplePlacedOrder } },
  },
  handler: async ({ services, session, params }) => ({
    data: { order: await getPlacedOrder(services.db, callerOf(session), params.id) },
  }),
})

export const checkoutEndpoints: AnyEndpoint[] = [placeOrderEndpoint, getPlacedOrderEndpoint]
