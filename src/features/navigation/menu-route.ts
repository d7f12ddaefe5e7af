/**
 * The one resolver for URLs from the shop (menu items, banners, home-page content): spec §2 "menu
 * links" and §8 navigation. `classifyUrl` decides what a URL may do; an internal path is then matched
 * to the storefront's routes here, so links get client navigation, locale prefixes and preloading
 * like any other link. A path no route claims is reached by a plain same-tab link.
 *
 * Localizing can still change where an href points (the locale runtime strips a prefix such as
 * `/en` and re-reads what is left), so every same-tab href is checked against the page's origin
 * after localizing, as the last line of defence.
 */
import * as v from 'valibot'
import type { BrandGender } from '~/features/catalog/brand-results.functions'
import { catalogSearchSchema } from '~/features/catalog/catalog-search.schema'
import type { CatalogSearch } from '~/features/catalog/catalog-search.schema'
import { UNSAFE_PATH_REFUSED, classifyUrl, planNavigation, staysOnOrigin } from '~/lib/safe-navigation'
import type { SiteUrls } from '~/lib/safe-navigation'
import { parseSearch } from '~/lib/search-serialization'
import { deLocalizeHref, localizeHref } from '~/lib/locale-url'
import { getLocale } from '~/paraglide/runtime'

/** Spec §2: an external menu link opens in a new tab that gets no handle on this window. */
export const externalLinkAttributes = { target: '_blank', rel: 'noopener noreferrer' } as const

export type MenuRoute =
  | { readonly to: '/' }
  | { readonly to: '/p/$slug/'; readonly slug: string }
  | { readonly to: '/marken/' }
  | { readonly to: '/marken/$slug/'; readonly slug: string; readonly search: CatalogSearch }
  | {
      readonly to: '/marken/$gender/$slug/'
      readonly gender: BrandGender
      readonly slug: string
      readonly search: CatalogSearch
    }
  | { readonly to: '/outlet/'; readonly search: CatalogSearch }
  | { readonly to: '/neu/'; readonly search: CatalogSearch }
  | { readonly to: '/search/'; readonly search: CatalogSearch }
  | { readonly to: '/$/'; readonly splat: string; readonly search: CatalogSearch }
  | { readonly to: null; readonly href: string }

/** A route of the storefront's own, reached by a typed link. */
export type RoutedMenuRoute = Exclude<MenuRoute, { readonly to: null }>

const slug = '[a-z0-9][a-z0-9-]*'
const productPath = new RegExp(`^/p/(${slug})/$`)
const brandPath = new RegExp(`^/marken/(${slug})/$`)
const genderBrandPath = new RegExp(`^/marken/(damen|herren)/(${slug})/$`)
const categoryPath = new RegExp(`^/(${slug}(?:/${slug})*)/$`)

/** First segments that belong to other pages, so a path below them is never taken for a category. */
const reservedFirstSegments = new Set([
  'p',
  'marken',
  'outlet',
  'neu',
  'search',
  'blog',
  'shops',
  'shop',
  'static',
  'services',
  'wishlist',
  'my-account',
  'login',
  'register',
  'forgot-password',
  'reset-password',
  'werbung',
  'checkout',
  'doi',
  'diagnostics',
])

function catalogSearchOf(query: string): CatalogSearch {
  return v.parse(catalogSearchSchema, parseSearch(query))
}

/** `path` is an internal path as `classifyUrl` returns it: pathname, query and fragment. */
export function menuRouteOf(path: string): MenuRoute {
  const url = new URL(path, 'https://shop.invalid')
  const plainLink: MenuRoute = { to: null, href: path }
  // A localized path from the shop (`/en/damen/`) is the same page; the link adds the current locale.
  let delocalized: string
  try {
    delocalized = new URL(deLocalizeHref(url.pathname), 'https://shop.invalid').pathname
  } catch {
    // The locale runtime cannot read it (`/en//`): no route of ours, and `sameTabHref` decides.
    return plainLink
  }
  // deLocalizeHref drops the trailing slash that every page URL has (spec §2).
  const pathname = url.pathname.endsWith('/') && !delocalized.endsWith('/') ? `${delocalized}/` : delocalized
  if (url.hash !== '') return plainLink
  if (pathname === '/') return url.search === '' ? { to: '/' } : plainLink
  const product = productPath.exec(pathname)?.[1]
  if (product !== undefined) return url.search === '' ? { to: '/p/$slug/', slug: product } : plainLink
  if (pathname === '/marken/') return url.search === '' ? { to: '/marken/' } : plainLink
  const search = catalogSearchOf(url.search)
  const brand = brandPath.exec(pathname)?.[1]
  if (brand !== undefined) return { to: '/marken/$slug/', slug: brand, search }
  const genderBrand = genderBrandPath.exec(pathname)
  const [, gender, genderBrandSlug] = genderBrand ?? []
  if ((gender === 'damen' || gender === 'herren') && genderBrandSlug !== undefined) {
    return { to: '/marken/$gender/$slug/', gender, slug: genderBrandSlug, search }
  }
  if (pathname === '/outlet/') return { to: '/outlet/', search }
  if (pathname === '/neu/') return { to: '/neu/', search }
  if (pathname === '/search/') return { to: '/search/', search }
  const splat = categoryPath.exec(pathname)?.[1]
  if (splat !== undefined && !reservedFirstSegments.has(splat.split('/')[0] ?? '')) {
    return { to: '/$/', splat, search }
  }
  return plainLink
}

