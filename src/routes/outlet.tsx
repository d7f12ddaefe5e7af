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

const outletInput = (deps: Omit<CatalogSearch, 'priceType'>) => ({
  ...catalogPageInput('', deps),
  outlet: true,
})

/** Every outlet product across departments (the menu's outlet entry), filtered like any results page. */
export const Route = createFileRoute('/outlet')({
  validateSearch: catalogSearchSchema,
  search: { middlewares: [keepCatalogKeys, stripSearchParams(catalogSearchDefaults)] },
  loaderDeps: catalogLoaderDeps,
  loader: async ({ context, deps }) => {
    const [page, config] = await Promise.all([
      context.queryClient.query(catalogPageQuery(outletInput(deps))),
      context.queryClient.query(publicConfigQuery),
    ])
    const head = resultsHead({
      hostName: config.HOST_NAME,
      route: { kind: 'outlet' },
      search: deps,
      title: m.catalog_outlet_title(),
      description: import.meta.env.SSR ? m.catalog_outlet_description() : '',
    })
    const name = m.catalog_outlet()
    return {
      ...head,
      seo: import.meta.env.SSR
        ? resultsSeo({ hostName: config.HOST_NAME, page, name, ...head, crumbs: [crumb(name, '/outlet/')] })
        : undefined,
    }
  },
  head: ({ loaderData }) => withPageSeo(resultsHeadTags(loaderData), loaderData?.seo),
  component: OutletPage,
})

function OutletPage() {
  const deps = Route.useLoaderDeps()
  const search = Route.useSearch()
  const { data } = useSuspenseQuery(catalogPageQuery(outletInput(deps)))
  return (
    <CatalogPageView
      route={{ kind: 'outlet' }}
      page={data}
      search={search}
      heading={m.catalog_outlet()}
      breadcrumbs={<LandingBreadcrumbs name={m.catalog_outlet()} />}
    />
  )
}
