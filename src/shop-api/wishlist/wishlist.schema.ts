/**
 * The wishlist's contract (spec §3 "Wishlist", §7 "Wishlist"): products with their ids, and the
 * request id as `uuid`, which the storefront stores as its request id.
 */
import * as v from 'valibot'
import { productSummarySchema } from '../catalog/product-summary'
import { exampleGuestId, exampleProduct } from '../cart/cart.schema'
import { idSchema, missingFieldMessages, pathIdSchema } from '../cart/shared-schemas'

export const addToWishlistBodySchema = v.object(
  { productId: idSchema('The selected product does not exist.') },
  missingFieldMessages({ productId: 'Choose a product (productId is required).' }),
)

export const wishlistParamsSchema = v.object({ productId: pathIdSchema })

/** A remembered product, with its sizes and their stock, so the list can put a size into the cart. */
export const wishlistProductSchema = v.object({
  ...productSummarySchema.entries,
  options: v.array(
    v.object({
      id: v.number(),
      label: v.string(),
      stock: v.number(),
      /** Spec §3: 1 unavailable (no stock), 2 available. */
      status: v.picklist([1, 2]),
    }),
  ),
})
export type WishlistProduct = v.InferOutput<typeof wishlistProductSchema>

export const wishlistSchema = v.object({
  /** Newest first. */
  products: v.array(wishlistProductSchema),
  /** The request id the wishlist belongs to; a new guest id when the call carried none. */
  uuid: v.string(),
})
export type Wishlist = v.InferOutput<typeof wishlistSchema>

export const wishlistResponseSchema = v.object({ data: wishlistSchema })

export const exampleWishlist: Wishlist = {
  products: [
    {
      ...exampleProduct,
      options: [
        { id: 55011, label: '38', stock: 0, status: 1 },
        { id: 55012, label: '39 1/3', stock: 4, status: 2 },
      ],
    },
  ],
  uuid: exampleGuestId,
}
