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
import {
  autosuggestPhrases,
  brands,
  catalogVersion,
  categories,
  colors,
  priceTypes,
  productPrices,
  products,
  searchSynonyms,
} from '../db/schema'
import type { GenderValue, PriceType } from '../db/schema'
import { sizeToken } from '../catalog/filter-encoding'
import { ancestry, loadCategories, loadSports } from '../catalog/taxonomy.service'
import type { CategoryRecord, SportRecord, Taxonomy } from '../catalog/taxonomy.service'
import { buildSortOrders } from './sort-orders'
import type { SortOrders } from './sort-orders'
import { buildSuggestIndex } from './suggest'
import type { SuggestIndex } from './suggest'
import { buildVocabulary, lazyVocabulary } from './did-you-mean'
import type { Vocabulary } from './did-you-mean'
import { loadStoreShelves } from './store-shelves'
import type { StoreShelves } from './store-shelves'
import { WordFolder, synonymStems, wordsWithCompounds } from './text'
import { TextIndexBuilder } from './text-index'
import type { SearchText } from './text-index'

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
  /** The department's gender (the category's), which the gender filter selects and counts. */
  readonly gender: Uint8Array
  readonly outlet: Uint8Array
  readonly salesRank: Int32Array
  /** Epoch milliseconds. */
  readonly addedAt: Float64Array
  /** Price of each price type in cents, falling back to vk as the product summaries do. */
  readonly priceCents: Readonly<Record<PriceType, Int32Array>>
  /** 1 where that price is below its recommended retail price (the filter addition `sale`). */
  readonly onSale: Readonly<Record<PriceType, Uint8Array>>
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
  readonly text: SearchText
  readonly folder: WordFolder
  /** Words of the catalogue a misspelt query is corrected to (did-you-mean.ts), built on first use. */
  readonly vocabulary: () => Vocabulary
  /** Products each suggestion's phrase finds, filled on first use (suggest.ts). */
  readonly phraseCounts: Map<string, number>
  readonly orders: SortOrders
  readonly suggestions: SuggestIndex
  /** Products with some size on each store's shelves, by store id (the filter "in my store"). */
  readonly storeShelves: StoreShelves
}

const slotMap = (rows: readonly { readonly id: number }[]) => new Map(rows.map((row, slot) => [row.id, slot]))

const productRowsSchema = v.object({
  rows: v.array(
    v.object({
      columns: v.nullable(v.string()),
      names: v.nullable(v.string()),
      details: v.nullable(v.string()),
    }),
  ),
})
const namesSchema = v.array(v.string())
const detailsSchema = v.array(v.nullable(v.string()))

/** Words of attribute values that say nothing about the product ("Membran: ohne", "ja, durch Merinowolle"). */
const detailStopWords = new Set(['ja', 'nein', 'ohne', 'mit', 'und', 'von', 'bis', 'zu', 'durch'])

/** Gender words a product is found by (spec §3 gender values), in the title and in the context field. */
const genderTitle: Readonly<Record<GenderValue, string>> = {
  0: 'Unisex',
  1: 'Damen',
  2: 'Herren',
  3: 'Kinder',
}
/** Unisex products are for women and men alike: found by both words, ranked after their own. */
const genderContext: Readonly<Record<GenderValue, string>> = { 0: 'Damen Herren', 1: '', 2: '', 3: '' }

/** Adjective endings of a colour word: "rote", "roten", "roter", "rotes", "rotem". */
const colorEndings = ['', 'e', 'en', 'er', 'es', 'em']
/** Columns per product in `productChunk`, in its order; the last is the product's own gender (unisex = 0). */
const PRODUCT_FIELDS = 10
const OWN_GENDER_FIELD = 9

const aggregateRows = v.object({
  rows: v.array(v.object({ key: v.string(), ids: v.nullable(v.string()) })),
})
const boundsRows = v.object({ rows: v.tuple([v.object({ low: v.number(), high: v.number() })]) })
const VK_NUMBER = priceTypes.indexOf('vk')
const pricesRows = v.object({ rows: v.array(v.object({ prices: v.nullable(v.string()) })) })

/**
 * Product ids per loading query. Loading in slices keeps each PGlite query (which runs on this
 * thread) short, so that searches served from the old index interleave with a rebuild, and no
 * single multi-megabyte string has to be built and decoded.
 */
const CHUNK_IDS = 5_000

const noTerms: readonly string[] = []

/** Whether a term equals `stem` or ends with it (a compound of its kind: "Skihandschuh"). */
function someTermEndsWith(terms: ReadonlySet<string>, stem: string): boolean {
  for (const term of terms) if (term.endsWith(stem)) return true
  return false
}

