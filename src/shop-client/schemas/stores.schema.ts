/**
 * The storefront's reading of the stores endpoints (shop locator, store details) and what the store
 * pages are given by the storefront server: Austrian public holidays and the map.
 */
import * as v from 'valibot'
import { endpoint } from './contract'
import type { ContractEndpoint } from './contract'
import { flyerSummarySchema } from '~/shop-client/schemas/flyers.schema'

export const openingHoursSchema = v.object({
  /** ISO weekday: 1 Monday … 7 Sunday. */
  day: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(7)),
  /** "HH:MM", Vienna time. A close at or before the open means the hours run past midnight. */
  open: v.pipe(v.string(), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/)),
  close: v.pipe(v.string(), v.regex(/^([01]\d|2[0-4]):[0-5]\d$/)),
})
export type OpeningHours = v.InferOutput<typeof openingHoursSchema>

export const storeSchema = v.object({
  id: v.number(),
  slug: v.string(),
  name: v.string(),
  street: v.string(),
  streetNo: v.string(),
  postal: v.string(),
  city: v.string(),
  state: v.string(),
  phone: v.string(),
  email: v.string(),
  latitude: v.number(),
  longitude: v.number(),
  openingHours: v.array(openingHoursSchema),
  services: v.array(v.string()),
  image: v.string(),
})
export type Store = v.InferOutput<typeof storeSchema>

export const storesResponseSchema = v.object({ data: v.object({ stores: v.array(storeSchema) }) })

export const storeResponseSchema = v.object({
  data: v.object({ store: storeSchema, flyers: v.array(flyerSummarySchema) }),
})
/** One store with its flyers (its own and the national ones), as GET /api/v1/stores/{slug}/ answers. */
export type StoreDetails = v.InferOutput<typeof storeResponseSchema>['data']

/** A public holiday in Austria on which stores stay closed. */
export type { Holiday } from '~/lib/opening-hours'

/** A map marker in the map's own coordinates (SVG user units). */
export interface MapMarker {
  readonly slug: string
  readonly x: number
  readonly y: number
}

/** Austria drawn once on the server: its outline as an SVG path, and where each store lies. */
export interface StoreMap {
  readonly width: number
  readonly height: number
  readonly outline: string
  readonly markers: readonly MapMarker[]
}

export const storeSlugSchema = v.pipe(
  v.string(),
  v.maxLength(200, 'The address is too long'),
  v.regex(/^[a-z0-9][a-z0-9-]*$/, 'Not a store address'),
)

/** The shop locator's search: what a shopper types (city, postal code or name). */
export const storeSearchSchema = v.object({
  q: v.fallback(v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100), v.minLength(1))), undefined),
})
export type StoreSearch = v.InferOutput<typeof storeSearchSchema>

/** The stores endpoints the storefront calls (checked by the contract test). */
export const storesContract = (): readonly ContractEndpoint[] => [
  endpoint('GET', '/api/v1/stores/', storesResponseSchema),
  endpoint('GET', '/api/v1/stores/:slug/', storeResponseSchema),
]
