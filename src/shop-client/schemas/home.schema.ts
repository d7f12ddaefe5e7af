/**
 * The storefront's reading of what the home page shows: the editorial content, product lists and
 * guide posts. Only the fields the page uses are required, so another retailer's API host can add more.
 */
import * as v from 'valibot'
import { productSummarySchema } from '~/shop-client/schemas/product.schema'

/** The languages the home content comes in; the page asks for the one it is rendered in. */
export const homeLocaleSchema = v.picklist(['de-AT', 'en'])
export type HomeLocale = v.InferOutput<typeof homeLocaleSchema>

export const homePageInputSchema = v.object({ locale: homeLocaleSchema })
export type HomePageInput = v.InferOutput<typeof homePageInputSchema>

const contentImageSchema = v.object({
  src: v.string(),
  /** Empty when the image is decorative. */
  alt: v.string(),
  width: v.pipe(v.number(), v.integer(), v.minValue(1)),
  height: v.pipe(v.number(), v.integer(), v.minValue(1)),
})
export type ContentImage = v.InferOutput<typeof contentImageSchema>

const heroSchema = v.object({
  eyebrow: v.string(),
  heading: v.string(),
  text: v.string(),
  image: contentImageSchema,
  url: v.string(),
  linkLabel: v.string(),
})
export type HomeHero = v.InferOutput<typeof heroSchema>

const teaserSchema = v.object({
  title: v.string(),
  text: v.string(),
  image: contentImageSchema,
  url: v.string(),
})
export type HomeTeaser = v.InferOutput<typeof teaserSchema>

export const homeContentResponseSchema = v.object({
  data: v.object({ home: v.object({ hero: heroSchema, teasers: v.array(teaserSchema) }) }),
})

/** A page of the search endpoint, read for its products only (no filters on the home page). */
export const productListResponseSchema = v.object({
  data: v.object({ products: v.array(productSummarySchema) }),
})

const guidePostSchema = v.object({
  id: v.number(),
  slug: v.string(),
  /** Storefront path: `/blog/article/{slug}/`. */
  url: v.string(),
  title: v.string(),
  teaser: v.string(),
  image: v.string(),
})
export type GuidePostTeaser = v.InferOutput<typeof guidePostSchema>

export const guideListResponseSchema = v.object({
  data: v.object({ posts: v.array(guidePostSchema) }),
})

export interface HomePage {
  readonly hero: HomeHero
  readonly teasers: HomeTeaser[]
  readonly topSellers: v.InferOutput<typeof productSummarySchema>[]
  readonly newest: v.InferOutput<typeof productSummarySchema>[]
  readonly guidePosts: GuidePostTeaser[]
}

/** How many products each list on the home page shows, and how many guide posts. */
export const HOME_LIST_SIZE = 8
export const HOME_GUIDE_POSTS = 3
