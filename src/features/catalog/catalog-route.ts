import * as v from 'valibot'
import { stringifySearch } from '~/lib/search-serialization'
import { m } from '~/paraglide/messages'
import type { CatalogSearch } from './catalog-search.schema'
import { keepCatalogKeys, sortOf } from './catalog-search.schema'
import { categoryPathSchema } from './catalog.functions'
import type { CatalogPageInput } from './catalog.functions'
import type { CatalogPage } from '~/shop-client/schemas/catalog.schema'
import type { ResultsRoute } from './components/ResultsLink'
import { canonicalUrl } from '~/app-shell/canonical'
import { catalogIndexing } from '~/features/seo/seo-head'

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
  // The URL leaves out the default half of a sort (`?sortField=price` is price high to low); the
  // shop API gets both halves, since its own default direction differs per field.
  const sort = sortOf(search)
  return {
    q: search.q,
    filters: search.filters,
    inStore: search.inStore,
    priceMin: search.priceMin,
    priceMax: search.priceMax,
    sortField: sort.field,
    sortType: sort.type,
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

/** The path of a results route, with its trailing slash. */
export function resultsPath(route: ResultsRoute): string {
  switch (route.kind) {
    case 'category':
      return `/${route.splat}/`
    case 'search':
      return '/search/'
    case 'outlet':
      return '/outlet/'
    case 'new':
      return '/neu/'
    case 'brand':
      return route.gender === undefined ? `/marken/${route.slug}/` : `/marken/${route.gender}/${route.slug}/`
  }
}

/**
 * What a results page's head needs, and nothing else: the loader's data travels in the HTML, so the
 * page's products stay in the query cache only, never twice.
 */
export interface ResultsHead {
  readonly title: string
  /**
   * Built by the server's render only; a navigation in the browser leaves it empty and the page
   * without a description tag (nothing there reads it), which keeps the texts off every page's
   * JavaScript: routes' loaders and heads are in the main chunk.
   */
  readonly description: string
  readonly canonical: string
  /** Filtered and free-text result pages are followed, not indexed (ADR 019). */
  readonly noindex: boolean
}

/**
 * The head of a results page: its title (with the page number after page 1), its canonical URL and
 * whether it is indexed (ADR 019); the root route renders the canonical link and its alternates.
 */
export function resultsHead(input: {
  hostName: string
  route: ResultsRoute
  search: Omit<CatalogSearch, 'priceType'>
  title: string
  description: string
  noindex?: boolean
}): ResultsHead {
  const kept = keepCatalogKeys({ search: { ...input.search }, next: (search) => search })
  // Which result URLs are canonical and which are followed but not indexed: ADR 019.
  const indexing = catalogIndexing(kept)
  return {
    title: withPageSuffix(input.title, input.search.page),
    description: input.description,
    canonical: canonicalUrl(
      input.hostName,
      resultsPath(input.route),
      stringifySearch({ ...indexing.canonicalSearch }),
    ),
    noindex: (input.noindex ?? false) || indexing.noindex,
  }
}

/** The head tags of a results page. */
export function resultsHeadTags(head: ResultsHead | undefined) {
  if (!head) return {}
  return {
    meta: [
      { title: head.title },
      ...(head.description ? [{ name: 'description', content: head.description }] : []),
      ...(head.noindex ? [{ name: 'robots', content: 'noindex, follow' }] : []),
    ],
  }
}

/** The heading of a category page: its own name, the last crumb. */
export function categoryHeading(page: CatalogPage): string {
  return page.breadcrumbs.at(-1)?.name ?? m.catalog_search_heading_all()
}
