/**
 * The header's product search (spec §4 search panel, §7 /search-limited/ and /header-data/): a few
 * products for the typed phrase, or the best sellers ("initial products") before anything is typed.
 */
import type { PriceType } from '../db/schema'
import { emptyFilterSelection } from '../catalog/filter-encoding'
import type { ProductSummary } from '../catalog/product-summary'
import { defaultSort } from '../catalog/search.service'
import type { CatalogSearchRequest } from '../catalog/search.service'
import { searchCatalogWithIndex } from '../catalog-index/search'
import type { ShopApiServices } from '../services'
import type { ApiLocale } from '../http/locale'
import { AUTOSUGGEST_MIN_LENGTH, autosuggestQuery } from './autosuggest.service'

/** Products the header panel shows at most. */
export const HEADER_PRODUCT_LIMIT = 8

export interface HeaderSearchResult {
  readonly products: ProductSummary[]
  readonly total: number
  /** The phrase as used. */
  readonly q: string
}

const baseRequest: CatalogSearchRequest = {
  path: null,
  q: '',
  filters: emptyFilterSelection,
  priceMin: null,
  priceMax: null,
  outlet: false,
  sort: defaultSort,
  page: 1,
  perPage: HEADER_PRODUCT_LIMIT,
  productIds: null,
  withFacets: false,
}

/**
 * Searches for the header. `productIds` restricts the result to those products and keeps their
 * order, all of them rather than the panel's 8 (the ids are the caller's own list, e.g. the
 * products a shopper viewed last, at most 100 by the endpoint's schema); a phrase under 2
 * characters (spec §4) matches everything, so without ids it yields the best sellers.
 */
export async function headerSearch(
  services: Pick<ShopApiServices, 'db' | 'catalogIndex'>,
  input: { readonly q: string; readonly productIds: readonly number[] | null },
  priceType: PriceType,
  locale: ApiLocale = 'de-AT',
): Promise<HeaderSearchResult> {
  const used = autosuggestQuery(input.q)
  const q = Array.from(used).length >= AUTOSUGGEST_MIN_LENGTH ? used : ''
  const ids = input.productIds === null ? null : [...new Set(input.productIds)]
  const result = await searchCatalogWithIndex(
    services.db,
    await services.catalogIndex.current(),
    // With ids, every match is fetched so that the caller's order can be restored.
    {
      ...baseRequest,
      q,
      productIds: ids,
      perPage: ids === null ? HEADER_PRODUCT_LIMIT : Math.max(1, ids.length),
    },
    priceType,
    locale,
  )
  // Without a path the search always answers; the fallback only satisfies the type.
  if (!result) return { products: [], total: 0, q }
  let products = [...result.products]
  if (ids !== null) {
    const position = new Map(ids.map((id, index) => [id, index]))
    products = products.sort((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0))
  }
  return { products, total: result.total, q }
}
