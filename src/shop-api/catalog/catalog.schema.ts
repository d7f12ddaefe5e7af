/**
 * Response shapes of the catalogue endpoints besides the search page (search.schema.ts).
 */
import * as v from 'valibot'
import { localeOnlyQuerySchema, localeQuerySchema } from '../http/locale'
import { priceTypeSchema, pricesSchema, productSummarySchema } from './product-summary'

const slugParam = v.pipe(v.string(), v.maxLength(200), v.regex(/^[a-z0-9][a-z0-9-]*$/))

/** Product slugs: the router answers 404 for anything else. */
export const productParamsSchema = v.object({ slug: slugParam })
export const productQuerySchema = localeOnlyQuerySchema
export const teamParamsSchema = v.object({ slug: slugParam })

const namedRef = v.object({ id: v.number(), name: v.string(), slug: v.string() })

const centimetreRange = v.object({ min: v.number(), max: v.number() })
const dayRange = v.object({ min: v.number(), max: v.number() })

export const productDetailSchema = v.object({
  ...productSummarySchema.entries,
  description: v.string(),
  attributes: v.array(v.object({ name: v.string(), value: v.string() })),
  /**
   * All images; `image` is the first. Paths below `/media/`, each with its content version (`?v=`,
   * the first 12 hex digits of the file's SHA-256), so caches may keep a picture for good (ADR 032).
   */
  images: v.array(v.string()),
  /** clothing | shoes | kids | ski | bike | gear (sized equipment) | onesize */
  sizeSystem: v.string(),
  category: v.object({ id: v.number(), path: v.string(), name: v.string(), url: v.string() }),
  breadcrumbs: v.array(v.object({ name: v.string(), path: v.string() })),
  sport: v.nullable(v.object({ ...namedRef.entries, parent: v.nullable(namedRef) })),
  options: v.array(
    v.object({
      id: v.number(),
      label: v.string(),
      stock: v.number(),
      /** Spec §3: 1 unavailable (no stock), 2 available. */
      status: v.picklist([1, 2]),
      /** The size's EAN-13 (its GTIN), for structured data and scanners. */
      ean: v.string(),
    }),
  ),
  /** The same model in every colour, this product included (`selected`). */
  variants: v.array(
    v.object({
      id: v.number(),
      slug: v.string(),
      url: v.string(),
      color: v.object({ name: v.string(), hex: v.string() }),
      image: v.string(),
      selected: v.boolean(),
    }),
  ),
  related: v.array(productSummarySchema),
  sets: v.array(v.object({ id: v.number(), name: v.string(), products: v.array(productSummarySchema) })),
  /** Bikes and skis only: assembly or binding mounting, added to the cart with `mounting: true`. */
  mounting: v.nullable(
    v.object({
      available: v.boolean(),
      price: v.nullable(v.number()),
      priceFormatted: v.nullable(v.string()),
    }),
  ),
  discountPercent: v.number(),
  /**
   * Delivery and returns for this product, from the rules that price the cart: `shippingPrice` is the
   * delivery of one unit alone at the viewer's price (0 from `freeDeliveryFrom`, else
   * `standardDeliveryPrice`, plus the freight surcharge for heavy goods), in euros, to `country`
   * (ISO 3166-1). `handlingDays` (order to carrier) and `transitDays` (carrier to door) are working
   * days. Returns: within `days` of delivery, `fees` free, by mail or in a store.
   */
  deliveryTerms: v.object({
    country: v.string(),
    shippingPrice: v.number(),
    freeDeliveryFrom: v.number(),
    standardDeliveryPrice: v.number(),
    handlingDays: dayRange,
    transitDays: dayRange,
    returns: v.object({
      days: v.number(),
      fees: v.picklist(['free']),
      methods: v.array(v.picklist(['mail', 'store'])),
    }),
  }),
  /**
   * The size table of the product's size system and gender (clothing, children's clothing and shoes);
   * null when there is none. `label` is the size as `options` name it; a column the table does not
   * have is null in every row. Lengths in centimetres, ranges from–to.
   */
  sizeTable: v.nullable(
    v.object({
      system: v.string(),
      rows: v.array(
        v.object({
          label: v.string(),
          eu: v.nullable(v.string()),
          uk: v.nullable(v.string()),
          us: v.nullable(v.string()),
          /** The numeric clothing size (Konfektionsgröße), e.g. `48/50`. */
          numeric: v.nullable(v.string()),
          footLengthCm: v.nullable(v.number()),
          heightCm: v.nullable(centimetreRange),
          chestCm: v.nullable(centimetreRange),
          waistCm: v.nullable(centimetreRange),
          hipCm: v.nullable(centimetreRange),
          /** Inside-leg length (Schrittlänge), with the body height what a bike's frame size fits. */
          inseamCm: v.nullable(centimetreRange),
        }),
      ),
    }),
  ),
})

