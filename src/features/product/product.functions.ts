import { notFound } from '@tanstack/react-router'
import { createServerFn } from '@tanstack/react-start'
import { readFromShop, shopFailureOf } from '~/shop-client/session-gateway.server'
import { validateInput } from '~/lib/validation'
import { productInputSchema, productResponseSchema } from '~/shop-client/schemas/product.schema'
import type { ProductDetail } from '~/shop-client/schemas/product.schema'

/**
 * One product page, priced for the viewer's role (from the session cookie, never from the URL).
 * An unknown slug is a 404, so the route answers with the Page Not Found view.
 */
export const getProduct = createServerFn({ method: 'GET' })
  .validator(validateInput(productInputSchema))
  .handler(async ({ data }): Promise<ProductDetail> => {
    try {
      const response = await readFromShop((client, session) =>
        client.request('GET', `/api/v1/catalog/product/${data.slug}/`, {
          session,
          schema: productResponseSchema,
          query: { locale: data.locale },
        }),
      )
      return response.data.product
    } catch (error) {
      if (shopFailureOf(error)?.status === 404) throw notFound()
      throw error
    }
  })
