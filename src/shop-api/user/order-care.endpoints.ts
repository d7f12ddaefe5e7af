/**
 * After the order (ADR 034): cancel it before it ships (the customer in the account, a guest with
 * the request id and e-mail it was placed with) and put its goods in the cart again.
 */
import { requireUser } from '../auth/current-user'
import { exampleCart, exampleUserId } from '../cart/cart.schema'
import { callerOf, idempotencyKeyOf } from '../checkout/checkout.endpoints'
import {
  examplePlacedOrder,
  orderResponseSchema as placedOrderResponseSchema,
} from '../checkout/checkout.schema'
import { getPlacedOrder } from '../checkout/checkout.service'
import { formatCents } from '../catalog/product-summary'
import { EndpointReply, defineEndpoint } from '../http/endpoint'
import type { AnyEndpoint } from '../http/endpoint'
import { notFound, validationFailed } from '../http/errors'
import { badLocaleFailure, localeOnlyQuerySchema } from '../http/locale'
import type { ApiLocale } from '../http/locale'
import { storefrontLink } from '../mail/mail-locale'
import type { ShopApiServices } from '../services'
import { log } from '../../lib/log.server'
import { orderCancellationMail } from './order-cancellation-mail'
import {
  cancelPlacedOrderBodySchema,
  cancelOrderBodySchema,
  reorderResponseSchema,
} from './order-care.schema'
import { findOrder, getOrder } from './order-history.service'
import type { OrderReader } from './order-history.service'
import { ALREADY_CANCELLED, NOT_CANCELLABLE, cancelOrder } from './order-lifecycle.service'
import type { CancelOutcome, LineCancellation } from './order-lifecycle.service'
import { reorder } from './reorder.service'
import { exampleOrderDetail } from './user.endpoints'
import { orderResponseSchema, uuidParamsSchema } from './user.schema'
import type { OrderDetail } from './user.schema'

const UNAUTHENTICATED = { status: 401, when: 'no bearer token was sent' } as const

/** An order cancelled whole, as the cancel endpoints answer it. */
const exampleCancelledOrder: OrderDetail = {
  ...exampleOrderDetail,
  status: 'cancelled',
  cancellable: false,
  lines: exampleOrderDetail.lines.map((line) => ({ ...line, cancelledQuantity: line.quantity })),
  cancelled: exampleOrderDetail.total,
  cancelledFormatted: exampleOrderDetail.totalFormatted,
  amountDue: 0,
  amountDueFormatted: formatCents(0),
  loyaltyPoints: 0,
  history: [
    { status: 'received', at: '2026-11-14T09:32:11.000Z' },
    { status: 'cancelled', at: '2026-11-14T10:02:45.000Z' },
  ],
}

const cancelSummary =
  'Cancels the order while it has not left the warehouse (status `received` or `in_preparation`; `cancellable` in the order says so): with no body, or without `lines`, the whole order (delivery included); with `lines` (`[{ id, quantity }]`, the order lines’ ids) those units. Cancelled units go back into the warehouse stock in the same transaction (back-in-stock alerts of the sizes that return are mailed), loyalty points are booked down to one per whole euro still due, cancelling the last units cancels the order, and a mail (kind `order-cancellation`) in `locale` goes to the order’s e-mail after the commit. A cancelled order answers 200 again without a second effect; send an `Idempotency-Key` header with line cancellations, so a repeat answers 200 with `Idempotent-Replayed: true` instead of cancelling more. Cancelling pieces of a product also cancels as many pieces of its mounting line.'

const cancelFailures = [
  { status: 404, when: 'the id is malformed, unknown or another customer’s order' },
  {
    status: 409,
    when: `the order has shipped or is ready in its store ("${NOT_CANCELLABLE}"), or lines are named of a cancelled order ("${ALREADY_CANCELLED}"), both \`errors.order\`; or the \`Idempotency-Key\` was used for another cancellation of this order (\`errors.idempotencyKey\`)`,
  },
  badLocaleFailure,
] as const

