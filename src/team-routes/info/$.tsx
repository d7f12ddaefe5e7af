import { createFileRoute, notFound } from '@tanstack/react-router'
import * as v from 'valibot'
import { publicConfigQuery } from '~/config/public-config'
import { contentHead, contentHeadTags, describe } from '~/features/content/content-route'
import { contentPageQuery } from '~/features/content/content.queries'
import { contentSlugSchema } from '~/shop-client/schemas/content.schema'
import { ContentPageView } from '~/features/content/components/ContentPageView'
import { m } from '~/paraglide/messages'

/** The slug of `/info/{slug}/`. */
const slugOf = (splat: string | undefined) => v.safeParse(contentSlugSchema, (splat ?? '').replace(/\/$/, ''))

/**
 * The team shops' content pages (spec §2 `/info/{path}`): the shop's legal and service pages, one
 * address for both kinds.
 */
export const Route = createFileRoute('/info/$')({
  beforeLoad: ({ params }) => {
    const slug = slugOf(params._splat)
    if (!slug.success) throw notFound()
    return { slug: slug.output }
  },
  loader: async ({ context }) => {
    const { queryClient, slug } = context
    const [page, config] = await Promise.all([
      queryClient
        .query(contentPageQuery('static', slug))
        .then((found) => ({ kind: 'static' as const, page: found }))
        .catch(async () => ({
          kind: 'service' as const,
          page: await queryClient.query(contentPageQuery('service', slug)),
        })),
      queryClient.query(publicConfigQuery),
    ])
    const firstParagraph = page.page.body.find((block) => block.type === 'paragraph')
    return {
      kind: page.kind,
      ...contentHead(
        config.HOST_NAME,
        `/info/${page.page.slug}/`,
        m.content_title({ title: page.page.title }),
        describe(firstParagraph?.type === 'paragraph' ? firstParagraph.text : page.page.title),
      ),
    }
  },
  head: ({ loaderData }) => contentHeadTags(loaderData),
  component: InfoPage,
})

function InfoPage() {
  const { slug } = Route.useRouteContext()
  const { kind } = Route.useLoaderData()
  return <ContentPageView kind={kind} slug={slug} />
}
