/**
 * The session gateway: the one place of the storefront that reads and writes the shop session's
 * HttpOnly cookies (token, request id, user hash), starts a session (login, registration), ends it
 * (logout and every forced-logout signal of spec §8), replaces the token after a password change and
 * hands a guest's cart and wishlist over to the customer. Every server function reaches the shop
 * through `readFromShop`, `writeToShop` or `readAsCustomer` here; the token never leaves the server.
 */
import { deleteCookie, getCookie, getRequest, getRequestUrl, setCookie } from '@tanstack/react-start/server'
import * as v from 'valibot'
import { getServerConfig } from '~/config/config.server'
import type { ShopClient, ShopSession } from './shop-client'
import { getShopRuntime } from './shop-runtime.server'
import { renameFields } from '~/lib/form-result'
import type { FormFailure, FormResult } from '~/lib/form-result'
import { handOverAfterLogin, mergeIdsAtStart } from './guest-handover'
import type { GuestHoldings } from './guest-handover'
import {
  deviceCookieName,
  requestIdSchema,
  sessionCookieNames,
  sessionTokenSchema,
  userHashSchema,
} from './schemas/session.schema'
import type { SessionValues } from './schemas/session.schema'
import { shopApiPaths } from './paths'
import { log } from '~/lib/log.server'

const shopFailureSchema = v.object({
  name: v.picklist(['ShopApiError', 'ShopSessionError']),
  status: v.number(),
  body: v.object({
    message: v.optional(v.string(), ''),
    errors: v.optional(v.record(v.string(), v.array(v.string()))),
  }),
  retryAfterSeconds: v.optional(v.number()),
})

/** A refusal answered by the shop API: its status, message and per-field errors. */
export interface ShopFailure {
  readonly status: number
  readonly message: string
  readonly errors: Readonly<Record<string, readonly string[]>>
  /** One of the session-error signals of spec §8: the session is over. */
  readonly sessionEnded: boolean
  /** How long a throttled caller must wait (the answer's `Retry-After`), if the API said. */
  readonly retryAfterSeconds?: number | undefined
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
    retryAfterSeconds: parsed.output.retryAfterSeconds,
  }
}

/**
 * Whether a read was refused for what it asked (404, 400, 422). The storefront validates everything
 * it sends, so such a refusal of a page's read means the URL names nothing: the page is a 404.
 */
export function isRefusedRead(error: unknown): boolean {
  const status = shopFailureOf(error)?.status
  return status === 404 || status === 400 || status === 422
}

// ---------------------------------------------------------------------------------------------
// Cookies
// ---------------------------------------------------------------------------------------------

/**
 * A guest's request id outlives the browser session, so the guest cart and wishlist are still there
 * on the next visit; the API forgets sessions after 180 days, so the cookie need not live longer.
 */
const REQUEST_ID_MAX_AGE_SECONDS = 180 * 24 * 60 * 60
/** A customer stays logged in for 30 days unless they log out or the API ends the session. */
const CUSTOMER_SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60
/** A device stays known for a year after its last login. */
const DEVICE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60

/** Loopback hosts are served over plain http in development and tests, where Secure cookies would be dropped. */
export function isLoopbackHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || /^127(?:\.\d{1,3}){3}$/.test(hostname)
}

/** Flags of every session cookie: never readable by page scripts, sent on top-level navigations only. */
export function sessionCookieOptions(requestUrl: URL, cookieDomain: string, maxAge: number) {
  return {
    httpOnly: true,
    sameSite: 'lax' as const,
    // Served over https (directly or behind the production proxy) the cookie is Secure; only plain
    // http on a loopback host (development, tests) goes without.
    secure: requestUrl.protocol === 'https:' || !isLoopbackHost(requestUrl.hostname),
    path: '/',
    domain: cookieDomain || undefined,
    maxAge,
  }
}

function writeCookie(name: string, value: string, maxAge: number): void {
  setCookie(name, value, sessionCookieOptions(getRequestUrl(), getServerConfig().COOKIE_DOMAIN, maxAge))
}

/**
 * The caller's shop session, read from the HttpOnly cookies of the current request. A cookie that
 * does not look like ours is treated as absent rather than forwarded to the API.
 */
