import { createServerFn } from '@tanstack/react-start'
import { searchLimited } from '~/shop-client/api/search.server'
import type { ProductSummary } from '~/shop-client/schemas/product.schema'
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
    const found = await searchLimited({ productIds: data.ids }, data.locale)
    return found.products
  })
