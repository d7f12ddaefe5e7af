import { createFileRoute, notFound } from '@tanstack/react-router'
import { contentSeo, crumb, withPageSeo } from '~/features/seo/page-seo'
import { publicConfigQuery } from '~/config/public-config'
import { contentHead, contentHeadTags } from '~/features/content/content-route'
import { FlyerShopSearchView } from '~/features/flyers/components/FlyerShopSearchView'
import { currentFlyersQuery } from '~/features/flyers/flyers.queries'
import { storeLocatorQuery } from '~/features/stores/stores.queries'
import { storeSearchSchema } from '~/shop-client/schemas/stores.schema'
import { m } from '~/paraglide/messages'

/** Flyers: search for a shop (spec §2 /werbung/; only with a FLIPPING_BOOK_PREFIX, spec §4). */
export const Route = createFileRoute('/werbung/')({
  validateSearch: storeSearchSchema,
  loaderDeps: ({ search }) => ({ q: search.q }),
  loader: async ({ context, deps }) => {
    const config = await context.queryClient.query(publicConfigQuery)
    if (config.FLIPPING_BOOK_PREFIX === '') throw notFound()
    await Promise.all([
      context.queryClient.query(storeLocatorQuery(deps.q)),
      context.queryClient.query(currentFlyersQuery),
    ])
    const head = contentHead(
      config.HOST_NAME,
      '/werbung/',
      m.flyers_title(),
      import.meta.env.SSR ? m.flyers_description() : '',
    )
    return {
      ...head,
      seo: import.meta.env.SSR
        ? contentSeo({
            hostName: config.HOST_NAME,
            ...head,
            crumbs: [crumb(m.flyers_heading(), '/werbung/')],
          })
        : undefined,
    }
  },
  head: ({ loaderData }) => withPageSeo(contentHeadTags(loaderData), loaderData?.seo),
  component: FlyersPage,
})

function FlyersPage() {
  const { q } = Route.useLoaderDeps()
  return <FlyerShopSearchView q={q} />
}
