/**
 * Search params of the catalogue pages: the category route, `/search/` and `/marken/{slug}/`
 * (`validateSearch`). A shared or hand-edited URL must never break a page, so every invalid value
 * is dropped instead of failing validation, and unknown keys are dropped too.
 *
 * Canonical encoding of the catalogue URL (spec §2, §9 "URL parameters"):
 *
 * - Key order: `q`, `filters`, `inStore`, `priceMin`, `priceMax`, `priceType`, `sortField`, `sortType`,
 *   `page`
 *   (written by the router's stringifySearch, `~/lib/search-serialization`).
 * - `q`: the search phrase, trimmed, whitespace runs collapsed to one space, at most 50 characters;
 *   the phrase keeps its commas; in the URL every value is form-encoded as URLSearchParams writes it
 *   (spaces as `+`, commas as `%2C`: `?q=Lauf+schuhe%2C+rot`), because the server normalizes each
 *   request's query that way before comparing it with the canonical URL.
 * - `filters`: `{filterId}-{value}[.{value}…]` groups joined by `,`, e.g. `83-12.14,89-40,89-42_5`
 *   becomes `83-12.14,89-40.42_5`. Groups by ascending filter id, one group per filter, values
 *   unique and ascending (numerically for gender 82, brand 83, colour 91 and sports 95, whose values
 *   are whole numbers written without leading zeros; by character code for size 89, whose values
 *   are lower-case size tokens of `a-z`, `0-9` and `_`, "42.5" → `42_5`). Gender values are 0–3.
 *   Malformed groups and values and unknown filter ids are dropped; at most 50 values per filter.
 * - `inStore`: `1` for "in my store" (omnichannel only): products with some size on the shelves of the
 *   shopper's own store (the cookie's or the account's, never one named in the URL, so a shared link
 *   means the recipient's store). Left out otherwise; without a store of their own it changes nothing.
 * - `priceMin`, `priceMax`: euros, written plainly (`12.5`); spec §5 parsing on the way in (comma or
 *   dot decimals, dot-thousands). Left out when equal to the role's range bound.
 * - `priceType`: `vk` | `premium` | `staff` | `pro`. Accepted only so that old shared URLs keep
 *   working; prices always follow the signed-in customer's role, never this value.
 * - `sortField`: `sales_rank` | `price` | `added_at`; `sortType`: `asc` | `desc`. Each is left out
 *   when it equals the default (favourite: `sales_rank` `desc`).
 * - `page`: whole number 1–1000, left out when 1.
 */
import * as v from 'valibot'
import { parsePriceInput, priceTypes } from '~/lib/price'
import type { PriceType } from '~/lib/price'
import { normalizeSearchPhrase } from '~/lib/search-serialization'
import { catalogSortFields, catalogSortTypes } from '~/shop-client/schemas/catalog.schema'
import type { CatalogQuery, CatalogSortField, CatalogSortType } from '~/shop-client/schemas/catalog.schema'

/** Filter ids of spec §3 (gender 82, brand 83, size 89, colour 91) plus sports 95 and addition 98. */
export const catalogFilterIds = {
  gender: 82,
  brand: 83,
  size: 89,
  color: 91,
  sports: 95,
  addition: 98,
} as const

/** The addition filter's values (on sale, outlet): any other word would make the shop refuse the list. */
const additionValues = new Set(['outlet', 'sale'])
export type CatalogFilterId = (typeof catalogFilterIds)[keyof typeof catalogFilterIds]

const knownFilterIds = new Set<number>(Object.values(catalogFilterIds))
const numericFilterIds = new Set<number>([
  catalogFilterIds.gender,
  catalogFilterIds.brand,
  catalogFilterIds.color,
  catalogFilterIds.sports,
])

export const sortFields = catalogSortFields
export type SortField = CatalogSortField
export const sortTypes = catalogSortTypes
export type SortType = CatalogSortType

/** Spec §9: the deepest page the shop API serves. */
export const MAX_PAGE = 1000
/** The shop API refuses more values per filter and longer parameters: the URL never carries them. */
export const MAX_VALUES_PER_FILTER = 50
export const MAX_FILTERS_PARAM_LENGTH = 2000

/** The catalogue URL's search params: the search endpoint's query, plus `priceType` of old links. */
export interface CatalogSearch extends CatalogQuery {
  /** Kept for old shared URLs only: never used to price anything. */
  priceType?: PriceType
}

/**
 * Values the URL leaves out, for the routes' `search.middlewares: [stripSearchParams(...)]`: a link
 * built with `page: 1` or the favourite sort gets the same URL as one without them.
 */
export const catalogSearchDefaults = {
  page: 1,
  sortField: 'sales_rank',
  sortType: 'desc',
} as const satisfies CatalogSearch

