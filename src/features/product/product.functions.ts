import { notFound } from '@tanstack/react-router'
import { createServerFn } from '@tanstack/react-start'
import { readProduct } from '~/shop-client/api/product.server'
import { validateInput } from '~/lib/validation'
import { productInputSchema } from '~/shop-client/schemas/product.schema'
import type { ProductDetail } from '~/shop-client/schemas/product.schema'

/**
 * One product page, priced for the viewer's role (from the session cookie, never from the URL).
 * An unknown slug is a 404, so the route answers with the Page Not Found view.
 */
export const getProduct = createServerFn({ method: 'GET' })
  .validator(validateInput(productInputSchema))
  .handler(async ({ data }): Promise<ProductDetail> => {
    const product = await readProduct(data.slug, data.locale)
    if (!product) throw notFound()
    return product
  })
