/**
 * Service and rental booking per store (ADR 037): what a store offers, free slots and rental
 * pieces, and bookings for guests and customers.
 */
import * as v from 'valibot'
import { enforceAddressLimit } from '../auth/address-limits'
import { clientAddressOf } from '../http/client-address'
import { EndpointReply, defineEndpoint } from '../http/endpoint'
import type { AnyEndpoint } from '../http/endpoint'
import { noUuidHeader, unauthenticated } from '../http/errors'
import { apiLocales, badLocaleFailure, localeOnlyQuerySchema } from '../http/locale'
import type { SessionContext } from '../session/session'
import {
  answeredRequestId,
  creatingCallerOf,
  requiredIdempotencyKey,
  visitorCallerOf,
} from '../user/visitor-contact'
import {
  BOOKING_TOO_LATE,
  EQUIPMENT_TAKEN,
  MAX_RANGE_DAYS,
  SERVICE_NOT_OFFERED,
  SLOT_INVALID,
  SLOT_TAKEN,
  bookingParamsSchema,
  bookingResponseSchema,
  bookingsResponseSchema,
  createBookingBodySchema,
  createdBookingResponseSchema,
  dateRangeQuerySchema,
  rentalAvailabilityResponseSchema,
  serviceCatalogResponseSchema,
  slotsResponseSchema,
  storeServiceParamsSchema,
  storeServicesParamsSchema,
  storeServicesResponseSchema,
} from './bookings.schema'
import {
  cancelBooking,
  createBooking,
  listBookings,
  listServiceCatalog,
  listStoreServices,
  readBooking,
  rentalAvailability,
  serviceSlots,
} from './bookings.service'
import type { BookingAccess } from './bookings.service'
import { DEPOSIT_NOTE, MAX_RENTAL_DAYS, RENTAL_DISCOUNTS } from './rental-terms'

const exampleStore = {
  id: 3,
  slug: 'wien-mariahilfer-strasse',
  name: 'Sportalpin Wien Mariahilfer Straße',
  url: '/shop/wien-mariahilfer-strasse/',
  street: 'Mariahilfer Straße',
  streetNo: '85',
  postal: '1060',
  city: 'Wien',
  phone: '+43 1 5974410',
}

export const serviceCatalogEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1/services/',
  summary:
    'Every service that can be booked in some store, with what it costs at least (`priceFromCents`: an appointment’s price, 0 for "kostenlos"; a rental’s lowest day price), the stores that offer it (`storeIds`), the storefront page describing it (`page`) and the sports whose mountable products (skis, bikes) it serves (`sports`, sport slugs): the storefront offers "book an appointment" there. `locale` de-AT (default) or en.',
  auth: 'none',
  requestId: 'none',
  query: localeOnlyQuerySchema,
  response: serviceCatalogResponseSchema,
  failures: [badLocaleFailure],
  example: {
    response: {
      data: {
        services: [
          {
            slug: 'ski-service',
            kind: 'appointment',
            name: 'Ski- & Snowboard-Service',
            description:
              'Belag ausbessern, Kanten schleifen, Wachs: Wir nehmen deine Ski oder dein Snowboard entgegen, besprechen mit dir, was sie brauchen, und du holst sie nach zwei Werktagen fertig ab.',
            priceFromCents: 3990,
            page: '/services/ski-service/',
            sports: ['ski-alpin', 'skitouren', 'langlauf', 'snowboard'],
            storeIds: [3, 14, 15],
          },
          {
            slug: 'running-analysis',
            kind: 'appointment',
            name: 'Laufanalyse',
            description:
              'Wir filmen deinen Laufstil auf dem Laufband und finden mit dir den Schuh, der zu deinem Fuß und deinem Training passt.',
            priceFromCents: 0,
            page: null,
            sports: ['strassenlauf', 'trailrunning'],
            storeIds: [3],
          },
        ],
      },
    },
  },
  handler: async ({ services, query }) => ({ data: await listServiceCatalog(services.db, query.locale) }),
})

