/**
 * The sitemaps (sitemaps.org protocol): an index at /sitemap.xml naming one file per section and
 * 50,000 URLs, written by the `sitemap` library as a stream. Products are read from the shop in
 * keyset pages while the file is written, so a file of 50,000 products never sits in memory whole;
 * the lists of the other sections are small (hundreds) and come with the shop's overview.
 *
 * Every URL is absolute on the configured public host and names its language versions
 * (`xhtml:link` hreflang de-AT, en, x-default), so the English pages are announced with each entry.
 */
import { createHash } from 'node:crypto'
import { Readable } from 'node:stream'
import { SitemapIndexStream, SitemapStream } from 'sitemap'
import type { SitemapItemLoose } from 'sitemap'
import { pathAlternates } from './locale-alternates'
import { publicOrigin } from './seo-head'
import type {
  ProductFile,
  SitemapOverview,
  SitemapProduct,
  SitemapSection,
} from '~/shop-client/schemas/sitemap.schema'

/** At most this many URLs per file (sitemaps.org). */
export const SITEMAP_FILE_LIMIT = 50_000

/** Products read from the shop per call while a file is written. */
const PRODUCT_PAGE_SIZE = 2_000

export interface SitemapEntry {
  /** Locale-free path with its trailing slash. */
  readonly path: string
  /** ISO 8601, or null where the data has no date. */
  readonly lastmod: string | null
}

export interface SitemapFile {
  /** File name below /sitemaps/, e.g. `products-1.xml`. */
  readonly name: string
  readonly section: SitemapSection
  readonly lastmod: string | null
}

/** Pages of the storefront itself, always there. */
const FIXED_PAGES = ['/', '/marken/', '/outlet/', '/shops/', '/blog/', '/werbung/'] as const

/** The entries of a section whose list comes whole with the overview. */
export function sectionEntries(
  overview: SitemapOverview,
  section: Exclude<SitemapSection, 'products'>,
): SitemapEntry[] {
  switch (section) {
    case 'categories':
      return overview.categories.map((category) => ({
        path: `/${category.path}/`,
        lastmod: category.lastmod,
      }))
    case 'brands':
      return overview.brands.map((brand) => ({ path: `/marken/${brand.slug}/`, lastmod: brand.lastmod }))
    case 'content':
      return [
        ...FIXED_PAGES.map((path) => ({ path, lastmod: null })),
        ...overview.guideSections.map((entry) => ({ path: `/blog/${entry.slug}/`, lastmod: entry.lastmod })),
        ...overview.guideArticles.map((entry) => ({
          path: `/blog/article/${entry.slug}/`,
          lastmod: entry.lastmod,
        })),
        ...overview.guideAuthors.map((entry) => ({
          path: `/blog/autor/${entry.slug}/`,
          lastmod: entry.lastmod,
        })),
        ...overview.stores.map((store) => ({ path: `/shop/${store.slug}/`, lastmod: null })),
        ...overview.pages.map((page) => ({
          path: `/${page.kind === 'static' ? 'static' : 'services'}/${page.slug}/`,
          lastmod: page.lastmod,
        })),
      ]
  }
}

/** Consecutive slices of at most `limit` items (none for no items). */
export function slices<T>(items: readonly T[], limit: number): T[][] {
  const result: T[][] = []
  for (let start = 0; start < items.length; start += limit) result.push(items.slice(start, start + limit))
  return result
}

const newest = (dates: readonly (string | null)[]): string | null =>
  dates.reduce<string | null>(
    (latest, date) => (date !== null && (latest === null || date > latest) ? date : latest),
    null,
  )

/**
 * The files of the index: the product files as the shop cut them (id ranges of at most `limit`),
 * then each other section cut into slices of `limit`.
 */
export function sitemapFiles(overview: SitemapOverview, limit = SITEMAP_FILE_LIMIT): SitemapFile[] {
  const products = overview.products.files.map((file, index) => ({
    name: `products-${index + 1}.xml`,
    section: 'products' as const,
    lastmod: file.lastmod,
  }))
  const others = (['categories', 'brands', 'content'] as const).flatMap((section) =>
    slices(sectionEntries(overview, section), limit).map((slice, index) => ({
      name: `${section}-${index + 1}.xml`,
      section,
      lastmod: newest(slice.map((entry) => entry.lastmod)),
    })),
  )
  return [...products, ...others]
}

