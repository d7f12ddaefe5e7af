/**
 * Editorial links come from the shop as storefront paths. The page turns each into a typed route link
 * where it knows the route, so locale prefixes and client-side navigation work as for any other link.
 */
export type ContentLinkTarget =
  | { readonly kind: 'brands' }
  | { readonly kind: 'product'; readonly slug: string }
  | { readonly kind: 'category'; readonly splat: string }
  /** Anything else on this site (e.g. a page that has no route of its own yet): a plain link. */
  | { readonly kind: 'path'; readonly href: string }

const slugPattern = '[a-z0-9][a-z0-9-]*'
const productPath = new RegExp(`^/p/(${slugPattern})/$`)
const categoryPath = new RegExp(`^/(${slugPattern}(?:/${slugPattern})*)/$`)
/** First segments of pages that are not category pages, so a path below them is never taken for one. */
const reservedFirstSegments = new Set([
  'p',
  'marken',
  'blog',
  'search',
  'shops',
  'shop',
  'static',
  'services',
  'wishlist',
  'my-account',
  'login',
  'register',
  'werbung',
  'checkout',
])

export function contentLinkTarget(url: string): ContentLinkTarget {
  if (url === '/marken/') return { kind: 'brands' }
  const product = productPath.exec(url)
  if (product?.[1] !== undefined) return { kind: 'product', slug: product[1] }
  const category = categoryPath.exec(url)
  const splat = category?.[1]
  if (splat !== undefined && !reservedFirstSegments.has(splat.split('/')[0] ?? '')) {
    return { kind: 'category', splat }
  }
  // Only same-site paths are linked: an absolute or protocol-relative URL from the API becomes the
  // home page rather than a way off the site (spec §2: external navigation is refused by default).
  return { kind: 'path', href: url.startsWith('/') && !url.startsWith('//') ? url : '/' }
}
