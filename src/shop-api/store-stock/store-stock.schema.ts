/**
 * Contracts of the omnichannel endpoints: stock per store and size, pick-up of a cart, and click &
 * reserve (docs/api.md "Store stock and reservations").
 */
import * as v from 'valibot'
import { emailSchema, phoneSchema } from '../auth/auth.schema'
import { apiLocales } from '../http/locale'
import { coordinate } from '../stores/stores.schema'

const id = (name: string) =>
  v.pipe(
    v.string(),
    v.regex(/^[1-9]\d{0,8}$/, `${name} must be a positive whole number`),
    v.transform(Number),
  )

export const storeStockQuerySchema = v.pipe(
  v.object({
    productOption: v.optional(id('productOption')),
    product: v.optional(id('product')),
    store: v.optional(id('store')),
    lat: coordinate('lat', 90),
    lng: coordinate('lng', 180),
  }),
  v.forward(
    v.partialCheck(
      [['productOption'], ['product']],
      (input) => (input.productOption === undefined) !== (input.product === undefined),
      'Send exactly one of productOption and product',
    ),
    ['productOption'],
  ),
  v.forward(
    v.partialCheck(
      [['lat'], ['lng']],
      (input) => (input.lat === undefined) === (input.lng === undefined),
      'lat and lng are sent together',
    ),
    ['lng'],
  ),
)

/** At most this many cart lines are asked about at once (a cart holds fewer). */
export const MAX_PICKUP_LINES = 50

export const pickupQuerySchema = v.object({
  lines: v.pipe(
    v.string('lines is required'),
    v.regex(
      /^[1-9]\d{0,8}:[1-9]\d{0,2}(,[1-9]\d{0,8}:[1-9]\d{0,2})*$/,
      'lines is a comma-separated list of productOption:quantity',
    ),
    v.transform((value) =>
      value.split(',').map((pair) => {
        const [option = '', quantity = ''] = pair.split(':')
        return { productOption: Number(option), quantity: Number(quantity) }
      }),
    ),
    v.maxLength(MAX_PICKUP_LINES, `At most ${MAX_PICKUP_LINES} lines`),
  ),
})

export const stockBands = ['available', 'few', 'none'] as const

const stockStoreSchema = v.object({
  id: v.number(),
  slug: v.string(),
  name: v.string(),
  /** Storefront path: `/shop/{slug}/`. */
  url: v.string(),
  street: v.string(),
  streetNo: v.string(),
  postal: v.string(),
  city: v.string(),
})

export const storeOpeningSchema = v.object({
  openNow: v.boolean(),
  closesAt: v.nullable(v.string()),
  nextOpening: v.nullable(v.object({ date: v.string(), time: v.string() })),
})

export const storeStockResponseSchema = v.object({
  data: v.object({
    product: v.object({ id: v.number(), name: v.string(), url: v.string() }),
    size: v.nullable(v.object({ id: v.number(), label: v.string() })),
    storesWithStock: v.number(),
    stores: v.array(
      v.object({
        store: stockStoreSchema,
        availability: v.picklist(stockBands),
        quantity: v.nullable(v.number()),
        opening: storeOpeningSchema,
        distanceKm: v.nullable(v.number()),
        isCallerStore: v.boolean(),
      }),
    ),
  }),
})

export const pickupResponseSchema = v.object({
  data: v.object({
    stores: v.array(v.object({ storeId: v.number(), inStock: v.boolean(), pickupInDays: v.number() })),
  }),
})

export const reservationStatusValues = ['held', 'collected', 'cancelled', 'expired'] as const

export const reservationSchema = v.object({
  uuid: v.string(),
  status: v.picklist(reservationStatusValues),
  pickupCode: v.string(),
  quantity: v.number(),
  createdAt: v.string(),
  expiresAt: v.string(),
  endedAt: v.nullable(v.string()),
  product: v.object({ id: v.number(), name: v.string(), url: v.string(), image: v.string() }),
  size: v.object({ id: v.number(), label: v.string() }),
  store: stockStoreSchema,
  name: v.string(),
  email: v.string(),
  phone: v.string(),
})

export const reservationResponseSchema = v.object({ data: v.object({ reservation: reservationSchema }) })
export const createdReservationResponseSchema = v.object({
  data: v.object({ reservation: reservationSchema, uuid: v.string() }),
})
export const reservationsResponseSchema = v.object({
  data: v.object({ reservations: v.array(reservationSchema) }),
})

const optionalText = (label: string, max: number) =>
  v.optional(
    v.pipe(
      v.string(`The ${label} must be a string.`),
      v.trim(),
      v.maxLength(max, `The ${label} may not be greater than ${max} characters.`),
    ),
    '',
  )

/**
 * A reservation. Guests must send name, e-mail and phone (checked in the handler, which knows who
 * calls); a customer's name and e-mail default to the account's.
 */
export const createReservationBodySchema = v.object(
  {
    productOption: v.pipe(
      v.number('The product option must be a number.'),
      v.integer('The product option must be a whole number.'),
      v.minValue(1, 'The product option must be positive.'),
    ),
    store: v.pipe(
      v.number('The store must be a number.'),
      v.integer('The store must be a whole number.'),
      v.minValue(1, 'The store must be positive.'),
    ),
    name: optionalText('name', 100),
    email: v.optional(v.union([v.literal(''), emailSchema], 'The email must be a valid email address.'), ''),
    phone: v.optional(v.union([v.literal(''), phoneSchema], 'The phone must be a valid phone number.'), ''),
    locale: v.optional(v.picklist(apiLocales, 'The locale must be de-AT or en.'), 'de-AT'),
  },
  'The request body must be a JSON object.',
)

export const reservationParamsSchema = v.object({ uuid: v.pipe(v.string(), v.uuid()) })

export const NOT_IN_STORE = 'This size is not in stock in this store any more.'
/** Answered (409, `errors.reservations`) to the sixth reservation of an owner still holding five. */
export const tooManyHeld = (max: number) =>
  `You can hold at most ${String(max)} reservations at a time: collect or cancel one first.`
export const RESERVATION_ENDED = 'This reservation has ended; it can no longer be cancelled.'
