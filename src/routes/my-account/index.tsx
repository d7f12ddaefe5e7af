import { createFileRoute } from '@tanstack/react-router'
import { accountPageHead, loadOrdersPage } from '~/features/account/account-routes'
import { AccountOverview } from '~/features/account/components/AccountOverview'
import { MyBookingsSection } from '~/features/bookings/components/MyBookingsView'
import { m } from '~/paraglide/messages'

export const Route = createFileRoute('/my-account/')({
  loader: async ({ context }) => {
    await loadOrdersPage(context.queryClient, 1)
    // Imported here, not at the top: route loaders travel in every page's bundle.
    await context.queryClient.query((await import('~/features/bookings/bookings.queries')).myBookingsQuery)
  },
  head: accountPageHead(m.account_title),
  component: AccountOverviewPage,
})

/** The overview, and the customer's service appointments and rentals below it (ADR 037). */
function AccountOverviewPage() {
  return (
    <>
      <AccountOverview />
      <MyBookingsSection />
    </>
  )
}
