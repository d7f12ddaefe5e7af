import { GENDER_COOKIE } from '~/features/navigation/selected-gender.model'
import { sessionCookieNames } from '~/shop-client/schemas/session.schema'
import { MY_STORE_COOKIE } from '~/features/stores/my-store.model'

/**
 * Anonymous pages may be kept by a CDN for a minute (and served stale for five more while it
 * refreshes): catalogue traffic is mostly anonymous and the same for everyone. The browser itself
 * always revalidates, so a shopper who logs in never sees a cached public page.
 */
export const PUBLIC_PAGE_CACHE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300'
/** Pages with personal prices or data, and every server-function answer, are never stored. */
export const PRIVATE_NO_STORE = 'private, no-store'

/** Pages whose content depends on who asks even without a session (forms, personal areas). */
const personalPrefixes = [
  '/my-account/',
  '/wishlist/',
  '/warenkorb/',
  '/checkout/',
  '/login/',
  '/register/',
  '/forgot-password/',
  '/reset-password/',
  '/doi/',
  '/benachrichtigung/',
  '/reservierung/',
  '/termin-buchen/',
  '/termin/',
  '/diagnostics/',
]

/**
 * Cookies that make a page personal: the session (prices per role), the chosen gender (it orders
 * the home page and the menu) and the chosen store (the header names it, the locator lists it first).
 * Many CDNs ignore `Vary: Cookie`, so such pages are never public.
 */
const personalCookies: ReadonlySet<string> = new Set([
  sessionCookieNames.token,
  sessionCookieNames.requestId,
  GENDER_COOKIE,
  MY_STORE_COOKIE,
])

function hasPersonalCookie(request: Request): boolean {
  const cookieHeader = request.headers.get('cookie') ?? ''
  return cookieHeader
    .split(';')
    .map((part) => part.trim().split('=', 1)[0] ?? '')
    .some((name) => personalCookies.has(name))
}

/** The page path without the locale prefix (`/en/damen/` → `/damen/`). */
function unlocalizedPath(pathname: string): string {
  return pathname.replace(/^\/en(?=\/|$)/, '') || '/'
}

/**
 * The Cache-Control of a storefront answer (pages and server functions; the shop API and media set
 * their own). Public caching only for successful anonymous GET pages that set no cookie, so personal
 * prices (a session cookie) can never land in a shared cache.
 */
export function cacheControlFor(request: Request, response: Response): string | undefined {
  if (response.headers.has('cache-control')) return undefined
  const { pathname } = new URL(request.url)
  if (pathname.startsWith('/_serverFn/')) return PRIVATE_NO_STORE
  const isPage = (response.headers.get('content-type') ?? '').startsWith('text/html')
  const isPersonal = personalPrefixes.some((prefix) => unlocalizedPath(pathname).startsWith(prefix))
  // A personal page's redirect (a visitor sent to the login) depends on the session like the page.
  const isRedirect = response.status >= 300 && response.status < 400
  if (isPersonal && isRedirect) return PRIVATE_NO_STORE
  // Any other redirect without a policy of its own (the router's, the locale's) is not kept either:
  // where it leads may depend on the request.
  if (isRedirect) return 'no-store'
  if (!isPage) return undefined
  const publicCandidate =
    (request.method === 'GET' || request.method === 'HEAD') &&
    response.status === 200 &&
    !response.headers.has('set-cookie') &&
    !hasPersonalCookie(request) &&
    !isPersonal
  return publicCandidate ? PUBLIC_PAGE_CACHE : PRIVATE_NO_STORE
}

/** Applies {@link cacheControlFor}; shared caches must key pages on the session cookies. */
export function withCachePolicy(request: Request, response: Response): Response {
  const cacheControl = cacheControlFor(request, response)
  if (cacheControl === undefined) return response
  const headers = new Headers(response.headers)
  headers.set('cache-control', cacheControl)
  if ((headers.get('content-type') ?? '').startsWith('text/html')) headers.append('vary', 'Cookie')
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
}
