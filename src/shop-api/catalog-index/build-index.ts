/**
 * The in-memory catalogue index (design brief §2): a read model of the products the search shows,
 * built from the database in one pass and then queried without it.
 *
 * Products are addressed by position (0 … n-1, in id order) and every attribute is a typed array
 * indexed by position, so filtering and facet counting are tight loops over numbers. Brands,
 * colours, categories, sports and sizes are numbered by "slot" (their index in the index's own
 * lists) so that counts are plain arrays too.
 *
 * The database stays the source of truth: the index is rebuilt when `catalog_version` changes.
 */
import { asc, eq, sql } from 'drizzle-orm'
import * as v from 'valibot'
import type { Database } from '../db/client'
import { autosuggestPhrases, brands, catalogVersion, colors, priceTypes, products } from '../db/schema'
import type { PriceType } from '../db/schema'
import { sizeToken } from '../catalog/filter-encoding'
import { loadCategories, loadSports } from '../catalog/taxonomy.service'
import type { CategoryRecord, SportRecord, Taxonomy } from '../catalog/taxonomy.service'
import { buildSortOrders } from './sort-orders'
import type { SortOrders } from './sort-orders'
import { buildSuggestIndex } from './suggest'
import type { SuggestIndex } from './suggest'
import { WordFolder } from './text'
import { TextIndexBuilder } from './text-index'
import type { TextIndex } from './text-index'

export type BrandRecord = typeof brands.$inferSelect
export type ColorRecord = typeof colors.$inferSelect

export interface SizeRecord {
  readonly token: string
  /** Label shown in the facet: the smallest label of the token among options in stock. */
  readonly label: string
}

export interface CatalogIndex {
  /** `catalog_version` at build time; a different version in the database means rebuild. */
  readonly version: number
  readonly size: number
  /** Product id per position, ascending. */
  readonly productIds: Int32Array
  readonly positionById: ReadonlyMap<number, number>
  readonly brandSlot: Int32Array
  readonly colorSlot: Int32Array
  readonly categorySlot: Int32Array
  /** -1 for products without a sport. */
  readonly sportSlot: Int32Array
  readonly gender: Uint8Array
  readonly outlet: Uint8Array
  readonly salesRank: Int32Array
  /** Epoch milliseconds. */
  readonly addedAt: Float64Array
  /** Price of each price type in cents, falling back to vk as the product summaries do. */
  readonly priceCents: Readonly<Record<PriceType, Int32Array>>
  /** Sizes in stock per product, as a compressed row: slots `sizeStart[p]` … `sizeStart[p + 1] - 1`. */
  readonly sizeStart: Int32Array
  readonly sizeSlots: Int32Array
  readonly sizes: readonly SizeRecord[]
  readonly sizeSlotByToken: ReadonlyMap<string, number>
  /** Smallest label of every size token, in stock or not (for selected sizes that match nothing). */
  readonly anySizeLabel: ReadonlyMap<string, string>
  readonly brands: readonly BrandRecord[]
  readonly brandSlotById: ReadonlyMap<number, number>
  readonly colors: readonly ColorRecord[]
  readonly colorSlotById: ReadonlyMap<number, number>
  /** Slot = position in `categories.all`. */
  readonly categories: Taxonomy<CategoryRecord>
  readonly categorySlotById: ReadonlyMap<number, number>
  readonly categoryByPath: ReadonlyMap<string, CategoryRecord>
  /** Slot = position in `sports.all`. */
  readonly sports: Taxonomy<SportRecord>
  readonly sportSlotById: ReadonlyMap<number, number>
  readonly text: TextIndex
  readonly folder: WordFolder
  readonly orders: SortOrders
  readonly suggestions: SuggestIndex
}

const slotMap = (rows: readonly { readonly id: number }[]) => new Map(rows.map((row, slot) => [row.id, slot]))

const productRowsSchema = v.object({
  rows: v.array(v.object({ columns: v.nullable(v.string()), names: v.nullable(v.string()) })),
})
const namesSchema = v.array(v.string())
/** Numbers per product in `columns`, in this order. */
const PRODUCT_FIELDS = 9

const aggregateRows = v.object({
  rows: v.array(v.object({ key: v.string(), ids: v.nullable(v.string()) })),
})

/**
 * `key, string_agg(…)` rows. Hundreds of thousands of price and option rows cost far more to
 * transfer and decode as rows than as one long string per group.
 */
async function loadAggregate(db: Database, query: ReturnType<typeof sql>) {
  return v.parse(aggregateRows, await db.execute(query)).rows
}

