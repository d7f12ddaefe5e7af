import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { parseRouteParams } from '~/app-shell/route-params'
import { TeamKitView } from '~/features/team/components/TeamKitView'
import { teamPageQuery } from '~/features/team/team.queries'
import { teamParamsSchema, teamSearchSchema } from '~/shop-client/schemas/team.schema'
import { m } from '~/paraglide/messages'

/** One team's shop: its kit with filters (spec §2, the results page nested under the team list). */
export const Route = createFileRoute('/list/$teamName')({
  validateSearch: teamSearchSchema,
  search: { middlewares: [stripSearchParams({ sort: 'bestseller' })] },
  loaderDeps: ({ search }) => ({ search }),
  beforeLoad: ({ params, location }) => {
    parseRouteParams(teamParamsSchema, params, location)
  },
  loader: async ({ context, params, deps }) => {
    const page = await context.queryClient.query(teamPageQuery(params.teamName, deps.search))
    return { title: m.team_page_title({ team: page.team.name }) }
  },
  head: ({ loaderData }) => ({ meta: [{ title: loaderData?.title ?? m.team_list_title() }] }),
  component: TeamKitRoute,
})

function TeamKitRoute() {
  const { teamName } = Route.useParams()
  const { search } = Route.useLoaderDeps()
  return <TeamKitView slug={teamName} search={search} />
}
