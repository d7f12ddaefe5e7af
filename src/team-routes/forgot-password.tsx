import { createFileRoute } from '@tanstack/react-router'
import { AuthCard } from '~/features/auth/components/AuthCard'
import { ForgotPasswordForm } from '~/features/auth/components/ForgotPasswordForm'
import { m } from '~/paraglide/messages'

export const Route = createFileRoute('/forgot-password')({
  head: () => ({ meta: [{ title: m.forgot_title() }, { name: 'robots', content: 'noindex' }] }),
  component: () => (
    <AuthCard title={m.forgot_heading()} intro={m.forgot_intro()}>
      <ForgotPasswordForm />
    </AuthCard>
  ),
})
