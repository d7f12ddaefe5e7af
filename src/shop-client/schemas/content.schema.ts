/**
 * The storefront's reading of the guide and content-page endpoints. Body blocks are structured data,
 * never markup: a block of a type this storefront does not know is dropped rather than failing the
 * page (another API host may send more kinds than ours).
 */
import * as v from 'valibot'
import { endpoint } from './contract'
import type { ContractEndpoint } from './contract'

const headingBlockSchema = v.object({ type: v.literal('heading'), text: v.string() })
const paragraphBlockSchema = v.object({ type: v.literal('paragraph'), text: v.string() })
const listBlockSchema = v.object({ type: v.literal('list'), items: v.array(v.string()) })
const knownBlockSchema = v.variant('type', [headingBlockSchema, paragraphBlockSchema, listBlockSchema])
export type ContentBlock = v.InferOutput<typeof knownBlockSchema>

export const contentBlocksSchema = v.pipe(
  v.array(v.unknown()),
  v.transform((blocks) =>
    blocks.flatMap((block) => {
      const parsed = v.safeParse(knownBlockSchema, block)
      return parsed.success ? [parsed.output] : []
    }),
  ),
)

export const guidePostSchema = v.object({
  id: v.number(),
  slug: v.string(),
  /** Storefront path `/blog/article/{slug}/`. */
  url: v.string(),
  title: v.string(),
  teaser: v.string(),
  image: v.string(),
  section: v.string(),
  sectionName: v.string(),
  author: v.string(),
  /**
   * The author's page is /blog/autor/{authorSlug}/; null for a byline without one. Another API host
   * may not say: the byline is then plain text.
   */
  authorSlug: v.optional(v.nullable(v.string()), null),
  /** ISO 8601. */
  publishedAt: v.string(),
  /** Another API host may not say; the page then shows none. */
  readingMinutes: v.optional(v.number()),
})
export type GuidePost = v.InferOutput<typeof guidePostSchema>

export const guideSectionSchema = v.object({ slug: v.string(), name: v.string(), count: v.number() })
export type GuideSection = v.InferOutput<typeof guideSectionSchema>

export const guideListingResponseSchema = v.object({
  data: v.object({
    sections: v.array(guideSectionSchema),
    posts: v.array(guidePostSchema),
    pagination: v.object({ page: v.number(), perPage: v.number(), total: v.number(), pages: v.number() }),
  }),
})
export type GuideListing = v.InferOutput<typeof guideListingResponseSchema>['data']

export const guideArticleResponseSchema = v.object({
  data: v.object({
    article: v.object({
      ...guidePostSchema.entries,
      body: contentBlocksSchema,
      sport: v.nullable(v.object({ id: v.number(), name: v.string(), slug: v.string() })),
    }),
    related: v.array(guidePostSchema),
  }),
})
/** A guide article with its related posts. */
export type GuideArticle = v.InferOutput<typeof guideArticleResponseSchema>['data']

export const guideAuthorResponseSchema = v.object({
  data: v.object({
    author: v.object({
      slug: v.string(),
      name: v.string(),
      /** In the asked locale; may be empty. */
      bio: v.string(),
    }),
    posts: v.array(guidePostSchema),
    pagination: v.object({ page: v.number(), perPage: v.number(), total: v.number(), pages: v.number() }),
  }),
})
/** A guide author with a page of their posts. */
export type GuideAuthorPage = v.InferOutput<typeof guideAuthorResponseSchema>['data']

export const contentKinds = ['static', 'service'] as const
export type ContentKind = (typeof contentKinds)[number]

export const contentPageResponseSchema = v.object({
  data: v.object({
    page: v.object({
      kind: v.picklist(contentKinds),
      slug: v.string(),
      title: v.string(),
      body: contentBlocksSchema,
      /** ISO 8601. */
      updatedAt: v.string(),
    }),
  }),
})
export type ContentPage = v.InferOutput<typeof contentPageResponseSchema>['data']['page']

/** A slug as the shop writes them; anything else names no page (404 without asking the shop). */
export const contentSlugSchema = v.pipe(
  v.string(),
  v.maxLength(200, 'The address is too long'),
  v.regex(/^[a-z0-9][a-z0-9-]*$/, 'Not a page address'),
)

/** The content endpoints the storefront calls (checked by the contract test). */
export const contentContract = (): readonly ContractEndpoint[] => [
  endpoint('GET', '/api/v1/content/:kind/:slug/', contentPageResponseSchema),
  endpoint('GET', '/api/v1/guide/', guideListingResponseSchema),
  endpoint('GET', '/api/v1/guide/article/:slug/', guideArticleResponseSchema),
  endpoint('GET', '/api/v1/guide/author/:slug/', guideAuthorResponseSchema),
]
