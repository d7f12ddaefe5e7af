/** The product page's endpoint (spec §7 "Catalog", docs/api.md GET /api/v1/catalog/product/{slug}/). */
import type { Locale } from '~/paraglide/runtime'
import { shopApiPaths } from '../paths'
import { productResponseSchema } from '../schemas/product.schema'
import type { ProductDetail } from '../schemas/product.schema'
import { readFromShop, shopFailureOf } from '../session-gateway.server'

/**
 * One product with everything its page shows, priced for the viewer's role (from the session
 * cookie, never from the URL). Null for a slug the shop does not know.
 */
export async function readProduct(slug: string, locale: Locale): Promise<ProductDetail | null> {
  try {
    const response = await readFromShop((client, session) =>
      client.request('GET', shopApiPaths.catalog.product(slug), {
        session,
        schema: productResponseSchema,
        query: { locale },
      }),
    )
    return response.data.product
  } catch (error) {
    if (shopFailureOf(error)?.status === 404) return null
    throw error
  }
}
