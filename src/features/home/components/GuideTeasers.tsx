import { Link } from '@tanstack/react-router'
import { m } from '~/paraglide/messages'
import type { GuidePostTeaser } from '~/shop-client/schemas/home.schema'

/** The newest guide posts, linking to their articles and to the guide. */
export function GuideTeasers({ posts }: { posts: readonly GuidePostTeaser[] }) {
  if (posts.length === 0) return null
  return (
    <section aria-labelledby="home-guide" className="page-container py-10">
      <div className="mb-5 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-2">
        <h2 id="home-guide" className="text-2xl font-bold text-brand-900 uppercase">
          {m.home_guide_heading()}
        </h2>
        <Link to="/blog/" className="font-semibold text-brand-700 underline">
          {m.home_guide_all()}
        </Link>
      </div>
      <ul className="grid gap-4 md:grid-cols-3">
        {posts.map((post) => (
          <li key={post.id}>
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
              <div className="flex flex-col gap-2 p-4">
                <h3 className="text-lg font-bold text-brand-900">
                  <Link
                    to="/blog/article/$slug/"
                    params={{ slug: post.slug }}
                    className="after:absolute after:inset-0 after:content-[''] group-hover:underline"
                  >
                    {post.title}
                  </Link>
                </h3>
                <p className="line-clamp-3 text-sm text-ink-muted">{post.teaser}</p>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </section>
  )
}
