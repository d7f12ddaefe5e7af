/**
 * Spec §2 "Header overlays" and §8: what a URL from the shop (menu items, banners, content) may do.
 *
 * The browser's own URL parser decides where a URL really goes (it drops tabs and newlines, trims
 * control characters and spaces, reads `\` as `/` and `//host` as another host), and origins are then
 * compared here, so a URL that merely looks like a path never leaves the site unnoticed.
 */
import { deLocalizeUrl } from '~/lib/locale-url'

/** Where the shop lives, from the public configuration (HOST_NAME, CHECKOUT_URL, CHECKOUT_HOST). */
export interface SiteUrls {
  /** The shop's host name; absolute URLs on it (http or https, default port) are internal. */
  readonly hostName: string
  /** Checkout home: a path on this host (`/checkout`) or an absolute http(s) URL. */
  readonly checkoutUrl: string
  /** Host of the checkout; empty when it runs on the shop's host. */
  readonly checkoutHost: string
}

export type UrlTarget =
  /** Spec §2: `/`, `#/`, `#` (and nothing at all) are not links. */
  | { readonly kind: 'empty' }
  /** A page of this shop: path, query and fragment, to be reached by client navigation. */
  | { readonly kind: 'internal'; readonly path: string }
  /** Spec §2: checkout home and `/checkout` are reached by a full page load. */
  | { readonly kind: 'checkout'; readonly href: string }
  /** Another site: a new tab, and never by programmatic navigation unless explicitly allowed. */
  | { readonly kind: 'external'; readonly href: string }
  /**
   * Never followed: a script-capable protocol (blob, data, javascript, vbscript), another protocol a
   * link has no business with, or a path on this host that hides control characters or slashes.
   */
  | { readonly kind: 'refused'; readonly reason: 'protocol'; readonly protocol: string }
  | { readonly kind: 'refused'; readonly reason: 'unsafe-path' }

const emptyLinks = new Set(['', '/', '#', '#/'])
/**
 * Protocols a link may point to off the site. Everything else is refused: the script-capable blob,
 * data, javascript and vbscript of spec §8, and protocols a shop link has no business with (file:, …).
 */
const externalProtocols = new Set(['http', 'https', 'mailto', 'tel'])
/**
 * Encoded control characters, slashes and backslashes in a path: harmless to the browser, but a
 * server, router or locale runtime that decodes them could turn `/%0d/evil.example` or
 * `/en/%2f%2fevil.example` into a way off the site, and no page of the shop has them.
 */
const encodedTrouble = /%(?:[01][0-9a-f]|7f|2f|5c)/i

/**
 * A path on this host that could be read as another host by whatever handles it next: `//` or a
 * backslash anywhere (the locale runtime strips `/en` from `/en//evil.example` and reads the rest as
 * `//evil.example`), or the encoded troublemakers above.
 */
function hidesAWayOff(pathname: string): boolean {
  return pathname.includes('//') || pathname.includes('\\') || encodedTrouble.test(pathname)
}

/**
 * The path without its locale prefix (`/en/checkout/` is `/checkout/`), as the locale runtime reads
 * it; null when the runtime cannot read it.
 */
function localeFreePath(url: URL): string | null {
  try {
    // A copy: the runtime may adjust the URL it is given.
    return deLocalizeUrl(new URL(url.href)).pathname
  } catch {
    return null
  }
}

/** What the URL parser strips before reading a URL: C0 controls and spaces around it, tabs and newlines in it. */
function cleaned(url: string): string {
  // eslint-disable-next-line no-control-regex -- exactly the characters the URL standard strips
  return url.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '').replace(/[\t\n\r]/g, '')
}

function protocolName(url: URL): string {
  return url.protocol.replace(/:$/, '').toLowerCase()
}

function isOnHost(url: URL, hostName: string): boolean {
  const host = hostName.toLowerCase()
  return url.origin === `https://${host}` || url.origin === `http://${host}`
}

