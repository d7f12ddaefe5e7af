import { createFileRoute } from '@tanstack/react-router'
import { AuthCard } from '~/features/auth/components/AuthCard'
import { ResetPasswordForm } from '~/features/auth/components/ResetPasswordForm'
import { resetPasswordSearchSchema } from '~/features/auth/auth.schema'
import { m } from '~/paraglide/messages'

export const Route = createFileRoute('/reset-password')({
  validateSearch: resetPasswordSearchSchema,
  head: () => ({
    meta: [
      { title: m.reset_title() },
      { name: 'robots', content: 'noindex' },
      // The token is in the URL: it must not travel on to another site in a Referer header.
      { name: 'referrer', content: 'no-referrer' },
    ],
  }),
  component: ResetPasswordRoute,
})

function ResetPasswordRoute() {
  const { token, email } = Route.useSearch()
  return (
    <AuthCard title={m.reset_heading()}>
      <ResetPasswordForm token={token} email={email} />
    </AuthCard>
  )
}
