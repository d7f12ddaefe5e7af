/**
 * State of the filter panel of the catalogue pages (spec §4 "Filters"), for `useReducer`.
 *
 * The panel holds two selections: `saved`, what the URL shows, and `pending`, what the shopper has
 * ticked since. Nothing reaches the URL until the panel is applied (`submit`, then the navigation
 * built by {@link applyTarget}, then `submitted` or `failed`); a new URL arriving by any other way
 * (back button, a link) is fed in with `sync`.
 */
import type { PriceRange } from '~/lib/price'
import { parsePriceInput } from '~/lib/price'
import type { CatalogSearch } from './catalog-search.schema'
import {
  canonicalFilterTokens,
  catalogFilterIds,
  catalogSearchDefaults,
  emptyCatalogSearch,
  formatFilterParam,
  parseFilterParam,
} from './catalog-search.schema'

export type FilterKind = 'checkbox' | 'radio' | 'dropdown' | 'range'

export interface FilterGroupInput {
  readonly id: number
  readonly name: string
  readonly kind: FilterKind
  /** A value with `parent` is a sub-sport of the value whose token is `parent`. */
  readonly values: readonly { readonly token: string; readonly parent?: string | undefined }[]
}

export interface Sort {
  readonly field: 'sales_rank' | 'price' | 'added_at'
  readonly type: 'asc' | 'desc'
}

/** Spec §9: favourite, the sort a `null` sort stands for. */
export const defaultSort: Sort = {
  field: catalogSearchDefaults.sortField,
  type: catalogSearchDefaults.sortType,
}

export interface Selection {
  /** Selected tokens per filter id (as a string key), as in the `filters` parameter. */
  readonly byId: Readonly<Record<string, readonly string[]>>
  /** Euros. */
  readonly priceMin: number | null
  readonly priceMax: number | null
  /** null = default favorite */
  readonly sort: Sort | null
  /** "In my store" (omnichannel): only products on the shelves of the shopper's store. */
  readonly inStore: boolean
}

export interface FilterState {
  readonly saved: Selection
  readonly pending: Selection
  readonly submitting: boolean
}

/** A value implied by the page itself, such as the gender of /damen/… category paths. */
export interface PageLevelValue {
  readonly filterId: number
  readonly token: string
}

export type FilterAction =
  | { type: 'toggle'; group: FilterGroupInput; token: string }
  | { type: 'setPrice'; min: number | null; max: number | null }
  | { type: 'toggleSort'; sort: Sort }
  | { type: 'toggleInStore' }
  | { type: 'clearGroup'; groupId: number }
  /** `keep`: values that survive, typically the page-level ones, so "clear all" stays on the page. */
  | { type: 'clearAll'; keep?: readonly PageLevelValue[] }
  /** pending := saved */
  | { type: 'discard' }
  /** submitting := true */
  | { type: 'submit' }
  /** saved := pending, submitting := false */
  | { type: 'submitted' }
  /** submitting := false, pending kept */
  | { type: 'failed' }
  /** New URL state arrived: saved = pending = it, submitting false. */
  | { type: 'sync'; saved: Selection }

export const emptySelection: Selection = {
  byId: {},
  priceMin: null,
  priceMax: null,
  sort: null,
  inStore: false,
}

export function initFilterState(saved: Selection): FilterState {
  return { saved, pending: saved, submitting: false }
}

/** Spec §4: dropdown and radio filters and the gender filter hold one value at a time. */
export function isSingleValue(group: FilterGroupInput): boolean {
  return group.kind === 'radio' || group.kind === 'dropdown' || group.id === catalogFilterIds.gender
}

function withGroup(
  byId: Readonly<Record<string, readonly string[]>>,
  groupId: string,
  tokens: readonly string[],
): Readonly<Record<string, readonly string[]>> {
  const next: Record<string, readonly string[]> = {}
  for (const [key, value] of Object.entries(byId)) if (key !== groupId) next[key] = value
  if (tokens.length > 0) next[groupId] = tokens
  return next
}

/** The selection after the shopper clicks `token` of `group`. */
function toggleToken(selection: Selection, group: FilterGroupInput, token: string): Selection {
  const groupId = String(group.id)
  const current = selection.byId[groupId] ?? []
  const parentOf = new Map<string, string>()
  for (const value of group.values) if (value.parent !== undefined) parentOf.set(value.token, value.parent)
  let next: readonly string[]
  if (current.includes(token)) {
    // Spec §4: a parent sport goes with its sub-sports, and a parent left without any selected
    // sub-sport is deselected too.
    next = current.filter((selected) => selected !== token && parentOf.get(selected) !== token)
    const parent = parentOf.get(token)
    if (parent !== undefined && !next.some((selected) => parentOf.get(selected) === parent))
      next = next.filter((selected) => selected !== parent)
  } else if (isSingleValue(group)) {
    next = [token]
  } else {
    const parent = parentOf.get(token)
    next =
      parent === undefined || current.includes(parent) ? [...current, token] : [...current, parent, token]
  }
  return { ...selection, byId: withGroup(selection.byId, groupId, sortTokens(group.id, next)) }
}

