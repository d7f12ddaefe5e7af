import * as v from 'valibot'

/**
 * Names of the HttpOnly cookies that hold the shop session (spec §3 Session values, §9: set on the
 * parent domain when COOKIE_DOMAIN is configured). Browser JavaScript never sees their values.
 */
export const sessionCookieNames = {
  token: 'sp_token',
  requestId: 'sp_request_id',
  userHash: 'sp_user_hash',
} as const

/**
 * The device token the shop API gave at a login: sent with the next login to the same account, it
 * puts the password check ahead of a flood of strangers' attempts. It outlives the session (logout
 * keeps it) and grants nothing on its own.
 */
export const deviceCookieName = 'sp_device'

/** A bearer token as the shop API issues it; anything else in the cookie is ignored. */
export const sessionTokenSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{16,256}$/))

/** Request ids: `g…` for guests, `u…` for logged-in customers (spec §8). */
export const requestIdSchema = v.pipe(v.string(), v.regex(/^[gu][0-9a-f]{32}$/))

/** The user hash returned by login and registration (spec §3 Session values). */
export const userHashSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{8,128}$/))

/** What login and registration answer (spec §3 Session values), as the storefront reads it. */
export const sessionValuesSchema = v.object({
  token: sessionTokenSchema,
  uuid: requestIdSchema,
  hash: userHashSchema,
})
export type SessionValues = v.InferOutput<typeof sessionValuesSchema>
