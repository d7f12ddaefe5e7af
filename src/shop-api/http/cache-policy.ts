import type { MiddlewareHandler } from 'hono'
import type { EndpointContract } from './endpoint'
import { REQUEST_ID_HEADER } from './endpoint'

/**
 * Answers that depend on who asks — a bearer token (auth, user, orders) or a request id (guest
 * carts and wishlists) — carry tokens or personal data: no cache may keep them, and a cache that
 * ignores `no-store` still must not serve one caller's answer to another.
 */
export const PERSONAL_CACHE_CONTROL = 'no-store'
export const PERSONAL_VARY = `authorization, ${REQUEST_ID_HEADER}`

export function isPersonalEndpoint(endpoint: Pick<EndpointContract, 'auth' | 'requestId' | 'path'>): boolean {
  return (
    endpoint.auth !== 'none' ||
    endpoint.requestId !== 'none' ||
    /^\/api\/(?:v1|v2\/team)\/(?:auth|user|forgotpassword|resetpassword|dev)\b/.test(endpoint.path)
  )
}

/** Hono middleware of one endpoint: its answers, failures included, get its cache policy. */
export function cachePolicy(
  endpoint: Pick<EndpointContract, 'auth' | 'requestId' | 'path'>,
): MiddlewareHandler {
  const personal = isPersonalEndpoint(endpoint)
  return async (c, next) => {
    await next()
    if (personal || c.res.status >= 400) c.res.headers.set('cache-control', PERSONAL_CACHE_CONTROL)
    if (personal) c.res.headers.set('vary', PERSONAL_VARY)
  }
}
