import { useRouterState } from '@tanstack/react-router'
import { SlidersHorizontal } from 'lucide-react'
import { Suspense, lazy, useEffect, useMemo, useState } from 'react'
import type { ReactNode } from 'react'
import { trackSearch, trackSelectItem, trackViewItemList } from '~/features/analytics/events'
import type { ProductList } from '~/features/analytics/events'
import { ProductCard } from '~/features/product/components/ProductCard'
import { m } from '~/paraglide/messages'
import { useHydrated } from '~/ui/use-hydrated'
import type { CatalogSearch } from '../catalog-search.schema'
import type { CatalogPage } from '~/shop-client/schemas/catalog.schema'
import type { PageLevelValue } from '../filters.model'
import { useCatalogFilters } from '../use-catalog-filters'
import { Breadcrumbs } from './Breadcrumbs'
import { CategoryTree } from './CategoryTree'
import { EmptyResults } from './EmptyResults'
import { FilterPanel } from './FilterPanel'
import { Pagination } from './Pagination'
import { RelaxedQueryNote } from './RelaxedQueryNote'
import type { ResultsRoute } from './ResultsLink'
import { SelectedFilters } from './SelectedFilters'
import { SortControl } from './SortControl'

const CatalogFilterDialog = lazy(() => import('./CatalogFilterDialog'))

/** The list id GA4 sees: the page's kind and path, stable across its filters and pages. */
function listIdOf(route: ResultsRoute, page: CatalogPage): string {
  if (route.kind === 'search') return 'search'
  return `${route.kind}:${page.query.path || '/'}`
}

/**
 * The list's `view_item_list` whenever its products change (a filter, a page), and on the search
 * page `search` and `view_search_results` once per phrase.
 */
