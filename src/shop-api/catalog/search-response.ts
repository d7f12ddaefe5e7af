/**
 * Turns a catalogue search result into the spec §3 "Filters response". Pure, so that whichever engine
 * answers the search (the in-memory index; the SQL reference in tests) yields the same shape.
 */
import type { PriceType } from '../db/schema'
import { filterIds, formatFilters, selectedTokens } from './filter-encoding'
import type { AdditionValue } from './filter-encoding'
import { genderSysnames } from './product-summary'
import type { CategoryNode, Filter, FilterName, FilterValue, FiltersResponse } from './search.schema'
import type { CatalogFacets, CatalogSearchRequest, CatalogSearchResult, CatalogSort } from './search.service'
import type { GenderValue } from '../db/schema'
import { localName } from '../http/locale'
import type { ApiLocale } from '../http/locale'
import type { CategoryRecord, SportRecord, Taxonomy } from './taxonomy.service'

/** Spec §9 "Price role ranges": the price slider's bounds per price type, in euros. */
export const priceRoleRanges = {
  vk: { min: 4, max: 1200 },
  premium: { min: 4, max: 1080 },
  staff: { min: 8, max: 810 },
  pro: { min: 8, max: 891 },
} as const satisfies Record<PriceType, { min: number; max: number }>

/** Ids of the filters that are not facets of the `filters` parameter (our choice; spec §3 names none). */
const otherFilterIds = { price: 96, sorting: 97 } as const

const filterTitles: Record<ApiLocale, Record<FilterName, string>> = {
  'de-AT': {
    GENERAL_Brand: 'Marke',
    GENERAL_Color: 'Farbe',
    GENERAL_Gender: 'Geschlecht',
    GENERAL_Size: 'Größe',
    price: 'Preis',
    sorting: 'Sortierung',
    sports: 'Sportart',
    addition: 'Angebote',
  },
  en: {
    GENERAL_Brand: 'Brand',
    GENERAL_Color: 'Colour',
    GENERAL_Gender: 'Gender',
    GENERAL_Size: 'Size',
    price: 'Price',
    sorting: 'Sort by',
    sports: 'Sport',
    addition: 'Offers',
  },
}

/** Names of the addition filter's values. */
const additionNames: Record<ApiLocale, Record<AdditionValue, string>> = {
  'de-AT': { sale: 'Reduziert', outlet: 'Outlet' },
  en: { sale: 'On sale', outlet: 'Outlet' },
}

/** Names of the spec §3 gender values, as the departments are called. */
const genderNames: Record<ApiLocale, Record<GenderValue, string>> = {
  'de-AT': { 0: 'Unisex', 1: 'Damen', 2: 'Herren', 3: 'Kinder' },
  en: { 0: 'Unisex', 1: 'Women', 2: 'Men', 3: 'Kids' },
}

/** The order of the filter column (spec §3 `filters.view.left`). */
const leftOrder: readonly FilterName[] = [
  'sorting',
  'GENERAL_Gender',
  'addition',
  'sports',
  'GENERAL_Brand',
  'GENERAL_Size',
  'GENERAL_Color',
  'price',
]

/** Spec §9 sort options, "favorite" first. */
export const sortOptions: readonly {
  readonly sort: CatalogSort
  readonly names: Readonly<Record<ApiLocale, string>>
}[] = [
  { sort: { field: 'sales_rank', type: 'desc' }, names: { 'de-AT': 'Beliebtheit', en: 'Popularity' } },
  { sort: { field: 'price', type: 'desc' }, names: { 'de-AT': 'Preis absteigend', en: 'Price high to low' } },
  { sort: { field: 'price', type: 'asc' }, names: { 'de-AT': 'Preis aufsteigend', en: 'Price low to high' } },
  { sort: { field: 'added_at', type: 'desc' }, names: { 'de-AT': 'Neuheiten', en: 'Newest' } },
]

const filterIdOf = (name: FilterName): number =>
  name === 'price' || name === 'sorting' ? otherFilterIds[name] : filterIds[name]

function value(
  id: string,
  name: string,
  type: string,
  count: number,
  selected: boolean,
  extra: { hex?: string; parent?: string } = {},
): FilterValue {
  return {
    fv_id: id,
    fv_name: name,
    fv_name_mobile: name,
    hidden: count === 0,
    type,
    count,
    selected,
    ...extra,
  }
}

function filter(name: FilterName, type: Filter['f_type'], data: FilterValue[], locale: ApiLocale): Filter {
  return { f_id: filterIdOf(name), f_name: name, f_type: type, title: filterTitles[locale][name], data }
}

