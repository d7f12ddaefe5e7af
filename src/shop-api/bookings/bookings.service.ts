/**
 * Service and rental booking (ADR 037): what a store offers, its free slots and rental pieces, and
 * bookings made, read and cancelled by whoever made them.
 *
 * Capacity is checked and the booking written in one transaction that holds an advisory lock on
 * what is being booked (a store's service for appointments; a store's category and size for
 * rentals): two bookings of the last workstation or the last pair of skis are serialised, and the
 * second sees the first. The same holds on PGlite (one connection) and PostgreSQL (a pool).
 */
import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto'
import { and, asc, desc, eq, gte, inArray, lt, lte, sql } from 'drizzle-orm'
import type * as v from 'valibot'
import {
  findSlot,
  isOpenDay,
  lastBookableDate,
  slotsBetween,
  viennaInstant,
  addDays,
  daysBetween,
} from '../../lib/booking-slots'
import type { SlotRules } from '../../lib/booking-slots'
import { closingHolidaysAround } from '../../lib/holidays.server'
import { hoursOfDay, viennaMoment } from '../../lib/opening-hours'
import type { Holiday } from '../../lib/opening-hours'
import { weekdayOf } from '../../lib/booking-slots'
import { log } from '../../lib/log.server'
import type { Database } from '../db/client'
import {
  bookings,
  rentalCategories,
  rentalStock,
  serviceTypes,
  storeServiceOffers,
  stores,
} from '../db/schema'
import type { RentalFitting } from '../db/schema'
import { ApiError, notFound, validationFailed } from '../http/errors'
import type { FieldErrors } from '../http/errors'
import { localName } from '../http/locale'
import type { ApiLocale } from '../http/locale'
import { mailLocaleOf, storefrontLink } from '../mail/mail-locale'
import type { MailMessage } from '../mail/mailer'
import type { ShopApiServices } from '../services'
import type { SessionUser } from '../session/session'
import { contactOf } from '../user/visitor-contact'
import type { VisitorCaller } from '../user/visitor-contact'
import { bookingCancelledMail, bookingConfirmationMail } from './booking-mails'
import {
  BOOKING_TOO_LATE,
  EQUIPMENT_TAKEN,
  SERVICE_NOT_OFFERED,
  SLOT_INVALID,
  SLOT_TAKEN,
} from './bookings.schema'
import type {
  bookingSchema,
  createBookingBodySchema,
  rentalAvailabilityResponseSchema,
  serviceCatalogResponseSchema,
  serviceSchema,
  slotsResponseSchema,
  storeServicesResponseSchema,
} from './bookings.schema'
import { DEPOSIT_NOTE, MAX_RENTAL_DAYS, RENTAL_DISCOUNTS, rentalPriceCents } from './rental-terms'

export type BookingAnswer = v.InferOutput<typeof bookingSchema>
type BookingBody = v.InferOutput<typeof createBookingBodySchema>
type ServiceAnswer = v.InferOutput<typeof serviceSchema>
type StoreRow = typeof stores.$inferSelect
type ServiceRow = typeof serviceTypes.$inferSelect
type BookingRow = typeof bookings.$inferSelect

/** Bookings can be cancelled online until this long before they start. */
export const CANCEL_NOTICE_MS = 24 * 60 * 60 * 1000

/**
 * A booking made less than 24 hours ahead can still be cancelled this long after it was made (but
 * not after it started): a slip of the finger is mended at once, and the slot is free again sooner.
 */
export const CANCEL_GRACE_MS = 60 * 60 * 1000

/** Until when a booking can be cancelled online. */
function cancellableUntil(row: LoadedBooking): Date {
  const start = startOf(row).getTime()
  const grace = Math.min(row.booking.createdAt.getTime() + CANCEL_GRACE_MS, start)
  return new Date(Math.max(start - CANCEL_NOTICE_MS, grace))
}

const HOUR_MS = 60 * 60 * 1000

function bookingStoreOf(row: StoreRow): v.InferOutput<typeof storeServicesResponseSchema>['data']['store'] {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    url: `/shop/${row.slug}/`,
    street: row.street,
    streetNo: row.streetNo,
    postal: row.postal,
    city: row.city,
    phone: row.phone,
  }
}