/** Spec §2: the checkout. `path` is the URL's path without a locale prefix when it is on the shop's host. */
function isCheckout(url: URL, path: string, site: SiteUrls, base: URL): boolean {
  const checkoutHome = new URL(site.checkoutUrl, base)
  const checkoutPath = checkoutHome.pathname.replace(/\/$/, '')
  // Paths compared without regard to case: taking `/CHECKOUT` for the checkout only costs a full page
  // load, taking it for an ordinary page could leave the checkout to the single-page app.
  const under = (pathname: string, prefix: string) => {
    const lower = pathname.toLowerCase()
    const start = prefix.toLowerCase()
    return start === '' || lower === start || lower.startsWith(`${start}/`)
  }
  if (site.checkoutHost !== '' && site.checkoutHost.toLowerCase() !== site.hostName.toLowerCase()) {
    if (isOnHost(url, site.checkoutHost)) return true
  }
  if (
    url.origin === checkoutHome.origin &&
    (under(url.pathname, checkoutPath) || under(path, checkoutPath))
  ) {
    return true
  }
  return isOnHost(url, site.hostName) && under(path, '/checkout')
}

/** Classifies a URL from the shop. Relative URLs are read against the shop's root. */
export function classifyUrl(rawUrl: string, site: SiteUrls): UrlTarget {
  const text = cleaned(rawUrl)
  if (emptyLinks.has(text)) return { kind: 'empty' }
  const base = new URL(`https://${site.hostName}/`)
  let url: URL
  try {
    url = new URL(text, base)
  } catch {
    return { kind: 'refused', reason: 'unsafe-path' }
  }
  const protocol = protocolName(url)
  if (!externalProtocols.has(protocol)) return { kind: 'refused', reason: 'protocol', protocol }
  const onHost = isOnHost(url, site.hostName)
  // On this host the path is checked before anything reads it, with and without its locale prefix.
  let path = url.pathname
  if (onHost) {
    const localeFree = localeFreePath(url)
    if (localeFree === null || hidesAWayOff(url.pathname) || hidesAWayOff(localeFree)) {
      return { kind: 'refused', reason: 'unsafe-path' }
    }
    path = localeFree
  }
  if (isCheckout(url, path, site, base)) {
    return { kind: 'checkout', href: onHost ? pathOf(url) : url.href }
  }
  if (protocol === 'mailto' || protocol === 'tel' || !onHost) {
    return { kind: 'external', href: url.href }
  }
  return { kind: 'internal', path: pathOf(url) }
}

function pathOf(url: URL): string {
  return `${url.pathname}${url.search}${url.hash}`
}

export const EXTERNAL_NAVIGATION_REFUSED = 'Navigating to an external URL is not allowed by default'
export const UNSAFE_PATH_REFUSED = 'Cannot navigate to a URL with an unsafe path'

/** How to follow a URL, or an error saying why it is refused (spec §8). */
export type NavigationPlan =
  | { readonly type: 'client'; readonly path: string }
  | { readonly type: 'document'; readonly href: string }
  | { readonly type: 'none' }

/**
 * Spec §8: programmatic navigation. External URLs are refused unless `allowExternal` is set;
 * blob, data, javascript and vbscript URLs are always refused. The checkout is a full page load.
 */
export function planNavigation(
  rawUrl: string,
  site: SiteUrls,
  options: { allowExternal?: boolean } = {},
): NavigationPlan {
  const target = classifyUrl(rawUrl, site)
  switch (target.kind) {
    case 'empty':
      return { type: 'none' }
    case 'internal':
      return { type: 'client', path: target.path }
    case 'checkout':
      return { type: 'document', href: target.href }
    case 'external':
      if (!options.allowExternal) throw new Error(EXTERNAL_NAVIGATION_REFUSED)
      return { type: 'document', href: target.href }
    case 'refused':
      if (target.reason === 'protocol') {
        throw new Error(`Cannot navigate to a URL with ${target.protocol} protocol`)
      }
      throw new Error(UNSAFE_PATH_REFUSED)
  }
}

/**
 * Last line of defence before a same-tab link or navigation: the href, as it will finally be used
 * (after localizing), must resolve to the page's own origin. Only a relative reference without an
 * authority does; an absolute URL, `//host`, `/\host` or a script URL does not.
 */
export function staysOnOrigin(href: string): boolean {
  // A host no real page has: only references that keep the page's own origin resolve to it.
  const page = new URL('https://page-origin.invalid/')
  try {
    return new URL(href, page).origin === page.origin
  } catch {
    return false
  }
}

/**
 * Where the checkout button leads (spec §2: by a full page load): CHECKOUT_URL as configured, on
 * CHECKOUT_HOST when that is set and the URL is a path.
 */
export function checkoutHref(urls: SiteUrls): string {
  if (/^https?:\/\//i.test(urls.checkoutUrl) || !urls.checkoutHost) return urls.checkoutUrl
  return `https://${urls.checkoutHost}${urls.checkoutUrl}`
}
