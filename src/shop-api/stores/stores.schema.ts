/**
 * Contracts of the shop-locator and flyer endpoints.
 */
import * as v from 'valibot'

const slug = v.pipe(v.string(), v.maxLength(200), v.regex(/^[a-z0-9][a-z0-9-]*$/))

export function coordinate(name: string, limit: number) {
  const message = `${name} must be a number from -${limit} to ${limit}`
  return v.optional(
    v.pipe(
      v.string(),
      v.regex(/^-?\d{1,3}(\.\d{1,12})?$/, message),
      v.transform(Number),
      v.minValue(-limit, message),
      v.maxValue(limit, message),
    ),
  )
}

export const storesQuerySchema = v.pipe(
  v.object({
    q: v.optional(v.pipe(v.string(), v.maxLength(100, 'At most 100 characters')), ''),
    lat: coordinate('lat', 90),
    lng: coordinate('lng', 180),
  }),
  v.forward(
    v.partialCheck(
      [['lat'], ['lng']],
      (input) => (input.lat === undefined) === (input.lng === undefined),
      'lat and lng are sent together',
    ),
    ['lng'],
  ),
)

export const storeSchema = v.object({
  id: v.number(),
  slug: v.string(),
  name: v.string(),
  /** Storefront path: `/shop/{slug}/`. */
  url: v.string(),
  street: v.string(),
  streetNo: v.string(),
  postal: v.string(),
  city: v.string(),
  state: v.string(),
  phone: v.string(),
  email: v.string(),
  latitude: v.number(),
  longitude: v.number(),
  /** ISO weekday 1 (Monday) … 7 (Sunday), times HH:MM. */
  openingHours: v.array(v.object({ day: v.number(), open: v.string(), close: v.string() })),
  services: v.array(v.string()),
  image: v.string(),
  /** Kilometres from lat/lng (one decimal); null without them. */
  distanceKm: v.nullable(v.number()),
})

export const storesResponseSchema = v.object({ data: v.object({ stores: v.array(storeSchema) }) })

export const storeParamsSchema = v.object({ slug })

export const flyerSchema = v.object({
  id: v.number(),
  slug: v.string(),
  /** Storefront path: `/werbung/{slug}/`. */
  url: v.string(),
  title: v.string(),
  /** Inclusive, YYYY-MM-DD, Austrian calendar days. */
  validFrom: v.string(),
  validTo: v.string(),
  status: v.picklist(['current', 'upcoming', 'expired']),
  cover: v.string(),
  pageCount: v.number(),
  /** Null for a national flyer. */
  store: v.nullable(v.object({ slug: v.string(), name: v.string() })),
})

export const storeResponseSchema = v.object({
  data: v.object({ store: storeSchema, flyers: v.array(flyerSchema) }),
})

export const flyersQuerySchema = v.object({ store: v.optional(v.pipe(v.string(), v.maxLength(200))) })

export const flyersResponseSchema = v.object({ data: v.object({ flyers: v.array(flyerSchema) }) })

export const flyerParamsSchema = v.object({ slug })

export const flyerResponseSchema = v.object({
  data: v.object({ flyer: v.object({ ...flyerSchema.entries, pages: v.array(v.string()) }) }),
})
