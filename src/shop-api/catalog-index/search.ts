/**
 * Answering a catalogue search from the index: the same request and result types as the SQL
 * `searchCatalog` (catalog/search.service.ts), so that one can replace the other.
 *
 * One pass over the candidate products (all, or those the text matches) decides for each product
 * which filter groups it fails. A product failing none is in the result and counts in every facet; a
 * product failing exactly one group counts only in that group's facet, which is what "counted as if
 * that group's own selection were absent" means. Products failing two groups count nowhere.
 *
 * With free text and the default order (best sellers first), products are ranked by how well the
 * words match (text-index.ts) before their sales rank: products whose name, brand, colour or gender
 * carry every word first, then those where a word is the last part of a compound of the name ("ski"
 * lists skis, then touring skis, then ski jackets), then those matching a word by a part of the name,
 * their category or sport, then by their materials or a typo.
 */
import type { Database } from '../db/client'
import type { PriceType } from '../db/schema'
import { loadProductSummaries } from '../catalog/product-summary'
import type { ApiLocale } from '../http/locale'
import { compareSizes, matchingSportIds, normalizeCategoryPath } from '../catalog/search.service'
import type {
  BrandFacet,
  CatalogFacets,
  CatalogSearchRequest,
  CatalogSearchResult,
  ColorFacet,
  GenderFacet,
  SizeFacet,
} from '../catalog/search.service'
import { ancestry, subtreeIds, sumOverSubtrees } from '../catalog/taxonomy.service'
import type { CategoryRecord } from '../catalog/taxonomy.service'
import type { GenderValue } from '../db/schema'
import { addPositions, createBitset, forEachBit, intersectInto } from './bitset'
import type { Bitset } from './bitset'
import type { CatalogIndex } from './build-index'
import { relaxSync } from '../catalog/query-relaxation'
import { orderFor } from './sort-orders'
import {
  LEVEL_CONTEXT,
  LEVEL_DETAIL,
  LEVEL_EXACT,
  LEVEL_HEAD,
  matchText,
  typedWordIsKnown,
} from './text-index'

/** Filter groups as bits of a product's "fails" mask. */
const CATEGORY = 1
const BRAND = 2
const COLOR = 4
const GENDER = 8
const SIZE = 16
const SPORT = 32
const PRICE = 64
const STORE = 128
const ADDITION = 256

/** `counts[slot] += 1`, spelled so that the compiler's index checks hold without a branch. */
function bump(counts: Int32Array, slot: number): void {
  counts[slot] = (counts[slot] ?? 0) + 1
}

/** What a search finds, before product summaries are loaded. */
export interface IndexSearchResult {
  readonly category: CategoryRecord | null
  readonly categoryAncestry: readonly CategoryRecord[]
  /** Product ids of the requested page, in display order. */
  readonly productIds: readonly number[]
  readonly total: number
  readonly facets: CatalogFacets | null
  /** The query whose products are shown when the typed one finds nothing (`relax` only); else null. */
  readonly relaxedQuery: string | null
}

const germanCollator = new Intl.Collator('de-AT', { sensitivity: 'base', numeric: true })

/** A selection of one group as a lookup table by slot; null when the group has no selection. */
function selectionBySlot(
  slots: number,
  ids: readonly number[],
  slotById: ReadonlyMap<number, number>,
): Uint8Array | null {
  if (ids.length === 0) return null
  // A selected id that no longer exists matches nothing, as in SQL; the group still restricts.
  const table = new Uint8Array(slots)
  for (const id of ids) {
    const slot = slotById.get(id)
    if (slot !== undefined) table[slot] = 1
  }
  return table
}

/** Products the text and the product restriction allow; null when neither restricts. */
function fixedCandidates(
  index: CatalogIndex,
  request: CatalogSearchRequest,
): {
  readonly bits: Bitset | null
  readonly levels: Uint8Array | null
  readonly relaxedQuery: string | null
} {
  let text = matchText(index.text, index.folder, request.q)
  let relaxedQuery: string | null = null
  // Only a query finding nothing is relaxed: a search that finds products costs nothing more.
  if (request.relax === true && text !== null && text.total === 0) {
    const relaxed = relaxSync(
      request.q,
      (q) => matchText(index.text, index.folder, q)?.total ?? 0,
      (word) => typedWordIsKnown(index.text, index.folder, word),
    )
    if (relaxed) {
      text = matchText(index.text, index.folder, relaxed.q)
      relaxedQuery = relaxed.q
    }
  }
  let candidates = text?.bits ?? null
  if (request.productIds !== null) {
    const allowed = createBitset(index.size)
    addPositions(
      allowed,
      request.productIds.flatMap((id) => {
        const position = index.positionById.get(id)
        return position === undefined ? [] : [position]
      }),
    )
    if (candidates === null) candidates = allowed
    else intersectInto(candidates, allowed)
  }
  return { bits: candidates, levels: text?.levels ?? null, relaxedQuery }
}

