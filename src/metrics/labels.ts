import { routeNameForPath, routePatternsByName } from '~/app-shell/route-names'
import type { RouteName } from '~/app-shell/route-names'

/**
 * Labels of the request metrics. A label is never the raw path: every distinct value is a time
 * series of its own in Prometheus, and paths (products, searches, probes for `/wp-admin/`) are
 * unbounded. Pages are labelled by their spec route name (src/app-shell/route-names.ts), the rest
 * by a coarse kind; methods and status codes are folded into small fixed sets.
 */

/**
 * Coarse kinds of request besides the named pages. The request log names its lines' route with the
 * same labels (src/app-shell/request-log.server.ts), so a log line and its metric series match.
 */
export const REQUEST_KINDS = [
  'page',
  'api',
  'media',
  'server_fn',
  'i18n',
  'asset',
  'file',
  'health',
  'metrics',
] as const
export type RequestKind = (typeof REQUEST_KINDS)[number]

export type RouteLabel = RouteName | RequestKind

export const ROUTE_LABELS: readonly RouteLabel[] = [
  ...(Object.keys(routePatternsByName) as RouteName[]),
  ...REQUEST_KINDS,
]

export const METHOD_LABELS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'other'] as const
export type MethodLabel = (typeof METHOD_LABELS)[number]

export const STATUS_CLASSES = ['1xx', '2xx', '3xx', '4xx', '5xx'] as const
export type StatusClass = (typeof STATUS_CLASSES)[number]

/**
 * Paths the shop API answers at the host root (spec §7), as in src/shop-api/shop-api.ts (a test
 * keeps them equal); repeated here so that labelling does not load the whole API.
 */
const ROOT_API_PREFIXES = ['/autosuggest/list', '/search-limited', '/header-data']

/** The path of a request URL without parsing it into a URL object (this runs on every request). */
export function pathOf(url: string): string {
  const schemeEnd = url.indexOf('://')
  const start = url.indexOf('/', schemeEnd === -1 ? 0 : schemeEnd + 3)
  if (start === -1) return '/'
  let end = url.length
  const query = url.indexOf('?', start)
  if (query !== -1) end = query
  const hash = url.indexOf('#', start)
  if (hash !== -1 && hash < end) end = hash
  return url.slice(start, end)
}

/** The page path in the default locale: `/en/…` is the English version of `/…`. */
function delocalized(pathname: string): string {
  if (pathname === '/en' || pathname === '/en/') return '/'
  return pathname.startsWith('/en/') ? pathname.slice(3) : pathname
}

function isRootApiPath(pathname: string): boolean {
  for (const prefix of ROOT_API_PREFIXES) {
    if (pathname === prefix || pathname === `${prefix}/`) return true
  }
  return false
}

/** The route label of a request path: a spec route name for pages, otherwise a coarse kind. */
export function routeLabelForPath(pathname: string): RouteLabel {
  if (pathname.startsWith('/api/') || isRootApiPath(pathname)) return 'api'
  if (pathname.startsWith('/media/') || pathname.startsWith('/img/')) return 'media'
  if (pathname.startsWith('/_serverFn/')) return 'server_fn'
  if (pathname === '/metrics') return 'metrics'
  if (pathname === '/healthz' || pathname === '/readyz') return 'health'
  if (pathname.startsWith('/_i18n/')) return 'i18n'
  // Files the build made are served before the app's handler; what reaches it here is a miss.
  if (pathname.startsWith('/assets/')) return 'asset'
  // robots.txt, the sitemaps, the version manifest, favicons — and probes for `/wp-login.php`.
  if (/\.[a-z0-9]{1,5}$/i.test(pathname)) return 'file'
  const path = delocalized(pathname)
  // The booking's own documents (served outside the client app, so its route names leave them out).
  if (path.startsWith('/termin-buchen/') || path.startsWith('/termin/')) return 'page'
  return routeNameForPath(path) ?? 'page'
}

/** Whether a route label stands for a rendered page (named or not). */
export function isPageLabel(label: RouteLabel): boolean {
  return !(REQUEST_KINDS as readonly string[]).includes(label) || label === 'page'
}

export function methodLabel(method: string): MethodLabel {
  return (METHOD_LABELS as readonly string[]).includes(method) ? (method as MethodLabel) : 'other'
}

export function statusClass(status: number): StatusClass {
  if (status >= 500) return '5xx'
  if (status >= 400) return '4xx'
  if (status >= 300) return '3xx'
  if (status >= 200) return '2xx'
  return '1xx'
}
