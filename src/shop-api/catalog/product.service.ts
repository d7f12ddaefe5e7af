/**
 * The product detail page: one product with everything its page shows.
 */
import { and, asc, eq, inArray } from 'drizzle-orm'
import type { Database } from '../db/client'
import {
  categories,
  colors,
  productOptions,
  productRelations,
  productSetItems,
  productSets,
  products,
  sizeChartRows,
  sports,
} from '../db/schema'
import type { GenderValue, PriceType } from '../db/schema'
import { deliveryTermsOf } from '../cart/delivery-terms'
import { centsToEuros, formatCents, loadProductSummaries } from './product-summary'
import type * as v from 'valibot'
import type { productDetailSchema } from './catalog.schema'
import { ancestry, loadCategories } from './taxonomy.service'
import { localName } from '../http/locale'
import type { ApiLocale } from '../http/locale'

/** The product page's data; the shape is the endpoint's contract (catalog.schema.ts). */
export type ProductDetail = v.InferOutput<typeof productDetailSchema>

/**
 * Loads a product by its slug for a viewer of `priceType`, with its category, breadcrumbs, sport and
 * colours named in `locale`; null when there is none.
 */
export async function loadProductDetail(
  db: Database,
  slug: string,
  priceType: PriceType,
  locale: ApiLocale = 'de-AT',
): Promise<ProductDetail | null> {
  const [product] = await db.select().from(products).where(eq(products.slug, slug)).limit(1)
  if (!product) return null
  const summaries = await loadProductSummaries(db, [product.id], priceType, locale)
  const summary = summaries.get(product.id)
  // A product without a vk price cannot be sold, so it has no page.
  if (!summary) return null

  const [categoryTaxonomy, optionRows, variantRows, relatedRows, setRows, sportRows, sizeTable] =
    await Promise.all([
      loadCategories(db),
      db
        .select()
        .from(productOptions)
        .where(eq(productOptions.productId, product.id))
        .orderBy(asc(productOptions.position), asc(productOptions.id)),
      db
        .select({
          id: products.id,
          slug: products.slug,
          images: products.images,
          colorName: colors.name,
          colorNameEn: colors.nameEn,
          colorHex: colors.hex,
        })
        .from(products)
        .innerJoin(colors, eq(colors.id, products.colorId))
        .where(eq(products.variantGroup, product.variantGroup))
        .orderBy(asc(products.id)),
      db
        .select({ id: productRelations.relatedId })
        .from(productRelations)
        .where(eq(productRelations.productId, product.id))
        .orderBy(asc(productRelations.position), asc(productRelations.relatedId)),
      db
        .select({ id: productSets.id, name: productSets.name })
        .from(productSetItems)
        .innerJoin(productSets, eq(productSets.id, productSetItems.setId))
        .where(eq(productSetItems.productId, product.id))
        .orderBy(asc(productSets.id)),
      product.sportId === null
        ? Promise.resolve([])
        : db.select().from(sports).where(eq(sports.id, product.sportId)),
      loadSizeTable(db, product.sizeSystem, product.gender),
    ])

  const setItems =
    setRows.length === 0
      ? []
      : await db
          .select()
          .from(productSetItems)
          .where(
            inArray(
              productSetItems.setId,
              setRows.map((set) => set.id),
            ),
          )
          .orderBy(asc(productSetItems.position), asc(productSetItems.productId))
  const sport = sportRows[0]
  const parentSport =
    sport?.parentId != null
      ? (await db.select().from(sports).where(eq(sports.id, sport.parentId)))[0]
      : undefined

  const listed = await loadProductSummaries(
    db,
    [...relatedRows.map((row) => row.id), ...setItems.map((item) => item.productId)],
    priceType,
    locale,
  )
  const category =
    categoryTaxonomy.byId.get(product.categoryId) ?? (await loadCategoryRow(db, product.categoryId))
  const chain = ancestry(categoryTaxonomy, product.categoryId)
  const isMountable = product.isBike || product.isSki

  return {
    ...summary,
    description: product.description,
    attributes: product.attributes,
    images: product.images,
    sizeSystem: product.sizeSystem,
    category: {
      id: category.id,
      path: category.path,
      name: localName(category, locale),
      url: `/${category.path}/`,
    },
    breadcrumbs: [
      ...chain.map((node) => ({ name: localName(node, locale), path: `/${node.path}/` })),
      { name: product.name, path: summary.url },
    ],
    sport: sport
      ? {
          id: sport.id,
          name: localName(sport, locale),
          slug: sport.slug,
          parent: parentSport
            ? { id: parentSport.id, name: localName(parentSport, locale), slug: parentSport.slug }
            : null,
        }
      : null,
    // Spec §3 status: 1 unavailable, 2 available.
    options: optionRows.map((option) => ({
      id: option.id,
      label: option.label,
      stock: option.stock,
      status: option.stock > 0 ? (2 as const) : (1 as const),
      ean: option.ean,
    })),
    variants: variantRows.map((variant) => ({
      id: variant.id,
      slug: variant.slug,
      url: `/p/${variant.slug}/`,
      color: {
        name: localName({ name: variant.colorName, nameEn: variant.colorNameEn }, locale),
        hex: variant.colorHex,
      },
      image: variant.images[0] ?? '',
      selected: variant.id === product.id,
    })),
    related: relatedRows.flatMap((row) => listed.get(row.id) ?? []),
    sets: setRows.map((set) => ({
      id: set.id,
      name: set.name,
      products: setItems
        .filter((item) => item.setId === set.id)
        .flatMap((item) => listed.get(item.productId) ?? []),
    })),
    mounting: isMountable
      ? {
          available: product.mountingPriceCents !== null,
          price: product.mountingPriceCents === null ? null : centsToEuros(product.mountingPriceCents),
          priceFormatted:
            product.mountingPriceCents === null ? null : formatCents(product.mountingPriceCents),
        }
      : null,
    discountPercent: summary.prices.discountPercent,
    deliveryTerms: deliveryTermsOf(Math.round(summary.prices.price * 100), product.isHeavy),
    sizeTable: sizeTableOfProduct(sizeTable, optionRows),
  }
}

