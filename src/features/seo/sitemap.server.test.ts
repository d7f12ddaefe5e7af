import { XMLParser } from 'fast-xml-parser'
import { SyntaxValidator } from 'fast-xml-validator'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { sitemapFileNameSchema } from '~/shop-client/schemas/sitemap.schema'
import type { SitemapOverview, SitemapProduct } from '~/shop-client/schemas/sitemap.schema'
import {
  SITEMAP_FILE_LIMIT,
  productEntries,
  sectionEntries,
  sitemapFiles,
  sitemapIndexXml,
  sitemapXml,
  slices,
} from './sitemap.server'
import type { SitemapEntry } from './sitemap.server'

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  isArray: (name) => ['url', 'sitemap', 'xhtml:link'].includes(name),
})

const urlsetSchema = v.object({
  urlset: v.object({
    url: v.array(
      v.object({
        loc: v.string(),
        lastmod: v.optional(v.string()),
        'xhtml:link': v.array(v.object({ '@hreflang': v.string(), '@href': v.string() })),
      }),
    ),
  }),
})
const indexSchema = v.object({ sitemapindex: v.object({ sitemap: v.array(v.object({ loc: v.string() })) }) })

/** Checks the XML is well-formed (a strict parser), then reads it. */
function read<T extends v.GenericSchema>(schema: T, xml: string): v.InferOutput<T> {
  expect(SyntaxValidator.validate(xml)).toBe(true)
  const parsed: unknown = parser.parse(xml)
  return v.parse(schema, parsed)
}

async function text(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(stream).text()
}

function overviewWith(categories: number): SitemapOverview {
  return {
    version: 3,
    products: {
      total: 50_001,
      files: [
        { afterId: 0, lastId: 50_000, count: 50_000, lastmod: '2026-11-01T00:00:00Z' },
        { afterId: 50_000, lastId: 2_147_483_647, count: 1, lastmod: '2026-11-20T00:00:00Z' },
      ],
    },
    categories: Array.from({ length: categories }, (_, index) => ({
      path: `damen/kategorie-${index}`,
      lastmod: index === categories - 1 ? '2026-11-21T00:00:00Z' : '2026-10-01T00:00:00Z',
    })),
    brands: [{ slug: 'asics', lastmod: null }],
    guideSections: [{ slug: 'laufen', lastmod: '2026-11-02T07:00:00Z' }],
    guideArticles: [{ slug: 'laufschuhe', lastmod: '2026-11-02T07:00:00Z' }],
    guideAuthors: [{ slug: 'lena-hofer', lastmod: '2026-11-02T07:00:00Z' }],
    stores: [{ slug: 'graz' }],
    pages: [
      { kind: 'service', slug: 'skiservice', lastmod: '2026-10-01T09:00:00Z' },
      { kind: 'static', slug: 'impressum', lastmod: '2026-10-01T09:00:00Z' },
    ],
  }
}

describe('splitting into files', () => {
  it('cuts 50,001 URLs into two files, the second holding one', async () => {
    const overview = overviewWith(50_001)
    const files = sitemapFiles(overview)
    expect(files.filter((file) => file.section === 'categories').map((file) => file.name)).toEqual([
      'categories-1.xml',
      'categories-2.xml',
    ])
    const parts = slices(sectionEntries(overview, 'categories'), SITEMAP_FILE_LIMIT)
    expect(parts.map((part) => part.length)).toEqual([50_000, 1])
    const second = read(urlsetSchema, await text(sitemapXml('shop.example.at', parts[1] ?? [])))
    expect(second.urlset.url.map((url) => url.loc)).toEqual([
      'https://shop.example.at/damen/kategorie-50000/',
    ])
  })

  it('keeps 50,000 URLs in one file and names the product files the shop cut', () => {
    const files = sitemapFiles(overviewWith(50_000))
    expect(files.map((file) => file.name)).toEqual([
      'products-1.xml',
      'products-2.xml',
      'categories-1.xml',
      'brands-1.xml',
      'content-1.xml',
    ])
    expect(files.find((file) => file.name === 'categories-1.xml')?.lastmod).toBe('2026-11-21T00:00:00Z')
    // No dated entry: no lastmod rather than an invented one.
    expect(files.find((file) => file.name === 'brands-1.xml')?.lastmod).toBeNull()
  })

  it('lists the fixed pages, the guide with its authors, stores and content pages in the content file', () => {
    expect(sectionEntries(overviewWith(1), 'content').map((entry) => entry.path)).toEqual([
      '/',
      '/marken/',
      '/outlet/',
      '/shops/',
      '/blog/',
      '/werbung/',
      '/blog/laufen/',
      '/blog/article/laufschuhe/',
      '/blog/autor/lena-hofer/',
      '/shop/graz/',
      '/services/skiservice/',
      '/static/impressum/',
    ])
  })

  it('reads file names of the four sections only', () => {
    expect(v.parse(sitemapFileNameSchema, 'products-12.xml')).toEqual({ section: 'products', number: 12 })
    for (const name of ['products-0.xml', 'products.xml', 'users-1.xml', 'products-1.xml.gz', '../x-1.xml'])
      expect(v.safeParse(sitemapFileNameSchema, name).success).toBe(false)
  })
})

