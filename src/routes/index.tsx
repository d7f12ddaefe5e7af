import { createFileRoute } from '@tanstack/react-router'
import { publicConfigQuery } from '~/config/public-config'
import { HomeView } from '~/features/home/components/HomeView'
import { homePageQuery } from '~/features/home/home.queries'
import { homeSeo, withPageSeo } from '~/features/seo/page-seo'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'

export const Route = createFileRoute('/')({
  loader: async ({ context }) => {
    const [page, config] = await Promise.all([
      context.queryClient.query(homePageQuery(getLocale())),
      context.queryClient.query(publicConfigQuery),
    ])
    // Only the head's structured data and share preview travel as loader data; the page reads the query.
    return {
      seo: import.meta.env.SSR
        ? homeSeo({
            hostName: config.HOST_NAME,
            page,
            title: m.home_title(),
            description: m.home_description(),
          })
        : undefined,
    }
  },
  head: ({ loaderData }) =>
    withPageSeo(
      { meta: [{ title: m.home_title() }, { name: 'description', content: m.home_description() }] },
      loaderData?.seo,
    ),
  component: HomePage,
})

function HomePage() {
  return <HomeView locale={getLocale()} />
}
