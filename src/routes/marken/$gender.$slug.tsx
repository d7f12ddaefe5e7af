import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import * as v from 'valibot'
import { parseRouteParams } from '~/app-shell/route-params'
import { publicConfigQuery } from '~/config/public-config'
import { brandGenderSchema } from '~/features/catalog/brand-results.functions'
import type { BrandGender } from '~/features/catalog/brand-results.functions'
import { brandResultsQuery } from '~/features/catalog/brand-results.queries'
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
import { GenderBrandBreadcrumbs } from '~/features/catalog/components/Breadcrumbs'
import { CatalogPageView } from '~/features/catalog/components/CatalogPageView'
import { m } from '~/paraglide/messages'
import { crumb, resultsSeo, withPageSeo } from '~/features/seo/page-seo'

const genderBrandParamsSchema = v.object({
  gender: brandGenderSchema,
  slug: v.pipe(v.string(), v.maxLength(100), v.regex(/^[a-z0-9][a-z0-9-]*$/)),
})

function genderName(gender: BrandGender): string {
  return gender === 'damen' ? m.nav_gender_women() : m.nav_gender_men()
}

/** "adidas für Damen": the page's heading and title. */
function genderBrandHeading(gender: BrandGender, brand: string): string {
  return gender === 'damen' ? m.brands_results_brand_women({ brand }) : m.brands_results_brand_men({ brand })
}

/**
 * One brand's products for one gender (spec §2: /marken/herren/ and /marken/damen/ hold results),
 * where the menus' brands under Damen and Herren lead. Any other gender segment is a 404.
 */
export const Route = createFileRoute('/marken/$gender/$slug')({
  validateSearch: catalogSearchSchema,
  search: { middlewares: [keepCatalogKeys, stripSearchParams(catalogSearchDefaults)] },
  loaderDeps: catalogLoaderDeps,
  beforeLoad: ({ params, location }) => parseRouteParams(genderBrandParamsSchema, params, location),
  loader: async ({ context, deps }) => {
    const [page, config] = await Promise.all([
      context.queryClient.query(
        brandResultsQuery({ slug: context.slug, gender: context.gender, search: catalogQueryOf(deps) }),
      ),
      context.queryClient.query(publicConfigQuery),
    ])
    const name = genderBrandHeading(context.gender, page.brandName ?? context.slug)
    const head = resultsHead({
      hostName: config.HOST_NAME,
      route: { kind: 'brand', slug: context.slug, gender: context.gender },
      search: deps,
      title: m.catalog_category_title({ name }),
      description: import.meta.env.SSR ? m.catalog_category_description({ name }) : '',
    })
    const crumbs = [
      crumb(m.brands_heading(), '/marken/'),
      crumb(name, `/marken/${context.gender}/${context.slug}/`),
    ]
    return {
      ...head,
      seo: import.meta.env.SSR
        ? resultsSeo({ hostName: config.HOST_NAME, page: page.results, name, ...head, crumbs })
        : undefined,
    }
  },
  head: ({ loaderData }) => withPageSeo(resultsHeadTags(loaderData), loaderData?.seo),
  component: GenderBrandResultsRoute,
})

function GenderBrandResultsRoute() {
  const { slug, gender } = Route.useRouteContext()
  const deps = Route.useLoaderDeps()
  const search = Route.useSearch()
  const { data } = useSuspenseQuery(brandResultsQuery({ slug, gender, search: catalogQueryOf(deps) }))
  const brand = data.brandName ?? slug
  return (
    <CatalogPageView
      route={{ kind: 'brand', slug, gender }}
      page={data.results}
      search={search}
      heading={genderBrandHeading(gender, brand)}
      pageLevel={data.pageLevel}
      breadcrumbs={<GenderBrandBreadcrumbs brand={brand} slug={slug} gender={genderName(gender)} />}
    />
  )
}
