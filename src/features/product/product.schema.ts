/**
 * The storefront's reading of the shop API's product shapes. The storefront may talk to another
 * retailer's API host, so it validates what it uses instead of importing the reference API's types.
 */
import * as v from 'valibot'

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
