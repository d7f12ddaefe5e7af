import { createFileRoute } from '@tanstack/react-router'
import { HomeView } from '~/features/home/components/HomeView'
import { homePageQuery } from '~/features/home/home.queries'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'

export const Route = createFileRoute('/')({
  loader: ({ context }) => context.queryClient.query(homePageQuery(getLocale())),
  head: () => ({
    meta: [{ title: m.home_title() }, { name: 'description', content: m.home_description() }],
  }),
  component: HomePage,
})

function HomePage() {
  return <HomeView locale={getLocale()} />
}
