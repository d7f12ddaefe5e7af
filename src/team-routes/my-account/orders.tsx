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
    const orders = await context.queryClient.query(ordersQuery(deps.page)).catch((error: unknown) => {
      console.error(error)
      throw redirect({ to: '/' })
    })
    if (!orders) throw redirect({ to: '/' })
    // A page past the last one is no page of its own: the last page.
    if (deps.page > orders.pages)
      throw redirect({ to: '/my-account/orders/', search: orders.pages > 1 ? { page: orders.pages } : {} })
  },
  head: () => ({ meta: [{ title: m.orders_title() }, { name: 'robots', content: 'noindex' }] }),
  component: OrdersRoute,
})

function OrdersRoute() {
  const { page } = Route.useLoaderDeps()
  return <OrdersView page={page} />
}
