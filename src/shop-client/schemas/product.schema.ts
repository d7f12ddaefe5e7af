/**
 * The storefront's reading of the shop API's product shapes. The storefront may talk to another
 * retailer's API host, so it validates what it uses instead of importing the reference API's types.
 */
import * as v from 'valibot'
import { endpoint } from './contract'
import type { ContractEndpoint } from './contract'
import { localeInputSchema } from '~/lib/locale'

/**
 * An id the storefront sends to the shop (option, product, set): a positive whole number within the
 * range of the shop's id columns, so bigger ids are refused before they reach the API.
 */
export const shopIdSchema = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2_147_483_647))

export const priceTypeSchema = v.picklist(['vk', 'premium', 'staff', 'pro'])

/** Spec §3 "Price source fields": vk, vkFull, rrp, rrpFull, plus the price of the viewer's price type. */
export const pricesSchema = v.object({
  priceType: priceTypeSchema,
  price: v.number(),
  priceFull: v.string(),
  vk: v.number(),
  vkFull: v.string(),
  rrp: v.number(),
  rrpFull: v.string(),
  /** Whole percent saved against the rrp, 0 when none. */
  discountPercent: v.number(),
})
export type Prices = v.InferOutput<typeof pricesSchema>

export const genderValueSchema = v.picklist([0, 1, 2, 3])
export const genderSysnameSchema = v.picklist(['unknown', 'female', 'male', 'kinder'])

/** A product as lists, carts and wishlists show it. */
export const productSummarySchema = v.object({
  id: v.number(),
  sku: v.string(),
  slug: v.string(),
  /** Storefront path of the product page, `/p/{slug}/`. */
  url: v.string(),
  name: v.string(),
  brand: v.object({ id: v.number(), name: v.string(), slug: v.string(), logo: v.string() }),
  color: v.object({ id: v.number(), name: v.string(), hex: v.string() }),
  gender: genderValueSchema,
  genderSysname: genderSysnameSchema,
  image: v.string(),
  prices: pricesSchema,
  isOutlet: v.boolean(),
  isBike: v.boolean(),
  isSki: v.boolean(),
  isHeavy: v.boolean(),
  /** True when at least one size is in stock. */
  available: v.boolean(),
})
export type ProductSummary = v.InferOutput<typeof productSummarySchema>

/** The product page's path parameter: the product slug of `/p/{slug}/`. */
export const productSlugSchema = v.pipe(v.string(), v.maxLength(200), v.regex(/^[a-z0-9][a-z0-9-]*$/))

/** Route params of `/p/{slug}/`; anything else is a 404 before the shop is asked. */
export const productParamsSchema = v.object({ slug: productSlugSchema })
export const productInputSchema = v.object({ slug: productSlugSchema, locale: localeInputSchema })
export type ProductInput = v.InferInput<typeof productInputSchema>

const namedRefSchema = v.object({ id: v.number(), name: v.string(), slug: v.string() })

/** Spec §3 "Cart product" status, used for sizes too: 1 unavailable (no stock), 2 available. */
export const optionStatusSchema = v.picklist([1, 2])

/** One size of a product, with what is left in stock. */
export const productOptionSchema = v.object({
  id: v.number(),
  label: v.string(),
  stock: v.number(),
  status: optionStatusSchema,
  /** The size's GTIN (EAN-13) when the shop has one: structured data names it. */
  ean: v.optional(v.string()),
})
export type ProductOption = v.InferOutput<typeof productOptionSchema>

/** Spec §3: status 2 is available; a size without stock cannot be chosen even if marked otherwise. */
export function isOptionAvailable(option: ProductOption): boolean {
  return option.status === 2 && option.stock > 0
}

/** The same model in another colour; `selected` marks the product being shown. */
export const productVariantSchema = v.object({
  id: v.number(),
  slug: v.string(),
  url: v.string(),
  color: v.object({ name: v.string(), hex: v.string() }),
  image: v.string(),
  selected: v.boolean(),
})
export type ProductVariant = v.InferOutput<typeof productVariantSchema>

