import { createFileRoute, redirect } from '@tanstack/react-router'
import { ordersQuery } from '~/features/account/account.queries'
import { ordersSearchSchema } from '~/features/account/account.schema'
import { OrdersView } from '~/features/account/components/OrdersView'
import { m } from '~/paraglide/messages'

export const Route = createFileRoute('/my-account/orders')({
  validateSearch: ordersSearchSchema,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: async ({ context, deps }) => {
    // Spec §2: a failed order-list load sends the user home.
    await context.queryClient.query(ordersQuery(deps.page)).catch((error: unknown) => {
      console.error(error)
      throw redirect({ to: '/' })
    })
  },
  head: () => ({ meta: [{ title: m.orders_title() }, { name: 'robots', content: 'noindex' }] }),
  component: OrdersRoute,
})

function OrdersRoute() {
  const { page } = Route.useLoaderDeps()
  return <OrdersView page={page} />
}
