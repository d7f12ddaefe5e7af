/**
 * "My store" of a visitor: a first-party cookie with the store's slug (a year long). A customer's
 * store is the account's home store instead (`PUT /api/v1/user/store/`). The cookie makes pages
 * personal: they are never kept by a shared cache (see the cache policy).
 */
import { deleteCookie, getCookie, getRequestUrl, setCookie } from '@tanstack/react-start/server'
import * as v from 'valibot'
import { getServerConfig } from '~/config/config.server'
import { readStoreDirectory } from '~/shop-client/api/stores.server'
import { readShopSession, sessionCookieOptions } from '~/shop-client/session-gateway.server'
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

/**
 * A visitor's store (the cookie) as the shop's id, for the shop calls that put the shopper's store
 * first or count its shelves. Undefined for a customer: the shop takes the account's store from the
 * session itself.
 */
export async function visitorStoreId(): Promise<number | undefined> {
  if (readShopSession().token) return undefined
  const slug = readMyStoreCookie()
  if (!slug) return undefined
  return (await readStoreDirectory()).find((store) => store.slug === slug)?.id
}
