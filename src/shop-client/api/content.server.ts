/**
 * The content endpoints (docs/api.md "Content" and "Guide"): static and service pages, the guide's
 * listing and its articles. They are the same for every viewer, so no session is sent.
 */
import type { Locale } from '~/paraglide/runtime'
import { shopApiPaths } from '../paths'
import {
  contentPageResponseSchema,
  guideArticleResponseSchema,
  guideAuthorResponseSchema,
  guideListingResponseSchema,
} from '../schemas/content.schema'
import type {
  ContentKind,
  ContentPage,
  GuideArticle,
  GuideAuthorPage,
  GuideListing,
} from '../schemas/content.schema'
import { isRefusedRead, readFromShop } from '../session-gateway.server'

async function orNull<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read()
  } catch (error) {
    if (isRefusedRead(error)) return null
    throw error
  }
}

/** GET /api/v1/content/{kind}/{slug}/: a static or service page; null when the shop refuses it. */
export function readContentPage(kind: ContentKind, slug: string): Promise<ContentPage | null> {
  return orNull(async () => {
    const response = await readFromShop((client) =>
      client.request('GET', shopApiPaths.content.page(kind, slug), { schema: contentPageResponseSchema }),
    )
    return response.data.page
  })
}

/** What a guide listing is asked for: a section's posts or all, and the page (1 when absent). */
export interface GuideListingRequest {
  readonly section?: string | undefined
  readonly page?: number | undefined
}

/**
 * GET /api/v1/guide/: a page of guide posts, newest first, with the sections; null when the shop
 * refuses the request (an unknown section, a page out of range).
 */
export function readGuideListing(request: GuideListingRequest = {}): Promise<GuideListing | null> {
  return orNull(async () => {
    const response = await readFromShop((client) =>
      client.request('GET', shopApiPaths.content.guide, {
        schema: guideListingResponseSchema,
        query: { section: request.section, page: request.page },
      }),
    )
    return response.data
  })
}

/** GET /api/v1/guide/article/{slug}/: one article with its related posts; null when unknown. */
export function readGuideArticle(slug: string): Promise<GuideArticle | null> {
  return orNull(async () => {
    const response = await readFromShop((client) =>
      client.request('GET', shopApiPaths.content.guideArticle(slug), { schema: guideArticleResponseSchema }),
    )
    return response.data
  })
}

/**
 * GET /api/v1/guide/author/{slug}/: an author with a page of their posts, the bio in `locale`; null
 * when the shop refuses it (an unknown author, a page out of range).
 */
export function readGuideAuthor(slug: string, page: number, locale: Locale): Promise<GuideAuthorPage | null> {
  return orNull(async () => {
    const response = await readFromShop((client) =>
      client.request('GET', shopApiPaths.content.guideAuthor(slug), {
        schema: guideAuthorResponseSchema,
        query: { page, locale },
      }),
    )
    return response.data
  })
}
