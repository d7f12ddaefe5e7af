import { deleteCookie, getCookie, getRequestUrl, setCookie } from '@tanstack/react-start/server'
import * as v from 'valibot'
import { getServerConfig } from '~/config/config.server'
import type { ShopClient, ShopSession } from '~/shop-client/shop-client'
import { getShopRuntime } from '~/shop-client/shop-runtime.server'
import { requestIdSchema, sessionCookieNames, sessionTokenSchema } from './session.schema'

const shopFailureSchema = v.object({
  name: v.picklist(['ShopApiError', 'ShopSessionError']),
  status: v.number(),
  body: v.object({
    message: v.optional(v.string(), ''),
    errors: v.optional(v.record(v.string(), v.array(v.string()))),
  }),
})

/** A refusal answered by the shop API: its status, message and per-field errors. */
export interface ShopFailure {
  readonly status: number
  readonly message: string
  readonly errors: Readonly<Record<string, readonly string[]>>
  /** One of the session-error signals of spec §8: the session is over. */
  readonly sessionEnded: boolean
}

/**
 * The shop API's refusal carried by a thrown error, or undefined for any other error. Checked by
 * shape, not with `instanceof`: the shop client is created by the Nitro startup bundle, whose copy
 * of the error classes is not the one the SSR bundle imports, so `instanceof` is false there.
 */
export function shopFailureOf(error: unknown): ShopFailure | undefined {
  if (!(error instanceof Error)) return undefined
  const parsed = v.safeParse(shopFailureSchema, error)
  if (!parsed.success) return undefined
  return {
    status: parsed.output.status,
    message: parsed.output.body.message || error.message,
    errors: parsed.output.body.errors ?? {},
    sessionEnded: parsed.output.name === 'ShopSessionError',
  }
}

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
    if (!shopFailureOf(error)?.sessionEnded) throw error
    clearShopSession()
    return read(client, {})
  }
}

/**
 * A guest's request id outlives the browser session, so the guest cart and wishlist are still there
 * on the next visit; the API forgets sessions after 180 days, so the cookie need not live longer.
 */
const REQUEST_ID_MAX_AGE_SECONDS = 180 * 24 * 60 * 60

/** Loopback hosts are served over plain http in development and tests, where Secure cookies would be dropped. */
function isLoopbackHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || /^127(?:\.\d{1,3}){3}$/.test(hostname)
}

/**
 * Stores the request id the shop API answered with (a new guest id on the first cart or wishlist
 * write, spec §4 "Session"), HttpOnly so that page scripts never see it. An answer that does not look
 * like a request id is not stored, and an unchanged id is not written again.
 */
export function storeRequestId(requestId: string): void {
  const parsed = v.safeParse(requestIdSchema, requestId)
  if (!parsed.success) return
  if (getCookie(sessionCookieNames.requestId) === parsed.output) return
  setCookie(sessionCookieNames.requestId, parsed.output, {
    httpOnly: true,
    sameSite: 'lax',
    secure: !isLoopbackHost(getRequestUrl().hostname),
    path: '/',
    domain: getServerConfig().COOKIE_DOMAIN || undefined,
    maxAge: REQUEST_ID_MAX_AGE_SECONDS,
  })
}

/** Why a write to the shop did not happen as asked. */
export type ShopWriteFailure = 'session-expired'

/**
 * Runs a write (cart, wishlist) against the shop API with the caller's session. Unlike a read, a
 * write is never repeated anonymously when the session turns out invalid (spec §4: an invalid-session
 * signal clears the session and blocks further writes): the cookies are cleared and the caller is told.
 */
export async function writeToShop<T>(
  write: (client: ShopClient, session: ShopSession) => Promise<T>,
): Promise<{ ok: true; value: T } | { ok: false; failure: ShopWriteFailure }> {
  const { client } = await getShopRuntime()
  try {
    return { ok: true, value: await write(client, readShopSession()) }
  } catch (error) {
    if (!shopFailureOf(error)?.sessionEnded) throw error
    clearShopSession()
    return { ok: false, failure: 'session-expired' }
  }
}
