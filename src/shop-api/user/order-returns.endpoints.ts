/**
 * Returns (ADR 035): the customer registers what comes back of an order and prints its label; the
 * label also goes out by mail. Receiving the parcel is the returns centre's step (an operator's
 * command), not an endpoint.
 */
import { and, eq } from 'drizzle-orm'
import * as v from 'valibot'
import { requireUser } from '../auth/current-user'
import { idempotencyKeyOf } from '../checkout/checkout.endpoints'
import type { Database } from '../db/client'
import { orderLines, orderReturns, orders, returnMethods, stores } from '../db/schema'
import { EndpointReply, FileReply, defineEndpoint } from '../http/endpoint'
import type { AnyEndpoint } from '../http/endpoint'
import { notFound } from '../http/errors'
import { badLocaleFailure, localeOnlyQuerySchema } from '../http/locale'
import { countryName, storefrontLink } from '../mail/mail-locale'
import type { MailLocale } from '../mail/mail-locale'
import type { ShopApiServices } from '../services'
import { log } from '../../lib/log.server'
import { getOrder } from './order-history.service'
import { orderReturnMail, returnReasonText } from './order-return-mails'
import {
  NOTHING_TO_RETURN,
  NOT_YET_SHIPPED,
  RETURN_WINDOW_CLOSED,
  RETURN_WINDOW_DAYS,
  TEAM_ORDER_NOT_RETURNABLE,
  registerReturn,
} from './order-returns.service'
import type { ReturnRow } from './order-returns.service'
import { drawReturnLabel } from './return-label'
import { exampleOrderDetail } from './user.endpoints'
import { orderDetailSchema, orderReturnSchema, returnReasonSchema, uuidParamsSchema } from './user.schema'
import type { OrderReturn } from './user.schema'

const QUANTITY_MESSAGE = 'The quantity must be a whole number from 1.'
const LINE_ID_MESSAGE = 'The line id must be a whole number.'

export const registerReturnBodySchema = v.object({
  /** Order lines by `id` (as in the order's answer), the units of each and why they come back. */
  lines: v.pipe(
    v.array(
      v.object({
        id: v.pipe(v.number(LINE_ID_MESSAGE), v.integer(LINE_ID_MESSAGE)),
        quantity: v.pipe(
          v.number(QUANTITY_MESSAGE),
          v.integer(QUANTITY_MESSAGE),
          v.minValue(1, QUANTITY_MESSAGE),
        ),
        reason: v.picklist(returnReasonSchema.options, 'Choose why the item comes back.'),
      }),
      'The lines must be a list.',
    ),
    v.minLength(1, 'Choose at least one item to return.'),
    v.maxLength(200, 'An order has at most 200 lines.'),
  ),
  /** `pickup`: collected at the delivery address on the next working day; `store`: handed in at `storeId`. */
  method: v.picklist(returnMethods, 'Choose how the parcel comes back: pickup or store.'),
  storeId: v.optional(v.pipe(v.number('The store id must be a number.'), v.integer())),
})

export const registerReturnResponseSchema = v.object({
  data: v.object({ order: orderDetailSchema, orderReturn: orderReturnSchema }),
})

const labelParamsSchema = v.object({
  id: uuidParamsSchema.entries.id,
  returnId: uuidParamsSchema.entries.id,
})

const exampleReturn: OrderReturn = {
  uuid: '5f1c2a9e-8d4b-4c1f-9a07-3e6b2d8c4f10',
  code: `R-${exampleOrderDetail.number}-1`,
  method: 'pickup',
  pickupDate: '2026-11-25',
  store: null,
  lines: [{ id: exampleOrderDetail.lines[0]?.id ?? 1, quantity: 1, reason: 'too_small' }],
  status: 'registered',
  createdAt: '2026-11-24T08:12:00.000Z',
  receivedAt: null,
  refund: null,
  refundFormatted: null,
}

const UNAUTHENTICATED = { status: 401, when: 'no bearer token was sent' } as const

