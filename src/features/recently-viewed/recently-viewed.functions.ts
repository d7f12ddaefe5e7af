import { createServerFn } from '@tanstack/react-start'
import type { ProductSummary } from '~/shop-client/schemas/product.schema'
import { searchLimitedResponseSchema } from '~/shop-client/schemas/search.schema'
import { readFromShop } from '~/shop-client/session-gateway.server'
import { validateInput } from '~/lib/validation'
import { recentlyViewedInputSchema } from './recently-viewed.schema'

/**
 * Current summaries (price in the viewer's role, stock) of the products the browser remembers, in
 * the list's order, through spec §7's /search-limited/ with productIds. Products the shop no longer
 * has are simply absent.
 */
export const getRecentlyViewedProducts = createServerFn({ method: 'GET' })
  .validator(validateInput(recentlyViewedInputSchema))
  .handler(async ({ data }): Promise<ProductSummary[]> => {
    const response = await readFromShop((client, session) =>
      client.request('GET', '/search-limited/', {
        session,
        schema: searchLimitedResponseSchema,
        query: { productIds: data.ids.join(','), locale: data.locale },
      }),
    )
    return response.search.products
  })