/** Sports shown: those with products or selected; sub-sports follow their parent. */
function visibleSports(
  taxonomy: Taxonomy<SportRecord>,
  counts: ReadonlyMap<number, number>,
  selected: ReadonlySet<number>,
): { sport: SportRecord; count: number; subs: { sport: SportRecord; count: number }[] }[] {
  const shown = (sport: SportRecord) => (counts.get(sport.id) ?? 0) > 0 || selected.has(sport.id)
  return (taxonomy.children.get(null) ?? []).filter(shown).map((sport) => ({
    sport,
    count: counts.get(sport.id) ?? 0,
    subs: (taxonomy.children.get(sport.id) ?? [])
      .filter(shown)
      .map((sub) => ({ sport: sub, count: counts.get(sub.id) ?? 0 })),
  }))
}

/**
 * The category column: roots with products, opened along the page's category down to its children;
 * without a category, the roots are opened one level. Empty branches are left out unless on the path.
 */
function categoryTree(
  taxonomy: Taxonomy<CategoryRecord>,
  counts: ReadonlyMap<number, number>,
  current: CategoryRecord | null,
  currentAncestry: readonly CategoryRecord[],
  locale: ApiLocale,
): CategoryNode[] {
  const onPath = new Set(currentAncestry.map((category) => category.id))
  const shown = (category: CategoryRecord) => (counts.get(category.id) ?? 0) > 0 || onPath.has(category.id)
  const build = (category: CategoryRecord, isRoot: boolean): CategoryNode => {
    const expand = onPath.has(category.id) || (current === null && isRoot)
    return {
      id: category.id,
      name: localName(category, locale),
      slug: category.slug,
      path: category.path,
      url: `/${category.path}/`,
      level: category.level,
      count: counts.get(category.id) ?? 0,
      selected: category.id === current?.id,
      active: onPath.has(category.id),
      children: expand
        ? (taxonomy.children.get(category.id) ?? []).filter(shown).map((child) => build(child, false))
        : [],
    }
  }
  return (taxonomy.children.get(null) ?? []).filter(shown).map((root) => build(root, true))
}

export interface FiltersResponseInput {
  readonly request: CatalogSearchRequest
  readonly result: CatalogSearchResult
  readonly facets: CatalogFacets
  readonly priceType: PriceType
  /** The language of the names (categories, filter groups and values, colours, sports). */
  readonly locale?: ApiLocale
}

/** One collator per locale for the whole process: making one is dearer than the sort it serves. */
const collators: Record<ApiLocale, Intl.Collator> = {
  'de-AT': new Intl.Collator('de-AT', { sensitivity: 'base', numeric: true }),
  en: new Intl.Collator('en', { sensitivity: 'base', numeric: true }),
}

