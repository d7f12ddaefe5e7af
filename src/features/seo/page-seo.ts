/**
 * The structured data and share previews of each page template, built in the route's loader from
 * what the page already fetched, so that only these few objects travel as loader data. Routes build
 * them in the server's render only (`seo: import.meta.env.SSR ? …Seo(…) : undefined`): crawlers and
 * link previews read the server's HTML, and the browser's bundle then holds none of these builders
 * nor the calls that feed them (ADR 020).
 */
import type { Thing, WithContext } from 'schema-dts'
import type { CatalogPage } from '~/shop-client/schemas/catalog.schema'
import type { GuideAuthorPage, GuidePost } from '~/shop-client/schemas/content.schema'
import type { HomePage } from '~/shop-client/schemas/home.schema'
import { productDisplayName } from '~/features/product/product.model'
import type { ProductDetail } from '~/shop-client/schemas/product.schema'
import type { Store } from '~/shop-client/schemas/stores.schema'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import {
  articleLd,
  breadcrumbListLd,
  itemListLd,
  organizationLd,
  productLd,
  profilePageLd,
  serviceLd,
  storeLd,
  webSiteLd,
} from './json-ld'
import type { Crumb, ServiceLdInput } from './json-ld'
import { localizedPath } from './locale-alternates'
import { absoluteUrl, sharePreviewMeta } from './seo-head'
import type { SharePreview } from './seo-head'

/** The shop's logo as an image file (the favicon is the logo mark). */
export const LOGO_PATH = '/favicon.svg'

export interface PageSeo {
  readonly jsonLd: readonly WithContext<Thing>[]
  readonly preview: SharePreview | null
}

const here = (path: string) => localizedPath(path, getLocale())
const home = (): Crumb => ({ name: m.catalog_home(), path: here('/') })

function preview(
  hostName: string,
  input: Omit<SharePreview, 'siteName' | 'locale' | 'image'> & { readonly image: string },
): SharePreview {
  return {
    ...input,
    image: absoluteUrl(hostName, input.image),
    siteName: m.site_name(),
    locale: getLocale(),
  }
}

/** Home: the organization, the site with its search, and its hero as the share image. */
export function homeSeo(input: {
  readonly hostName: string
  readonly page: HomePage
  readonly title: string
  readonly description: string
}): PageSeo {
  const { hostName, page } = input
  return {
    // Structured data is for crawlers, which read the server's HTML: the browser's bundle
    // leaves the builders out (ADR 020).
    jsonLd: import.meta.env.SSR
      ? [
          organizationLd({ hostName, name: m.site_name(), logoPath: LOGO_PATH }),
          webSiteLd({
            hostName,
            name: m.site_name(),
            homePath: here('/'),
            searchPath: here('/search/'),
            inLanguage: getLocale(),
          }),
        ]
      : [],
    preview: preview(hostName, {
      type: 'website',
      title: input.title,
      description: input.description,
      url: absoluteUrl(hostName, here('/')),
      image: page.hero.image.src,
      imageAlt: page.hero.image.alt || page.hero.heading,
    }),
  }
}

/** A category's or brand's results: the products shown as an ItemList, the trail, a share preview. */
export function resultsSeo(input: {
  readonly hostName: string
  readonly page: CatalogPage
  readonly name: string
  readonly title: string
  readonly description: string
  readonly canonical: string
  /** The trail between home and the page, the page last. */
  readonly crumbs: readonly Crumb[]
}): PageSeo {
  const { hostName, page } = input
  const first = page.products[0]
  const { page: pageNumber, perPage } = page.pagination
  return {
    // Structured data is for crawlers, which read the server's HTML: the browser's bundle
    // leaves the builders out (ADR 020).
    jsonLd: import.meta.env.SSR
      ? [
          itemListLd({
            hostName,
            name: input.name,
            firstPosition: (Math.max(1, pageNumber) - 1) * perPage + 1,
            items: page.products.map((product) => ({
              name: productDisplayName(product.brand.name, product.name),
              path: here(product.url),
            })),
          }),
          ...(input.crumbs.length > 0 ? [breadcrumbListLd(hostName, [home(), ...input.crumbs])] : []),
        ]
      : [],
    preview: preview(hostName, {
      type: 'website',
      title: input.title,
      description: input.description,
      url: input.canonical,
      image: first?.image ?? LOGO_PATH,
      imageAlt: first ? productDisplayName(first.brand.name, first.name) : m.site_name(),
    }),
  }
}

