/**
 * The storefront's reading of the omnichannel endpoints (docs/api.md "Store stock and
 * reservations"): stock per store and size, pick-up of a whole cart, and click & reserve. They exist
 * only where omnichannel is available (spec §4 feature switching: `OS` not starting with `APP`);
 * elsewhere the API answers 404 and the storefront shows none of it.
 */
import * as v from 'valibot'
import { endpoint } from './contract'
import type { ContractEndpoint } from './contract'
import { m } from '~/paraglide/messages'

/** `available`: four or more; `few`: one to three (the exact number is told); `none`: not on the shelf. */
export const stockBandSchema = v.picklist(['available', 'few', 'none'])
export type StockBand = v.InferOutput<typeof stockBandSchema>

/** The store as the availability lists name it (the full store is at /api/v1/stores/{slug}/). */
export const stockStoreSchema = v.object({
  id: v.number(),
  slug: v.string(),
  name: v.string(),
  url: v.string(),
  street: v.string(),
  streetNo: v.string(),
  postal: v.string(),
  city: v.string(),
})
export type StockStore = v.InferOutput<typeof stockStoreSchema>

/** A store's opening state at the moment of the answer (Vienna time, public holidays closed). */
export const storeOpeningSchema = v.object({
  openNow: v.boolean(),
  /** `HH:MM` today's closing time while open. */
  closesAt: v.nullable(v.string()),
  /** When it opens next while closed: the Vienna date and `HH:MM`; null while open. */
  nextOpening: v.nullable(v.object({ date: v.string(), time: v.string() })),
})
export type StoreOpening = v.InferOutput<typeof storeOpeningSchema>

export const storeStockEntrySchema = v.object({
  store: stockStoreSchema,
  availability: stockBandSchema,
  /** The exact number, only while it is 1–3; null otherwise (and for a whole product). */
  quantity: v.nullable(v.number()),
  opening: storeOpeningSchema,
  /** Kilometres from the position sent (`lat`, `lng`); null without one. */
  distanceKm: v.nullable(v.number()),
  /** The caller's own store ("my store"): listed first. */
  isCallerStore: v.boolean(),
})
export type StoreStockEntry = v.InferOutput<typeof storeStockEntrySchema>

export const storeStockResponseSchema = v.object({
  data: v.object({
    product: v.object({ id: v.number(), name: v.string(), url: v.string() }),
    /** The size asked for; null when the whole product was asked for (any size counts). */
    size: v.nullable(v.object({ id: v.number(), label: v.string() })),
    /** How many stores have it (that size, or any size) on the shelf. */
    storesWithStock: v.number(),
    stores: v.array(storeStockEntrySchema),
  }),
})
export type StoreStock = v.InferOutput<typeof storeStockResponseSchema>['data']

/** What the storefront asks: a size or a whole product, optionally near a position or a store. */
export interface StoreStockQuery {
  readonly productOption?: number | undefined
  readonly product?: number | undefined
  /** The caller's store, listed first (a customer's account store is used when none is sent). */
  readonly store?: number | undefined
  readonly latitude?: number | undefined
  readonly longitude?: number | undefined
}

export const pickupResponseSchema = v.object({
  data: v.object({
    stores: v.array(
      v.object({
        storeId: v.number(),
        /** Every line in the asked quantity is on this store's shelves. */
        inStock: v.boolean(),
        /** 0: ready to collect today (while open); otherwise sent there and ready in this many days. */
        pickupInDays: v.number(),
      }),
    ),
  }),
})
export type StorePickup = v.InferOutput<typeof pickupResponseSchema>['data']['stores'][number]

export const reservationStatusSchema = v.picklist(['held', 'collected', 'cancelled', 'expired'])
export type ReservationStatus = v.InferOutput<typeof reservationStatusSchema>

export const reservationSchema = v.object({
  uuid: v.string(),
  status: reservationStatusSchema,
  /** Said at the counter; six letters and digits. */
  pickupCode: v.string(),
  quantity: v.number(),
  createdAt: v.string(),
  /** Held until then (48 hours after it was made). */
  expiresAt: v.string(),
  /** When it was collected, cancelled or expired. */
  endedAt: v.nullable(v.string()),
  product: v.object({ id: v.number(), name: v.string(), url: v.string(), image: v.string() }),
  size: v.object({ id: v.number(), label: v.string() }),
  store: stockStoreSchema,
  name: v.string(),
  email: v.string(),
  phone: v.string(),
})
export type Reservation = v.InferOutput<typeof reservationSchema>

export const reservationResponseSchema = v.object({ data: v.object({ reservation: reservationSchema }) })

/** The answer to a new reservation: the caller's request id too (a guest's first one is new). */
export const createdReservationResponseSchema = v.object({
  data: v.object({ reservation: reservationSchema, uuid: v.string() }),
})

export const reservationsResponseSchema = v.object({
  data: v.object({ reservations: v.array(reservationSchema) }),
})

const requiredText = (max: number) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(() => m.form_required()),
    v.maxLength(max, () => m.form_too_long({ max })),
  )

/**
 * The reservation form. A customer's name and e-mail come from the account (the fields may be
 * empty); a guest gives all three. The shop checks everything again.
 */
export const reservationInputSchema = v.object({
  productOption: v.pipe(v.number(), v.integer(), v.minValue(1)),
  store: v.pipe(v.number(), v.integer(), v.minValue(1)),
  name: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(100, () => m.form_too_long({ max: 100 })),
    ),
    '',
  ),
  email: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(254, () => m.form_email_invalid()),
      v.check(
        (value) => value === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value),
        () => m.form_email_invalid(),
      ),
    ),
    '',
  ),
  phone: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(30, () => m.form_too_long({ max: 30 })),
    ),
    '',
  ),
})
export type ReservationInput = v.InferOutput<typeof reservationInputSchema>

/** The guest's three fields, required (a customer's come from the account). */
export const guestReservationFieldsSchema = v.object({
  name: requiredText(100),
  email: v.pipe(
    requiredText(254),
    v.email(() => m.form_email_invalid()),
  ),
  phone: requiredText(30),
})

/** What the reservation form shows after sending. */
export type ReservationResult =
  | { readonly ok: true; readonly reservation: Reservation }
  | {
      readonly ok: false
      /**
       * `sold-out`: the store's last unit went meanwhile; `too-many-held`: the shopper holds as many
       * reservations as the shop allows at once; `unavailable`: omnichannel is off.
       */
      readonly reason:
        'invalid' | 'sold-out' | 'too-many-held' | 'throttled' | 'session-expired' | 'unavailable'
      readonly fields?: Readonly<Partial<Record<'name' | 'email' | 'phone', string>>>
    }

/** The omnichannel endpoints the storefront calls (checked by the contract test). */
export const storeStockContract = (): readonly ContractEndpoint[] => [
  endpoint('GET', '/api/v1/stock/stores/', storeStockResponseSchema),
  endpoint('GET', '/api/v1/stock/pickup/', pickupResponseSchema),
  endpoint('POST', '/api/v1/reservations/', createdReservationResponseSchema),
  endpoint('GET', '/api/v1/reservations/:uuid/', reservationResponseSchema),
  endpoint('DELETE', '/api/v1/reservations/:uuid/', reservationResponseSchema),
  endpoint('GET', '/api/v1/user/reservations/', reservationsResponseSchema),
]