const rulesOf = (service: ServiceRow): SlotRules => ({
  durationMinutes: service.durationMinutes,
  stepMinutes: service.stepMinutes,
  leadMinutes: service.leadMinutes,
  horizonDays: service.horizonDays,
})

async function storeById(db: Database, storeId: number): Promise<StoreRow> {
  const [store] = await db.select().from(stores).where(eq(stores.id, storeId)).limit(1)
  if (!store) throw notFound('Store')
  return store
}

/** The service as a store offers it, with its workstations; 404 when the store does not offer it. */
async function offeredService(
  db: Pick<Database, 'select'>,
  storeId: number,
  slug: string,
): Promise<{ service: ServiceRow; capacity: number }> {
  const [row] = await db
    .select({ service: serviceTypes, capacity: storeServiceOffers.capacity })
    .from(storeServiceOffers)
    .innerJoin(serviceTypes, eq(serviceTypes.id, storeServiceOffers.serviceTypeId))
    .where(and(eq(storeServiceOffers.storeId, storeId), eq(serviceTypes.slug, slug)))
    .limit(1)
  if (!row) throw notFound('Service')
  return row
}

async function categoriesOf(db: Pick<Database, 'select'>, serviceTypeIds: readonly number[]) {
  if (serviceTypeIds.length === 0) return []
  return db
    .select()
    .from(rentalCategories)
    .where(inArray(rentalCategories.serviceTypeId, [...serviceTypeIds]))
    .orderBy(asc(rentalCategories.position))
}

/** GET /api/v1/services/: every bookable service with the stores that offer it. */
export async function listServiceCatalog(
  db: Database,
  locale: ApiLocale,
): Promise<v.InferOutput<typeof serviceCatalogResponseSchema>['data']> {
  const [services, offers] = await Promise.all([
    db.select().from(serviceTypes).orderBy(asc(serviceTypes.id)),
    db
      .select({ serviceTypeId: storeServiceOffers.serviceTypeId, storeId: storeServiceOffers.storeId })
      .from(storeServiceOffers)
      .orderBy(asc(storeServiceOffers.storeId)),
  ])
  const categories = await categoriesOf(
    db,
    services.filter((service) => service.kind === 'rental').map((service) => service.id),
  )
  // An appointment's price; a rental's lowest day price (its categories differ).
  const priceFrom = (service: (typeof services)[number]) => {
    if (service.kind !== 'rental') return service.priceCents
    const dayPrices = categories
      .filter((category) => category.serviceTypeId === service.id)
      .map((category) => category.dayPriceCents)
    return dayPrices.length > 0 ? Math.min(...dayPrices) : 0
  }
  return {
    services: services.map((service) => ({
      slug: service.slug,
      kind: service.kind,
      name: localName(service, locale),
      description: locale === 'en' ? service.descriptionEn : service.description,
      priceFromCents: priceFrom(service),
      page: service.pagePath === '' ? null : service.pagePath,
      sports: [...service.sports],
      storeIds: offers.filter((offer) => offer.serviceTypeId === service.id).map((offer) => offer.storeId),
    })),
  }
}

/** GET /api/v1/stores/{id}/services/. */
export async function listStoreServices(
  db: Database,
  storeId: number,
  locale: ApiLocale,
): Promise<v.InferOutput<typeof storeServicesResponseSchema>['data']> {
  const store = await storeById(db, storeId)
  const offers = await db
    .select({ service: serviceTypes, capacity: storeServiceOffers.capacity })
    .from(storeServiceOffers)
    .innerJoin(serviceTypes, eq(serviceTypes.id, storeServiceOffers.serviceTypeId))
    .where(eq(storeServiceOffers.storeId, storeId))
    .orderBy(asc(serviceTypes.id))
  const categories = await categoriesOf(
    db,
    offers.filter((offer) => offer.service.kind === 'rental').map((offer) => offer.service.id),
  )
  const services = offers.map(({ service, capacity }): ServiceAnswer => {
    const english = locale === 'en'
    const rental = service.kind === 'rental'
    return {
      slug: service.slug,
      kind: service.kind,
      name: localName(service, locale),
      description: english ? service.descriptionEn : service.description,
      bring: english ? service.bringEn : service.bring,
      durationMinutes: rental ? null : service.durationMinutes,
      price: rental ? null : { cents: service.priceCents, free: service.priceCents === 0 },
      capacity,
      leadMinutes: service.leadMinutes,
      horizonDays: service.horizonDays,
      page: service.pagePath === '' ? null : service.pagePath,
      rental: rental
        ? {
            categories: categories
              .filter((category) => category.serviceTypeId === service.id)
              .map((category) => ({
                slug: category.slug,
                name: localName(category, locale),
                dayPriceCents: category.dayPriceCents,
                depositCents: category.depositCents,
                sizes: [...category.sizes],
              })),
            discounts: RENTAL_DISCOUNTS.map((step) => ({ ...step })),
            maxDays: MAX_RENTAL_DAYS,
            depositNote: DEPOSIT_NOTE[locale],
          }
        : null,
    }
  })
  return { store: bookingStoreOf(store), services }
}

