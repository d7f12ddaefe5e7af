/**
 * "My store" of a visitor: a first-party cookie with the store's slug (a year long). A customer's
 * store is the account's home store instead (`PUT /api/v1/user/store/`). The cookie makes pages
 * personal: they are never kept by a shared cache (see the cache policy).
 */
import { deleteCookie, getCookie, getRequestUrl, setCookie } from '@tanstack/react-start/server'
import * as v from 'valibot'
import { getServerConfig } from '~/config/config.server'
import { sessionCookieOptions } from '~/shop-client/session-gateway.server'
import { MY_STORE_COOKIE } from './my-store.model'
import { storeSlugSchema } from '~/shop-client/schemas/stores.schema'

const MY_STORE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60

export function readMyStoreCookie(): string | undefined {
  const parsed = v.safeParse(storeSlugSchema, getCookie(MY_STORE_COOKIE))
  return parsed.success ? parsed.output : undefined
}

export function writeMyStoreCookie(slug: string | null): void {
  const options = sessionCookieOptions(
    getRequestUrl(),
    getServerConfig().COOKIE_DOMAIN,
    MY_STORE_MAX_AGE_SECONDS,
  )
  if (slug === null) deleteCookie(MY_STORE_COOKIE, { path: options.path, domain: options.domain })
  else setCookie(MY_STORE_COOKIE, slug, options)
}
