/**
 * The wishlist endpoints (spec §7 "Wishlist", docs/api.md); the team build reaches the team
 * wishlist through the same functions (src/shop-client/paths.ts).
 */
import type { Locale } from '~/paraglide/runtime'
import { shopApiPaths } from '../paths'
import { readableWishlistProducts, wishlistResponseSchema } from '../schemas/wishlist.schema'
import type { Wishlist, WishlistResult } from '../schemas/wishlist.schema'
import {
  SESSION_EXPIRED,
  readFromShop,
  readShopSession,
  shopFailureOf,
  storeRequestId,
  writeToShop,
} from '../session-gateway.server'
import type { ShopClient, ShopSession } from '../shop-client'

const EMPTY_WISHLIST: Wishlist = { products: [] }

async function fetchWishlist(client: ShopClient, session: ShopSession, locale: Locale): Promise<Wishlist> {
  const response = await client.request('GET', shopApiPaths.wishlist.wishlist, {
    session,
    query: { locale },
    schema: wishlistResponseSchema,
  })
  return { products: readableWishlistProducts(response.data.products) }
}

/**
 * The caller's wishlist. A visitor without a request id has none yet; the shop is not asked, so that
 * merely looking at a page never creates a guest id. A guest wishlist merged into an account is gone
 * for good: for this visitor it is empty.
 */
export async function readWishlist(locale: Locale): Promise<Wishlist> {
  if (!readShopSession().requestId) return EMPTY_WISHLIST
  try {
    return await readFromShop((client, session) =>
      session.requestId ? fetchWishlist(client, session, locale) : Promise.resolve(EMPTY_WISHLIST),
    )
  } catch (error) {
    if (shopFailureOf(error)?.status === 404) return EMPTY_WISHLIST
    throw error
  }
}

function refused(error: unknown): WishlistResult {
  const failure = shopFailureOf(error)
  if (failure?.status !== 422) throw error
  return { ok: false, reason: 'invalid', message: failure.message }
}

/** Adds a product; a guest gets the request id the shop creates (also when the old list was merged). */
export async function addToWishlist(productId: number, locale: Locale): Promise<WishlistResult> {
  try {
    const written = await writeToShop(
      (client, session) =>
        client.request('POST', shopApiPaths.wishlist.wishlist, {
          session,
          body: { productId },
          query: { locale },
          schema: wishlistResponseSchema,
        }),
      { restartMergedGuest: true },
    )
    if (!written.ok) return SESSION_EXPIRED
    storeRequestId(written.value.data.uuid)
    return { ok: true, wishlist: { products: readableWishlistProducts(written.value.data.products) } }
  } catch (error) {
    return refused(error)
  }
}

/**
 * Removes a product. Removing what is not on the list leaves the list as it is: the answer is the
 * current list, so a stale page catches up.
 */
export async function removeFromWishlist(productId: number, locale: Locale): Promise<WishlistResult> {
  if (!readShopSession().requestId) return { ok: true, wishlist: EMPTY_WISHLIST }
  try {
    const written = await writeToShop(async (client, session) => {
      try {
        const response = await client.request('DELETE', shopApiPaths.wishlist.product(productId), {
          session,
          query: { locale },
          schema: wishlistResponseSchema,
        })
        return { products: readableWishlistProducts(response.data.products) }
      } catch (error) {
        if (shopFailureOf(error)?.status !== 404) throw error
        try {
          return await fetchWishlist(client, session, locale)
        } catch (readError) {
          if (shopFailureOf(readError)?.status === 404) return EMPTY_WISHLIST
          throw readError
        }
      }
    })
    if (!written.ok) return SESSION_EXPIRED
    return { ok: true, wishlist: written.value }
  } catch (error) {
    return refused(error)
  }
}