interface DateRange {
  readonly from: string
  readonly to: string
}

function datesOf(range: DateRange): string[] {
  const dates: string[] = []
  for (let date = range.from; date <= range.to; date = addDays(date, 1)) dates.push(date)
  return dates
}

/** GET /api/v1/stores/{id}/services/{service}/slots/: every date of the range with its slots. */
export async function serviceSlots(
  db: Database,
  storeId: number,
  slug: string,
  range: DateRange,
  now: Date,
  locale: ApiLocale,
): Promise<v.InferOutput<typeof slotsResponseSchema>['data']> {
  const store = await storeById(db, storeId)
  const { service, capacity } = await offeredService(db, storeId, slug)
  if (service.kind !== 'appointment') throw notFound('Appointment service')
  const holidays = await closingHolidaysAround(now)
  const slots = slotsBetween(store.openingHours, holidays, rulesOf(service), range, now)
  const taken = await takenSlots(db, storeId, service.id, slots)
  return {
    service: {
      slug: service.slug,
      name: localName(service, locale),
      durationMinutes: service.durationMinutes,
    },
    days: datesOf(range).map((date) => ({
      date,
      open: isOpenDay(store.openingHours, holidays, date),
      slots: slots
        .filter((slot) => slot.date === date)
        .map((slot) => ({
          time: slot.time,
          startsAt: slot.startsAt.toISOString(),
          endsAt: slot.endsAt.toISOString(),
          free: Math.max(0, capacity - busiestMoment(taken, slot.startsAt, slot.endsAt)),
        })),
    })),
  }
}

interface TakenSpan {
  readonly startsAt: Date | null
  readonly endsAt: Date | null
}

/** The booked appointments of a store's service that may overlap the slots. */
async function takenSlots(
  db: Pick<Database, 'select'>,
  storeId: number,
  serviceTypeId: number,
  slots: readonly { readonly startsAt: Date; readonly endsAt: Date }[],
): Promise<TakenSpan[]> {
  const first = slots[0]
  const last = slots.at(-1)
  if (!first || !last) return []
  return db
    .select({ startsAt: bookings.startsAt, endsAt: bookings.endsAt })
    .from(bookings)
    .where(
      and(
        eq(bookings.storeId, storeId),
        eq(bookings.serviceTypeId, serviceTypeId),
        eq(bookings.status, 'booked'),
        lt(bookings.startsAt, last.endsAt),
        sql`${bookings.endsAt} > ${first.startsAt}`,
      ),
    )
}

/**
 * The most workstations busy at any one moment of [startsAt, endsAt): bookings that follow one
 * another on the same bench within a longer slot take one workstation, not two.
 */
export function busiestMoment(taken: readonly TakenSpan[], startsAt: Date, endsAt: Date): number {
  const from = startsAt.getTime()
  const to = endsAt.getTime()
  const changes: [number, number][] = []
  for (const span of taken) {
    if (span.startsAt === null || span.endsAt === null) continue
    const start = Math.max(span.startsAt.getTime(), from)
    const end = Math.min(span.endsAt.getTime(), to)
    if (start < end) changes.push([start, 1], [end, -1])
  }
  // At equal times an end comes before a start: back-to-back bookings share a workstation.
  changes.sort((left, right) => left[0] - right[0] || left[1] - right[1])
  let busy = 0
  let busiest = 0
  for (const [, change] of changes) {
    busy += change
    busiest = Math.max(busiest, busy)
  }
  return busiest
}

