/**
 * Contracts of the guide and content-page endpoints.
 */
import * as v from 'valibot'
import { guideAuthorLocales } from './guide.service'
import { homeLocales } from './home.service'
import { contentKinds } from './pages.service'

const slug = v.pipe(v.string(), v.maxLength(200), v.regex(/^[a-z0-9][a-z0-9-]*$/))

export const guidePostSchema = v.object({
  id: v.number(),
  slug: v.string(),
  /** Storefront path: `/blog/article/{slug}/`. */
  url: v.string(),
  title: v.string(),
  teaser: v.string(),
  image: v.string(),
  section: v.string(),
  sectionName: v.string(),
  author: v.string(),
  /** The author's page is `/blog/autor/{authorSlug}/`; null for a byline without one ("Redaktion"). */
  authorSlug: v.nullable(v.string()),
  /** ISO 8601. */
  publishedAt: v.string(),
  /** Whole minutes to read, at about 200 words a minute. */
  readingMinutes: v.number(),
})

const blockSchema = v.object({ type: v.picklist(['heading', 'paragraph']), text: v.string() })

export const guideQuerySchema = v.object({
  section: v.optional(v.pipe(v.string(), v.maxLength(100, 'The section is too long'))),
  page: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,6}$/, 'The page must be a whole number from 1'),
      v.transform(Number),
      v.minValue(1, 'The page must be a whole number from 1'),
      v.maxValue(1000, 'The page must be at most 1000'),
    ),
    '1',
  ),
})

export const guideResponseSchema = v.object({
  data: v.object({
    sections: v.array(v.object({ slug: v.string(), name: v.string(), count: v.number() })),
    posts: v.array(guidePostSchema),
    pagination: v.object({ page: v.number(), perPage: v.number(), total: v.number(), pages: v.number() }),
  }),
})

export const guideArticleParamsSchema = v.object({ slug })

export const guideAuthorParamsSchema = v.object({ slug })

export const guideAuthorQuerySchema = v.object({
  page: guideQuerySchema.entries.page,
  locale: v.optional(v.picklist(guideAuthorLocales, 'The locale is de-AT or en'), 'de-AT'),
})

export const guideAuthorResponseSchema = v.object({
  data: v.object({
    author: v.object({
      slug: v.string(),
      name: v.string(),
      /** In the asked locale (German where no English one is written); may be empty. */
      bio: v.string(),
      /** Storefront path: `/blog/autor/{slug}/`. */
      url: v.string(),
    }),
    posts: v.array(guidePostSchema),
    pagination: v.object({ page: v.number(), perPage: v.number(), total: v.number(), pages: v.number() }),
  }),
})

export const guideArticleResponseSchema = v.object({
  data: v.object({
    article: v.object({
      ...guidePostSchema.entries,
      body: v.array(blockSchema),
      sport: v.nullable(v.object({ id: v.number(), name: v.string(), slug: v.string() })),
    }),
    related: v.array(guidePostSchema),
  }),
})

export const contentPageParamsSchema = v.object({ kind: v.picklist(contentKinds), slug })

export const contentPageResponseSchema = v.object({
  data: v.object({
    page: v.object({
      kind: v.picklist(contentKinds),
      slug: v.string(),
      title: v.string(),
      body: v.array(blockSchema),
      /** ISO 8601. */
      updatedAt: v.string(),
    }),
  }),
})

export const homeContentQuerySchema = v.object({
  locale: v.optional(v.picklist(homeLocales, 'The locale is de-AT or en'), 'de-AT'),
})

const contentImageSchema = v.object({
  /** Path under /media/. */
  src: v.string(),
  /** Empty when the image is decorative. */
  alt: v.string(),
  width: v.number(),
  height: v.number(),
})

export const homeContentResponseSchema = v.object({
  data: v.object({
    home: v.object({
      locale: v.picklist(homeLocales),
      hero: v.object({
        eyebrow: v.string(),
        heading: v.string(),
        text: v.string(),
        image: contentImageSchema,
        /** Storefront path the hero's call to action leads to. */
        url: v.string(),
        linkLabel: v.string(),
      }),
      teasers: v.array(
        v.object({
          title: v.string(),
          text: v.string(),
          image: contentImageSchema,
          /** Storefront path: a category, /marken/ or a product page /p/{slug}/. */
          url: v.string(),
        }),
      ),
      /** ISO 8601. */
      updatedAt: v.string(),
    }),
  }),
})
