import { createFileRoute, notFound, redirect } from '@tanstack/react-router'
import * as v from 'valibot'
import { teamsQuery } from '~/features/team/team.queries'
import { teamSlugSchema } from '~/shop-client/schemas/team.schema'

/**
 * Every other path (spec §2 team set: the catch-all results page). A team's own address, `/{team}/`,
 * is its results page under the team list; anything else is no page.
 */
export const Route = createFileRoute('/$')({
  beforeLoad: async ({ context, params }) => {
    const slug = v.safeParse(teamSlugSchema, (params._splat ?? '').replace(/\/$/, ''))
    if (!slug.success) throw notFound()
    const teams = await context.queryClient.query(teamsQuery)
    if (!teams.some((team) => team.slug === slug.output)) throw notFound()
    throw redirect({ to: '/list/$teamName/', params: { teamName: slug.output }, statusCode: 301 })
  },
})