const badLines =
  '`lines` names a line the order does not have, a line twice, more units than are left to cancel, or a quantity below 1 (`errors.lines`, one message per line), or a malformed `Idempotency-Key` (`errors.idempotencyKey`)'

/** The first name a cancellation mail greets: the billing or delivery address's. */
const firstNameOf = (order: OrderDetail & { billingAddress?: { firstname: string } | null }) =>
  order.billingAddress?.firstname ?? order.deliveryAddress?.firstname

/**
 * Mails what was cancelled, after the commit; a failed mail is logged, the cancellation stands.
 * Customers get the link to the order in their account.
 */
async function sendCancellation(
  services: ShopApiServices,
  outcome: CancelOutcome,
  order: OrderDetail & { billingAddress?: { firstname: string } | null },
  locale: ApiLocale,
  isCustomer: boolean,
) {
  if (!outcome.changed || outcome.order.email === null) return
  const lineById = new Map(order.lines.map((line) => [line.id, line]))
  const units = outcome.cancelled.flatMap((entry: LineCancellation) => {
    const line = lineById.get(entry.id)
    return line ? [{ name: line.name, size: line.size, quantity: entry.quantity }] : []
  })
  try {
    await services.mailer.send(
      orderCancellationMail({
        to: outcome.order.email,
        firstName: firstNameOf(order),
        number: order.number,
        whole: outcome.whole,
        units,
        amountFormatted: formatCents(outcome.amountCents),
        dueFormatted: order.amountDueFormatted,
        paymentMethod: order.paymentMethod,
        orderLink: isCustomer
          ? storefrontLink(
              services.storefrontOrigin,
              `/my-account/order-details/${order.uuid}/`,
              locale,
            ).toString()
          : null,
        locale,
      }),
    )
  } catch (error) {
    log.error({ err: error }, 'order cancellation mail could not be sent')
  }
}

/** 200 with the order; a replayed Idempotency-Key says so in a header. */
function answerCancelled<T>(order: T, outcome: CancelOutcome) {
  const replayed = !outcome.changed && outcome.replayed
  return new EndpointReply({ data: { order } }, 200, replayed ? { 'idempotent-replayed': 'true' } : {})
}

export const cancelOrderEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/v1/user/order/:id/cancel/',
  summary: `${cancelSummary} Answers the order as GET /api/v1/user/order/{id}/ does.`,
  auth: 'required',
  requestId: 'optional',
  params: uuidParamsSchema,
  query: localeOnlyQuerySchema,
  body: cancelOrderBodySchema,
  response: orderResponseSchema,
  failures: [UNAUTHENTICATED, ...cancelFailures, { status: 422, when: badLines }],
  example: {
    path: `/api/v1/user/order/${exampleOrderDetail.uuid}/cancel/`,
    body: {},
    response: { data: { order: exampleCancelledOrder } },
  },
  handler: async ({ services, session, params, body, query, request }) => {
    const user = requireUser(session)
    const idempotencyKey = idempotencyKeyOf(request)
    const outcome = await cancelOrder(
      services.db,
      params.id,
      { userId: user.id },
      { lines: body.lines, idempotencyKey },
      services.now(),
    )
    const order = await getOrder(services.db, user.id, params.id, services.now())
    await sendCancellation(services, outcome, order, query.locale, true)
    return answerCancelled(order, outcome)
  },
})