export const productSetSchema = v.object({
  id: v.number(),
  name: v.string(),
  products: v.array(productSummarySchema),
})
export type ProductSet = v.InferOutput<typeof productSetSchema>

const centimetreRangeSchema = v.object({ min: v.number(), max: v.number() })

/**
 * The size table of the product's size system and gender: one row per size, `label` as the options
 * name it; a column the table does not have is null in every row. Lengths in centimetres.
 */
export const sizeTableSchema = v.object({
  system: v.string(),
  rows: v.array(
    v.object({
      label: v.string(),
      eu: v.nullable(v.string()),
      uk: v.nullable(v.string()),
      us: v.nullable(v.string()),
      numeric: v.nullable(v.string()),
      footLengthCm: v.nullable(v.number()),
      heightCm: v.nullable(centimetreRangeSchema),
      chestCm: v.nullable(centimetreRangeSchema),
      waistCm: v.nullable(centimetreRangeSchema),
      hipCm: v.nullable(centimetreRangeSchema),
      /** Inside-leg length: bike frame sizes. Optional, so an API host without it still answers. */
      inseamCm: v.optional(v.nullable(centimetreRangeSchema), null),
    }),
  ),
})
export type SizeTable = v.InferOutput<typeof sizeTableSchema>

const dayRangeSchema = v.object({
  min: v.pipe(v.number(), v.integer(), v.minValue(0)),
  max: v.pipe(v.number(), v.integer(), v.minValue(0)),
})

/** Delivery to `country` and returns, prices in euros, days as working days. */
export const deliveryTermsSchema = v.object({
  country: v.pipe(v.string(), v.regex(/^[A-Z]{2}$/)),
  /** Delivery of one unit of this product alone at the viewer's price. */
  shippingPrice: v.pipe(v.number(), v.minValue(0)),
  freeDeliveryFrom: v.number(),
  standardDeliveryPrice: v.number(),
  handlingDays: dayRangeSchema,
  transitDays: dayRangeSchema,
  returns: v.object({
    days: v.pipe(v.number(), v.integer(), v.minValue(0)),
    fees: v.picklist(['free']),
    methods: v.array(v.picklist(['mail', 'store'])),
  }),
})
export type DeliveryTerms = v.InferOutput<typeof deliveryTermsSchema>

/** A product page: the summary plus everything the detail page shows and the cart needs. */
export const productDetailSchema = v.object({
  ...productSummarySchema.entries,
  description: v.string(),
  attributes: v.array(v.object({ name: v.string(), value: v.string() })),
  /** All images; `image` is the first. */
  images: v.array(v.string()),
  sizeSystem: v.string(),
  category: v.object({ id: v.number(), path: v.string(), name: v.string(), url: v.string() }),
  breadcrumbs: v.array(v.object({ name: v.string(), path: v.string() })),
  sport: v.nullable(v.object({ ...namedRefSchema.entries, parent: v.nullable(namedRefSchema) })),
  options: v.array(productOptionSchema),
  variants: v.array(productVariantSchema),
  related: v.array(productSummarySchema),
  sets: v.array(productSetSchema),
  /** Bikes and skis only: assembly or binding mounting, booked with the cart line. */
  mounting: v.nullable(
    v.object({
      available: v.boolean(),
      price: v.nullable(v.number()),
      priceFormatted: v.nullable(v.string()),
    }),
  ),
  /**
   * What delivering this product alone costs and how long it takes, and its return window: the
   * shop's own terms, which the product's structured data states. An API host without them leaves
   * it out.
   */
  deliveryTerms: v.optional(v.nullable(deliveryTermsSchema), null),
  /** Clothing and shoes; an API host without size tables leaves it out. */
  sizeTable: v.optional(v.nullable(sizeTableSchema), null),
})
export type ProductDetail = v.InferOutput<typeof productDetailSchema>

export const productResponseSchema = v.object({ data: v.object({ product: productDetailSchema }) })

/** The product endpoints the storefront calls (checked by the contract test). */
export const productContract = (): readonly ContractEndpoint[] => [
  endpoint('GET', '/api/v1/catalog/product/:slug/', productResponseSchema),
]
