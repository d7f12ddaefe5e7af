import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { catalogSearchDefaults, catalogSearchSchema } from '~/features/catalog/catalog-search.schema'
import {
  canonicalHref,
  catalogLoaderDeps,
  catalogPageInput,
  withPageSuffix,
} from '~/features/catalog/catalog-route'
import { catalogPageQuery } from '~/features/catalog/catalog.queries'
import { CatalogPageView } from '~/features/catalog/components/CatalogPageView'
import { m } from '~/paraglide/messages'

const outletInput = (deps: Parameters<typeof catalogPageInput>[1]) => ({
  ...catalogPageInput('', deps),
  outlet: true,
})

/** Every outlet product across departments (the menu's outlet entry), filtered like any results page. */
export const Route = createFileRoute('/outlet')({
  validateSearch: catalogSearchSchema,
  search: { middlewares: [stripSearchParams(catalogSearchDefaults)] },
  loaderDeps: catalogLoaderDeps,
  loader: ({ context, deps }) => context.queryClient.query(catalogPageQuery(outletInput(deps))),
  head: ({ match }) => ({
    meta: [
      { title: withPageSuffix(m.catalog_outlet_title(), match.search.page) },
      { name: 'description', content: m.catalog_outlet_description() },
    ],
    links: [{ rel: 'canonical', href: canonicalHref(match.pathname, match.search) }],
  }),
  component: OutletPage,
})

function OutletPage() {
  const deps = Route.useLoaderDeps()
  const search = Route.useSearch()
  const { data } = useSuspenseQuery(catalogPageQuery(outletInput(deps)))
  return (
    <CatalogPageView route={{ kind: 'outlet' }} page={data} search={search} heading={m.catalog_outlet()} />
  )
}
