import { createFileRoute } from '@tanstack/react-router'
import { accountPageHead, loadOrdersPage } from '~/features/account/account-routes'
import { ordersSearchSchema } from '~/shop-client/schemas/account.schema'
import { OrdersView } from '~/features/account/components/OrdersView'
import { m } from '~/paraglide/messages'

export const Route = createFileRoute('/my-account/orders')({
  validateSearch: ordersSearchSchema,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: async ({ context, deps }) => {
    await loadOrdersPage(context.queryClient, deps.page)
  },
  head: accountPageHead(m.orders_title),
  component: OrdersRoute,
})

function OrdersRoute() {
  const { page } = Route.useLoaderDeps()
  return <OrdersView page={page} />
}
