import { notFound } from '@tanstack/react-router'
import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { searchCatalog } from '~/shop-client/api/catalog.server'
import {
  readContentPage,
  readGuideArticle,
  readGuideAuthor,
  readGuideListing,
} from '~/shop-client/api/content.server'
import type { ProductSummary } from '~/shop-client/schemas/product.schema'
import { validateInput } from '~/lib/validation'
import { contentKinds, contentSlugSchema } from '~/shop-client/schemas/content.schema'
import type {
  ContentPage,
  GuideArticle,
  GuideAuthorPage,
  GuideListing,
} from '~/shop-client/schemas/content.schema'
import { homeLocaleSchema } from '~/shop-client/schemas/home.schema'
import { log } from '~/lib/log.server'

export const contentPageInputSchema = v.object({ kind: v.picklist(contentKinds), slug: contentSlugSchema })

/** A static (/static/{slug}/) or service (/services/{slug}/) page. The same for every viewer. */
export const getContentPage = createServerFn({ method: 'GET' })
  .validator(validateInput(contentPageInputSchema))
  .handler(async ({ data }): Promise<ContentPage> => {
    // A page the shop refuses (unknown slug) names no page: a 404, never a 500.
    const page = await readContentPage(data.kind, data.slug)
    if (!page) throw notFound()
    return page
  })

export const guideListingInputSchema = v.object({
  section: v.optional(contentSlugSchema),
  page: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1000)),
})

/** A page of guide posts, newest first, optionally of one section; past the last page is a 404. */
export const getGuideListing = createServerFn({ method: 'GET' })
  .validator(validateInput(guideListingInputSchema))
  .handler(async ({ data }): Promise<GuideListing> => {
    const listing = await readGuideListing({ section: data.section, page: data.page })
    if (!listing) throw notFound()
    if (listing.pagination.page > 1 && listing.posts.length === 0) throw notFound()
    return listing
  })

export const guideAuthorInputSchema = v.object({
  slug: contentSlugSchema,
  page: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1000)),
  locale: homeLocaleSchema,
})

/**
 * A guide author with a page of their posts, the bio in the page's language; an unknown author and
 * a page past the last are 404s.
 */
export const getGuideAuthor = createServerFn({ method: 'GET' })
  .validator(validateInput(guideAuthorInputSchema))
  .handler(async ({ data }): Promise<GuideAuthorPage> => {
    const found = await readGuideAuthor(data.slug, data.page, data.locale)
    if (!found) throw notFound()
    if (found.pagination.page > 1 && found.posts.length === 0) throw notFound()
    return found
  })

/** How many products of the article's sport the page suggests ("Passende Produkte"). */
export const GUIDE_PRODUCT_COUNT = 4

export type GuideArticlePage = GuideArticle & { readonly products: ProductSummary[] }

/** The best sellers of a sport; none when the search cannot answer: the article stands on its own. */
async function sportProducts(sportId: number): Promise<ProductSummary[]> {
  try {
    // 95: the sports filter (spec §3 filter ids).
    const page = await searchCatalog({ path: '', filters: `95-${sportId}` })
    if (!page) {
      log.error({ sportId }, 'the catalogue search refused the products of a sport')
      return []
    }
    return page.products.slice(0, GUIDE_PRODUCT_COUNT)
  } catch (error) {
    log.error({ err: error }, 'products of a guide article failed')
    return []
  }
}

/**
 * One guide article with its related posts and the best sellers of its sport, priced for the viewer
 * (the products come from the same search the category pages use).
 */
export const getGuideArticle = createServerFn({ method: 'GET' })
  .validator(validateInput(v.object({ slug: contentSlugSchema })))
  .handler(async ({ data }): Promise<GuideArticlePage> => {
    const found = await readGuideArticle(data.slug)
    if (!found) throw notFound()
    const { article, related } = found
    const products = article.sport ? await sportProducts(article.sport.id) : []
    return { article, related, products }
  })
