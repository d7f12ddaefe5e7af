import { SearchX } from 'lucide-react'
import { m } from '~/paraglide/messages'
import { CategoryLink } from './CategoryLink'
import { ResultsLink } from './ResultsLink'
import type { ResultsRoute } from './ResultsLink'
import type { NoResultsHelp } from '~/shop-client/schemas/catalog.schema'

/** The main departments, offered when the empty result has no categories of its own. */
const genderRoots = () => [
  { id: 1, url: '/damen/', name: m.home_gender_women() },
  { id: 2, url: '/herren/', name: m.home_gender_men() },
  { id: 3, url: '/kinder/', name: m.home_gender_kids() },
]

/**
 * No products: say why (the phrase or the filters), how to get results, and offer ways on — a
 * corrected phrase and popular searches when the phrase itself finds nothing (each shown with the
 * number of products it finds), removing the filters, or the main categories.
 */
export function EmptyResults({
  q,
  hasFilters,
  roots,
  route,
  help,
}: {
  route: ResultsRoute
  help: NoResultsHelp | null
  q: string | undefined
  hasFilters: boolean
  roots: readonly { readonly id: number; readonly url: string; readonly name: string }[]
}) {
  return (
    <div className="rounded-lg bg-surface-muted px-5 py-10 text-center">
      <SearchX aria-hidden="true" className="mx-auto mb-3 size-10 text-brand-700" />
      <h2 className="mb-2 text-2xl font-bold text-brand-900">{m.catalog_empty_heading()}</h2>
      {q !== undefined && <p className="mb-1">{m.catalog_empty_search({ q })}</p>}
      {hasFilters && <p className="mb-1">{m.catalog_empty_filters()}</p>}
      {help?.didYouMean && (
        <p className="mb-4 text-lg">
          {m.catalog_empty_did_you_mean()}{' '}
          <ResultsLink
            route={{ kind: 'search' }}
            search={{ q: help.didYouMean.q }}
            className="font-semibold text-brand-800 underline hover:text-brand-700"
          >
            {help.didYouMean.q}
          </ResultsLink>{' '}
          <span className="text-ink-muted">
            ({m.catalog_empty_result_count({ count: help.didYouMean.total })})
          </span>
        </p>
      )}
      <p className="mb-5 text-sm text-ink-muted">{m.catalog_empty_tips()}</p>
      {help && help.alternatives.length > 0 && (
        <nav aria-labelledby="empty-popular-heading" className="mb-6">
          <h3 id="empty-popular-heading" className="mb-2 text-lg font-semibold text-brand-900">
            {m.catalog_empty_popular()}
          </h3>
          <ul className="flex flex-wrap justify-center gap-2">
            {help.alternatives.map((alternative) => (
              <li key={alternative.phrase}>
                <ResultsLink
                  route={{ kind: 'search' }}
                  search={{ q: alternative.phrase }}
                  className="inline-flex min-h-11 items-center gap-2 rounded-pill border border-line bg-surface px-4 font-medium hover:border-brand-700 hover:text-brand-700"
                >
                  {alternative.phrase}
                  <span className="text-sm text-ink-muted">
                    ({m.catalog_empty_result_count({ count: alternative.count })})
                  </span>
                </ResultsLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {hasFilters && (
        <ResultsLink
          route={route}
          search={q === undefined ? {} : { q }}
          className="mb-6 inline-flex min-h-11 items-center rounded-pill bg-brand-800 px-5 font-semibold text-white hover:bg-brand-700"
        >
          {m.catalog_empty_reset()}
        </ResultsLink>
      )}
      {
        <nav aria-labelledby="empty-browse-heading">
          <h3 id="empty-browse-heading" className="mb-2 text-lg font-semibold text-brand-900">
            {m.catalog_empty_browse()}
          </h3>
          <ul className="flex flex-wrap justify-center gap-2">
            {(roots.length > 0 ? roots : genderRoots()).map((root) => (
              <li key={root.id}>
                <CategoryLink
                  url={root.url}
                  className="inline-flex min-h-11 items-center rounded-pill border border-line bg-surface px-4 font-medium hover:border-brand-700 hover:text-brand-700"
                >
                  {root.name}
                </CategoryLink>
              </li>
            ))}
          </ul>
        </nav>
      }
    </div>
  )
}
