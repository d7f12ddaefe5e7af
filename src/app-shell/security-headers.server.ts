import { randomBytes } from 'node:crypto'
import { getServerConfig } from '~/config/config.server'
import { forwardedView } from './forwarded.server'

/**
 * Browser security headers for every answer of this server: pages, server functions, the shop API,
 * media and the build's assets (issue 11, OWASP ASVS 5.0 V3.4).
 *
 * Pages get a Content-Security-Policy with a fresh nonce per request: Start stamps it on the inline
 * scripts it emits (stream parts, dehydrated state), so no script needs `unsafe-inline`. Every other
 * answer gets a policy that allows nothing active at all, as none of them is a document the shop
 * means a browser to run.
 */

/** A fresh CSP nonce: 128 random bits, base64 (CSP's nonce-source grammar). */
export function createCspNonce(): string {
  return randomBytes(16).toString('base64')
}

export interface PagePolicyOptions {
  readonly nonce: string
  /** Origins besides this one that forms may post to (the checkout on another host). */
  readonly formActionOrigins: readonly string[]
  /** The origin of a configured interactive map style (MAP_STYLE_URL): its tiles, glyphs and sprites. */
  readonly mapOrigins?: readonly string[]
  /** A configured tag manager (GTM_ID): its script host and where its tags send their hits. */
  readonly tagManager?: boolean
  readonly https: boolean
}

/**
 * Google Tag Manager and the GA4 tags it loads (Google's published CSP guidance); allowed only when
 * an operator configures a container, and the scripts still load only after statistics consent.
 */
const TAG_MANAGER_SCRIPT_ORIGINS = ['https://*.googletagmanager.com']
const TAG_MANAGER_HIT_ORIGINS = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.googletagmanager.com',
]

/**
 * The policy of an HTML page. Scripts: this origin's files and the nonced inline scripts. Style
 * attributes stay allowed (`style-src-attr`), as React renders computed widths and colour swatches
 * as attributes; style elements need the nonce like scripts.
 */
export function pageContentSecurityPolicy({
  nonce,
  formActionOrigins,
  mapOrigins = [],
  tagManager = false,
  https,
}: PagePolicyOptions): string {
  const scriptOrigins = tagManager ? TAG_MANAGER_SCRIPT_ORIGINS : []
  const hitOrigins = tagManager ? TAG_MANAGER_HIT_ORIGINS : []
  const directives = [
    "default-src 'self'",
    [`script-src 'self' 'nonce-${nonce}'`, ...scriptOrigins].join(' '),
    `style-src 'self' 'nonce-${nonce}'`,
    "style-src-attr 'unsafe-inline'",
    ["img-src 'self' data:", ...mapOrigins, ...hitOrigins].join(' '),
    "font-src 'self'",
    ["connect-src 'self'", ...mapOrigins, ...hitOrigins].join(' '),
    "object-src 'none'",
    "base-uri 'self'",
    `form-action ${["'self'", ...formActionOrigins].join(' ')}`,
    "frame-ancestors 'none'",
  ]
  if (https) directives.push('upgrade-insecure-requests')
  return directives.join('; ')
}

/** The policy of anything that is not a page (JSON, scripts, styles, images): nothing may run. */
export const RESOURCE_CONTENT_SECURITY_POLICY =
  "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"

/**
 * Powerful browser features the shop never uses are off; geolocation only for this origin (the
 * store locator's "use my location"). Only features Chromium knows as policy features: an unknown one
 * ("bluetooth") puts a warning in every page's console (the journeys fail on it).
 */
export const PERMISSIONS_POLICY =
  'geolocation=(self), camera=(), microphone=(), payment=(), usb=(), serial=(), hid=(), midi=(), accelerometer=(), gyroscope=(), magnetometer=(), browsing-topics=()'

export const HSTS = 'max-age=31536000; includeSubDomains'

/**
 * Pages whose URL may carry a secret (the password-reset token, a booking's key from its mail):
 * never leak it in a Referer, not even to the shop's own pages, where analytics reads the referrer.
 */
const noReferrerPaths = [/^(?:\/en)?\/reset-password\//, /^(?:\/en)?\/termin\//]

export function referrerPolicyFor(pathname: string): string {
  return noReferrerPaths.some((pattern) => pattern.test(pathname))
    ? 'no-referrer'
    : 'strict-origin-when-cross-origin'
}

export interface ResponseSecurityOptions {
  readonly pathname: string
  readonly https: boolean
}

/**
 * Adds the headers every answer carries, in place. A Content-Security-Policy already set (a page's,
 * with its nonce) is kept; anything else gets the resource policy.
 */
export function applySecurityHeaders(headers: Headers, { pathname, https }: ResponseSecurityOptions): void {
  if (!headers.has('content-security-policy')) {
    headers.set('content-security-policy', RESOURCE_CONTENT_SECURITY_POLICY)
  }
  headers.set('x-content-type-options', 'nosniff')
  headers.set('referrer-policy', referrerPolicyFor(pathname))
  headers.set('permissions-policy', PERMISSIONS_POLICY)
  headers.set('cross-origin-opener-policy', 'same-origin')
  headers.set('x-frame-options', 'DENY')
  if (https) headers.set('strict-transport-security', HSTS)
}

/** The origin of an absolute checkout URL or host, for `form-action`; none for a path on this host. */
export function checkoutFormOrigins(checkoutUrl: string, checkoutHost: string): string[] {
  const origins = new Set<string>()
  if (/^https?:\/\//i.test(checkoutUrl)) origins.add(new URL(checkoutUrl).origin)
  if (checkoutHost) origins.add(`https://${checkoutHost}`)
  return [...origins]
}

/** The origin of the interactive map's style, if one is configured. */
export function mapStyleOrigins(mapStyleUrl: string): string[] {
  return mapStyleUrl === '' ? [] : [new URL(mapStyleUrl).origin]
}

let configuredOrigins:
  | { readonly formAction: readonly string[]; readonly map: readonly string[]; readonly tagManager: boolean }
  | undefined

/** Worked out once: the configuration does not change while the process runs. */
function configuredPolicyOrigins() {
  if (configuredOrigins) return configuredOrigins
  const config = getServerConfig()
  configuredOrigins = {
    formAction: checkoutFormOrigins(config.CHECKOUT_URL, config.CHECKOUT_HOST),
    map: mapStyleOrigins(config.MAP_STYLE_URL),
    tagManager: config.GTM_ID !== '',
  }
  return configuredOrigins
}

/** Whether the browser reached this server over https, directly or through a trusted proxy. */
export function isHttpsRequest(request: Request): boolean {
  return forwardedView(request, getServerConfig().TRUSTED_PROXY).https
}

/** Sets the page policy, with the nonce its inline scripts carry, on an HTML answer. */
export function withPageSecurityPolicy(response: Response, nonce: string, https: boolean): Response {
  if (!(response.headers.get('content-type') ?? '').startsWith('text/html')) return response
  const origins = configuredPolicyOrigins()
  const policy = pageContentSecurityPolicy({
    nonce,
    formActionOrigins: origins.formAction,
    mapOrigins: origins.map,
    tagManager: origins.tagManager,
    https,
  })
  response.headers.set('content-security-policy', policy)
  return response
}
