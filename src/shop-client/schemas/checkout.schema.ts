/** The checkout's order endpoints as the storefront reads them (spec: checkout is external; ours is the reference checkout). */
import * as v from 'valibot'
import { endpoint } from './contract'
import type { ContractEndpoint } from './contract'
import { orderAddressSchema, orderDetailSchema } from '~/shop-client/schemas/account.schema'
import type { countryIds } from '~/shop-client/schemas/account.schema'

/** An address typed into the checkout, as POST /api/v1/orders/ takes it. */
export interface PostalAddress {
  readonly firstname: string
  readonly lastname: string
  readonly street: string
  readonly streetNo: string
  readonly postal: string
  readonly city: string
  readonly countryId: (typeof countryIds)[number]
}

/** The body of POST /api/v1/orders/ (and the team's /api/v2/team/orders/). */
export interface PlaceOrderBody {
  readonly deliveryType: 'home' | 'click_and_collect'
  readonly paymentMethod: 'invoice' | 'prepayment'
  readonly addressId?: string
  readonly shippingAddress?: PostalAddress
  readonly storeId?: number
  readonly billingAddressId?: string
  readonly billingAddress?: PostalAddress
  readonly email?: string
  /** A phone number for questions about the delivery (optional). */
  readonly phone?: string
}

/** The order as POST and GET /api/v1/orders/ answer it: the account's order detail and more. */
export const placedOrderSchema = v.object({
  ...orderDetailSchema.entries,
  billingAddress: v.nullable(orderAddressSchema),
  paymentMethod: v.picklist(['invoice', 'prepayment']),
  email: v.nullable(v.string()),
  /** The phone number for delivery questions; absent from hosts that do not take one. */
  phone: v.optional(v.nullable(v.string()), null),
})
export type PlacedOrder = v.InferOutput<typeof placedOrderSchema>

export const placedOrderResponseSchema = v.object({ data: v.object({ order: placedOrderSchema }) })

/**
 * What placing an order answers. Expected refusals are values the checkout shows: the session ended
 * (`session-expired`), the attempt's key was used for another order (`expired`, 409), the team shop
 * wants a logged-in member (`login-required`, 401), or the shop refused fields (`invalid`, 422, with
 * the API's messages per field, e.g. `cart` when the stock no longer covers it).
 */
export type PlaceOrderResult =
  | { readonly ok: true; readonly order: PlacedOrder }
  | {
      readonly ok: false
      /** `unavailable`: the shop could not store the order now (503, e.g. its disk is full); nothing was placed. */
      readonly reason: 'session-expired' | 'expired' | 'login-required' | 'unavailable'
    }
  | {
      readonly ok: false
      readonly reason: 'invalid'
      readonly errors: Readonly<Record<string, readonly string[]>>
    }

/** The checkout endpoints the storefront calls, shop and team variants (checked by the contract test). */
export const checkoutContract = (): readonly ContractEndpoint[] => [
  endpoint('POST', '/api/v1/orders/', placedOrderResponseSchema),
  endpoint('POST', '/api/v2/team/orders/', placedOrderResponseSchema),
  endpoint('GET', '/api/v1/orders/:id/', placedOrderResponseSchema),
  endpoint('POST', '/api/v1/orders/:id/cancel/', placedOrderResponseSchema),
]
