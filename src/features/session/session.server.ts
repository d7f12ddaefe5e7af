import { deleteCookie, getCookie } from '@tanstack/react-start/server'
import * as v from 'valibot'
import { getServerConfig } from '~/config/config.server'
import { ShopSessionError } from '~/shop-client/shop-client'
import type { ShopClient, ShopSession } from '~/shop-client/shop-client'
import { getShopRuntime } from '~/shop-client/shop-runtime.server'
import { requestIdSchema, sessionCookieNames, sessionTokenSchema } from './session.schema'

/**
 * The caller's shop session, read from the HttpOnly cookies of the current request. A cookie that
 * does not look like ours is treated as absent rather than forwarded to the API.
 */
export function readShopSession(): ShopSession {
  const token = v.safeParse(sessionTokenSchema, getCookie(sessionCookieNames.token))
  const requestId = v.safeParse(requestIdSchema, getCookie(sessionCookieNames.requestId))
  return {
    token: token.success ? token.output : undefined,
    requestId: requestId.success ? requestId.output : undefined,
  }
}

/** Whether the request carries a customer session (its pages show personal prices). */
export function hasCustomerSession(session: ShopSession): boolean {
  return session.token !== undefined
}

/** Spec §8 forced logout: the session cookies go, so the next request is anonymous. */
export function clearShopSession(): void {
  const domain = getServerConfig().COOKIE_DOMAIN || undefined
  deleteCookie(sessionCookieNames.token, { path: '/', domain })
  deleteCookie(sessionCookieNames.requestId, { path: '/', domain })
}

/**
 * Runs a read against the shop API with the caller's session. When the API signals that the session
 * is no longer valid (spec §8), the cookies are cleared and the read is answered anonymously, so a
 * shopper with an expired session still sees the page, with public prices.
 */
export async function readFromShop<T>(
  read: (client: ShopClient, session: ShopSession) => Promise<T>,
): Promise<T> {
  const { client } = await getShopRuntime()
  const session = readShopSession()
  try {
    return await read(client, session)
  } catch (error) {
    if (!(error instanceof ShopSessionError)) throw error
    clearShopSession()
    return read(client, {})
  }
}
