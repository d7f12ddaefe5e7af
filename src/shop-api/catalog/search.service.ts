/**
 * The catalogue search: one page of products for a category path and/or free text, narrowed by the
 * shopper's facet selections, with facet counts, sorted per spec §9.
 *
 * The request and result types here are the contract of the endpoints' search, which the in-memory
 * catalogue index answers (catalog-index/search.ts `searchCatalogWithIndex`). The SQL implementation
 * {@link searchCatalog} serves no endpoint any more: it stays as the independent reference that the
 * index is tested against (catalog-index/search.test.ts), written from the same rules by other means,
 * the store filter included (`store_stock` read directly where the index keeps shelf bitsets).
 */
import { and, asc, count, countDistinct, desc, eq, gt, gte, inArray, lte, or, sql } from 'drizzle-orm'
import type { SQL, SQLWrapper } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Database } from '../db/client'
import {
  brands,
  categories,
  colors,
  productOptions,
  productPrices,
  products,
  sports,
  storeStock,
} from '../db/schema'
import type { GenderValue, PriceType } from '../db/schema'
import type { AdditionValue, FacetFilterName, FilterSelection } from './filter-encoding'
import { loadProductSummaries } from './product-summary'
import type { ProductSummary } from './product-summary'
import { ancestry, loadCategories, loadSports, subtreeIds, sumOverSubtrees } from './taxonomy.service'
import type { CategoryRecord, SportRecord, Taxonomy } from './taxonomy.service'
import { relaxAsync } from './query-relaxation'
import { foldBaseSql, foldedBaseMatchesSql, normalizeWhitespace } from './text-fold'

export const sortFields = ['sales_rank', 'price', 'added_at'] as const
export type SortField = (typeof sortFields)[number]
export const sortTypes = ['asc', 'desc'] as const
export type SortType = (typeof sortTypes)[number]

export interface CatalogSort {
  readonly field: SortField
  readonly type: SortType
}

/** Spec §9: "favorite" (best sellers first, i.e. ascending sales rank numbers) is the default order. */
export const defaultSort: CatalogSort = { field: 'sales_rank', type: 'desc' }

export interface CatalogSearchRequest {
  /** Category path such as `damen/schuhe/laufschuhe` (slashes at the ends ignored); null for all. */
  readonly path: string | null
  /** Free text; words are matched (all of them) in product, brand, category and sport names. */
  readonly q: string
  readonly filters: FilterSelection
  /** Euros of the viewer's price type; null for no bound. */
  readonly priceMin: number | null
  readonly priceMax: number | null
  readonly outlet: boolean
  readonly sort: CatalogSort
  /** 1-based. */
  readonly page: number
  readonly perPage: number
  /** Restricts the search to these products (the header search of a wishlist, say); null for all. */
  readonly productIds: readonly number[] | null
  /** Facets cost a query per group: callers that only list products skip them. */
  readonly withFacets: boolean
  /**
   * The shopper's store (omnichannel only; the endpoint leaves it null otherwise): counted as the
   * facet `inStore`, and with `only` the list keeps products with some size on that store's shelves.
   */
  readonly store?: { readonly id: number; readonly only: boolean } | null
  /**
   * When the words find no product at all, show the products of a relaxed query instead
   * (query-relaxation.ts). The search page asks for it; lists restricted to known products do not.
   */
  readonly relax?: boolean
}

export interface BrandFacet {
  readonly id: number
  readonly slug: string
  readonly name: string
  readonly count: number
}

export interface ColorFacet {
  readonly id: number
  readonly slug: string
  readonly name: string
  readonly nameEn: string | null
  readonly hex: string
  readonly count: number
}

export interface GenderFacet {
  readonly value: GenderValue
  readonly count: number
}

export interface SizeFacet {
  readonly token: string
  readonly label: string
  readonly count: number
}

/**
 * Counts per facet value. Each group is counted as if its own selection were absent, so that the
 * other values of a group stay selectable; values that are selected but match nothing are listed with
 * count 0 so that they can be deselected.
 */