type SizeTable = ProductDetail['sizeTable']

/**
 * A bike's table lists its own frame sizes: the bike table holds the sizes of every kind of bike
 * (letters for mountain bikes, centimetres for road and trekking frames, inches for children's
 * bikes), most of which a given bike does not come in. Other tables show their whole range.
 */
export function sizeTableOfProduct(table: SizeTable, options: readonly { label: string }[]): SizeTable {
  if (table?.system !== 'bike') return table
  const labels = new Set(options.map((option) => option.label))
  const rows = table.rows.filter((row) => labels.has(row.label))
  return rows.length === 0 ? null : { ...table, rows }
}

const range = (min: number | null, max: number | null) => (min === null || max === null ? null : { min, max })

/**
 * The size table of a size system for a gender, as the seed (or the retailer) stored it; null when
 * there is none (equipment, skis, bikes, one size).
 */
export async function loadSizeTable(db: Database, system: string, gender: number): Promise<SizeTable> {
  const rows = await db
    .select()
    .from(sizeChartRows)
    .where(and(eq(sizeChartRows.system, system), eq(sizeChartRows.gender, gender as GenderValue)))
    .orderBy(asc(sizeChartRows.position), asc(sizeChartRows.label))
  if (rows.length === 0) return null
  return {
    system,
    rows: rows.map((row) => ({
      label: row.label,
      eu: row.eu,
      uk: row.uk,
      us: row.us,
      numeric: row.numeric,
      footLengthCm: row.footLengthMm === null ? null : row.footLengthMm / 10,
      heightCm: range(row.heightMinCm, row.heightMaxCm),
      chestCm: range(row.chestMinCm, row.chestMaxCm),
      waistCm: range(row.waistMinCm, row.waistMaxCm),
      hipCm: range(row.hipMinCm, row.hipMaxCm),
      inseamCm: range(row.inseamMinCm, row.inseamMaxCm),
    })),
  }
}

/** The products' foreign key guarantees the row; this only satisfies the type of a map lookup. */
async function loadCategoryRow(db: Database, id: number) {
  const [row] = await db.select().from(categories).where(eq(categories.id, id))
  if (!row) throw new Error(`Category ${id} of a product is missing`)
  return row
}
