import { ChevronLeft, ChevronRight } from 'lucide-react'
import { m } from '~/paraglide/messages'
import type { CatalogSearch } from '../catalog-search.schema'
import { ResultsLink } from './ResultsLink'
import type { ResultsRoute } from './ResultsLink'

/** Page numbers around the current one, with the first and the last; null marks a gap. */
export function pageWindow(current: number, pages: number): (number | null)[] {
  const shown = new Set(
    [1, pages, current - 1, current, current + 1].filter((page) => page >= 1 && page <= pages),
  )
  const sorted = [...shown].sort((a, b) => a - b)
  const result: (number | null)[] = []
  for (const page of sorted) {
    const previous = result.at(-1)
    if (typeof previous === 'number' && page - previous > 1) result.push(null)
    result.push(page)
  }
  return result
}

/**
 * Crawlable pagination: real links with the page in the URL, so reading and paging work without
 * JavaScript and every page has its own address.
 */
export function Pagination({
  page,
  pages,
  route,
  search,
}: {
  page: number
  pages: number
  route: ResultsRoute
  search: CatalogSearch
}) {
  if (pages <= 1) return null
  const linkClass =
    'flex min-h-11 min-w-11 items-center justify-center rounded-md border border-line px-3 text-sm font-medium hover:border-brand-700 hover:text-brand-700'
  const searchOf = (target: number): CatalogSearch => {
    const next = { ...search }
    delete next.page
    return target === 1 ? next : { ...next, page: target }
  }
  return (
    <nav aria-label={m.catalog_pagination()} className="mt-10 flex flex-col items-center gap-3">
      <p className="text-sm text-ink-muted">{m.catalog_pagination_status({ page, pages })}</p>
      <ul className="flex flex-wrap items-center justify-center gap-1.5">
        {page > 1 && (
          <li>
            <ResultsLink
              route={route}
              search={searchOf(page - 1)}
              rel="prev"
              aria-label={m.catalog_pagination_previous()}
              className={linkClass}
            >
              <ChevronLeft aria-hidden="true" className="size-5" />
            </ResultsLink>
          </li>
        )}
        {pageWindow(page, pages).map((target, index) =>
          target === null ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-ink-muted">
              …
            </li>
          ) : (
            <li key={target}>
              {target === page ? (
                <span
                  aria-current="page"
                  className="flex min-h-11 min-w-11 items-center justify-center rounded-md bg-brand-800 px-3 text-sm font-bold text-white"
                >
                  <span className="sr-only">{m.catalog_pagination_page({ page: target })}</span>
                  <span aria-hidden="true">{target}</span>
                </span>
              ) : (
                <ResultsLink
                  route={route}
                  search={searchOf(target)}
                  aria-label={m.catalog_pagination_page({ page: target })}
                  className={linkClass}
                >
                  {target}
                </ResultsLink>
              )}
            </li>
          ),
        )}
        {page < pages && (
          <li>
            <ResultsLink
              route={route}
              search={searchOf(page + 1)}
              rel="next"
              aria-label={m.catalog_pagination_next()}
              className={linkClass}
            >
              <ChevronRight aria-hidden="true" className="size-5" />
            </ResultsLink>
          </li>
        )}
      </ul>
    </nav>
  )
}
