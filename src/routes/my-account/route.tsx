import { createFileRoute } from '@tanstack/react-router'
import { requireCustomer } from '~/features/account/account-routes'
import { AccountLayout } from '~/features/account/components/AccountLayout'

export const Route = createFileRoute('/my-account')({
  beforeLoad: requireCustomer,
  component: AccountLayout,
})