interface RentalSpan {
  readonly categoryId: number | null
  readonly size: string | null
  readonly firstDay: string | null
  readonly lastDay: string | null
}

async function bookedRentals(
  db: Pick<Database, 'select'>,
  storeId: number,
  categoryIds: readonly number[],
  range: DateRange,
): Promise<RentalSpan[]> {
  if (categoryIds.length === 0) return []
  return db
    .select({
      categoryId: bookings.rentalCategoryId,
      size: bookings.rentalSize,
      firstDay: bookings.firstDay,
      lastDay: bookings.lastDay,
    })
    .from(bookings)
    .where(
      and(
        eq(bookings.storeId, storeId),
        inArray(bookings.rentalCategoryId, [...categoryIds]),
        eq(bookings.status, 'booked'),
        lte(bookings.firstDay, range.to),
        gte(bookings.lastDay, range.from),
      ),
    )
}

const rentedOn = (rentals: readonly RentalSpan[], categoryId: number, size: string, date: string) =>
  rentals.filter(
    (rental) =>
      rental.categoryId === categoryId &&
      rental.size === size &&
      rental.firstDay !== null &&
      rental.lastDay !== null &&
      rental.firstDay <= date &&
      date <= rental.lastDay,
  ).length

/** GET /api/v1/stores/{id}/services/{service}/rental-availability/: free pieces per day and size. */
export async function rentalAvailability(
  db: Database,
  storeId: number,
  slug: string,
  range: DateRange,
  now: Date,
  locale: ApiLocale,
): Promise<v.InferOutput<typeof rentalAvailabilityResponseSchema>['data']> {
  const store = await storeById(db, storeId)
  const { service } = await offeredService(db, storeId, slug)
  if (service.kind !== 'rental') throw notFound('Rental service')
  const holidays = await closingHolidaysAround(now)
  const categories = await categoriesOf(db, [service.id])
  const stock = await db
    .select()
    .from(rentalStock)
    .where(
      and(
        eq(rentalStock.storeId, storeId),
        inArray(
          rentalStock.categoryId,
          categories.map((category) => category.id),
        ),
      ),
    )
  const rentals = await bookedRentals(
    db,
    storeId,
    categories.map((category) => category.id),
    range,
  )
  return {
    service: { slug: service.slug, name: localName(service, locale) },
    days: datesOf(range).map((date) => ({
      date,
      open: isOpenDay(store.openingHours, holidays, date),
      equipment: categories.flatMap((category) =>
        category.sizes.map((size) => {
          const pieces =
            stock.find((row) => row.categoryId === category.id && row.size === size)?.quantity ?? 0
          return {
            category: category.slug,
            size,
            free: Math.max(0, pieces - rentedOn(rentals, category.id, size, date)),
          }
        }),
      ),
    })),
  }
}

/** Who books: a customer (bearer token), or a guest by the request id. */
export type BookingCaller = VisitorCaller

/** How a caller proves a booking is theirs: as its maker, or with the key from the mail. */
export interface BookingAccess {
  readonly caller: BookingCaller
  readonly key: string | null
}

const hashKey = (key: string) => createHash('sha256').update(key).digest('hex')

function mayAccess(row: BookingRow, access: BookingAccess): boolean {
  const { caller, key } = access
  if (caller.user && row.userId === caller.user.id) return true
  if (
    !caller.user &&
    caller.guestRequestId !== null &&
    row.userId === null &&
    row.guestRequestId === caller.guestRequestId
  )
    return true
  if (key === null) return false
  const given = Buffer.from(hashKey(key), 'hex')
  const stored = Buffer.from(row.accessKeyHash, 'hex')
  return given.length === stored.length && timingSafeEqual(given, stored)
}

type Executor = Pick<Database, 'select'>

async function loadBooking(db: Executor, where: ReturnType<typeof and>) {
  const [row] = await db
    .select({ booking: bookings, store: stores, service: serviceTypes, category: rentalCategories })
    .from(bookings)
    .innerJoin(stores, eq(stores.id, bookings.storeId))
    .innerJoin(serviceTypes, eq(serviceTypes.id, bookings.serviceTypeId))
    .leftJoin(rentalCategories, eq(rentalCategories.id, bookings.rentalCategoryId))
    .where(where)
    .limit(1)
  return row
}

