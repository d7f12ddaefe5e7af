/**
 * The storefront's cart shapes: what a shopper may ask to add (spec §7 "Cart": productOption, amount,
 * relatedProducts, mounting, setId) and its reading of the shop API's cart response (spec §3).
 */
import * as v from 'valibot'
import { endpoint } from './contract'
import type { ContractEndpoint } from './contract'
import { optionStatusSchema, productSummarySchema, shopIdSchema } from '~/shop-client/schemas/product.schema'

/** Spec §4 "Cart": the amount defaults to 1; one add puts at most 10 of a size in the cart. */
export const DEFAULT_ADD_AMOUNT = 1
export const MAX_ADD_AMOUNT = 10

export const cartAmountSchema = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_ADD_AMOUNT))

/** Input of `addCartItem`; anything else answers 422 before the shop is asked. */
export const addCartItemInputSchema = v.object({
  productOption: shopIdSchema,
  amount: v.optional(cartAmountSchema, DEFAULT_ADD_AMOUNT),
  relatedProducts: v.optional(v.pipe(v.array(shopIdSchema), v.maxLength(10))),
  mounting: v.optional(v.boolean()),
  setId: v.optional(shopIdSchema),
})
export type AddCartItemInput = v.InferInput<typeof addCartItemInputSchema>

export const cartProductSchema = v.object({
  hash: v.string(),
  option: v.object({ id: v.number(), stock: v.number(), quantity: v.number(), title: v.string() }),
  product: productSummarySchema,
  set: v.nullable(v.object({ id: v.number(), hash: v.string(), name: v.string() })),
  relatedProducts: v.array(
    v.object({
      option: v.object({ id: v.number(), title: v.string(), stock: v.number() }),
      product: productSummarySchema,
    }),
  ),
  mounting: v.boolean(),
  mountingPriceFormatted: v.nullable(v.string()),
  isHeavy: v.boolean(),
  isBike: v.boolean(),
  isSki: v.boolean(),
  genderSysname: v.picklist(['unknown', 'female', 'male', 'kinder']),
  status: optionStatusSchema,
  unitPriceFormatted: v.string(),
  linePriceFormatted: v.string(),
})
export type CartProduct = v.InferOutput<typeof cartProductSchema>

const cartGroupSchema = v.object({ quantity: v.number(), hashes: v.array(v.string()) })

export const cartSchema = v.object({
  /** The request id the cart belongs to: a new guest id when the call carried none. */
  uuid: v.string(),
  products: v.array(cartProductSchema),
  total: v.object({
    quantity: v.number(),
    totalCartPriceFormatted: v.string(),
    deliveryPrice: v.number(),
    deliveryPriceFormatted: v.string(),
    totalPriceFormatted: v.string(),
    freeDeliveryFrom: v.number(),
    freeDeliveryFromFormatted: v.string(),
    totalCartPrice: v.number(),
    missingForFreeDelivery: v.number(),
    missingForFreeDeliveryFormatted: v.string(),
  }),
  groups: v.object({ full: cartGroupSchema, available: cartGroupSchema, unavailable: cartGroupSchema }),
})
export type Cart = v.InferOutput<typeof cartSchema>

export const cartResponseSchema = v.object({ data: cartSchema })

/**
 * What an add answers. Expected refusals (a size sold out meanwhile, too many for the stock, an
 * option or set that no longer fits, an expired session) are values the page shows, not errors.
 */
export type AddCartItemResult =
  | { ok: true; cart: Cart }
  | { ok: false; reason: 'stock' | 'invalid' | 'session-expired' | 'unavailable'; message: string }

/** A cart line is identified by its hash (spec §7 DELETE /api/v1/cart/hash/{hash}/). */
export const cartLineHashSchema = v.pipe(v.string(), v.regex(/^[0-9a-f]{32}$/))

/** Input of `removeFromCart`: a line by its hash, or every line of a set by the set's hash. */
export const removeCartItemInputSchema = v.object({
  by: v.picklist(['line', 'set']),
  hash: cartLineHashSchema,
})
export type RemoveCartItemInput = v.InferInput<typeof removeCartItemInputSchema>

/** Most units of one line (the shop API's limit; the stock usually ends it sooner). */
export const MAX_LINE_QUANTITY = 99

/** Input of `setCartLineQuantity`, the quantity stepper. */
export const setCartLineQuantityInputSchema = v.object({
  hash: cartLineHashSchema,
  quantity: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_LINE_QUANTITY)),
})
export type SetCartLineQuantityInput = v.InferInput<typeof setCartLineQuantityInputSchema>

/**
 * What a cart write answers. Expected refusals are values the page shows: `missing` (the line is no
 * longer in the cart, spec §8 "Cart item to remove is missing"), `stock`, an expired session,
 * `unavailable` (the shop's storage is full or failing: nothing changed).
 */
export type CartWriteResult =
  | { ok: true; cart: Cart | null }
  | {
      ok: false
      reason: 'missing' | 'stock' | 'invalid' | 'session-expired' | 'unavailable'
      message: string
    }

/** The cart endpoints the storefront calls, shop and team variants (checked by the contract test). */
export const cartContract = (): readonly ContractEndpoint[] =>
  ['/api/v1/cart/', '/api/v2/team/cart/']
    .flatMap((base) => [
      endpoint('GET', base, cartResponseSchema),
      endpoint('PATCH', `${base}hash/:hash/`, cartResponseSchema),
      endpoint('DELETE', `${base}hash/:hash/`, cartResponseSchema),
      endpoint('DELETE', `${base}set/:hash/`, cartResponseSchema),
      endpoint('POST', `${base}merge/`),
    ])
    .concat(endpoint('POST', '/api/v1/cart/', cartResponseSchema))
