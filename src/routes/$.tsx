import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { parseRouteParams } from '~/app-shell/route-params'
import { catalogSearchDefaults, catalogSearchSchema } from '~/features/catalog/catalog-search.schema'
import {
  canonicalHref,
  catalogLoaderDeps,
  catalogPageInput,
  categoryHeading,
  categoryParamsSchema,
  withPageSuffix,
} from '~/features/catalog/catalog-route'
import { catalogPageQuery } from '~/features/catalog/catalog.queries'
import { CatalogPageView } from '~/features/catalog/components/CatalogPageView'
import { m } from '~/paraglide/messages'

/** Every path no other route claims is a category page (spec §2 "any other path": srp). */
export const Route = createFileRoute('/$')({
  validateSearch: catalogSearchSchema,
  search: { middlewares: [stripSearchParams(catalogSearchDefaults)] },
  loaderDeps: catalogLoaderDeps,
  beforeLoad: ({ params, location }) => ({
    categoryPath: parseRouteParams(categoryParamsSchema, params, location)._splat,
  }),
  loader: ({ context, deps }) =>
    context.queryClient.query(catalogPageQuery(catalogPageInput(context.categoryPath, deps))),
  head: ({ loaderData, match }) => {
    if (!loaderData) return {}
    const name = categoryHeading(loaderData)
    return {
      meta: [
        { title: withPageSuffix(m.catalog_category_title({ name }), match.search.page) },
        { name: 'description', content: m.catalog_category_description({ name }) },
      ],
      links: [{ rel: 'canonical', href: canonicalHref(match.pathname, match.search) }],
    }
  },
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
