/**
 * The reference checkout's server side (design brief §7 "Checkout"): what its pages show and how a
 * posted form becomes an order, through the shop API with the visitor's session cookies. It runs in
 * the server route of /checkout/, outside the client router, so it works without JavaScript.
 */
import { randomUUID } from 'node:crypto'
import { readAccount } from '~/shop-client/api/account.server'
import { readCart } from '~/shop-client/api/cart.server'
import * as v from 'valibot'
import {
  cancelPlacedOrder,
  placeOrder as placeOrderAtShop,
  readPlacedOrder,
} from '~/shop-client/api/checkout.server'
import { readShopSession } from '~/shop-client/session-gateway.server'
import { readCartPickup } from '~/shop-client/api/store-stock.server'
import { readStores } from '~/shop-client/api/stores.server'
import { getServerConfig } from '~/config/config.server'
import type { AccountData } from '~/shop-client/schemas/account.schema'
import type { Cart } from '~/shop-client/schemas/cart.schema'
import type { PlacedOrder } from '~/shop-client/schemas/checkout.schema'
import type { StorePickup } from '~/shop-client/schemas/store-stock.schema'
import type { Store } from '~/shop-client/schemas/stores.schema'
import { readMyStoreCookie } from '~/features/stores/my-store.server'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import { cartRefusalMessage, parseCheckoutForm } from './checkout-form'
import type { CheckoutErrors, CheckoutValues } from './checkout-form'

/** A store the checkout offers for click & collect. */
export type CheckoutStore = Pick<Store, 'id' | 'slug' | 'name' | 'street' | 'streetNo' | 'postal' | 'city'>

/** Everything the checkout page shows: the cart, the stores to collect from, a customer's addresses. */
export interface CheckoutData {
  readonly cart: Cart | null
  readonly stores: readonly CheckoutStore[]
  /** The logged-in customer, or null for a guest. */
  readonly account: AccountData | null
  /** The shopper's own store ("my store"), preselected for click & collect. */
  readonly myStoreId: number | null
  /**
   * Omnichannel only (spec §4): per store id, whether the whole cart is on its shelves (collect
   * today) or is sent there (ready in n days); empty elsewhere.
   */
  readonly pickup: Readonly<Record<number, StorePickup>>
}

/** Per store, how soon the cart's available lines can be collected there (omnichannel only). */
async function pickupFor(cart: Cart | null): Promise<Record<number, StorePickup>> {
  if (!getServerConfig().OMNICHANNEL_IS_AVAILABLE || !cart) return {}
  const lines = cart.products
    .filter((line) => line.status === 2)
    .map((line) => ({ productOption: line.option.id, quantity: line.option.quantity }))
  const stores = await readCartPickup(lines)
  return Object.fromEntries(stores.map((store) => [store.storeId, store]))
}

export async function loadCheckout(): Promise<CheckoutData> {
  const [account, cart, stores] = await Promise.all([readAccount(), readCart(getLocale()), readStores()])
  const customer = account.ok ? account.value : null
  const visitorStore = readMyStoreCookie()
  const myStoreId = customer
    ? (customer.store?.id ?? null)
    : (stores.find((store) => store.slug === visitorStore)?.id ?? null)
  return { cart, stores, account: customer, myStoreId, pickup: await pickupFor(cart) }
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

/** What the shopper reads when the shop refuses the order as a whole. */
const refusalMessages = {
  'session-expired': m.cart_session_expired,
  expired: m.checkout_expired,
  // The team shop's orders are for logged-in members only; a guest's form gets there too.
  'login-required': m.checkout_login_required,
  unavailable: m.save_unavailable,
} satisfies Record<string, () => string>

/**
 * Posts the order. The API's messages are English; the shopper reads ours. A cart the stock no
 * longer covers names its lines from the cart as it now is (its unavailable group).
 */
export async function placeOrder(values: CheckoutValues, isCustomer: boolean): Promise<PlaceOrderOutcome> {
  const parsed = parseCheckoutForm(values, isCustomer)
  if (!parsed.ok) return parsed
  const result = await placeOrderAtShop(parsed.body, parsed.idempotencyKey, getLocale())
  if (result.ok) return result
  if (result.reason !== 'invalid') return { ok: false, errors: { form: refusalMessages[result.reason]() } }
  const errors: Record<string, string> = {}
  if (result.errors.cart) {
    const cart = await readCart(getLocale())
    errors.cart = cartRefusalMessage(
      cart?.products ?? [],
      cart?.groups.unavailable.hashes ?? [],
      result.errors.cart,
    )
  }
  for (const field of Object.keys(result.errors)) {
    const target = API_FIELDS[field]
    if (target && !(target in errors)) errors[target] = m.checkout_field_refused()
  }
  if (Object.keys(errors).length === 0) errors.form = m.form_failed()
  return { ok: false, errors }
}

/** The order for its confirmation page: only the customer or guest who placed it sees it. */
export function loadPlacedOrder(uuid: string): Promise<PlacedOrder | null> {
  return readPlacedOrder(uuid)
}

/** 1–255 visible ASCII characters, as the shop takes an `Idempotency-Key`. */
const idempotencyKeySchema = v.pipe(v.string(), v.regex(/^[\x21-\x7e]{1,255}$/))

/**
 * Cancels the order from its confirmation page: the whole order; a guest's address must be the
 * order's. A refusal comes back as the message the form shows.
 */
export async function cancelOrderFromConfirmation(
  uuid: string,
  email: string,
  idempotencyKey: string,
): Promise<{ ok: true } | { ok: false; message: string }> {
  const guest = readShopSession().token === undefined
  const address = email.trim()
  if (guest && !v.safeParse(v.pipe(v.string(), v.email(), v.maxLength(254)), address).success)
    return { ok: false, message: m.checkout_cancel_invalid_email() }
  const key = v.safeParse(idempotencyKeySchema, idempotencyKey).success ? idempotencyKey : newAttemptKey()
  const result = await cancelPlacedOrder(uuid, address, key, getLocale())
  if (result.ok) return { ok: true }
  if (result.reason === 'shipped') return { ok: false, message: m.order_cancel_shipped() }
  if (result.reason === 'not-found') return { ok: false, message: m.checkout_cancel_wrong_email() }
  if (result.reason === 'invalid') return { ok: false, message: m.checkout_cancel_invalid_email() }
  return { ok: false, message: m.form_failed() }
}
