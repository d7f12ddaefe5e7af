import { createFileRoute } from '@tanstack/react-router'
import { TeamListView } from '~/features/team/components/TeamListView'
import { teamsQuery } from '~/features/team/team.queries'
import { m } from '~/paraglide/messages'

/** The list of team shops (spec §2 `/list/`; the segment is TEAM_LIST_PATH_SEGMENT). */
export const Route = createFileRoute('/list/')({
  loader: async ({ context }) => {
    await context.queryClient.query(teamsQuery)
  },
  head: () => ({ meta: [{ title: m.team_list_title() }] }),
  component: TeamListView,
})
