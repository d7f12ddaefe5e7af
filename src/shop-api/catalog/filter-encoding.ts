/**
 * The `filters` URL parameter of the search page (spec §9 "URL parameters"): which facet values a
 * shopper selected, in a compact form that survives being shared as a link.
 *
 * Grammar (canonical form: groups by ascending filter id, values ascending and unique):
 *
 *     filters = group *("," group)        e.g. 83-12.14,89-40,89-42_5
 *     group   = filter-id "-" value *("." value)
 *     value   = 1*(a-z / 0-9 / "_")
 *
 * Filter ids are those of spec §3 (brand 83, color 91, gender 82, size 89) plus sports 95 and addition
 * 98 (our choices). Brand, colour and sport values are database ids, gender values the spec §3 numbers
 * (0–3), size values the size label as a token ({@link sizeToken}: "42.5" → `42_5`, "XL" → `xl`),
 * addition values the names in {@link additionValues}.
 */
import * as v from 'valibot'
import type { GenderValue } from '../db/schema'

export const filterIds = {
  GENERAL_Gender: 82,
  GENERAL_Brand: 83,
  GENERAL_Size: 89,
  GENERAL_Color: 91,
  sports: 95,
  addition: 98,
} as const

/**
 * Spec §3 filter `addition`, the shop's "more" filters: `sale`, the viewer's price below the
 * recommended retail price (the list's discount); `outlet`, products of the outlet.
 */
export const additionValues = ['outlet', 'sale'] as const
export type AdditionValue = (typeof additionValues)[number]
const isAdditionValue = (token: string): token is AdditionValue =>
  (additionValues as readonly string[]).includes(token)

export type FacetFilterName = keyof typeof filterIds

export interface FilterSelection {
  readonly brandIds: readonly number[]
  readonly colorIds: readonly number[]
  readonly genders: readonly GenderValue[]
  /** Size tokens (see {@link sizeToken}). */
  readonly sizes: readonly string[]
  readonly sportIds: readonly number[]
  /** Ascending, see {@link additionValues}. */
  readonly additions: readonly AdditionValue[]
  /** Filter names in the order the shopper's URL listed them; the last one is `selected.last`. */
  readonly order: readonly FacetFilterName[]
}

export const emptyFilterSelection: FilterSelection = {
  brandIds: [],
  colorIds: [],
  genders: [],
  sizes: [],
  sportIds: [],
  additions: [],
  order: [],
}

/** The token of a size label, stable and URL-safe: lower case, other characters runs become `_`. */
export function sizeToken(label: string): string {
  const token = label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
  return token === '' ? '_' : token
}

/** Limits that keep a hostile URL from producing huge queries. */
const MAX_GROUPS = 10
const MAX_VALUES_PER_GROUP = 50

const groupPattern = /^(\d{1,4})-([a-z0-9_]+(?:\.[a-z0-9_]+)*)$/
function isFacetFilterName(name: string): name is FacetFilterName {
  return Object.hasOwn(filterIds, name)
}

/** Facet filter names in ascending id order, the canonical order of the encoding. */
export const facetFilterNames: readonly FacetFilterName[] = Object.keys(filterIds)
  .filter(isFacetFilterName)
  .sort((a, b) => filterIds[a] - filterIds[b])

const filterNameById = new Map<number, FacetFilterName>(
  facetFilterNames.map((name) => [filterIds[name], name]),
)

const numericFilters = new Set<FacetFilterName>([
  'GENERAL_Brand',
  'GENERAL_Color',
  'sports',
  'GENERAL_Gender',
])

export type ParsedFilters =
  { readonly ok: true; readonly value: FilterSelection } | { readonly ok: false; readonly message: string }

/** Parses the `filters` parameter; an empty string selects nothing. */
export function parseFilters(encoded: string): ParsedFilters {
  if (encoded.trim() === '') return { ok: true, value: emptyFilterSelection }
  const groups = encoded.split(',')
  if (groups.length > MAX_GROUPS)
    return { ok: false, message: `At most ${MAX_GROUPS} filter groups are allowed` }
  const values = new Map<FacetFilterName, Set<string>>()
  const order: FacetFilterName[] = []
  for (const group of groups) {
    const match = groupPattern.exec(group)
    const id = match?.[1]
    const list = match?.[2]
    if (id === undefined || list === undefined)
      return {
        ok: false,
        message: `Malformed filter group "${group.slice(0, 40)}": expected {filterId}-{value}[.{value}…]`,
      }
    const name = filterNameById.get(Number(id))
    if (name === undefined) return { ok: false, message: `Unknown filter id ${id}` }
    const tokens = list.split('.')
    if (numericFilters.has(name) && tokens.some((token) => !/^\d{1,9}$/.test(token)))
      return { ok: false, message: `Filter ${id} takes numeric values` }
    if (name === 'addition' && !tokens.every(isAdditionValue))
      return { ok: false, message: `Filter ${id} takes the values ${additionValues.join(', ')}` }
    if (name === 'GENERAL_Gender' && tokens.some((token) => Number(token) > 3))
      return { ok: false, message: 'Gender values are 0 (unknown), 1 (female), 2 (male) and 3 (kinder)' }
    const set = values.get(name) ?? new Set<string>()
    for (const token of tokens) set.add(token)
    if (set.size > MAX_VALUES_PER_GROUP)
      return { ok: false, message: `At most ${MAX_VALUES_PER_GROUP} values per filter are allowed` }
    values.set(name, set)
    if (!order.includes(name)) order.push(name)
  }
  const numbers = (name: FacetFilterName) => [...(values.get(name) ?? [])].map(Number).sort((a, b) => a - b)
  return {
    ok: true,
    value: {
      brandIds: numbers('GENERAL_Brand'),
      colorIds: numbers('GENERAL_Color'),
      genders: numbers('GENERAL_Gender').filter(isGenderValue),
      sizes: [...(values.get('GENERAL_Size') ?? [])].sort(),
      sportIds: numbers('sports'),
      additions: [...(values.get('addition') ?? [])].filter(isAdditionValue).sort(),
      order,
    },
  }
}

function isGenderValue(value: number): value is GenderValue {
  return value === 0 || value === 1 || value === 2 || value === 3
}

/** The values a selection holds for one filter, as the tokens used in the URL. */
export function selectedTokens(selection: FilterSelection, name: FacetFilterName): readonly string[] {
  switch (name) {
    case 'GENERAL_Brand':
      return selection.brandIds.map(String)
    case 'GENERAL_Color':
      return selection.colorIds.map(String)
    case 'GENERAL_Gender':
      return selection.genders.map(String)
    case 'GENERAL_Size':
      return selection.sizes
    case 'sports':
      return selection.sportIds.map(String)
    case 'addition':
      return selection.additions
  }
}

/** The canonical encoding of a selection ('' when nothing is selected). */
export function formatFilters(selection: FilterSelection): string {
  return facetFilterNames
    .flatMap((name) => {
      const tokens = selectedTokens(selection, name)
      return tokens.length > 0 ? [`${filterIds[name]}-${tokens.join('.')}`] : []
    })
    .join(',')
}

/** valibot schema of the `filters` query parameter: a 422 names what is malformed. */
export const filtersParamSchema = v.pipe(
  v.string(),
  v.maxLength(2000, 'The filters parameter is too long'),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const parsed = parseFilters(dataset.value)
    if (!parsed.ok) {
      addIssue({ message: parsed.message })
      return NEVER
    }
    return parsed.value
  }),
)
