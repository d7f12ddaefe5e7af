import { createFileRoute } from '@tanstack/react-router'
import { contentSeo, crumb, withPageSeo } from '~/features/seo/page-seo'
import * as v from 'valibot'
import { parseRouteParams } from '~/app-shell/route-params'
import { publicConfigQuery } from '~/config/public-config'
import { contentHead, contentHeadTags, describe } from '~/features/content/content-route'
import { contentPageQuery } from '~/features/content/content.queries'
import { contentSlugSchema } from '~/shop-client/schemas/content.schema'
import { ContentPageView } from '~/features/content/components/ContentPageView'
import { m } from '~/paraglide/messages'
import { Suspense, lazy } from 'react'

// A chunk of its own, shared with the product pages of skis and bikes: the other content pages
// (same view) do not load it.
const BookingLinks = lazy(() =>
  import('~/features/bookings/components/BookingLinks').then((module) => ({ default: module.BookingLinks })),
)

/** Service pages: shipping, returns, payment, contact, workshop services (spec §2 /services/{path}). */
export const Route = createFileRoute('/services/$slug')({
  beforeLoad: ({ params, location }) => {
    parseRouteParams(v.object({ slug: contentSlugSchema }), params, location)
  },
  loader: async ({ context, params }) => {
    const [page, config, services] = await Promise.all([
      context.queryClient.query(contentPageQuery('service', params.slug)),
      context.queryClient.query(publicConfigQuery),
      // A workshop's page offers its appointments (in the server's HTML; nothing when none). Imported
      // here, not at the top: route loaders travel in every page's bundle.
      import('~/features/bookings/booking-links.queries')
        .then(({ bookingLinksQuery }) =>
          context.queryClient.query(bookingLinksQuery({ page: `/services/${params.slug}/` })),
        )
        .catch(() => undefined),
    ])
    const firstParagraph = page.body.find((block) => block.type === 'paragraph')
    const head = contentHead(
      config.HOST_NAME,
      `/services/${page.slug}/`,
      m.content_title({ title: page.title }),
      describe(firstParagraph?.type === 'paragraph' ? firstParagraph.text : page.title),
    )
    const crumbs = [crumb(page.title, `/services/${page.slug}/`)]
    return {
      ...head,
      seo: import.meta.env.SSR
        ? contentSeo({ hostName: config.HOST_NAME, ...head, crumbs, services })
        : undefined,
    }
  },
  head: ({ loaderData }) => withPageSeo(contentHeadTags(loaderData), loaderData?.seo),
  component: ServicePage,
})

function ServicePage() {
  const { slug } = Route.useParams()
  return (
    <>
      <ContentPageView kind="service" slug={slug} />
      <div className="page-container pb-8">
        <Suspense fallback={null}>
          <BookingLinks input={{ page: `/services/${slug}/` }} />
        </Suspense>
      </div>
    </>
  )
}