export interface CatalogFacets {
  readonly brands: readonly BrandFacet[]
  readonly colors: readonly ColorFacet[]
  readonly genders: readonly GenderFacet[]
  readonly sizes: readonly SizeFacet[]
  /** Products per sport id, summed over sub-sports. */
  readonly sportCounts: ReadonlyMap<number, number>
  /** Products per category id, summed over subcategories, counted regardless of the path. */
  readonly categoryCounts: ReadonlyMap<number, number>
  /** Cheapest and dearest product (euros, viewer's price type), counted regardless of the price bounds. */
  readonly price: { readonly min: number; readonly max: number } | null
  /** Products of the result (other filters applied) on the requested store's shelves; absent without a store. */
  readonly inStore?: number
  /** Products per value of the addition filter (on sale for the viewer, in the outlet). */
  readonly additions: Readonly<Record<AdditionValue, number>>
}

export interface CatalogSearchResult {
  /** The category of the path, null without a path. */
  readonly category: CategoryRecord | null
  /** Root … category, for breadcrumbs. */
  readonly categoryAncestry: readonly CategoryRecord[]
  readonly products: readonly ProductSummary[]
  readonly total: number
  readonly facets: CatalogFacets | null
  /** The query whose products are shown because the typed one found none (`relax`); else null. */
  readonly relaxedQuery: string | null
  readonly categories: Taxonomy<CategoryRecord>
  readonly sports: Taxonomy<SportRecord>
}

/** Longest free text honoured; more words than this add nothing but cost. */
const MAX_QUERY_WORDS = 10

const vkPrices = alias(productPrices, 'vk_prices')
const ownPrices = alias(productPrices, 'own_prices')
const parentSports = alias(sports, 'parent_sports')

/** SQL twin of `sizeToken` (filter-encoding.ts). */
const sizeTokenSql = sql<string>`coalesce(nullif(trim(both '_' from regexp_replace(lower(${productOptions.label}), '[^a-z0-9]+', '_', 'g')), ''), '_')`

/**
 * The products as the search sees them, for one price type: the price is the viewer's (falling back
 * to vk like the product summaries), and the text is everything a free-text word may match. Products
 * without a vk price cannot be shown, so they are left out here. All joins are 1:1.
 */
function catalogView(db: Database, priceType: PriceType) {
  return db.$with('catalog').as(
    db
      .select({
        id: products.id,
        brandId: products.brandId,
        colorId: products.colorId,
        categoryId: products.categoryId,
        sportId: products.sportId,
        // The gender filter and its counts are the department's (the category's gender), so they
        // agree with the category tree: a unisex product counts once, in the department it is in.
        gender: categories.gender,
        salesRank: products.salesRank,
        addedAt: products.addedAt,
        isOutlet: products.isOutlet,
        priceCents: sql<number>`coalesce(${ownPrices.priceCents}, ${vkPrices.priceCents})`.as('price_cents'),
        // The recommended price the summaries compare with: the own type's row, else vk's.
        onSale:
          sql<boolean>`case when ${ownPrices.priceCents} is null then ${vkPrices.rrpCents} > ${vkPrices.priceCents} else ${ownPrices.rrpCents} > ${ownPrices.priceCents} end`.as(
            'on_sale',
          ),
        searchText:
          sql<string>`concat_ws(' ', ${products.name}, ${brands.name}, ${categories.name}, replace(${categories.path}, '/', ' '), ${sports.name}, ${parentSports.name})`.as(
            'search_text',
          ),
      })
      .from(products)
      .innerJoin(brands, eq(brands.id, products.brandId))
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .leftJoin(sports, eq(sports.id, products.sportId))
      .leftJoin(parentSports, eq(parentSports.id, sports.parentId))
      .innerJoin(vkPrices, and(eq(vkPrices.productId, products.id), eq(vkPrices.priceType, 'vk')))
      .leftJoin(ownPrices, and(eq(ownPrices.productId, products.id), eq(ownPrices.priceType, priceType))),
  )
}

type CatalogView = ReturnType<typeof catalogView>

type ConditionGroup = FacetFilterName | 'price' | 'category' | 'store'

/** The condition of one addition value. */
function additionCondition(view: CatalogView, value: AdditionValue): SQL {
  return value === 'sale' ? sql`${view.onSale}` : eq(view.isOutlet, true)
}

