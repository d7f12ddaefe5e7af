/**
 * Contracts of service and rental booking (docs/api.md "Service and rental booking", ADR 037).
 */
import * as v from 'valibot'
import { emailSchema, phoneSchema } from '../auth/auth.schema'
import { apiLocales, localeQuerySchema } from '../http/locale'

/** A calendar date that exists: `2026-02-30` is well-formed but is not one (Date would roll it over). */
const isRealDate = (value: string) => {
  const parsed = new Date(`${value}T12:00:00Z`)
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value
}

const isoDate = (name: string) =>
  v.pipe(
    v.string(`${name} is required`),
    v.isoDate(`${name} must be a date (YYYY-MM-DD)`),
    v.check(isRealDate, `${name} must be a real date`),
  )

export const storeServicesParamsSchema = v.object({
  store: v.pipe(v.string(), v.regex(/^[1-9]\d{0,8}$/), v.transform(Number)),
})

export const storeServiceParamsSchema = v.object({
  store: v.pipe(v.string(), v.regex(/^[1-9]\d{0,8}$/), v.transform(Number)),
  service: v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,60}$/)),
})

/** At most this many days are asked about at once (a month and a bit on a calendar page). */
export const MAX_RANGE_DAYS = 42

export const dateRangeQuerySchema = v.pipe(
  v.object({ from: isoDate('from'), to: isoDate('to'), locale: localeQuerySchema }),
  v.forward(
    v.partialCheck([['from'], ['to']], (input) => input.from <= input.to, 'to may not be before from'),
    ['to'],
  ),
  v.forward(
    v.partialCheck(
      [['from'], ['to']],
      (input) =>
        (Date.parse(`${input.to}T12:00:00Z`) - Date.parse(`${input.from}T12:00:00Z`)) / 86_400_000 <
        MAX_RANGE_DAYS,
      `At most ${String(MAX_RANGE_DAYS)} days at once`,
    ),
    ['to'],
  ),
)

const priceSchema = v.object({
  /** Euro cents; 0 is free of charge. */
  cents: v.number(),
  free: v.boolean(),
})

export const rentalCategorySchema = v.object({
  slug: v.string(),
  name: v.string(),
  dayPriceCents: v.number(),
  depositCents: v.number(),
  sizes: v.array(v.string()),
})

export const rentalTermsSchema = v.object({
  categories: v.array(rentalCategorySchema),
  /** From this many days on, this percentage off the day prices; the highest that applies counts. */
  discounts: v.array(v.object({ fromDays: v.number(), percent: v.number() })),
  maxDays: v.number(),
  /** What the store asks as a deposit at pick-up, in words. */
  depositNote: v.string(),
})

export const serviceSchema = v.object({
  slug: v.string(),
  kind: v.picklist(['appointment', 'rental']),
  name: v.string(),
  description: v.string(),
  bring: v.string(),
  /** An appointment's length; null for rentals. */
  durationMinutes: v.nullable(v.number()),
  /** An appointment's price; null for rentals (priced by category and days). */
  price: v.nullable(priceSchema),
  /** Workstations in this store: bookings at the same time. */
  capacity: v.number(),
  leadMinutes: v.number(),
  horizonDays: v.number(),
  /** The storefront page describing the service, or null. */
  page: v.nullable(v.string()),
  rental: v.nullable(rentalTermsSchema),
})

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

export const serviceCatalogResponseSchema = v.object({
  data: v.object({
    services: v.array(
      v.object({
        slug: v.string(),
        kind: v.picklist(['appointment', 'rental']),
        name: v.string(),
        description: v.string(),
        /** What it costs at least: an appointment's price (0: free), a rental's lowest day price. */
        priceFromCents: v.pipe(v.number(), v.integer(), v.minValue(0)),
        /** The storefront page describing the service, or null. */
        page: v.nullable(v.string()),
        /** Sport slugs whose mountable products (skis, bikes) the service serves. */
        sports: v.array(v.string()),
        /** The stores that offer it. */
        storeIds: v.array(v.number()),
      }),
    ),
  }),
})

export const storeServicesResponseSchema = v.object({
  data: v.object({ store: bookingStoreSchema, services: v.array(serviceSchema) }),
})

export const slotSchema = v.object({
  /** Vienna wall-clock start `HH:MM`. */
  time: v.string(),
  startsAt: v.string(),
  endsAt: v.string(),
  /** Workstations still free at that time (0: fully booked). */
  free: v.number(),
})

export const slotsResponseSchema = v.object({
  data: v.object({
    service: v.object({ slug: v.string(), name: v.string(), durationMinutes: v.number() }),
    /** Every date of the range; `open` false on closed days and holidays (then no slots). */
    days: v.array(v.object({ date: v.string(), open: v.boolean(), slots: v.array(slotSchema) })),
  }),
})

export const rentalAvailabilityResponseSchema = v.object({
  data: v.object({
    service: v.object({ slug: v.string(), name: v.string() }),
    days: v.array(
      v.object({
        date: v.string(),
        /** Pick-up and return are possible on open days only. */
        open: v.boolean(),
        /** Pieces free that day per category and size (closed days too: rentals run over them). */
        equipment: v.array(v.object({ category: v.string(), size: v.string(), free: v.number() })),
      }),
    ),
  }),
})

export const bookingStatusValues = ['booked', 'cancelled'] as const

