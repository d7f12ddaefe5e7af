import { createFileRoute, notFound } from '@tanstack/react-router'
import { contentSeo, crumb, withPageSeo } from '~/features/seo/page-seo'
import * as v from 'valibot'
import { parseRouteParams } from '~/app-shell/route-params'
import { publicConfigQuery } from '~/config/public-config'
import { contentHead, contentHeadTags } from '~/features/content/content-route'
import { FlyerBookView } from '~/features/flyers/components/FlyerBookView'
import { flyerQuery } from '~/features/flyers/flyers.queries'
import { flyerSlugSchema } from '~/shop-client/schemas/flyers.schema'
import { m } from '~/paraglide/messages'

/** One flyer as a flip-book (spec §2 /werbung/{path}). */
export const Route = createFileRoute('/werbung/$slug')({
  beforeLoad: ({ params, location }) => {
    parseRouteParams(v.object({ slug: flyerSlugSchema }), params, location)
  },
  loader: async ({ context, params }) => {
    const config = await context.queryClient.query(publicConfigQuery)
    if (config.FLIPPING_BOOK_PREFIX === '') throw notFound()
    const flyer = await context.queryClient.query(flyerQuery(params.slug))
    const head = contentHead(
      config.HOST_NAME,
      `/werbung/${flyer.slug}/`,
      m.content_title({ title: flyer.title }),
      import.meta.env.SSR ? m.flyer_description({ title: flyer.title }) : '',
    )
    const crumbs = [
      crumb(m.flyers_heading(), '/werbung/'),
      ...(flyer.store ? [crumb(flyer.store.name, `/werbung/shop/${flyer.store.slug}/`)] : []),
      crumb(flyer.title, `/werbung/${flyer.slug}/`),
    ]
    return {
      ...head,
      seo: import.meta.env.SSR
        ? contentSeo({
            hostName: config.HOST_NAME,
            ...head,
            crumbs,
            image: flyer.cover,
            imageAlt: flyer.title,
          })
        : undefined,
    }
  },
  head: ({ loaderData }) => withPageSeo(contentHeadTags(loaderData), loaderData?.seo),
  component: FlyerPage,
})

function FlyerPage() {
  const { slug } = Route.useParams()
  return <FlyerBookView slug={slug} />
}
