/**
 * The team shops (spec §2 Team-shop mode) as the storefront reads them from the shop API
 * (`/api/v1/teams/…`), and the inputs of the team pages: the team page's filters live in its URL,
 * so a filtered kit can be shared like any results page.
 */
import * as v from 'valibot'
import { endpoint } from './contract'
import type { ContractEndpoint } from './contract'
import { localeInputSchema } from '~/lib/locale'
import {
  pricesSchema,
  priceTypeSchema,
  productDetailSchema,
  productSlugSchema,
  productSummarySchema,
  shopIdSchema,
} from '~/shop-client/schemas/product.schema'
import type { Prices } from '~/shop-client/schemas/product.schema'
import { cartResponseSchema } from './cart.schema'
import type { Cart } from './cart.schema'

/** A team's slug, the `{teamName}` of `/{teamName}/p/{path}` and `/list/{teamName}/`. */
export const teamSlugSchema = v.pipe(v.string(), v.maxLength(200), v.regex(/^[a-z0-9][a-z0-9-]*$/))

const hexColorSchema = v.pipe(v.string(), v.regex(/^#[0-9a-f]{6}$/i))

export const teamEntrySchema = v.object({
  slug: teamSlugSchema,
  name: v.string(),
  city: v.string(),
  logo: v.string(),
  /** Sent with every team cart add (spec §7). */
  shopIdentifier: v.string(),
  sport: v.nullable(v.object({ id: v.number(), name: v.string(), slug: v.string() })),
  isPrivate: v.boolean(),
  colors: v.object({ primary: hexColorSchema, accent: hexColorSchema }),
  isMember: v.boolean(),
})
export type TeamEntry = v.InferOutput<typeof teamEntrySchema>

export const teamsResponseSchema = v.object({ data: v.object({ teams: v.array(teamEntrySchema) }) })

export const membershipSchema = v.nullable(v.object({ priceType: priceTypeSchema }))

/** A kit product; `prices` is null where the team keeps its prices to its members. */
export const teamProductSchema = v.object({
  ...productSummarySchema.entries,
  prices: v.nullable(pricesSchema),
})
export type TeamProduct = v.InferOutput<typeof teamProductSchema>

export const teamSorts = ['bestseller', 'price-asc', 'price-desc', 'name'] as const
export const teamSortSchema = v.picklist(teamSorts)
/** The genders a kit is filtered by (the API's vocabulary). */
export const teamGenderSchema = v.picklist(['female', 'male', 'kinder', 'unknown'])
export type TeamGender = v.InferOutput<typeof teamGenderSchema>
export type TeamSort = v.InferOutput<typeof teamSortSchema>

const facetEntrySchema = v.object({ count: v.number() })

export const teamPageSchema = v.object({
  team: teamEntrySchema,
  membership: membershipSchema,
  pricesVisible: v.boolean(),
  facets: v.object({
    brands: v.array(v.object({ ...facetEntrySchema.entries, slug: v.string(), name: v.string() })),
    genders: v.array(v.object({ ...facetEntrySchema.entries, value: teamGenderSchema })),
  }),
  total: v.number(),
  products: v.array(teamProductSchema),
})
export type TeamPage = v.InferOutput<typeof teamPageSchema>
export const teamPageResponseSchema = v.object({ data: teamPageSchema })

/**
 * A kit product's team price, read as the price tag's shape: the shop's own price (vk) is what the
 * team price is compared with, so it stands where the tag strikes through the higher price.
 */
const teamPriceSchema = v.pipe(
  v.object({
    priceType: priceTypeSchema,
    price: v.number(),
    priceFull: v.string(),
    vk: v.number(),
    vkFull: v.string(),
  }),
  v.transform((teamPrice): Prices => ({
    ...teamPrice,
    rrp: teamPrice.vk,
    rrpFull: teamPrice.vkFull,
    discountPercent: teamPrice.vk > 0 ? Math.round((1 - teamPrice.price / teamPrice.vk) * 100) : 0,
  })),
)

/**
 * What the team product page shows of a kit product. The shop's whole detail is checked, but the
 * shop-only parts (colour variants, related products, sets, breadcrumbs, mounting) are dropped here:
 * the team page links none of them, and kept they would double the page's hydration data.
 */
const kitProductDetailSchema = v.pipe(
  productDetailSchema,
  v.transform((product) => ({
    id: product.id,
    slug: product.slug,
    sku: product.sku,
    name: product.name,
    brand: { name: product.brand.name },
    color: { name: product.color.name },
    images: product.images,
    description: product.description,
    attributes: product.attributes,
    options: product.options,
    sizeTable: product.sizeTable,
  })),
)

export const teamProductPageSchema = v.object({
  team: teamEntrySchema,
  membership: membershipSchema,
  pricesVisible: v.boolean(),
  product: kitProductDetailSchema,
  teamPrice: v.nullable(teamPriceSchema),
})
export type TeamProductPage = v.InferOutput<typeof teamProductPageSchema>
export const teamProductPageResponseSchema = v.object({ data: teamProductPageSchema })

/**
 * The team page's URL filters; defaults stay out of the URL. A value outside this vocabulary is
 * dropped, as on the shop's catalogue pages: a shared or hand-edited link still opens the kit. A
 * well-formed brand the shop does not know is its own answer (404, from the API's 422).
 */
export const teamSearchSchema = v.object({
  brand: v.fallback(
    v.optional(v.pipe(v.string(), v.maxLength(100), v.regex(/^[a-z0-9][a-z0-9-]*$/))),
    undefined,
  ),
  gender: v.fallback(v.optional(teamGenderSchema), undefined),
  sort: v.fallback(v.optional(teamSortSchema), undefined),
})
export type TeamSearch = v.InferOutput<typeof teamSearchSchema>

export const teamParamsSchema = v.object({ teamName: teamSlugSchema })
export const teamProductParamsSchema = v.object({ teamName: teamSlugSchema, _splat: v.string() })

export const teamPageInputSchema = v.object({
  slug: teamSlugSchema,
  locale: localeInputSchema,
  ...teamSearchSchema.entries,
})
export type TeamPageInput = v.InferInput<typeof teamPageInputSchema>

export const teamProductInputSchema = v.object({
  team: teamSlugSchema,
  product: productSlugSchema,
  locale: localeInputSchema,
})
export type TeamProductInput = v.InferInput<typeof teamProductInputSchema>

/**
 * A team cart add as the page sends it: the size and amount, and the team. The shop identifier and
 * price type the API requires (spec §7) are filled in on the server from the shop's own answers,
 * never taken from the browser.
 */
export const addTeamCartItemInputSchema = v.object({
  team: teamSlugSchema,
  productOption: shopIdSchema,
  amount: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(99)), 1),
})
export type AddTeamCartItemInput = v.InferInput<typeof addTeamCartItemInputSchema>

