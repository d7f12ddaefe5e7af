import { Link } from '@tanstack/react-router'
import { Lock } from 'lucide-react'
import { m } from '~/paraglide/messages'
import type { TeamEntry } from '~/shop-client/schemas/team.schema'
import { teamThemeStyle } from '../team-theme'

/** The team shops as cards; each card is one link to the team's kit. */
export function TeamList({ teams, headingLevel = 2 }: { teams: readonly TeamEntry[]; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
      {teams.map((team) => (
        <li key={team.slug}>
          <article
            style={teamThemeStyle(team)}
            className="relative flex h-full items-center gap-4 rounded-lg border border-line border-l-8 border-l-team-primary bg-surface p-4 hover:shadow-card"
          >
            <img src={team.logo} alt="" width={64} height={64} className="size-16 shrink-0" />
            <div className="flex min-w-0 flex-col gap-1">
              <Heading className="text-lg font-semibold text-ink">
                <Link
                  to="/list/$teamName/"
                  params={{ teamName: team.slug }}
                  className="after:absolute after:inset-0 after:rounded-lg after:content-['']"
                >
                  {team.name}
                </Link>
              </Heading>
              <p className="text-sm text-ink-muted">
                {team.sport ? m.team_city_sport({ city: team.city, sport: team.sport.name }) : team.city}
              </p>
              <p className="flex flex-wrap gap-2 text-xs font-semibold">
                {team.isMember && (
                  <span className="rounded-sm bg-success-50 px-1.5 py-0.5 text-success-800">
                    {m.team_your_team()}
                  </span>
                )}
                {team.isPrivate && (
                  <span className="inline-flex items-center gap-1 rounded-sm bg-surface-muted px-1.5 py-0.5 text-ink">
                    <Lock aria-hidden="true" className="size-3" />
                    {m.team_private_badge()}
                  </span>
                )}
              </p>
            </div>
          </article>
        </li>
      ))}
    </ul>
  )
}
