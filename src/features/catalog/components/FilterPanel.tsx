import { useId, useState } from 'react'
import type { ComponentProps, ReactNode } from 'react'
import { usePublicConfig } from '~/config/public-config'
import { formatMoney } from '~/lib/format'
import { parsePriceInput } from '~/lib/price'
import { useHydrated } from '~/ui/use-hydrated'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import type { Filter, FilterName, FiltersResponse, FilterValue } from '~/shop-client/schemas/catalog.schema'
import { hasPendingChanges, isSingleValue } from '../filters.model'
import type { FilterGroupInput, PageLevelValue } from '../filters.model'
import type { CatalogFilters } from '../use-catalog-filters'

/** Lists longer than this show their first values and a "show all" button. */
const COLLAPSED_VALUES = 8

/** The facet groups of the panel: sorting has its own control above the results. */
const facetNames: readonly FilterName[] = [
  'GENERAL_Gender',
  'addition',
  'sports',
  'GENERAL_Brand',
  'GENERAL_Size',
  'GENERAL_Color',
]

export function toGroupInput(filter: Filter): FilterGroupInput {
  return {
    id: filter.f_id,
    name: filter.f_name,
    kind: filter.f_type,
    values: filter.data.map((value) => ({ token: value.fv_id, parent: value.parent })),
  }
}

/**
 * The filter panel (spec §4 "Filters"): ticks are pending until "apply"; the reducer enforces one
 * value for gender and radio filters, parent sports with their sub-sports, and blocks changes while
 * a submit runs.
 */
export function FilterPanel({
  filters: response,
  catalogFilters,
  pageLevel,
  onApplied,
}: {
  filters: FiltersResponse
  catalogFilters: CatalogFilters
  pageLevel: readonly PageLevelValue[]
  onApplied?: () => void
}) {
  const { state, dispatch, apply } = catalogFilters
  const order = response.view.left.filter((name) => facetNames.includes(name))
  const changed = hasPendingChanges(state)
  const headingId = useId()
  const hydrated = useHydrated()
  return (
    <form
      aria-labelledby={headingId}
      aria-busy={state.submitting}
      onSubmit={(event) => {
        event.preventDefault()
        void apply().then(() => onApplied?.())
      }}
      className="flex flex-col gap-5"
    >
      {/* Filtering needs JavaScript; reading and paging do not. */}
      <fieldset disabled={!hydrated || state.submitting} className="contents">
        {/* The panel's heading is the group's legend (a fieldset needs one; a legend may hold a
            heading), laid out as if the legend were not there. */}
        <legend className="contents">
          <h2 id={headingId} className="text-lg font-bold text-brand-900 uppercase">
            {m.catalog_filters()}
          </h2>
        </legend>
        {response.inStore && (
          <InStoreGroup
            inStore={response.inStore}
            checked={state.pending.inStore}
            onToggle={() => {
              dispatch({ type: 'toggleInStore' })
            }}
          />
        )}
        {order.map((name) => {
          const filter = response.data[name]
          return filter === undefined || filter.data.length === 0 ? null : (
            <FilterGroup
              key={name}
              filter={filter}
              selected={state.pending.byId[String(filter.f_id)] ?? []}
              onToggle={(token) => {
                dispatch({ type: 'toggle', group: toGroupInput(filter), token })
              }}
              onClear={() => {
                dispatch({ type: 'clearGroup', groupId: filter.f_id })
              }}
            />
          )
        })}
        <PriceFields
          range={response.price.range.mobile}
          min={state.pending.priceMin}
          max={state.pending.priceMax}
          onChange={(min, max) => {
            dispatch({ type: 'setPrice', min, max })
          }}
        />
      </fieldset>
      <div className="sticky bottom-0 flex flex-col gap-2 border-t border-line bg-surface py-3">
        {/* Always in the page, so screen readers announce the text when it appears. */}
        <p className="text-xs font-medium text-accent-600 empty:hidden" role="status">
          {changed ? m.catalog_filters_pending() : ''}
        </p>
        <button
          type="submit"
          disabled={!hydrated || !changed || state.submitting}
          className="min-h-11 rounded-pill bg-accent-500 px-5 font-bold text-brand-950 hover:bg-accent-600 hover:text-white disabled:cursor-not-allowed disabled:bg-surface-muted disabled:text-ink-muted"
        >
          {state.submitting ? m.catalog_filters_applying() : m.catalog_filters_apply()}
        </button>
        {changed && (
          <button
            type="button"
            onClick={() => {
              dispatch({ type: 'discard' })
            }}
            className="min-h-11 rounded-pill border border-line px-5 text-sm font-medium hover:border-brand-700"
          >
            {m.catalog_filters_discard()}
          </button>
        )}
        <button
          type="button"
          onClick={() => {
            dispatch({ type: 'clearAll', keep: pageLevel })
          }}
          className="min-h-11 text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
        >
          {m.catalog_filters_clear_all()}
        </button>
      </div>
    </form>
  )
}