/**
 * The href for a same-tab link or client navigation to an internal path, in the current locale; null
 * when localizing fails or the result would leave the page's origin (then the URL is refused).
 * `localize` is the locale runtime's; tests pass their own to show the check holds whatever it does.
 */
export function sameTabHref(path: string, localize: (href: string) => string = localizeHref): string | null {
  let href: string
  try {
    href = localize(path)
  } catch {
    return null
  }
  return staysOnOrigin(href) ? href : null
}

/** What a link to a URL from the shop renders as (spec §2 "menu links"). */
export type MenuLinkTarget =
  /** Empty (`/`, `#/`, `#`) or refused: text, not a link. */
  | { readonly kind: 'none' }
  /** A route of the storefront: typed client navigation in the same tab. */
  | { readonly kind: 'route'; readonly route: RoutedMenuRoute }
  /** A page of this shop without a route of its own: same tab, full page load, current locale. */
  | { readonly kind: 'page'; readonly href: string }
  /** The checkout: same tab, full page load. */
  | { readonly kind: 'checkout'; readonly href: string }
  /** Another site: a new tab without a handle on this window. */
  | { readonly kind: 'external'; readonly href: string }

/**
 * Resolved targets by locale, site and URL. The menus render the same ~200 URLs on every page for
 * every visitor, and resolving one means parsing and checking it several times over: once per
 * process is enough. Bounded, because content URLs come from the shop's data.
 */
const resolvedTargets = new Map<string, MenuLinkTarget>()
const RESOLVED_TARGETS_LIMIT = 10_000

export function menuLinkTarget(url: string, site: SiteUrls): MenuLinkTarget {
  const key = [getLocale(), site.hostName, site.checkoutUrl, site.checkoutHost, url].join('\n')
  const known = resolvedTargets.get(key)
  if (known) return known
  const target = resolveMenuLinkTarget(url, site)
  if (resolvedTargets.size >= RESOLVED_TARGETS_LIMIT) resolvedTargets.clear()
  resolvedTargets.set(key, target)
  return target
}

function resolveMenuLinkTarget(url: string, site: SiteUrls): MenuLinkTarget {
  const target = classifyUrl(url, site)
  switch (target.kind) {
    case 'empty':
    case 'refused':
      return { kind: 'none' }
    case 'external':
      return { kind: 'external', href: target.href }
    case 'checkout':
      // The checkout href is used as the shop wrote it; a relative one must still stay on this origin,
      // an absolute one is the configured checkout host.
      return isAbsolute(target.href) || staysOnOrigin(target.href)
        ? { kind: 'checkout', href: target.href }
        : { kind: 'none' }
    case 'internal': {
      const href = sameTabHref(target.path)
      if (href === null) return { kind: 'none' }
      const route = menuRouteOf(target.path)
      return route.to === null ? { kind: 'page', href } : { kind: 'route', route }
    }
  }
}

/** How programmatic navigation follows a URL: a history entry in this app or a full page load. */
export type NavigationTarget =
  | { readonly type: 'client'; readonly href: string }
  | { readonly type: 'document'; readonly href: string }
  | { readonly type: 'none' }

/**
 * Spec §8 programmatic navigation: internal URLs on the client in the current locale, the checkout
 * (and external URLs only when `allowExternal` is set) by a full page load. Throws the spec's
 * refusal messages; a path that localizing would take off the site is refused as unsafe.
 */
export function navigationTarget(
  url: string,
  site: SiteUrls,
  options: { allowExternal?: boolean } = {},
): NavigationTarget {
  const plan = planNavigation(url, site, options)
  if (plan.type !== 'client') return plan
  const href = sameTabHref(plan.path)
  if (href === null) throw new Error(UNSAFE_PATH_REFUSED)
  return { type: 'client', href }
}

function isAbsolute(href: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(href)
}
