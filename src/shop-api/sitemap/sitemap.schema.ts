/**
 * Contracts of the sitemap endpoints: what a storefront needs to list every public page of the
 * catalogue and the content for search engines, without loading the whole catalogue at once.
 */
import * as v from 'valibot'

const wholeNumber = (min: number, max: number, message: string) =>
  v.pipe(
    v.string(),
    v.regex(/^\d{1,9}$/, message),
    v.transform(Number),
    v.minValue(min, message),
    v.maxValue(max, message),
  )

/** At most this many URLs in one sitemap file (sitemaps.org protocol limit). */
export const SITEMAP_FILE_LIMIT = 50_000

/** At most this many products in one page of the product list. */
export const SITEMAP_PAGE_LIMIT = 5_000

export const sitemapQuerySchema = v.object({
  perFile: v.optional(
    wholeNumber(1, SITEMAP_FILE_LIMIT, `perFile must be a whole number from 1 to ${SITEMAP_FILE_LIMIT}`),
    String(SITEMAP_FILE_LIMIT),
  ),
})

export const sitemapProductsQuerySchema = v.object({
  after: v.optional(wholeNumber(0, 2_147_483_647, 'after must be a product id or 0'), '0'),
  limit: v.optional(
    wholeNumber(1, SITEMAP_PAGE_LIMIT, `limit must be a whole number from 1 to ${SITEMAP_PAGE_LIMIT}`),
    '1000',
  ),
})

/** ISO 8601 instant, or null where the source has no date. */
const lastmod = v.nullable(v.string())

export const sitemapFileSchema = v.object({
  /** The products of this file are those with `afterId < id <= lastId`. */
  afterId: v.number(),
  lastId: v.number(),
  count: v.number(),
  lastmod,
})

export const sitemapResponseSchema = v.object({
  data: v.object({
    /** The catalogue version the lists belong to; it changes with every catalogue change. */
    version: v.number(),
    products: v.object({ total: v.number(), files: v.array(sitemapFileSchema) }),
    categories: v.array(v.object({ path: v.string(), lastmod })),
    brands: v.array(v.object({ slug: v.string(), lastmod })),
    guideSections: v.array(v.object({ slug: v.string(), lastmod })),
    guideArticles: v.array(v.object({ slug: v.string(), lastmod })),
    /** Authors with a published article; their page is the storefront's /blog/autor/{slug}/. */
    guideAuthors: v.array(v.object({ slug: v.string(), lastmod })),
    stores: v.array(v.object({ slug: v.string() })),
    pages: v.array(v.object({ kind: v.picklist(['static', 'service']), slug: v.string(), lastmod })),
  }),
})
export type SitemapOverview = v.InferOutput<typeof sitemapResponseSchema>['data']

export const sitemapProductsResponseSchema = v.object({
  data: v.object({
    products: v.array(v.object({ id: v.number(), slug: v.string(), lastmod })),
  }),
})
export type SitemapProductsPage = v.InferOutput<typeof sitemapProductsResponseSchema>['data']
