import { and, eq, inArray } from 'drizzle-orm'
import * as v from 'valibot'
import type { Database } from '../db/client'
import { brands, colors, productOptions, productPrices, products } from '../db/schema'
import { localName } from '../http/locale'
import type { ApiLocale } from '../http/locale'
import type { GenderValue, PriceType } from '../db/schema'

const euro = new Intl.NumberFormat('de-AT', { style: 'currency', currency: 'EUR' })

/** Euro amount from cents, as a number with two decimals. */
export const centsToEuros = (cents: number) => Math.round(cents) / 100

/** The de-AT display form, e.g. "€ 1.234,56". */
export const formatCents = (cents: number) => euro.format(cents / 100)

export const genderSysnames = { 0: 'unknown', 1: 'female', 2: 'male', 3: 'kinder' } as const satisfies Record<
  GenderValue,
  string
>

export const priceTypeSchema = v.picklist(['vk', 'premium', 'staff', 'pro'])

/**
 * Spec §3 "Price source fields": vk, vkFull, rrp, rrpFull, plus the price of the viewer's price type.
 * Amounts are euros; the `…Full` fields are the de-AT display strings.
 */
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

export function buildPrices(
  priceType: PriceType,
  priceCents: number,
  vkCents: number,
  rrpCents: number,
): Prices {
  return {
    priceType,
    price: centsToEuros(priceCents),
    priceFull: formatCents(priceCents),
    vk: centsToEuros(vkCents),
    vkFull: formatCents(vkCents),
    rrp: centsToEuros(rrpCents),
    rrpFull: formatCents(rrpCents),
    discountPercent: rrpCents > priceCents ? Math.round(((rrpCents - priceCents) / rrpCents) * 100) : 0,
  }
}

/**
 * A product with another price of its own (a team's price): `price` is that price in `priceType`,
 * while `vk` and `rrp` stay the shop's, so the saving against them shows.
 */
export function repriced(product: ProductSummary, priceType: PriceType, priceCents: number): ProductSummary {
  return { ...product, prices: repricedPrices(product.prices, priceType, priceCents) }
}

/** Prices with `price` replaced (see {@link repriced}). */
export function repricedPrices(prices: Prices, priceType: PriceType, priceCents: number): Prices {
  // Euros of two decimals turn back into whole cents exactly.
  return buildPrices(priceType, priceCents, Math.round(prices.vk * 100), Math.round(prices.rrp * 100))
}

/** A product as it appears in lists, carts and wishlists. */
export const productSummarySchema = v.object({
  id: v.number(),
  sku: v.string(),
  slug: v.string(),
  /** Storefront path of the product page, e.g. `/p/salomon-speedcross-6-100234/`. */
  url: v.string(),
  name: v.string(),
  brand: v.object({ id: v.number(), name: v.string(), slug: v.string(), logo: v.string() }),
  color: v.object({ id: v.number(), name: v.string(), hex: v.string() }),
  gender: v.picklist([0, 1, 2, 3]),
  genderSysname: v.picklist(['unknown', 'female', 'male', 'kinder']),
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

/**
 * Loads product summaries with prices for one price type, colours named in `locale`; unknown ids are
 * absent from the map.
 */
export async function loadProductSummaries(
  db: Database,
  productIds: readonly number[],
  priceType: PriceType,
  locale: ApiLocale = 'de-AT',
): Promise<Map<number, ProductSummary>> {
  const result = new Map<number, ProductSummary>()
  if (productIds.length === 0) return result
  const ids = [...new Set(productIds)]
  const rows = await db
    .select({ product: products, brand: brands, color: colors })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .innerJoin(colors, eq(colors.id, products.colorId))
    .where(inArray(products.id, ids))
  const priceRows = await db
    .select()
    .from(productPrices)
    .where(and(inArray(productPrices.productId, ids), inArray(productPrices.priceType, ['vk', priceType])))
  const stockRows = await db
    .select({ productId: productOptions.productId, stock: productOptions.stock })
    .from(productOptions)
    .where(inArray(productOptions.productId, ids))
  const available = new Set(stockRows.filter((row) => row.stock > 0).map((row) => row.productId))
  for (const { product, brand, color } of rows) {
    const vk = priceRows.find((row) => row.productId === product.id && row.priceType === 'vk')
    const own = priceRows.find((row) => row.productId === product.id && row.priceType === priceType) ?? vk
    if (!vk || !own) continue
    result.set(product.id, {
      id: product.id,
      sku: product.sku,
      slug: product.slug,
      url: `/p/${product.slug}/`,
      name: product.name,
      brand: { id: brand.id, name: brand.name, slug: brand.slug, logo: brand.logoPath },
      color: { id: color.id, name: localName(color, locale), hex: color.hex },
      gender: product.gender,
      genderSysname: genderSysnames[product.gender],
      image: product.images[0] ?? '',
      prices: buildPrices(priceType, own.priceCents, vk.priceCents, own.rrpCents),
      isOutlet: product.isOutlet,
      isBike: product.isBike,
      isSki: product.isSki,
      isHeavy: product.isHeavy,
      available: available.has(product.id),
    })
  }
  return result
}
