/**
 * The search page's contract: its query parameters and the spec §3 "Filters response".
 */
import * as v from 'valibot'
import { productSummarySchema } from './product-summary'
import { filtersParamSchema } from './filter-encoding'
import { sortFields, sortTypes } from './search.service'
import { localeQuerySchema } from '../http/locale'

/** Filter names of spec §3 that the search answers with, in the order of `filters.data`. */
export const filterNames = [
  'GENERAL_Brand',
  'GENERAL_Color',
  'GENERAL_Gender',
  'GENERAL_Size',
  'price',
  'sorting',
  'sports',
  'addition',
] as const
export type FilterName = (typeof filterNames)[number]

export const PER_PAGE = 24
/** Deeper pages are refused: nobody pages that far, and big offsets are expensive. */
export const MAX_PAGE = 1000
export const MAX_QUERY_LENGTH = 200
/** Euros; far above any product, far below the integer range of cents. */
export const MAX_PRICE_BOUND = 1_000_000

/**
 * Parses a euro amount as the storefront writes it (spec §5 price parsing): dot or comma decimals,
 * dot-thousands such as `1.234` are thousands. Anything else — including negative amounts — is null.
 */
export function parseEuroAmount(text: string): number | null {
  const trimmed = text.trim()
  let normalized: string
  if (/^\d{1,3}(\.\d{3})+(,\d+)?$/.test(trimmed)) normalized = trimmed.replaceAll('.', '').replace(',', '.')
  else if (/^\d+([.,]\d+)?$/.test(trimmed)) normalized = trimmed.replace(',', '.')
  else return null
  const amount = Number(normalized)
  // Prices are integer cents in the database: a bound beyond any price is the same as that cap.
  return Number.isFinite(amount) ? Math.min(amount, MAX_PRICE_BOUND) : null
}

/**
 * Spec §5: a non-numeric price bound is ignored, not refused. The length cap still applies so a
 * hostile value is never parsed at length.
 */
const priceBoundSchema = v.optional(
  v.pipe(
    v.string(),
    v.transform((text) => (text.length > 32 ? null : parseEuroAmount(text))),
  ),
  '',
)

const pageSchema = v.optional(
  v.pipe(
    v.string(),
    v.regex(/^\d{1,6}$/, 'The page must be a whole number from 1'),
    v.transform(Number),
    v.minValue(1, 'The page must be a whole number from 1'),
    v.maxValue(MAX_PAGE, `The page must be at most ${MAX_PAGE}`),
  ),
  '1',
)

export const searchQuerySchema = v.object({
  path: v.optional(v.pipe(v.string(), v.maxLength(300, 'The path is too long')), ''),
  q: v.optional(
    v.pipe(v.string(), v.maxLength(MAX_QUERY_LENGTH, `At most ${MAX_QUERY_LENGTH} characters`)),
    '',
  ),
  filters: v.optional(filtersParamSchema, ''),
  priceMin: priceBoundSchema,
  priceMax: priceBoundSchema,
  outlet: v.optional(v.picklist(['0', '1'], 'outlet is 1 (outlet only) or 0'), '0'),
  /**
   * The shopper's store (omnichannel only, ignored otherwise): counted as the facet `inStore`. Without
   * it a logged-in customer's account store is taken; an unknown store is treated as none.
   */
  store: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^[1-9]\d{0,8}$/, 'store is a store id (a whole number from 1)'),
      v.transform(Number),
    ),
  ),
  /** 1: only products with some size on the shelves of `store` (omnichannel only, needs `store`). */
  inStore: v.optional(v.picklist(['0', '1'], 'inStore is 1 (in that store only) or 0'), '0'),
  sortField: v.optional(v.picklist(sortFields, `sortField is one of ${sortFields.join(', ')}`)),
  sortType: v.optional(v.picklist(sortTypes, 'sortType is asc or desc')),
  page: pageSchema,
  locale: localeQuerySchema,
})

const filterValueSchema = v.object({
  /** The value's token in the `filters` parameter. */
  fv_id: v.string(),
  fv_name: v.string(),
  fv_name_mobile: v.string(),
  /** True for values that match nothing now but stay listed because they are selected. */
  hidden: v.boolean(),
  /** brand | color | gender | size | sport | sub-sport | price | sort */
  type: v.string(),
  count: v.number(),
  selected: v.boolean(),
  /** Colour swatch (colours only). */
  hex: v.optional(v.string()),
  /** The parent sport's `fv_id` (sub-sports only). */
  parent: v.optional(v.string()),
})
export type FilterValue = v.InferOutput<typeof filterValueSchema>

export const filterSchema = v.object({
  f_id: v.number(),
  f_name: v.picklist(filterNames),
  f_type: v.picklist(['checkbox', 'radio', 'dropdown', 'range']),
  title: v.string(),
  data: v.array(filterValueSchema),
})
export type Filter = v.InferOutput<typeof filterSchema>

const selectedValueSchema = v.object({
  f_id: v.number(),
  f_name: v.picklist(filterNames),
  fv_id: v.string(),
  fv_name: v.string(),
})

