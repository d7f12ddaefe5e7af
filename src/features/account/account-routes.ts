/**
 * What the account area's routes do before they render, shared by the shop's and the team shops'
 * route sets (src/routes/my-account, src/team-routes/my-account). User-experience redirects only:
 * the account's server functions refuse anyone without a session on their own.
 */
import { redirect } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import { m } from '~/paraglide/messages'
import { orderQuery, ordersQuery, pickupStoresQuery, refreshViewer, viewerQuery } from './account.queries'

interface RouteContext {
  readonly queryClient: QueryClient
}

/** A logged-in customer has nothing to do on the login or registration page: to the account. */
export async function leaveAuthPagesWhenLoggedIn({ context }: { context: RouteContext }) {
  const viewer = await context.queryClient.query(viewerQuery).catch(() => undefined)
  if (viewer?.kind === 'customer') throw redirect({ to: '/my-account/' })
}

/** The account area: a visitor belongs at the login, which brings them back here. */
export async function requireCustomer({
  context,
  location,
}: {
  context: RouteContext
  location: { href: string }
}) {
  let viewer
  try {
    // Asked afresh on every account page: a session ended or changed elsewhere (another tab, another
    // device) must not show cached data.
    viewer = await refreshViewer(context.queryClient)
  } catch (error) {
    // Spec §2: a failed account-data load sends the user home.
    console.error(error)
    throw redirect({ to: '/' })
  }
  if (viewer.kind === 'customer') return { account: viewer.account }
  if (viewer.sessionEnded) throw redirect({ to: '/' })
  throw redirect({ to: '/login/', search: { redirect: location.href } })
}

/** One page of the order list; spec §2: a failed order-list load sends the user home. */
export async function loadOrdersPage(queryClient: QueryClient, page: number) {
  const orders = await queryClient.query(ordersQuery(page)).catch((error: unknown) => {
    console.error(error)
    throw redirect({ to: '/' })
  })
  if (!orders) throw redirect({ to: '/' })
  // A page past the last one is no page of its own: the last page.
  if (page > orders.pages)
    throw redirect({ to: '/my-account/orders/', search: orders.pages > 1 ? { page: orders.pages } : {} })
  return orders
}

/**
 * One order, titled by its number; no session (any more): home, like every account page (spec §2).
 * An order that can be returned also needs the stores a parcel can be handed in at; without them
 * (the read failed) the return form still offers the pick-up.
 */
export async function loadOrderDetails(queryClient: QueryClient, uuid: string) {
  const order = await queryClient.query(orderQuery(uuid))
  if (!order) throw redirect({ to: '/' })
  if (order.returnable) await queryClient.query(pickupStoresQuery).catch(() => undefined)
  return { title: m.order_title({ number: order.number }) }
}

export const accountPageHead = (title: () => string) => () => ({
  meta: [{ title: title() }, { name: 'robots', content: 'noindex' }],
})
