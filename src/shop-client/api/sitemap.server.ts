/**
 * The sitemap endpoints (docs/api.md "Sitemap"): the overview of what the sitemaps list, and the
 * products in keyset pages. Read by the /sitemap.xml server routes, outside any shopper's session:
 * the runtime's client is used without cookies.
 */
import { shopApiPaths } from '../paths'
import { sitemapOverviewResponseSchema, sitemapProductsResponseSchema } from '../schemas/sitemap.schema'
import type { SitemapOverview, SitemapProduct } from '../schemas/sitemap.schema'
import { getShopRuntime } from '../shop-runtime.server'

/**
 * GET /api/v1/sitemap/: what the sitemaps hold now, the products cut into files of at most
 * `perFile` (the shop caches it per catalogue version).
 */
export async function readSitemapOverview(perFile: number): Promise<SitemapOverview> {
  const { client } = await getShopRuntime()
  const { data } = await client.request('GET', shopApiPaths.sitemap.index, {
    schema: sitemapOverviewResponseSchema,
    query: { perFile },
  })
  return data
}

/** GET /api/v1/sitemap/products/: up to `limit` products with an id above `after`, by id. */
export async function readSitemapProducts(after: number, limit: number): Promise<SitemapProduct[]> {
  const { client } = await getShopRuntime()
  const { data } = await client.request('GET', shopApiPaths.sitemap.products, {
    schema: sitemapProductsResponseSchema,
    query: { after, limit },
  })
  return data.products
}
