import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { parseRouteParams } from '~/app-shell/route-params'
import { publicConfigQuery } from '~/config/public-config'
import {
  catalogSearchDefaults,
  catalogSearchSchema,
  keepCatalogKeys,
} from '~/features/catalog/catalog-search.schema'
import {
  catalogLoaderDeps,
  catalogPageInput,
  categoryHeading,
  categoryParamsSchema,
  resultsHead,
  resultsHeadTags,
} from '~/features/catalog/catalog-route'
import { catalogPageQuery } from '~/features/catalog/catalog.queries'
import { CatalogPageView } from '~/features/catalog/components/CatalogPageView'
import { categoryCrumbs, resultsSeo, withPageSeo } from '~/features/seo/page-seo'
import { m } from '~/paraglide/messages'

/** Every path no other route claims is a category page (spec §2 "any other path": srp). */
export const Route = createFileRoute('/$')({
  validateSearch: catalogSearchSchema,
  search: { middlewares: [keepCatalogKeys, stripSearchParams(catalogSearchDefaults)] },
  loaderDeps: catalogLoaderDeps,
  beforeLoad: ({ params, location }) => ({
    categoryPath: parseRouteParams(categoryParamsSchema, params, location)._splat,
  }),
  loader: async ({ context, deps }) => {
    const [page, config] = await Promise.all([
      context.queryClient.query(catalogPageQuery(catalogPageInput(context.categoryPath, deps))),
      context.queryClient.query(publicConfigQuery),
    ])
    const name = categoryHeading(page)
    const head = resultsHead({
      hostName: config.HOST_NAME,
      route: { kind: 'category', splat: context.categoryPath },
      search: deps,
      title: m.catalog_category_title({ name }),
      description: import.meta.env.SSR ? m.catalog_category_description({ name }) : '',
    })
    return {
      ...head,
      seo: import.meta.env.SSR
        ? resultsSeo({ hostName: config.HOST_NAME, page, name, ...head, crumbs: categoryCrumbs(page) })
        : undefined,
    }
  },
  head: ({ loaderData }) => withPageSeo(resultsHeadTags(loaderData), loaderData?.seo),
  component: CategoryPage,
})

function CategoryPage() {
  const { categoryPath } = Route.useRouteContext()
  const deps = Route.useLoaderDeps()
  const search = Route.useSearch()
  const { data } = useSuspenseQuery(catalogPageQuery(catalogPageInput(categoryPath, deps)))
  return (
    <CatalogPageView
      route={{ kind: 'category', splat: categoryPath }}
      page={data}
      search={search}
      heading={categoryHeading(data)}
    />
  )
}