/** Builds `data.filters` of the search page. */
export function buildFiltersResponse({
  request,
  result,
  facets,
  priceType,
  locale = 'de-AT',
}: FiltersResponseInput): FiltersResponse {
  const group = (name: FilterName, type: Filter['f_type'], values: FilterValue[]) =>
    filter(name, type, values, locale)
  const collator = collators[locale]
  const colors = facets.colors
    .map((color) => ({ ...color, name: localName(color, locale) }))
    .sort((a, b) => collator.compare(a.name, b.name))
  const selection = request.filters
  const selectedSports = new Set(selection.sportIds)
  const sports = visibleSports(result.sports, facets.sportCounts, selectedSports)
  const pageGender = result.category && result.category.gender !== 0 ? result.category.gender : null

  const data: FiltersResponse['data'] = {
    GENERAL_Brand: group(
      'GENERAL_Brand',
      'checkbox',
      facets.brands.map((brand) =>
        value(String(brand.id), brand.name, 'brand', brand.count, selection.brandIds.includes(brand.id)),
      ),
    ),
    GENERAL_Color: group(
      'GENERAL_Color',
      'checkbox',
      colors.map((color) =>
        value(String(color.id), color.name, 'color', color.count, selection.colorIds.includes(color.id), {
          hex: color.hex,
        }),
      ),
    ),
    // Spec §4: the gender filter allows one value at a time.
    GENERAL_Gender: group(
      'GENERAL_Gender',
      'radio',
      facets.genders.map((gender) =>
        value(
          String(gender.value),
          genderNames[locale][gender.value],
          'gender',
          gender.count,
          selection.genders.includes(gender.value) || gender.value === pageGender,
        ),
      ),
    ),
    GENERAL_Size: group(
      'GENERAL_Size',
      'checkbox',
      facets.sizes.map((size) =>
        value(size.token, size.label, 'size', size.count, selection.sizes.includes(size.token)),
      ),
    ),
    price: group('price', 'range', []),
    sorting: group(
      'sorting',
      'radio',
      sortOptions.map((option) =>
        value(
          `${option.sort.field}-${option.sort.type}`,
          option.names[locale],
          'sort',
          result.total,
          option.sort.field === request.sort.field && option.sort.type === request.sort.type,
        ),
      ),
    ),
    sports: group(
      'sports',
      'checkbox',
      sports.flatMap(({ sport, count, subs }) => [
        value(String(sport.id), localName(sport, locale), 'sport', count, selectedSports.has(sport.id)),
        ...subs.map((sub) =>
          value(
            String(sub.sport.id),
            localName(sub.sport, locale),
            'sub-sport',
            sub.count,
            selectedSports.has(sub.sport.id),
            {
              parent: String(sport.id),
            },
          ),
        ),
      ]),
    ),
    // Reduced first; the outlet value is left out on the outlet's own pages, where it is everything.
    addition: group(
      'addition',
      'checkbox',
      (['sale', 'outlet'] as const)
        .filter((addition) => addition !== 'outlet' || !request.outlet)
        .map((addition) =>
          value(
            addition,
            additionNames[locale][addition],
            'addition',
            facets.additions[addition],
            selection.additions.includes(addition),
          ),
        )
        .filter((entry) => entry.count > 0 || entry.selected),
    ),
  }
  // price is a range without values; it is shown whenever there is a price range to slide over.
  const left = leftOrder.filter((name) =>
    name === 'price' ? facets.price !== null : data[name].data.length > 0,
  )

  const byId: Record<string, string[]> = {}
  const all: FiltersResponse['selected']['all'] = []
  for (const name of [
    'GENERAL_Brand',
    'GENERAL_Color',
    'GENERAL_Gender',
    'GENERAL_Size',
    'sports',
    'addition',
  ] as const) {
    const tokens = selectedTokens(selection, name)
    if (tokens.length === 0) continue
    byId[String(filterIds[name])] = [...tokens]
    for (const token of tokens) {
      const listed = data[name].data.find((entry) => entry.fv_id === token)
      // A token that names nothing in the catalogue is echoed as is, so the shopper can remove it.
      all.push({ f_id: filterIds[name], f_name: name, fv_id: token, fv_name: listed?.fv_name ?? token })
    }
  }
  const top: FiltersResponse['selected']['top'] =
    pageGender === null
      ? []
      : [
          {
            f_id: filterIds.GENERAL_Gender,
            f_name: 'GENERAL_Gender',
            fv_id: String(pageGender),
            fv_name: genderNames[locale][pageGender],
          },
        ]
  const hasSelection = (name: FilterName) =>
    name === 'price'
      ? request.priceMin !== null || request.priceMax !== null
      : name === 'sorting'
        ? false
        : selectedTokens(selection, name).length > 0

  return {
    data,
    view: { left },
    selected: {
      byId,
      page: request.page,
      top,
      last: selection.order.at(-1) ?? null,
      all,
      price: { min: request.priceMin, max: request.priceMax },
      left: left.filter(hasSelection),
      encoded: formatFilters(selection),
    },
    price: {
      priceType,
      range: { ...priceRoleRanges, mobile: priceRoleRanges[priceType] },
      min: facets.price?.min ?? null,
      max: facets.price?.max ?? null,
    },
    categoryTree: {
      tree: categoryTree(
        result.categories,
        facets.categoryCounts,
        result.category,
        result.categoryAncestry,
        locale,
      ),
      genders: facets.genders.map((gender) => ({
        id: gender.value,
        name: genderNames[locale][gender.value],
        sysname: genderSysnames[gender.value],
        count: gender.count,
        selected: selection.genders.includes(gender.value) || gender.value === pageGender,
      })),
      lastLevel:
        result.category !== null && (result.categories.children.get(result.category.id) ?? []).length === 0,
      isGenderInRequest: selection.genders.length > 0 || pageGender !== null,
      outlet: request.outlet || (result.category?.isOutlet ?? false),
    },
    sports: sports.map(({ sport, count, subs }) => ({
      id: sport.id,
      name: localName(sport, locale),
      slug: sport.slug,
      count,
      selected: selectedSports.has(sport.id),
      pivot: subs.map((sub) => ({
        id: sub.sport.id,
        name: localName(sub.sport, locale),
        slug: sub.sport.slug,
        count: sub.count,
        selected: selectedSports.has(sub.sport.id),
      })),
    })),
    sorting: { field: request.sort.field, type: request.sort.type },
  }
}

/** Breadcrumbs of the search page: the category chain, or the search itself. */
export function searchBreadcrumbs(
  result: CatalogSearchResult,
  locale: ApiLocale = 'de-AT',
): { name: string; path: string }[] {
  if (result.categoryAncestry.length === 0)
    return [{ name: locale === 'en' ? 'Search' : 'Suche', path: '/search/' }]
  return result.categoryAncestry.map((category) => ({
    name: localName(category, locale),
    path: `/${category.path}/`,
  }))
}
