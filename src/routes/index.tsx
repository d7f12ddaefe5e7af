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
    // Only the head's description, structured data and share preview travel as loader data; the page
    // reads the query. Like every page's description, it is built by the server's render only (the
    // browser's navigations leave it out: nothing there reads it), so its text stays off every page's
    // JavaScript.
    return {
      description: import.meta.env.SSR ? m.home_description() : '',
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
      {
        meta: [
          { title: m.home_title() },
          ...(loaderData?.description ? [{ name: 'description', content: loaderData.description }] : []),
        ],
      },
      loaderData?.seo,
    ),
  component: HomePage,
})

function HomePage() {
  return <HomeView locale={getLocale()} />
}
