import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import type { ComponentProps } from 'react'
import { pageWindow } from '~/features/catalog/components/Pagination'
import { m } from '~/paraglide/messages'
import { Trail, TrailCrumb, TrailCurrent } from '~/ui/Trail'
import { guideListingQuery } from '../content.queries'
import { GuideTeaserCard } from './GuideTeaserCard'

const pillClass =
  'inline-flex min-h-11 items-center rounded-pill border border-brand-700 px-4 font-semibold text-brand-700 transition-colors hover:bg-brand-50 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white'

/** The guide (/blog/ and /blog/{section}/): sections, a page of teasers and crawlable paging. */
export function GuideListView({ section, page }: { section: string | undefined; page: number }) {
  const { data } = useSuspenseQuery(guideListingQuery(section, page))
  const current = data.sections.find((entry) => entry.slug === section)
  const heading = current ? m.guide_section_heading({ section: current.name }) : m.guide_heading()
  return (
    <div className="page-container py-8">
      <Trail>
        {current ? (
          <>
            <TrailCrumb>
              <Link to="/blog/">{m.guide_heading()}</Link>
            </TrailCrumb>
            <TrailCurrent>{current.name}</TrailCurrent>
          </>
        ) : (
          <TrailCurrent>{m.guide_heading()}</TrailCurrent>
        )}
      </Trail>
      <h1 className="text-3xl font-bold text-brand-900 uppercase lg:text-4xl">{heading}</h1>
      <p className="mt-2 text-ink-muted">{m.guide_intro({ count: data.pagination.total })}</p>

      <nav aria-label={m.guide_sections_label()} className="mt-6">
        <ul className="flex flex-wrap gap-2">
          <li>
            <Link to="/blog/" className={pillClass} activeOptions={{ exact: true, includeSearch: false }}>
              {m.guide_all_sections()}
            </Link>
          </li>
          {data.sections.map((entry) => (
            <li key={entry.slug}>
              <Link
                to="/blog/$section/"
                params={{ section: entry.slug }}
                className={pillClass}
                activeOptions={{ includeSearch: false }}
              >
                {m.guide_section_count({ section: entry.name, count: entry.count })}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {data.posts.map((post) => (
          <li key={post.id}>
            <GuideTeaserCard post={post} />
          </li>
        ))}
      </ul>

      <GuidePagination
        list={section ? { section } : {}}
        page={data.pagination.page}
        pages={data.pagination.pages}
      />
    </div>
  )
}

/** Which list a page link belongs to: the whole guide, one section or one author's posts. */
export type GuideList = { readonly section?: string } | { readonly author: string }

export function GuidePagination({ list, page, pages }: { list: GuideList; page: number; pages: number }) {
  if (pages <= 1) return null
  const linkClass =
    'flex min-h-11 min-w-11 items-center justify-center rounded-md border border-line px-3 text-sm font-medium hover:border-brand-700 hover:text-brand-700 aria-[current=page]:border-brand-700 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white'
  return (
    <nav aria-label={m.catalog_pagination()} className="mt-10 flex flex-col items-center gap-3">
      <p className="text-sm text-ink-muted">{m.catalog_pagination_status({ page, pages })}</p>
      <ul className="flex flex-wrap items-center justify-center gap-1.5">
        {page > 1 && (
          <li>
            <PageLink
              list={list}
              toPage={page - 1}
              rel="prev"
              aria-label={m.catalog_pagination_previous()}
              className={linkClass}
            >
              <ChevronLeft aria-hidden="true" className="size-5" />
            </PageLink>
          </li>
        )}
        {pageWindow(page, pages).map((entry, index) =>
          entry === null ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-ink-muted">
              …
            </li>
          ) : (
            <li key={entry}>
              <PageLink
                list={list}
                toPage={entry}
                aria-label={m.catalog_pagination_page({ page: entry })}
                aria-current={entry === page ? 'page' : undefined}
                className={linkClass}
              >
                {entry}
              </PageLink>
            </li>
          ),
        )}
        {page < pages && (
          <li>
            <PageLink
              list={list}
              toPage={page + 1}
              rel="next"
              aria-label={m.catalog_pagination_next()}
              className={linkClass}
            >
              <ChevronRight aria-hidden="true" className="size-5" />
            </PageLink>
          </li>
        )}
      </ul>
    </nav>
  )
}

/** A link to one page of the list; page 1 has no `page` parameter, so it has one address. */
function PageLink({
  list,
  toPage,
  ...rest
}: { list: GuideList; toPage: number } & Omit<ComponentProps<'a'>, 'href'>) {
  const search = toPage === 1 ? {} : { page: toPage }
  if ('author' in list)
    return <Link to="/blog/autor/$slug/" params={{ slug: list.author }} search={search} {...rest} />
  return list.section ? (
    <Link to="/blog/$section/" params={{ section: list.section }} search={search} {...rest} />
  ) : (
    <Link to="/blog/" search={search} {...rest} />
  )
}