type LoadedBooking = NonNullable<Awaited<ReturnType<typeof loadBooking>>>

/** The first moment of a rental: the store's opening on the pick-up day (its midnight when closed). */
function rentalStart(store: StoreRow, firstDay: string): Date {
  const opening = hoursOfDay(store.openingHours, weekdayOf(firstDay))[0]
  const [hours = 0, minutes = 0] = (opening?.open ?? '00:00').split(':').map(Number)
  return viennaInstant(firstDay, hours * 60 + minutes) ?? new Date(`${firstDay}T00:00:00Z`)
}

function startOf(row: LoadedBooking): Date {
  const { booking } = row
  if (booking.startsAt) return booking.startsAt
  return rentalStart(row.store, booking.firstDay ?? '')
}

/** The storefront page of a booking; with the key, it opens on any device (the mail's link). */
export function bookingLink(origin: string, uuid: string, locale: ApiLocale, key?: string): string {
  const url = storefrontLink(origin, `/termin/${uuid}/`, locale)
  if (key) url.searchParams.set('key', key)
  return url.toString()
}

/** The booking as the endpoints answer it, its names in `asked` (else the language it was made in). */
function answerOf(row: LoadedBooking, origin: string, asked?: ApiLocale): BookingAnswer {
  const { booking, service, category } = row
  const locale = asked ?? mailLocaleOf(booking.locale)
  return {
    uuid: booking.publicId,
    status: booking.status,
    kind: service.kind,
    service: {
      slug: service.slug,
      name: localName(service, locale),
      bring: locale === 'en' ? service.bringEn : service.bring,
    },
    store: bookingStoreOf(row.store),
    startsAt: booking.startsAt?.toISOString() ?? null,
    endsAt: booking.endsAt?.toISOString() ?? null,
    firstDay: booking.firstDay,
    lastDay: booking.lastDay,
    rental:
      category && booking.rentalSize !== null && booking.fitting !== null
        ? {
            category: category.slug,
            categoryName: localName(category, locale),
            size: booking.rentalSize,
            fitting: booking.fitting,
          }
        : null,
    priceCents: booking.priceCents,
    name: booking.name,
    email: booking.email,
    phone: booking.phone,
    note: booking.note,
    createdAt: booking.createdAt.toISOString(),
    cancelledAt: booking.cancelledAt?.toISOString() ?? null,
    cancellableUntil: cancellableUntil(row).toISOString(),
    url: bookingLink(origin, booking.publicId, locale),
  }
}

/** What the booking holds: a slot, or days of one piece of equipment; checked against the rules. */
type Holding =
  | {
      readonly kind: 'appointment'
      readonly startsAt: Date
      readonly endsAt: Date
      readonly capacity: number
      readonly priceCents: number
    }
  | {
      readonly kind: 'rental'
      readonly firstDay: string
      readonly lastDay: string
      readonly categoryId: number
      readonly size: string
      readonly pieces: number
      readonly fitting: RentalFitting
      readonly priceCents: number
    }

