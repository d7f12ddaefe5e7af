import { createFileRoute } from '@tanstack/react-router'
import { parseRouteParams, uuidRouteParamsSchema } from '~/app-shell/route-params'
import { ReservationView } from '~/features/stores/components/ReservationView'
import { reservationQuery } from '~/features/stores/store-stock.queries'
import { m } from '~/paraglide/messages'

/**
 * One click & reserve reservation (omnichannel), for the customer or the guest who made it; the
 * confirmation mail links here (`/en/reservierung/…` in English). Anyone else, an unknown id, or
 * omnichannel off: the 404 page.
 */
export const Route = createFileRoute('/reservierung/$uuid')({
  beforeLoad: ({ params, location }) => {
    parseRouteParams(uuidRouteParamsSchema, params, location)
  },
  loader: async ({ context, params }) => {
    await context.queryClient.query(reservationQuery(params.uuid))
  },
  head: () => ({ meta: [{ title: m.reservation_title() }, { name: 'robots', content: 'noindex' }] }),
  component: ReservationRoute,
})

function ReservationRoute() {
  const { uuid } = Route.useParams()
  return <ReservationView uuid={uuid} />
}