/** A return's label in the language it was registered in, with what comes back named. */
async function labelOf(db: Database, orderReturn: ReturnRow, locale: MailLocale) {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderReturn.orderId))
  if (!order) throw notFound('Return')
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, order.id))
  const [store] =
    orderReturn.storeId === null
      ? []
      : await db.select({ name: stores.name }).from(stores).where(eq(stores.id, orderReturn.storeId))
  // A store that closed meanwhile is no longer named; the parcel goes to any of the shop's stores.
  const storeName =
    orderReturn.method === 'store'
      ? (store?.name ?? (locale === 'en' ? 'any Sportalpin store' : 'jeder Sportalpin-Filiale'))
      : null
  // The customer sends the parcel: a click & collect order's delivery address is the store's.
  const sender = order.billingAddress ?? (order.deliveryType === 'home' ? order.deliveryAddress : null)
  const bytes = await drawReturnLabel({
    code: orderReturn.code,
    orderNumber: order.number,
    sender: {
      name: sender ? `${sender.firstname} ${sender.lastname}` : '',
      street: sender ? `${sender.street} ${sender.streetNo}` : '',
      postalCity: sender ? `${sender.postal} ${sender.city}` : '',
      country: sender ? countryName(sender.countryId, locale) : '',
    },
    method: orderReturn.method,
    pickupDate: orderReturn.pickupDate,
    storeName,
    lines: orderReturn.lines.map((entry) => {
      const line = lines.find((candidate) => candidate.id === entry.id)
      return {
        name: line?.name ?? '',
        size: line?.size ?? '',
        quantity: entry.quantity,
        reason: returnReasonText[locale][entry.reason],
      }
    }),
    locale: locale === 'en' ? 'en' : 'de',
  })
  return {
    bytes,
    order,
    lines,
    storeName,
    filename: `${orderReturn.code}.pdf`,
  }
}

/** Mails the registered return with its label, after the commit; a failed mail is logged, the return stands. */
async function sendReturnMail(
  services: ShopApiServices,
  orderReturn: ReturnRow,
  publicOrderId: string,
  locale: MailLocale,
) {
  try {
    const label = await labelOf(services.db, orderReturn, locale)
    if (label.order.email === null) return
    const firstName = (label.order.billingAddress ?? label.order.deliveryAddress)?.firstname
    await services.mailer.send(
      orderReturnMail({
        to: label.order.email,
        firstName,
        number: label.order.number,
        code: orderReturn.code,
        method: orderReturn.method,
        pickupDate: orderReturn.pickupDate,
        storeName: label.storeName,
        units: orderReturn.lines.map((entry) => {
          const line = label.lines.find((candidate) => candidate.id === entry.id)
          return { name: line?.name ?? '', size: line?.size ?? '', quantity: entry.quantity }
        }),
        orderLink: storefrontLink(
          services.storefrontOrigin,
          `/my-account/order-details/${publicOrderId}/`,
          locale,
        ).toString(),
        label: { filename: label.filename, contentType: 'application/pdf', content: label.bytes },
        locale,
      }),
    )
  } catch (error) {
    log.error({ err: error }, 'order return mail could not be sent')
  }
}

