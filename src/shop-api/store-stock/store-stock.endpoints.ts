/**
 * Omnichannel (spec §4 feature switching): stock per store and size, pick-up of a cart, and click &
 * reserve. Registered only where omnichannel is available; elsewhere every path answers 404.
 */
import { enforceAddressLimit } from '../auth/address-limits'
import { clientAddressOf } from '../http/client-address'
import { EndpointReply, defineEndpoint } from '../http/endpoint'
import type { AnyEndpoint } from '../http/endpoint'
import { noUuidHeader, unauthenticated } from '../http/errors'
import type { SessionContext } from '../session/session'
import {
  answeredRequestId,
  creatingCallerOf,
  requiredIdempotencyKey,
  visitorCallerOf,
} from '../user/visitor-contact'
import {
  MAX_HELD_RESERVATIONS,
  cancelReservation,
  createReservation,
  listReservations,
  readReservation,
} from './reservations.service'
import type { ReservationAnswer, ReservationCaller } from './reservations.service'
import {
  NOT_IN_STORE,
  RESERVATION_ENDED,
  createReservationBodySchema,
  createdReservationResponseSchema,
  pickupQuerySchema,
  pickupResponseSchema,
  reservationParamsSchema,
  reservationResponseSchema,
  reservationsResponseSchema,
  storeStockQuerySchema,
  storeStockResponseSchema,
  tooManyHeld,
} from './store-stock.schema'
import { FEW_UNITS_MAX, STORE_DELIVERY_DAYS, readCartPickup, readStoreStock } from './store-stock.service'

const exampleStockStore = {
  id: 7,
  slug: 'wien-mitte',
  name: 'Sportalpin Wien Mitte',
  url: '/shop/wien-mitte/',
  street: 'Landstraßer Hauptstraße',
  streetNo: '1b',
  postal: '1030',
  city: 'Wien',
}

const exampleOpening = { openNow: true, closesAt: '19:00', nextOpening: null }

export const storeStockEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1/stock/stores/',
  feature: 'omnichannel',
  summary: `Which stores have a size (\`productOption\`) — or any size of a product (\`product\`); send exactly one. Every store is listed with its band: \`available\` (more than ${FEW_UNITS_MAX} units), \`few\` (1–${FEW_UNITS_MAX}, with the exact \`quantity\`) or \`none\`; for a whole product only \`available\` or \`none\`. Each store has its opening state now (Vienna time, closed on Austrian public holidays; \`closesAt\` while open, \`nextOpening\` while closed) and, with \`lat\`/\`lng\`, its distance. Order: the caller's store first (\`store\`, else a logged-in customer's account store; \`isCallerStore\`), then nearest first with a position, else the stores that have it first, then by city and name. \`storesWithStock\` counts the stores that have it. The bearer token is optional. Omnichannel only: elsewhere 404.`,
  auth: 'optional',
  requestId: 'none',
  query: storeStockQuerySchema,
  response: storeStockResponseSchema,
  failures: [
    { status: 404, when: 'omnichannel is off, or the product option or product does not exist' },
    {
      status: 422,
      when: 'neither or both of productOption and product, ids that are not positive whole numbers, lat/lng out of range or only one of them',
    },
  ],
  example: {
    query: { productOption: '5120', store: '7' },
    response: {
      data: {
        product: { id: 812, name: 'Salomon Speedcross 6', url: '/p/salomon-speedcross-6-damen-blau-812/' },
        size: { id: 5120, label: '39' },
        storesWithStock: 9,
        stores: [
          {
            store: exampleStockStore,
            availability: 'few',
            quantity: 2,
            opening: exampleOpening,
            distanceKm: null,
            isCallerStore: true,
          },
          {
            store: {
              ...exampleStockStore,
              id: 3,
              slug: 'wien-mariahilfer-strasse',
              name: 'Sportalpin Wien Mariahilfer Straße',
              url: '/shop/wien-mariahilfer-strasse/',
              street: 'Mariahilfer Straße',
              streetNo: '85',
              postal: '1060',
            },
            availability: 'available',
            quantity: null,
            opening: { openNow: false, closesAt: null, nextOpening: { date: '2026-11-30', time: '09:30' } },
            distanceKm: null,
            isCallerStore: false,
          },
        ],
      },
    },
  },
  handler: async ({ services, query, session }) => {
    const position =
      query.lat !== undefined && query.lng !== undefined
        ? { latitude: query.lat, longitude: query.lng }
        : null
    return {
      data: await readStoreStock(services.db, { ...query, position }, session.user, services.now()),
    }
  },
})