/** Parses "a,b,c" into numbers without an intermediate array of strings per number. */
function forEachNumber(text: string, visit: (value: number) => void): void {
  let value = 0
  let inNumber = false
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    if (code >= 48 && code <= 57) {
      value = value * 10 + (code - 48)
      inNumber = true
    } else {
      if (inNumber) visit(value)
      value = 0
      inNumber = false
    }
  }
  if (inNumber) visit(value)
}

export async function buildCatalogIndex(db: Database): Promise<CatalogIndex> {
  // The version first: data loaded after it is at least that new (a later change triggers a rebuild).
  const versionRows = await db
    .select({ version: catalogVersion.version })
    .from(catalogVersion)
    .where(eq(catalogVersion.id, 1))
  const [
    productRows,
    priceGroups,
    optionGroups,
    brandRows,
    colorRows,
    categoryTaxonomy,
    sportTaxonomy,
    phraseRows,
  ] = await Promise.all([
    // Columns as comma-separated strings and names as one JSON array: drizzle decoding 100,000
    // rows takes seconds, these five strings a fraction of one.
    db.execute(sql`
      select
        string_agg(id::text || ',' || brand_id || ',' || color_id || ',' || category_id || ',' ||
          coalesce(sport_id, 0) || ',' || gender || ',' || sales_rank || ',' ||
          floor(extract(epoch from added_at) * 1000)::bigint || ',' || (case when is_outlet then 1 else 0 end),
          ',' order by id) as columns,
        json_agg(name order by id)::text as names
      from ${products}`),
    // Pairs "product:cents" per price type.
    loadAggregate(
      db,
      sql`select price_type as key, string_agg(product_id::text || ':' || price_cents::text, ',') as ids from product_prices group by price_type`,
    ),
    // Products with the label in stock, per label; labels out of stock everywhere still come with null.
    loadAggregate(
      db,
      sql`select label as key, string_agg(case when stock > 0 then product_id::text end, ',') as ids from product_options group by label`,
    ),
    db.select().from(brands).orderBy(asc(brands.id)),
    db.select().from(colors).orderBy(asc(colors.id)),
    loadCategories(db),
    loadSports(db),
    db
      .select({
        phrase: autosuggestPhrases.phrase,
        weight: autosuggestPhrases.weight,
        url: autosuggestPhrases.url,
      })
      .from(autosuggestPhrases),
  ])

  const brandSlotById = slotMap(brandRows)
  const colorSlotById = slotMap(colorRows)
  const categorySlotById = slotMap(categoryTaxonomy.all)
  const sportSlotById = slotMap(sportTaxonomy.all)

  // Products as parallel columns, by row (ascending id).
  const productData = v.parse(productRowsSchema, productRows).rows[0]
  const names = v.parse(namesSchema, JSON.parse(productData?.names ?? '[]'))
  const rowCount = names.length
  const fields = new Float64Array(rowCount * PRODUCT_FIELDS)
  let filled = 0
  forEachNumber(productData?.columns ?? '', (value) => (fields[filled++] = value))
  const field = (row: number, index: number) => fields[row * PRODUCT_FIELDS + index] ?? 0
  const rowById = new Map<number, number>()
  for (let row = 0; row < rowCount; row++) rowById.set(field(row, 0), row)

  // Prices by row; 0 marks a missing price (prices are positive by a check constraint).
  const priceByRow = Object.fromEntries(priceTypes.map((type) => [type, new Int32Array(rowCount)])) as Record<
    PriceType,
    Int32Array
  >
  for (const group of priceGroups) {
    if (!(priceTypes as readonly string[]).includes(group.key) || group.ids === null) continue
    const target = priceByRow[group.key as PriceType]
    let row: number | undefined
    let first = true
    forEachNumber(group.ids, (value) => {
      if (first) row = rowById.get(value)
      else if (row !== undefined) target[row] = value
      first = !first
    })
  }

  // Products without a vk price cannot be shown (the SQL search leaves them out too).
  const shownRows: number[] = []
  for (let row = 0; row < rowCount; row++) if ((priceByRow.vk[row] ?? 0) > 0) shownRows.push(row)
  const size = shownRows.length

  const productIds = new Int32Array(size)
  const brandSlot = new Int32Array(size)
  const colorSlot = new Int32Array(size)
  const categorySlot = new Int32Array(size)
  const sportSlot = new Int32Array(size)
  const gender = new Uint8Array(size)
  const outlet = new Uint8Array(size)
  const salesRank = new Int32Array(size)
  const addedAt = new Float64Array(size)
  const priceCents = Object.fromEntries(priceTypes.map((type) => [type, new Int32Array(size)])) as Record<
    PriceType,
    Int32Array
  >
  const positionById = new Map<number, number>()

  const folder = new WordFolder()
  // Names of brands, categories and sports are shared by many products: their stems once each.
  const stemCache = new Map<string, readonly string[]>()
  const stemsOfShared = (text: string) => {
    let stems = stemCache.get(text)
    if (stems === undefined) {
      const set = new Set<string>()
      folder.stemsOf(text, set)
      stems = [...set]
      stemCache.set(text, stems)
    }
    return stems
  }
  const textBuilder = new TextIndexBuilder()
  const terms = new Set<string>()

  shownRows.forEach((row, position) => {
    const id = field(row, 0)
    const categoryId = field(row, 3)
    const sportId = field(row, 4)
    productIds[position] = id
    positionById.set(id, position)
    brandSlot[position] = brandSlotById.get(field(row, 1)) ?? 0
    colorSlot[position] = colorSlotById.get(field(row, 2)) ?? 0
    categorySlot[position] = categorySlotById.get(categoryId) ?? 0
    // Serial ids start at 1: the query writes 0 for "no sport".
    sportSlot[position] = sportSlotById.get(sportId) ?? -1
    gender[position] = field(row, 5)
    salesRank[position] = field(row, 6)
    addedAt[position] = field(row, 7)
    outlet[position] = field(row, 8)
    const vk = priceByRow.vk[row] ?? 0
    for (const type of priceTypes) priceCents[type][position] = priceByRow[type][row] || vk

    // The text the SQL search matches: product, brand, category (name and path) and sport (and parent).
    terms.clear()
    folder.stemsOf(names[row] ?? '', terms)
    const brand = brandRows[brandSlot[position] ?? 0]
    if (brand) for (const stem of stemsOfShared(brand.name)) terms.add(stem)
    const category = categoryTaxonomy.byId.get(categoryId)
    if (category) for (const stem of stemsOfShared(`${category.name} ${category.path}`)) terms.add(stem)
    const sport = sportTaxonomy.byId.get(sportId)
    if (sport) {
      const parent = sport.parentId === null ? undefined : sportTaxonomy.byId.get(sport.parentId)
      for (const stem of stemsOfShared(`${sport.name} ${parent?.name ?? ''}`)) terms.add(stem)
    }
    textBuilder.add(position, terms)
  })

  // Sizes: labels fold into tokens ("42,5" and "42.5" are one size), as the `filters` parameter does.
  const sizeSlotByToken = new Map<string, number>()
  const sizes: SizeRecord[] = []
  const anySizeLabel = new Map<string, string>()
  const sizesPerProduct: number[][] = Array.from({ length: size }, () => [])
  for (const group of optionGroups) {
    const token = sizeToken(group.key)
    const known = anySizeLabel.get(token)
    if (known === undefined || group.key < known) anySizeLabel.set(token, group.key)
    if (group.ids === null) continue
    let slot = sizeSlotByToken.get(token)
    if (slot === undefined) {
      slot = sizes.length
      sizeSlotByToken.set(token, slot)
      sizes.push({ token, label: group.key })
    } else {
      const record = sizes[slot]
      if (record && group.key < record.label) sizes[slot] = { token, label: group.key }
    }
    const sizeSlot = slot
    forEachNumber(group.ids, (productId) => {
      const position = positionById.get(productId)
      if (position === undefined) return
      const list = sizesPerProduct[position]
      if (list && !list.includes(sizeSlot)) list.push(sizeSlot)
    })
  }
  const sizeStart = new Int32Array(size + 1)
  let sizeTotal = 0
  sizesPerProduct.forEach((list, position) => {
    sizeStart[position] = sizeTotal
    sizeTotal += list.length
  })
  sizeStart[size] = sizeTotal
  const sizeSlots = new Int32Array(sizeTotal)
  sizesPerProduct.forEach((list, position) => {
    sizeSlots.set(list, sizeStart[position] ?? 0)
  })

  return {
    version: versionRows[0]?.version ?? 0,
    size,
    productIds,
    positionById,
    brandSlot,
    colorSlot,
    categorySlot,
    sportSlot,
    gender,
    outlet,
    salesRank,
    addedAt,
    priceCents,
    sizeStart,
    sizeSlots,
    sizes,
    sizeSlotByToken,
    anySizeLabel,
    brands: brandRows,
    brandSlotById,
    colors: colorRows,
    colorSlotById,
    categories: categoryTaxonomy,
    categorySlotById,
    categoryByPath: new Map(categoryTaxonomy.all.map((category) => [category.path, category])),
    sports: sportTaxonomy,
    sportSlotById,
    text: textBuilder.build(size),
    folder,
    orders: buildSortOrders({ size, salesRank, addedAt, priceCents }),
    suggestions: buildSuggestIndex(phraseRows),
  }
}