function FilterGroup({
  filter,
  selected,
  onToggle,
  onClear,
}: {
  filter: Filter
  selected: readonly string[]
  onToggle: (token: string) => void
  onClear: () => void
}) {
  // Spec §4: gender, radio and dropdown filters hold one value, so they are radio groups, with
  // "all" as the way back to no selection.
  const single = isSingleValue(toGroupInput(filter))
  const radioName = useId()
  const [expanded, setExpanded] = useState(false)
  const listId = useId()
  const topLevel = filter.data.filter((value) => value.parent === undefined)
  const childrenOf = (token: string) => filter.data.filter((value) => value.parent === token)
  const collapsible = topLevel.length > COLLAPSED_VALUES
  // Selected values stay visible in a collapsed list.
  const shown =
    collapsible && !expanded
      ? topLevel.filter((value, index) => index < COLLAPSED_VALUES || selected.includes(value.fv_id))
      : topLevel
  return (
    <FacetGroup legend={filter.title}>
      <ul id={listId} className="space-y-0.5">
        {single && (
          <li>
            <label className={optionClass}>
              <input
                type="radio"
                name={radioName}
                checked={selected.length === 0}
                onChange={onClear}
                className="size-4.5 shrink-0 accent-brand-800"
              />
              <span className="flex-1">{m.catalog_filter_all()}</span>
            </label>
          </li>
        )}
        {shown.map((value) => (
          <li key={value.fv_id}>
            <FilterOption
              value={value}
              checked={selected.includes(value.fv_id)}
              onToggle={onToggle}
              radioName={single ? radioName : undefined}
            />
            {childrenOf(value.fv_id).length > 0 && (
              <ul className="ml-6 space-y-0.5">
                {childrenOf(value.fv_id).map((child) => (
                  <li key={child.fv_id}>
                    <FilterOption
                      value={child}
                      checked={selected.includes(child.fv_id)}
                      onToggle={onToggle}
                    />
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
      {collapsible && (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => {
            setExpanded((value) => !value)
          }}
          className="mt-1 min-h-9 text-sm font-medium text-brand-700 hover:underline"
        >
          {expanded ? m.catalog_filter_show_less() : m.catalog_filter_show_all({ count: topLevel.length })}
        </button>
      )}
    </FacetGroup>
  )
}

/**
 * "In my store" (omnichannel; only where the shopper has a store): the products with some size on
 * that store's shelves, counted like the other facets.
 */
function InStoreGroup({
  inStore,
  checked,
  onToggle,
}: {
  inStore: NonNullable<FiltersResponse['inStore']>
  checked: boolean
  onToggle: () => void
}) {
  return (
    <FacetGroup legend={m.catalog_in_store_legend()}>
      <FilterOption
        value={{ fv_id: '1', fv_name: m.catalog_in_store(), count: inStore.count }}
        detail={inStore.name}
        checked={checked}
        onToggle={onToggle}
      />
    </FacetGroup>
  )
}

/** One group of the panel: a fieldset under a rule, its legend styled as a heading. */
function FacetGroup({
  legend,
  children,
  ...rest
}: { legend: string; children: ReactNode } & ComponentProps<'fieldset'>) {
  return (
    <div className="border-t border-line pt-4">
      <fieldset {...rest}>
        <legend className="mb-2 text-sm font-bold tracking-wide text-brand-900 uppercase">{legend}</legend>
        {children}
      </fieldset>
    </div>
  )
}

const optionClass =
  'flex min-h-9 cursor-pointer items-center gap-2.5 rounded-sm px-1 text-sm hover:bg-surface-muted'

/**
 * One value: a checkbox, or a radio button of the group `radioName` for single-value filters;
 * `detail` is a second line under its name (the store of "in my store").
 */
function FilterOption({
  value,
  checked,
  onToggle,
  radioName,
  detail,
}: {
  value: Pick<FilterValue, 'fv_id' | 'fv_name' | 'count' | 'hex'>
  checked: boolean
  onToggle: (token: string) => void
  radioName?: string | undefined
  detail?: string
}) {
  const name = detail === undefined ? value.fv_name : `${value.fv_name} (${detail})`
  return (
    <label className={optionClass}>
      <input
        type={radioName === undefined ? 'checkbox' : 'radio'}
        name={radioName}
        // One phrase, "38, 253 Artikel": the label's flex items would each add a space to the name.
        aria-label={`${name}, ${m.catalog_filter_count({ count: value.count })}`}
        checked={checked}
        onChange={() => {
          onToggle(value.fv_id)
        }}
        className="size-4.5 shrink-0 accent-brand-800"
      />
      {value.hex !== undefined && (
        <span
          aria-hidden="true"
          className="size-4 shrink-0 rounded-full border border-line"
          style={{ backgroundColor: value.hex }}
        />
      )}
      <span className="flex-1">
        {value.fv_name}
        {detail !== undefined && <span className="block text-xs text-ink-muted">{detail}</span>}
      </span>
      <span className="text-xs text-ink-muted">{m.catalog_filter_count({ count: value.count })}</span>
    </label>
  )
}

/** A price as the field shows it: de-AT decimal comma, empty for none. */
const priceText = (price: number | null) => (price === null ? '' : String(price).replace('.', ','))
const parsePriceText = (text: string) => (text.trim() === '' ? null : parsePriceInput(text))

/**
 * Price bounds in euros of the viewer's price type. What the shopper types is parsed as spec §5
 * says (comma or dot decimals, "1.234" is one thousand two hundred thirty-four).
 */
function PriceFields({
  range,
  min,
  max,
  onChange,
}: {
  range: { min: number; max: number }
  min: number | null
  max: number | null
  onChange: (min: number | null, max: number | null) => void
}) {
  const { CURRENCY } = usePublicConfig()
  const locale = getLocale()
  const id = useId()
  const [minText, setMinText] = useState(() => priceText(min))
  const [maxText, setMaxText] = useState(() => priceText(max))
  // The fields follow the pending price when it changes elsewhere ("clear all", "discard", a new
  // URL); while the shopper types, the text already stands for the pending value and stays. State
  // adjusted during render, as React recommends for values derived from changing props.
  const [shown, setShown] = useState({ min, max })
  if (shown.min !== min || shown.max !== max) {
    setShown({ min, max })
    if (parsePriceText(minText) !== min) setMinText(priceText(min))
    if (parsePriceText(maxText) !== max) setMaxText(priceText(max))
  }
  const parse = parsePriceText
  const minInvalid = minText.trim() !== '' && parse(minText) === null
  const maxInvalid = maxText.trim() !== '' && parse(maxText) === null
  const update = (nextMin: string, nextMax: string) => {
    const parsedMin = parse(nextMin)
    const parsedMax = parse(nextMax)
    if ((nextMin.trim() === '' || parsedMin !== null) && (nextMax.trim() === '' || parsedMax !== null))
      onChange(parsedMin, parsedMax)
  }
  const field =
    'h-11 w-full rounded-md border border-line bg-surface px-3 text-base aria-invalid:border-sale-600'
  return (
    <FacetGroup legend={m.catalog_price()} aria-describedby={`${id}-range`}>
      <p id={`${id}-range`} className="mb-2 text-xs text-ink-muted">
        {m.catalog_price_range({
          min: formatMoney(range.min, locale, CURRENCY),
          max: formatMoney(range.max, locale, CURRENCY),
        })}
      </p>
      <div className="grid grid-cols-2 gap-2">
        <div>
          <label htmlFor={`${id}-min`} className="mb-1 block text-xs font-medium">
            {m.catalog_price_min()}
          </label>
          <input
            id={`${id}-min`}
            // Text with a decimal keypad, not type="number": a price may be typed as "1.234,50".
            type="text"
            inputMode="decimal"
            autoComplete="off"
            placeholder={String(range.min)}
            value={minText}
            aria-invalid={minInvalid}
            aria-describedby={minInvalid ? `${id}-error` : undefined}
            onChange={(event) => {
              setMinText(event.target.value)
              update(event.target.value, maxText)
            }}
            className={field}
          />
        </div>
        <div>
          <label htmlFor={`${id}-max`} className="mb-1 block text-xs font-medium">
            {m.catalog_price_max()}
          </label>
          <input
            id={`${id}-max`}
            // Text with a decimal keypad, not type="number": a price may be typed as "1.234,50".
            type="text"
            inputMode="decimal"
            autoComplete="off"
            placeholder={String(range.max)}
            value={maxText}
            aria-invalid={maxInvalid}
            aria-describedby={maxInvalid ? `${id}-error` : undefined}
            onChange={(event) => {
              setMaxText(event.target.value)
              update(minText, event.target.value)
            }}
            className={field}
          />
        </div>
      </div>
      {(minInvalid || maxInvalid) && (
        <p id={`${id}-error`} className="mt-1 text-xs text-sale-600">
          {m.catalog_price_invalid()}
        </p>
      )}
    </FacetGroup>
  )
}
