import { createFileRoute } from '@tanstack/react-router'
import { leaveAuthPagesWhenLoggedIn } from '~/features/account/account-routes'
import { LoginForm } from '~/features/auth/components/LoginForm'
import { authSearchSchema } from '~/shop-client/schemas/auth.schema'
import { m } from '~/paraglide/messages'

export const Route = createFileRoute('/login')({
  validateSearch: authSearchSchema,
  beforeLoad: leaveAuthPagesWhenLoggedIn,
  head: () => ({ meta: [{ title: m.login_title() }, { name: 'robots', content: 'noindex' }] }),
  component: LoginRoute,
})

function LoginRoute() {
  const { redirect: target } = Route.useSearch()
  return <LoginForm redirect={target} />
}