const valuePattern = /^[a-z0-9_]+$/
const numericValuePattern = /^\d{1,9}$/

/** The canonical form of one value of a filter, or null when the filter cannot hold it. */
function canonicalToken(filterId: number, raw: string): string | null {
  const token = raw.toLowerCase()
  if (!valuePattern.test(token)) return null
  if (filterId === catalogFilterIds.addition) return additionValues.has(token) ? token : null
  if (!numericFilterIds.has(filterId)) return token
  if (!numericValuePattern.test(token)) return null
  const value = Number(token)
  if (filterId === catalogFilterIds.gender && value > 3) return null
  return String(value)
}

function compareTokens(filterId: number, a: string, b: string): number {
  if (numericFilterIds.has(filterId)) return Number(a) - Number(b)
  return a < b ? -1 : a > b ? 1 : 0
}

/**
 * The canonical list of a filter's values: valid ones only, unique, ascending, at most
 * {@link MAX_VALUES_PER_FILTER}. Empty for an unknown filter id.
 */
export function canonicalFilterTokens(filterId: number, tokens: readonly string[]): string[] {
  if (!knownFilterIds.has(filterId)) return []
  const unique = new Set<string>()
  for (const raw of tokens) {
    const token = canonicalToken(filterId, raw)
    if (token !== null) unique.add(token)
  }
  return [...unique].sort((a, b) => compareTokens(filterId, a, b)).slice(0, MAX_VALUES_PER_FILTER)
}

const groupPattern = /^(\d{1,4})-(.+)$/

/**
 * Reads a `filters` parameter leniently: malformed groups and values and unknown filter ids are
 * dropped. Keys are filter ids as strings, values canonical (sorted, unique).
 */
export function parseFilterParam(encoded: string): Record<string, string[]> {
  if (encoded.length > MAX_FILTERS_PARAM_LENGTH) return {}
  const collected = new Map<number, string[]>()
  for (const group of encoded.split(',')) {
    const match = groupPattern.exec(group.trim())
    const id = match?.[1]
    const list = match?.[2]
    if (id === undefined || list === undefined) continue
    const filterId = Number(id)
    collected.set(filterId, [...(collected.get(filterId) ?? []), ...list.split('.')])
  }
  const byId: Record<string, string[]> = {}
  for (const [filterId, tokens] of collected) {
    const canonical = canonicalFilterTokens(filterId, tokens)
    if (canonical.length > 0) byId[String(filterId)] = canonical
  }
  return byId
}

/** The canonical `filters` parameter of a selection ('' when nothing valid is selected). */
export function formatFilterParam(byId: Readonly<Record<string, readonly string[]>>): string {
  // Keys such as "83" and "083" name the same filter: merged by number, not by spelling.
  const byFilterId = new Map<number, string[]>()
  for (const [key, tokens] of Object.entries(byId)) {
    if (!/^\d{1,4}$/.test(key)) continue
    const filterId = Number(key)
    byFilterId.set(filterId, [...(byFilterId.get(filterId) ?? []), ...tokens])
  }
  return [...byFilterId]
    .sort(([a], [b]) => a - b)
    .flatMap(([filterId, tokens]) => {
      const canonical = canonicalFilterTokens(filterId, tokens)
      return canonical.length > 0 ? [`${filterId}-${canonical.join('.')}`] : []
    })
    .join(',')
}

/** Shows what was refused without letting a hostile value flood the log. */
function describeValue(value: string | number): string {
  return JSON.stringify(typeof value === 'string' ? value.slice(0, 40) : value)
}

/** Spec §5: a non-numeric price bound is logged and ignored. */
function toPriceBound(parameter: 'priceMin' | 'priceMax', raw: string | number): number | undefined {
  if (raw === '') return undefined
  const amount = parsePriceInput(raw)
  if (amount === null) {
    console.error(`Ignored search parameter ${parameter}=${describeValue(raw)}: not a price`)
    return undefined
  }
  return amount
}

function toPage(raw: string | number): number | undefined {
  const page = typeof raw === 'number' ? raw : /^\d{1,4}$/.test(raw) ? Number(raw) : Number.NaN
  return Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : undefined
}

function toPhrase(raw: string | number): string | undefined {
  const phrase = normalizeSearchPhrase(String(raw))
  return phrase === '' ? undefined : phrase
}

function toFilters(raw: string): string | undefined {
  const canonical = formatFilterParam(parseFilterParam(raw))
  return canonical === '' ? undefined : canonical
}

const text = v.union([v.string(), v.number()])

