/**
 * The storefront's reading of service and rental booking (docs/api.md "Service and rental
 * booking"): what a store offers, free slots and rental pieces, and the shopper's bookings.
 */
import * as v from 'valibot'
import { endpoint } from './contract'
import type { ContractEndpoint } from './contract'

export const bookingStoreSchema = v.object({
  id: v.number(),
  slug: v.string(),
  name: v.string(),
  url: v.string(),
  street: v.string(),
  streetNo: v.string(),
  postal: v.string(),
  city: v.string(),
  phone: v.string(),
})
export type BookingStore = v.InferOutput<typeof bookingStoreSchema>

export const bookableServiceSchema = v.object({
  slug: v.string(),
  kind: v.picklist(['appointment', 'rental']),
  name: v.string(),
  description: v.string(),
  bring: v.string(),
  durationMinutes: v.nullable(v.number()),
  price: v.nullable(v.object({ cents: v.number(), free: v.boolean() })),
  capacity: v.number(),
  leadMinutes: v.number(),
  horizonDays: v.number(),
  page: v.nullable(v.string()),
  rental: v.nullable(
    v.object({
      categories: v.array(
        v.object({
          slug: v.string(),
          name: v.string(),
          dayPriceCents: v.number(),
          depositCents: v.number(),
          sizes: v.array(v.string()),
        }),
      ),
      discounts: v.array(v.object({ fromDays: v.number(), percent: v.number() })),
      maxDays: v.number(),
      depositNote: v.string(),
    }),
  ),
})
export type BookableService = v.InferOutput<typeof bookableServiceSchema>

export const serviceCatalogResponseSchema = v.object({
  data: v.object({
    services: v.array(
      v.object({
        slug: v.string(),
        kind: v.picklist(['appointment', 'rental']),
        name: v.string(),
        description: v.string(),
        priceFromCents: v.number(),
        page: v.nullable(v.string()),
        sports: v.array(v.string()),
        storeIds: v.array(v.number()),
      }),
    ),
  }),
})
export type ServiceCatalogEntry = v.InferOutput<
  typeof serviceCatalogResponseSchema
>['data']['services'][number]

export const storeServicesResponseSchema = v.object({
  data: v.object({ store: bookingStoreSchema, services: v.array(bookableServiceSchema) }),
})
export type StoreServices = v.InferOutput<typeof storeServicesResponseSchema>['data']

export const slotsResponseSchema = v.object({
  data: v.object({
    service: v.object({ slug: v.string(), name: v.string(), durationMinutes: v.number() }),
    days: v.array(
      v.object({
        date: v.string(),
        open: v.boolean(),
        slots: v.array(
          v.object({ time: v.string(), startsAt: v.string(), endsAt: v.string(), free: v.number() }),
        ),
      }),
    ),
  }),
})
export type SlotDay = v.InferOutput<typeof slotsResponseSchema>['data']['days'][number]

export const rentalAvailabilityResponseSchema = v.object({
  data: v.object({
    service: v.object({ slug: v.string(), name: v.string() }),
    days: v.array(
      v.object({
        date: v.string(),
        open: v.boolean(),
        equipment: v.array(v.object({ category: v.string(), size: v.string(), free: v.number() })),
      }),
    ),
  }),
})
export type RentalDay = v.InferOutput<typeof rentalAvailabilityResponseSchema>['data']['days'][number]

export const bookingSchema = v.object({
  uuid: v.string(),
  status: v.picklist(['booked', 'cancelled']),
  kind: v.picklist(['appointment', 'rental']),
  service: v.object({ slug: v.string(), name: v.string(), bring: v.string() }),
  store: bookingStoreSchema,
  startsAt: v.nullable(v.string()),
  endsAt: v.nullable(v.string()),
  firstDay: v.nullable(v.string()),
  lastDay: v.nullable(v.string()),
  rental: v.nullable(
    v.object({
      category: v.string(),
      categoryName: v.string(),
      size: v.string(),
      fitting: v.object({
        heightCm: v.number(),
        weightKg: v.number(),
        shoeSize: v.number(),
        skill: v.number(),
      }),
    }),
  ),
  priceCents: v.number(),
  name: v.string(),
  email: v.string(),
  phone: v.string(),
  note: v.string(),
  createdAt: v.string(),
  cancelledAt: v.nullable(v.string()),
  cancellableUntil: v.string(),
})
export type Booking = v.InferOutput<typeof bookingSchema>

export const bookingResponseSchema = v.object({ data: v.object({ booking: bookingSchema }) })
export const createdBookingResponseSchema = v.object({
  data: v.object({ booking: bookingSchema, uuid: v.string() }),
})
export const bookingsResponseSchema = v.object({ data: v.object({ bookings: v.array(bookingSchema) }) })

/** What the booking form sends: an appointment's slot, or a rental's days, equipment and fitting. */
export interface BookingInput {
  readonly store: number
  readonly service: string
  readonly startsAt?: string | undefined
  readonly firstDay?: string | undefined
  readonly lastDay?: string | undefined
  readonly category?: string | undefined
  readonly size?: string | undefined
  readonly heightCm?: number | undefined
  readonly weightKg?: number | undefined
  readonly shoeSize?: number | undefined
  readonly skill?: number | undefined
  readonly name: string
  readonly email: string
  readonly phone: string
  readonly note: string
  readonly locale: 'de-AT' | 'en'
}

export const bookingsContract = (): readonly ContractEndpoint[] => [
  endpoint('GET', '/api/v1/services/', serviceCatalogResponseSchema),
  endpoint('GET', '/api/v1/stores/:store/services/', storeServicesResponseSchema),
  endpoint('GET', '/api/v1/stores/:store/services/:service/slots/', slotsResponseSchema),
  endpoint(
    'GET',
    '/api/v1/stores/:store/services/:service/rental-availability/',
    rentalAvailabilityResponseSchema,
  ),
  endpoint('POST', '/api/v1/bookings/', createdBookingResponseSchema),
  endpoint('GET', '/api/v1/bookings/:uuid/', bookingResponseSchema),
  endpoint('DELETE', '/api/v1/bookings/:uuid/', bookingResponseSchema),
  endpoint('GET', '/api/v1/user/bookings/', bookingsResponseSchema),
]
