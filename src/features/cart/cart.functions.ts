import { createServerFn } from '@tanstack/react-start'
import { pageLocaleMiddleware } from '~/app-shell/page-locale.middleware'
import {
  readFromShop,
  readShopSession,
  shopFailureOf,
  storeRequestId,
  writeToShop,
} from '~/shop-client/session-gateway.server'
import { validateInput } from '~/lib/validation'
import type { Locale } from '~/paraglide/runtime'
import type { ShopClient, ShopSession } from '~/shop-client/shop-client'
import {
  addCartItemInputSchema,
  cartResponseSchema,
  removeCartItemInputSchema,
  setCartLineQuantityInputSchema,
} from '~/shop-client/schemas/cart.schema'
import type { AddCartItemResult, Cart, CartWriteResult } from '~/shop-client/schemas/cart.schema'
import { shopPaths } from '~/shop-client/paths'

type AddBody = Readonly<{
  productOption: number
  amount: number
  relatedProducts?: readonly number[] | undefined
  mounting?: boolean | undefined
  setId?: number | undefined
}>

async function postCartItem(
  client: ShopClient,
  session: ShopSession,
  body: AddBody,
  locale: Locale,
): Promise<Cart> {
  const response = await client.request('POST', shopPaths.cart, {
    session,
    body,
    query: { locale },
    schema: cartResponseSchema,
  })
  return response.data
}

/**
 * The caller's cart (spec §7 GET /api/v1/cart/), or null when the caller has none: a visitor without
 * a request id is not given one merely for looking at a page, and a guest cart that was merged into
 * an account is gone for good.
 */
export const getCart = createServerFn({ method: 'GET' })
  .middleware([pageLocaleMiddleware])
  .handler(async ({ context }): Promise<Cart | null> => {
    if (!readShopSession().requestId) return null
    try {
      return await readFromShop(async (client, session) => {
        if (!session.requestId) return null
        const response = await client.request('GET', shopPaths.cart, {
          session,
          query: { locale: context.locale },
          schema: cartResponseSchema,
        })
        return response.data
      })
    } catch (error) {
      if (shopFailureOf(error)?.status === 404) return null
      throw error
    }
  })

/**
 * Adds a size to the caller's cart (spec §7 POST /api/v1/cart/). A guest without a request id gets
 * the one the shop creates with the cart, stored in the HttpOnly cookie.
 */
export const addCartItem = createServerFn({ method: 'POST' })
  .middleware([pageLocaleMiddleware])
  .validator(validateInput(addCartItemInputSchema))
  .handler(async ({ data, context }): Promise<AddCartItemResult> => {
    try {
      const written = await writeToShop(async (client, session) => {
        try {
          return await postCartItem(client, session, data, context.locale)
        } catch (error) {
          // A guest cart that was merged into an account answers 404 for good: the guest starts a new one.
          if (shopFailureOf(error)?.status === 404 && !session.token && session.requestId)
            return postCartItem(client, {}, data, context.locale)
          throw error
        }
      })
      if (!written.ok) return { ok: false, reason: written.failure, message: 'The session has expired.' }
      storeRequestId(written.value.uuid)
      return { ok: true, cart: written.value }
    } catch (error) {
      const failure = shopFailureOf(error)
      if (failure?.status !== 422) throw error
      return { ok: false, reason: failure.errors.amount ? 'stock' : 'invalid', message: failure.message }
    }
  })

/** A refusal of a cart write as the page shows it; anything that is not a refusal is a fault. */
function cartWriteRefusal(error: unknown): CartWriteResult {
  const failure = shopFailureOf(error)
  if (failure?.status === 404) return { ok: false, reason: 'missing', message: failure.message }
  if (failure?.status === 422)
    return { ok: false, reason: failure.errors.quantity ? 'stock' : 'invalid', message: failure.message }
  throw error
}

/**
 * Removes a line (by its hash) or a whole product set (by the set's hash), spec §7 DELETE
 * /api/v1/cart/hash/{hash}/ and /api/v1/cart/set/{hash}/. A line that is not in the cart is refused
 * with `missing` (spec §8), never silently ignored.
 */
export const removeFromCart = createServerFn({ method: 'POST' })
  .middleware([pageLocaleMiddleware])
  .validator(validateInput(removeCartItemInputSchema))
  .handler(async ({ data, context }): Promise<CartWriteResult> => {
    if (!readShopSession().requestId) return { ok: false, reason: 'missing', message: 'Cart item not found' }
    try {
      const written = await writeToShop((client, session) =>
        client.request('DELETE', `${shopPaths.cart}${data.by === 'set' ? 'set' : 'hash'}/${data.hash}/`, {
          session,
          query: { locale: context.locale },
          schema: cartResponseSchema,
        }),
      )
      if (!written.ok) return { ok: false, reason: written.failure, message: 'The session has expired.' }
      return { ok: true, cart: written.value.data }
    } catch (error) {
      return cartWriteRefusal(error)
    }
  })

/** Sets one line's quantity (the cart's quantity stepper), within the stock. */
export const setCartLineQuantity = createServerFn({ method: 'POST' })
  .middleware([pageLocaleMiddleware])
  .validator(validateInput(setCartLineQuantityInputSchema))
  .handler(async ({ data, context }): Promise<CartWriteResult> => {
    if (!readShopSession().requestId) return { ok: false, reason: 'missing', message: 'Cart item not found' }
    try {
      const written = await writeToShop((client, session) =>
        client.request('PATCH', `${shopPaths.cart}hash/${data.hash}/`, {
          session,
          query: { locale: context.locale },
          body: { quantity: data.quantity },
          schema: cartResponseSchema,
        }),
      )
      if (!written.ok) return { ok: false, reason: written.failure, message: 'The session has expired.' }
      return { ok: true, cart: written.value.data }
    } catch (error) {
      return cartWriteRefusal(error)
    }
  })
