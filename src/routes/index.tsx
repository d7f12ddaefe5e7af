import { createFileRoute } from '@tanstack/react-router'
import { HomeView } from '~/features/content/components/HomeView'
import { m } from '~/paraglide/messages'

export const Route = createFileRoute('/')({
  head: () => ({
    meta: [{ title: m.home_title() }, { name: 'description', content: m.home_description() }],
  }),
  component: HomeView,
})