/** A category page's trail as the shop gives it (category paths), in the page's locale. */
export function categoryCrumbs(page: CatalogPage): Crumb[] {
  return page.breadcrumbs.map((crumb) => ({ name: crumb.name, path: here(crumb.path) }))
}

/** A brand page's trail: the brands A–Z, then the brand. */
export function brandCrumbs(name: string, slug: string): Crumb[] {
  return [
    { name: m.brands_heading(), path: here('/marken/') },
    { name, path: here(`/marken/${slug}/`) },
  ]
}

/** A product: Product with its offers per size (with the shop's delivery and return terms), its trail, and its first image as the share image. */
export function productSeo(input: {
  readonly hostName: string
  readonly product: ProductDetail
  readonly title: string
  readonly description: string
  readonly canonical: string
}): PageSeo {
  const { hostName, product } = input
  const name = productDisplayName(product.brand.name, product.name)
  return {
    // Structured data is for crawlers, which read the server's HTML: the browser's bundle
    // leaves the builders out (ADR 020).
    jsonLd: import.meta.env.SSR
      ? [
          productLd({
            hostName,
            path: here(product.url),
            name,
            brand: product.brand.name,
            sku: product.sku,
            description: product.description,
            color: product.color.name,
            category: product.category.name,
            images: product.images.length > 0 ? product.images : [product.image],
            price: product.prices.price,
            available: product.available,
            sizes: product.options.map((option) => ({
              label: option.label,
              inStock: option.status === 2,
              gtin: option.ean,
            })),
            terms: product.deliveryTerms
              ? {
                  country: product.deliveryTerms.country,
                  shippingPrice: product.deliveryTerms.shippingPrice,
                  handlingDays: product.deliveryTerms.handlingDays,
                  transitDays: product.deliveryTerms.transitDays,
                  returnDays: product.deliveryTerms.returns.days,
                  // The contract knows free returns only.
                  freeReturns: true,
                  returnMethods: product.deliveryTerms.returns.methods,
                }
              : undefined,
          }),
          breadcrumbListLd(hostName, [
            home(),
            ...product.breadcrumbs.map((crumb) => ({ name: crumb.name, path: here(crumb.path) })),
          ]),
        ]
      : [],
    preview: preview(hostName, {
      type: 'product',
      title: input.title,
      description: input.description,
      url: input.canonical,
      image: product.image,
      imageAlt: name,
    }),
  }
}

/** A store: SportingGoodsStore (a LocalBusiness) with opening hours, and its trail. */
export function storeSeo(input: {
  readonly hostName: string
  readonly store: Store
  readonly title: string
  readonly description: string
  readonly canonical: string
}): PageSeo {
  const { hostName, store } = input
  const path = here(`/shop/${store.slug}/`)
  return {
    // Structured data is for crawlers, which read the server's HTML: the browser's bundle
    // leaves the builders out (ADR 020).
    jsonLd: import.meta.env.SSR
      ? [
          storeLd({ hostName, path, ...store }),
          breadcrumbListLd(hostName, [
            home(),
            { name: m.stores_heading(), path: here('/shops/') },
            { name: store.name, path },
          ]),
        ]
      : [],
    preview: preview(hostName, {
      type: 'website',
      title: input.title,
      description: input.description,
      url: input.canonical,
      image: store.image,
      imageAlt: store.name,
    }),
  }
}

/** A guide article: Article, its trail (guide, section, article) and a share preview. */
export function articleSeo(input: {
  readonly hostName: string
  readonly article: GuidePost
  readonly title: string
  readonly description: string
  readonly canonical: string
}): PageSeo {
  const { hostName, article } = input
  const path = here(`/blog/article/${article.slug}/`)
  return {
    // Structured data is for crawlers, which read the server's HTML: the browser's bundle
    // leaves the builders out (ADR 020).
    jsonLd: import.meta.env.SSR
      ? [
          articleLd({
            hostName,
            path,
            headline: article.title,
            description: input.description,
            image: article.image,
            author: {
              name: article.author,
              path: article.authorSlug ? here(`/blog/autor/${article.authorSlug}/`) : null,
            },
            datePublished: article.publishedAt,
            publisher: m.site_name(),
            logoPath: LOGO_PATH,
            inLanguage: getLocale(),
          }),
          breadcrumbListLd(hostName, [
            home(),
            { name: m.guide_heading(), path: here('/blog/') },
            { name: article.sectionName, path: here(`/blog/${article.section}/`) },
            { name: article.title, path },
          ]),
        ]
      : [],
    preview: preview(hostName, {
      type: 'article',
      title: input.title,
      description: input.description,
      url: input.canonical,
      image: article.image,
      imageAlt: article.title,
    }),
  }
}

