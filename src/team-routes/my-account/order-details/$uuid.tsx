import { createFileRoute, redirect } from '@tanstack/react-router'
import { parseRouteParams } from '~/app-shell/route-params'
import { orderQuery } from '~/features/account/account.queries'
import { orderParamsSchema } from '~/features/account/account.schema'
import { OrderDetailsView } from '~/features/account/components/OrderDetailsView'
import { m } from '~/paraglide/messages'

export const Route = createFileRoute('/my-account/order-details/$uuid')({
  // Spec §8: a malformed uuid is "Page Not Found: {full path}"; an unknown or foreign order a 404 too.
  beforeLoad: ({ params, location }) => {
    parseRouteParams(orderParamsSchema, params, location)
  },
  loader: async ({ context, params }) => {
    const order = await context.queryClient.query(orderQuery(params.uuid))
    // No session (any more): home, like every account page (spec §2).
    if (!order) throw redirect({ to: '/' })
    return { title: m.order_title({ number: order.number }) }
  },
  head: ({ loaderData }) => ({
    meta: [{ title: loaderData?.title ?? m.orders_title() }, { name: 'robots', content: 'noindex' }],
  }),
  component: OrderDetailsRoute,
})

function OrderDetailsRoute() {
  const { uuid } = Route.useParams()
  return <OrderDetailsView uuid={uuid} />
}