export const cartPickupEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1/stock/pickup/',
  feature: 'omnichannel',
  summary: `Click & collect for a whole cart: \`lines\` lists its sizes and quantities (\`productOption:quantity\`, comma-separated, at most 50). Every store answers whether all lines are on its shelves in that quantity (\`inStock\`, \`pickupInDays\` 0: collect today while it is open) or the order is sent there from the web warehouse (\`pickupInDays\` ${STORE_DELIVERY_DAYS}, working days). Unknown sizes count as not on any shelf. Omnichannel only: elsewhere 404.`,
  auth: 'none',
  requestId: 'none',
  query: pickupQuerySchema,
  response: pickupResponseSchema,
  failures: [
    { status: 404, when: 'omnichannel is off' },
    { status: 422, when: 'lines missing, malformed, or more than 50' },
  ],
  example: {
    query: { lines: '5120:1,6210:2' },
    response: {
      data: {
        stores: [
          { storeId: 3, inStock: false, pickupInDays: STORE_DELIVERY_DAYS },
          { storeId: 7, inStock: true, pickupInDays: 0 },
        ],
      },
    },
  },
  handler: async ({ services, query }) => ({ data: await readCartPickup(services.db, query.lines) }),
})

const exampleReservation = {
  uuid: '6f1c2b0a-8d4e-4a51-9c3b-2e7f1d9a4b6c',
  status: 'held' as const,
  pickupCode: 'K7M4QZ',
  quantity: 1,
  createdAt: '2026-11-28T09:15:00.000Z',
  expiresAt: '2026-11-30T09:15:00.000Z',
  endedAt: null,
  product: {
    id: 812,
    name: 'Salomon Speedcross 6',
    url: '/p/salomon-speedcross-6-damen-blau-812/',
    image: '/media/products/salomon/shoe-1f4e8c-1.svg?v=3f9a0c2b71d4',
  },
  size: { id: 5120, label: '39' },
  store: exampleStockStore,
  name: 'Anna Huber',
  email: 'anna.huber@example.at',
  phone: '+43 664 1234567',
}

export const createReservationEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/v1/reservations/',
  feature: 'omnichannel',
  summary: `Click & reserve: one unit of a size (\`productOption\`) is put aside in a store (\`store\`) for 48 hours, without payment; it leaves that store's shelf at once, in the same transaction (never oversold under concurrency). A guest (\`X-Request-Id\` \`g…\`, or none: a new guest id is made and answered as \`uuid\`) sends \`name\`, \`email\` and \`phone\`; a customer's name, e-mail and phone default to the account's. \`locale\` (de-AT or en) is the language of the confirmation mail (kind \`reservation-confirmation\`, with the pick-up code and a link to \`{storefront}/reservierung/{uuid}/\`). An \`Idempotency-Key\` header is required: a repeat with the same key answers 200 with the first reservation. At most ${MAX_HELD_RESERVATIONS} held reservations per customer or guest. Omnichannel only: elsewhere 404.`,
  auth: 'optional',
  requestId: 'optional',
  body: createReservationBodySchema,
  response: createdReservationResponseSchema,
  successStatus: 201,
  failures: [
    {
      status: 200,
      when: 'a replay of an earlier request with the same `Idempotency-Key`: the first reservation',
    },
    { status: 404, when: 'omnichannel is off' },
    {
      status: 409,
      when: `the store has no unit of the size left (\`errors.productOption\`: "${NOT_IN_STORE}"), or the customer or guest holds ${MAX_HELD_RESERVATIONS} reservations already (\`errors.reservations\`: "${tooManyHeld(MAX_HELD_RESERVATIONS)}")`,
    },
    {
      status: 422,
      when: `a missing or malformed \`Idempotency-Key\` (\`errors.idempotencyKey\`), an unknown store or size, a guest without name, e-mail or phone, or invalid fields`,
    },
    {
      status: 429,
      when: 'more than 20 reservations from this client address, or 10 for this e-mail address, within an hour (`Retry-After`)',
    },
  ],
  example: {
    body: {
      productOption: 5120,
      store: 7,
      name: 'Anna Huber',
      email: 'anna.huber@example.at',
      phone: '+43 664 1234567',
      locale: 'de-AT',
    },
    response: { data: { reservation: exampleReservation, uuid: 'g3f1e2d4c5b6a79880716253443526171' } },
  },
  handler: async ({ services, body, session, request }) => {
    const key = requiredIdempotencyKey(request)
    const caller = creatingCallerOf(session)
    const now = services.now()
    await enforceAddressLimit(services.db, 'reservation', clientAddressOf(request), now)
    if (body.email !== '') await enforceAddressLimit(services.db, 'reservation-email', body.email, now)
    const { reservation, replayed } = await createReservation(services, caller, body, key)
    const answer = { data: { reservation, uuid: answeredRequestId(session, caller) } }
    return replayed ? new EndpointReply(answer, 200) : answer
  },
})

