/**
 * What search engines require of the structured data this shop emits, as valibot schemas: the
 * required and recommended properties of Google Search's structured-data documentation
 * (developers.google.com/search/docs/appearance/structured-data: Product snippets and merchant
 * listings with shipping details and return policy, Breadcrumb, Carousel (ItemList, summary page), Organization, Local business, Article, Profile page)
 * and schema.org's value types (URLs, ISO 8601 dates, ItemAvailability, ISO 4217 currencies).
 *
 * Tests hold every JSON-LD block of a page to these, so a missing price, a relative image URL or a
 * day name that is not a schema.org DayOfWeek fails, not only a missing `@type`.
 */
import * as v from 'valibot'

const context = v.literal('https://schema.org')
const absoluteUrl = v.pipe(
  v.string(),
  v.url(),
  v.check((value) => /^https?:\/\//.test(value), 'an absolute http(s) URL'),
)
const nonEmpty = v.pipe(v.string(), v.trim(), v.minLength(1))
/** schema.org Number as JSON-LD text or number; Google wants a dot as the decimal separator. */
const price = v.union([
  v.pipe(v.string(), v.regex(/^\d+(\.\d+)?$/, 'a price such as 129.95')),
  v.pipe(v.number(), v.minValue(0)),
])
const currency = v.pipe(v.string(), v.regex(/^[A-Z]{3}$/, 'an ISO 4217 currency code'))
const availability = v.picklist([
  'https://schema.org/InStock',
  'https://schema.org/OutOfStock',
  'https://schema.org/PreOrder',
  'https://schema.org/BackOrder',
  'https://schema.org/LimitedAvailability',
  'https://schema.org/SoldOut',
  'https://schema.org/Discontinued',
  'https://schema.org/InStoreOnly',
  'https://schema.org/OnlineOnly',
])
const isoDateTime = v.pipe(v.string(), v.isoTimestamp('an ISO 8601 date and time'))
const position = v.pipe(v.number(), v.integer(), v.minValue(1))
const gtin = v.pipe(v.string(), v.regex(/^\d{8}$|^\d{12,14}$/, 'a GTIN of 8, 12, 13 or 14 digits'))

const countryCode = v.pipe(v.string(), v.regex(/^[A-Z]{2}$/, 'an ISO 3166-1 alpha-2 country code'))
const dayCount = v.pipe(v.number(), v.integer(), v.minValue(0))
const dayRange = v.pipe(
  v.object({
    '@type': v.literal('QuantitativeValue'),
    minValue: dayCount,
    maxValue: dayCount,
    unitCode: v.literal('DAY'),
  }),
  v.check((value) => value.minValue <= value.maxValue, 'minValue is at most maxValue'),
)

/** Merchant listings: the shipping rate, where it applies, and handling plus transit days. */
const shippingDetails = v.object({
  '@type': v.literal('OfferShippingDetails'),
  shippingRate: v.object({ '@type': v.literal('MonetaryAmount'), value: price, currency }),
  shippingDestination: v.object({ '@type': v.literal('DefinedRegion'), addressCountry: countryCode }),
  deliveryTime: v.object({
    '@type': v.literal('ShippingDeliveryTime'),
    handlingTime: dayRange,
    transitTime: dayRange,
  }),
})

const returnMethod = v.picklist([
  'https://schema.org/ReturnByMail',
  'https://schema.org/ReturnInStore',
  'https://schema.org/ReturnAtKiosk',
  'https://schema.org/KeepProduct',
])

/** Merchant listings: a finite return window needs its days, method and fees. */
const merchantReturnPolicy = v.object({
  '@type': v.literal('MerchantReturnPolicy'),
  applicableCountry: countryCode,
  returnPolicyCategory: v.literal('https://schema.org/MerchantReturnFiniteReturnWindow'),
  merchantReturnDays: v.pipe(v.number(), v.integer(), v.minValue(1)),
  returnMethod: v.union([returnMethod, v.pipe(v.array(returnMethod), v.minLength(1))]),
  returnFees: v.picklist([
    'https://schema.org/FreeReturn',
    'https://schema.org/ReturnFeesCustomerResponsibility',
    'https://schema.org/ReturnShippingFees',
  ]),
})

const offer = v.object({
  '@type': v.literal('Offer'),
  shippingDetails,
  hasMerchantReturnPolicy: merchantReturnPolicy,
  price,
  priceCurrency: currency,
  availability,
  url: v.optional(absoluteUrl),
  sku: v.optional(nonEmpty),
  name: v.optional(nonEmpty),
  gtin13: v.optional(gtin),
  itemCondition: v.optional(v.literal('https://schema.org/NewCondition')),
})

const aggregateOffer = v.pipe(
  v.object({
    '@type': v.literal('AggregateOffer'),
    lowPrice: price,
    highPrice: price,
    priceCurrency: currency,
    offerCount: v.pipe(v.number(), v.integer(), v.minValue(1)),
    availability: v.optional(availability),
    offers: v.pipe(v.array(offer), v.minLength(1)),
  }),
  v.check((value) => value.offers.length === value.offerCount, 'offerCount is the number of offers'),
  v.check(
    (value) => value.offers.every((item) => item.priceCurrency === value.priceCurrency),
    'every offer in the aggregate currency',
  ),
)

export const productRichResult = v.object({
  '@context': context,
  '@type': v.literal('Product'),
  name: nonEmpty,
  image: v.pipe(v.array(absoluteUrl), v.minLength(1)),
  description: nonEmpty,
  sku: nonEmpty,
  url: absoluteUrl,
  brand: v.object({ '@type': v.literal('Brand'), name: nonEmpty }),
  offers: v.union([offer, aggregateOffer]),
})

const listItemWithItem = v.object({
  '@type': v.literal('ListItem'),
  position,
  name: nonEmpty,
  item: absoluteUrl,
})

export const breadcrumbListRichResult = v.pipe(
  v.object({
    '@context': context,
    '@type': v.literal('BreadcrumbList'),
    itemListElement: v.pipe(v.array(listItemWithItem), v.minLength(1)),
  }),
  v.check(
    (value) => value.itemListElement.every((item, index) => item.position === index + 1),
    'positions count 1, 2, 3, … in order',
  ),
)

export const itemListRichResult = v.pipe(
  v.object({
    '@context': context,
    '@type': v.literal('ItemList'),
    name: v.optional(nonEmpty),
    numberOfItems: v.optional(v.number()),
    itemListElement: v.array(
      v.object({ '@type': v.literal('ListItem'), position, url: absoluteUrl, name: v.optional(nonEmpty) }),
    ),
  }),
  v.check(
    (value) =>
      value.itemListElement.every(
        (item, index) =>
          index === 0 || item.position === (value.itemListElement[index - 1]?.position ?? 0) + 1,
      ),
    'positions are consecutive',
  ),
  v.check(
    (value) => value.numberOfItems === undefined || value.numberOfItems === value.itemListElement.length,
    'numberOfItems is the number of list items',
  ),
)

export const organizationRichResult = v.object({
  '@context': context,
  '@type': v.literal('Organization'),
  name: nonEmpty,
  url: absoluteUrl,
  logo: absoluteUrl,
})

export const webSiteRichResult = v.object({
  '@context': context,
  '@type': v.literal('WebSite'),
  name: nonEmpty,
  url: absoluteUrl,
  potentialAction: v.object({
    '@type': v.literal('SearchAction'),
    target: v.object({
      '@type': v.literal('EntryPoint'),
      urlTemplate: v.pipe(
        v.string(),
        v.check(
          (value) => value.includes('{search_term_string}') && /^https?:\/\//.test(value),
          'an absolute URL template with {search_term_string}',
        ),
      ),
    }),
    'query-input': v.literal('required name=search_term_string'),
  }),
})

const dayOfWeek = v.picklist([
  'https://schema.org/Monday',
  'https://schema.org/Tuesday',
  'https://schema.org/Wednesday',
  'https://schema.org/Thursday',
  'https://schema.org/Friday',
  'https://schema.org/Saturday',
  'https://schema.org/Sunday',
])
const time = v.pipe(v.string(), v.regex(/^([01]\d|2[0-4]):[0-5]\d(:[0-5]\d)?$/, 'a time hh:mm'))

export const localBusinessRichResult = v.object({
  '@context': context,
  '@type': v.picklist(['LocalBusiness', 'Store', 'SportingGoodsStore']),
  name: nonEmpty,
  url: absoluteUrl,
  image: absoluteUrl,
  telephone: nonEmpty,
  address: v.object({
    '@type': v.literal('PostalAddress'),
    streetAddress: nonEmpty,
    postalCode: nonEmpty,
    addressLocality: nonEmpty,
    addressCountry: countryCode,
    addressRegion: v.optional(nonEmpty),
  }),
  geo: v.object({
    '@type': v.literal('GeoCoordinates'),
    latitude: v.pipe(v.number(), v.minValue(-90), v.maxValue(90)),
    longitude: v.pipe(v.number(), v.minValue(-180), v.maxValue(180)),
  }),
  openingHoursSpecification: v.pipe(
    v.array(
      v.object({ '@type': v.literal('OpeningHoursSpecification'), dayOfWeek, opens: time, closes: time }),
    ),
    v.minLength(1),
  ),
})

export const articleRichResult = v.object({
  '@context': context,
  '@type': v.picklist(['Article', 'BlogPosting', 'NewsArticle']),
  // Google shows at most 110 characters of a headline.
  headline: v.pipe(nonEmpty, v.maxLength(110)),
  image: v.pipe(v.array(absoluteUrl), v.minLength(1)),
  datePublished: isoDateTime,
  dateModified: isoDateTime,
  // Google recommends author.url: a page that identifies the author (their profile page).
  author: v.object({ '@type': v.picklist(['Person', 'Organization']), name: nonEmpty, url: absoluteUrl }),
  publisher: v.object({
    '@type': v.literal('Organization'),
    name: nonEmpty,
    url: absoluteUrl,
    logo: v.object({ '@type': v.literal('ImageObject'), url: absoluteUrl }),
  }),
})

/** Profile page (an author's page): a Person or Organization with a name as its main entity. */
export const profilePageRichResult = v.object({
  '@context': context,
  '@type': v.literal('ProfilePage'),
  url: absoluteUrl,
  mainEntity: v.object({
    '@type': v.picklist(['Person', 'Organization']),
    name: nonEmpty,
    url: v.optional(absoluteUrl),
  }),
  hasPart: v.optional(v.array(v.object({ '@type': v.picklist(['Article']), url: absoluteUrl }))),
})

/**
 * A bookable service (schema.org Service; Google shows no rich result for it, so this holds it to
 * what its own use needs): a name, its page, and an offer with a price to book it online.
 */
export const serviceStructuredData = v.object({
  '@context': context,
  '@type': v.literal('Service'),
  name: nonEmpty,
  description: nonEmpty,
  url: absoluteUrl,
  provider: v.object({ '@id': absoluteUrl, name: nonEmpty }),
  availableChannel: v.object({ '@type': v.literal('ServiceChannel'), serviceUrl: absoluteUrl }),
  offers: v.object({
    '@type': v.literal('Offer'),
    url: absoluteUrl,
    price,
    priceCurrency: currency,
    availability,
    priceSpecification: v.optional(
      v.object({
        '@type': v.literal('UnitPriceSpecification'),
        price,
        priceCurrency: currency,
        unitCode: v.literal('DAY'),
      }),
    ),
  }),
})

/** The schema a JSON-LD block is held to, by its `@type`. */
export const richResultSchemas = {
  Product: productRichResult,
  BreadcrumbList: breadcrumbListRichResult,
  ItemList: itemListRichResult,
  Organization: organizationRichResult,
  WebSite: webSiteRichResult,
  SportingGoodsStore: localBusinessRichResult,
  Article: articleRichResult,
  ProfilePage: profilePageRichResult,
  Service: serviceStructuredData,
} as const
export type RichResultType = keyof typeof richResultSchemas

/** Problems of one JSON-LD block ("path: message"), none when it satisfies its type's schema. */
export function richResultIssues(block: unknown): string[] {
  const typed = v.safeParse(v.object({ '@type': v.picklist(Object.keys(richResultSchemas)) }), block)
  if (!typed.success) return ['@type: not a type this shop emits']
  const type = typed.output['@type']
  if (!isRichResultType(type)) return ['@type: not a type this shop emits']
  const result = v.safeParse(richResultSchemas[type], block)
  return result.success
    ? []
    : result.issues.map((issue) => `${v.getDotPath(issue) ?? type}: ${issue.message}`)
}

function isRichResultType(type: string): type is RichResultType {
  return Object.hasOwn(richResultSchemas, type)
}
