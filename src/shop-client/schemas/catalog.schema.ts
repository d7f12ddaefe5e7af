/**
 * The storefront's reading of the category/search page response (spec §3 "Filters response" and the
 * page around it). Validated here because the API host may be another retailer's.
 */
import * as v from 'valibot'
import { endpoint } from './contract'
import type { ContractEndpoint } from './contract'
import type { Locale } from '~/paraglide/runtime'
import { priceTypeSchema, productSummarySchema } from '~/shop-client/schemas/product.schema'

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

const filterValueSchema = v.object({
  fv_id: v.string(),
  fv_name: v.string(),
  fv_name_mobile: v.string(),
  hidden: v.boolean(),
  type: v.string(),
  count: v.number(),
  selected: v.boolean(),
  hex: v.optional(v.string()),
  parent: v.optional(v.string()),
})
export type FilterValue = v.InferOutput<typeof filterValueSchema>

const filterSchema = v.object({
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
export type SelectedValue = v.InferOutput<typeof selectedValueSchema>

const rangeSchema = v.object({ min: v.number(), max: v.number() })
export type PriceRange = v.InferOutput<typeof rangeSchema>

export interface CategoryNode {
  readonly id: number
  readonly name: string
  readonly slug: string
  readonly path: string
  readonly url: string
  readonly level: number
  readonly count: number
  readonly selected: boolean
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

/** The sort fields and directions the search endpoint knows (spec §9). */
export const catalogSortFields = ['sales_rank', 'price', 'added_at'] as const
export type CatalogSortField = (typeof catalogSortFields)[number]
export const catalogSortTypes = ['asc', 'desc'] as const
export type CatalogSortType = (typeof catalogSortTypes)[number]

const sortSchema = v.object({
  field: v.picklist(catalogSortFields),
  type: v.picklist(catalogSortTypes),
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
    /** Optional: an API node from before the filter answers without it, and the panel does without. */
    addition: v.optional(filterSchema),
  }),
  view: v.object({ left: v.array(v.picklist(filterNames)) }),
  selected: v.object({
    byId: v.record(v.string(), v.array(v.string())),
    page: v.number(),
    /** Selections the page itself implies (the gender of a gendered category path). */
    top: v.array(selectedValueSchema),
    last: v.nullable(v.picklist(filterNames)),
    all: v.array(selectedValueSchema),
    price: v.object({ min: v.nullable(v.number()), max: v.nullable(v.number()) }),
    left: v.array(v.picklist(filterNames)),
    encoded: v.string(),
  }),
  price: v.object({
    priceType: priceTypeSchema,
    range: v.object({
      vk: rangeSchema,
      premium: rangeSchema,
      staff: rangeSchema,
      pro: rangeSchema,
      /** The viewer's own range. */
      mobile: rangeSchema,
    }),
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
    lastLevel: v.boolean(),
    isGenderInRequest: v.boolean(),
    outlet: v.boolean(),
  }),
  sports: v.array(v.object({ ...sportEntrySchema.entries, pivot: v.array(sportEntrySchema) })),
  sorting: sortSchema,
  /** Omnichannel with a store of the shopper's: the result's products on that store's shelves. */
  inStore: v.optional(
    v.object({ store: v.number(), name: v.string(), count: v.number(), selected: v.boolean() }),
  ),
})
export type FiltersResponse = v.InferOutput<typeof filtersResponseSchema>

export const breadcrumbSchema = v.object({ name: v.string(), path: v.string() })
export type Breadcrumb = v.InferOutput<typeof breadcrumbSchema>

export const catalogPageResponseSchema = v.object({
  data: v.object({
    products: v.array(productSummarySchema),
    pagination: v.object({ page: v.number(), perPage: v.number(), total: v.number(), pages: v.number() }),
    filters: filtersResponseSchema,
    breadcrumbs: v.array(breadcrumbSchema),
    query: v.object({ q: v.string(), path: v.string(), filters: v.string() }),
    /** The query whose products are shown because the typed one finds none; null (or absent) otherwise. */
    relaxedQuery: v.optional(v.nullable(v.string()), null),
    /** The search's help when its words find nothing: a correction and popular searches. */
    noResults: v.optional(
      v.nullable(
        v.object({
          didYouMean: v.nullable(v.object({ q: v.string(), total: v.number() })),
          alternatives: v.array(v.object({ phrase: v.string(), url: v.string(), count: v.number() })),
        }),
      ),
      null,
    ),
  }),
})
export type NoResultsHelp = NonNullable<CatalogPage['noResults']>
export type CatalogPage = v.InferOutput<typeof catalogPageResponseSchema>['data']

/**
 * A selection of the catalogue as the search endpoint takes it (spec §9 "URL parameters"): the
 * catalogue URLs carry the same keys, so their search params extend this.
 */
export interface CatalogQuery {
  q?: string
  /** Canonical `filters` parameter, `{filterId}-{value}[.{value}…]` groups joined by `,`. */
  filters?: string
  /** '1': only products on the shelves of the shopper's store (omnichannel; `store`, or the account's). */
  inStore?: '1'
  /** Euros. */
  priceMin?: number
  priceMax?: number
  sortField?: CatalogSortField
  sortType?: CatalogSortType
  /** 2–1000; absent means page 1. */
  page?: number
}

/** Everything one call of GET /api/v1/catalog/search/ can ask for. */
export interface CatalogSearchRequest extends CatalogQuery {
  /** The category path (`damen/schuhe`); absent or empty for all departments. */
  readonly path?: string | undefined
  /** Outlet products only (the /outlet/ page). */
  readonly outlet?: boolean | undefined
  /** The language of the names of categories, filters, colours and sports. */
  readonly locale?: Locale | undefined
  /** A visitor's store (omnichannel): counted as `filters.inStore`; a customer's comes from the session. */
  readonly store?: number | undefined
}

/** The catalog endpoints the storefront calls (checked by the contract test). */
export const catalogContract = (): readonly ContractEndpoint[] => [
  endpoint('GET', '/api/v1/catalog/search/', catalogPageResponseSchema),
]