/** Keeps lists in the canonical order so that equal selections look equal; unknown ids as given. */
function sortTokens(filterId: number, tokens: readonly string[]): readonly string[] {
  const canonical = canonicalFilterTokens(filterId, tokens)
  return canonical.length === tokens.length ? canonical : tokens
}

function sameSort(a: Sort | null, b: Sort | null): boolean {
  return a?.field === b?.field && a?.type === b?.type
}

/** The favourite sort is stored as null, so "favourite" and "no sort chosen" are one state. */
function normalizeSort(sort: Sort | null): Sort | null {
  return sort === null || sameSort(sort, defaultSort) ? null : sort
}

function toAmount(value: number | null): number | null {
  return value === null ? null : parsePriceInput(value)
}

export function filterReducer(state: FilterState, action: FilterAction): FilterState {
  // Spec §4: selection is blocked while submitting; only the outcome of the submit (or a new URL,
  // or closing the panel) gets through.
  if (
    state.submitting &&
    action.type !== 'submitted' &&
    action.type !== 'failed' &&
    action.type !== 'sync' &&
    action.type !== 'discard'
  )
    return state
  const { pending } = state
  switch (action.type) {
    case 'toggle':
      return { ...state, pending: toggleToken(pending, action.group, action.token) }
    case 'setPrice':
      return {
        ...state,
        pending: { ...pending, priceMin: toAmount(action.min), priceMax: toAmount(action.max) },
      }
    case 'toggleSort': {
      const sort = sameSort(pending.sort, action.sort) ? null : normalizeSort(action.sort)
      return { ...state, pending: { ...pending, sort } }
    }
    case 'toggleInStore':
      return { ...state, pending: { ...pending, inStore: !pending.inStore } }
    case 'clearGroup':
      return { ...state, pending: { ...pending, byId: withGroup(pending.byId, String(action.groupId), []) } }
    case 'clearAll': {
      // Sort is not a filter: "clear all" leaves the order of the list alone.
      let byId: Readonly<Record<string, readonly string[]>> = {}
      for (const kept of action.keep ?? []) {
        const key = String(kept.filterId)
        if (pending.byId[key]?.includes(kept.token))
          byId = withGroup(byId, key, sortTokens(kept.filterId, [...(byId[key] ?? []), kept.token]))
      }
      return { ...state, pending: { ...pending, byId, priceMin: null, priceMax: null, inStore: false } }
    }
    case 'discard':
      return { ...state, pending: state.saved }
    case 'submit':
      return { ...state, submitting: true }
    case 'submitted':
      return { saved: pending, pending, submitting: false }
    case 'failed':
      return { ...state, submitting: false }
    case 'sync':
      return initFilterState(action.saved)
  }
}

function sameTokens(a: readonly string[] | undefined, b: readonly string[] | undefined): boolean {
  const left = new Set(a ?? [])
  const right = new Set(b ?? [])
  return left.size === right.size && [...left].every((token) => right.has(token))
}

/** Equal selections: the same tokens per filter (order aside), price bounds and sort. */
export function selectionsEqual(a: Selection, b: Selection): boolean {
  const ids = new Set([...Object.keys(a.byId), ...Object.keys(b.byId)])
  return (
    [...ids].every((id) => sameTokens(a.byId[id], b.byId[id])) &&
    a.priceMin === b.priceMin &&
    a.priceMax === b.priceMax &&
    a.inStore === b.inStore &&
    sameSort(normalizeSort(a.sort), normalizeSort(b.sort))
  )
}

/**
 * The selection a control that applies at once (a sort button, a chip's remove button) leads to. It
 * acts on what the page shows, so ticks still pending in the panel are not applied with it
 * (spec §4: selections are pending until saved).
 */
export function immediateSelection(state: FilterState, action: FilterAction): Selection {
  return filterReducer({ ...state, pending: state.saved }, action).pending
}

/** Whether applying the panel would change anything (e.g. to enable its apply button). */
export function hasPendingChanges(state: FilterState): boolean {
  return !selectionsEqual(state.saved, state.pending)
}

