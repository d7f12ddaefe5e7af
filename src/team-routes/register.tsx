import { createFileRoute } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { leaveAuthPagesWhenLoggedIn } from '~/features/account/account-routes'
import { RegisterForm } from '~/features/auth/components/RegisterForm'
import { authSearchSchema } from '~/shop-client/schemas/auth.schema'
import { teamsQuery } from '~/features/team/team.queries'
import { m } from '~/paraglide/messages'

/** Registration with a team (spec §7 team register): members-only teams take members by invitation. */
export const Route = createFileRoute('/register')({
  validateSearch: authSearchSchema,
  beforeLoad: leaveAuthPagesWhenLoggedIn,
  loader: async ({ context }) => {
    await context.queryClient.query(teamsQuery)
  },
  head: () => ({ meta: [{ title: m.register_title() }, { name: 'robots', content: 'noindex' }] }),
  component: RegisterRoute,
})

function RegisterRoute() {
  const { redirect: target } = Route.useSearch()
  const teams = useSuspenseQuery(teamsQuery).data.filter((team) => !team.isPrivate)
  return <RegisterForm redirect={target} teams={teams} />
}
