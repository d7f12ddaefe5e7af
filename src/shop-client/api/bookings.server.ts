/**
 * Service and rental booking (docs/api.md "Service and rental booking"): what a store offers, free
 * slots and rental pieces, and bookings made, read and cancelled with the visitor's session, or with
 * the key from the confirmation mail's link (it opens a booking on any device).
 */
import * as v from 'valibot'
import { shopApiPaths } from '../paths'
import {
  bookingResponseSchema,
  bookingsResponseSchema,
  createdBookingResponseSchema,
  rentalAvailabilityResponseSchema,
  serviceCatalogResponseSchema,
  slotsResponseSchema,
  storeServicesResponseSchema,
} from '../schemas/bookings.schema'
import type {
  Booking,
  BookingInput,
  RentalDay,
  ServiceCatalogEntry,
  SlotDay,
  StoreServices,
} from '../schemas/bookings.schema'
import {
  asCustomer,
  readFromShop,
  readShopSession,
  shopFailureOf,
  storeRequestId,
  writeToShop,
} from '../session-gateway.server'
import type { CustomerResult } from '../session-gateway.server'

type Locale = 'de-AT' | 'en'

const CATALOG_TTL_MS = 5 * 60_000
const catalogs = new Map<
  Locale,
  { readonly services: Promise<ServiceCatalogEntry[]>; readonly loadedAt: number }
>()

/**
 * GET /api/v1/services/: every bookable service with the stores that offer it, kept for a few
 * minutes per process and language: product and service pages ask on every view, and a retailer's
 * services do not change by the minute. A failed read is not kept.
 */
export function readServiceCatalog(locale: Locale, now = Date.now()): Promise<ServiceCatalogEntry[]> {
  const cached = catalogs.get(locale)
  if (cached && now - cached.loadedAt < CATALOG_TTL_MS) return cached.services
  const services = readFromShop((client) =>
    client.request('GET', shopApiPaths.bookings.catalog, {
      query: { locale },
      schema: serviceCatalogResponseSchema,
    }),
  ).then((response) => response.data.services)
  catalogs.set(locale, { services, loadedAt: now })
  services.catch(() => {
    if (catalogs.get(locale)?.services === services) catalogs.delete(locale)
  })
  return services
}

/** GET /api/v1/stores/{id}/services/: null for an unknown store. */
export async function readStoreServices(store: number, locale: Locale): Promise<StoreServices | null> {
  try {
    const response = await readFromShop((client) =>
      client.request('GET', shopApiPaths.bookings.storeServices(store), {
        query: { locale },
        schema: storeServicesResponseSchema,
      }),
    )
    return response.data
  } catch (error) {
    if (shopFailureOf(error)?.status === 404) return null
    throw error
  }
}

export interface DateRange {
  readonly from: string
  readonly to: string
}

/** GET …/services/{service}/slots/: every date of the range with its slots; null when not offered. */
export async function readSlots(
  store: number,
  service: string,
  range: DateRange,
  locale: Locale,
): Promise<SlotDay[] | null> {
  try {
    const response = await readFromShop((client) =>
      client.request('GET', shopApiPaths.bookings.slots(store, service), {
        query: { ...range, locale },
        schema: slotsResponseSchema,
      }),
    )
    return response.data.days
  } catch (error) {
    const status = shopFailureOf(error)?.status
    if (status === 404 || status === 422) return null
    throw error
  }
}

/** GET …/services/{service}/rental-availability/: free pieces per day and size; null when not offered. */
export async function readRentalAvailability(
  store: number,
  service: string,
  range: DateRange,
  locale: Locale,
): Promise<RentalDay[] | null> {
  try {
    const response = await readFromShop((client) =>
      client.request('GET', shopApiPaths.bookings.rentalAvailability(store, service), {
        query: { ...range, locale },
        schema: rentalAvailabilityResponseSchema,
      }),
    )
    return response.data.days
  } catch (error) {
    const status = shopFailureOf(error)?.status
    if (status === 404 || status === 422) return null
    throw error
  }
}