const rangeSchema = v.object({ min: v.number(), max: v.number() })

export interface CategoryNode {
  readonly id: number
  readonly name: string
  readonly slug: string
  readonly path: string
  readonly url: string
  readonly level: number
  readonly count: number
  /** The category of the page. */
  readonly selected: boolean
  /** On the way from the root to the page's category. */
  readonly active: boolean
  readonly children: readonly CategoryNode[]
}

const categoryNodeSchema: v.GenericSchema<CategoryNode> = v.object({
  id: v.number(),
  name: v.string(),
  slug: v.string(),
  path: v.string(),
  url: v.string(),
  level: v.number(),
  count: v.number(),
  selected: v.boolean(),
  active: v.boolean(),
  children: v.array(v.lazy(() => categoryNodeSchema)),
})

const sportEntrySchema = v.object({
  id: v.number(),
  name: v.string(),
  slug: v.string(),
  count: v.number(),
  selected: v.boolean(),
})

export const filtersResponseSchema = v.object({
  data: v.object({
    GENERAL_Brand: filterSchema,
    GENERAL_Color: filterSchema,
    GENERAL_Gender: filterSchema,
    GENERAL_Size: filterSchema,
    price: filterSchema,
    sorting: filterSchema,
    sports: filterSchema,
    addition: filterSchema,
  }),
  view: v.object({ left: v.array(v.picklist(filterNames)) }),
  selected: v.object({
    /** Selected tokens per filter id (as a string key), as in the `filters` parameter. */
    byId: v.record(v.string(), v.array(v.string())),
    page: v.number(),
    /** Selections the page itself implies (the gender of a gendered category path). */
    top: v.array(selectedValueSchema),
    /** The filter the shopper selected last (the last group of the `filters` parameter). */
    last: v.nullable(v.picklist(filterNames)),
    all: v.array(selectedValueSchema),
    price: v.object({ min: v.nullable(v.number()), max: v.nullable(v.number()) }),
    /** Filters of `view.left` that have a selection. */
    left: v.array(v.picklist(filterNames)),
    /** The canonical `filters` parameter of this selection. */
    encoded: v.string(),
  }),
  price: v.object({
    priceType: v.picklist(['vk', 'premium', 'staff', 'pro']),
    /** Spec §9 slider ranges per role; `mobile` is the viewer's own. */
    range: v.object({
      vk: rangeSchema,
      premium: rangeSchema,
      staff: rangeSchema,
      pro: rangeSchema,
      mobile: rangeSchema,
    }),
    /** Cheapest and dearest product of the result regardless of the price bounds; null when empty. */
    min: v.nullable(v.number()),
    max: v.nullable(v.number()),
  }),
  categoryTree: v.object({
    tree: v.array(categoryNodeSchema),
    genders: v.array(
      v.object({
        id: v.picklist([0, 1, 2, 3]),
        name: v.string(),
        sysname: v.picklist(['unknown', 'female', 'male', 'kinder']),
        count: v.number(),
        selected: v.boolean(),
      }),
    ),
    /** The page's category has no subcategories. */
    lastLevel: v.boolean(),
    isGenderInRequest: v.boolean(),
    outlet: v.boolean(),
  }),
  sports: v.array(v.object({ ...sportEntrySchema.entries, pivot: v.array(sportEntrySchema) })),
  sorting: v.object({ field: v.picklist(sortFields), type: v.picklist(sortTypes) }),
  /**
   * Omnichannel with a known store only (`store`, else a logged-in customer's account store): the
   * store, its display name (as the store endpoints name it), the products of the result (other
   * filters applied) with some size on its shelves, and whether the list is narrowed to them.
   * Absent otherwise.
   */
  inStore: v.optional(
    v.object({ store: v.number(), name: v.string(), count: v.number(), selected: v.boolean() }),
  ),
})
export type FiltersResponse = v.InferOutput<typeof filtersResponseSchema>

export const paginationSchema = v.object({
  page: v.number(),
  perPage: v.number(),
  total: v.number(),
  /** At least 1, so "page 1 of 1" holds for an empty result. */
  pages: v.number(),
})

export const breadcrumbSchema = v.object({ name: v.string(), path: v.string() })

export const searchResponseSchema = v.object({
  data: v.object({
    products: v.array(productSummarySchema),
    pagination: paginationSchema,
    filters: filtersResponseSchema,
    breadcrumbs: v.array(breadcrumbSchema),
    query: v.object({ q: v.string(), path: v.string(), filters: v.string() }),
    /**
     * The query whose products are shown when the typed `query.q` finds no product at all and a
     * relaxed form of it does ("rucksack 30l" → "rucksack 30"); null when the typed query is shown.
     */
    relaxedQuery: v.nullable(v.string()),
    /**
     * When the text finds no product at all: a correction that does (its total is what the search
     * page shows for it) and popular searches with their result counts. Null otherwise.
     */
    noResults: v.nullable(
      v.object({
        didYouMean: v.nullable(v.object({ q: v.string(), total: v.number() })),
        alternatives: v.array(v.object({ phrase: v.string(), url: v.string(), count: v.number() })),
      }),
    ),
  }),
})