export const registerReturnEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/v1/user/order/:id/returns/',
  summary: `Registers a return of one of the customer’s orders (\`returnable\` in the order says whether one is possible): the named units of its lines (\`[{ id, quantity, reason }]\`, reasons ${returnReasonSchema.options.map((reason) => `\`${reason}\``).join(', ')}), collected at the delivery address on the next working day (\`method: pickup\`, home deliveries only) or handed in at a store (\`method: store\` with \`storeId\`). Possible once the order has left the warehouse and until ${RETURN_WINDOW_DAYS} days after it was delivered or picked up; not for team kit. A product’s mounting comes back with it. Nothing is refunded yet: once the parcel is received the goods go back into stock, their value is refunded (the delivery too when nothing of the order is kept), the loyalty points come down and the order becomes \`partly_returned\` or \`returned\`. A mail (kind \`order-return\`) in \`locale\` brings the label as a PDF. Send an \`Idempotency-Key\` header: a repeat answers 200 with \`Idempotent-Replayed: true\` and the same return.`,
  auth: 'required',
  requestId: 'optional',
  params: uuidParamsSchema,
  query: localeOnlyQuerySchema,
  body: registerReturnBodySchema,
  response: registerReturnResponseSchema,
  successStatus: 201,
  failures: [
    UNAUTHENTICATED,
    { status: 200, when: 'a request repeated with its `Idempotency-Key` (`Idempotent-Replayed: true`)' },
    { status: 404, when: 'the id is malformed, unknown or another customer’s order' },
    {
      status: 409,
      when: `the order has not shipped ("${NOT_YET_SHIPPED}"), its 30 days have passed ("${RETURN_WINDOW_CLOSED}"), it is team kit ("${TEAM_ORDER_NOT_RETURNABLE}") or nothing is left to return ("${NOTHING_TO_RETURN}"), all \`errors.order\`; or the \`Idempotency-Key\` was used for another return of this order (\`errors.idempotencyKey\`)`,
    },
    badLocaleFailure,
    {
      status: 422,
      when: '`lines` names a line the order does not have, a line twice, a service line (mounting comes back with its product), or more units than are left (`errors.lines`, one message per line); a pick-up for a click & collect order (`errors.method`); an unknown store (`errors.storeId`); or a malformed `Idempotency-Key`',
    },
  ],
  example: {
    path: `/api/v1/user/order/${exampleOrderDetail.uuid}/returns/`,
    body: { lines: [{ id: exampleReturn.lines[0]?.id, quantity: 1, reason: 'too_small' }], method: 'pickup' },
    response: {
      data: {
        order: {
          ...exampleOrderDetail,
          status: 'delivered',
          cancellable: false,
          lines: exampleOrderDetail.lines.map((line, index) =>
            index === 0 ? { ...line, returnedQuantity: 1 } : line,
          ),
          returns: [exampleReturn],
        },
        orderReturn: exampleReturn,
      },
    },
  },
  handler: async ({ services, session, params, body, query, request }) => {
    const user = requireUser(session)
    const outcome = await registerReturn(
      services.db,
      params.id,
      user.id,
      {
        lines: body.lines,
        method: body.method,
        storeId: body.storeId,
        locale: query.locale,
        idempotencyKey: idempotencyKeyOf(request),
      },
      services.now(),
    )
    if (outcome.changed) await sendReturnMail(services, outcome.orderReturn, params.id, query.locale)
    const order = await getOrder(services.db, user.id, params.id, services.now())
    const orderReturn = order.returns.find((entry) => entry.uuid === outcome.orderReturn.publicId)
    if (!orderReturn) throw new Error('The registered return is missing from its order')
    const data = { data: { order, orderReturn } }
    return outcome.changed ? data : new EndpointReply(data, 200, { 'idempotent-replayed': 'true' })
  },
})

export const returnLabelEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1/user/order/:id/returns/:returnId/label/',
  summary:
    'The label of one of the order’s returns as a PDF (`application/pdf`), in the language the return was registered in: the returns centre’s address, the sender, the order number, the return code as text and as a Code 128 barcode, how the parcel comes back and what is in it. Only for the customer who placed the order.',
  auth: 'required',
  requestId: 'optional',
  params: labelParamsSchema,
  response: v.object({ filename: v.string(), contentType: v.literal('application/pdf') }),
  produces: 'application/pdf',
  failures: [
    UNAUTHENTICATED,
    { status: 404, when: 'an id is malformed or unknown, or the order is another customer’s' },
  ],
  example: {
    path: `/api/v1/user/order/${exampleOrderDetail.uuid}/returns/${exampleReturn.uuid}/label/`,
    response: { filename: `${exampleReturn.code}.pdf`, contentType: 'application/pdf' },
  },
  handler: async ({ services, session, params }) => {
    const user = requireUser(session)
    const [found] = await services.db
      .select({ orderReturn: orderReturns })
      .from(orderReturns)
      .innerJoin(orders, eq(orders.id, orderReturns.orderId))
      .where(
        and(
          eq(orderReturns.publicId, params.returnId),
          eq(orders.publicId, params.id),
          eq(orders.userId, user.id),
        ),
      )
    if (!found) throw notFound('Return')
    const locale: MailLocale = found.orderReturn.locale === 'en' ? 'en' : 'de-AT'
    const label = await labelOf(services.db, found.orderReturn, locale)
    return new FileReply(label.bytes, { filename: label.filename, contentType: 'application/pdf' })
  },
})

export const orderReturnEndpoints: AnyEndpoint[] = [registerReturnEndpoint, returnLabelEndpoint]