async function holdingOf(
  db: Database,
  store: StoreRow,
  offer: { service: ServiceRow; capacity: number },
  body: BookingBody,
  holidays: readonly Holiday[],
  now: Date,
): Promise<Holding> {
  const { service } = offer
  if (service.kind === 'appointment') {
    if (body.startsAt === undefined) throw validationFailed({ startsAt: ['The start field is required.'] })
    const slot = findSlot(store.openingHours, holidays, rulesOf(service), new Date(body.startsAt), now)
    if (!slot) throw validationFailed({ startsAt: [SLOT_INVALID] })
    return {
      kind: 'appointment',
      startsAt: slot.startsAt,
      endsAt: slot.endsAt,
      capacity: offer.capacity,
      priceCents: service.priceCents,
    }
  }
  const errors: FieldErrors = {}
  const required: [keyof BookingBody, string][] = [
    ['firstDay', 'pick-up day'],
    ['lastDay', 'return day'],
    ['category', 'category'],
    ['size', 'size'],
    ['heightCm', 'body height'],
    ['weightKg', 'weight'],
    ['shoeSize', 'shoe size'],
    ['skill', 'skill level'],
  ]
  for (const [field, label] of required)
    if (body[field] === undefined) errors[field] = [`The ${label} field is required.`]
  if (Object.keys(errors).length > 0) throw validationFailed(errors)
  const firstDay = body.firstDay ?? ''
  const lastDay = body.lastDay ?? ''
  const today = viennaMoment(now).date
  if (firstDay <= today) errors.firstDay = ['The pick-up day must be tomorrow or later.']
  else if (firstDay > lastBookableDate(service, now))
    errors.firstDay = [`The pick-up day may be at most ${String(service.horizonDays)} days ahead.`]
  else if (!isOpenDay(store.openingHours, holidays, firstDay))
    errors.firstDay = ['The store is closed on the pick-up day.']
  const days = daysBetween(firstDay, lastDay) + 1
  if (days < 1) errors.lastDay = ['The return day may not be before the pick-up day.']
  else if (days > MAX_RENTAL_DAYS)
    errors.lastDay = [`A rental lasts at most ${String(MAX_RENTAL_DAYS)} days.`]
  else if (!isOpenDay(store.openingHours, holidays, lastDay))
    errors.lastDay = ['The store is closed on the return day.']
  const [category] = await db
    .select()
    .from(rentalCategories)
    .where(
      and(eq(rentalCategories.serviceTypeId, service.id), eq(rentalCategories.slug, body.category ?? '')),
    )
  if (!category) errors.category = ['The selected category is invalid.']
  else if (!category.sizes.includes(body.size ?? '')) errors.size = ['The selected size is invalid.']
  if (Object.keys(errors).length > 0 || !category) throw validationFailed(errors)
  const size = body.size ?? ''
  const [stock] = await db
    .select({ quantity: rentalStock.quantity })
    .from(rentalStock)
    .where(
      and(
        eq(rentalStock.storeId, store.id),
        eq(rentalStock.categoryId, category.id),
        eq(rentalStock.size, size),
      ),
    )
  return {
    kind: 'rental',
    firstDay,
    lastDay,
    categoryId: category.id,
    size,
    pieces: stock?.quantity ?? 0,
    fitting: {
      heightCm: body.heightCm ?? 0,
      weightKg: body.weightKg ?? 0,
      shoeSize: body.shoeSize ?? 0,
      skill: body.skill ?? 1,
    },
    priceCents: rentalPriceCents(category.dayPriceCents, days),
  }
}

/** Fails with 409 when what the booking would hold is taken already; run under the lock. */
async function ensureFree(tx: Executor, storeId: number, serviceTypeId: number, holding: Holding) {
  if (holding.kind === 'appointment') {
    const taken = await takenSlots(tx, storeId, serviceTypeId, [holding])
    if (busiestMoment(taken, holding.startsAt, holding.endsAt) >= holding.capacity)
      throw new ApiError(409, SLOT_TAKEN, { startsAt: [SLOT_TAKEN] })
    return
  }
  const range = { from: holding.firstDay, to: holding.lastDay }
  const rentals = await bookedRentals(tx, storeId, [holding.categoryId], range)
  const busiest = Math.max(
    0,
    ...datesOf(range).map((date) => rentedOn(rentals, holding.categoryId, holding.size, date)),
  )
  if (busiest >= holding.pieces) throw new ApiError(409, EQUIPMENT_TAKEN, { size: [EQUIPMENT_TAKEN] })
}

const lockKeyOf = (storeId: number, serviceTypeId: number, holding: Holding) =>
  holding.kind === 'appointment'
    ? `booking:slot:${String(storeId)}:${String(serviceTypeId)}`
    : `booking:rental:${String(storeId)}:${String(holding.categoryId)}:${holding.size}`

/** A mail that fails is logged: the booking stands (its page shows everything too). */
async function sendQuietly(services: ShopApiServices, message: MailMessage) {
  try {
    await services.mailer.send(message)
  } catch (error) {
    // The error's name only: an SMTP refusal's message may repeat the address.
    log.error({ error: error instanceof Error ? error.name : 'unknown', kind: message.kind }, 'mail not sent')
  }
}

export interface CreatedBooking {
  readonly booking: BookingAnswer
  readonly replayed: boolean
  /** The guest's request id the booking belongs to (a replay answers the first one's). */
  readonly guestRequestId: string | null
}

/** Whose keys a request's Idempotency-Key is scoped to: the customer, the guest, or a first-time guest. */
export type IdempotencyScope = string