/** The selection a catalogue URL shows (page-level values not included: see {@link withPageLevel}). */
export function selectionFromSearch(search: CatalogSearch): Selection {
  return {
    byId: parseFilterParam(search.filters ?? ''),
    priceMin: search.priceMin ?? null,
    priceMax: search.priceMax ?? null,
    sort: normalizeSort(
      search.sortField === undefined && search.sortType === undefined
        ? null
        : {
            field: search.sortField ?? defaultSort.field,
            type: search.sortType ?? defaultSort.type,
          },
    ),
    inStore: search.inStore === '1',
  }
}

/** A selection with the page-level values ticked, as the panel of a category page shows them. */
export function withPageLevel(selection: Selection, pageLevel: readonly PageLevelValue[]): Selection {
  let byId = selection.byId
  for (const { filterId, token } of pageLevel) {
    const key = String(filterId)
    const current = byId[key] ?? []
    if (!current.includes(token)) byId = withGroup(byId, key, sortTokens(filterId, [...current, token]))
  }
  return { ...selection, byId }
}

function withoutPageLevel(selection: Selection, pageLevel: readonly PageLevelValue[]): Selection {
  let byId = selection.byId
  for (const { filterId, token } of pageLevel) {
    const key = String(filterId)
    const current = byId[key]
    if (current?.includes(token))
      byId = withGroup(
        byId,
        key,
        current.filter((selected) => selected !== token),
      )
  }
  return { ...selection, byId }
}

interface PriceBounds {
  readonly min: number | undefined
  readonly max: number | undefined
}

/** Spec §4: a price bound is sent only when it differs from the role's range; min > max swaps. */
function priceBounds(min: number | null, max: number | null, roleRange: PriceRange): PriceBounds {
  const [low, high] = min !== null && max !== null && min > max ? [max, min] : [min, max]
  return {
    min: low === null || low === roleRange.min ? undefined : low,
    max: high === null || high === roleRange.max ? undefined : high,
  }
}

/**
 * The URL search of a selection, holding every key (undefined where the URL leaves it out) so it
 * can be used as a literal search or spread over the current one. `q` is carried over from
 * `previous`, `priceType` never written (the role decides prices), and the page kept only when
 * filters, price and sort are unchanged (spec §4: pagination resets when a saved filter changes).
 */
export function searchFromSelection(
  selection: Selection,
  options: { roleRange: PriceRange; previous: CatalogSearch },
): CatalogSearch {
  const { roleRange, previous } = options
  const filters = formatFilterParam(selection.byId)
  const price = priceBounds(selection.priceMin, selection.priceMax, roleRange)
  const sort = normalizeSort(selection.sort)
  const search: CatalogSearch = {
    ...emptyCatalogSearch,
    q: previous.q,
    filters: filters === '' ? undefined : filters,
    inStore: selection.inStore ? '1' : undefined,
    priceMin: price.min,
    priceMax: price.max,
    sortField: sort === null || sort.field === defaultSort.field ? undefined : sort.field,
    sortType: sort === null || sort.type === defaultSort.type ? undefined : sort.type,
  }

  const before = selectionFromSearch(previous)
  const previousPrice = priceBounds(before.priceMin, before.priceMax, roleRange)
  const unchanged =
    formatFilterParam(before.byId) === filters &&
    before.inStore === selection.inStore &&
    previousPrice.min === price.min &&
    previousPrice.max === price.max &&
    sameSort(before.sort, sort)
  return unchanged && previous.page !== catalogSearchDefaults.page
    ? { ...search, page: previous.page }
    : search
}

export const searchPathname = '/search/'

/**
 * Where applying the panel goes (spec §2): the current path, with the page-level values left out
 * of the URL because the path implies them; or, when the shopper unticked a page-level value (one
 * that `saved` holds and `pending` no longer does), `/search/` with everything still ticked.
 */
export function applyTarget(input: {
  pathname: string
  pageLevel: readonly PageLevelValue[]
  saved: Selection
  pending: Selection
  roleRange: PriceRange
  previous: CatalogSearch
}): { pathname: string; search: CatalogSearch } {
  const { pathname, pageLevel, saved, pending, roleRange, previous } = input
  const leavesPage = pageLevel.some(({ filterId, token }) => {
    const key = String(filterId)
    return (saved.byId[key]?.includes(token) ?? false) && !(pending.byId[key]?.includes(token) ?? false)
  })
  if (leavesPage) {
    // A new page starts at its first page, whatever page the category was on.
    const search = { ...searchFromSelection(pending, { roleRange, previous }), page: undefined }
    return { pathname: searchPathname, search }
  }
  return {
    pathname,
    search: searchFromSelection(withoutPageLevel(pending, pageLevel), { roleRange, previous }),
  }
}