export const cancelPlacedOrderEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/v1/orders/:id/cancel/',
  summary: `${cancelSummary} For whoever placed the order, as GET /api/v1/orders/{id}/: the customer (bearer token) or the guest (the \`X-Request-Id\` it was placed with), who also sends the order’s \`email\`. Answers the order as GET /api/v1/orders/{id}/ does.`,
  auth: 'optional',
  requestId: 'optional',
  params: uuidParamsSchema,
  query: localeOnlyQuerySchema,
  body: cancelPlacedOrderBodySchema,
  response: placedOrderResponseSchema,
  failures: [
    { status: 401, when: 'neither a bearer token nor a request id was sent ("no uuid header")' },
    { status: 403, when: 'the bearer token is invalid or revoked ("invalid token")' },
    ...cancelFailures,
    {
      status: 422,
      when: `${badLines}, or a guest sent no \`email\` (\`errors.email\`; another address than the order’s answers 404)`,
    },
  ],
  example: {
    path: `/api/v1/orders/${examplePlacedOrder.uuid}/cancel/`,
    body: { email: 'anna.berger@example.at' },
    response: {
      data: {
        order: {
          ...examplePlacedOrder,
          status: 'cancelled',
          cancellable: false,
          lines: examplePlacedOrder.lines.map((line) => ({ ...line, cancelledQuantity: line.quantity })),
          cancelled: examplePlacedOrder.total,
          cancelledFormatted: examplePlacedOrder.totalFormatted,
          amountDue: 0,
          amountDueFormatted: formatCents(0),
          history: [
            { status: 'received', at: '2026-11-22T10:00:00.000Z' },
            { status: 'cancelled', at: '2026-11-22T10:20:00.000Z' },
          ],
        },
      },
    },
  },
  handler: async ({ services, session, params, body, query, request }) => {
    const caller = callerOf(session)
    const reader: OrderReader = caller.user
      ? { userId: caller.user.id }
      : { guestRequestId: caller.requestId }
    if (!caller.user) {
      if (body.email === undefined) throw validationFailed({ email: ['The email field is required.'] })
      const found = await findOrder(services.db, params.id, reader)
      // The wrong address is answered like an unknown order: it must not confirm that the order exists.
      if (!found || found.row.email?.toLowerCase() !== body.email) throw notFound('Order')
    }
    const idempotencyKey = idempotencyKeyOf(request)
    const outcome = await cancelOrder(
      services.db,
      params.id,
      reader,
      { lines: body.lines, idempotencyKey },
      services.now(),
    )
    const order = await getPlacedOrder(services.db, caller, params.id)
    await sendCancellation(services, outcome, order, query.locale, caller.user !== null)
    return answerCancelled(order, outcome)
  },
})

export const reorderEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/v1/user/order/:id/reorder/',
  summary:
    'Puts the goods of one of the customer’s orders into the cart again: each line’s size, as many units as were kept (pieces cancelled from it are left out; an order cancelled whole is bought as ordered), less if the stock is lower,, at today’s price for the customer’s price type. Services such as mounting are left out (they are chosen with the product). `added` lists the lines that went in whole; `unavailable` the others, with `reason` `not_sold` (the product or size is no longer sold), `sold_out` (none in stock, or the cart already holds the rest) or `fewer` (`added` units went in). Colours in the cart are named in `locale`.',
  auth: 'required',
  requestId: 'optional',
  params: uuidParamsSchema,
  query: localeOnlyQuerySchema,
  response: reorderResponseSchema,
  failures: [
    UNAUTHENTICATED,
    { status: 404, when: 'the id is malformed, unknown or another customer’s order' },
    badLocaleFailure,
  ],
  example: {
    path: `/api/v1/user/order/${exampleOrderDetail.uuid}/reorder/`,
    response: {
      data: {
        cart: { ...exampleCart, uuid: exampleUserId },
        added: [{ sku: '100234-401', name: 'Speedcross 6 W', size: '39 1/3', quantity: 2 }],
        unavailable: [
          {
            sku: 'FAL-220915-BLK',
            name: 'TK Run Laufsocken',
            size: '39-41',
            quantity: 1,
            reason: 'sold_out',
            added: 0,
          },
        ],
      },
    },
  },
  handler: async ({ services, session, params, query }) => {
    const user = requireUser(session)
    return { data: await reorder(services, { ...session, user }, params.id, query.locale) }
  },
})

export const orderCareEndpoints: AnyEndpoint[] = [
  cancelOrderEndpoint,
  cancelPlacedOrderEndpoint,
  reorderEndpoint,
]
