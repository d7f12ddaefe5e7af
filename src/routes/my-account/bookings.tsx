import { createFileRoute } from '@tanstack/react-router'
import { accountPageHead } from '~/features/account/account-routes'
import { MyBookingsView } from '~/features/bookings/components/MyBookingsView'
import { myBookingsQuery } from '~/features/bookings/bookings.queries'
import { m } from '~/paraglide/messages'

/** The customer's service appointments and rentals (ADR 037): coming ones, then past ones. */
export const Route = createFileRoute('/my-account/bookings')({
  loader: async ({ context }) => {
    await context.queryClient.query(myBookingsQuery)
  },
  head: accountPageHead(m.bookings_title),
  component: MyBookingsView,
})
