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

/** Search results (spec §2 /search/, optional q), with the same filters as category pages. */
export const Route = createFileRoute('/search')({
  validateSearch: catalogSearchSchema,
  search: { middlewares: [stripSearchParams(catalogSearchDefaults)] },
  loaderDeps: catalogLoaderDeps,
  loader: ({ context, deps }) => context.queryClient.query(catalogPageQuery(catalogPageInput('', deps))),
  head: ({ match }) => {
    const q = match.search.q
    return {
      meta: [
        {
          title: withPageSuffix(
            q ? m.catalog_search_title({ q }) : m.catalog_search_title_all(),
            match.search.page,
          ),
        },
        // Result pages of free text are endless and thin: followed, not indexed.
        { name: 'robots', content: q ? 'noindex, follow' : 'index, follow' },
      ],
      links: [{ rel: 'canonical', href: canonicalHref(match.pathname, match.search) }],
    }
  },
  component: SearchPage,
})

function SearchPage() {
  const deps = Route.useLoaderDeps()
  const search = Route.useSearch()
  const { data } = useSuspenseQuery(catalogPageQuery(catalogPageInput('', deps)))
  const heading = search.q ? m.catalog_search_heading({ q: search.q }) : m.catalog_search_heading_all()
  return <CatalogPageView route={{ kind: 'search' }} page={data} search={search} heading={heading} />
}