const rankedLevels = [LEVEL_EXACT, LEVEL_HEAD, LEVEL_CONTEXT, LEVEL_DETAIL] as const

/** Runs a search for a viewer of `priceType`; null when the request's category path does not exist. */
export function searchIndex(
  index: CatalogIndex,
  request: CatalogSearchRequest,
  priceType: PriceType,
): IndexSearchResult | null {
  const path = request.path === null ? '' : normalizeCategoryPath(request.path)
  let category: CategoryRecord | null = null
  if (path !== '') {
    category = index.categoryByPath.get(path) ?? null
    if (!category) return null
  }
  const { filters } = request
  const categorySelection = category
    ? selectionBySlot(
        index.categories.all.length,
        subtreeIds(index.categories, category.id),
        index.categorySlotById,
      )
    : null
  const brandSelection = selectionBySlot(index.brands.length, filters.brandIds, index.brandSlotById)
  const colorSelection = selectionBySlot(index.colors.length, filters.colorIds, index.colorSlotById)
  const sportSelection =
    filters.sportIds.length === 0
      ? null
      : (selectionBySlot(
          index.sports.all.length,
          matchingSportIds(index.sports, filters.sportIds),
          index.sportSlotById,
        ) ?? new Uint8Array(index.sports.all.length))
  const genderSelection = filters.genders.length === 0 ? null : new Uint8Array(4)
  for (const value of filters.genders) if (genderSelection) genderSelection[value] = 1
  const sizeSelection = filters.sizes.length === 0 ? null : new Uint8Array(index.sizes.length)
  for (const token of filters.sizes) {
    const slot = index.sizeSlotByToken.get(token)
    if (sizeSelection && slot !== undefined) sizeSelection[slot] = 1
  }
  const minCents = request.priceMin === null ? -Infinity : Math.round(request.priceMin * 100)
  const maxCents = request.priceMax === null ? Infinity : Math.round(request.priceMax * 100)
  const priceActive = request.priceMin !== null || request.priceMax !== null
  // The addition values are alternatives: a product passes with any one of the selected.
  const wantsSale = filters.additions.includes('sale')
  const wantsOutlet = filters.additions.includes('outlet')
  const additionActive = wantsSale || wantsOutlet

  const withFacets = request.withFacets
  const brandCounts = new Int32Array(index.brands.length)
  const colorCounts = new Int32Array(index.colors.length)
  const genderCounts = new Int32Array(4)
  const sizeCounts = new Int32Array(index.sizes.length)
  const sportCounts = new Int32Array(index.sports.all.length)
  const categoryCounts = new Int32Array(index.categories.all.length)
  let priceMin = Infinity
  let priceMax = -Infinity
  let saleCount = 0
  let outletCount = 0

  const { brandSlot, colorSlot, categorySlot, sportSlot, gender, outlet, sizeStart, sizeSlots } = index
  const prices = index.priceCents[priceType]
  const onSale = index.onSale[priceType]
  const matched = new Uint8Array(index.size)
  const outletOnly = request.outlet
  // A store the index has no shelf for has nothing on it: an empty bitset, not "no filter".
  const shelf = request.store ? (index.storeShelves.get(request.store.id) ?? createBitset(index.size)) : null
  const storeOnly = request.store?.only === true
  let inStoreCount = 0
  let total = 0

  const visit = (p: number) => {
    if (outletOnly && outlet[p] === 0) return
    let fails = 0
    if (categorySelection && categorySelection[categorySlot[p] ?? 0] === 0) fails |= CATEGORY
    if (brandSelection && brandSelection[brandSlot[p] ?? 0] === 0) fails |= BRAND
    if (colorSelection && colorSelection[colorSlot[p] ?? 0] === 0) fails |= COLOR
    if (genderSelection && genderSelection[gender[p] ?? 0] === 0) fails |= GENDER
    const sizeFrom = sizeStart[p] ?? 0
    const sizeTo = sizeStart[p + 1] ?? 0
    if (sizeSelection) {
      let inStock = false
      for (let i = sizeFrom; i < sizeTo; i++) {
        if (sizeSelection[sizeSlots[i] ?? 0] === 1) {
          inStock = true
          break
        }
      }
      if (!inStock) fails |= SIZE
    }
    const sport = sportSlot[p] ?? -1
    if (sportSelection && (sport < 0 || sportSelection[sport] === 0)) fails |= SPORT
    const price = prices[p] ?? 0
    if (priceActive && (price < minCents || price > maxCents)) fails |= PRICE
    const onShelf = shelf !== null && ((shelf[p >>> 5] ?? 0) & (1 << (p & 31))) !== 0
    if (storeOnly && !onShelf) fails |= STORE
    const sale = onSale[p] === 1
    const inOutlet = outlet[p] === 1
    if (additionActive && !((wantsSale && sale) || (wantsOutlet && inOutlet))) fails |= ADDITION

    if (fails === 0) {
      matched[p] = 1
      total++
    }
    // Facets: every group when nothing fails, only the failing group when exactly one does.
    if (!withFacets || (fails & (fails - 1)) !== 0) return
    // Inline tests, no helper closure: this runs once per product, 100,000 times per search.
    const all = fails === 0
    if (all || fails === CATEGORY) bump(categoryCounts, categorySlot[p] ?? 0)
    if (all || fails === BRAND) bump(brandCounts, brandSlot[p] ?? 0)
    if (all || fails === COLOR) bump(colorCounts, colorSlot[p] ?? 0)
    if (all || fails === GENDER) bump(genderCounts, gender[p] ?? 0)
    if (all || fails === SIZE) for (let i = sizeFrom; i < sizeTo; i++) bump(sizeCounts, sizeSlots[i] ?? 0)
    if ((all || fails === SPORT) && sport >= 0) bump(sportCounts, sport)
    if ((all || fails === STORE) && onShelf) inStoreCount++
    if (all || fails === ADDITION) {
      if (sale) saleCount++
      if (inOutlet) outletCount++
    }
    if (all || fails === PRICE) {
      if (price < priceMin) priceMin = price
      if (price > priceMax) priceMax = price
    }
  }

  const { bits: candidates, levels, relaxedQuery } = fixedCandidates(index, request)
  if (candidates === null) for (let p = 0; p < index.size; p++) visit(p)
  else forEachBit(candidates, visit)

  // The page: walk the precomputed order, keeping matching products. Ranked by text level first
  // when free text meets the default order: one walk per level, skipping levels before the page.
  const order = orderFor(index.orders, request.sort, priceType)
  const skip = (request.page - 1) * request.perPage
  const page: number[] = []
  const walk = (tier: number | null, tierTotal: number, skipInTier: number) => {
    let seen = 0
    for (let i = 0; i < order.length && page.length < request.perPage && seen < tierTotal; i++) {
      const p = order[i] ?? 0
      if (matched[p] === 0 || (tier !== null && levels?.[p] !== tier)) continue
      if (seen >= skipInTier) page.push(index.productIds[p] ?? 0)
      seen++
    }
  }
  if (levels !== null && request.sort.field === 'sales_rank') {
    const tierTotals = new Map<number, number>(rankedLevels.map((level) => [level, 0]))
    forEachBit(candidates ?? createBitset(0), (p) => {
      if (matched[p] === 1) tierTotals.set(levels[p] ?? 0, (tierTotals.get(levels[p] ?? 0) ?? 0) + 1)
    })
    let before = 0
    for (const level of rankedLevels) {
      const tierTotal = tierTotals.get(level) ?? 0
      if (page.length < request.perPage && before + tierTotal > skip && tierTotal > 0)
        walk(level, tierTotal, Math.max(0, skip - before))
      before += tierTotal
    }
  } else {
    walk(null, total, skip)
  }

  return {
    category,
    categoryAncestry: category ? ancestry(index.categories, category.id) : [],
    productIds: page,
    total,
    relaxedQuery,
    facets: withFacets
      ? assembleFacets(index, request, {
          brandCounts,
          colorCounts,
          genderCounts,
          sizeCounts,
          sportCounts,
          categoryCounts,
          price: priceMin <= priceMax ? { min: priceMin / 100, max: priceMax / 100 } : null,
          inStore: shelf === null ? null : inStoreCount,
          additions: { sale: saleCount, outlet: outletCount },
        })
      : null,
  }
}