export const storeServicesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1/stores/:store/services/',
  summary:
    'The services a store (by id) can be booked for: appointments (`kind: appointment`: ski and snowboard service, bike service, bike fitting, running analysis) with their length, price (`free` for "kostenlos"), what to bring and the store’s workstations (`capacity`: bookings at the same time); and rentals (`kind: rental`) with their equipment categories, day prices, sizes, the multi-day discounts and the deposit note. `leadMinutes` and `horizonDays` say how soon and how far ahead a booking can be made. `locale` de-AT (default) or en.',
  auth: 'none',
  requestId: 'none',
  params: storeServicesParamsSchema,
  query: localeOnlyQuerySchema,
  response: storeServicesResponseSchema,
  failures: [{ status: 404, when: 'no store has that id' }, badLocaleFailure],
  example: {
    path: '/api/v1/stores/3/services/',
    response: {
      data: {
        store: exampleStore,
        services: [
          {
            slug: 'running-analysis',
            kind: 'appointment',
            name: 'Laufanalyse',
            description:
              'Wir filmen deinen Laufstil auf dem Laufband und finden mit dir den Schuh, der zu deinem Fuß und deinem Training passt.',
            bring: 'Laufkleidung und deine aktuellen Laufschuhe.',
            durationMinutes: 45,
            price: { cents: 0, free: true },
            capacity: 1,
            leadMinutes: 120,
            horizonDays: 28,
            page: null,
            rental: null,
          },
          {
            slug: 'ski-rental',
            kind: 'rental',
            name: 'Skiverleih',
            description:
              'Ski und Skischuhe für einen oder mehrere Tage, von unseren Serviceleuten auf dich eingestellt. Ab drei Tagen wird es günstiger.',
            bring: 'Einen Lichtbildausweis; für Skischuhe deine Skisocken.',
            durationMinutes: null,
            price: null,
            capacity: 1,
            leadMinutes: 0,
            horizonDays: 90,
            page: '/services/ski-service/',
            rental: {
              categories: [
                {
                  slug: 'allround-ski',
                  name: 'Allround-Ski',
                  dayPriceCents: 2900,
                  depositCents: 0,
                  sizes: ['150', '155', '160', '165', '170'],
                },
              ],
              discounts: RENTAL_DISCOUNTS.map((step) => ({ ...step })),
              maxDays: MAX_RENTAL_DAYS,
              depositNote: DEPOSIT_NOTE['de-AT'],
            },
          },
        ],
      },
    },
  },
  handler: async ({ services, params, query }) => ({
    data: await listStoreServices(services.db, params.store, query.locale),
  }),
})

export const serviceSlotsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1/stores/:store/services/:service/slots/',
  summary: `The slots of an appointment service in a store on the Vienna dates \`from\` to \`to\` (inclusive, at most ${String(MAX_RANGE_DAYS)} days): every date with \`open\` (false on closed days and Austrian public holidays) and its slots, each with its Vienna start time, its instants and the workstations still \`free\` (0: fully booked). Slots are laid out from each opening time in steps, end by closing time at the latest, start no sooner than the lead time from now and lie within the booking horizon; daylight-saving days follow Vienna's wall clock.`,
  auth: 'none',
  requestId: 'none',
  params: storeServiceParamsSchema,
  query: dateRangeQuerySchema,
  response: slotsResponseSchema,
  failures: [
    { status: 404, when: 'no such store, the store does not offer the service, or it is a rental service' },
    {
      status: 422,
      when: `\`from\`/\`to\` missing or not dates, \`to\` before \`from\`, or more than ${String(MAX_RANGE_DAYS)} days`,
    },
  ],
  example: {
    path: '/api/v1/stores/3/services/running-analysis/slots/',
    query: { from: '2026-12-01', to: '2026-12-01' },
    response: {
      data: {
        service: { slug: 'running-analysis', name: 'Laufanalyse', durationMinutes: 45 },
        days: [
          {
            date: '2026-12-01',
            open: true,
            slots: [
              {
                time: '09:30',
                startsAt: '2026-12-01T08:30:00.000Z',
                endsAt: '2026-12-01T09:15:00.000Z',
                free: 1,
              },
              {
                time: '10:15',
                startsAt: '2026-12-01T09:15:00.000Z',
                endsAt: '2026-12-01T10:00:00.000Z',
                free: 0,
              },
            ],
          },
        ],
      },
    },
  },
  handler: async ({ services, params, query }) => ({
    data: await serviceSlots(services.db, params.store, params.service, query, services.now(), query.locale),
  }),
})

export const rentalAvailabilityEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1/stores/:store/services/:service/rental-availability/',
  summary: `The equipment of a rental service in a store, per Vienna date from \`from\` to \`to\` (inclusive, at most ${String(MAX_RANGE_DAYS)} days): for each category and size the pieces still \`free\` that day. \`open\` says whether the store opens that day (pick-up and return are on open days; a rental runs over closed days).`,
  auth: 'none',
  requestId: 'none',
  params: storeServiceParamsSchema,
  query: dateRangeQuerySchema,
  response: rentalAvailabilityResponseSchema,
  failures: [
    {
      status: 404,
      when: 'no such store, the store does not offer the service, or it is not a rental service',
    },
    {
      status: 422,
      when: `\`from\`/\`to\` missing or not dates, \`to\` before \`from\`, or more than ${String(MAX_RANGE_DAYS)} days`,
    },
  ],
  example: {
    path: '/api/v1/stores/14/services/ski-rental/rental-availability/',
    query: { from: '2026-12-19', to: '2026-12-20' },
    response: {
      data: {
        service: { slug: 'ski-rental', name: 'Skiverleih' },
        days: [
          {
            date: '2026-12-19',
            open: true,
            equipment: [
              { category: 'allround-ski', size: '160', free: 4 },
              { category: 'allround-ski', size: '165', free: 0 },
            ],
          },
          {
            date: '2026-12-20',
            open: false,
            equipment: [
              { category: 'allround-ski', size: '160', free: 5 },
              { category: 'allround-ski', size: '165', free: 1 },
            ],
          },
        ],
      },
    },
  },
  handler: async ({ services, params, query }) => ({
    data: await rentalAvailability(
      services.db,
      params.store,
      params.service,
      query,
      services.now(),
      query.locale,
    ),
  }),
})

