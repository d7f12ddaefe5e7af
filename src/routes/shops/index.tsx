import { createFileRoute } from '@tanstack/react-router'
import { contentSeo, crumb, withPageSeo } from '~/features/seo/page-seo'
import { publicConfigQuery } from '~/config/public-config'
import { contentHead, contentHeadTags } from '~/features/content/content-route'
import { StoreLocatorView } from '~/features/stores/components/StoreLocatorView'
import { storeLocatorQuery } from '~/features/stores/stores.queries'
import { storeSearchSchema } from '~/shop-client/schemas/stores.schema'
import { m } from '~/paraglide/messages'

/** The shop locator (spec §2 /shops/{path}, route name storeLocator), optionally with a search `q`. */
export const Route = createFileRoute('/shops/')({
  validateSearch: storeSearchSchema,
  loaderDeps: ({ search }) => ({ q: search.q }),
  loader: async ({ context, deps }) => {
    const [, config] = await Promise.all([
      context.queryClient.query(storeLocatorQuery(deps.q)),
      context.queryClient.query(publicConfigQuery),
    ])
    const head = contentHead(
      config.HOST_NAME,
      '/shops/',
      m.stores_title(),
      import.meta.env.SSR ? m.stores_description() : '',
    )
    return {
      ...head,
      seo: import.meta.env.SSR
        ? contentSeo({
            hostName: config.HOST_NAME,
            ...head,
            crumbs: [crumb(m.stores_heading(), '/shops/')],
          })
        : undefined,
    }
  },
  head: ({ loaderData }) => withPageSeo(contentHeadTags(loaderData), loaderData?.seo),
  component: StoreLocatorPage,
})

function StoreLocatorPage() {
  const { q } = Route.useLoaderDeps()
  return <StoreLocatorView q={q} />
}
