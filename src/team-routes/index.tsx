import { createFileRoute } from '@tanstack/react-router'
import { TeamHomeView } from '~/features/team/components/TeamHomeView'
import { teamsQuery } from '~/features/team/team.queries'
import { m } from '~/paraglide/messages'

/** The team shops' home: the member's own teams first, then every team shop. */
export const Route = createFileRoute('/')({
  loader: async ({ context }) => {
    await context.queryClient.query(teamsQuery)
  },
  head: () => ({ meta: [{ title: m.team_home_title() }] }),
  component: TeamHomeView,
})
