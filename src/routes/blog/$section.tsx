import { createFileRoute } from '@tanstack/react-router'
import { contentSeo, crumb, withPageSeo } from '~/features/seo/page-seo'
import * as v from 'valibot'
import { parseRouteParams } from '~/app-shell/route-params'
import { publicConfigQuery } from '~/config/public-config'
import { contentHead, contentHeadTags, guideSearchSchema } from '~/features/content/content-route'
import { guideListingQuery } from '~/features/content/content.queries'
import { contentSlugSchema } from '~/shop-client/schemas/content.schema'
import { GuideListView } from '~/features/content/components/GuideListView'
import { m } from '~/paraglide/messages'

/** One section of the guide (spec §2 /blog/{path}): an unknown section is a 404. */
export const Route = createFileRoute('/blog/$section')({
  validateSearch: guideSearchSchema,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  beforeLoad: ({ params, location }) => {
    parseRouteParams(v.object({ section: contentSlugSchema }), params, location)
  },
  loader: async ({ context, params, deps }) => {
    const [listing, config] = await Promise.all([
      context.queryClient.query(guideListingQuery(params.section, deps.page)),
      context.queryClient.query(publicConfigQuery),
    ])
    const name = listing.sections.find((entry) => entry.slug === params.section)?.name ?? params.section
    const head = contentHead(
      config.HOST_NAME,
      `/blog/${params.section}/`,
      m.guide_section_title({ section: name }),
      import.meta.env.SSR ? m.guide_section_description({ section: name }) : '',
    )
    const paged = deps.page > 1 ? { ...head, canonical: `${head.canonical}?page=${deps.page}` } : head
    const crumbs = [crumb(m.guide_heading(), '/blog/'), crumb(name, `/blog/${params.section}/`)]
    const first = listing.posts[0]
    return {
      ...paged,
      seo: import.meta.env.SSR
        ? contentSeo({
            hostName: config.HOST_NAME,
            ...paged,
            crumbs,
            image: first?.image,
            imageAlt: first?.title,
          })
        : undefined,
    }
  },
  head: ({ loaderData }) => withPageSeo(contentHeadTags(loaderData), loaderData?.seo),
  component: GuideSectionPage,
})

function GuideSectionPage() {
  const { section } = Route.useParams()
  const { page } = Route.useLoaderDeps()
  return <GuideListView section={section} page={page} />
}
