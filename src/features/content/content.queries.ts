import { queryOptions } from '@tanstack/react-query'
import type { ContentKind } from '~/shop-client/schemas/content.schema'
import { getContentPage, getGuideArticle, getGuideListing } from './content.functions'

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

/** Includes products priced for the viewer: fresh after a login like the catalogue. */
export const guideArticleQuery = (slug: string) =>
  queryOptions({
    queryKey: ['guide-article', slug],
    queryFn: () => getGuideArticle({ data: { slug } }),
  })
