/**
 * Menu URLs are strings from the shop; typed links need a route. An internal path is matched to the
 * storefront's routes here, so menu links get client navigation, locale prefixes and preloading
 * like any other link. A path no route claims is reached by a plain same-tab link.
 */
import * as v from 'valibot'
import { catalogSearchSchema } from '~/features/catalog/catalog-search.schema'
import type { CatalogSearch } from '~/features/catalog/catalog-search.schema'
import { parseSearch } from '~/lib/search-serialization'
import { deLocalizeHref } from '~/paraglide/runtime'

/** Spec §2: an external menu link opens in a new tab that gets no handle on this window. */
export const externalLinkAttributes = { target: '_blank', rel: 'noopener noreferrer' } as const

export type MenuRoute =
  | { readonly to: '/' }
  | { readonly to: '/p/$slug/'; readonly slug: string }
  | { readonly to: '/marken/' }
  | { readonly to: '/marken/$slug/'; readonly slug: string; readonly search: CatalogSearch }
  | { readonly to: '/outlet/'; readonly search: CatalogSearch }
  | { readonly to: '/search/'; readonly search: CatalogSearch }
  | { readonly to: '/$/'; readonly splat: string; readonly search: CatalogSearch }
  | { readonly to: null; readonly href: string }

const slug = '[a-z0-9][a-z0-9-]*'
const productPath = new RegExp(`^/p/(${slug})/$`)
const brandPath = new RegExp(`^/marken/(${slug})/$`)
const categoryPath = new RegExp(`^/(${slug}(?:/${slug})*)/$`)

/** First segments that belong to other pages, so a path below them is never taken for a category. */
const reservedFirstSegments = new Set([
  'p',
  'marken',
  'outlet',
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
  // A localized path from the shop (`/en/damen/`) is the same page; the link adds the current locale.
  const delocalized = new URL(deLocalizeHref(url.pathname), 'https://shop.invalid').pathname
  // deLocalizeHref drops the trailing slash that every page URL has (spec §2).
  const pathname = url.pathname.endsWith('/') && !delocalized.endsWith('/') ? `${delocalized}/` : delocalized
  const plainLink: MenuRoute = { to: null, href: path }
  if (url.hash !== '') return plainLink
  if (pathname === '/') return url.search === '' ? { to: '/' } : plainLink
  const product = productPath.exec(pathname)?.[1]
  if (product !== undefined) return url.search === '' ? { to: '/p/$slug/', slug: product } : plainLink
  if (pathname === '/marken/') return url.search === '' ? { to: '/marken/' } : plainLink
  const search = catalogSearchOf(url.search)
  const brand = brandPath.exec(pathname)?.[1]
  if (brand !== undefined) return { to: '/marken/$slug/', slug: brand, search }
  if (pathname === '/outlet/') return { to: '/outlet/', search }
  if (pathname === '/search/') return { to: '/search/', search }
  const splat = categoryPath.exec(pathname)?.[1]
  if (splat !== undefined && !reservedFirstSegments.has(splat.split('/')[0] ?? '')) {
    return { to: '/$/', splat, search }
  }
  return plainLink
}