/** Lets queued requests run between slices of a build. */
const yieldToEventLoop = () =>
  new Promise<void>((resolve) => {
    setImmediate(resolve)
  })

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

/**
 * Products with ids in (from, to]: the columns as one comma-separated string, the names and the
 * searchable attribute values (column `search_details`) as JSON arrays. Drizzle decoding 100,000 rows takes seconds; these strings a fraction of one.
 */
function productChunk(from: number, to: number) {
  return sql`
    select
      string_agg(concat_ws(',', p.id, p.brand_id, p.color_id, p.category_id, coalesce(p.sport_id, 0),
        c.gender, p.sales_rank, floor(extract(epoch from p.added_at) * 1000)::bigint, p.is_outlet::int,
        p.gender), ',' order by p.id) as columns,
      json_agg(p.name order by p.id)::text as names,
      json_agg(p.search_details order by p.id)::text as details
    from ${products} p join ${categories} c on c.id = p.category_id
    where p.id > ${from} and p.id <= ${to}`
}

/**
 * The prices of products with ids in (from, to] as "id,type,cents,rrp" quadruples, the type numbered
 * by its place in `priceTypes`. Twice as fast as pivoting the four types into columns in SQL.
 */
function priceChunk(from: number, to: number) {
  const typeNumber = sql.join(
    priceTypes.map((type, number) => sql`when ${type} then ${sql.raw(String(number))}`),
    sql` `,
  )
  return sql`
    select string_agg(concat_ws(',', product_id, case price_type ${typeNumber} end, price_cents, rrp_cents), ',') as prices
    from ${productPrices} where product_id > ${from} and product_id <= ${to}`
}

/** Per size label, the products of the slice that have it in stock (null when none has). */
function optionChunk(from: number, to: number) {
  return sql`
    select label as key, string_agg(case when stock > 0 then product_id::text end, ',') as ids
    from product_options where product_id > ${from} and product_id <= ${to} group by label`
}