/** A guide author's page: ProfilePage about the Person, its trail (guide, author) and a preview. */
export function authorSeo(input: {
  readonly hostName: string
  readonly author: GuideAuthorPage['author']
  readonly posts: readonly GuidePost[]
  readonly title: string
  readonly description: string
  readonly canonical: string
}): PageSeo {
  const { hostName, author } = input
  const path = here(`/blog/autor/${author.slug}/`)
  const first = input.posts[0]
  return {
    // Structured data is for crawlers, which read the server's HTML: the browser's bundle
    // leaves the builders out (ADR 020).
    jsonLd: import.meta.env.SSR
      ? [
          profilePageLd({
            hostName,
            path,
            name: author.name,
            description: author.bio,
            inLanguage: getLocale(),
            articlePaths: input.posts.map((post) => here(`/blog/article/${post.slug}/`)),
          }),
          breadcrumbListLd(hostName, [
            home(),
            { name: m.guide_heading(), path: here('/blog/') },
            { name: author.name, path },
          ]),
        ]
      : [],
    preview: preview(hostName, {
      type: 'profile',
      title: input.title,
      description: input.description,
      url: input.canonical,
      image: first?.image ?? LOGO_PATH,
      imageAlt: first ? first.title : m.site_name(),
    }),
  }
}

/** A crumb of this shop's page at `path` (unlocalized, e.g. `/shops/`), in the page's locale. */
export function crumb(name: string, path: string): Crumb {
  return { name, path: here(path) }
}

/**
 * A content or landing page (store locator, brands, guide, service and legal pages, flyers): its
 * share preview and, as it shows a trail, its BreadcrumbList — the trail as the page shows it,
 * home first.
 */
export function contentSeo(input: {
  readonly hostName: string
  readonly title: string
  readonly description: string
  readonly canonical: string
  /** The trail between home and the page, the page last. */
  readonly crumbs: readonly Crumb[]
  /** The page's own picture (a flyer's cover, an article's image); the logo without one. */
  readonly image?: string | undefined
  readonly imageAlt?: string | undefined
  /** The services a service page offers to book (issue 32). */
  readonly services?:
    | readonly (Omit<ServiceLdInput, 'hostName' | 'path' | 'bookingPath' | 'siteName'> & {
        readonly slug: string
      })[]
    | undefined
}): PageSeo {
  const { hostName } = input
  return {
    // Structured data is for crawlers, which read the server's HTML: the browser's bundle
    // leaves the builders out (ADR 020).
    jsonLd: import.meta.env.SSR
      ? [
          breadcrumbListLd(hostName, [home(), ...input.crumbs]),
          ...(input.services ?? []).map((service) =>
            serviceLd({
              ...service,
              hostName,
              path: input.canonical,
              bookingPath: `${here('/termin-buchen/')}?service=${encodeURIComponent(service.slug)}`,
              siteName: m.site_name(),
            }),
          ),
        ]
      : [],
    preview: preview(hostName, {
      type: 'website',
      title: input.title,
      description: input.description,
      url: input.canonical,
      image: input.image ?? LOGO_PATH,
      imageAlt: input.image ? (input.imageAlt ?? input.title) : m.site_name(),
    }),
  }
}

/** The head entries of a page's structured data and share preview, after its own tags. */
export function withPageSeo<T extends { meta?: unknown[] }>(
  tags: T,
  seo: PageSeo | undefined,
): T & { meta: unknown[] } {
  if (!seo) return { ...tags, meta: tags.meta ?? [] }
  return {
    ...tags,
    meta: [
      ...(tags.meta ?? []),
      ...(seo.preview ? sharePreviewMeta(seo.preview) : []),
      ...seo.jsonLd.map((data) => ({ 'script:ld+json': data })),
    ],
  }
}
