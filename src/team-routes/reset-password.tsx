import { createFileRoute } from '@tanstack/react-router'
import { resetPasswordHead } from '~/features/auth/auth-routes'
import { ResetPasswordPage } from '~/features/auth/components/ResetPasswordPage'
import { resetPasswordSearchSchema } from '~/shop-client/schemas/auth.schema'

export const Route = createFileRoute('/reset-password')({
  validateSearch: resetPasswordSearchSchema,
  head: resetPasswordHead,
  component: ResetPasswordRoute,
})

function ResetPasswordRoute() {
  return <ResetPasswordPage fromQuery={Route.useSearch()} />
}
