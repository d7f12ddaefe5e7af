import { Link } from '@tanstack/react-router'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import { formatDate } from '~/lib/format'
import type { GuidePost } from '~/shop-client/schemas/content.schema'

/** Date and reading time of a post, as one line ("18.11.2026 · 4 Min. Lesezeit"). */
export function PostMeta({ post }: { post: GuidePost }) {
  return (
    <p className="text-sm text-ink-muted">
      <time dateTime={post.publishedAt}>{formatDate(new Date(post.publishedAt), getLocale())}</time>
      {post.readingMinutes !== undefined ? (
        <>
          <span aria-hidden="true"> · </span>
          <span>{m.guide_reading_time({ minutes: post.readingMinutes })}</span>
        </>
      ) : null}
    </p>
  )
}

/** A guide post in a list: the whole card is one link named by the title. */
export function GuideTeaserCard({ post, headingLevel = 2 }: { post: GuidePost; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-lg border border-line bg-surface">
      <img
        src={post.image}
        alt=""
        width={800}
        height={450}
        loading="lazy"
        decoding="async"
        className="aspect-video w-full object-cover"
      />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{post.sectionName}</p>
        <Heading className="text-lg font-bold text-brand-900">
          <Link
            to="/blog/article/$slug/"
            params={{ slug: post.slug }}
            className="after:absolute after:inset-0 after:content-[''] group-hover:underline"
          >
            {post.title}
          </Link>
        </Heading>
        <p className="line-clamp-3 text-sm text-ink-muted">{post.teaser}</p>
        <div className="mt-auto">
          <PostMeta post={post} />
        </div>
      </div>
    </article>
  )
}
