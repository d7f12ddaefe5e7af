import { and, eq, inArray, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import * as v from 'valibot'
import type { Database } from '../db/client'
import { brands, colors, productOptions, productPrices, products } from '../db/schema'
import { localName } from '../http/locale'
import type { ApiLocale } from '../http/locale'
import type { GenderValue, PriceType } from '../db/schema'

/** The vk price and the viewer's own price type's price of a product, joined side by side. */
const vkPrices = alias(productPrices, 'vk_prices')
const ownPrices = alias(productPrices, 'own_prices')

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
  // One query of just the columns a summary shows: every page of results, cart and wishlist asks
  // for these, and the product's description, attributes and image list are many times their size
  // (reading them cost a search page over HTTP more than finding its products did).
  const rows = await db
    .select({
      id: products.id,
      sku: products.sku,
      slug: products.slug,
      name: products.name,
      gender: products.gender,
      image: sql<string>`coalesce(${products.images}->>0, '')`,
      isOutlet: products.isOutlet,
      isBike: products.isBike,
      isSki: products.isSki,
      isHeavy: products.isHeavy,
      brandId: brands.id,
      brandName: brands.name,
      brandSlug: brands.slug,
      brandLogo: brands.logoPath,
      colorId: colors.id,
      colorName: colors.name,
      colorNameEn: colors.nameEn,
      colorHex: colors.hex,
      vkCents: vkPrices.priceCents,
      vkRrpCents: vkPrices.rrpCents,
      ownCents: ownPrices.priceCents,
      ownRrpCents: ownPrices.rrpCents,
      available: sql<boolean>`exists (select 1 from ${productOptions} where ${productOptions.productId} = ${products.id} and ${productOptions.stock} > 0)`,
    })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .innerJoin(colors, eq(colors.id, products.colorId))
    // A product without its vk price is left out; without a price of the viewer's type it sells at vk.
    .innerJoin(vkPrices, and(eq(vkPrices.productId, products.id), eq(vkPrices.priceType, 'vk')))
    .leftJoin(ownPrices, and(eq(ownPrices.productId, products.id), eq(ownPrices.priceType, priceType)))
    .where(inArray(products.id, ids))
  for (const row of rows) {
    const ownCents = row.ownCents ?? row.vkCents
    const rrpCents = row.ownCents === null ? row.vkRrpCents : (row.ownRrpCents ?? row.vkRrpCents)
    result.set(row.id, {
      id: row.id,
      sku: row.sku,
      slug: row.slug,
      url: `/p/${row.slug}/`,
      name: row.name,
      brand: { id: row.brandId, name: row.brandName, slug: row.brandSlug, logo: row.brandLogo },
      color: {
        id: row.colorId,
        name: localName({ name: row.colorName, nameEn: row.colorNameEn }, locale),
        hex: row.colorHex,
      },
      gender: row.gender,
      genderSysname: genderSysnames[row.gender],
      image: row.image,
      prices: buildPrices(priceType, ownCents, row.vkCents, rrpCents),
      isOutlet: row.isOutlet,
      isBike: row.isBike,
      isSki: row.isSki,
      isHeavy: row.isHeavy,
      available: row.available,
    })
  }
  return result
}
