import { createFileRoute, redirect } from '@tanstack/react-router'
import { viewerQuery } from '~/features/account/account.queries'
import { RegisterForm } from '~/features/auth/components/RegisterForm'
import { authSearchSchema } from '~/features/auth/auth.schema'
import { m } from '~/paraglide/messages'

export const Route = createFileRoute('/register')({
  validateSearch: authSearchSchema,
  beforeLoad: async ({ context }) => {
    const viewer = await context.queryClient.query(viewerQuery).catch(() => undefined)
    if (viewer?.kind === 'customer') throw redirect({ to: '/my-account/' })
  },
  head: () => ({ meta: [{ title: m.register_title() }, { name: 'robots', content: 'noindex' }] }),
  component: RegisterRoute,
})

function RegisterRoute() {
  const { redirect: target } = Route.useSearch()
  return <RegisterForm redirect={target} />
}
