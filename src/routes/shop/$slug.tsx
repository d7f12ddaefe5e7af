import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { parseRouteParams } from '~/app-shell/route-params'
import { publicConfigQuery } from '~/config/public-config'
import { contentHead, contentHeadTags } from '~/features/content/content-route'
import { StoreDetailsView } from '~/features/stores/components/StoreDetailsView'
import { storeDetailsQuery } from '~/features/stores/stores.queries'
import { storeSlugSchema } from '~/shop-client/schemas/stores.schema'
import { storeSeo, withPageSeo } from '~/features/seo/page-seo'
import { m } from '~/paraglide/messages'

/** One store (spec §2 /shop/{path}, route name store). */
export const Route = createFileRoute('/shop/$slug')({
  beforeLoad: ({ params, location }) => {
    parseRouteParams(v.object({ slug: storeSlugSchema }), params, location)
  },
  loader: async ({ context, params }) => {
    const [page, config] = await Promise.all([
      context.queryClient.query(storeDetailsQuery(params.slug)),
      context.queryClient.query(publicConfigQuery),
    ])
    const { store } = page
    const head = contentHead(
      config.HOST_NAME,
      `/shop/${store.slug}/`,
      m.store_title({ store: store.name }),
      import.meta.env.SSR
        ? m.store_description({
            store: store.name,
            address: `${store.street} ${store.streetNo}, ${store.postal} ${store.city}`,
          })
        : '',
    )
    return {
      ...head,
      seo: import.meta.env.SSR ? storeSeo({ hostName: config.HOST_NAME, store, ...head }) : undefined,
    }
  },
  head: ({ loaderData }) => withPageSeo(contentHeadTags(loaderData), loaderData?.seo),
  component: StorePage,
})

function StorePage() {
  const { slug } = Route.useParams()
  return <StoreDetailsView slug={slug} />
}
