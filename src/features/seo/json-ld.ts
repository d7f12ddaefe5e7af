/**
 * schema.org structured data (JSON-LD) of the shop's pages, typed with schema-dts. The builders are
 * pure: a route's loader calls them with what it already has, and its `head` hands the result to the
 * router as `{ 'script:ld+json': … }`, which renders a `<script type="application/ld+json">` data
 * block with `<`, `>` and `&` escaped (a data block runs nothing, so the page's CSP does not apply).
 *
 * Google's required and recommended properties per type are checked by `rich-results.schema.ts`.
 */
import type {
  AggregateOffer,
  Article,
  BreadcrumbList,
  ItemAvailability,
  ItemList,
  MerchantReturnPolicy,
  Offer,
  OfferShippingDetails,
  Organization,
  Person,
  Product,
  ProfilePage,
  SearchAction,
  Service,
  SportingGoodsStore,
  WebSite,
  WithContext,
} from 'schema-dts'
import { absoluteUrl } from './seo-head'

const CONTEXT = 'https://schema.org'

/** Every price of the shop is in euros (spec §3). */
const CURRENCY = 'EUR'

/** The shop as an organization, for the home page. */
export function organizationLd(input: {
  readonly hostName: string
  readonly name: string
  readonly logoPath: string
}): WithContext<Organization> {
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    '@id': `${absoluteUrl(input.hostName, '/')}#organization`,
    name: input.name,
    url: absoluteUrl(input.hostName, '/'),
    logo: absoluteUrl(input.hostName, input.logoPath),
  }
}

/**
 * schema.org spells an action's input as `{property}-input` (Actions overview), which schema-dts
 * does not model; Google's sitelinks search box reads `query-input`.
 */
type SearchActionWithInput = SearchAction & { readonly 'query-input': string }

/** The site with its search (the sitelinks search box): `{search_term_string}` fills `q`. */
export function webSiteLd(input: {
  readonly hostName: string
  readonly name: string
  /** The home page path in the page's locale (`/` or `/en/`). */
  readonly homePath: string
  /** The search page path in the page's locale (`/search/` or `/en/search/`). */
  readonly searchPath: string
  readonly inLanguage: string
}): WithContext<WebSite> {
  const search: SearchActionWithInput = {
    '@type': 'SearchAction',
    target: {
      '@type': 'EntryPoint',
      urlTemplate: `${absoluteUrl(input.hostName, input.searchPath)}?q={search_term_string}`,
    },
    'query-input': 'required name=search_term_string',
  }
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    name: input.name,
    url: absoluteUrl(input.hostName, input.homePath),
    inLanguage: input.inLanguage,
    publisher: { '@id': `${absoluteUrl(input.hostName, '/')}#organization` },
    potentialAction: search,
  }
}

export interface Crumb {
  readonly name: string
  /** Path on this shop in the page's locale, e.g. `/en/damen/schuhe/`. */
  readonly path: string
}

/** The trail above a page (home first), the page itself last. */
export function breadcrumbListLd(hostName: string, crumbs: readonly Crumb[]): WithContext<BreadcrumbList> {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(hostName, crumb.path),
    })),
  }
}

/** The products of a list page, in the order shown, numbered from the page's first position. */
export function itemListLd(input: {
  readonly hostName: string
  readonly name: string
  readonly firstPosition: number
  readonly items: readonly { readonly name: string; readonly path: string }[]
}): WithContext<ItemList> {
  return {
    '@context': CONTEXT,
    '@type': 'ItemList',
    name: input.name,
    numberOfItems: input.items.length,
    itemListElement: input.items.map((item, index) => ({
      '@type': 'ListItem',
      position: input.firstPosition + index,
      name: item.name,
      url: absoluteUrl(input.hostName, item.path),
    })),
  }
}

const availability = (inStock: boolean): ItemAvailability =>
  inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock'

export interface ProductLdInput {
  readonly hostName: string
  /** The product page in the page's locale. */
  readonly path: string
  readonly name: string
  readonly brand: string
  readonly sku: string
  readonly description: string
  readonly color: string
  readonly category: string
  readonly images: readonly string[]
  /** The visitor's price (their price type's), in euros. */
  readonly price: number
  readonly available: boolean
  readonly sizes: readonly { readonly label: string; readonly inStock: boolean; readonly gtin?: string }[]
  /** The shop's delivery and return terms for this product; the offers state them when known. */
  readonly terms?: ProductTermsLd | undefined
}

export interface ProductTermsLd {
  /** ISO 3166-1 country delivered to and returned from. */
  readonly country: string
  /** Delivery of this product alone, in euros. */
  readonly shippingPrice: number
  readonly handlingDays: { readonly min: number; readonly max: number }
  readonly transitDays: { readonly min: number; readonly max: number }
  readonly returnDays: number
  readonly freeReturns: boolean
  readonly returnMethods: readonly ('mail' | 'store')[]
}