interface Conditions {
  /** Always applied: text, outlet, product restriction. */
  readonly fixed: readonly SQL[]
  /** Applied except when counting the group itself. */
  readonly groups: ReadonlyMap<ConditionGroup, SQL>
}

function whereExcept(conditions: Conditions, except?: ConditionGroup): SQL | undefined {
  const parts = [...conditions.fixed]
  for (const [group, condition] of conditions.groups) if (group !== except) parts.push(condition)
  return and(...parts)
}

function anyOf(column: SQLWrapper, values: readonly number[]): SQL {
  return values.length === 0 ? sql`false` : inArray(column, [...values])
}

/**
 * Sports a selection matches. Spec §4: selecting a sub-sport also selects its parent, so a parent
 * with selected sub-sports stands for just those; a parent alone stands for itself and all its
 * sub-sports.
 */
export function matchingSportIds(taxonomy: Taxonomy<SportRecord>, selected: readonly number[]): number[] {
  const chosen = new Set(selected.filter((id) => taxonomy.byId.has(id)))
  const result = new Set<number>()
  for (const id of chosen) {
    const subtree = subtreeIds(taxonomy, id)
    if (subtree.some((sub) => sub !== id && chosen.has(sub))) continue
    for (const sub of subtree) result.add(sub)
  }
  return [...result]
}

/** Euros to cents for a price bound, or null when there is none. */
const boundCents = (euros: number | null) => (euros === null ? null : Math.round(euros * 100))

/**
 * `column = any(ids)` with the ids as one array parameter: a text search may match tens of thousands
 * of products, more than the 65,535 parameters a statement may have.
 */
function idIn(column: SQLWrapper, ids: readonly number[]): SQL {
  return sql`${column} = any(${sql.param([...ids])}::int[])`
}

/**
 * Ids of the products whose text matches every word, or null without words. Folding the text is the
 * expensive part of a search, so it runs once here rather than in each of the facet queries.
 */
async function textMatches(db: Database, view: CatalogView, q: string): Promise<number[] | null> {
  const words = normalizeWhitespace(q).split(' ').filter(Boolean).slice(0, MAX_QUERY_WORDS)
  if (words.length === 0) return null
  const folded = db
    .with(view)
    .select({ id: view.id, base: foldBaseSql(view.searchText).as('base') })
    .from(view)
    // OFFSET 0 keeps the planner from inlining `base` into every word's condition (folding it again).
    .offset(0)
    .as('folded')
  const rows = await db
    .select({ id: folded.id })
    .from(folded)
    .where(and(...words.map((word) => foldedBaseMatchesSql(folded.base, word))))
  return rows.map((row) => row.id)
}

/** The product has some size on the store's shelf (the index's store shelves, store-shelves.ts). */
function onShelf(view: CatalogView, storeId: number): SQL {
  return sql`exists (select 1 from ${storeStock} join ${productOptions} on ${productOptions.id} = ${storeStock.productOptionId} where ${productOptions.productId} = ${view.id} and ${storeStock.storeId} = ${storeId} and ${storeStock.quantity} > 0)`
}

