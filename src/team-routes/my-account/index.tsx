import { createFileRoute, redirect } from '@tanstack/react-router'
import { ordersQuery } from '~/features/account/account.queries'
import { AccountOverview } from '~/features/account/components/AccountOverview'
import { m } from '~/paraglide/messages'

export const Route = createFileRoute('/my-account/')({
  loader: async ({ context }) => {
    // Spec §2: a failed order-list load sends the user home.
    const orders = await context.queryClient.query(ordersQuery(1)).catch((error: unknown) => {
      console.error(error)
      throw redirect({ to: '/' })
    })
    if (!orders) throw redirect({ to: '/' })
  },
  head: () => ({ meta: [{ title: m.account_title() }, { name: 'robots', content: 'noindex' }] }),
  component: AccountOverview,
})