describe('sitemap XML', () => {
  it('writes valid XML with absolute URLs, lastmod and the language versions of each page', async () => {
    const entries: SitemapEntry[] = [
      { path: '/p/jacke-1/', lastmod: '2026-11-02T07:00:00Z' },
      { path: '/damen/?filters=a%26b', lastmod: null },
    ]
    const xml = await text(sitemapXml('shop.example.at', entries))
    const urls = read(urlsetSchema, xml).urlset.url
    expect(urls).toHaveLength(2)
    expect(urls[0]?.loc).toBe('https://shop.example.at/p/jacke-1/')
    expect(urls[0]?.lastmod).toMatch(/^2026-11-02T07:00:00(\.000)?Z$/)
    expect(urls[0]?.['xhtml:link'].map((link) => [link['@hreflang'], link['@href']])).toEqual([
      ['de-AT', 'https://shop.example.at/p/jacke-1/'],
      ['en', 'https://shop.example.at/en/p/jacke-1/'],
      ['x-default', 'https://shop.example.at/p/jacke-1/'],
    ])
    // Escaped, not broken, by an ampersand; and no lastmod where there is no date.
    expect(xml).toContain('filters=a%26b')
    expect(urls[1]?.lastmod).toBeUndefined()
  })

  it('writes an index naming each file on the public host', async () => {
    const xml = await text(
      sitemapIndexXml('shop.example.at', [
        { name: 'products-1.xml', section: 'products', lastmod: '2026-11-01T00:00:00Z' },
        { name: 'brands-1.xml', section: 'brands', lastmod: null },
      ]),
    )
    const sitemaps = read(indexSchema, xml).sitemapindex.sitemap
    expect(sitemaps.map((entry) => entry.loc)).toEqual([
      'https://shop.example.at/sitemaps/products-1.xml',
      'https://shop.example.at/sitemaps/brands-1.xml',
    ])
  })

  it('streams: a file of 100,000 entries is written from a generator without collecting them', async () => {
    let produced = 0
    function* many(): Generator<SitemapEntry> {
      for (let index = 0; index < 100_000; index++) {
        produced++
        yield { path: `/p/produkt-${index}/`, lastmod: null }
      }
    }
    const reader = sitemapXml('shop.example.at', many()).getReader()
    // The first bytes arrive long before the generator has run through.
    await reader.read()
    expect(produced).toBeLessThan(100_000)
    await reader.cancel()
  })
})

describe('reading a product file', () => {
  /** A shop of products with ids 1…`count`, answering pages by keyset; records each page asked for. */
  function shopOf(count: number) {
    const asked: [number, number][] = []
    const readPage = (after: number, limit: number): Promise<SitemapProduct[]> => {
      asked.push([after, limit])
      const ids = Array.from({ length: count }, (_, index) => index + 1).filter((id) => id > after)
      return Promise.resolve(ids.slice(0, limit).map((id) => ({ id, slug: `p-${id}`, lastmod: null })))
    }
    return { asked, readPage }
  }

  async function collect(entries: AsyncIterable<SitemapEntry>): Promise<string[]> {
    const paths: string[] = []
    for await (const entry of entries) paths.push(entry.path)
    return paths
  }

  it('reads page after page from the last id, and stops at the file’s last id', async () => {
    const shop = shopOf(10)
    const paths = await collect(
      productEntries(shop.readPage, { afterId: 2, lastId: 8, count: 6, lastmod: null }, 3),
    )
    expect(paths).toEqual(['/p/p-3/', '/p/p-4/', '/p/p-5/', '/p/p-6/', '/p/p-7/', '/p/p-8/'])
    expect(shop.asked).toEqual([
      [2, 3],
      [5, 3],
      [8, 3],
    ])
  })

  it('stops after a short page without asking again', async () => {
    const shop = shopOf(4)
    const paths = await collect(
      productEntries(shop.readPage, { afterId: 0, lastId: 2_147_483_647, count: 4, lastmod: null }, 3),
    )
    expect(paths).toEqual(['/p/p-1/', '/p/p-2/', '/p/p-3/', '/p/p-4/'])
    expect(shop.asked).toEqual([
      [0, 3],
      [3, 3],
    ])
  })
})
