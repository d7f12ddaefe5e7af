/** Paths served by handlers that are not pages: they keep their exact form. */
const NON_PAGE_PREFIXES = ['/_serverFn/', '/_i18n/', '/api/', '/assets/']

/**
 * The canonical location of a page URL that is not in canonical form, query string kept: empty
 * segments collapsed (`//` → `/`, `/en//` → `/en/`) and the trailing slash added.
 */
export function slashedLocation(url: URL): string | undefined {
  const { pathname } = url
  if (NON_PAGE_PREFIXES.some((prefix) => pathname.startsWith(prefix))) return undefined
  // Collapse leading slashes and backslashes: `//evil.example/x` must not become a protocol-relative
  // Location that browsers would follow to another host. Inner empty segments go too: the locale URL
  // helper throws on a path like `//`.
  const collapsed = `/${pathname.replace(/^[/\\]+/, '')}`.replace(/\/{2,}/g, '/')
  const lastSegment = collapsed.slice(collapsed.lastIndexOf('/') + 1)
  // A dot in the last segment names a file (favicon.svg, robots.txt), not a page.
  const canonical = collapsed.endsWith('/') || lastSegment.includes('.') ? collapsed : `${collapsed}/`
  return canonical === pathname ? undefined : `${canonical}${url.search}`
}

/**
 * Spec §2: every page URL ends with a slash. A request without it is redirected permanently (301),
 * which search engines treat as the canonical URL, unlike the router's temporary redirect. Other
 * methods keep their URL, except one with empty segments, which no route can answer: 308 keeps the
 * method and the body.
 */
export function trailingSlashRedirect(request: Request): Response | undefined {
  const url = new URL(request.url)
  const location = slashedLocation(url)
  if (location === undefined) return undefined
  // The same for everyone and relative (never built from the Host header), so caches may keep it.
  const headers = { location, 'cache-control': CANONICAL_REDIRECT_CACHE }
  if (request.method === 'GET' || request.method === 'HEAD') {
    return new Response(null, { status: 301, headers })
  }
  if (!url.pathname.includes('//')) return undefined
  return new Response(null, { status: 308, headers })
}

/** How long browsers and CDNs may keep a redirect to the canonical (slashed) URL. */
export const CANONICAL_REDIRECT_CACHE = 'public, max-age=86400'
