import { useSuspenseQuery } from '@tanstack/react-query'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import { formatDate } from '~/lib/format'
import { Trail, TrailCurrent } from '~/ui/Trail'
import { contentPageQuery } from '../content.queries'
import type { ContentKind } from '~/shop-client/schemas/content.schema'
import { RichText, TableOfContents } from './RichText'

/** A static or service page: title, table of contents for long pages, body and last update. */
export function ContentPageView({ kind, slug }: { kind: ContentKind; slug: string }) {
  const { data: page } = useSuspenseQuery(contentPageQuery(kind, slug))
  return (
    <div className="page-container py-8">
      <Trail>
        <TrailCurrent>{page.title}</TrailCurrent>
      </Trail>
      <article className="mx-auto flex max-w-3xl flex-col gap-6">
        <header>
          <h1 className="text-3xl font-bold text-brand-900 uppercase lg:text-4xl">{page.title}</h1>
          <p className="mt-2 text-sm text-ink-muted">
            {m.content_updated({ date: formatDate(new Date(page.updatedAt), getLocale()) })}
          </p>
        </header>
        <TableOfContents blocks={page.body} />
        <RichText blocks={page.body} />
      </article>
    </div>
  )
}
