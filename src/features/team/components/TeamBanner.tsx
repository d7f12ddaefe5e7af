import { Lock } from 'lucide-react'
import { m } from '~/paraglide/messages'
import type { TeamEntry } from '~/shop-client/schemas/team.schema'
import { teamThemeStyle } from '../team-theme'

const priceTypeLabel = {
  vk: m.team_price_type_vk,
  premium: m.team_price_type_premium,
  staff: m.team_price_type_staff,
  pro: m.team_price_type_pro,
} as const

/**
 * A team's page head in its club colours: crest, name and what the visitor's standing is (member
 * with a price type, or a visitor of a public or a members-only shop).
 */
export function TeamBanner({
  team,
  membership,
  pricesVisible,
  headingId,
}: {
  team: TeamEntry
  membership: { priceType: keyof typeof priceTypeLabel } | null
  pricesVisible: boolean
  headingId: string
}) {
  // Only the large, bold name sits on the club colour: any club colour reaches the 3:1 contrast of
  // large text with white or ink, not necessarily the 4.5:1 of body text, which goes below.
  return (
    <div style={teamThemeStyle(team)}>
      <div className="border-b-8 border-team-accent bg-team-primary text-team-on-primary">
        <div className="page-container flex items-center gap-4 py-6">
          <img
            src={team.logo}
            alt={m.team_logo_alt({ team: team.name })}
            width={96}
            height={96}
            className="size-20 shrink-0 rounded-full bg-surface p-1 sm:size-24"
          />
          <h1 id={headingId} className="font-display text-3xl font-bold">
            {team.name}
          </h1>
        </div>
      </div>
      <div className="page-container flex flex-col gap-1 pt-4 text-ink">
        <p className="text-ink-muted">
          {team.sport ? m.team_city_sport({ city: team.city, sport: team.sport.name }) : team.city}
        </p>
        <p className="font-semibold">
          {membership
            ? m.team_member_prices({ priceType: priceTypeLabel[membership.priceType]() })
            : pricesVisible
              ? m.team_visitor_prices()
              : null}
        </p>
        {!pricesVisible && (
          <p role="note" className="flex items-center gap-2 font-semibold">
            <Lock aria-hidden="true" className="size-5" />
            {m.team_private_prices_hidden()}
          </p>
        )}
      </div>
    </div>
  )
}
