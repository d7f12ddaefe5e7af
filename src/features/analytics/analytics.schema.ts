/**
 * What the dataLayer may receive: one schema per event. The pushes are checked against these in
 * development and in the tests (unit tests of the builders, browser journeys reading the real
 * dataLayer), so a tag that reads a field can rely on it.
 */
import * as v from 'valibot'

const money = v.pipe(v.number(), v.minValue(0))
const text = v.pipe(v.string(), v.nonEmpty(), v.maxLength(500))

export const discountBandSchema = v.picklist([
  '0',
  '0-1',
  '1-10',
  ...Array.from({ length: 9 }, (_, band) => `${band * 10 + 11}-${band * 10 + 20}`),
])

export const analyticsItemSchema = v.strictObject({
  item_id: text,
  item_name: text,
  item_brand: v.string(),
  item_category: v.optional(text),
  item_category2: v.optional(text),
  item_category3: v.optional(text),
  item_category4: v.optional(text),
  item_category5: v.optional(text),
  item_variant: v.optional(text),
  item_list_id: v.optional(text),
  item_list_name: v.optional(text),
  index: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  price: money,
  discount: money,
  discount_band: discountBandSchema,
  item_gender: v.optional(v.picklist(['male', 'female', 'kids'])),
  quantity: v.pipe(v.number(), v.integer(), v.minValue(1)),
})

export const pageTypeSchema = v.picklist(['home', 'item_list', 'item_detail', 'services', 'shop', 'other'])

export const pageDataEventSchema = v.strictObject({
  event: v.literal('page_data'),
  page_type: pageTypeSchema,
  route_name: v.string(),
  page_path: v.pipe(v.string(), v.startsWith('/')),
  page_language: v.picklist(['de-AT', 'en']),
  currency: v.pipe(v.string(), v.length(3)),
  login_state: v.picklist(['logged_in', 'logged_out']),
  /** Only with statistics consent: the pseudo visitor id of this browser session. */
  visitor_id: v.optional(v.pipe(v.string(), v.regex(/^pv-[0-9a-f-]{36}$/))),
})

const listEvent = <const Name extends string>(name: Name) =>
  v.strictObject({
    event: v.literal(name),
    ecommerce: v.strictObject({
      item_list_id: text,
      item_list_name: text,
      items: v.array(analyticsItemSchema),
    }),
  })

const valueEvent = <const Name extends string>(name: Name) =>
  v.strictObject({
    event: v.literal(name),
    ecommerce: v.strictObject({
      currency: v.pipe(v.string(), v.length(3)),
      value: money,
      items: v.pipe(v.array(analyticsItemSchema), v.minLength(1)),
    }),
  })

const basketEvent = <const Name extends string>(name: Name) =>
  v.strictObject({
    event: v.literal(name),
    shopping_type: v.picklist(['male', 'female', 'kids', 'family', 'couple', 'other']),
    ecommerce: v.strictObject({
      currency: v.pipe(v.string(), v.length(3)),
      value: money,
      items: v.array(analyticsItemSchema),
    }),
  })

const promotionSchema = v.strictObject({
  promotion_id: text,
  promotion_name: text,
  creative_name: v.optional(text),
  creative_slot: v.optional(text),
})

const promotionEvent = <const Name extends string>(name: Name) =>
  v.strictObject({
    event: v.literal(name),
    ecommerce: v.strictObject({ items: v.pipe(v.array(promotionSchema), v.minLength(1)) }),
  })

const bookingFields = {
  store_slug: text,
  service_slug: text,
  service_kind: v.picklist(['appointment', 'rental']),
}

export const statisticsEventSchema = v.variant('event', [
  listEvent('view_item_list'),
  listEvent('select_item'),
  valueEvent('view_item'),
  valueEvent('add_to_cart'),
  valueEvent('remove_from_cart'),
  valueEvent('add_to_wishlist'),
  basketEvent('view_cart'),
  basketEvent('begin_checkout'),
  v.strictObject({
    event: v.literal('purchase'),
    shopping_type: v.picklist(['male', 'female', 'kids', 'family', 'couple', 'other']),
    ecommerce: v.strictObject({
      transaction_id: text,
      currency: v.pipe(v.string(), v.length(3)),
      value: money,
      shipping: money,
      items: v.pipe(v.array(analyticsItemSchema), v.minLength(1)),
    }),
  }),
  v.strictObject({ event: v.literal('search'), search_term: text }),
  v.strictObject({
    event: v.literal('view_search_results'),
    search_term: text,
    results: v.pipe(v.number(), v.integer(), v.minValue(0)),
  }),
  v.strictObject({ event: v.literal('login'), method: v.literal('email') }),
  v.strictObject({ event: v.literal('sign_up'), method: v.literal('email') }),
  promotionEvent('view_promotion'),
  promotionEvent('select_promotion'),
  // Click & reserve (omnichannel): the item put aside and the store, never the shopper or the code.
  v.strictObject({
    event: v.literal('reserve'),
    store_slug: text,
    ecommerce: v.strictObject({
      currency: v.pipe(v.string(), v.length(3)),
      value: money,
      items: v.pipe(v.array(analyticsItemSchema), v.minLength(1)),
    }),
  }),
  v.strictObject({
    event: v.literal('cancel_reservation'),
    store_slug: text,
    item_name: text,
    item_variant: text,
  }),
  // Service booking (issue 32): which service in which store, and for the booking its price; never
  // the shopper, the time chosen or the booking's id.
  v.strictObject({ event: v.literal('booking_start'), ...bookingFields }),
  v.strictObject({
    event: v.literal('booking_complete'),
    ...bookingFields,
    currency: v.pipe(v.string(), v.length(3)),
    value: money,
  }),
  v.strictObject({ event: v.literal('8_minutes') }),
  v.strictObject({ event: v.literal('10_pages') }),
  v.strictObject({
    event: v.literal('web_vitals'),
    metric_name: v.picklist(['LCP', 'INP', 'CLS', 'TTFB']),
    metric_value: v.pipe(v.number(), v.minValue(0)),
    metric_rating: v.picklist(['good', 'needs-improvement', 'poor']),
    metric_id: text,
    page_type: pageTypeSchema,
    route_name: v.string(),
  }),
])

export type PageDataEvent = v.InferOutput<typeof pageDataEventSchema>
export type StatisticsEvent = v.InferOutput<typeof statisticsEventSchema>
export type StatisticsEventName = StatisticsEvent['event']
