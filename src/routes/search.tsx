import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { publicConfigQuery } from '~/config/public-config'
import {
  catalogSearchDefaults,
  catalogSearchSchema,
  keepCatalogKeys,
} from '~/features/catalog/catalog-search.schema'
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

/** Search results (spec §2 /search/, optional q), with the same filters as category pages. */
export const Route = createFileRoute('/search')({
  validateSearch: catalogSearchSchema,
  search: { middlewares: [keepCatalogKeys, stripSearchParams(catalogSearchDefaults)] },
  loaderDeps: catalogLoaderDeps,
  loader: async ({ context, deps }) => {
    const [, config] = await Promise.all([
      context.queryClient.query(catalogPageQuery(catalogPageInput('', deps))),
      context.queryClient.query(publicConfigQuery),
    ])
    return resultsHead({
      hostName: config.HOST_NAME,
      route: { kind: 'search' },
      search: deps,
      title: deps.q ? m.catalog_search_title({ q: deps.q }) : m.catalog_search_title_all(),
      description: import.meta.env.SSR
        ? m.catalog_category_description({ name: deps.q ?? m.catalog_search_heading_all() })
        : '',
    })
  },
  head: ({ loaderData }) => resultsHeadTags(loaderData),
  component: SearchPage,
})

function SearchPage() {
  const deps = Route.useLoaderDeps()
  const search = Route.useSearch()
  const { data } = useSuspenseQuery(catalogPageQuery(catalogPageInput('', deps)))
  const heading = search.q ? m.catalog_search_heading({ q: search.q }) : m.catalog_search_heading_all()
  return (
    <CatalogPageView
      route={{ kind: 'search' }}
      page={data}
      search={search}
      heading={heading}
      breadcrumbs={<LandingBreadcrumbs name={m.catalog_search_breadcrumb()} />}
    />
  )
}
