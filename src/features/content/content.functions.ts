import { notFound } from '@tanstack/react-router'
import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { isRefusedRead } from '~/features/catalog/catalog-reads.server'
import { catalogPageResponseSchema } from '~/shop-client/schemas/catalog.schema'
import type { ProductSummary } from '~/shop-client/schemas/product.schema'
import { readFromShop } from '~/shop-client/session-gateway.server'
import { validateInput } from '~/lib/validation'
import {
  contentKinds,
  contentPageResponseSchema,
  contentSlugSchema,
  guideArticleResponseSchema,
  guideListingResponseSchema,
} from '~/shop-client/schemas/content.schema'
import type { ContentPage, GuideListing } from '~/shop-client/schemas/content.schema'

/** A read the shop refuses (404 unknown slug, 422 bad page) names no page: a 404, never a 500. */
async function orNotFound<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read()
  } catch (error) {
    if (isRefusedRead(error)) throw notFound()
    throw error
  }
}

export const contentPageInputSchema = v.object({ kind: v.picklist(contentKinds), slug: contentSlugSchema })

/** A static (/static/{slug}/) or service (/services/{slug}/) page. The same for every viewer. */
export const getContentPage = createServerFn({ method: 'GET' })
  .validator(validateInput(contentPageInputSchema))
  .handler(({ data }): Promise<ContentPage> =>
    orNotFound(async () => {
      const response = await readFromShop((client) =>
        client.request('GET', `/api/v1/content/${data.kind}/${data.slug}/`, {
          schema: contentPageResponseSchema,
        }),
      )
      return response.data.page
    }),
  )

export const guideListingInputSchema = v.object({
  section: v.optional(contentSlugSchema),
  page: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1000)),
})

/** A page of guide posts, newest first, optionally of one section; past the last page is a 404. */
export const getGuideListing = createServerFn({ method: 'GET' })
  .validator(validateInput(guideListingInputSchema))
  .handler(({ data }): Promise<GuideListing> =>
    orNotFound(async () => {
      const response = await readFromShop((client) =>
        client.request('GET', '/api/v1/guide/', {
          schema: guideListingResponseSchema,
          query: { section: data.section, page: data.page },
        }),
      )
      const listing = response.data
      if (listing.pagination.page > 1 && listing.posts.length === 0) throw notFound()
      return listing
    }),
  )

/** How many products of the article's sport the page suggests ("Passende Produkte"). */
export const GUIDE_PRODUCT_COUNT = 4

export type GuideArticlePage = v.InferOutput<typeof guideArticleResponseSchema>['data'] & {
  readonly products: ProductSummary[]
}

/**
 * One guide article with its related posts and the best sellers of its sport, priced for the viewer
 * (the products come from the same search the category pages use).
 */
export const getGuideArticle = createServerFn({ method: 'GET' })
  .validator(validateInput(v.object({ slug: contentSlugSchema })))
  .handler(({ data }): Promise<GuideArticlePage> =>
    orNotFound(async () => {
      const response = await readFromShop((client) =>
        client.request('GET', `/api/v1/guide/article/${data.slug}/`, { schema: guideArticleResponseSchema }),
      )
      const { article, related } = response.data
      const products = article.sport
        ? await readFromShop((client, session) =>
            client.request('GET', '/api/v1/catalog/search/', {
              session,
              schema: catalogPageResponseSchema,
              query: { path: '', filters: `95-${article.sport?.id ?? ''}` },
            }),
          )
            .then((page) => page.data.products.slice(0, GUIDE_PRODUCT_COUNT))
            // The article stands on its own: without suggestions if the search cannot answer.
            .catch((error: unknown) => {
              console.error(error)
              return []
            })
        : []
      return { article, related, products }
    }),
  )