const exampleBooking = {
  uuid: '0b6f7d1e-4c2a-4e8b-9a35-7f1d2c3b4a59',
  status: 'booked' as const,
  kind: 'appointment' as const,
  service: {
    slug: 'running-analysis',
    name: 'Laufanalyse',
    bring: 'Laufkleidung und deine aktuellen Laufschuhe.',
  },
  store: exampleStore,
  startsAt: '2026-12-01T08:30:00.000Z',
  endsAt: '2026-12-01T09:15:00.000Z',
  firstDay: null,
  lastDay: null,
  rental: null,
  priceCents: 0,
  name: 'Anna Huber',
  email: 'anna.huber@example.at',
  phone: '+43 664 1234567',
  note: '',
  createdAt: '2026-11-28T09:15:00.000Z',
  cancelledAt: null,
  cancellableUntil: '2026-11-30T08:30:00.000Z',
  url: 'https://www.sportalpin.at/termin/0b6f7d1e-4c2a-4e8b-9a35-7f1d2c3b4a59/',
}

export const createBookingEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/v1/bookings/',
  summary: `Books a service in a store. An appointment names one of the offered slots (\`startsAt\` as the slots answer it); a rental its pick-up and return days (\`firstDay\`, \`lastDay\`: open days of the store, from tomorrow, at most ${String(MAX_RENTAL_DAYS)} days), \`category\`, \`size\` and what the binding is set by (\`heightCm\`, \`weightKg\`, \`shoeSize\`, \`skill\` 1–3). Capacity is checked under a lock in the booking's transaction: a slot is never overbooked, a piece of equipment never lent twice on a day. A guest (\`X-Request-Id\` \`g…\`, or none: a new guest id is made and answered as \`uuid\`) sends \`name\`, \`email\` and \`phone\`; a customer's default to the account's. A confirmation mail (kind \`booking-confirmation\`, in \`locale\`) brings the appointment as an iCalendar file (\`text/calendar\`, Europe/Vienna) and a link that opens the booking on any device. An \`Idempotency-Key\` header is required: a repeat with the same key answers 200 with the first booking.`,
  auth: 'optional',
  requestId: 'optional',
  body: createBookingBodySchema,
  response: createdBookingResponseSchema,
  successStatus: 201,
  failures: [
    {
      status: 200,
      when: 'a replay of an earlier request with the same `Idempotency-Key` (also from a first-time guest without a request id): the first booking, answered before any other check',
    },
    {
      status: 409,
      when: `the slot is fully booked (\`errors.startsAt\`: "${SLOT_TAKEN}"), the size is not free on every day (\`errors.size\`: "${EQUIPMENT_TAKEN}"), or the \`Idempotency-Key\` was used for another booking (\`errors.idempotencyKey\`)`,
    },
    {
      status: 422,
      when: `a missing or malformed \`Idempotency-Key\`, an unknown store, a service the store does not offer (\`errors.service\`: "${SERVICE_NOT_OFFERED}"), a start that is not an offered slot (\`errors.startsAt\`: "${SLOT_INVALID}"), rental days, category or size that do not fit, a guest without name, e-mail or phone, or invalid fields`,
    },
    {
      status: 429,
      when: 'more than 20 bookings from this client address, or 10 for this e-mail address, within an hour (`Retry-After`)',
    },
  ],
  example: {
    body: {
      store: 3,
      service: 'running-analysis',
      startsAt: '2026-12-01T08:30:00.000Z',
      name: 'Anna Huber',
      email: 'anna.huber@example.at',
      phone: '+43 664 1234567',
      locale: 'de-AT',
    },
    response: { data: { booking: exampleBooking, uuid: 'g3f1e2d4c5b6a79880716253443526171' } },
  },
  handler: async ({ services, body, session, request }) => {
    const idempotencyKey = requiredIdempotencyKey(request)
    const caller = creatingCallerOf(session)
    // A first-time guest has no request id yet: a repeated submit must still find its booking.
    const scope = session.user
      ? `user:${String(session.user.id)}`
      : session.requestId
        ? `guest:${session.requestId}`
        : 'anon'
    const now = services.now()
    const outcome = await createBooking(services, caller, body, {
      idempotencyKey,
      scope,
      beforeNew: async () => {
        await enforceAddressLimit(services.db, 'booking', clientAddressOf(request), now)
        if (body.email !== '') await enforceAddressLimit(services.db, 'booking-email', body.email, now)
      },
    })
    const uuid = session.user
      ? session.user.requestId
      : (outcome.guestRequestId ?? answeredRequestId(session, caller))
    const answer = { data: { booking: outcome.booking, uuid } }
    return outcome.replayed ? new EndpointReply(answer, 200) : answer
  },
})