/** Reading or cancelling needs a caller: a customer's token or a guest's request id. */
function knownCaller(session: SessionContext): ReservationCaller {
  if (!session.user && session.requestId === null) throw noUuidHeader()
  return visitorCallerOf(session)
}

export const reservationEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1/reservations/:uuid/',
  feature: 'omnichannel',
  summary:
    'A reservation, for whoever made it: the customer (bearer token) or the guest (`X-Request-Id` of the reservation). Anyone else gets 404. Omnichannel only: elsewhere 404.',
  auth: 'optional',
  requestId: 'optional',
  params: reservationParamsSchema,
  response: reservationResponseSchema,
  failures: [
    { status: 401, when: 'neither a token nor a request id was sent' },
    {
      status: 404,
      when: 'omnichannel is off, the id is unknown or malformed, or the reservation is not the caller’s',
    },
  ],
  example: {
    path: `/api/v1/reservations/${exampleReservation.uuid}/`,
    response: { data: { reservation: exampleReservation } },
  },
  handler: async ({ services, params, session }) => ({
    data: { reservation: await readReservation(services.db, knownCaller(session), params.uuid) },
  }),
})

export const cancelReservationEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/api/v1/reservations/:uuid/',
  feature: 'omnichannel',
  summary:
    'Cancels a held reservation (for whoever made it, as GET): its unit returns to the store’s shelf in the same transaction and a mail (kind `reservation-cancelled`) goes out. Cancelling again answers the cancelled reservation (no second mail, no second unit). Omnichannel only: elsewhere 404.',
  auth: 'optional',
  requestId: 'optional',
  params: reservationParamsSchema,
  response: reservationResponseSchema,
  failures: [
    { status: 401, when: 'neither a token nor a request id was sent' },
    {
      status: 404,
      when: 'omnichannel is off, the id is unknown or malformed, or the reservation is not the caller’s',
    },
    { status: 409, when: `the reservation was collected or has expired ("${RESERVATION_ENDED}")` },
  ],
  example: {
    path: `/api/v1/reservations/${exampleReservation.uuid}/`,
    response: {
      data: {
        reservation: { ...exampleReservation, status: 'cancelled', endedAt: '2026-11-28T11:02:00.000Z' },
      },
    },
  },
  handler: async ({ services, params, session }) => ({
    data: { reservation: await cancelReservation(services, knownCaller(session), params.uuid) },
  }),
})

export const myReservationsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1/user/reservations/',
  feature: 'omnichannel',
  summary:
    'The logged-in customer’s reservations, newest first (at most 100). Omnichannel only: elsewhere 404.',
  auth: 'required',
  requestId: 'none',
  response: reservationsResponseSchema,
  failures: [{ status: 404, when: 'omnichannel is off' }],
  example: { response: { data: { reservations: [exampleReservation] } } },
  handler: async ({ services, session }) => {
    if (!session.user) throw unauthenticated()
    const reservations: ReservationAnswer[] = await listReservations(services.db, session.user)
    return { data: { reservations } }
  },
})

export const storeStockEndpoints: AnyEndpoint[] = [
  storeStockEndpoint,
  cartPickupEndpoint,
  createReservationEndpoint,
  reservationEndpoint,
  cancelReservationEndpoint,
  myReservationsEndpoint,
]
