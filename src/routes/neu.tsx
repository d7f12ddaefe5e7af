import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { publicConfigQuery } from '~/config/public-config'
import {
  catalogSearchDefaults,
  catalogSearchSchema,
  keepCatalogKeys,
} from '~/features/catalog/catalog-search.schema'
import type { CatalogSearch } from '~/features/catalog/catalog-search.schema'
import {
  catalogLoaderDeps,
  catalogPageInput,
  resultsHead,
  resultsHeadTags,
} from '~/features/catalog/catalog-route'
import { catalogPageQuery } from '~/features/catalog/catalog.queries'
import { LandingBreadcrumbs } from '~/features/catalog/components/Breadcrumbs'
import { CatalogPageView } from '~/features/catalog/components/CatalogPageView'
import { m } from '~/paraglide/messages'
import { crumb, resultsSeo, withPageSeo } from '~/features/seo/page-seo'

/** The landing is its order: newest first, whatever else the URL asks for. */
const newArrivalsInput = (deps: Omit<CatalogSearch, 'priceType'>) => ({
  ...catalogPageInput('', deps),
  sortField: 'added_at' as const,
  sortType: 'desc' as const,
})

/** New arrivals (the menu's "Neu" entry): the whole assortment, newest first, filtered like any results page. */
export const Route = createFileRoute('/neu')({
  validateSearch: catalogSearchSchema,
  search: {
    // A sort in a shared URL would not change the page: it is left out.
    middlewares: [
      keepCatalogKeys,
      stripSearchParams(catalogSearchDefaults),
      stripSearchParams(['sortField', 'sortType']),
    ],
  },
  loaderDeps: catalogLoaderDeps,
  loader: async ({ context, deps }) => {
    const [page, config] = await Promise.all([
      context.queryClient.query(catalogPageQuery(newArrivalsInput(deps))),
      context.queryClient.query(publicConfigQuery),
    ])
    const head = resultsHead({
      hostName: config.HOST_NAME,
      route: { kind: 'new' },
      search: deps,
      title: m.catalog_new_title(),
      description: import.meta.env.SSR ? m.catalog_new_description() : '',
    })
    const name = m.catalog_new()
    return {
      ...head,
      seo: import.meta.env.SSR
        ? resultsSeo({ hostName: config.HOST_NAME, page, name, ...head, crumbs: [crumb(name, '/neu/')] })
        : undefined,
    }
  },
  head: ({ loaderData }) => withPageSeo(resultsHeadTags(loaderData), loaderData?.seo),
  component: NewArrivalsPage,
})

function NewArrivalsPage() {
  const deps = Route.useLoaderDeps()
  const search = Route.useSearch()
  const { data } = useSuspenseQuery(catalogPageQuery(newArrivalsInput(deps)))
  return (
    <CatalogPageView
      route={{ kind: 'new' }}
      page={data}
      search={search}
      heading={m.catalog_new()}
      breadcrumbs={<LandingBreadcrumbs name={m.catalog_new()} />}
      sortable={false}
    />
  )
}