/** The caller, and the key from the mail's link (header `X-Booking-Key`), which opens it for anyone. */
function accessOf(session: SessionContext, request: Request): BookingAccess {
  const key = request.headers.get('x-booking-key')
  const parsedKey = key !== null && /^[A-Za-z0-9_-]{16,64}$/.test(key) ? key : null
  if (!session.user && session.requestId === null && parsedKey === null) throw noUuidHeader()
  return { caller: visitorCallerOf(session), key: parsedKey }
}

/** The language of an answer's names; the booking's own when not asked. */
const answerLocaleQuerySchema = v.object({
  locale: v.optional(v.picklist(apiLocales, 'locale is de-AT or en')),
})

const accessFailures = [
  badLocaleFailure,
  { status: 401, when: 'neither a token, a request id nor a booking key was sent' },
  {
    status: 404,
    when: 'the id is unknown or malformed, or the booking is not the caller’s and the key does not fit',
  },
]

export const bookingEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1/bookings/:uuid/',
  summary:
    'A booking, for whoever made it (the customer by bearer token, the guest by the `X-Request-Id` it was made with) or for anyone with the key from the confirmation mail’s link (header `X-Booking-Key`). Anyone else gets 404.',
  auth: 'optional',
  requestId: 'optional',
  params: bookingParamsSchema,
  query: answerLocaleQuerySchema,
  response: bookingResponseSchema,
  failures: accessFailures,
  example: {
    path: `/api/v1/bookings/${exampleBooking.uuid}/`,
    response: { data: { booking: exampleBooking } },
  },
  handler: async ({ services, params, session, request, query }) => ({
    data: { booking: await readBooking(services, accessOf(session, request), params.uuid, query.locale) },
  }),
})

export const cancelBookingEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/api/v1/bookings/:uuid/',
  summary:
    'Cancels a booking (for whoever may read it, as GET) until 24 hours before it starts (a rental: before the store opens on the pick-up day); one made less than 24 hours ahead within an hour of booking it, until it starts (`cancellableUntil` says which). The slot or the equipment is free again at once, and a mail (kind `booking-cancelled`) with a cancelling calendar file goes out. Cancelling again answers the cancelled booking (no second mail).',
  auth: 'optional',
  requestId: 'optional',
  params: bookingParamsSchema,
  query: answerLocaleQuerySchema,
  response: bookingResponseSchema,
  failures: [...accessFailures, { status: 409, when: `after \`cancellableUntil\` ("${BOOKING_TOO_LATE}")` }],
  example: {
    path: `/api/v1/bookings/${exampleBooking.uuid}/`,
    response: {
      data: { booking: { ...exampleBooking, status: 'cancelled', cancelledAt: '2026-11-28T11:02:00.000Z' } },
    },
  },
  handler: async ({ services, params, session, request, query }) => ({
    data: { booking: await cancelBooking(services, accessOf(session, request), params.uuid, query.locale) },
  }),
})

export const myBookingsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1/user/bookings/',
  summary:
    'The logged-in customer’s bookings (at most 200): the coming ones first, soonest first, then the past ones, latest first.',
  auth: 'required',
  requestId: 'none',
  query: answerLocaleQuerySchema,
  response: bookingsResponseSchema,
  failures: [badLocaleFailure],
  example: { response: { data: { bookings: [exampleBooking] } } },
  handler: async ({ services, session, query }) => {
    if (!session.user) throw unauthenticated()
    return { data: { bookings: await listBookings(services, session.user, query.locale) } }
  },
})

export const bookingEndpoints: AnyEndpoint[] = [
  serviceCatalogEndpoint,
  storeServicesEndpoint,
  serviceSlotsEndpoint,
  rentalAvailabilityEndpoint,
  createBookingEndpoint,
  bookingEndpoint,
  cancelBookingEndpoint,
  myBookingsEndpoint,
]
