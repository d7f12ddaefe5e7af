import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useId } from 'react'
import { Lock } from 'lucide-react'
import { ProductCard } from '~/features/product/components/ProductCard'
import { m } from '~/paraglide/messages'
import { teamSearchQuery } from '../team.queries'
import type { TeamKitSearchResult } from '~/shop-client/schemas/team.schema'
import { teamThemeStyle } from '../team-theme'

/**
 * The team build's catch-all results page (spec §2 Team-shop mode): the kit products of every team
 * that match the free path's words, one section per team (the visitor's own teams first). Each
 * product opens its team's product page; a members-only team's prices show only to its members.
 */
export function TeamSearchView({ q }: { q: string }) {
  const result = useSuspenseQuery(teamSearchQuery(q)).data
  return (
    <div className="page-container flex flex-col gap-6 py-8">
      <h1 className="font-display text-3xl font-bold text-ink">{m.team_search_heading({ query: q })}</h1>
      <p className="text-ink-muted">
        {m.team_search_summary({ count: result.total, teams: result.teams.length })}
      </p>
      {result.teams.map((group) => (
        <TeamMatches key={group.team.slug} group={group} />
      ))}
    </div>
  )
}

function TeamMatches({ group }: { group: TeamKitSearchResult['teams'][number] }) {
  const { team } = group
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} style={teamThemeStyle(team)} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-3 border-l-8 border-l-team-primary pl-3">
        <img src={team.logo} alt="" width={40} height={40} className="size-10 shrink-0" />
        <h2 id={headingId} className="text-xl font-semibold text-ink">
          <Link
            to="/list/$teamName/"
            params={{ teamName: team.slug }}
            className="underline-offset-4 hover:underline"
          >
            {team.name}
          </Link>
        </h2>
        <span className="text-sm text-ink-muted">{m.team_search_group_count({ count: group.total })}</span>
        {team.isMember && (
          <span className="rounded-sm bg-success-50 px-1.5 py-0.5 text-xs font-semibold text-success-800">
            {m.team_your_team()}
          </span>
        )}
        {!group.pricesVisible && (
          <span className="inline-flex items-center gap-1 rounded-sm bg-surface-muted px-1.5 py-0.5 text-xs font-semibold text-ink">
            <Lock aria-hidden="true" className="size-3" />
            {m.team_private_badge()}
          </span>
        )}
      </div>
      <ul className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-4">
        {group.products.map((product) => (
          <li key={product.id}>
            <ProductCard
              product={product}
              priceNote={
                <p className="text-sm font-semibold text-ink-muted">{m.team_price_members_only()}</p>
              }
              renderLink={(className) => (
                <Link
                  to="/$teamName/p/$/"
                  params={{ teamName: team.slug, _splat: product.slug }}
                  className={className}
                >
                  {product.name}
                  {/* The same product may be in several kits: the link names the team it opens in. */}
                  <span className="sr-only"> {m.team_search_in_team({ team: team.name })}</span>
                </Link>
              )}
            />
          </li>
        ))}
      </ul>
      {group.total > group.products.length && (
        <p className="text-sm text-ink-muted">
          {m.team_search_group_more({ shown: group.products.length, count: group.total, team: team.name })}
        </p>
      )}
    </section>
  )
}

/** No kit product matches: said plainly, with the way on to the list of teams. */
export function TeamSearchEmptyView({ q }: { q: string }) {
  return (
    <div className="page-container flex flex-col items-start gap-4 py-12">
      <h1 className="font-display text-3xl font-bold text-ink">
        {m.team_search_empty_heading({ query: q })}
      </h1>
      <p className="max-w-prose text-ink-muted">{m.team_search_empty_text()}</p>
      <Link
        to="/list/"
        className="inline-flex min-h-11 items-center rounded-md bg-brand-800 px-4 font-semibold text-white hover:bg-brand-700"
      >
        {m.team_search_empty_link()}
      </Link>
    </div>
  )
}