function buildConditions(
  view: CatalogView,
  request: CatalogSearchRequest,
  textIds: readonly number[] | null,
  category: CategoryRecord | null,
  taxonomy: SearchTaxonomy,
): Conditions {
  const fixed: SQL[] = []
  if (textIds !== null) fixed.push(idIn(view.id, textIds))
  if (request.outlet) fixed.push(eq(view.isOutlet, true))
  if (request.productIds !== null) fixed.push(idIn(view.id, request.productIds))

  const groups = new Map<ConditionGroup, SQL>()
  const { filters } = request
  if (category) groups.set('category', anyOf(view.categoryId, subtreeIds(taxonomy.categories, category.id)))
  if (filters.brandIds.length > 0) groups.set('GENERAL_Brand', anyOf(view.brandId, filters.brandIds))
  if (filters.colorIds.length > 0) groups.set('GENERAL_Color', anyOf(view.colorId, filters.colorIds))
  if (filters.genders.length > 0) groups.set('GENERAL_Gender', anyOf(view.gender, filters.genders))
  if (filters.sportIds.length > 0)
    groups.set('sports', anyOf(view.sportId, matchingSportIds(taxonomy.sports, filters.sportIds)))
  if (filters.sizes.length > 0)
    groups.set(
      'GENERAL_Size',
      sql`exists (select 1 from ${productOptions} where ${productOptions.productId} = ${view.id} and ${productOptions.stock} > 0 and ${inArray(sizeTokenSql, [...filters.sizes])})`,
    )
  const min = boundCents(request.priceMin)
  const max = boundCents(request.priceMax)
  const bounds: SQL[] = []
  if (min !== null) bounds.push(gte(view.priceCents, min))
  if (max !== null) bounds.push(lte(view.priceCents, max))
  const priceCondition = and(...bounds)
  if (priceCondition) groups.set('price', priceCondition)
  if (request.store?.only) groups.set('store', onShelf(view, request.store.id))
  if (filters.additions.length > 0) {
    const additions = or(...filters.additions.map((value) => additionCondition(view, value)))
    if (additions) groups.set('addition', additions)
  }
  return { fixed, groups }
}

/**
 * Sales ranks count from 1 for the best seller (as the seed generator assigns them), while spec §9
 * calls "best sellers first" `sales_rank desc`: the sort direction is one of popularity, so it runs
 * against the rank number.
 */
const byPopularity = (type: SortType) => (type === 'desc' ? asc : desc)

function orderFor(view: CatalogView, sort: CatalogSort): SQL[] {
  const direction = sort.type === 'asc' ? asc : desc
  // Ties are broken by popularity, then id, so that paging never repeats or skips a product.
  const popular = asc(view.salesRank)
  switch (sort.field) {
    case 'sales_rank':
      return [byPopularity(sort.type)(view.salesRank), asc(view.id)]
    case 'price':
      return [direction(view.priceCents), popular, asc(view.id)]
    case 'added_at':
      return [direction(view.addedAt), popular, asc(view.id)]
  }
}

/** Normalises a category path: no slashes at the ends or doubled, lower case. */
export function normalizeCategoryPath(path: string): string {
  return path
    .split('/')
    .filter((segment) => segment !== '')
    .join('/')
    .toLowerCase()
}

interface SearchTaxonomy {
  readonly categories: Taxonomy<CategoryRecord>
  readonly sports: Taxonomy<SportRecord>
}

/**
 * Runs a catalogue search for a viewer of `priceType`. Resolves to null when the request names a
 * category path that does not exist.
 */
export async function searchCatalog(
  db: Database,
  request: CatalogSearchRequest & { readonly withFacets: true },
  priceType: PriceType,
): Promise<(CatalogSearchResult & { readonly facets: CatalogFacets }) | null>
export async function searchCatalog(
  db: Database,
  request: CatalogSearchRequest,
  priceType: PriceType,
): Promise<CatalogSearchResult | null>
export async function searchCatalog(
  db: Database,
  request: CatalogSearchRequest,
  priceType: PriceType,
): Promise<CatalogSearchResult | null> {
  const [categoryTaxonomy, sportTaxonomy] = await Promise.all([loadCategories(db), loadSports(db)])
  const path = request.path === null ? '' : normalizeCategoryPath(request.path)
  let category: CategoryRecord | null = null
  if (path !== '') {
    category = categoryTaxonomy.all.find((candidate) => candidate.path === path) ?? null
    if (!category) return null
  }
  const taxonomy: SearchTaxonomy = { categories: categoryTaxonomy, sports: sportTaxonomy }
  const view = catalogView(db, priceType)
  let textIds = await textMatches(db, view, request.q)
  let relaxedQuery: string | null = null
  if (request.relax === true && textIds !== null && textIds.length === 0) {
    const relaxed = await relaxAsync(request.q, async (q) => (await textMatches(db, view, q))?.length ?? 0)
    if (relaxed) {
      textIds = await textMatches(db, view, relaxed.q)
      relaxedQuery = relaxed.q
    }
  }
  const conditions = buildConditions(view, request, textIds, category, taxonomy)
  const where = whereExcept(conditions)

  const [totalRows, pageRows, facets] = await Promise.all([
    db.with(view).select({ total: count() }).from(view).where(where),
    db
      .with(view)
      .select({ id: view.id })
      .from(view)
      .where(where)
      .orderBy(...orderFor(view, request.sort))
      .limit(request.perPage)
      .offset((request.page - 1) * request.perPage),
    request.withFacets
      ? loadFacets(db, view, request.filters, conditions, taxonomy, request.store ?? null)
      : Promise.resolve(null),
  ])
  const ids = pageRows.map((row) => row.id)
  const summaries = await loadProductSummaries(db, ids, priceType)
  return {
    category,
    categoryAncestry: category ? ancestry(categoryTaxonomy, category.id) : [],
    products: ids.flatMap((id) => summaries.get(id) ?? []),
    total: totalRows[0]?.total ?? 0,
    facets,
    relaxedQuery,
    categories: categoryTaxonomy,
    sports: sportTaxonomy,
  }
}

