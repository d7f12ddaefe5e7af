import { createFileRoute, redirect } from '@tanstack/react-router'
import { viewerQuery } from '~/features/account/account.queries'
import { LoginForm } from '~/features/auth/components/LoginForm'
import { authSearchSchema } from '~/features/auth/auth.schema'
import { m } from '~/paraglide/messages'

export const Route = createFileRoute('/login')({
  validateSearch: authSearchSchema,
  // A convenience, not a security check: a logged-in customer has nothing to do here.
  beforeLoad: async ({ context }) => {
    const viewer = await context.queryClient.query(viewerQuery).catch(() => undefined)
    if (viewer?.kind === 'customer') throw redirect({ to: '/my-account/' })
  },
  head: () => ({ meta: [{ title: m.login_title() }, { name: 'robots', content: 'noindex' }] }),
  component: LoginRoute,
})

function LoginRoute() {
  const { redirect: target } = Route.useSearch()
  return <LoginForm redirect={target} />
}
