import { createServerFn } from '@tanstack/react-start'
import { pageLocaleMiddleware } from '~/app-shell/page-locale.middleware'
import { validateInput } from '~/lib/validation'
import {
  addToCart,
  readCart,
  removeCartLine,
  setCartLineQuantity as setLineQuantity,
} from '~/shop-client/api/cart.server'
import {
  addCartItemInputSchema,
  removeCartItemInputSchema,
  setCartLineQuantityInputSchema,
} from '~/shop-client/schemas/cart.schema'
import type { AddCartItemResult, Cart, CartWriteResult } from '~/shop-client/schemas/cart.schema'

/** The caller's cart (spec §7 GET /api/v1/cart/), or null when the caller has none. */
export const getCart = createServerFn({ method: 'GET' })
  .middleware([pageLocaleMiddleware])
  .handler(({ context }): Promise<Cart | null> => readCart(context.locale))

/** Adds a size to the caller's cart (spec §7 POST /api/v1/cart/). */
export const addCartItem = createServerFn({ method: 'POST' })
  .middleware([pageLocaleMiddleware])
  .validator(validateInput(addCartItemInputSchema))
  .handler(({ data, context }): Promise<AddCartItemResult> => addToCart(data, context.locale))

/** Removes a line (by its hash) or a whole product set (by the set's hash). */
export const removeFromCart = createServerFn({ method: 'POST' })
  .middleware([pageLocaleMiddleware])
  .validator(validateInput(removeCartItemInputSchema))
  .handler(({ data, context }): Promise<CartWriteResult> => removeCartLine(data, context.locale))

/** Sets one line's quantity (the cart's quantity stepper), within the stock. */
export const setCartLineQuantity = createServerFn({ method: 'POST' })
  .middleware([pageLocaleMiddleware])
  .validator(validateInput(setCartLineQuantityInputSchema))
  .handler(({ data, context }): Promise<CartWriteResult> => setLineQuantity(data, context.locale))
