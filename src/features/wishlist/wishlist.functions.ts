import { createServerFn } from '@tanstack/react-start'
import { pageLocaleMiddleware } from '~/app-shell/page-locale.middleware'
import { validateInput } from '~/lib/validation'
import { addToWishlist, readWishlist, removeFromWishlist } from '~/shop-client/api/wishlist.server'
import { wishlistItemInputSchema } from '~/shop-client/schemas/wishlist.schema'
import type { Wishlist, WishlistResult } from '~/shop-client/schemas/wishlist.schema'

/** The caller's wishlist (spec §7 GET /api/v1/wishlist/); empty for a visitor without one. */
export const getWishlist = createServerFn({ method: 'GET' })
  .middleware([pageLocaleMiddleware])
  .handler(({ context }): Promise<Wishlist> => readWishlist(context.locale))

/** Adds a product (spec §7 POST /api/v1/wishlist/). */
export const addWishlistItem = createServerFn({ method: 'POST' })
  .middleware([pageLocaleMiddleware])
  .validator(validateInput(wishlistItemInputSchema))
  .handler(({ data, context }): Promise<WishlistResult> => addToWishlist(data.productId, context.locale))

/** Removes a product (spec §7 DELETE /api/v1/wishlist/{productId}). */
export const removeWishlistItem = createServerFn({ method: 'POST' })
  .middleware([pageLocaleMiddleware])
  .validator(validateInput(wishlistItemInputSchema))
  .handler(({ data, context }): Promise<WishlistResult> => removeFromWishlist(data.productId, context.locale))
