/**
 * The route names of spec §2, known to analytics and navigation, and the URL patterns they stand
 * for. Patterns use the router's syntax (`$` is the splat); the default locale has no prefix and
 * other locales are stripped before matching. Static pages share the name of the service pages:
 * spec §2 lists them as one kind of screen ("static content pages").
 */
export const routePatternsByName = {
  home: ['/'],
  pdp: ['/p/$'],
  services: ['/services/$', '/static/$'],
  storeLocator: ['/shops/$'],
  store: ['/shop/$'],
  guide: ['/blog/$'],
  srp: ['/$'],
} as const

export type RouteName = keyof typeof routePatternsByName

/** Page-type labels for analytics (spec §2 Navigation rules). */
export type PageType = 'home' | 'item_list' | 'item_detail' | 'services' | 'shop' | 'other'

export const pageTypeByRouteName: Readonly<Record<RouteName, PageType>> = {
  home: 'home',
  srp: 'item_list',
  pdp: 'item_detail',
  services: 'services',
  storeLocator: 'shop',
  store: 'shop',
  guide: 'other',
}

/** Paths that belong to their own screens and therefore never fall through to the catch-all srp. */
const NON_SRP_PREFIXES = [
  '/login/',
  '/register/',
  '/forgot-password/',
  '/reset-password/',
  '/doi/',
  '/benachrichtigung/',
  '/reservierung/',
  '/wishlist/',
  '/warenkorb/',
  '/checkout/',
  '/my-account/',
  '/marken/',
  '/blog/',
  '/werbung/',
  '/diagnostics/',
]

function matches(pattern: string, pathname: string): boolean {
  if (!pattern.endsWith('$')) return pathname === pattern
  return pathname.startsWith(pattern.slice(0, -1))
}

/** The spec route name a (de-localized) pathname belongs to, or undefined for other screens. */
export function routeNameForPath(pathname: string): RouteName | undefined {
  if (pathname === '/') return 'home'
  for (const [name, patterns] of Object.entries(routePatternsByName) as [RouteName, readonly string[]][]) {
    if (name === 'srp' || name === 'home') continue
    if (patterns.some((pattern) => matches(pattern, pathname))) return name
  }
  if (pathname.startsWith('/search/')) return 'srp'
  return NON_SRP_PREFIXES.some((prefix) => pathname.startsWith(prefix)) ? undefined : 'srp'
}

export function pageTypeForPath(pathname: string): PageType {
  const name = routeNameForPath(pathname)
  return name ? pageTypeByRouteName[name] : 'other'
}
