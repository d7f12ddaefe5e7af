/**
 * The storefront's reading of the home page's editorial content, and what the home page shows: that
 * content, two product lists (from the catalogue search) and guide posts (from the guide listing).
 * Only the fields the page uses are required, so another retailer's API host can add more.
 */
import * as v from 'valibot'
import { endpoint } from './contract'
import type { ContractEndpoint } from './contract'
import type { GuidePost } from '~/shop-client/schemas/content.schema'
import type { ProductSummary } from '~/shop-client/schemas/product.schema'

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
/** The home page's editorial content: the hero and the teasers. */
export type HomeContent = v.InferOutput<typeof homeContentResponseSchema>['data']['home']

/** A guide post as the home page's teasers show it (from GET /api/v1/guide/). */
export type GuidePostTeaser = Pick<GuidePost, 'id' | 'slug' | 'url' | 'title' | 'teaser' | 'image'>

export interface HomePage {
  readonly hero: HomeHero
  readonly teasers: HomeTeaser[]
  readonly topSellers: ProductSummary[]
  readonly newest: ProductSummary[]
  readonly guidePosts: GuidePostTeaser[]
}

/** How many products each list on the home page shows, and how many guide posts. */
export const HOME_LIST_SIZE = 8
export const HOME_GUIDE_POSTS = 3

/** The home endpoints the storefront calls (checked by the contract test). */
export const homeContract = (): readonly ContractEndpoint[] => [
  endpoint('GET', '/api/v1/content/home/', homeContentResponseSchema),
]