const germanCollator = new Intl.Collator('de-AT', { sensitivity: 'base', numeric: true })

/** Clothing sizes in their natural order; other sizes sort numerically, then alphabetically. */
const clothingSizeOrder = [
  'xxxs',
  '3xs',
  'xxs',
  '2xs',
  'xs',
  's',
  'm',
  'l',
  'xl',
  'xxl',
  '2xl',
  'xxxl',
  '3xl',
  '4xl',
  '5xl',
]

/** Orders size labels as a shopper reads them: XS before S before M, 38 before 38.5 before 40. */
export function compareSizes(a: string, b: string): number {
  const rank = (label: string) => clothingSizeOrder.indexOf(label.toLowerCase())
  const rankA = rank(a)
  const rankB = rank(b)
  if (rankA !== -1 || rankB !== -1) {
    if (rankA === -1) return 1
    if (rankB === -1) return -1
    return rankA - rankB
  }
  const numberA = Number.parseFloat(a.replace(',', '.'))
  const numberB = Number.parseFloat(b.replace(',', '.'))
  const aIsNumber = !Number.isNaN(numberA)
  const bIsNumber = !Number.isNaN(numberB)
  if (aIsNumber && bIsNumber && numberA !== numberB) return numberA - numberB
  if (aIsNumber !== bIsNumber) return aIsNumber ? -1 : 1
  return germanCollator.compare(a, b)
}