const RETURN_METHODS = {
  mail: 'https://schema.org/ReturnByMail',
  store: 'https://schema.org/ReturnInStore',
} as const

const days = (range: { readonly min: number; readonly max: number }) =>
  ({ '@type': 'QuantitativeValue', minValue: range.min, maxValue: range.max, unitCode: 'DAY' }) as const

/** Google's merchant listing shipping: the rate for this product alone, where, and how long. */
function shippingDetailsLd(terms: ProductTermsLd): OfferShippingDetails {
  return {
    '@type': 'OfferShippingDetails',
    shippingRate: { '@type': 'MonetaryAmount', value: terms.shippingPrice.toFixed(2), currency: CURRENCY },
    shippingDestination: { '@type': 'DefinedRegion', addressCountry: terms.country },
    deliveryTime: {
      '@type': 'ShippingDeliveryTime',
      handlingTime: days(terms.handlingDays),
      transitTime: days(terms.transitDays),
    },
  }
}

/** A return window of some days, from the delivery country. */
function returnPolicyLd(terms: ProductTermsLd): MerchantReturnPolicy {
  return {
    '@type': 'MerchantReturnPolicy',
    applicableCountry: terms.country,
    returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
    merchantReturnDays: terms.returnDays,
    returnMethod: terms.returnMethods.map((method) => RETURN_METHODS[method]),
    returnFees: terms.freeReturns
      ? 'https://schema.org/FreeReturn'
      : 'https://schema.org/ReturnFeesCustomerResponsibility',
  }
}

/**
 * A product with one offer per size (availability per size) gathered in an AggregateOffer; without
 * sizes, one offer for the product. Each offer names the shop's shipping and return terms (Google's
 * merchant listings read them per offer).
 */
export function productLd(input: ProductLdInput): WithContext<Product> {
  const url = absoluteUrl(input.hostName, input.path)
  const { terms } = input
  const termsLd = terms
    ? { shippingDetails: shippingDetailsLd(terms), hasMerchantReturnPolicy: returnPolicyLd(terms) }
    : {}
  const offerOf = (inStock: boolean, size?: ProductLdInput['sizes'][number]): Offer => ({
    '@type': 'Offer',
    ...(size ? { name: size.label, sku: `${input.sku}-${size.label}` } : { sku: input.sku }),
    ...(size?.gtin ? { gtin13: size.gtin } : {}),
    url,
    price: input.price.toFixed(2),
    priceCurrency: CURRENCY,
    availability: availability(inStock),
    itemCondition: 'https://schema.org/NewCondition',
    ...termsLd,
  })
  const offers: Offer | AggregateOffer =
    input.sizes.length === 0
      ? offerOf(input.available)
      : {
          '@type': 'AggregateOffer',
          priceCurrency: CURRENCY,
          lowPrice: input.price.toFixed(2),
          highPrice: input.price.toFixed(2),
          offerCount: input.sizes.length,
          availability: availability(input.sizes.some((size) => size.inStock)),
          offers: input.sizes.map((size) => offerOf(size.inStock, size)),
        }
  return {
    '@context': CONTEXT,
    '@type': 'Product',
    name: input.name,
    sku: input.sku,
    description: input.description,
    url,
    image: input.images.map((image) => absoluteUrl(input.hostName, image)),
    brand: { '@type': 'Brand', name: input.brand },
    color: input.color,
    category: input.category,
    offers,
  }
}

const WEEKDAYS = [
  'https://schema.org/Monday',
  'https://schema.org/Tuesday',
  'https://schema.org/Wednesday',
  'https://schema.org/Thursday',
  'https://schema.org/Friday',
  'https://schema.org/Saturday',
  'https://schema.org/Sunday',
] as const

export interface StoreLdInput {
  readonly hostName: string
  readonly path: string
  readonly name: string
  readonly street: string
  readonly streetNo: string
  readonly postal: string
  readonly city: string
  readonly state: string
  readonly phone: string
  readonly email: string
  readonly latitude: number
  readonly longitude: number
  readonly image: string
  /** ISO weekday 1–7 and "HH:MM" times, Vienna time. */
  readonly openingHours: readonly { readonly day: number; readonly open: string; readonly close: string }[]
}

/** A store (a LocalBusiness) with its address, position and weekly opening hours. */
export function storeLd(input: StoreLdInput): WithContext<SportingGoodsStore> {
  return {
    '@context': CONTEXT,
    '@type': 'SportingGoodsStore',
    name: input.name,
    url: absoluteUrl(input.hostName, input.path),
    image: absoluteUrl(input.hostName, input.image),
    telephone: input.phone,
    email: input.email,
    priceRange: '€€',
    address: {
      '@type': 'PostalAddress',
      streetAddress: `${input.street} ${input.streetNo}`,
      postalCode: input.postal,
      addressLocality: input.city,
      addressRegion: input.state,
      addressCountry: 'AT',
    },
    geo: { '@type': 'GeoCoordinates', latitude: input.latitude, longitude: input.longitude },
    openingHoursSpecification: input.openingHours.flatMap((hours) => {
      const dayOfWeek = WEEKDAYS[hours.day - 1]
      return dayOfWeek
        ? [
            {
              '@type': 'OpeningHoursSpecification' as const,
              dayOfWeek,
              opens: hours.open,
              closes: hours.close,
            },
          ]
        : []
    }),
  }
}

