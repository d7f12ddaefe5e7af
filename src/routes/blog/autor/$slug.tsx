import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { parseRouteParams } from '~/app-shell/route-params'
import { publicConfigQuery } from '~/config/public-config'
import { contentHead, contentHeadTags, describe, guideSearchSchema } from '~/features/content/content-route'
import { guideAuthorQuery } from '~/features/content/content.queries'
import { GuideAuthorView } from '~/features/content/components/GuideAuthorView'
import { authorSeo, withPageSeo } from '~/features/seo/page-seo'
import { contentSlugSchema } from '~/shop-client/schemas/content.schema'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'

/** A guide author's page: who writes the articles, and what they wrote (article bylines link here). */
export const Route = createFileRoute('/blog/autor/$slug')({
  validateSearch: guideSearchSchema,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  beforeLoad: ({ params, location }) => {
    parseRouteParams(v.object({ slug: contentSlugSchema }), params, location)
  },
  loader: async ({ context, params, deps }) => {
    const [data, config] = await Promise.all([
      context.queryClient.query(guideAuthorQuery(params.slug, deps.page, getLocale())),
      context.queryClient.query(publicConfigQuery),
    ])
    const { author } = data
    const head = contentHead(
      config.HOST_NAME,
      `/blog/autor/${author.slug}/`,
      m.guide_author_title({ name: author.name }),
      authorDescription(author),
    )
    const paged = deps.page > 1 ? { ...head, canonical: `${head.canonical}?page=${deps.page}` } : head
    return {
      ...paged,
      seo: import.meta.env.SSR
        ? authorSeo({ hostName: config.HOST_NAME, author, posts: data.posts, ...paged })
        : undefined,
    }
  },
  head: ({ loaderData }) => withPageSeo(contentHeadTags(loaderData), loaderData?.seo),
  component: GuideAuthorPage,
})

function GuideAuthorPage() {
  const { slug } = Route.useParams()
  const { page } = Route.useLoaderDeps()
  return <GuideAuthorView slug={slug} page={page} />
}

/** Without a bio the description is a sentence of ours, which only the server's render needs. */
function authorDescription(author: { name: string; bio?: string | null }): string {
  if (author.bio) return describe(author.bio)
  return import.meta.env.SSR ? m.guide_author_description({ name: author.name }) : ''
}
