/**
 * The order endpoints of the reference checkout (docs/api.md "Orders"): placing an order with the
 * caller's cart, and its confirmation for the browser that placed it. The team build places its
 * orders through the same function (src/shop-client/paths.ts).
 */
import * as v from 'valibot'
import type { Locale } from '~/paraglide/runtime'
import { shopApiPaths } from '../paths'
import { placedOrderResponseSchema } from '../schemas/checkout.schema'
import type { PlaceOrderBody, PlaceOrderResult, PlacedOrder } from '../schemas/checkout.schema'
import { readFromShop, readShopSession, shopFailureOf, writeToShop } from '../session-gateway.server'

/**
 * Posts the order. `idempotencyKey` is the checkout attempt's: a repeated submit of the same page
 * places one order.
 */
export async function placeOrder(
  body: PlaceOrderBody,
  idempotencyKey: string,
  locale: Locale,
): Promise<PlaceOrderResult> {
  try {
    const written = await writeToShop((client, session) =>
      client.request('POST', shopApiPaths.orders.place, {
        session,
        // The checkout page's language: the confirmation mail speaks it.
        query: { locale },
        body,
        headers: { 'idempotency-key': idempotencyKey },
        schema: placedOrderResponseSchema,
      }),
    )
    if (!written.ok) return { ok: false, reason: 'session-expired' }
    return { ok: true, order: written.value.data.order }
  } catch (error) {
    const failure = shopFailureOf(error)
    if (failure?.status === 409) return { ok: false, reason: 'expired' }
    if (failure?.status === 401) return { ok: false, reason: 'login-required' }
    // The shop could not store the order (its storage is full or failing): nothing was placed.
    if (failure?.status === 503) return { ok: false, reason: 'unavailable' }
    if (failure?.status !== 422) throw error
    return { ok: false, reason: 'invalid', errors: failure.errors }
  }
}

const orderIdSchema = v.pipe(v.string(), v.uuid())

/**
 * GET /api/v1/orders/{id}/: the order for its confirmation page, only for the customer or guest who
 * placed it; null for anyone else, an unknown order, or an id that is none.
 */
export async function readPlacedOrder(uuid: string): Promise<PlacedOrder | null> {
  if (!v.safeParse(orderIdSchema, uuid).success) return null
  if (!readShopSession().requestId) return null
  try {
    return await readFromShop(async (client, session) =>
      session.requestId
        ? (
            await client.request('GET', shopApiPaths.orders.confirmation(uuid), {
              session,
              schema: placedOrderResponseSchema,
            })
          ).data.order
        : null,
    )
  } catch (error) {
    if (shopFailureOf(error)?.status === 404) return null
    throw error
  }
}

/** What a cancellation from the confirmation page came to. */
export type CancelPlacedOrderResult =
  | { readonly ok: true; readonly order: PlacedOrder }
  /**
   * `not-found`: not this browser's order, or (for a guest) not the order's e-mail address;
   * `shipped`: it has left the warehouse; `invalid`: the address is not one; `session-expired`.
   */
  | { readonly ok: false; readonly reason: 'not-found' | 'shipped' | 'invalid' | 'session-expired' }

/**
 * POST /api/v1/orders/{id}/cancel/: the whole order, for the browser that placed it; a guest names
 * the order's e-mail address. `idempotencyKey` is the form's; the mail speaks `locale`.
 */
export async function cancelPlacedOrder(
  uuid: string,
  email: string,
  idempotencyKey: string,
  locale: Locale,
): Promise<CancelPlacedOrderResult> {
  if (!v.safeParse(orderIdSchema, uuid).success) return { ok: false, reason: 'not-found' }
  try {
    const written = await writeToShop((client, session) =>
      client.request('POST', shopApiPaths.orders.cancel(uuid), {
        session,
        query: { locale },
        body: session.token ? {} : { email },
        headers: { 'idempotency-key': idempotencyKey },
        schema: placedOrderResponseSchema,
      }),
    )
    if (!written.ok) return { ok: false, reason: 'session-expired' }
    return { ok: true, order: written.value.data.order }
  } catch (error) {
    const status = shopFailureOf(error)?.status
    if (status === 404 || status === 401) return { ok: false, reason: 'not-found' }
    if (status === 409) return { ok: false, reason: 'shipped' }
    if (status === 422) return { ok: false, reason: 'invalid' }
    throw error
  }
}