const idempotencyConflict = () =>
  new ApiError(409, 'This Idempotency-Key was already used for a different booking.', {
    idempotencyKey: ['This Idempotency-Key was already used for a different booking.'],
  })

/** What a booking request asks for, as one string: the same key with another request is refused. */
function fingerprintOf(body: BookingBody): string {
  const asked = [
    body.store,
    body.service,
    body.startsAt === undefined ? null : new Date(body.startsAt).toISOString(),
    body.firstDay ?? null,
    body.lastDay ?? null,
    body.category ?? null,
    body.size ?? null,
    body.heightCm ?? null,
    body.weightKg ?? null,
    body.shoeSize ?? null,
    body.skill ?? null,
    body.name,
    body.email,
    body.phone,
    body.note,
    body.locale,
  ]
  return createHash('sha256').update(JSON.stringify(asked)).digest('hex')
}

/** The booking an earlier request with this key made, or undefined; another request's is a 409. */
async function replayOf(db: Executor, scopedKey: string, fingerprint: string) {
  const earlier = await loadBooking(db, and(eq(bookings.idempotencyKey, scopedKey)))
  if (earlier && earlier.booking.requestFingerprint !== fingerprint) throw idempotencyConflict()
  return earlier
}

/**
 * POST /api/v1/bookings/. A replay (same scope and key, same request) is answered first, before any
 * check that time may have changed and before `beforeNew` (the per-address limits); requests with
 * the same key are serialised by an advisory lock, then by one on what is booked.
 */