/** A kit product with the team's price, `outside-kit` when the product is not part of the kit. */
export type TeamProductResult =
  { kind: 'kit'; page: TeamProductPage } | { kind: 'outside-kit' } | { kind: 'unknown' }

/** Why the API refused a team cart add, by the field it named (docs/api.md, team cart). */
export type TeamCartRefusal = 'not-member' | 'outside-kit' | 'price-type' | 'shop' | 'stock' | 'invalid'

export type AddTeamCartItemResult =
  { ok: true; cart: Cart } | { ok: false; reason: TeamCartRefusal | 'session-expired' }

/**
 * The search over every team's kit (the team build's catch-all results page): the teams with
 * matches, each with its standing for the caller and its matching kit products.
 */
export const teamKitSearchSchema = v.object({
  query: v.object({ q: v.string() }),
  total: v.number(),
  teams: v.array(
    v.object({
      team: teamEntrySchema,
      membership: membershipSchema,
      pricesVisible: v.boolean(),
      total: v.number(),
      products: v.array(teamProductSchema),
    }),
  ),
})
export type TeamKitSearchResult = v.InferOutput<typeof teamKitSearchSchema>
export const teamKitSearchResponseSchema = v.object({ data: teamKitSearchSchema })

/**
 * The catch-all page's free path (`/laufschuhe/`, `/trail-laufschuhe/`): words of letters and digits,
 * joined by hyphens or slashes. Anything else (dots, percent signs, an overlong path) is no page.
 */
export const teamFreePathSchema = v.pipe(
  v.string(),
  v.transform((splat) => splat.replace(/^\/+|\/+$/g, '')),
  v.maxLength(100),
  v.regex(/^[\p{L}\p{N}]+(?:[-/][\p{L}\p{N}]+)*$/u),
)

/** The search text a free path stands for: its words, separated by spaces, in lower case. */
export const searchTextOfPath = (path: string) => path.replace(/[-/]+/g, ' ').toLocaleLowerCase('de-AT')

export const teamKitSearchInputSchema = v.object({
  q: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(200)),
  locale: localeInputSchema,
})
export type TeamKitSearchInput = v.InferInput<typeof teamKitSearchInputSchema>

/** The team endpoints the storefront calls (checked by the contract test). */
export const teamContract = (): readonly ContractEndpoint[] => [
  endpoint('GET', '/api/v1/teams/', teamsResponseSchema),
  endpoint('GET', '/api/v1/teams/:slug/', teamPageResponseSchema),
  endpoint('GET', '/api/v1/teams/:slug/products/:productSlug/', teamProductPageResponseSchema),
  endpoint('GET', '/api/v1/catalog/team-search/', teamKitSearchResponseSchema),
  endpoint('POST', '/api/v2/team/cart/', cartResponseSchema),
]
