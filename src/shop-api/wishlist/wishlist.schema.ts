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

export const wishlistSchema = v.object({
  /** Newest first. */
  products: v.array(productSummarySchema),
  /** The request id the wishlist belongs to; a new guest id when the call carried none. */
  uuid: v.string(),
})
export type Wishlist = v.InferOutput<typeof wishlistSchema>

export const wishlistResponseSchema = v.object({ data: wishlistSchema })

export const exampleWishlist: Wishlist = { products: [exampleProduct], uuid: exampleGuestId }