/** A sitemap item of a page: its absolute URL, date and language versions. */
function sitemapItem(origin: string, entry: SitemapEntry): SitemapItemLoose {
  const url = `${origin}${entry.path}`
  return {
    url,
    ...(entry.lastmod ? { lastmod: entry.lastmod } : {}),
    links: pathAlternates(origin, entry.path).map((alternate) => ({
      lang: alternate.hreflang,
      url: alternate.href,
    })),
  }
}

async function* asItems(origin: string, entries: AsyncIterable<SitemapEntry> | Iterable<SitemapEntry>) {
  for await (const entry of entries) yield sitemapItem(origin, entry)
}

/** One sitemap file as a stream of XML, written while `entries` are read. */
export function sitemapXml(
  hostName: string,
  entries: AsyncIterable<SitemapEntry> | Iterable<SitemapEntry>,
): ReadableStream<Uint8Array> {
  const origin = publicOrigin(hostName)
  const xml = Readable.from(asItems(origin, entries)).pipe(
    new SitemapStream({ xmlns: { xhtml: true, image: false, news: false, video: false } }),
  )
  return toWebStream(xml)
}

/** The sitemap index naming every file. */
export function sitemapIndexXml(hostName: string, files: readonly SitemapFile[]): ReadableStream<Uint8Array> {
  const origin = publicOrigin(hostName)
  const xml = Readable.from(
    files.map((file) => ({
      url: `${origin}/sitemaps/${file.name}`,
      ...(file.lastmod ? { lastmod: file.lastmod } : {}),
    })),
  ).pipe(new SitemapIndexStream())
  return toWebStream(xml)
}

/** Bytes gathered before they are handed on: one `<url>` element per chunk would cost a flush each. */
const CHUNK_BYTES = 32 * 1024

/** A web stream pulling from the Node stream in chunks of about 32 KB, so a slow reader slows the writing. */
function toWebStream(stream: Readable): ReadableStream<Uint8Array> {
  const chunks: AsyncIterator<unknown> = stream[Symbol.asyncIterator]()
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const parts: Buffer[] = []
      let size = 0
      while (size < CHUNK_BYTES) {
        const next = await chunks.next()
        if (next.done === true) {
          if (size > 0) controller.enqueue(Buffer.concat(parts))
          controller.close()
          return
        }
        const chunk: unknown = next.value
        const part =
          typeof chunk === 'string'
            ? Buffer.from(chunk)
            : chunk instanceof Uint8Array
              ? Buffer.from(chunk)
              : null
        if (part) {
          parts.push(part)
          size += part.length
        }
      }
      controller.enqueue(Buffer.concat(parts))
    },
    async cancel() {
      await chunks.return?.()
    },
  })
}

/** One page of products with an id above `after`, by id (the shop's sitemap products endpoint). */
export type ProductPageReader = (after: number, limit: number) => Promise<readonly SitemapProduct[]>

/** The products of one file, read from the shop page by page (keyset on id). */
export async function* productEntries(
  readPage: ProductPageReader,
  file: ProductFile,
  pageSize = PRODUCT_PAGE_SIZE,
): AsyncGenerator<SitemapEntry> {
  let after = file.afterId
  for (;;) {
    const products = await readPage(after, pageSize)
    for (const product of products) {
      if (product.id > file.lastId) return
      yield { path: `/p/${product.slug}/`, lastmod: product.lastmod }
    }
    const last = products.at(-1)
    if (!last || products.length < pageSize) return
    after = last.id
  }
}

/** A validator that changes whenever anything listed changes (catalogue version, content, ranges). */
export function sitemapEtag(overview: SitemapOverview, name: string): string {
  const digest = createHash('sha256').update(JSON.stringify(overview)).update(name).digest('base64url')
  return `"${overview.version}-${digest.slice(0, 22)}"`
}
