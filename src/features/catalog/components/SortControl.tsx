import { ArrowDownUp } from 'lucide-react'
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

const keyOf = (sort: Sort) => `${sort.field}-${sort.type}`

/**
 * The list's order, applied at once. From tablet width four buttons (spec §4: pressing the active
 * sort again clears it, which is the default, favourite order); on a phone one select beside the
 * filter button, because the four buttons took three rows above the first product there.
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
  const activeKey = keyOf(sorting)
  return (
    <>
      {/* The label is an icon for the eye (its words stay the select's name), so the select fits in
          the row of the filter button. */}
      <label className="flex max-w-60 min-w-0 flex-1 items-center gap-2 text-sm font-medium text-ink-muted md:hidden">
        <ArrowDownUp aria-hidden="true" className="size-5 shrink-0 text-brand-800" />
        <span className="sr-only">{m.catalog_sort()}</span>
        {/* Keyed on the shown order: the choice stays while the sorted page loads, and the select
            shows what the new page's data says once it is there (also after back and forward). */}
        <select
          key={activeKey}
          defaultValue={activeKey}
          disabled={!hydrated}
          onChange={(event) => {
            const chosen = sortOptions.find(({ sort }) => keyOf(sort) === event.target.value)
            if (chosen) void filters.applyNow({ type: 'toggleSort', sort: chosen.sort })
          }}
          className="min-h-11 w-full min-w-0 rounded-pill border border-brand-800 bg-surface px-3 text-sm font-semibold text-brand-800"
        >
          {sortOptions.map(({ sort, label }) => (
            <option key={keyOf(sort)} value={keyOf(sort)}>
              {label()}
            </option>
          ))}
        </select>
      </label>
      <div role="group" aria-labelledby="sort-label" className="hidden flex-wrap items-center gap-2 md:flex">
        <span id="sort-label" className="text-sm font-medium text-ink-muted">
          {m.catalog_sort()}
        </span>
        {sortOptions.map(({ sort, label }) => (
          <button
            key={keyOf(sort)}
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
    </>
  )
}