export interface ServiceLdInput {
  readonly hostName: string
  /** The service page's canonical address (or its localized path). */
  readonly path: string
  /** The booking flow's path for this service, localized. */
  readonly bookingPath: string
  readonly siteName: string
  readonly name: string
  readonly description: string
  readonly kind: 'appointment' | 'rental'
  /** An appointment's price (0: free), a rental's lowest day price. */
  readonly priceFromCents: number
}

/**
 * A bookable workshop service or rental of the shop's stores, with its price as an offer booked
 * online (issue 32); a rental's price is per day.
 */
export function serviceLd(input: ServiceLdInput): WithContext<Service> {
  const price = (input.priceFromCents / 100).toFixed(2)
  const bookingUrl = absoluteUrl(input.hostName, input.bookingPath)
  const offer: Offer = {
    '@type': 'Offer',
    url: bookingUrl,
    price,
    priceCurrency: CURRENCY,
    availability: 'https://schema.org/InStock',
    ...(input.kind === 'rental'
      ? {
          priceSpecification: {
            '@type': 'UnitPriceSpecification',
            price,
            priceCurrency: CURRENCY,
            unitCode: 'DAY',
          },
        }
      : {}),
  }
  return {
    '@context': CONTEXT,
    '@type': 'Service',
    name: input.name,
    description: input.description,
    url: absoluteUrl(input.hostName, input.path),
    provider: { '@id': `${absoluteUrl(input.hostName, '/')}#organization`, name: input.siteName },
    areaServed: { '@type': 'Country', name: 'AT' },
    availableChannel: { '@type': 'ServiceChannel', serviceUrl: bookingUrl },
    offers: offer,
  }
}

export interface ArticleLdInput {
  readonly hostName: string
  readonly path: string
  readonly headline: string
  readonly description: string
  readonly image: string
  /** The byline, with the path of the author's page; `path` null when the byline has none. */
  readonly author: { readonly name: string; readonly path: string | null }
  /** ISO 8601. */
  readonly datePublished: string
  readonly publisher: string
  readonly logoPath: string
  readonly inLanguage: string
}

/** A guide article with its author and publisher. */
export function articleLd(input: ArticleLdInput): WithContext<Article> {
  const url = absoluteUrl(input.hostName, input.path)
  return {
    '@context': CONTEXT,
    '@type': 'Article',
    headline: input.headline,
    description: input.description,
    image: [absoluteUrl(input.hostName, input.image)],
    datePublished: input.datePublished,
    // The shop's articles are not edited once published (the API has no later date for them).
    dateModified: input.datePublished,
    inLanguage: input.inLanguage,
    url,
    mainEntityOfPage: url,
    // Google wants author.url to identify the author: their page, or for a byline without one
    // (the editorial team) the publisher's site.
    author:
      input.author.path === null
        ? { '@type': 'Organization', name: input.author.name, url: absoluteUrl(input.hostName, '/') }
        : { '@type': 'Person', name: input.author.name, url: absoluteUrl(input.hostName, input.author.path) },
    publisher: {
      '@type': 'Organization',
      name: input.publisher,
      url: absoluteUrl(input.hostName, '/'),
      logo: { '@type': 'ImageObject', url: absoluteUrl(input.hostName, input.logoPath) },
    },
  }
}

/** A guide author's page: a ProfilePage about the Person, with the articles they wrote. */
export function profilePageLd(input: {
  readonly hostName: string
  readonly path: string
  readonly name: string
  /** The bio; left out when empty. */
  readonly description: string
  readonly inLanguage: string
  readonly articlePaths: readonly string[]
}): WithContext<ProfilePage> {
  const url = absoluteUrl(input.hostName, input.path)
  const person: Person = {
    '@type': 'Person',
    '@id': `${url}#person`,
    name: input.name,
    url,
    ...(input.description ? { description: input.description } : {}),
  }
  return {
    '@context': CONTEXT,
    '@type': 'ProfilePage',
    url,
    inLanguage: input.inLanguage,
    mainEntity: person,
    hasPart: input.articlePaths.map((path) => ({
      '@type': 'Article',
      url: absoluteUrl(input.hostName, path),
      author: { '@id': `${url}#person` },
    })),
  }
}

/** The router's head entry of one JSON-LD object. */
export function jsonLdMeta(data: object): { 'script:ld+json': object } {
  return { 'script:ld+json': data }
}
