/**
 * The omnichannel endpoints (docs/api.md "Store stock and reservations"): stock per store and size,
 * pick-up of a whole cart, and click & reserve. Each answers 404 where omnichannel is off; the
 * functions then answer "nothing" (null, an empty list, `unavailable`) and the pages show none of it.
 */
import * as v from 'valibot'
import { shopApiPaths } from '../paths'
import {
  createdReservationResponseSchema,
  pickupResponseSchema,
  reservationResponseSchema,
  reservationsResponseSchema,
  storeStockResponseSchema,
} from '../schemas/store-stock.schema'
import type {
  Reservation,
  ReservationInput,
  ReservationResult,
  StorePickup,
  StoreStock,
  StoreStockQuery,
} from '../schemas/store-stock.schema'
import {
  asCustomer,
  readFromShop,
  readShopSession,
  shopFailureOf,
  storeRequestId,
  writeToShop,
} from '../session-gateway.server'
import type { CustomerResult } from '../session-gateway.server'

/**
 * GET /api/v1/stock/stores/: which stores have a size (or any size of a product), the caller's
 * store first, nearest first with a position. Null where omnichannel is off or the product is gone.
 */
export async function readStoreStock(query: StoreStockQuery): Promise<StoreStock | null> {
  try {
    const response = await readFromShop((client, session) =>
      client.request('GET', shopApiPaths.storeStock.stores, {
        session,
        query: {
          productOption: query.productOption,
          product: query.product,
          store: query.store,
          lat: query.latitude,
          lng: query.longitude,
        },
        schema: storeStockResponseSchema,
      }),
    )
    return response.data
  } catch (error) {
    const status = shopFailureOf(error)?.status
    if (status === 404 || status === 422) return null
    throw error
  }
}

/**
 * GET /api/v1/stock/pickup/: per store, whether the whole cart is on its shelves (collect today) or
 * is sent there (ready in n days). Empty where omnichannel is off or for an empty cart.
 */
export async function readCartPickup(
  lines: readonly { readonly productOption: number; readonly quantity: number }[],
): Promise<StorePickup[]> {
  if (lines.length === 0) return []
  try {
    const response = await readFromShop((client) =>
      client.request('GET', shopApiPaths.storeStock.pickup, {
        query: { lines: lines.map((line) => `${line.productOption}:${line.quantity}`).join(',') },
        schema: pickupResponseSchema,
      }),
    )
    return response.data.stores
  } catch (error) {
    const status = shopFailureOf(error)?.status
    if (status === 404 || status === 422) return []
    throw error
  }
}

/**
 * POST /api/v1/reservations/: puts one unit of a size aside in a store for 48 hours. The session
 * goes along (a customer's reservation is the account's; a guest's belongs to the request id, which
 * the shop creates when the guest has none yet). `idempotencyKey` is the form's: a resent form makes
 * one reservation.
 */
export async function createReservation(
  input: ReservationInput & { readonly locale: 'de-AT' | 'en' },
  idempotencyKey: string,
): Promise<ReservationResult> {
  try {
    const written = await writeToShop((client, session) =>
      client.request('POST', shopApiPaths.reservations.create, {
        session,
        body: input,
        headers: { 'idempotency-key': idempotencyKey },
        schema: createdReservationResponseSchema,
      }),
    )
    if (!written.ok) return { ok: false, reason: 'session-expired' }
    storeRequestId(written.value.data.uuid)
    return { ok: true, reservation: written.value.data.reservation }
  } catch (error) {
    const failure = shopFailureOf(error)
    if (failure?.status === 404) return { ok: false, reason: 'unavailable' }
    if (failure?.status === 409)
      // The shop names the owner's held reservations when that is the conflict, else the shelf.
      return { ok: false, reason: failure.errors.reservations ? 'too-many-held' : 'sold-out' }
    if (failure?.status === 429) return { ok: false, reason: 'throttled' }
    if (failure?.status === 503) return { ok: false, reason: 'unavailable' }
    if (failure?.status !== 422) throw error
    const fields = {
      name: failure.errors.name?.[0],
      email: failure.errors.email?.[0],
      phone: failure.errors.phone?.[0],
    }
    return { ok: false, reason: 'invalid', fields }
  }
}

const reservationIdSchema = v.pipe(v.string(), v.uuid())

/**
 * GET /api/v1/reservations/{uuid}/: a reservation for whoever made it (the customer, or the guest's
 * request id); null for anyone else, an unknown id, or where omnichannel is off.
 */
export async function readReservation(uuid: string): Promise<Reservation | null> {
  if (!v.safeParse(reservationIdSchema, uuid).success) return null
  const session = readShopSession()
  if (!session.token && !session.requestId) return null
  try {
    const response = await readFromShop((client, current) =>
      client.request('GET', shopApiPaths.reservations.reservation(uuid), {
        session: current,
        schema: reservationResponseSchema,
      }),
    )
    return response.data.reservation
  } catch (error) {
    if (shopFailureOf(error)?.status === 404) return null
    throw error
  }
}

/** The outcome of a cancellation. */
export type CancelReservationResult =
  | { readonly ok: true; readonly reservation: Reservation }
  | { readonly ok: false; readonly reason: 'not-found' | 'ended' | 'session-expired' }

/**
 * DELETE /api/v1/reservations/{uuid}/: cancels a held reservation (its unit goes back on the
 * shelf); cancelling again answers it as it stands. `ended`: it was collected or has expired.
 */
export async function cancelReservation(uuid: string): Promise<CancelReservationResult> {
  if (!v.safeParse(reservationIdSchema, uuid).success) return { ok: false, reason: 'not-found' }
  try {
    const written = await writeToShop((client, session) =>
      client.request('DELETE', shopApiPaths.reservations.reservation(uuid), {
        session,
        schema: reservationResponseSchema,
      }),
    )
    if (!written.ok) return { ok: false, reason: 'session-expired' }
    return { ok: true, reservation: written.value.data.reservation }
  } catch (error) {
    const status = shopFailureOf(error)?.status
    if (status === 404) return { ok: false, reason: 'not-found' }
    if (status === 409) return { ok: false, reason: 'ended' }
    throw error
  }
}

/**
 * GET /api/v1/user/reservations/: the customer's reservations, newest first; an empty list where
 * omnichannel is off.
 */
export async function readMyReservations(): Promise<CustomerResult<Reservation[]>> {
  return asCustomer(async (client, session) => {
    try {
      const response = await client.request('GET', shopApiPaths.reservations.mine, {
        session,
        schema: reservationsResponseSchema,
      })
      return response.data.reservations
    } catch (error) {
      if (shopFailureOf(error)?.status === 404) return []
      throw error
    }
  })
}
