import { notFound } from '@tanstack/react-router'
import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { isPastLastPage, searchCatalogForShopper } from './catalog-reads.server'
import { MAX_PRICE } from '~/lib/price'
import { validateInput } from '~/lib/validation'
import { localeInputSchema } from '~/lib/locale'
import type { CatalogPage } from '~/shop-client/schemas/catalog.schema'

/** A category path as the catch-all route passes it: lower-case slug segments, no slashes around. */
export const categoryPathSchema = v.pipe(
  v.string(),
  v.maxLength(300, 'The category path is too long'),
  v.regex(/^(?:[a-z0-9][a-z0-9-]*(?:\/[a-z0-9][a-z0-9-]*)*)?$/, 'Not a category path'),
)

/**
 * What one category or search page asks the shop for. Route search params are already cleaned by
 * the routes' `validateSearch`; this schema refuses (422) anything else a direct caller sends.
 */
export const catalogPageInputSchema = v.object({
  path: categoryPathSchema,
  q: v.optional(v.pipe(v.string(), v.maxLength(200))),
  filters: v.optional(v.pipe(v.string(), v.maxLength(2000), v.regex(/^[0-9a-z_.,-]*$/))),
  /** Only products on the shelves of the shopper's own store (omnichannel). */
  inStore: v.optional(v.literal('1')),
  priceMin: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(MAX_PRICE))),
  priceMax: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(MAX_PRICE))),
  sortField: v.optional(v.picklist(['sales_rank', 'price', 'added_at'])),
  sortType: v.optional(v.picklist(['asc', 'desc'])),
  page: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1000))),
  /** Outlet products only (the /outlet/ page). */
  outlet: v.optional(v.boolean()),
  /** The page's language, for the names of categories, filters, colours and sports. */
  locale: v.optional(localeInputSchema),
})
export type CatalogPageInput = v.InferOutput<typeof catalogPageInputSchema>

/**
 * One category or search results page: products, facets with counts, the category tree and the
 * price range, priced for the viewer's role (from the session cookie, never from the URL).
 * An unknown category path is a 404.
 */
export const getCatalogPage = createServerFn({ method: 'GET' })
  .validator(validateInput(catalogPageInputSchema))
  .handler(async ({ data }): Promise<CatalogPage> => {
    const page = await searchCatalogForShopper(data)
    if (!page || isPastLastPage(page)) throw notFound()
    return page
  })
