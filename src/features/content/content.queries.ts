import { queryOptions } from '@tanstack/react-query'
import type { ContentKind } from '~/shop-client/schemas/content.schema'
import type { HomeLocale } from '~/shop-client/schemas/home.schema'
import { getContentPage, getGuideArticle, getGuideAuthor, getGuideListing } from './content.functions'

// Editorial content changes a few times a day, not while someone reads.
const CONTENT_STALE_TIME = 5 * 60_000

export const contentPageQuery = (kind: ContentKind, slug: string) =>
  queryOptions({
    queryKey: ['content', kind, slug],
    queryFn: () => getContentPage({ data: { kind, slug } }),
    staleTime: CONTENT_STALE_TIME,
  })

export const guideListingQuery = (section: string | undefined, page: number) =>
  queryOptions({
    queryKey: ['guide', section ?? '', page],
    queryFn: () => getGuideListing({ data: { section, page } }),
    staleTime: CONTENT_STALE_TIME,
  })

export const guideAuthorQuery = (slug: string, page: number, locale: HomeLocale) =>
  queryOptions({
    queryKey: ['guide-author', slug, page, locale],
    queryFn: () => getGuideAuthor({ data: { slug, page, locale } }),
    staleTime: CONTENT_STALE_TIME,
  })

/** Includes products priced for the viewer: fresh after a login like the catalogue. */
export const guideArticleQuery = (slug: string) =>
  queryOptions({
    queryKey: ['guide-article', slug],
    queryFn: () => getGuideArticle({ data: { slug } }),
  })
