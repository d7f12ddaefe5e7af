import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import * as v from 'valibot'
import { parseRouteParams } from '~/app-shell/route-params'
import { brandResultsQuery } from '~/features/catalog/brand-results.queries'
import { catalogSearchDefaults, catalogSearchSchema } from '~/features/catalog/catalog-search.schema'
import {
  canonicalHref,
  catalogLoaderDeps,
  catalogQueryOf,
  withPageSuffix,
} from '~/features/catalog/catalog-route'
import type { BrandResultsPage } from '~/features/catalog/brand-results.functions'
import { CatalogPageView } from '~/features/catalog/components/CatalogPageView'
import { m } from '~/paraglide/messages'

const brandParamsSchema = v.object({
  slug: v.pipe(v.string(), v.maxLength(100), v.regex(/^[a-z0-9][a-z0-9-]*$/)),
})

function brandHeading(page: BrandResultsPage, slug: string): string {
  if (page.brandName !== null) return page.brandName
  return slug === 'damen' ? m.brands_results_women() : m.brands_results_men()
}

/** A brand's products, or every brand's products for one gender (spec §2 /marken/herren|damen/). */
export const Route = createFileRoute('/marken/$slug')({
  validateSearch: catalogSearchSchema,
  search: { middlewares: [stripSearchParams(catalogSearchDefaults)] },
  loaderDeps: catalogLoaderDeps,
  beforeLoad: ({ params, location }) => ({
    slug: parseRouteParams(brandParamsSchema, params, location).slug,
  }),
  loader: ({ context, deps }) =>
    context.queryClient.query(brandResultsQuery({ slug: context.slug, search: catalogQueryOf(deps) })),
  head: ({ loaderData, match, params }) => {
    if (!loaderData) return {}
    const name = brandHeading(loaderData, params.slug)
    return {
      meta: [
        { title: withPageSuffix(m.catalog_category_title({ name }), match.search.page) },
        { name: 'description', content: m.catalog_category_description({ name }) },
      ],
      links: [{ rel: 'canonical', href: canonicalHref(match.pathname, match.search) }],
    }
  },
  component: BrandResultsRoute,
})

function BrandResultsRoute() {
  const { slug } = Route.useRouteContext()
  const deps = Route.useLoaderDeps()
  const search = Route.useSearch()
  const { data } = useSuspenseQuery(brandResultsQuery({ slug, search: catalogQueryOf(deps) }))
  return (
    <CatalogPageView
      route={{ kind: 'brand', slug }}
      page={data.results}
      search={search}
      heading={brandHeading(data, slug)}
      pageLevel={[data.pageLevel]}
      breadcrumbs={[
        { name: m.brands_heading(), path: '/marken/' },
        { name: brandHeading(data, slug), path: `/marken/${slug}/` },
      ]}
    />
  )
}
