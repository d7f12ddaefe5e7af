/**
 * The seeded mix of search pages that `scripts/bench-search.ts` (in-process) and
 * `scripts/bench-search-http.ts` (over HTTP) both measure, so their figures describe the same work:
 * text, prefix, typo, text + filters, filters only, category paths, price ranges, outlet and deep
 * pages in all four sort orders, drawn from the catalogue's own brands, categories, sports, sizes
 * and product-name words.
 */
import { asc } from 'drizzle-orm'
import type { Database } from '../src/shop-api/db/client'
import { priceTypes, products } from '../src/shop-api/db/schema'
import type { PriceType } from '../src/shop-api/db/schema'
import { Random } from '../src/shop-api/seed/prng'
import { emptyFilterSelection } from '../src/shop-api/catalog/filter-encoding'
import type { FilterSelection } from '../src/shop-api/catalog/filter-encoding'
import type { CatalogSearchRequest, CatalogSort } from '../src/shop-api/catalog/search.service'
import { PER_PAGE } from '../src/shop-api/catalog/search.schema'
import type { CatalogIndex } from '../src/shop-api/catalog-index/build-index'

export const QUERY_MIX_SIZE = 240

/** Words of real product names (the first 2,000 products are as varied as any), sorted. */
export async function productNameWords(db: Database): Promise<string[]> {
  const nameRows = await db
    .select({ name: products.name })
    .from(products)
    .orderBy(asc(products.id))
    .limit(2000)
  return [
    ...new Set(
      nameRows.flatMap((row) => row.name.toLowerCase().split(/[^\p{L}\p{N}]+/u)).filter((w) => w.length >= 3),
    ),
  ].sort()
}

export const pick = <T>(random: Random, items: readonly T[]): T => {
  const item = items[random.int(0, items.length - 1)]
  if (item === undefined) throw new Error('pick from an empty list')
  return item
}

const sorts: readonly CatalogSort[] = [
  { field: 'sales_rank', type: 'desc' },
  { field: 'price', type: 'desc' },
  { field: 'price', type: 'asc' },
  { field: 'added_at', type: 'desc' },
]

/** Spec §9 role ranges: price bounds are drawn inside the viewer's range. */
const roleRanges: Record<PriceType, { min: number; max: number }> = {
  vk: { min: 4, max: 1200 },
  premium: { min: 4, max: 1080 },
  staff: { min: 8, max: 810 },
  pro: { min: 8, max: 891 },
}

export interface Query {
  readonly kind: string
  readonly request: CatalogSearchRequest
  readonly priceType: PriceType
}

/** Replaces one inner letter: a typo the index should forgive (edit distance 1). */
function typo(random: Random, word: string): string {
  const at = random.int(1, word.length - 2)
  const letter = String.fromCharCode(97 + random.int(0, 25))
  return word.slice(0, at) + letter + word.slice(at + 1)
}

export function buildQueryMix(index: CatalogIndex, nameWords: readonly string[], seed: number): Query[] {
  const random = new Random(seed, 'bench-search')
  const paths = index.categories.all.map((category) => category.path)
  const longWords = nameWords.filter((word) => word.length >= 6)
  const filterSelection = (): FilterSelection => {
    const brandIds = random.chance(0.5) ? [pick(random, index.brands).id] : []
    const colorIds = random.chance(0.3) ? [pick(random, index.colors).id, pick(random, index.colors).id] : []
    const genders = random.chance(0.3) ? [pick(random, [1, 2, 3] as const)] : []
    const sizes = random.chance(0.3) && index.sizes.length > 0 ? [pick(random, index.sizes).token] : []
    const sportIds = random.chance(0.3) ? [pick(random, index.sports.all).id] : []
    return { ...emptyFilterSelection, brandIds, colorIds, genders, sizes, sportIds }
  }
  const kinds = [
    'text',
    'text prefix',
    'text typo',
    'text + filters',
    'filters',
    'category',
    'category + filters',
    'price range',
    'outlet',
    'deep page',
  ] as const
  const queries: Query[] = []
  for (let i = 0; i < QUERY_MIX_SIZE; i++) {
    const kind = kinds[i % kinds.length] ?? 'text'
    const priceType = pick(random, priceTypes)
    let q = ''
    let path: string | null = null
    let filters = emptyFilterSelection
    let priceMin: number | null = null
    let priceMax: number | null = null
    let page = random.chance(0.8) ? 1 : random.int(2, 5)
    switch (kind) {
      case 'text':
        q = random.chance(0.5)
          ? pick(random, nameWords)
          : `${pick(random, index.brands).name} ${pick(random, nameWords)}`
        break
      case 'text prefix': {
        const word = pick(random, longWords)
        q = word.slice(0, random.int(2, word.length - 1))
        break
      }
      case 'text typo':
        q = typo(random, pick(random, longWords))
        break
      case 'text + filters':
        q = pick(random, nameWords)
        filters = filterSelection()
        break
      case 'filters':
        filters = filterSelection()
        break
      case 'category':
        path = pick(random, paths)
        break
      case 'category + filters':
        path = pick(random, paths)
        filters = filterSelection()
        break
      case 'price range': {
        const range = roleRanges[priceType]
        priceMin = random.int(range.min, 200)
        priceMax = random.int(priceMin, range.max)
        if (random.chance(0.5)) path = pick(random, paths)
        break
      }
      case 'outlet':
        if (random.chance(0.5)) path = pick(random, paths)
        break
      case 'deep page':
        page = random.int(10, 200)
        break
    }
    queries.push({
      kind,
      priceType,
      request: {
        path,
        q,
        filters,
        priceMin,
        priceMax,
        outlet: kind === 'outlet',
        sort: pick(random, sorts),
        page,
        perPage: PER_PAGE,
        productIds: null,
        withFacets: true,
      },
    })
  }
  return queries
}