async function loadFacets(
  db: Database,
  view: CatalogView,
  filters: FilterSelection,
  conditions: Conditions,
  taxonomy: SearchTaxonomy,
  store: CatalogSearchRequest['store'],
): Promise<CatalogFacets> {
  const counted = countDistinct(view.id)
  // Counted like the other groups: without its own selection, within all the others.
  const inStoreRows = store
    ? db
        .with(view)
        .select({ count: counted })
        .from(view)
        .where(and(whereExcept(conditions, 'store'), onShelf(view, store.id)))
    : Promise.resolve(null)
  const additionCounts = (value: AdditionValue) =>
    db
      .with(view)
      .select({ count: counted })
      .from(view)
      .where(and(whereExcept(conditions, 'addition'), additionCondition(view, value)))
  const [
    brandRows,
    colorRows,
    genderRows,
    sizeRows,
    sportRows,
    categoryRows,
    priceRows,
    inStore,
    saleRows,
    outletRows,
  ] = await Promise.all([
    db
      .with(view)
      .select({ id: brands.id, slug: brands.slug, name: brands.name, count: counted })
      .from(view)
      .innerJoin(brands, eq(brands.id, view.brandId))
      .where(whereExcept(conditions, 'GENERAL_Brand'))
      .groupBy(brands.id),
    db
      .with(view)
      .select({
        id: colors.id,
        slug: colors.slug,
        name: colors.name,
        nameEn: colors.nameEn,
        hex: colors.hex,
        count: counted,
      })
      .from(view)
      .innerJoin(colors, eq(colors.id, view.colorId))
      .where(whereExcept(conditions, 'GENERAL_Color'))
      .groupBy(colors.id),
    db
      .with(view)
      .select({ value: view.gender, count: counted })
      .from(view)
      .where(whereExcept(conditions, 'GENERAL_Gender'))
      .groupBy(view.gender),
    db
      .with(view)
      .select({ token: sizeTokenSql, label: sql<string>`min(${productOptions.label})`, count: counted })
      .from(view)
      .innerJoin(productOptions, and(eq(productOptions.productId, view.id), gt(productOptions.stock, 0)))
      .where(whereExcept(conditions, 'GENERAL_Size'))
      .groupBy(sizeTokenSql),
    db
      .with(view)
      .select({ sportId: view.sportId, count: counted })
      .from(view)
      .where(whereExcept(conditions, 'sports'))
      .groupBy(view.sportId),
    db
      .with(view)
      .select({ categoryId: view.categoryId, count: counted })
      .from(view)
      .where(whereExcept(conditions, 'category'))
      .groupBy(view.categoryId),
    db
      .with(view)
      .select({
        // No mapWith: drizzle would type the column as never null, yet an empty result gives null.
        min: sql<number | null>`min(${view.priceCents})`,
        max: sql<number | null>`max(${view.priceCents})`,
      })
      .from(view)
      .where(whereExcept(conditions, 'price')),
    inStoreRows,
    additionCounts('sale'),
    additionCounts('outlet'),
  ])

  const brandFacets: BrandFacet[] = [...brandRows]
  const missingBrands = filters.brandIds.filter((id) => !brandRows.some((row) => row.id === id))
  if (missingBrands.length > 0) {
    const rows = await db
      .select({ id: brands.id, slug: brands.slug, name: brands.name })
      .from(brands)
      .where(inArray(brands.id, missingBrands))
    brandFacets.push(...rows.map((row) => ({ ...row, count: 0 })))
  }
  const colorFacets: ColorFacet[] = [...colorRows]
  const missingColors = filters.colorIds.filter((id) => !colorRows.some((row) => row.id === id))
  if (missingColors.length > 0) {
    const rows = await db.select().from(colors).where(inArray(colors.id, missingColors))
    colorFacets.push(...rows.map((row) => ({ ...row, count: 0 })))
  }
  const sizeFacets: SizeFacet[] = [...sizeRows]
  const missingSizes = filters.sizes.filter((token) => !sizeRows.some((row) => row.token === token))
  if (missingSizes.length > 0) {
    const rows = await db
      .select({ token: sizeTokenSql, label: sql<string>`min(${productOptions.label})` })
      .from(productOptions)
      .where(inArray(sizeTokenSql, missingSizes))
      .groupBy(sizeTokenSql)
    sizeFacets.push(...rows.map((row) => ({ ...row, count: 0 })))
  }
  const genderFacets: GenderFacet[] = genderRows.map((row) => ({ value: row.value, count: row.count }))
  for (const value of filters.genders)
    if (!genderFacets.some((facet) => facet.value === value)) genderFacets.push({ value, count: 0 })

  const ownSportCounts = new Map<number, number>()
  for (const row of sportRows) if (row.sportId !== null) ownSportCounts.set(row.sportId, row.count)
  const ownCategoryCounts = new Map<number, number>(categoryRows.map((row) => [row.categoryId, row.count]))
  const priceRow = priceRows[0]

  return {
    brands: brandFacets.sort((a, b) => germanCollator.compare(a.name, b.name)),
    colors: colorFacets.sort((a, b) => germanCollator.compare(a.name, b.name)),
    genders: genderFacets.sort((a, b) => a.value - b.value),
    sizes: sizeFacets.sort((a, b) => compareSizes(a.label, b.label)),
    sportCounts: sumOverSubtrees(taxonomy.sports, ownSportCounts),
    categoryCounts: sumOverSubtrees(taxonomy.categories, ownCategoryCounts),
    price:
      priceRow && priceRow.min !== null && priceRow.max !== null
        ? { min: priceRow.min / 100, max: priceRow.max / 100 }
        : null,
    ...(inStore ? { inStore: inStore[0]?.count ?? 0 } : {}),
    additions: { sale: saleRows[0]?.count ?? 0, outlet: outletRows[0]?.count ?? 0 },
  }
}