export const fittingSchema = v.object({
  heightCm: v.number(),
  weightKg: v.number(),
  shoeSize: v.number(),
  skill: v.picklist([1, 2, 3]),
})

export const bookingSchema = v.object({
  uuid: v.string(),
  status: v.picklist(bookingStatusValues),
  kind: v.picklist(['appointment', 'rental']),
  service: v.object({ slug: v.string(), name: v.string(), bring: v.string() }),
  store: bookingStoreSchema,
  /** An appointment's slot; null for rentals. */
  startsAt: v.nullable(v.string()),
  endsAt: v.nullable(v.string()),
  /** A rental's pick-up and return days (Vienna dates); null for appointments. */
  firstDay: v.nullable(v.string()),
  lastDay: v.nullable(v.string()),
  rental: v.nullable(
    v.object({ category: v.string(), categoryName: v.string(), size: v.string(), fitting: fittingSchema }),
  ),
  priceCents: v.number(),
  name: v.string(),
  email: v.string(),
  phone: v.string(),
  note: v.string(),
  createdAt: v.string(),
  cancelledAt: v.nullable(v.string()),
  /** Until when it can be cancelled online: 24 hours before it starts; booked later, an hour after booking. */
  cancellableUntil: v.string(),
  /** The storefront page of the booking (view, cancel). */
  url: v.string(),
})

export const bookingResponseSchema = v.object({ data: v.object({ booking: bookingSchema }) })
export const createdBookingResponseSchema = v.object({
  data: v.object({ booking: bookingSchema, uuid: v.string() }),
})
export const bookingsResponseSchema = v.object({ data: v.object({ bookings: v.array(bookingSchema) }) })

const optionalText = (label: string, max: number) =>
  v.optional(
    v.pipe(
      v.string(`The ${label} must be a string.`),
      v.trim(),
      v.maxLength(max, `The ${label} may not be greater than ${String(max)} characters.`),
    ),
    '',
  )

const whole = (label: string, min: number, max: number) =>
  v.pipe(
    v.number(`The ${label} must be a number.`),
    v.integer(`The ${label} must be a whole number.`),
    v.minValue(min, `The ${label} must be at least ${String(min)}.`),
    v.maxValue(max, `The ${label} may not be greater than ${String(max)}.`),
  )

const bodyDate = (label: string) =>
  v.pipe(
    v.string(`The ${label} must be a date (YYYY-MM-DD).`),
    v.isoDate(`The ${label} must be a date (YYYY-MM-DD).`),
    v.check(isRealDate, `The ${label} must be a real date.`),
  )

/**
 * A booking: an appointment names its slot (`startsAt`, an instant as the slots answer it); a
 * rental its days, category, size and the fitting. Which of the two the service needs is checked in
 * the handler, which knows the service. Guests send name, e-mail and phone (checked there too).
 */
export const createBookingBodySchema = v.object(
  {
    store: whole('store', 1, 999_999_999),
    service: v.pipe(
      v.string('The service must be a string.'),
      v.regex(/^[a-z0-9-]{1,60}$/, 'The service is invalid.'),
    ),
    startsAt: v.optional(
      v.pipe(
        v.string('The start must be a date and time.'),
        v.isoTimestamp('The start must be a date and time (ISO 8601).'),
        // The ISO check lets forms through (`+01` offsets, a space before the offset) that no Date reads.
        v.check((value) => !Number.isNaN(Date.parse(value)), 'The start must be a date and time (ISO 8601).'),
      ),
    ),
    firstDay: v.optional(bodyDate('pick-up day')),
    lastDay: v.optional(bodyDate('return day')),
    category: v.optional(v.pipe(v.string('The category must be a string.'), v.maxLength(60))),
    size: v.optional(v.pipe(v.string('The size must be a string.'), v.maxLength(20))),
    heightCm: v.optional(whole('body height', 80, 230)),
    weightKg: v.optional(whole('weight', 15, 200)),
    shoeSize: v.optional(
      v.pipe(
        v.number('The shoe size must be a number.'),
        v.minValue(20, 'The shoe size must be at least 20.'),
        v.maxValue(52, 'The shoe size may not be greater than 52.'),
        v.check((value) => Number.isInteger(value * 2), 'The shoe size is a whole or half size.'),
      ),
    ),
    skill: v.optional(v.picklist([1, 2, 3], 'The skill level must be 1, 2 or 3.')),
    name: optionalText('name', 100),
    email: v.optional(v.union([v.literal(''), emailSchema], 'The email must be a valid email address.'), ''),
    phone: v.optional(v.union([v.literal(''), phoneSchema], 'The phone must be a valid phone number.'), ''),
    note: optionalText('note', 500),
    locale: v.optional(v.picklist(apiLocales, 'The locale must be de-AT or en.'), 'de-AT'),
  },
  'The request body must be a JSON object.',
)

export const bookingParamsSchema = v.object({ uuid: v.pipe(v.string(), v.uuid()) })

export const SLOT_TAKEN = 'This time is fully booked. Please choose another.'
export const SLOT_INVALID = 'This time cannot be booked: choose one of the offered times.'
export const EQUIPMENT_TAKEN =
  'This size is not free on all of these days. Please choose another size or other days.'
export const BOOKING_TOO_LATE =
  'This booking can no longer be cancelled online (until 24 hours before it starts, or within an hour of booking it). Please call the store.'
export const SERVICE_NOT_OFFERED = 'This store does not offer this service.'