export function readShopSession(): ShopSession {
  if (endedRequests.has(getRequest())) return {}
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

/** Requests during which the session ended: the rest of the request runs anonymously. */
const endedRequests = new WeakSet<Request>()

/** Whether the session of the current request was ended while it ran (logout or a spec §8 signal). */
export function sessionEndedDuringRequest(): boolean {
  return endedRequests.has(getRequest())
}

/**
 * Ends the session (logout, or a forced logout of spec §8): the cookies go, so the next request is
 * anonymous, and the rest of this request runs anonymously too.
 */
export function clearShopSession(): void {
  const domain = getServerConfig().COOKIE_DOMAIN || undefined
  for (const name of Object.values(sessionCookieNames)) deleteCookie(name, { path: '/', domain })
  endedRequests.add(getRequest())
}

/** Spec §4 Session: login or registration stores the token, the request id and the user hash. */
export function storeSessionValues(values: SessionValues): void {
  writeCookie(sessionCookieNames.token, values.token, CUSTOMER_SESSION_MAX_AGE_SECONDS)
  writeCookie(sessionCookieNames.requestId, values.uuid, CUSTOMER_SESSION_MAX_AGE_SECONDS)
  writeCookie(sessionCookieNames.userHash, values.hash, CUSTOMER_SESSION_MAX_AGE_SECONDS)
}

/** Spec §4 Session: a password change returns a new token that replaces the stored one. */
export function replaceSessionToken(token: string): void {
  const parsed = v.safeParse(sessionTokenSchema, token)
  if (!parsed.success) throw new Error('The shop API answered a malformed token')
  writeCookie(sessionCookieNames.token, parsed.output, CUSTOMER_SESSION_MAX_AGE_SECONDS)
}

/** This browser's device token for logins (see `deviceCookieName`), if it has a well-formed one. */
export function readDeviceToken(): string | undefined {
  const parsed = v.safeParse(sessionTokenSchema, getCookie(deviceCookieName))
  return parsed.success ? parsed.output : undefined
}

/** Keeps the device token a login answered with; anything malformed is not stored. */
export function storeDeviceToken(token: string | undefined): void {
  const parsed = v.safeParse(sessionTokenSchema, token)
  if (parsed.success) writeCookie(deviceCookieName, parsed.output, DEVICE_MAX_AGE_SECONDS)
}

/** The user hash of the logged-in customer, if the session has one. */
export function readUserHash(): string | undefined {
  const parsed = v.safeParse(userHashSchema, getCookie(sessionCookieNames.userHash))
  return parsed.success ? parsed.output : undefined
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
  writeCookie(sessionCookieNames.requestId, parsed.output, REQUEST_ID_MAX_AGE_SECONDS)
}

// ---------------------------------------------------------------------------------------------
// Talking to the shop
// ---------------------------------------------------------------------------------------------

/**
 * Runs a read against the shop API with the caller's session. When the API signals that the session
 * is no longer valid (spec §8), the session ends and the read is answered anonymously, so the page
 * still renders (the browser is then sent home by the session-ended signal of the server function).
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

/** Why a write to the shop did not happen as asked. */
export type ShopWriteFailure = 'session-expired'

/** A write's answer when the session ended (spec §4: an ended session blocks further writes). */
export const SESSION_EXPIRED = {
  ok: false,
  reason: 'session-expired',
  message: 'The session has expired.',
} as const

export interface WriteOptions {
  /**
   * A guest's cart or wishlist that was merged into an account answers 404 for good: the write is
   * made once more without the old request id, so the guest starts a new one.
   */
  readonly restartMergedGuest?: boolean
}

/**
 * Runs a write (cart, wishlist, account) against the shop API with the caller's session. Unlike a
 * read, a write is never repeated anonymously when the session turns out invalid (spec §4: an
 * invalid-session signal clears the session and blocks further writes): the session ends and the
 * caller is told.
 */
export async function writeToShop<T>(
  write: (client: ShopClient, session: ShopSession) => Promise<T>,
  options: WriteOptions = {},
): Promise<{ ok: true; value: T } | { ok: false; failure: ShopWriteFailure }> {
  const { client } = await getShopRuntime()
  const session = readShopSession()
  // Spec §4: once the session has ended in this request, writes are blocked.
  if (sessionEndedDuringRequest()) return { ok: false, failure: 'session-expired' }
  try {
    return { ok: true, value: await write(client, session) }
  } catch (error) {
    const failure = shopFailureOf(error)
    if (options.restartMergedGuest && failure?.status === 404 && !session.token && session.requestId)
      return { ok: true, value: await write(client, {}) }
    if (!failure?.sessionEnded) throw error
    clearShopSession()
    return { ok: false, failure: 'session-expired' }
  }
}

/** The outcome of a customer-only call: the value, or why there is none. */
export type CustomerResult<T> =
  | { readonly ok: true; readonly value: T }
  /** `logged-out`: no session to begin with; `session-ended`: the API ended it (spec §8). */
  | { readonly ok: false; readonly reason: 'logged-out' | 'session-ended' }

/**
 * Runs a call that only a logged-in customer may make (account, orders, addresses, loyalty). Without
 * a token the shop is not asked at all; a session-error signal ends the session.
 */
export async function asCustomer<T>(
  call: (client: ShopClient, session: ShopSession & { token: string }) => Promise<T>,
): Promise<CustomerResult<T>> {
  const session = readShopSession()
  if (!session.token) return { ok: false, reason: 'logged-out' }
  const { client } = await getShopRuntime()
  try {
    return { ok: true, value: await call(client, { ...session, token: session.token }) }
  } catch (error) {
    if (!shopFailureOf(error)?.sessionEnded) throw error
    clearShopSession()
    return { ok: false, reason: 'session-ended' }
  }
}

const guestCartSchema = v.object({
  data: v.object({ groups: v.object({ full: v.object({ quantity: v.number() }) }) }),
})
const guestWishlistSchema = v.object({ data: v.object({ products: v.array(v.unknown()) }) })

/** What a guest holds (spec §4: the merge id is saved only for a non-empty cart); nothing when unreadable. */
async function readGuestHoldings(client: ShopClient, requestId: string | undefined): Promise<GuestHoldings> {
  if (!requestId?.startsWith('g')) return { requestId, cartItems: 0, wishlistItems: 0 }
  const session = { requestId }
  const [cartItems, wishlistItems] = await Promise.all([
    client
      .request('GET', shopApiPaths.cart.cart, { session, schema: guestCartSchema })
      .then((cart) => cart.data.groups.full.quantity)
      .catch(() => 0),
    client
      .request('GET', shopApiPaths.wishlist.wishlist, { session, schema: guestWishlistSchema })
      .then((wishlist) => wishlist.data.products.length)
      .catch(() => 0),
  ])
  return { requestId, cartItems, wishlistItems }
}

/**
 * Spec §4 Session: login or registration. `authenticate` asks the shop for the session values; they
 * are stored, and a guest's cart and wishlist are handed over to the customer by the rules of
 * `guest-handover.ts` (merge ids saved when the login starts, merged after it when they differ from
 * the customer's id, cleared either way). A failed hand-over never fails the login.
 */
export async function startShopSession(
  authenticate: (client: ShopClient) => Promise<SessionValues>,
): Promise<SessionValues> {
  const { client } = await getShopRuntime()
  // Saved for this attempt only: a failed login or registration throws here and they are gone.
  const saved = mergeIdsAtStart(await readGuestHoldings(client, readShopSession().requestId))
  const values = await authenticate(client)
  storeSessionValues(values)
  const handOver = handOverAfterLogin(saved, values.uuid)
  const session = { token: values.token, requestId: values.uuid }
  const merges: [string, string | undefined][] = [
    [shopApiPaths.cart.merge, handOver.cartMergeUuid],
    [shopApiPaths.wishlist.merge, handOver.wishlistMergeUuid],
  ]
  await Promise.all(
    merges.map(async ([path, mergeUuid]) => {
      if (mergeUuid === undefined) return
      await client.request('POST', path, { session, body: { mergeUuid } }).catch((error: unknown) => {
        // 404: merged already (another tab's login): nothing left to hand over.
        if (shopFailureOf(error)?.status !== 404) log.error({ err: error, path }, 'guest hand-over failed')
      })
    }),
  )
  return values
}

/**
 * Spec §4 Session: logout. The API's session is ended (a refusal there, e.g. an already revoked
 * token, changes nothing for the shopper) and the cookies go.
 */
export async function endShopSession(): Promise<void> {
  const session = readShopSession()
  if (session.token) {
    const { client } = await getShopRuntime()
    await client.request('GET', shopApiPaths.auth.logout, { session }).catch((error: unknown) => {
      if (!shopFailureOf(error)) log.error({ err: error }, 'logout at the shop API failed')
    })
  }
  clearShopSession()
}

/**
 * A form's answer for a refusal of the shop API: its field errors (renamed to the form's fields),
 * the throttle's wait, or the end of the session (which then ends here too). Anything that is not a
 * refusal is a fault and is thrown on.
 */
export function formFailureOf(
  error: unknown,
  fieldNames: Readonly<Record<string, string>> = {},
): FormFailure {
  const failure = shopFailureOf(error)
  if (!failure) throw error
  if (failure.sessionEnded) {
    clearShopSession()
    return { ok: false, reason: 'session-ended', message: failure.message, fieldErrors: {} }
  }
  // Too many attempts (429), or the shop could not store it now, its storage full or failing (503):
  // refusals to try again later, after the wait the shop names.
  if (failure.status === 429 || failure.status === 503) {
    return {
      ok: false,
      reason: failure.status === 429 ? 'throttled' : 'unavailable',
      message: failure.message,
      fieldErrors: {},
      retryAfterSeconds: failure.retryAfterSeconds,
    }
  }
  if (failure.status === 401)
    return { ok: false, reason: 'logged-out', message: failure.message, fieldErrors: {} }
  if (failure.status >= 500) throw error
  const fieldErrors = renameFields(failure.errors, fieldNames)
  return {
    ok: false,
    reason: 'invalid',
    message: failure.message,
    fieldErrors: Object.keys(fieldErrors).length > 0 ? fieldErrors : { '': [failure.message] },
  }
}

/**
 * A customer's form submission (personal data, password, addresses, deletion): refused without a
 * session, and every refusal of the shop becomes a form failure.
 */
export async function submitAsCustomer<T>(
  call: (client: ShopClient, session: ShopSession & { token: string }) => Promise<T>,
  fieldNames: Readonly<Record<string, string>> = {},
): Promise<FormResult<T>> {
  try {
    const result = await asCustomer(call)
    if (result.ok) return { ok: true, value: result.value }
    return { ok: false, reason: result.reason, message: result.reason, fieldErrors: {} }
  } catch (error) {
    return formFailureOf(error, fieldNames)
  }
}
