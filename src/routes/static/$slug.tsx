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

/** Legal and company pages (spec §2 /static/{path}, route name services). */
export const Route = createFileRoute('/static/$slug')({
  beforeLoad: ({ params, location }) => {
    parseRouteParams(v.object({ slug: contentSlugSchema }), params, location)
  },
  loader: async ({ context, params }) => {
    const [page, config] = await Promise.all([
      context.queryClient.query(contentPageQuery('static', params.slug)),
      context.queryClient.query(publicConfigQuery),
    ])
    const firstParagraph = page.body.find((block) => block.type === 'paragraph')
    const head = contentHead(
      config.HOST_NAME,
      `/static/${page.slug}/`,
      m.content_title({ title: page.title }),
      describe(firstParagraph?.type === 'paragraph' ? firstParagraph.text : page.title),
    )
    const crumbs = [crumb(page.title, `/static/${page.slug}/`)]
    return {
      ...head,
      seo: import.meta.env.SSR ? contentSeo({ hostName: config.HOST_NAME, ...head, crumbs }) : undefined,
    }
  },
  head: ({ loaderData }) => withPageSeo(contentHeadTags(loaderData), loaderData?.seo),
  component: StaticPage,
})

function StaticPage() {
  const { slug } = Route.useParams()
  return <ContentPageView kind="static" slug={slug} />
}
