/**
 * The reference checkout's server side (design brief §7 "Checkout"): what its pages show and how a
 * posted form becomes an order, through the shop API with the visitor's session cookies. It runs in
 * the server route of /checkout/, outside the client router, so it works without JavaScript.
 */
import { randomUUID } from 'node:crypto'
import * as v from 'valibot'
import { parseAccountData } from '~/features/account/account-reads.server'
import { orderAddressSchema, orderDetailSchema } from '~/shop-client/schemas/account.schema'
import type { AccountData } from '~/shop-client/schemas/account.schema'
import { cartResponseSchema } from '~/shop-client/schemas/cart.schema'
import type { Cart } from '~/shop-client/schemas/cart.schema'
import {
  asCustomer,
  readFromShop,
  readShopSession,
  shopFailureOf,
  writeToShop,
} from '~/shop-client/session-gateway.server'
import { readMyStoreCookie } from '~/features/stores/my-store.server'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import { cartRefusalMessage, parseCheckoutForm } from './checkout-form'
import type { CheckoutErrors, CheckoutValues } from './checkout-form'
import { shopPaths } from '~/shop-client/paths'

export const checkoutStoreSchema = v.object({
  id: v.number(),
  slug: v.string(),
  name: v.string(),
  street: v.string(),
  streetNo: v.string(),
  postal: v.string(),
  city: v.string(),
})
export type CheckoutStore = v.InferOutput<typeof checkoutStoreSchema>

const storesResponseSchema = v.object({ data: v.object({ stores: v.array(checkoutStoreSchema) }) })

/** The order as POST and GET /api/v1/orders/ answer it: the account's order detail and more. */
export const placedOrderSchema = v.object({
  ...orderDetailSchema.entries,
  billingAddress: v.nullable(orderAddressSchema),
  paymentMethod: v.picklist(['invoice', 'prepayment']),
  email: v.nullable(v.string()),
})
export type PlacedOrder = v.InferOutput<typeof placedOrderSchema>

const placeOrderResponseSchema = v.object({ data: v.object({ order: placedOrderSchema }) })

/** Everything the checkout page shows: the cart, the stores to collect from, a customer's addresses. */
export interface CheckoutData {
  readonly cart: Cart | null
  readonly stores: readonly CheckoutStore[]
  /** The logged-in customer, or null for a guest. */
  readonly account: AccountData | null
  /** The shopper's own store ("my store"), preselected for click & collect. */
  readonly myStoreId: number | null
}

async function readCart(): Promise<Cart | null> {
  if (!readShopSession().requestId) return null
  try {
    return await readFromShop(async (client, session) =>
      session.requestId
        ? (
            await client.request('GET', shopPaths.cart, {
              session,
              query: { locale: getLocale() },
              schema: cartResponseSchema,
            })
          ).data
        : null,
    )
  } catch (error) {
    if (shopFailureOf(error)?.status === 404) return null
    throw error
  }
}

export async function loadCheckout(): Promise<CheckoutData> {
  const [account, cart, stores] = await Promise.all([
    asCustomer(async (client, session) =>
      parseAccountData(await client.request('GET', '/api/v1/user/', { session })),
    ),
    readCart(),
    readFromShop((client) => client.request('GET', '/api/v1/stores/', { schema: storesResponseSchema })),
  ])
  const customer = account.ok ? account.value : null
  const visitorStore = readMyStoreCookie()
  const myStoreId = customer
    ? (customer.store?.id ?? null)
    : (stores.data.stores.find((store) => store.slug === visitorStore)?.id ?? null)
  return { cart, stores: stores.data.stores, account: customer, myStoreId }
}

/** A fresh key per checkout attempt: a repeated submit of the same page places one order. */
export const newAttemptKey = (): string => randomUUID()

export type PlaceOrderOutcome =
  { readonly ok: true; readonly order: PlacedOrder } | { readonly ok: false; readonly errors: CheckoutErrors }

/** API field names → the form's fields, so each error shows beside what the shopper can change. */
const API_FIELDS: Readonly<Record<string, string>> = {
  addressId: 'addressId',
  billingAddressId: 'billingAddressId',
  storeId: 'storeId',
  email: 'email',
  billingAddress: 'form',
  paymentMethod: 'paymentMethod',
  deliveryType: 'deliveryType',
}

/**
 * Posts the order. The API's messages are English; the shopper reads ours. A cart the stock no
 * longer covers names its lines from the cart as it now is (its unavailable group).
 */
export async function placeOrder(values: CheckoutValues, isCustomer: boolean): Promise<PlaceOrderOutcome> {
  const parsed = parseCheckoutForm(values, isCustomer)
  if (!parsed.ok) return parsed
  try {
    const result = await writeToShop((client, session) =>
      client.request('POST', shopPaths.orders, {
        session,
        body: parsed.body,
        headers: { 'idempotency-key': parsed.idempotencyKey },
        schema: placeOrderResponseSchema,
      }),
    )
    if (!result.ok) return { ok: false, errors: { form: m.cart_session_expired() } }
    return { ok: true, order: result.value.data.order }
  } catch (error) {
    const failure = shopFailureOf(error)
    if (failure?.status === 409) return { ok: false, errors: { form: m.checkout_expired() } }
    // The team shop's orders are for logged-in members only; a guest's form gets there too.
    if (failure?.status === 401) return { ok: false, errors: { form: m.checkout_login_required() } }
    if (failure?.status !== 422) throw error
    const errors: Record<string, string> = {}
    if (failure.errors.cart) {
      const cart = await readCart()
      errors.cart = cartRefusalMessage(
        cart?.products ?? [],
        cart?.groups.unavailable.hashes ?? [],
        failure.errors.cart,
      )
    }
    for (const field of Object.keys(failure.errors)) {
      const target = API_FIELDS[field]
      if (target && !(target in errors)) errors[target] = m.checkout_field_refused()
    }
    if (Object.keys(errors).length === 0) errors.form = m.form_failed()
    return { ok: false, errors }
  }
}

/** The order for its confirmation page: only the customer or guest who placed it sees it. */
export async function loadPlacedOrder(uuid: string): Promise<PlacedOrder | null> {
  if (!v.safeParse(v.pipe(v.string(), v.uuid()), uuid).success) return null
  if (!readShopSession().requestId) return null
  try {
    return await readFromShop(async (client, session) =>
      session.requestId
        ? (
            await client.request('GET', `/api/v1/orders/${uuid}/`, {
              session,
              schema: placeOrderResponseSchema,
            })
          ).data.order
        : null,
    )
  } catch (error) {
    if (shopFailureOf(error)?.status === 404) return null
    throw error
  }
}
