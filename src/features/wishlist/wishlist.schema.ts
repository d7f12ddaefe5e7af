/**
 * The storefront's wishlist shapes (spec §3 "Wishlist", §7): the product a shopper adds or removes,
 * and its reading of the shop API's answer (products and the request id as `uuid`).
 */
import * as v from 'valibot'
import { productSummarySchema, shopIdSchema } from '~/features/product/product.schema'

/** Input of `addWishlistItem` and `removeWishlistItem`; anything else answers 422. */
export const wishlistItemInputSchema = v.object({
  productId: shopIdSchema,
})
export type WishlistItemInput = v.InferInput<typeof wishlistItemInputSchema>

export const wishlistResponseSchema = v.object({
  data: v.object({
    /** Newest first. */
    products: v.array(productSummarySchema),
    uuid: v.string(),
  }),
})

/** The caller's wishlist as the page keeps it; the request id stays in its HttpOnly cookie. */
export interface Wishlist {
  readonly products: v.InferOutput<typeof productSummarySchema>[]
}

export type WishlistResult =
  { ok: true; wishlist: Wishlist } | { ok: false; reason: 'invalid' | 'session-expired'; message: string }

/** Spec §4 "Toggle adds or removes based on membership". */
export function isOnWishlist(wishlist: Wishlist | undefined, productId: number): boolean {
  return wishlist?.products.some((product) => product.id === productId) ?? false
}
