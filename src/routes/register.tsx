import { createFileRoute } from '@tanstack/react-router'
import { leaveAuthPagesWhenLoggedIn } from '~/features/account/account-routes'
import { RegisterForm } from '~/features/auth/components/RegisterForm'
import { authSearchSchema } from '~/shop-client/schemas/auth.schema'
import { m } from '~/paraglide/messages'

export const Route = createFileRoute('/register')({
  validateSearch: authSearchSchema,
  beforeLoad: leaveAuthPagesWhenLoggedIn,
  head: () => ({ meta: [{ title: m.register_title() }, { name: 'robots', content: 'noindex' }] }),
  component: RegisterRoute,
})

function RegisterRoute() {
  const { redirect: target } = Route.useSearch()
  return <RegisterForm redirect={target} />
}
