import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import { Trail, TrailCrumb, TrailCurrent } from '~/ui/Trail'
import { guideAuthorQuery } from '../content.queries'
import { GuidePagination } from './GuideListView'
import { GuideTeaserCard } from './GuideTeaserCard'

/** A guide author (/blog/autor/{slug}/): name, bio and their posts as the guide list shows them. */
export function GuideAuthorView({ slug, page }: { slug: string; page: number }) {
  const { data } = useSuspenseQuery(guideAuthorQuery(slug, page, getLocale()))
  const { author, posts, pagination } = data
  return (
    <div className="page-container py-8">
      <Trail>
        <TrailCrumb>
          <Link to="/blog/">{m.guide_heading()}</Link>
        </TrailCrumb>
        <TrailCurrent>{author.name}</TrailCurrent>
      </Trail>
      <header className="flex max-w-3xl flex-col gap-2">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
          {m.guide_author_eyebrow()}
        </p>
        <h1 className="text-3xl font-bold text-brand-900 lg:text-4xl">{author.name}</h1>
        {author.bio ? <p className="text-lg text-ink-muted">{author.bio}</p> : null}
      </header>

      <section aria-labelledby="guide-author-posts" className="mt-10">
        <h2 id="guide-author-posts" className="mb-5 text-2xl font-bold text-brand-900 uppercase">
          {m.guide_author_articles_heading({ name: author.name })}
        </h2>
        {posts.length > 0 ? (
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {posts.map((post) => (
              <li key={post.id}>
                <GuideTeaserCard post={post} headingLevel={3} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-ink-muted">{m.guide_author_no_articles()}</p>
        )}
      </section>

      <GuidePagination list={{ author: author.slug }} page={pagination.page} pages={pagination.pages} />
    </div>
  )
}
