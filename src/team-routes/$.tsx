import { createFileRoute, notFound, redirect } from '@tanstack/react-router'
import * as v from 'valibot'
import { NotFoundView } from '~/app-shell/NotFoundView'
import { TeamSearchEmptyView, TeamSearchView } from '~/features/team/components/TeamSearchView'
import { teamSearchQuery, teamsQuery } from '~/features/team/team.queries'
import { searchTextOfPath, teamFreePathSchema, teamSlugSchema } from '~/shop-client/schemas/team.schema'
import { m } from '~/paraglide/messages'

/** The search text of a free path, or null when the path is no word the page can search for. */
function searchTextOf(splat: string | undefined): string | null {
  const path = v.safeParse(teamFreePathSchema, splat ?? '')
  return path.success ? searchTextOfPath(path.output) : null
}

const emptySearchSchema = v.object({ emptySearch: v.string() })

/**
 * Every other path: the catch-all results page (spec §2 team set). A team's own address, `/{team}/`,
 * is its results page under the team list (a redirect); any other word (`/laufschuhe/`) lists the
 * team kit products that match it. A path that is no word (dots, percent signs) is no page.
 */
export const Route = createFileRoute('/$')({
  beforeLoad: async ({ context, params }) => {
    const splat = params._splat ?? ''
    const slug = v.safeParse(teamSlugSchema, splat.replace(/\/$/, ''))
    if (slug.success) {
      const teams = await context.queryClient.query(teamsQuery)
      if (teams.some((team) => team.slug === slug.output))
        throw redirect({ to: '/list/$teamName/', params: { teamName: slug.output }, statusCode: 301 })
    }
    const q = searchTextOf(splat)
    if (q === null) throw notFound()
    return { q }
  },
  loader: async ({ context }) => {
    const result = await context.queryClient.query(teamSearchQuery(context.q))
    // No match answers 404 with the empty state: a free path can be any word, and a 200 for every
    // misspelling would be an endless soft-404 (the team build keeps crawlers out anyway, robots.txt),
    // so link checkers and logs see a mistyped address for what it is. The visitor still reads why and
    // where to go on.
    if (result.total === 0) throw notFound({ data: { emptySearch: context.q } })
    return { title: m.team_search_title({ query: context.q }) }
  },
  head: ({ loaderData, params }) => {
    const q = searchTextOf(params._splat)
    return {
      meta: [
        {
          title:
            loaderData?.title ?? (q === null ? m.not_found_title() : m.team_search_empty_title({ query: q })),
        },
        // Free-text results are followed, never indexed (ADR 019).
        { name: 'robots', content: 'noindex, follow' },
      ],
    }
  },
  component: TeamSearchRoute,
  notFoundComponent: TeamSearchNotFound,
})

function TeamSearchRoute() {
  const { q } = Route.useRouteContext()
  return <TeamSearchView q={q} />
}

function TeamSearchNotFound({ data }: { data?: unknown }) {
  const empty = v.safeParse(emptySearchSchema, data)
  return empty.success ? <TeamSearchEmptyView q={empty.output.emptySearch} /> : <NotFoundView data={data} />
}
