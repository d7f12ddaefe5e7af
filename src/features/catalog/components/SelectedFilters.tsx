import { X } from 'lucide-react'
import { usePublicConfig } from '~/config/public-config'
import { formatMoney } from '~/lib/format'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import { useHydrated } from '~/ui/use-hydrated'
import type { FiltersResponse, SelectedValue } from '~/shop-client/schemas/catalog.schema'
import type { PageLevelValue } from '../filters.model'
import type { CatalogFilters } from '../use-catalog-filters'
import { toGroupInput } from './FilterPanel'

/** The applied selection as removable chips; removing one applies at once. */
export function SelectedFilters({
  filters: response,
  catalogFilters,
  pageLevel,
}: {
  filters: FiltersResponse
  catalogFilters: CatalogFilters
  pageLevel: readonly PageLevelValue[]
}) {
  const { CURRENCY } = usePublicConfig()
  const locale = getLocale()
  const hydrated = useHydrated()
  const { saved } = catalogFilters.state
  const blocked = catalogFilters.state.submitting || !hydrated
  const seen = new Set<string>()
  const chips: SelectedValue[] = []
  for (const value of [...response.selected.top, ...response.selected.all]) {
    const key = `${value.f_id}-${value.fv_id}`
    if (seen.has(key) || !(saved.byId[String(value.f_id)] ?? []).includes(value.fv_id)) continue
    seen.add(key)
    chips.push(value)
  }
  const hasPrice = saved.priceMin !== null || saved.priceMax !== null
  // Only where the shop counted the shopper's store: without one, inStore=1 in a link changes nothing.
  const inStore = saved.inStore ? response.inStore : undefined
  if (chips.length === 0 && !hasPrice && !inStore) return null
  const range = response.price.range.mobile
  const chipClass =
    'flex min-h-9 items-center gap-1.5 rounded-pill border border-brand-700 bg-brand-50 px-3 text-sm font-medium text-brand-800 hover:bg-brand-100 disabled:opacity-60'
  const hasOwnSelection = chips.some(
    (chip) => !pageLevel.some((value) => value.filterId === chip.f_id && value.token === chip.fv_id),
  )
  return (
    <section aria-labelledby="selected-filters-heading" className="mb-4">
      <h2 id="selected-filters-heading" className="sr-only">
        {m.catalog_filters_selected()}
      </h2>
      <ul className="flex flex-wrap gap-2">
        {chips.map((chip) => (
          <li key={`${chip.f_id}-${chip.fv_id}`}>
            <button
              type="button"
              disabled={blocked}
              onClick={() => {
                const filter = response.data[chip.f_name]
                if (filter)
                  void catalogFilters.applyNow({
                    type: 'toggle',
                    group: toGroupInput(filter),
                    token: chip.fv_id,
                  })
              }}
              className={chipClass}
            >
              <span>{chip.fv_name}</span>
              <X aria-hidden="true" className="size-4" />
              <span className="sr-only">{m.catalog_filter_remove({ name: chip.fv_name })}</span>
            </button>
          </li>
        ))}
        {inStore && (
          <li>
            <button
              type="button"
              disabled={blocked}
              onClick={() => void catalogFilters.applyNow({ type: 'toggleInStore' })}
              className={chipClass}
            >
              <span>{m.catalog_in_store_chip({ store: inStore.name })}</span>
              <X aria-hidden="true" className="size-4" />
              <span className="sr-only">{m.catalog_filter_remove({ name: m.catalog_in_store() })}</span>
            </button>
          </li>
        )}
        {hasPrice && (
          <li>
            <button
              type="button"
              disabled={blocked}
              onClick={() => void catalogFilters.applyNow({ type: 'setPrice', min: null, max: null })}
              className={chipClass}
            >
              <span>
                {m.catalog_price_selected({
                  min: formatMoney(saved.priceMin ?? range.min, locale, CURRENCY),
                  max: formatMoney(saved.priceMax ?? range.max, locale, CURRENCY),
                })}
              </span>
              <X aria-hidden="true" className="size-4" />
              <span className="sr-only">{m.catalog_filter_remove({ name: m.catalog_price() })}</span>
            </button>
          </li>
        )}
        {(hasOwnSelection || hasPrice || inStore) && (
          <li>
            <button
              type="button"
              disabled={blocked}
              onClick={() => void catalogFilters.applyNow({ type: 'clearAll', keep: pageLevel })}
              className="min-h-9 px-2 text-sm font-medium text-brand-700 underline underline-offset-2"
            >
              {m.catalog_filters_clear_all()}
            </button>
          </li>
        )}
      </ul>
    </section>
  )
}
