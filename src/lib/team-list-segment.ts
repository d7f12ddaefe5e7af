/**
 * The team list's public path segment (TEAM_LIST_PATH_SEGMENT, spec §3) over the route set's fixed
 * `/list/` (src/team-routes/list): the router reads `/{segment}/…` as `/list/…` and writes it back,
 * so links stay typed against one route while the address is the configured one. With another
 * segment configured, `/list/…` itself is read as `/{segment}/…`, which no route claims: a 404.
 */
const ROUTE_SEGMENT = 'list'

function swapFirstSegment(pathname: string, from: string, to: string): string {
  if (pathname === `/${from}` || pathname.startsWith(`/${from}/`))
    return `/${to}${pathname.slice(from.length + 1)}`
  return pathname
}

/** The route path of a public path. */
export function teamListRoutePath(pathname: string, segment: string): string {
  if (segment === ROUTE_SEGMENT) return pathname
  const swapped = swapFirstSegment(pathname, segment, ROUTE_SEGMENT)
  return swapped === pathname ? swapFirstSegment(pathname, ROUTE_SEGMENT, segment) : swapped
}

/** The public path of a route path. */
export function teamListPublicPath(pathname: string, segment: string): string {
  if (segment === ROUTE_SEGMENT) return pathname
  return swapFirstSegment(pathname, ROUTE_SEGMENT, segment)
}
