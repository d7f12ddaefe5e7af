import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import * as v from 'valibot'
import { parseRouteParams } from '~/app-shell/route-params'
import { publicConfigQuery } from '~/config/public-config'
import { brandResultsQuery } from '~/features/catalog/brand-results.queries'
import type { BrandResultsPage } from '~/features/catalog/brand-results.functions'
import {
  catalogSearchDefaults,
  catalogSearchSchema,
  keepCatalogKeys,
} from '~/features/catalog/catalog-search.schema'
import {
  catalogLoaderDeps,
  catalogQueryOf,
  resultsHead,
  resultsHeadTags,
} from '~/features/catalog/catalog-route'
import { BrandBreadcrumbs } from '~/features/catalog/components/Breadcrumbs'
import { CatalogPageView } from '~/features/catalog/components/CatalogPageView'
import { brandCrumbs, resultsSeo, withPageSeo } from '~/features/seo/page-seo'
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
  search: { middlewares: [keepCatalogKeys, stripSearchParams(catalogSearchDefaults)] },
  loaderDeps: catalogLoaderDeps,
  beforeLoad: ({ params, location }) => ({
    slug: parseRouteParams(brandParamsSchema, params, location).slug,
  }),
  loader: async ({ context, deps }) => {
    const [page, config] = await Promise.all([
      context.queryClient.query(brandResultsQuery({ slug: context.slug, search: catalogQueryOf(deps) })),
      context.queryClient.query(publicConfigQuery),
    ])
    const name = brandHeading(page, context.slug)
    const head = resultsHead({
      hostName: config.HOST_NAME,
      route: { kind: 'brand', slug: context.slug },
      search: deps,
      title: m.catalog_category_title({ name }),
      description: import.meta.env.SSR ? m.catalog_category_description({ name }) : '',
    })
    return {
      ...head,
      seo: import.meta.env.SSR
        ? resultsSeo({
            hostName: config.HOST_NAME,
            page: page.results,
            name,
            ...head,
            crumbs: brandCrumbs(name, context.slug),
          })
        : undefined,
    }
  },
  head: ({ loaderData }) => withPageSeo(resultsHeadTags(loaderData), loaderData?.seo),
  component: BrandResultsRoute,
})

function BrandResultsRoute() {
  const { slug } = Route.useRouteContext()
  const deps = Route.useLoaderDeps()
  const search = Route.useSearch()
  const { data } = useSuspenseQuery(brandResultsQuery({ slug, search: catalogQueryOf(deps) }))
  const heading = brandHeading(data, slug)
  return (
    <CatalogPageView
      route={{ kind: 'brand', slug }}
      page={data.results}
      search={search}
      heading={heading}
      pageLevel={data.pageLevel}
      breadcrumbs={<BrandBreadcrumbs name={heading} />}
    />
  )
}
