/**
 * The account's reads (viewer, orders, pick-up stores): the app shell asks for the viewer on every
 * page. The forms' writes are in account-forms.functions.ts, so that their validators (the shop's
 * rules with their messages) load with the account's forms, not with every page.
 */
import { notFound } from '@tanstack/react-router'
import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { readAccount, readOrder, readOrders } from '~/shop-client/api/account.server'
import { readStores } from '~/shop-client/api/stores.server'
import { validateInput } from '~/lib/validation'
import { MAX_ORDERS_PAGE, orderParamsSchema } from '~/shop-client/schemas/account.schema'
import type { OrderDetail, OrdersPage, PickupStore, Viewer } from '~/shop-client/schemas/account.schema'

/**
 * Who is looking (spec §4 Session: the current-user call runs at startup when logged in). A visitor
 * is answered without asking the shop; a session the shop has ended is reported, so the page can
 * send the browser home.
 */
export const getViewer = createServerFn({ method: 'GET' }).handler(async (): Promise<Viewer> => {
  const result = await readAccount()
  if (result.ok) return { kind: 'customer', account: result.value }
  return { kind: 'visitor', sessionEnded: result.reason === 'session-ended' }
})

/** The stores a click & collect address can name (the shop locator's list, by city). */
export const getPickupStores = createServerFn({ method: 'GET' }).handler(async (): Promise<PickupStore[]> =>
  (await readStores()).map((store) => ({
    id: store.id,
    name: store.name,
    street: store.street,
    streetNo: store.streetNo,
    postal: store.postal,
    city: store.city,
  })),
)

/** Spec §7 GET /api/v1/user/orders/, one page of 20, newest first. */
export const getOrders = createServerFn({ method: 'GET' })
  .validator(
    validateInput(
      v.object({ page: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_ORDERS_PAGE)) }),
    ),
  )
  // No session (any more): no page. Answered, not thrown, so that the session's end reaches the browser.
  .handler(({ data }): Promise<OrdersPage | null> => readOrders(data.page))

/** Spec §7 GET /api/v1/user/order/{id}/: someone else's or an unknown order is a 404. */
export const getOrder = createServerFn({ method: 'GET' })
  .validator(validateInput(orderParamsSchema))
  .handler(async ({ data }): Promise<OrderDetail | null> => {
    const result = await readOrder(data.uuid)
    if (result.ok) return result.order
    if (result.reason === 'not-found') throw notFound()
    return null
  })