export type CreateBookingResult =
  | { readonly ok: true; readonly booking: Booking }
  | {
      readonly ok: false
      readonly reason: 'taken' | 'invalid' | 'throttled' | 'session-expired'
      /** The API's message per field (English; the page shows its own words per field). */
      readonly fields?: Readonly<Record<string, string>>
    }

/**
 * POST /api/v1/bookings/. A guest's booking belongs to the request id, which is kept in the
 * visitor's cookie (a new one is made for a first-time guest), so the booking page opens for them.
 */
export async function createBooking(
  input: BookingInput,
  idempotencyKey: string,
): Promise<CreateBookingResult> {
  try {
    const written = await writeToShop((client, session) =>
      client.request('POST', shopApiPaths.bookings.create, {
        session,
        body: input,
        headers: { 'idempotency-key': idempotencyKey },
        schema: createdBookingResponseSchema,
      }),
    )
    if (!written.ok) return { ok: false, reason: 'session-expired' }
    storeRequestId(written.value.data.uuid)
    return { ok: true, booking: written.value.data.booking }
  } catch (error) {
    const failure = shopFailureOf(error)
    if (failure?.status === 409) return { ok: false, reason: 'taken' }
    if (failure?.status === 429) return { ok: false, reason: 'throttled' }
    if (failure?.status !== 422) throw error
    const fields = Object.fromEntries(
      Object.entries(failure.errors).map(([field, messages]) => [field, messages[0] ?? '']),
    )
    return { ok: false, reason: 'invalid', fields }
  }
}

const bookingIdSchema = v.pipe(v.string(), v.uuid())
const bookingKeySchema = v.pipe(v.string(), v.regex(/^[\w-]{16,64}$/))

/** The mail's key as the API's header; nothing for a missing or malformed key. */
function keyHeaders(key: string | undefined): Record<string, string> {
  return key !== undefined && v.safeParse(bookingKeySchema, key).success ? { 'x-booking-key': key } : {}
}

/** GET /api/v1/bookings/{uuid}/: for whoever made it, or with the mail's key; null for anyone else. */
export async function readBooking(uuid: string, locale: Locale, key?: string): Promise<Booking | null> {
  if (!v.safeParse(bookingIdSchema, uuid).success) return null
  const headers = keyHeaders(key)
  const session = readShopSession()
  if (!session.token && !session.requestId && !headers['x-booking-key']) return null
  try {
    const response = await readFromShop((client, current) =>
      client.request('GET', shopApiPaths.bookings.booking(uuid), {
        session: current,
        headers,
        query: { locale },
        schema: bookingResponseSchema,
      }),
    )
    return response.data.booking
  } catch (error) {
    const status = shopFailureOf(error)?.status
    if (status === 404 || status === 401) return null
    throw error
  }
}

export type CancelBookingResult =
  | { readonly ok: true; readonly booking: Booking }
  | { readonly ok: false; readonly reason: 'not-found' | 'too-late' | 'session-expired' }

/** DELETE /api/v1/bookings/{uuid}/: until 24 hours before; cancelling again answers it as it stands. */
export async function cancelBooking(
  uuid: string,
  locale: Locale,
  key?: string,
): Promise<CancelBookingResult> {
  if (!v.safeParse(bookingIdSchema, uuid).success) return { ok: false, reason: 'not-found' }
  try {
    const written = await writeToShop((client, session) =>
      client.request('DELETE', shopApiPaths.bookings.booking(uuid), {
        session,
        headers: keyHeaders(key),
        query: { locale },
        schema: bookingResponseSchema,
      }),
    )
    if (!written.ok) return { ok: false, reason: 'session-expired' }
    return { ok: true, booking: written.value.data.booking }
  } catch (error) {
    const status = shopFailureOf(error)?.status
    if (status === 404 || status === 401) return { ok: false, reason: 'not-found' }
    if (status === 409) return { ok: false, reason: 'too-late' }
    throw error
  }
}

/** GET /api/v1/user/bookings/: the customer's bookings, the coming ones first. */
export async function readMyBookings(locale: Locale): Promise<CustomerResult<Booking[]>> {
  return asCustomer(async (client, session) => {
    const response = await client.request('GET', shopApiPaths.bookings.mine, {
      session,
      query: { locale },
      schema: bookingsResponseSchema,
    })
    return response.data.bookings
  })
}