export async function buildCatalogIndex(db: Database): Promise<CatalogIndex> {
  // The version first: data loaded after it is at least that new (a later change triggers a rebuild).
  const versionRows = await db
    .select({ version: catalogVersion.version })
    .from(catalogVersion)
    .where(eq(catalogVersion.id, 1))
  const [bounds, brandRows, colorRows, categoryTaxonomy, sportTaxonomy, phraseRows, synonymRows] =
    await Promise.all([
      db.execute(
        sql`select coalesce(min(id), 0)::float8 as low, coalesce(max(id), 0)::float8 as high from ${products}`,
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
      db.select({ term: searchSynonyms.term, synonyms: searchSynonyms.synonyms }).from(searchSynonyms),
    ])
  const { low, high } = v.parse(boundsRows, bounds).rows[0]

  const brandSlotById = slotMap(brandRows)
  const colorSlotById = slotMap(colorRows)
  const categorySlotById = slotMap(categoryTaxonomy.all)
  const sportSlotById = slotMap(sportTaxonomy.all)

  // Columns grow slice by slice (plain arrays), and become typed arrays at the end.
  const productIdList: number[] = []
  const brandList: number[] = []
  const colorList: number[] = []
  const categoryList: number[] = []
  const sportList: number[] = []
  const genderList: number[] = []
  const outletList: number[] = []
  const salesRankList: number[] = []
  const addedAtList: number[] = []
  const priceLists = Object.fromEntries(priceTypes.map((type) => [type, [] as number[]])) as Record<
    PriceType,
    number[]
  >
  const onSaleLists = Object.fromEntries(priceTypes.map((type) => [type, [] as number[]])) as Record<
    PriceType,
    number[]
  >
  const positionById = new Map<number, number>()
  const sizesPerProduct: number[][] = []

  const folder = new WordFolder()
  folder.startRecording()
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
  // Attribute values repeat across products too; their words without numbers and filler words.
  const detailCache = new Map<string, readonly string[]>()
  const detailStems = (text: string) => {
    let stems = detailCache.get(text)
    if (stems === undefined) {
      const set = new Set<string>()
      const kept = text
        .split(/([^\p{L}\p{M}\p{N}-]+)/u)
        .filter((part) => !/\p{N}/u.test(part) && !detailStopWords.has(part.toLowerCase()))
        .join(' ')
      folder.stemsOf(kept, set)
      stems = [...set]
      detailCache.set(text, stems)
    }
    return stems
  }
  // A colour is found by its name and the name's adjective forms ("schwarze jacke", "rotes shirt").
  const colorStems = colorRows.map((color) =>
    stemsOfShared(colorEndings.map((ending) => `${color.name}${ending}`).join(' ')),
  )
  // Brand names are folded, not stemmed, and also one word: "northface" for "The North Face".
  const brandWords = brandRows.map((brand) => [
    ...new Set(wordsWithCompounds(brand.name, true).flatMap((word) => folder.fold(word))),
  ])
  // A category as context: the kinds of things its name lists ("Mützen & Handschuhe" → two), and the
  // names of its ancestors ("Damen", "Bekleidung"). Names, not the path: the leaf's slug would repeat
  // both kinds for every product.
  const categoryContexts = new Map<number, { kinds: string[][]; ancestors: string[] }>()
  const categoryContext = (id: number) => {
    let context = categoryContexts.get(id)
    if (context === undefined) {
      const chain = ancestry(categoryTaxonomy, id)
      const leaf = chain.pop()
      context = {
        kinds: (leaf?.name ?? '').split(/\s*&\s*/).map((kind) => [...stemsOfShared(kind)]),
        ancestors: chain.flatMap((ancestor) => stemsOfShared(ancestor.name)),
      }
      categoryContexts.set(id, context)
    }
    return context
  }
  const contextTerms = new Map<string, readonly string[]>()
  const titleBuilder = new TextIndexBuilder()
  const brandBuilder = new TextIndexBuilder()
  const contextBuilder = new TextIndexBuilder()
  const detailBuilder = new TextIndexBuilder()
  const terms = new Set<string>()

  // Sizes: labels fold into tokens ("42,5" and "42.5" are one size), as the `filters` parameter does.
  const sizeSlotByToken = new Map<string, number>()
  const sizes: SizeRecord[] = []
  const anySizeLabel = new Map<string, string>()

  const chunkPrices = new Int32Array(CHUNK_IDS * priceTypes.length)
  const chunkRrps = new Int32Array(CHUNK_IDS * priceTypes.length)
  for (let from = low - 1; from < high; from += CHUNK_IDS) {
    const to = from + CHUNK_IDS
    const productData = v.parse(productRowsSchema, await db.execute(productChunk(from, to))).rows[0]
    const names = v.parse(namesSchema, JSON.parse(productData?.names ?? '[]'))
    const details = v.parse(detailsSchema, JSON.parse(productData?.details ?? '[]'))
    const fields = new Float64Array(names.length * PRODUCT_FIELDS)
    let filled = 0
    forEachNumber(productData?.columns ?? '', (value) => (fields[filled++] = value))
    const field = (row: number, index: number) => fields[row * PRODUCT_FIELDS + index] ?? 0
    // Prices by (id - from - 1) × type count + type number; 0 where a product has no such price.
    chunkPrices.fill(0)
    chunkRrps.fill(0)
    const priceText = v.parse(pricesRows, await db.execute(priceChunk(from, to))).rows[0]?.prices
    let quadruple = 0
    let priceSlot = 0
    forEachNumber(priceText ?? '', (value) => {
      if (quadruple === 0) priceSlot = (value - from - 1) * priceTypes.length
      else if (quadruple === 1) priceSlot += value
      else if (quadruple === 2) chunkPrices[priceSlot] = value
      else chunkRrps[priceSlot] = value
      quadruple = (quadruple + 1) % 4
    })

    for (let row = 0; row < names.length; row++) {
      const id = field(row, 0)
      const priceBase = (id - from - 1) * priceTypes.length
      const vk = chunkPrices[priceBase + VK_NUMBER] ?? 0
      // Products without a vk price cannot be shown (the product summaries need it).
      if (vk <= 0) continue
      const position = productIdList.length
      const categoryId = field(row, 3)
      const sportId = field(row, 4)
      const brandSlot = brandSlotById.get(field(row, 1)) ?? 0
      const colorSlot = colorSlotById.get(field(row, 2)) ?? 0
      // The filter selects and counts the department (the category's gender); a shopper's word
      // "damen" also finds a unisex product filed under Herren, so the words use the product's own.
      const genderValue = field(row, 5) as GenderValue
      const ownGender = field(row, OWN_GENDER_FIELD) as GenderValue
      productIdList.push(id)
      positionById.set(id, position)
      brandList.push(brandSlot)
      colorList.push(colorSlot)
      categoryList.push(categorySlotById.get(categoryId) ?? 0)
      // Serial ids start at 1: the query writes 0 for "no sport".
      sportList.push(sportSlotById.get(sportId) ?? -1)
      genderList.push(genderValue)
      salesRankList.push(field(row, 6))
      addedAtList.push(field(row, 7))
      outletList.push(field(row, 8))
      // Other price types fall back to vk, as the product summaries do.
      const vkRrp = chunkRrps[priceBase + VK_NUMBER] ?? 0
      priceTypes.forEach((type, number) => {
        const own = chunkPrices[priceBase + number] ?? 0
        priceLists[type].push(own || vk)
        // Compared with its own row's recommended price, as the product summaries do.
        onSaleLists[type].push(
          own > 0 ? Number((chunkRrps[priceBase + number] ?? 0) > own) : Number(vkRrp > vk),
        )
      })
      sizesPerProduct.push([])

      // The text a shopper's words are matched in (text-index.ts): what the product is (title),
      // where it belongs (context), what it is made of (details).
      terms.clear()
      const brand = brandRows[brandSlot]
      // Names begin with the brand ("Jack Wolfskin Kammweg Softshelljacke"): the brand field has it,
      // as a name — stemmed here, "Jack" would be found by "jacke" and "Wolfskin" by "ski".
      const name = names[row] ?? ''
      const ownName = brand && name.startsWith(`${brand.name} `) ? name.slice(brand.name.length) : name
      folder.stemsOf(ownName, terms)
      for (const stem of colorStems[colorSlot] ?? []) terms.add(stem)
      for (const stem of stemsOfShared(genderTitle[ownGender])) terms.add(stem)
      titleBuilder.add(position, terms)
      brandBuilder.addShared(position, brandWords[brandSlot] ?? noTerms)

      // "Mützen & Handschuhe": a glove is in the category by its second half only.
      const categoryText = categoryContext(categoryId)
      let kindsFound = 0
      categoryText.kinds.forEach((kind, index) => {
        if (kind.some((stem) => someTermEndsWith(terms, stem))) kindsFound |= 1 << index
      })
      // Few products differ in their context: its terms once per combination.
      const contextKey = `${String(categoryId)} ${String(sportId)} ${String(ownGender)} ${String(kindsFound)}`
      let context = contextTerms.get(contextKey)
      if (context === undefined) {
        const set = new Set<string>()
        categoryText.kinds.forEach((kind, index) => {
          if (kindsFound === 0 || kindsFound & (1 << index)) for (const stem of kind) set.add(stem)
        })
        for (const stem of categoryText.ancestors) set.add(stem)
        const sport = sportTaxonomy.byId.get(sportId)
        if (sport) {
          const parent = sport.parentId === null ? undefined : sportTaxonomy.byId.get(sport.parentId)
          for (const stem of stemsOfShared(`${sport.name} ${parent?.name ?? ''}`)) set.add(stem)
        }
        for (const stem of stemsOfShared(genderContext[ownGender])) set.add(stem)
        context = [...set]
        contextTerms.set(contextKey, context)
      }
      contextBuilder.addShared(position, context)

      const detail = details[row]
      if (detail) detailBuilder.addShared(position, detailStems(detail))
    }
    await yieldToEventLoop()

    const optionGroups = v.parse(aggregateRows, await db.execute(optionChunk(from, to))).rows
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
    await yieldToEventLoop()
  }

  const size = productIdList.length
  const recordedWords = folder.stopRecording()
  const text = {
    title: titleBuilder.build(size),
    brand: brandBuilder.build(size),
    context: contextBuilder.build(size),
    details: detailBuilder.build(size),
    synonyms: synonymStems(folder, synonymRows),
    size,
  }
  const productIds = Int32Array.from(productIdList)
  const brandSlot = Int32Array.from(brandList)
  const colorSlot = Int32Array.from(colorList)
  const categorySlot = Int32Array.from(categoryList)
  const sportSlot = Int32Array.from(sportList)
  const gender = Uint8Array.from(genderList)
  const outlet = Uint8Array.from(outletList)
  const salesRank = Int32Array.from(salesRankList)
  const addedAt = Float64Array.from(addedAtList)
  const priceCents = Object.fromEntries(
    priceTypes.map((type) => [type, Int32Array.from(priceLists[type])]),
  ) as Record<PriceType, Int32Array>
  const onSale = Object.fromEntries(
    priceTypes.map((type) => [type, Uint8Array.from(onSaleLists[type])]),
  ) as Record<PriceType, Uint8Array>

  const sizeStart = new Int32Array(size + 1)
  let sizeTotal = 0
  sizesPerProduct.forEach((list, position) => {
    sizeStart[position] = sizeTotal
    sizeTotal += list.length
  })
  sizeStart[size] = sizeTotal
  const storeShelves = await loadStoreShelves(db, size, positionById)
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
    onSale,
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
    text,
    folder,
    vocabulary: lazyVocabulary(() =>
      buildVocabulary(
        recordedWords,
        phraseRows.map((row) => row.phrase),
        text,
        folder,
      ),
    ),
    phraseCounts: new Map(),
    orders: buildSortOrders({ size, salesRank, addedAt, priceCents }),
    suggestions: buildSuggestIndex(phraseRows),
    storeShelves,
  }
}
