/**
 * The storefront's reading of the shop's sitemap endpoints (`/api/v1/sitemap/…`, docs/api.md), and
 * the names of the sitemap files it serves.
 */
import * as v from 'valibot'
import { endpoint } from './contract'
import type { ContractEndpoint } from './contract'

const lastmod = v.nullable(v.string())

export const sitemapOverviewResponseSchema = v.object({
  data: v.object({
    version: v.number(),
    products: v.object({
      total: v.number(),
      files: v.array(v.object({ afterId: v.number(), lastId: v.number(), count: v.number(), lastmod })),
    }),
    categories: v.array(v.object({ path: v.string(), lastmod })),
    brands: v.array(v.object({ slug: v.string(), lastmod })),
    guideSections: v.array(v.object({ slug: v.string(), lastmod })),
    guideArticles: v.array(v.object({ slug: v.string(), lastmod })),
    /** Another API host may have no author pages: none are listed then. */
    guideAuthors: v.optional(v.array(v.object({ slug: v.string(), lastmod })), []),
    stores: v.array(v.object({ slug: v.string() })),
    pages: v.array(v.object({ kind: v.picklist(['static', 'service']), slug: v.string(), lastmod })),
  }),
})
export type SitemapOverview = v.InferOutput<typeof sitemapOverviewResponseSchema>['data']
export type ProductFile = SitemapOverview['products']['files'][number]

export const sitemapProductsResponseSchema = v.object({
  data: v.object({ products: v.array(v.object({ id: v.number(), slug: v.string(), lastmod })) }),
})
/** A product as the sitemap lists it. */
export type SitemapProduct = v.InferOutput<typeof sitemapProductsResponseSchema>['data']['products'][number]

export const sitemapSections = ['products', 'categories', 'brands', 'content'] as const
export type SitemapSection = (typeof sitemapSections)[number]

/** `products-2.xml` → the second file of the products; anything else is no sitemap of ours. */
export const sitemapFileNameSchema = v.pipe(
  v.string(),
  v.regex(/^(products|categories|brands|content)-([1-9]\d{0,5})\.xml$/),
  v.transform((name) => {
    const [section = '', number = ''] = name.replace(/\.xml$/, '').split('-')
    return { section, number: Number(number) }
  }),
  v.object({ section: v.picklist(sitemapSections), number: v.number() }),
)

/** The sitemap endpoints the storefront calls (checked by the contract test). */
export const sitemapContract = (): readonly ContractEndpoint[] => [
  endpoint('GET', '/api/v1/sitemap/', sitemapOverviewResponseSchema),
  endpoint('GET', '/api/v1/sitemap/products/', sitemapProductsResponseSchema),
]
