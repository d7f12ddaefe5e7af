import { createFileRoute } from '@tanstack/react-router'
import { parseRouteParams, uuidRouteParamsSchema } from '~/app-shell/route-params'
import { loadOrderDetails } from '~/features/account/account-routes'
import { OrderDetailsView } from '~/features/account/components/OrderDetailsView'
import { m } from '~/paraglide/messages'

export const Route = createFileRoute('/my-account/order-details/$uuid')({
  // Spec §8: a malformed uuid is "Page Not Found: {full path}"; an unknown or foreign order a 404 too.
  beforeLoad: ({ params, location }) => {
    parseRouteParams(uuidRouteParamsSchema, params, location)
  },
  loader: ({ context, params }) => loadOrderDetails(context.queryClient, params.uuid),
  head: ({ loaderData }) => ({
    meta: [{ title: loaderData?.title ?? m.orders_title() }, { name: 'robots', content: 'noindex' }],
  }),
  component: OrderDetailsRoute,
})

function OrderDetailsRoute() {
  const { uuid } = Route.useParams()
  return <OrderDetailsView uuid={uuid} />
}
