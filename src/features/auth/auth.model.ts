import * as v from 'valibot'
import { resetPasswordSearchSchema } from '~/shop-client/schemas/auth.schema'
import { classifyUrl } from '~/lib/safe-navigation'
import type { SiteUrls } from '~/lib/safe-navigation'

export const ACCOUNT_HOME = '/my-account/'

/** Pages a customer never returns to after logging in: they would only send them on again. */
const authPages = /^\/(?:login|register|forgot-password|reset-password)(?:\/|$)/

/** `/en/my-account/` → `/my-account/`: the router localizes on its own. */
function withoutLocalePrefix(path: string): string {
  return path.replace(/^\/en(?=[/?#]|$)/, '') || '/'
}

/**
 * Where the browser goes after login or registration: the `?redirect=` page when it is a page of
 * this shop (the safe-navigation rules of spec §2, §8 decide: never another host, never a script
 * URL, never a path that could be read as another host), otherwise the account overview.
 */
export function redirectTargetAfterLogin(raw: string | undefined, site: SiteUrls): string {
  if (!raw) return ACCOUNT_HOME
  const target = classifyUrl(raw, site)
  if (target.kind !== 'internal') return ACCOUNT_HOME
  const path = withoutLocalePrefix(target.path)
  if (authPages.test(path)) return ACCOUNT_HOME
  return path
}

/** The login page's URL that brings a visitor back to `href` afterwards. */
export function loginHrefFor(href: string): { to: '/login/'; search: { redirect: string } } {
  return { to: '/login/', search: { redirect: href } }
}

export type ResetLink = v.InferOutput<typeof resetPasswordSearchSchema>

/** Token and address from a reset link's fragment (`#token=…&email=…`); malformed parts are absent. */
export function resetLinkFromFragment(hash: string): ResetLink {
  const params = new URLSearchParams(hash.replace(/^#/, ''))
  return v.parse(resetPasswordSearchSchema, {
    token: params.get('token') ?? undefined,
    email: params.get('email') ?? undefined,
  })
}
