import { createFileRoute, notFound } from '@tanstack/react-router'
import { accountPageHead } from '~/features/account/account-routes'
import { publicConfigQuery } from '~/config/public-config'
import { MyReservationsView } from '~/features/stores/components/MyReservationsView'
import { myReservationsQuery } from '~/features/stores/store-stock.queries'
import { m } from '~/paraglide/messages'

/** The customer's click & reserve reservations (omnichannel only; elsewhere the 404 page). */
export const Route = createFileRoute('/my-account/reservations')({
  loader: async ({ context }) => {
    const config = await context.queryClient.query(publicConfigQuery)
    if (!config.OMNICHANNEL_IS_AVAILABLE) throw notFound()
    await context.queryClient.query(myReservationsQuery)
  },
  head: accountPageHead(m.reservations_title),
  component: MyReservationsView,
})
