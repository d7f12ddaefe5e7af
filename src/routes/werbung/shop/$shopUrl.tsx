import { createFileRoute, notFound } from '@tanstack/react-router'
import { contentSeo, crumb, withPageSeo } from '~/features/seo/page-seo'
import * as v from 'valibot'
import { parseRouteParams } from '~/app-shell/route-params'
import { publicConfigQuery } from '~/config/public-config'
import { contentHead, contentHeadTags } from '~/features/content/content-route'
import { ShopFlyersView } from '~/features/flyers/components/ShopFlyersView'
import { shopFlyersQuery } from '~/features/flyers/flyers.queries'
import { storeSlugSchema } from '~/shop-client/schemas/stores.schema'
import { m } from '~/paraglide/messages'

/** A shop's flyers (spec §2 /werbung/shop/{shopUrl}/). */
export const Route = createFileRoute('/werbung/shop/$shopUrl')({
  beforeLoad: ({ params, location }) => {
    parseRouteParams(v.object({ shopUrl: storeSlugSchema }), params, location)
  },
  loader: async ({ context, params }) => {
    const config = await context.queryClient.query(publicConfigQuery)
    if (config.FLIPPING_BOOK_PREFIX === '') throw notFound()
    const { store } = await context.queryClient.query(shopFlyersQuery(params.shopUrl))
    const head = contentHead(
      config.HOST_NAME,
      `/werbung/shop/${store.slug}/`,
      m.flyers_shop_title({ store: store.name }),
      import.meta.env.SSR ? m.flyers_shop_description({ store: store.name }) : '',
    )
    const crumbs = [crumb(m.flyers_heading(), '/werbung/'), crumb(store.name, `/werbung/shop/${store.slug}/`)]
    return {
      ...head,
      seo: import.meta.env.SSR ? contentSeo({ hostName: config.HOST_NAME, ...head, crumbs }) : undefined,
    }
  },
  head: ({ loaderData }) => withPageSeo(contentHeadTags(loaderData), loaderData?.seo),
  component: ShopFlyersPage,
})

function ShopFlyersPage() {
  const { shopUrl } = Route.useParams()
  return <ShopFlyersView shopUrl={shopUrl} />
}