interface RawCounts {
  readonly brandCounts: Int32Array
  readonly colorCounts: Int32Array
  readonly genderCounts: Int32Array
  readonly sizeCounts: Int32Array
  readonly sportCounts: Int32Array
  readonly categoryCounts: Int32Array
  readonly price: CatalogFacets['price']
  /** null without a store in the request. */
  readonly inStore: number | null
  readonly additions: CatalogFacets['additions']
}

/** Counts per slot into the facet lists of the SQL search: non-zero values plus selected ones. */
function assembleFacets(index: CatalogIndex, request: CatalogSearchRequest, raw: RawCounts): CatalogFacets {
  const { filters } = request
  const brands: BrandFacet[] = []
  index.brands.forEach((brand, slot) => {
    const count = raw.brandCounts[slot] ?? 0
    if (count > 0 || filters.brandIds.includes(brand.id))
      brands.push({ id: brand.id, slug: brand.slug, name: brand.name, count })
  })
  const colors: ColorFacet[] = []
  index.colors.forEach((color, slot) => {
    const count = raw.colorCounts[slot] ?? 0
    if (count > 0 || filters.colorIds.includes(color.id))
      colors.push({
        id: color.id,
        slug: color.slug,
        name: color.name,
        nameEn: color.nameEn,
        hex: color.hex,
        count,
      })
  })
  const genders: GenderFacet[] = []
  for (const value of [0, 1, 2, 3] as const satisfies readonly GenderValue[]) {
    const count = raw.genderCounts[value] ?? 0
    if (count > 0 || filters.genders.includes(value)) genders.push({ value, count })
  }
  const sizes: SizeFacet[] = []
  index.sizes.forEach((size, slot) => {
    const count = raw.sizeCounts[slot] ?? 0
    if (count > 0) sizes.push({ token: size.token, label: size.label, count })
  })
  for (const token of filters.sizes) {
    const label = index.anySizeLabel.get(token)
    if (label !== undefined && !sizes.some((size) => size.token === token))
      sizes.push({ token, label, count: 0 })
  }
  const ownCounts = (records: readonly { readonly id: number }[], counts: Int32Array) => {
    const own = new Map<number, number>()
    records.forEach((record, slot) => {
      const count = counts[slot] ?? 0
      if (count > 0) own.set(record.id, count)
    })
    return own
  }
  return {
    brands: brands.sort((a, b) => germanCollator.compare(a.name, b.name)),
    colors: colors.sort((a, b) => germanCollator.compare(a.name, b.name)),
    genders,
    sizes: sizes.sort((a, b) => compareSizes(a.label, b.label)),
    sportCounts: sumOverSubtrees(index.sports, ownCounts(index.sports.all, raw.sportCounts)),
    categoryCounts: sumOverSubtrees(index.categories, ownCounts(index.categories.all, raw.categoryCounts)),
    price: raw.price,
    ...(raw.inStore === null ? {} : { inStore: raw.inStore }),
    additions: raw.additions,
  }
}

