import { createFileRoute } from '@tanstack/react-router'
import { contentSeo, crumb, withPageSeo } from '~/features/seo/page-seo'
import { publicConfigQuery } from '~/config/public-config'
import { contentHead, contentHeadTags, guideSearchSchema } from '~/features/content/content-route'
import { guideListingQuery } from '~/features/content/content.queries'
import { GuideListView } from '~/features/content/components/GuideListView'
import { m } from '~/paraglide/messages'

/** The guide (spec §2 /blog/{path}, route name guide): every section, newest first. */
export const Route = createFileRoute('/blog/')({
  validateSearch: guideSearchSchema,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: async ({ context, deps }) => {
    const [listing, config] = await Promise.all([
      context.queryClient.query(guideListingQuery(undefined, deps.page)),
      context.queryClient.query(publicConfigQuery),
    ])
    const title = deps.page > 1 ? m.guide_title_page({ page: deps.page }) : m.guide_title()
    const head = contentHead(
      config.HOST_NAME,
      '/blog/',
      title,
      import.meta.env.SSR ? m.guide_description() : '',
    )
    const paged = deps.page > 1 ? { ...head, canonical: `${head.canonical}?page=${deps.page}` } : head
    const first = listing.posts[0]
    return {
      ...paged,
      seo: import.meta.env.SSR
        ? contentSeo({
            hostName: config.HOST_NAME,
            ...paged,
            crumbs: [crumb(m.guide_heading(), '/blog/')],
            image: first?.image,
            imageAlt: first?.title,
          })
        : undefined,
    }
  },
  head: ({ loaderData }) => withPageSeo(contentHeadTags(loaderData), loaderData?.seo),
  component: GuidePage,
})

function GuidePage() {
  const { page } = Route.useLoaderDeps()
  return <GuideListView section={undefined} page={page} />
}
