import { createFileRoute } from '@tanstack/react-router'
import { accountPageHead, loadOrdersPage } from '~/features/account/account-routes'
import { AccountOverview } from '~/features/account/components/AccountOverview'
import { m } from '~/paraglide/messages'

export const Route = createFileRoute('/my-account/')({
  loader: async ({ context }) => {
    await loadOrdersPage(context.queryClient, 1)
  },
  head: accountPageHead(m.account_title),
  component: AccountOverview,
})