/**
 * The drop-in twin of `searchCatalog`: the index finds the page, the database supplies the page's
 * product summaries (24 rows by primary key, which no index needs to duplicate).
 */
export async function searchCatalogWithIndex(
  db: Database,
  index: CatalogIndex,
  request: CatalogSearchRequest & { readonly withFacets: true },
  priceType: PriceType,
  locale?: ApiLocale,
): Promise<(CatalogSearchResult & { readonly facets: CatalogFacets }) | null>
export async function searchCatalogWithIndex(
  db: Database,
  index: CatalogIndex,
  request: CatalogSearchRequest,
  priceType: PriceType,
  locale?: ApiLocale,
): Promise<CatalogSearchResult | null>
export async function searchCatalogWithIndex(
  db: Database,
  index: CatalogIndex,
  request: CatalogSearchRequest,
  priceType: PriceType,
  locale: ApiLocale = 'de-AT',
): Promise<CatalogSearchResult | null> {
  const found = searchIndex(index, request, priceType)
  if (!found) return null
  const summaries = await loadProductSummaries(db, found.productIds, priceType, locale)
  return {
    category: found.category,
    categoryAncestry: found.categoryAncestry,
    products: found.productIds.flatMap((id) => summaries.get(id) ?? []),
    total: found.total,
    facets: found.facets,
    relaxedQuery: found.relaxedQuery,
    categories: index.categories,
    sports: index.sports,
  }
}
