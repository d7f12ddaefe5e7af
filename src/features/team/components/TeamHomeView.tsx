import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useViewer } from '~/features/account/account.queries'
import { m } from '~/paraglide/messages'
import { teamsQuery } from '../team.queries'
import { TeamList } from './TeamList'
import { TeamWishlistSection } from './TeamWishlistSection'

/**
 * The team shops' home (spec §2 `/`): a member finds their own teams first; everyone sees every
 * team shop, and a visitor how to get in (log in, or register with a team).
 */
export function TeamHomeView() {
  const teams = useSuspenseQuery(teamsQuery).data
  const viewer = useViewer()
  const own = teams.filter((team) => team.isMember)
  return (
    <div className="page-container flex flex-col gap-10 py-8">
      <section aria-labelledby="team-home-heading" className="flex flex-col gap-3">
        <h1 id="team-home-heading" className="font-display text-3xl font-bold text-ink">
          {m.team_home_heading()}
        </h1>
        <p className="max-w-prose text-ink-muted">
          {own.length > 0 ? m.team_home_intro_member() : m.team_home_intro()}
        </p>
        {viewer.kind !== 'customer' && (
          <p className="flex flex-wrap gap-3">
            <Link
              to="/login/"
              className="inline-flex min-h-11 items-center rounded-md bg-brand-800 px-5 font-semibold text-white hover:bg-brand-700"
            >
              {m.team_home_login()}
            </Link>
            <Link
              to="/register/"
              className="inline-flex min-h-11 items-center rounded-md border border-brand-800 px-5 font-semibold text-brand-800 hover:bg-brand-50"
            >
              {m.team_home_register()}
            </Link>
          </p>
        )}
      </section>
      {own.length > 0 && (
        <section aria-labelledby="team-home-own" className="flex flex-col gap-4">
          <h2 id="team-home-own" className="text-xl font-semibold text-ink">
            {m.team_home_own_heading()}
          </h2>
          <TeamList teams={own} headingLevel={3} />
        </section>
      )}
      <TeamWishlistSection />
      <section aria-labelledby="team-home-all" className="flex flex-col gap-4">
        <h2 id="team-home-all" className="text-xl font-semibold text-ink">
          {m.team_home_all_heading()}
        </h2>
        <TeamList teams={teams} headingLevel={3} />
      </section>
    </div>
  )
}
