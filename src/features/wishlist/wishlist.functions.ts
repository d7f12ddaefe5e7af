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
import { readableWishlistProducts } from './wishlist-changes'
import { wishlistItemInputSchema, wishlistResponseSchema } from '~/shop-client/schemas/wishlist.schema'
import type { Wishlist, WishlistResult } from '~/shop-client/schemas/wishlist.schema'
import { shopPaths } from '~/shop-client/paths'

const emptyWishlist: Wishlist = { products: [] }

async function fetchWishlist(client: ShopClient, session: ShopSession, locale: Locale): Promise<Wishlist> {
  const response = await client.request('GET', shopPaths.wishlist, {
    session,
    query: { locale },
    schema: wishlistResponseSchema,
  })
  return { products: readableWishlistProducts(response.data.products) }
}

/**
 * The caller's wishlist. A visitor without a request id has none yet; the shop is not asked, so that
 * merely looking at a page never creates a guest id.
 */
export const getWishlist = createServerFn({ method: 'GET' })
  .middleware([pageLocaleMiddleware])
  .handler(async ({ context }): Promise<Wishlist> => {
    if (!readShopSession().requestId) return emptyWishlist
    try {
      return await readFromShop((client, session) =>
        session.requestId ? fetchWishlist(client, session, context.locale) : Promise.resolve(emptyWishlist),
      )
    } catch (error) {
      // A guest wishlist merged into an account is gone for good: for this visitor it is empty.
      if (shopFailureOf(error)?.status === 404) return emptyWishlist
      throw error
    }
  })

function refused(error: unknown): WishlistResult {
  const failure = shopFailureOf(error)
  if (failure?.status !== 422) throw error
  return { ok: false, reason: 'invalid', message: failure.message }
}

/** Adds a product (spec §7 POST /api/v1/wishlist/); a guest gets the request id the shop creates. */
export const addWishlistItem = createServerFn({ method: 'POST' })
  .middleware([pageLocaleMiddleware])
  .validator(validateInput(wishlistItemInputSchema))
  .handler(async ({ data, context }): Promise<WishlistResult> => {
    try {
      const written = await writeToShop(async (client, session) => {
        const body = { productId: data.productId }
        const query = { locale: context.locale }
        try {
          return await client.request('POST', shopPaths.wishlist, {
            session,
            body,
            query,
            schema: wishlistResponseSchema,
          })
        } catch (error) {
          // A guest wishlist that was merged into an account answers 404 for good: start a new one.
          if (shopFailureOf(error)?.status === 404 && !session.token && session.requestId)
            return client.request('POST', shopPaths.wishlist, {
              session: {},
              body,
              query,
              schema: wishlistResponseSchema,
            })
          throw error
        }
      })
      if (!written.ok) return { ok: false, reason: written.failure, message: 'The session has expired.' }
      storeRequestId(written.value.data.uuid)
      return { ok: true, wishlist: { products: readableWishlistProducts(written.value.data.products) } }
    } catch (error) {
      return refused(error)
    }
  })

/**
 * Removes a product (spec §7 DELETE /api/v1/wishlist/{productId}). Removing what is not on the list
 * leaves the list as it is: the answer is the current list, so a stale page catches up.
 */
export const removeWishlistItem = createServerFn({ method: 'POST' })
  .middleware([pageLocaleMiddleware])
  .validator(validateInput(wishlistItemInputSchema))
  .handler(async ({ data, context }): Promise<WishlistResult> => {
    if (!readShopSession().requestId) return { ok: true, wishlist: emptyWishlist }
    try {
      const written = await writeToShop(async (client, session) => {
        try {
          const response = await client.request('DELETE', `${shopPaths.wishlist}${data.productId}/`, {
            session,
            query: { locale: context.locale },
            schema: wishlistResponseSchema,
          })
          return { products: readableWishlistProducts(response.data.products) }
        } catch (error) {
          if (shopFailureOf(error)?.status !== 404) throw error
          try {
            return await fetchWishlist(client, session, context.locale)
          } catch (readError) {
            if (shopFailureOf(readError)?.status === 404) return emptyWishlist
            throw readError
          }
        }
      })
      if (!written.ok) return { ok: false, reason: written.failure, message: 'The session has expired.' }
      return { ok: true, wishlist: written.value }
    } catch (error) {
      return refused(error)
    }
  })
