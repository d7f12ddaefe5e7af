/**
 * Contracts of the header endpoints: menu, autosuggest, limited search and header data.
 */
import * as v from 'valibot'
import { productSummarySchema } from '../catalog/product-summary'
import { guidePostSchema } from '../content/content.schema'
import { menuViews } from './menu.service'
import type { MenuItem } from './menu.service'
import { localeOnlyQuerySchema, localeQuerySchema } from '../http/locale'

export const menuQuerySchema = v.object({
  view: v.optional(v.picklist(menuViews, 'view is desktop or mobile'), 'desktop'),
  locale: localeQuerySchema,
})

const menuItemSchema: v.GenericSchema<MenuItem> = v.object({
  id: v.number(),
  name: v.string(),
  url: v.string(),
  options: v.array(v.lazy(() => menuItemSchema)),
  data: v.record(v.string(), v.unknown()),
  parentId: v.nullable(v.number()),
  column: v.number(),
  type: v.string(),
})

export const menuResponseSchema = v.object({
  data: v.object({ view: v.picklist(menuViews), items: v.array(menuItemSchema) }),
})

/** Anything longer is cut to 50 characters anyway (spec §9); this only bounds the work. */
const rawQuery = v.optional(v.pipe(v.string(), v.maxLength(500, 'At most 500 characters')), '')

export const autosuggestQuerySchema = v.object({ q: rawQuery })

export const autosuggestResponseSchema = v.object({
  data: v.array(
    v.object({
      phrase: v.string(),
      /** Popularity, for ordering; not a number of results. */
      weight: v.number(),
      url: v.string(),
      /** Products the search at `url` finds; null when `url` leads to a category page. */
      count: v.nullable(v.number()),
    }),
  ),
})

export const MAX_PRODUCT_IDS = 100

export const searchLimitedQuerySchema = v.object({
  q: rawQuery,
  productIds: v.optional(
    v.pipe(
      v.string(),
      v.maxLength(MAX_PRODUCT_IDS * 10, `At most ${MAX_PRODUCT_IDS} product ids`),
      v.regex(/^\d{1,9}(,\d{1,9})*$/, 'productIds is a comma-joined list of product ids'),
      v.transform((text) => text.split(',').map(Number)),
      v.check((ids) => ids.length <= MAX_PRODUCT_IDS, `At most ${MAX_PRODUCT_IDS} product ids`),
    ),
  ),
  locale: localeQuerySchema,
})

export const headerDataQuerySchema = localeOnlyQuerySchema

const limitedSearchSchema = v.object({ products: v.array(productSummarySchema), total: v.number() })

export const searchLimitedResponseSchema = v.object({
  search: v.object({
    ...limitedSearchSchema.entries,
    /** The phrase as used: trimmed, spaces collapsed, at most 50 characters. */
    q: v.string(),
  }),
})

export const headerDataResponseSchema = v.object({
  blogPosts: v.array(guidePostSchema),
  'search-limited': limitedSearchSchema,
})
