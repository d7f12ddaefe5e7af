import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { parseRouteParams } from '~/app-shell/route-params'
import { publicConfigQuery } from '~/config/public-config'
import { contentHead, contentHeadTags, describe } from '~/features/content/content-route'
import { guideArticleQuery } from '~/features/content/content.queries'
import { contentSlugSchema } from '~/shop-client/schemas/content.schema'
import { GuideArticleView } from '~/features/content/components/GuideArticleView'
import { articleSeo, withPageSeo } from '~/features/seo/page-seo'
import { m } from '~/paraglide/messages'

/** One guide article (spec §2 /blog/article/{path}, route name guide). */
export const Route = createFileRoute('/blog/article/$slug')({
  beforeLoad: ({ params, location }) => {
    parseRouteParams(v.object({ slug: contentSlugSchema }), params, location)
  },
  loader: async ({ context, params }) => {
    const [page, config] = await Promise.all([
      context.queryClient.query(guideArticleQuery(params.slug)),
      context.queryClient.query(publicConfigQuery),
    ])
    const head = contentHead(
      config.HOST_NAME,
      `/blog/article/${page.article.slug}/`,
      m.content_title({ title: page.article.title }),
      describe(page.article.teaser),
    )
    return {
      ...head,
      seo: import.meta.env.SSR
        ? articleSeo({ hostName: config.HOST_NAME, article: page.article, ...head })
        : undefined,
    }
  },
  head: ({ loaderData }) => withPageSeo(contentHeadTags(loaderData), loaderData?.seo),
  component: GuideArticlePage,
})

function GuideArticlePage() {
  const { slug } = Route.useParams()
  return <GuideArticleView slug={slug} />
}
