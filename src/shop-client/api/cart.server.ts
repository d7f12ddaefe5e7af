/**
 * The cart endpoints (spec §7 "Cart", docs/api.md): one function per call, each owning its path,
 * query, response schema, session policy and the refusals it turns into results the page shows.
 * The team build talks to the team cart through the same functions (src/shop-client/paths.ts).
 */
import type { Locale } from '~/paraglide/runtime'
import { shopApiPaths } from '../paths'
import { cartResponseSchema } from '../schemas/cart.schema'
import type { AddCartItemResult, Cart, CartWriteResult } from '../schemas/cart.schema'
import {
  SESSION_EXPIRED,
  readFromShop,
  readShopSession,
  shopFailureOf,
  storeRequestId,
  writeToShop,
} from '../session-gateway.server'

/** What an add sends (spec §7 POST /api/v1/cart/: productOption, amount, relatedProducts, mounting, setId). */
export interface CartAddition {
  readonly productOption: number
  readonly amount: number
  readonly relatedProducts?: readonly number[] | undefined
  readonly mounting?: boolean | undefined
  readonly setId?: number | undefined
}

/** A line to remove: by its own hash, or every line of a product set by the set's hash. */
export interface CartLineRef {
  readonly by: 'line' | 'set'
  readonly hash: string
}

/**
 * The caller's cart, or null when the caller has none: a visitor without a request id is not given
 * one merely for looking at a page, and a guest cart that was merged into an account is gone for good.
 */
export async function readCart(locale: Locale): Promise<Cart | null> {
  if (!readShopSession().requestId) return null
  try {
    return await readFromShop(async (client, session) => {
      if (!session.requestId) return null
      const response = await client.request('GET', shopApiPaths.cart.cart, {
        session,
        query: { locale },
        schema: cartResponseSchema,
      })
      return response.data
    })
  } catch (error) {
    if (shopFailureOf(error)?.status === 404) return null
    throw error
  }
}

/**
 * Adds a size to the caller's cart. A guest without a request id (or whose cart was merged into an
 * account) gets the one the shop creates with the cart, stored in the HttpOnly cookie.
 */
export async function addToCart(addition: CartAddition, locale: Locale): Promise<AddCartItemResult> {
  try {
    const written = await writeToShop(
      (client, session) =>
        client.request('POST', shopApiPaths.cart.cart, {
          session,
          body: addition,
          query: { locale },
          schema: cartResponseSchema,
        }),
      { restartMergedGuest: true },
    )
    if (!written.ok) return SESSION_EXPIRED
    storeRequestId(written.value.data.uuid)
    return { ok: true, cart: written.value.data }
  } catch (error) {
    const failure = shopFailureOf(error)
    // The shop could not store the cart now (its storage full or failing): nothing was added.
    if (failure?.status === 503) return { ok: false, reason: 'unavailable', message: failure.message }
    if (failure?.status !== 422) throw error
    return { ok: false, reason: failure.errors.amount ? 'stock' : 'invalid', message: failure.message }
  }
}

/** A refusal of a cart write as the page shows it; anything that is not a refusal is a fault. */
function cartWriteRefusal(error: unknown): CartWriteResult {
  const failure = shopFailureOf(error)
  if (failure?.status === 404) return { ok: false, reason: 'missing', message: failure.message }
  if (failure?.status === 503) return { ok: false, reason: 'unavailable', message: failure.message }
  if (failure?.status === 422)
    return { ok: false, reason: failure.errors.quantity ? 'stock' : 'invalid', message: failure.message }
  throw error
}

const NOT_IN_CART: CartWriteResult = { ok: false, reason: 'missing', message: 'Cart item not found' }

/**
 * Removes a line or a whole product set (spec §7 DELETE /api/v1/cart/hash/{hash}/ and
 * /api/v1/cart/set/{hash}/). A line that is not in the cart is refused with `missing` (spec §8),
 * never silently ignored.
 */
export async function removeCartLine(line: CartLineRef, locale: Locale): Promise<CartWriteResult> {
  if (!readShopSession().requestId) return NOT_IN_CART
  const path = line.by === 'set' ? shopApiPaths.cart.set(line.hash) : shopApiPaths.cart.line(line.hash)
  try {
    const written = await writeToShop((client, session) =>
      client.request('DELETE', path, { session, query: { locale }, schema: cartResponseSchema }),
    )
    if (!written.ok) return SESSION_EXPIRED
    return { ok: true, cart: written.value.data }
  } catch (error) {
    return cartWriteRefusal(error)
  }
}

/** Sets one line's quantity (the cart's quantity stepper), within the stock. */
export async function setCartLineQuantity(
  line: { readonly hash: string; readonly quantity: number },
  locale: Locale,
): Promise<CartWriteResult> {
  if (!readShopSession().requestId) return NOT_IN_CART
  try {
    const written = await writeToShop((client, session) =>
      client.request('PATCH', shopApiPaths.cart.line(line.hash), {
        session,
        query: { locale },
        body: { quantity: line.quantity },
        schema: cartResponseSchema,
      }),
    )
    if (!written.ok) return SESSION_EXPIRED
    return { ok: true, cart: written.value.data }
  } catch (error) {
    return cartWriteRefusal(error)
  }
}
