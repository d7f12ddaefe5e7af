import { m } from '~/paraglide/messages'
import { useHydrated } from '~/ui/use-hydrated'
import type { FiltersResponse } from '~/shop-client/schemas/catalog.schema'
import type { Sort } from '../filters.model'
import type { CatalogFilters } from '../use-catalog-filters'

/** Spec §9 sort options, in the order the shop lists them. */
const sortOptions: readonly { sort: Sort; label: () => string }[] = [
  { sort: { field: 'sales_rank', type: 'desc' }, label: m.catalog_sort_favorite },
  { sort: { field: 'price', type: 'desc' }, label: m.catalog_sort_price_desc },
  { sort: { field: 'price', type: 'asc' }, label: m.catalog_sort_price_asc },
  { sort: { field: 'added_at', type: 'desc' }, label: m.catalog_sort_added },
]

/**
 * Sort buttons that apply at once. Spec §4: pressing the active sort again clears it, which is the
 * default (favourite) order.
 */
export function SortControl({
  sorting,
  filters,
}: {
  sorting: FiltersResponse['sorting']
  filters: CatalogFilters
}) {
  const hydrated = useHydrated()
  const active = (sort: Sort) => sort.field === sorting.field && sort.type === sorting.type
  return (
    <div role="group" aria-labelledby="sort-label" className="flex flex-wrap items-center gap-2">
      <span id="sort-label" className="text-sm font-medium text-ink-muted">
        {m.catalog_sort()}
      </span>
      {sortOptions.map(({ sort, label }) => (
        <button
          key={`${sort.field}-${sort.type}`}
          type="button"
          aria-pressed={active(sort)}
          disabled={!hydrated}
          onClick={() => void filters.applyNow({ type: 'toggleSort', sort })}
          className={`min-h-9 rounded-pill border px-3 text-sm font-medium ${
            active(sort)
              ? 'border-brand-800 bg-brand-800 text-white'
              : 'border-line bg-surface text-ink hover:border-brand-700 hover:text-brand-700'
          }`}
        >
          {label()}
        </button>
      ))}
    </div>
  )
}