/** Every key falls back to "absent": a bad value never fails the route. */
function lenient<TSchema extends v.GenericSchema>(schema: TSchema) {
  return v.fallback(v.optional(schema), undefined)
}

const entriesSchema = v.object({
  q: lenient(v.pipe(text, v.transform(toPhrase))),
  filters: lenient(v.pipe(v.string(), v.transform(toFilters))),
  inStore: lenient(v.pipe(text, v.transform(String), v.literal('1'))),
  priceMin: lenient(
    v.pipe(
      text,
      v.transform((raw) => toPriceBound('priceMin', raw)),
    ),
  ),
  priceMax: lenient(
    v.pipe(
      text,
      v.transform((raw) => toPriceBound('priceMax', raw)),
    ),
  ),
  priceType: lenient(v.picklist(priceTypes)),
  sortField: lenient(v.picklist(sortFields)),
  sortType: lenient(v.picklist(sortTypes)),
  page: lenient(v.pipe(text, v.transform(toPage))),
})

/**
 * Every key of the catalogue search, each undefined: the router spreads a route's validated search
 * over the raw URL values, so a dropped value must be an explicit undefined or the raw, invalid
 * string would show through (`?page=abc` would give `page: 'abc'`).
 */
export const emptyCatalogSearch: { readonly [Key in keyof Required<CatalogSearch>]: undefined } = {
  q: undefined,
  filters: undefined,
  inStore: undefined,
  priceMin: undefined,
  priceMax: undefined,
  priceType: undefined,
  sortField: undefined,
  sortType: undefined,
  page: undefined,
}

/** Spec §9: the four sort options; any other field/type pair falls back to the default. */
const sortOptions: readonly (readonly [SortField, SortType])[] = [
  ['sales_rank', 'desc'],
  ['price', 'desc'],
  ['price', 'asc'],
  ['added_at', 'desc'],
]

/**
 * Defaults become undefined, so equal pages compare and serialize equal; a sort outside spec §9 is
 * the default; price bounds given the wrong way round are swapped, as the filter panel does.
 */
function toCatalogSearch(entries: v.InferOutput<typeof entriesSchema>): CatalogSearch {
  const field = entries.sortField ?? catalogSearchDefaults.sortField
  const type = entries.sortType ?? catalogSearchDefaults.sortType
  const knownSort = sortOptions.some(
    ([optionField, optionType]) => optionField === field && optionType === type,
  )
  const swap =
    entries.priceMin !== undefined && entries.priceMax !== undefined && entries.priceMin > entries.priceMax
  return {
    ...emptyCatalogSearch,
    q: entries.q,
    filters: entries.filters,
    inStore: entries.inStore,
    priceMin: swap ? entries.priceMax : entries.priceMin,
    priceMax: swap ? entries.priceMin : entries.priceMax,
    priceType: entries.priceType,
    sortField: knownSort && field !== catalogSearchDefaults.sortField ? field : undefined,
    sortType: knownSort && type !== catalogSearchDefaults.sortType ? type : undefined,
    page: entries.page === catalogSearchDefaults.page ? undefined : entries.page,
  }
}

/** The keys a catalogue URL keeps; `priceType` is read for old links but never written back. */
const canonicalKeys = [
  'q',
  'filters',
  'inStore',
  'priceMin',
  'priceMax',
  'sortField',
  'sortType',
  'page',
] as const

/**
 * Search middleware of the catalogue routes: only the catalogue's own keys stay in the URL. Without
 * it, unknown keys (`?foo=bar`) and `priceType` would pass through the router untouched and one
 * selection would have many URLs (and fragment a CDN's cache).
 */
export function keepCatalogKeys({
  search,
  next,
}: {
  search: CatalogSearch
  next: (search: CatalogSearch) => CatalogSearch
}): CatalogSearch {
  const result = next(search)
  const kept: CatalogSearch = { ...emptyCatalogSearch }
  for (const key of canonicalKeys) Object.assign(kept, { [key]: result[key] })
  return kept
}

/** The sort a search stands for, both parts spelled out (the URL leaves out default parts). */
export function sortOf(search: CatalogSearch): { field: SortField; type: SortType } {
  return {
    field: search.sortField ?? catalogSearchDefaults.sortField,
    type: search.sortType ?? catalogSearchDefaults.sortType,
  }
}

/**
 * `validateSearch` of the catalogue routes; never fails. Its output holds every key of
 * {@link CatalogSearch}, undefined where the URL has no valid value.
 */
export const catalogSearchSchema = v.fallback(
  v.pipe(entriesSchema, v.transform(toCatalogSearch)),
  emptyCatalogSearch,
)

/** What the catalogue routes accept in typed links and navigations. */
export type CatalogSearchInput = v.InferInput<typeof catalogSearchSchema>