export const productResponseSchema = v.object({ data: v.object({ product: productDetailSchema }) })

export const brandsResponseSchema = v.object({
  data: v.object({
    brands: v.array(
      v.object({
        id: v.number(),
        slug: v.string(),
        name: v.string(),
        logo: v.string(),
        productCount: v.number(),
        letter: v.string(),
      }),
    ),
    /** Index letters that have brands, A–Z, then `#` for other initials. */
    letters: v.array(v.string()),
  }),
})

export const teamSchema = v.object({
  slug: v.string(),
  name: v.string(),
  city: v.string(),
  logo: v.string(),
  /** Sent back as `shopIdentifier` by the team cart's add (spec §7). */
  shopIdentifier: v.string(),
  sport: v.nullable(namedRef),
  /** A private team takes members by invitation only and shows its prices to its members alone. */
  isPrivate: v.boolean(),
  /** Club colours, `#rrggbb`. */
  colors: v.object({ primary: v.string(), accent: v.string() }),
  /** Whether the caller belongs to the team (false for guests). */
  isMember: v.boolean(),
})

export const teamsResponseSchema = v.object({ data: v.object({ teams: v.array(teamSchema) }) })

/** The team's sort orders: best sellers first (default), by the shown price, or by name. */
export const teamSorts = ['bestseller', 'price-asc', 'price-desc', 'name'] as const
export type TeamSort = (typeof teamSorts)[number]

/** Gender filter values of a team's kit: the products' `genderSysname`. */
export const teamGenders = ['female', 'male', 'kinder', 'unknown'] as const

export const teamQuerySchema = v.object({
  brand: v.optional(
    v.pipe(v.string(), v.maxLength(200, 'Unknown brand.'), v.regex(/^[a-z0-9][a-z0-9-]*$/, 'Unknown brand.')),
  ),
  gender: v.optional(v.picklist(teamGenders, 'The gender is female, male, kinder or unknown.')),
  sort: v.optional(
    v.picklist(teamSorts, 'The sort is bestseller, price-asc, price-desc or name.'),
    'bestseller',
  ),
  locale: localeQuerySchema,
})

export const teamProductParamsSchema = v.object({ slug: slugParam, productSlug: slugParam })

/** What a team page says about the caller: membership, and whether the team's prices show. */
const teamViewEntries = {
  team: teamSchema,
  /** The caller's membership: the price type the caller orders the kit at; null when not a member. */
  membership: v.nullable(v.object({ priceType: priceTypeSchema })),
  /** False only for a private team and a caller who is not a member: no team price is shown then. */
  pricesVisible: v.boolean(),
}

/**
 * A kit product: a product summary whose `prices` are the team's (`price` the team price of the
 * caller's price type, `vk` and `rrp` the shop's), or null when the team's prices are hidden.
 */
export const teamProductSummarySchema = v.object({
  ...productSummarySchema.entries,
  prices: v.nullable(pricesSchema),
})
export type TeamProductSummary = v.InferOutput<typeof teamProductSummarySchema>

export const teamResponseSchema = v.object({
  data: v.object({
    ...teamViewEntries,
    /** Counts over the whole kit, whatever the filters. */
    facets: v.object({
      brands: v.array(v.object({ slug: v.string(), name: v.string(), count: v.number() })),
      genders: v.array(v.object({ value: v.picklist(teamGenders), count: v.number() })),
    }),
    /** Products after the filters. */
    total: v.number(),
    products: v.array(teamProductSummarySchema),
  }),
})

export const teamPriceSchema = v.object({
  priceType: priceTypeSchema,
  price: v.number(),
  priceFull: v.string(),
  vk: v.number(),
  vkFull: v.string(),
})

export const teamProductResponseSchema = v.object({
  data: v.object({
    ...teamViewEntries,
    product: productDetailSchema,
    /** The team price of the caller's price type beside the shop's vk; null when prices are hidden. */
    teamPrice: v.nullable(teamPriceSchema),
  }),
})

/** The search over the team kits: free text as on the search page (the words must find something). */
export const teamSearchQuerySchema = v.object({
  q: v.pipe(
    v.string('The search text is required.'),
    v.trim(),
    v.minLength(1, 'The search text is required.'),
    v.maxLength(200, 'At most 200 characters'),
  ),
  locale: localeQuerySchema,
})

export const teamSearchResponseSchema = v.object({
  data: v.object({
    query: v.object({ q: v.string() }),
    /** Kit products found, counted once per team that carries them. */
    total: v.number(),
    /** Teams with matches, the caller's own first, then A–Z. */
    teams: v.array(
      v.object({
        ...teamViewEntries,
        /** All of this team's matches; `products` lists the first 48. */
        total: v.number(),
        products: v.array(teamProductSummarySchema),
      }),
    ),
  }),
})
