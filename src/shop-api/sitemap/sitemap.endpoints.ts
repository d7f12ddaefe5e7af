/**
 * Read-only endpoints from which a storefront builds its sitemaps (robots.txt and /sitemap.xml).
 */
import { defineEndpoint } from '../http/endpoint'
import type { AnyEndpoint } from '../http/endpoint'
import {
  sitemapProductsQuerySchema,
  sitemapProductsResponseSchema,
  sitemapQuerySchema,
  sitemapResponseSchema,
} from './sitemap.schema'
import { cachedSitemapOverview, sitemapProducts } from './sitemap.service'

export const sitemapEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1/sitemap/',
  summary:
    'What the sitemaps list, except the products themselves: the product files (id ranges of at most `perFile` products, default and maximum 50,000, with their count and latest product change), every category (dated by the latest change of a product below it), every brand with products, the published guide sections and articles, the authors of published articles (dated by their newest), the stores and the static and service pages. `version` is the catalogue version the lists belong to. Computed once per catalogue change (and at most every five minutes for content).',
  auth: 'none',
  requestId: 'none',
  query: sitemapQuerySchema,
  response: sitemapResponseSchema,
  failures: [{ status: 422, when: 'perFile not a whole number from 1 to 50000' }],
  example: {
    response: {
      data: {
        version: 7,
        products: {
          total: 3000,
          files: [{ afterId: 0, lastId: 2_147_483_647, count: 3000, lastmod: '2026-11-20T08:00:00Z' }],
        },
        categories: [
          { path: 'damen', lastmod: '2026-11-20T08:00:00Z' },
          { path: 'damen/schuhe', lastmod: '2026-11-18T08:00:00Z' },
        ],
        brands: [{ slug: 'asics', lastmod: '2026-11-12T08:00:00Z' }],
        guideSections: [{ slug: 'laufen', lastmod: '2026-11-02T07:00:00Z' }],
        guideArticles: [{ slug: 'laufschuhe-richtig-waehlen', lastmod: '2026-11-02T07:00:00Z' }],
        guideAuthors: [{ slug: 'lena-hofer', lastmod: '2026-11-02T07:00:00Z' }],
        stores: [{ slug: 'wien-mariahilfer-strasse' }],
        pages: [{ kind: 'service', slug: 'skiservice', lastmod: '2026-10-01T09:00:00Z' }],
      },
    },
  },
  handler: async ({ services, query }) => {
    const { version } = await services.catalogIndex.current()
    return {
      data: await cachedSitemapOverview(services.db, {
        version,
        perFile: query.perFile,
        now: services.now(),
      }),
    }
  },
})

export const sitemapProductsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1/sitemap/products/',
  summary:
    'One page of the product list of the sitemaps: the products with an id above `after` (default 0), by id, at most `limit` (1–5,000, default 1,000), each with its slug and the date of its last change (its row or its prices; not its stock). The next page starts after the last id; an empty page is the end.',
  auth: 'none',
  requestId: 'none',
  query: sitemapProductsQuerySchema,
  response: sitemapProductsResponseSchema,
  failures: [{ status: 422, when: 'after not a whole number, or limit not from 1 to 5000' }],
  example: {
    query: { after: '1200', limit: '2' },
    response: {
      data: {
        products: [
          { id: 1201, slug: 'salomon-speedcross-6-damen-blau-1201', lastmod: '2026-09-14T08:00:00Z' },
          { id: 1202, slug: 'asics-gel-kayano-31-herren-schwarz-1202', lastmod: '2026-10-02T08:00:00Z' },
        ],
      },
    },
  },
  handler: async ({ services, query }) => ({
    data: await sitemapProducts(services.db, { after: query.after, limit: query.limit }),
  }),
})

export const sitemapEndpoints: AnyEndpoint[] = [sitemapEndpoint, sitemapProductsEndpoint]
