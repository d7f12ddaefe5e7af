/**
 * The head tags search engines and link previews read, written in one place: the canonical link and
 * the locale alternates of every page (rendered by the root route), Open Graph and Twitter cards, and
 * the robots rule of catalogue URLs (docs/decisions/019-search-engine-policy.md).
 */
import * as v from 'valibot'
import type { CatalogQuery } from '~/shop-client/schemas/catalog.schema'
import { localeAlternates, localizedPath, unlocalizedPath } from './locale-alternates'
import type { HreflangLocale } from './locale-alternates'

/** The public origin search engines are given: the configured host name, always over https. */
export function publicOrigin(hostName: string): string {
  return `https://${hostName}`
}

/** What the root route needs to know of a matched route, as the router hands it to `head`. */
export interface HeadMatch {
  readonly pathname: string
  readonly status: string
  readonly loaderData?: unknown
  readonly globalNotFound?: boolean
}

const canonicalDataSchema = v.object({ canonical: v.pipe(v.string(), v.url()) })

/**
 * The canonical link and the hreflang alternates of the page being rendered. A route that knows
 * its canonical URL (query included, by policy) returns it as `canonical` in its loader data;
 * any other page is canonical at its own path without query. Failed and missing pages get none:
 * a canonical link must lead to a page that answers 200.
 */
export function canonicalLinks(
  matches: readonly HeadMatch[],
  hostName: string,
  locale: HreflangLocale,
): { rel: string; href: string; hrefLang?: string }[] {
  const leaf = matches.at(-1)
  if (!leaf || matches.some((match) => match.status !== 'success' || match.globalNotFound === true)) return []
  const declared = v.safeParse(canonicalDataSchema, leaf.loaderData)
  const path = leaf.pathname.endsWith('/') ? leaf.pathname : `${leaf.pathname}/`
  const canonical = declared.success
    ? declared.output.canonical
    : `${publicOrigin(hostName)}${localizedPath(unlocalizedPath(path), locale)}`
  return [
    { rel: 'canonical', href: canonical },
    ...localeAlternates(canonical).map((alternate) => ({
      rel: 'alternate',
      hrefLang: alternate.hreflang,
      href: alternate.href,
    })),
  ]
}

export interface SharePreview {
  /** `website` for home and lists, `product` for products, `article` for guide articles, `profile` for their authors. */
  readonly type: 'website' | 'product' | 'article' | 'profile'
  readonly title: string
  readonly description: string
  /** Absolute URL of the page (its canonical URL). */
  readonly url: string
  /** Absolute URL of the preview image. */
  readonly image: string
  readonly imageAlt: string
  readonly siteName: string
  readonly locale: HreflangLocale
}

/** Open Graph and Twitter card tags of a page that is shared as a link. */
export function sharePreviewMeta(
  preview: SharePreview,
): { property?: string; name?: string; content: string }[] {
  return [
    { property: 'og:type', content: preview.type },
    { property: 'og:site_name', content: preview.siteName },
    { property: 'og:locale', content: preview.locale.replace('-', '_') },
    { property: 'og:title', content: preview.title },
    { property: 'og:description', content: preview.description },
    { property: 'og:url', content: preview.url },
    { property: 'og:image', content: preview.image },
    { property: 'og:image:alt', content: preview.imageAlt },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: preview.title },
    { name: 'twitter:description', content: preview.description },
    { name: 'twitter:image', content: preview.image },
    { name: 'twitter:image:alt', content: preview.imageAlt },
  ]
}

/** An absolute URL on the public origin for a path of this shop (media, pages). */
export function absoluteUrl(hostName: string, path: string): string {
  return new URL(path, publicOrigin(hostName)).toString()
}

/**
 * The policy for results pages (ADR 019):
 * - a list as the shop arranges it (no filter, price range or text; any page number) is indexed and
 *   canonical at its own URL;
 * - another sort order shows the same products: canonical is the list in its default order (page 1,
 *   since page N of another order holds other products);
 * - a filtered, priced or free-text selection is followed but not indexed (`noindex, follow`):
 *   combinations are endless and thin; its canonical is the selection's own normalized URL without
 *   sort, so hreflang and the canonical never point at a page that says otherwise;
 * - "in my store" (omnichannel) lists what one shopper's store has: not indexed, and its canonical is
 *   the list without it.
 */
export function catalogIndexing(search: CatalogQuery): {
  readonly canonicalSearch: CatalogQuery
  readonly noindex: boolean
} {
  const sorted = search.sortField !== undefined || search.sortType !== undefined
  const canonicalSearch: CatalogQuery = {
    ...search,
    // "In my store" depends on who asks: the canonical page is the list without it.
    inStore: undefined,
    sortField: undefined,
    sortType: undefined,
    page: sorted ? undefined : search.page,
  }
  const noindex =
    search.filters !== undefined ||
    search.inStore !== undefined ||
    search.priceMin !== undefined ||
    search.priceMax !== undefined ||
    search.q !== undefined
  return { canonicalSearch, noindex }
}
