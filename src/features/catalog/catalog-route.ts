import * as v from 'valibot'
import { stringifySearch } from '~/lib/search-serialization'
import { m } from '~/paraglide/messages'
import type { CatalogSearch } from './catalog-search.schema'
import { categoryPathSchema } from './catalog.functions'
import type { CatalogPageInput } from './catalog.functions'
import type { CatalogPage } from './catalog.schema'

/** The catch-all route's params: the category path, slashes around it removed. */
export const categoryParamsSchema = v.object({
  _splat: v.pipe(
    v.optional(v.string(), ''),
    v.transform((splat) => splat.replace(/^\/+|\/+$/g, '')),
    categoryPathSchema,
  ),
})

/**
 * The loader's dependencies: the URL search without `priceType`, which never changes what is shown
 * (prices follow the viewer's role), so it must not split the cache either.
 */
export function catalogLoaderDeps({ search }: { search: CatalogSearch }): Omit<CatalogSearch, 'priceType'> {
  const deps = { ...search }
  delete deps.priceType
  return deps
}

/** The shop query of a results page's URL search (everything but the category path). */
export function catalogQueryOf(search: Omit<CatalogSearch, 'priceType'>): Omit<CatalogPageInput, 'path'> {
  return {
    q: search.q,
    filters: search.filters,
    priceMin: search.priceMin,
    priceMax: search.priceMax,
    sortField: search.sortField,
    sortType: search.sortType,
    page: search.page,
  }
}

/** What a category or search page asks the shop for. */
export function catalogPageInput(path: string, search: Omit<CatalogSearch, 'priceType'>): CatalogPageInput {
  return { path, ...catalogQueryOf(search) }
}

/** "…, Seite 2" for every page after the first, so paged titles stay distinct. */
export function withPageSuffix(title: string, page: number | undefined): string {
  return page !== undefined && page > 1 ? `${title} – ${m.catalog_page_suffix({ page })}` : title
}

/**
 * The canonical address of a results page: its path and canonical query, without `priceType`, which
 * changes nothing on the page.
 */
export function canonicalHref(pathname: string, search: CatalogSearch): string {
  const shown = { ...search }
  delete shown.priceType
  return `${pathname}${stringifySearch({ ...shown })}`
}

/** The heading of a category page: its own name, the last crumb. */
export function categoryHeading(page: CatalogPage): string {
  return page.breadcrumbs.at(-1)?.name ?? m.catalog_search_heading_all()
}
