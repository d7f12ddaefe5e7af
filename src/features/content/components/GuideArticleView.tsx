import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { ProductCard } from '~/features/product/components/ProductCard'
import { m } from '~/paraglide/messages'
import { Trail, TrailCrumb, TrailCurrent } from '~/ui/Trail'
import { guideArticleQuery } from '../content.queries'
import { GuideTeaserCard, PostMeta } from './GuideTeaserCard'
import { RichText } from './RichText'

/** One guide article: hero, byline, body, the products of its sport and related articles. */
export function GuideArticleView({ slug }: { slug: string }) {
  const { data } = useSuspenseQuery(guideArticleQuery(slug))
  const { article, related, products } = data
  return (
    <div className="page-container py-8">
      <Trail>
        <TrailCrumb>
          <Link to="/blog/">{m.guide_heading()}</Link>
        </TrailCrumb>
        <TrailCrumb>
          <Link to="/blog/$section/" params={{ section: article.section }}>
            {article.sectionName}
          </Link>
        </TrailCrumb>
        <TrailCurrent>{article.title}</TrailCurrent>
      </Trail>
      <article className="mx-auto flex max-w-3xl flex-col gap-6">
        <header className="flex flex-col gap-3">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
            {article.sectionName}
          </p>
          <h1 className="text-3xl font-bold text-brand-900 lg:text-4xl">{article.title}</h1>
          <p className="text-lg text-ink-muted">{article.teaser}</p>
          <div className="flex flex-wrap items-center gap-x-3 text-sm">
            {article.authorSlug ? (
              <p>
                {m.guide_byline_by()}{' '}
                <Link
                  to="/blog/autor/$slug/"
                  params={{ slug: article.authorSlug }}
                  rel="author"
                  className="font-semibold text-brand-700 underline"
                >
                  {article.author}
                </Link>
              </p>
            ) : (
              <p>{m.guide_byline({ author: article.author })}</p>
            )}
            <PostMeta post={article} />
          </div>
        </header>
        <img
          src={article.image}
          alt=""
          width={1200}
          height={675}
          fetchPriority="high"
          decoding="async"
          className="aspect-video w-full rounded-lg object-cover"
        />
        <RichText blocks={article.body} />
      </article>

      {products.length > 0 && article.sport ? (
        <section aria-labelledby="guide-products" className="mt-14">
          <div className="mb-5 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-2">
            <h2 id="guide-products" className="text-2xl font-bold text-brand-900 uppercase">
              {m.guide_products_heading()}
            </h2>
            <Link
              to="/search/"
              search={{ filters: `95-${article.sport.id}` }}
              className="font-semibold text-brand-700 underline"
            >
              {m.guide_products_all({ sport: article.sport.name })}
            </Link>
          </div>
          <ul className="grid grid-cols-2 gap-3 md:grid-cols-4">
            {products.map((product) => (
              <li key={product.id}>
                <ProductCard product={product} quickAdd />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {related.length > 0 ? (
        <section aria-labelledby="guide-related" className="mt-14">
          <h2 id="guide-related" className="mb-5 text-2xl font-bold text-brand-900 uppercase">
            {m.guide_related_heading()}
          </h2>
          <ul className="grid gap-5 md:grid-cols-3">
            {related.map((post) => (
              <li key={post.id}>
                <GuideTeaserCard post={post} headingLevel={3} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  )
}