export async function createBooking(
  services: ShopApiServices,
  caller: BookingCaller,
  body: BookingBody,
  request: {
    readonly idempotencyKey: string
    readonly scope: IdempotencyScope
    readonly beforeNew: () => Promise<void>
  },
): Promise<CreatedBooking> {
  const { db } = services
  const now = services.now()
  const scopedKey = `${request.scope}:${request.idempotencyKey}`
  const fingerprint = fingerprintOf(body)
  const answer = (row: LoadedBooking, replayed: boolean): CreatedBooking => ({
    booking: answerOf(row, services.storefrontOrigin),
    replayed,
    guestRequestId: row.booking.guestRequestId,
  })
  const replay = await replayOf(db, scopedKey, fingerprint)
  if (replay) return answer(replay, true)

  await request.beforeNew()
  const contact = await contactOf(db, caller, body)
  const [store] = await db.select().from(stores).where(eq(stores.id, body.store)).limit(1)
  if (!store) throw validationFailed({ store: ['The selected store is invalid.'] })
  const [offer] = await db
    .select({ service: serviceTypes, capacity: storeServiceOffers.capacity })
    .from(storeServiceOffers)
    .innerJoin(serviceTypes, eq(serviceTypes.id, storeServiceOffers.serviceTypeId))
    .where(and(eq(storeServiceOffers.storeId, store.id), eq(serviceTypes.slug, body.service)))
    .limit(1)
  if (!offer) throw validationFailed({ service: [SERVICE_NOT_OFFERED] })
  const holidays = await closingHolidaysAround(now)
  const holding = await holdingOf(db, store, offer, body, holidays, now)
  const accessKey = randomBytes(24).toString('base64url')

  const outcome = await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${scopedKey}, 0))`)
    const earlier = await replayOf(tx, scopedKey, fingerprint)
    if (earlier) return { row: earlier, replayed: true }
    await tx.execute(
      sql`SELECT pg_advisory_xact_lock(hashtextextended(${lockKeyOf(store.id, offer.service.id, holding)}, 0))`,
    )
    await ensureFree(tx, store.id, offer.service.id, holding)
    const publicId = randomUUID()
    await tx.insert(bookings).values({
      publicId,
      storeId: store.id,
      serviceTypeId: offer.service.id,
      startsAt: holding.kind === 'appointment' ? holding.startsAt : null,
      endsAt: holding.kind === 'appointment' ? holding.endsAt : null,
      firstDay: holding.kind === 'rental' ? holding.firstDay : null,
      lastDay: holding.kind === 'rental' ? holding.lastDay : null,
      rentalCategoryId: holding.kind === 'rental' ? holding.categoryId : null,
      rentalSize: holding.kind === 'rental' ? holding.size : null,
      fitting: holding.kind === 'rental' ? holding.fitting : null,
      priceCents: holding.priceCents,
      userId: caller.user?.id ?? null,
      guestRequestId: caller.user ? null : caller.guestRequestId,
      ...contact,
      note: body.note,
      status: 'booked',
      createdAt: now,
      idempotencyKey: scopedKey,
      requestFingerprint: fingerprint,
      accessKeyHash: hashKey(accessKey),
      locale: body.locale,
    })
    const row = await loadBooking(tx, and(eq(bookings.publicId, publicId)))
    if (!row) throw new Error('The booking just written could not be read')
    return { row, replayed: false }
  })
  const created = answer(outcome.row, outcome.replayed)
  if (!outcome.replayed)
    await sendQuietly(
      services,
      bookingConfirmationMail({
        booking: created.booking,
        locale: body.locale,
        link: bookingLink(services.storefrontOrigin, created.booking.uuid, body.locale, accessKey),
        now,
      }),
    )
  return created
}

async function accessibleBooking(db: Database, access: BookingAccess, uuid: string): Promise<LoadedBooking> {
  const row = await loadBooking(db, and(eq(bookings.publicId, uuid)))
  if (!row || !mayAccess(row.booking, access)) throw notFound('Booking')
  return row
}

/** GET /api/v1/bookings/{uuid}/: for whoever made it, or with the mail's key. */
export async function readBooking(
  services: ShopApiServices,
  access: BookingAccess,
  uuid: string,
  locale?: ApiLocale,
): Promise<BookingAnswer> {
  return answerOf(await accessibleBooking(services.db, access, uuid), services.storefrontOrigin, locale)
}

/**
 * DELETE /api/v1/bookings/{uuid}/: cancels until 24 hours before the start, which frees the slot or
 * the equipment at once; cancelling again answers the cancelled booking (no second mail).
 */
export async function cancelBooking(
  services: ShopApiServices,
  access: BookingAccess,
  uuid: string,
  locale?: ApiLocale,
): Promise<BookingAnswer> {
  const { db } = services
  const now = services.now()
  const row = await accessibleBooking(db, access, uuid)
  if (row.booking.status === 'cancelled') return answerOf(row, services.storefrontOrigin, locale)
  if (now.getTime() > cancellableUntil(row).getTime())
    throw new ApiError(409, BOOKING_TOO_LATE, { booking: [BOOKING_TOO_LATE] })
  const [ended] = await db
    .update(bookings)
    .set({ status: 'cancelled', cancelledAt: now })
    .where(and(eq(bookings.id, row.booking.id), eq(bookings.status, 'booked')))
    .returning({ id: bookings.id })
  const after = await loadBooking(db, and(eq(bookings.id, row.booking.id)))
  if (!after) throw notFound('Booking')
  // The mail speaks the language the booking was made in; the answer the caller's.
  const inBookingLanguage = answerOf(after, services.storefrontOrigin)
  if (ended)
    await sendQuietly(
      services,
      bookingCancelledMail({
        booking: inBookingLanguage,
        locale: mailLocaleOf(after.booking.locale),
        link: inBookingLanguage.url,
        now,
      }),
    )
  return answerOf(after, services.storefrontOrigin, locale)
}

/** GET /api/v1/user/bookings/: the customer's, the coming ones first (soonest first), then the past. */
export async function listBookings(
  services: ShopApiServices,
  user: SessionUser,
  locale?: ApiLocale,
): Promise<BookingAnswer[]> {
  const rows = await services.db
    .select({ publicId: bookings.publicId })
    .from(bookings)
    .where(eq(bookings.userId, user.id))
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(200)
  const loaded = await Promise.all(
    rows.map(({ publicId }) => loadBooking(services.db, and(eq(bookings.publicId, publicId)))),
  )
  const now = services.now().getTime()
  const answers = loaded
    .filter((row): row is LoadedBooking => row !== undefined)
    .map((row) => ({
      start: startOf(row).getTime(),
      answer: answerOf(row, services.storefrontOrigin, locale),
    }))
  const coming = answers.filter((entry) => entry.start >= now - HOUR_MS).sort((a, b) => a.start - b.start)
  const past = answers.filter((entry) => entry.start < now - HOUR_MS).sort((a, b) => b.start - a.start)
  return [...coming, ...past].map((entry) => entry.answer)
}