function useCatalogAnalytics(page: CatalogPage, search: CatalogSearch, list: ProductList, offset: number) {
  const { products, pagination } = page
  useEffect(() => {
    trackViewItemList(list, products, offset)
  }, [list, products, offset])
  const phrase = search.q
  useEffect(() => {
    if (phrase) trackSearch(phrase, pagination.total)
    // Once per phrase: paging or filtering the same results is not a new search.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [phrase])
}

/** Products above the fold on a phone and a desktop load eagerly; the rest when scrolled to. */
const EAGER_IMAGES = 4

/**
 * A category, brand or search results page (route name srp): breadcrumbs, heading and count, the
 * category tree and filter panel (a dialog below desktop width), sort, products and pagination.
 */
export function CatalogPageView({
  page,
  search,
  heading,
  pageLevel: routePageLevel = [],
  route,
  breadcrumbs: ownBreadcrumbs,
  sortable = true,
}: {
  route: ResultsRoute
  /** The page's own trail, where the API's (category) trail does not fit, e.g. a brand page. */
  breadcrumbs?: ReactNode
  page: CatalogPage
  search: CatalogSearch
  heading: string
  /** Values the page implies beyond the API's own (`selected.top`), such as a brand page's brand. */
  pageLevel?: readonly PageLevelValue[]
  /** False where the order is the page itself (new arrivals, newest first): no sort buttons. */
  sortable?: boolean
}) {
  const pageLevel = usePageLevel(page, routePageLevel)
  const catalogFilters = useCatalogFilters(page, search, pageLevel, route)
  const [filtersOpen, setFiltersOpen] = useState(false)
  // The dialog is rendered (closed) from the first sign of intent, so its code is there by the tap.
  const [filterDialogWanted, setFilterDialogWanted] = useState(false)
  const wantFilterDialog = () => {
    setFilterDialogWanted(true)
  }
  const hydrated = useHydrated()
  const loading = useRouterState({ select: (state) => state.status === 'pending' })
  const { products, pagination, filters } = page
  const list = useMemo(() => ({ id: listIdOf(route, page), name: heading }), [route, page, heading])
  const listOffset = (pagination.page - 1) * pagination.perPage
  useCatalogAnalytics(page, search, list, listOffset)

  const hasFilters =
    search.filters !== undefined || search.priceMin !== undefined || search.priceMax !== undefined
  return (
    <div className="page-container py-5 lg:py-8">
      {ownBreadcrumbs ?? (page.breadcrumbs.length > 0 && <Breadcrumbs items={page.breadcrumbs} />)}
      <div className="mb-5 flex flex-wrap items-baseline gap-x-4 gap-y-1">
        <h1 className="min-w-0 text-2xl font-bold break-words hyphens-auto text-brand-900 uppercase md:text-3xl lg:text-4xl">
          {heading}
        </h1>
        <p className="text-ink-muted" aria-live="polite">
          {m.catalog_results_count({ count: pagination.total })}
        </p>
      </div>
      <div className="lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-10">
        <aside className="hidden lg:block">
          <CategoryTree tree={filters.categoryTree.tree} />
          <FilterPanel filters={filters} catalogFilters={catalogFilters} pageLevel={pageLevel} />
        </aside>
        <section aria-labelledby="results-heading" aria-busy={loading}>
          <h2 id="results-heading" className="sr-only">
            {m.catalog_results_count({ count: pagination.total })}
          </h2>
          <div className="mb-4 flex items-center justify-between gap-2 md:flex-wrap md:gap-3">
            <button
              type="button"
              disabled={!hydrated}
              aria-label={m.catalog_filters_open()}
              onPointerEnter={wantFilterDialog}
              onFocus={wantFilterDialog}
              onClick={() => {
                wantFilterDialog()
                setFiltersOpen(true)
              }}
              className="flex min-h-11 items-center gap-2 rounded-pill border border-brand-800 px-4 font-semibold text-brand-800 lg:hidden"
            >
              <SlidersHorizontal aria-hidden="true" className="size-5" />
              {/* The short word on a phone leaves the order select room in the same row; the name
                  keeps the whole phrase, which starts with the visible word. */}
              <span className="md:hidden">{m.catalog_filters_open_short()}</span>
              <span className="hidden md:inline">{m.catalog_filters_open()}</span>
            </button>
            {sortable && <SortControl sorting={filters.sorting} filters={catalogFilters} />}
          </div>
          <SelectedFilters filters={filters} catalogFilters={catalogFilters} pageLevel={pageLevel} />
          {page.relaxedQuery !== null && page.query.q !== '' && (
            <RelaxedQueryNote q={page.query.q} shown={page.relaxedQuery} />
          )}
          {/* Always in the page, so screen readers announce the text when it appears. */}
          <p role="status" className="sr-only">
            {loading ? m.catalog_loading() : ''}
          </p>
          {products.length === 0 ? (
            <EmptyResults
              route={route}
              q={search.q}
              hasFilters={hasFilters}
              roots={filters.categoryTree.tree}
              help={page.noResults}
            />
          ) : (
            // Not dimmed while loading: faded text falls below the contrast minimum. The progress bar at
            // the top of the page shows the wait instead.
            <ul className="grid grid-cols-2 gap-2 md:grid-cols-3 md:gap-4 xl:grid-cols-4">
              {products.map((product, index) => (
                <li key={product.id}>
                  <ProductCard
                    quickAdd
                    product={product}
                    eager={index < EAGER_IMAGES}
                    highPriority={index === 0}
                    onSelect={() => {
                      trackSelectItem(list, product, listOffset + index)
                    }}
                  />
                </li>
              ))}
            </ul>
          )}
          <Pagination page={pagination.page} pages={pagination.pages} route={route} search={search} />
        </section>
      </div>
      {filterDialogWanted ? (
        <Suspense fallback={null}>
          <CatalogFilterDialog
            isOpen={filtersOpen}
            onOpenChange={setFiltersOpen}
            filters={filters}
            catalogFilters={catalogFilters}
            pageLevel={pageLevel}
          />
        </Suspense>
      ) : null}
    </div>
  )
}

/** The page-level values: those the API reports (`selected.top`) and those the route adds. */
function usePageLevel(
  page: CatalogPage,
  routePageLevel: readonly PageLevelValue[],
): readonly PageLevelValue[] {
  const fromApi = page.filters.selected.top.map((value) => ({ filterId: value.f_id, token: value.fv_id }))
  const all = [...routePageLevel, ...fromApi]
  const unique = all.filter(
    (value, index) =>
      all.findIndex((other) => other.filterId === value.filterId && other.token === value.token) === index,
  )
  // Stable identity while the content is the same, so the filter state does not resync on renders.
  const key = JSON.stringify(unique)
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed on the content, not the array identity
  return useMemo(() => unique, [key])
}
