import { useSuspenseQuery } from '@tanstack/react-query'
import { m } from '~/paraglide/messages'
import { teamsQuery } from '../team.queries'
import { TeamList } from './TeamList'

/** Every team shop (spec §2 `/list/`). */
export function TeamListView() {
  const teams = useSuspenseQuery(teamsQuery).data
  return (
    <div className="page-container flex flex-col gap-6 py-8">
      <h1 className="font-display text-3xl font-bold text-ink">{m.team_list_heading()}</h1>
      <p className="text-ink-muted">{m.team_list_intro({ count: teams.length })}</p>
      <TeamList teams={teams} />
    </div>
  )
}
