import { createFileRoute } from '@tanstack/react-router'
import { accountPageHead } from '~/features/account/account-routes'
import { MyBookingsPage } from '~/features/bookings/components/MyBookingsView'
import { m } from '~/paraglide/messages'

/** The customer's service appointments and rentals (ADR 037): coming ones, then past ones. */
export const Route = createFileRoute('/my-account/bookings')({
  loader: async ({ context }) => {
    // Imported here, not at the top: route loaders travel in every page's bundle.
    await context.queryClient.query((await import('~/features/bookings/bookings.queries')).myBookingsQuery)
  },
  head: accountPageHead(m.bookings_title),
  component: MyBookingsPage,
})
