import { XMLParser } from 'fast-xml-parser'
import { SyntaxValidator } from 'fast-xml-validator'
import pg from 'pg'
import * as v from 'valibot'
import type { APIRequestContext, Page } from '@playwright/test'
import { richResultIssues } from '../../src/features/seo/rich-results.schema'
import { deliveryTermsSchema } from '../../src/shop-client/schemas/product.schema'
import { gotoHydrated } from '../setup/hydration'
import { findProduct } from '../setup/products'
import { createPostgresDatabase, killServer, prepareDatabase, startServer } from '../setup/server-process'
import type { RunningServer } from '../setup/server-process'
import { expect, test } from '../setup/test'

/**
 * What search engines read (issue 12): structured data, canonical and language links, share
 * previews, robots.txt and the sitemaps. The suite's server runs without HOST_NAME, so public URLs
 * name https://localhost; each is fetched here by its path on the server under test.
 */

const PUBLIC_ORIGIN = 'https://localhost'
const xml = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  isArray: (name) => ['url', 'sitemap', 'xhtml:link'].includes(name),
})

/** The path and query of a public URL, after checking it names the configured public host. */
function onServer(publicUrl: string): string {
  const url = new URL(publicUrl)
  expect(url.origin, publicUrl).toBe(PUBLIC_ORIGIN)
  return `${url.pathname}${url.search}`
}

async function jsonLdOf(page: Page): Promise<unknown[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  return blocks.map((block): unknown => JSON.parse(block))
}

const typed = v.object({ '@type': v.string() })
const typeOf = (block: unknown) => v.parse(typed, block)['@type']

/** Every block satisfies its type's rich-result requirements; returns them by type. */
async function validJsonLd(page: Page, expectedTypes: string[]): Promise<Map<string, unknown>> {
  const blocks = await jsonLdOf(page)
  expect(blocks.map(typeOf).sort()).toEqual([...expectedTypes].sort())
  for (const block of blocks) expect(richResultIssues(block), `${typeOf(block)} on ${page.url()}`).toEqual([])
  return new Map(blocks.map((block) => [typeOf(block), block]))
}

const productTermsSchema = v.object({
  data: v.object({ product: v.object({ isHeavy: v.boolean(), deliveryTerms: deliveryTermsSchema }) }),
})
const storesSchema = v.object({ data: v.object({ stores: v.array(v.object({ slug: v.string() })) }) })
const guideSchema = v.object({ data: v.object({ posts: v.array(v.object({ slug: v.string() })) }) })
const brandsSchema = v.object({ data: v.object({ brands: v.array(v.object({ slug: v.string() })) }) })

async function firstOf<T>(request: APIRequestContext, path: string, schema: v.GenericSchema<unknown, T>) {
  const response = await request.get(path)
  expect(response.status()).toBe(200)
  return v.parse(schema, await response.json())
}

async function samplePages(request: APIRequestContext) {
  const product = await findProduct(request)
  const store = (await firstOf(request, '/api/v1/stores/', storesSchema)).data.stores[0]?.slug
  const article = (await firstOf(request, '/api/v1/guide/', guideSchema)).data.posts[0]?.slug
  const brand = (await firstOf(request, '/api/v1/brands/', brandsSchema)).data.brands[0]?.slug
  if (!store || !article || !brand) throw new Error('The seeded catalogue has no store, article or brand')
  return {
    product,
    home: '/',
    category: '/damen/',
    productPage: `/p/${product.slug}/`,
    brand: `/marken/${brand}/`,
    store: `/shop/${store}/`,
    article: `/blog/article/${article}/`,
  }
}

test.describe('structured data', () => {
  // Each journey visits many pages; the shared machine renders one in about a second under load.
  test.describe.configure({ timeout: 120_000 })
  test('home, category, brand, product, store and guide article carry JSON-LD that validates', async ({
    page,
    request,
  }) => {
    const pages = await samplePages(request)

    await gotoHydrated(page, pages.home)
    const home = await validJsonLd(page, ['Organization', 'WebSite'])
    expect(home.get('WebSite')).toMatchObject({
      potentialAction: { target: { urlTemplate: `${PUBLIC_ORIGIN}/search/?q={search_term_string}` } },
    })

    await gotoHydrated(page, pages.category)
    const category = await validJsonLd(page, ['ItemList', 'BreadcrumbList'])
    // The list names the products the page shows, in order.
    const shown = await page
      .getByRole('main')
      .locator('a[href^="/p/"]')
      .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute('href')))])
    const listed = v
      .parse(v.object({ itemListElement: v.array(v.object({ url: v.string() })) }), category.get('ItemList'))
      .itemListElement.map((item) => onServer(item.url))
    expect(listed).toEqual(shown)

    await gotoHydrated(page, pages.brand)
    await validJsonLd(page, ['ItemList', 'BreadcrumbList'])

    await gotoHydrated(page, pages.productPage)
    const product = await validJsonLd(page, ['Product', 'BreadcrumbList'])
    const { product: data } = pages
    // The visitor's price in euros, and one offer per size with that size's availability.
    expect(product.get('Product')).toMatchObject({
      sku: expect.any(String),
      brand: { name: data.brand.name },
      offers: {
        '@type': 'AggregateOffer',
        priceCurrency: 'EUR',
        lowPrice: data.prices.price.toFixed(2),
        offerCount: data.options.length,
        offers: data.options.map((option) => ({
          name: option.label,
          price: data.prices.price.toFixed(2),
          availability: option.status === 2 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
          gtin13: expect.stringMatching(/^\d{13}$/),
        })),
      },
    })
    // Every offer states the shop's delivery and return terms as the API gives them for this
    // product: free delivery from 50 €, else 4,90 € (plus freight for heavy goods), to Austria.
    const { deliveryTerms: terms, isHeavy } = (
      await firstOf(request, `/api/v1/catalog/product/${data.slug}/`, productTermsSchema)
    ).data.product
    const parcel = data.prices.price >= terms.freeDeliveryFrom ? 0 : terms.standardDeliveryPrice
    if (isHeavy) expect(terms.shippingPrice).toBeGreaterThan(parcel)
    else expect(terms.shippingPrice).toBe(parcel)
    const offers = v.parse(
      v.object({ offers: v.object({ offers: v.array(v.looseObject({})) }) }),
      product.get('Product'),
    ).offers.offers
    for (const offer of offers)
      expect(offer).toMatchObject({
        shippingDetails: {
          shippingRate: { value: terms.shippingPrice.toFixed(2), currency: 'EUR' },
          shippingDestination: { addressCountry: 'AT' },
          deliveryTime: {
            handlingTime: { minValue: terms.handlingDays.min, maxValue: terms.handlingDays.max },
            transitTime: { minValue: terms.transitDays.min, maxValue: terms.transitDays.max },
          },
        },
        hasMerchantReturnPolicy: {
          applicableCountry: 'AT',
          returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
          merchantReturnDays: terms.returns.days,
          returnFees: 'https://schema.org/FreeReturn',
        },
      })

    await gotoHydrated(page, pages.store)
    await validJsonLd(page, ['SportingGoodsStore', 'BreadcrumbList'])

    await gotoHydrated(page, pages.article)
    const article = await validJsonLd(page, ['Article', 'BreadcrumbList'])
    expect(article.get('Article')).toMatchObject({ publisher: { url: `${PUBLIC_ORIGIN}/` } })
    // The author's page, which the Article names as author.url, is a ProfilePage with its trail.
    const { author } = v.parse(v.object({ author: v.object({ url: v.string() }) }), article.get('Article'))
    await gotoHydrated(page, onServer(author.url))
    const profile = await validJsonLd(page, ['ProfilePage', 'BreadcrumbList'])
    expect(profile.get('ProfilePage')).toMatchObject({ url: author.url, mainEntity: { url: author.url } })

    // Every page that shows a trail says it to search engines too, as it shows it.
    const trails = [
      ['/shops/', ['Startseite', 'Filialen']],
      ['/marken/', ['Startseite', 'Marken von A bis Z']],
      ['/blog/', ['Startseite', 'Ratgeber']],
      ['/static/datenschutz/', ['Startseite', 'Datenschutzerklärung']],
      ['/werbung/', ['Startseite', 'Flugblätter']],
    ] as const
    for (const [path, names] of trails) {
      await gotoHydrated(page, path)
      const trail = v.parse(
        v.object({ itemListElement: v.array(v.object({ name: v.string() })) }),
        (await validJsonLd(page, ['BreadcrumbList'])).get('BreadcrumbList'),
      )
      expect(
        trail.itemListElement.map((item) => item.name),
        path,
      ).toEqual(names)
    }
    for (const path of ['/outlet/', '/neu/', '/marken/herren/salomon/']) {
      await gotoHydrated(page, path)
      await validJsonLd(page, ['ItemList', 'BreadcrumbList'])
    }

    // English pages say the same in English, at English URLs.
    await gotoHydrated(page, `/en${pages.productPage}`)
    const english = await validJsonLd(page, ['Product', 'BreadcrumbList'])
    expect(english.get('Product')).toMatchObject({ url: `${PUBLIC_ORIGIN}/en${pages.productPage}` })

    // Structured data comes with the server's HTML only: after a move to another page in the
    // browser, no JSON-LD of the first page is left describing the wrong one.
    const jsonLd = page.locator('script[type="application/ld+json"]')
    await gotoHydrated(page, pages.productPage)
    await expect(jsonLd).not.toHaveCount(0)
    await page
      .getByRole('main')
      .getByRole('navigation', { name: 'Brotkrümelnavigation' })
      .getByRole('link')
      .last()
      .click()
    await expect(page).not.toHaveURL(new RegExp(`${pages.productPage}$`))
    await expect(jsonLd).toHaveCount(0)
  })

  test('a workshop service page describes the service and its offer to book it online', async ({ page }) => {
    await page.goto('/services/ski-service/')
    // The page describes the workshop's service and the ski rental: one Service each.
    await validJsonLd(page, ['BreadcrumbList', 'Service', 'Service'])
    const services = (await jsonLdOf(page)).filter((block) => typeOf(block) === 'Service')
    expect(services).toEqual([
      expect.objectContaining({
        name: 'Ski- & Snowboard-Service',
        url: `${PUBLIC_ORIGIN}/services/ski-service/`,
        offers: expect.objectContaining({
          '@type': 'Offer',
          price: '39.90',
          priceCurrency: 'EUR',
          url: `${PUBLIC_ORIGIN}/termin-buchen/?service=ski-service`,
        }),
      }),
      expect.objectContaining({
        name: 'Skiverleih',
        offers: expect.objectContaining({
          priceSpecification: expect.objectContaining({ unitCode: 'DAY' }),
          url: `${PUBLIC_ORIGIN}/termin-buchen/?service=ski-rental`,
        }),
      }),
    ])
    // The offer's address is the page's own booking link.
    await expect(page.getByRole('link', { name: 'Ski- & Snowboard-Service buchen' })).toHaveAttribute(
      'href',
      '/termin-buchen/?service=ski-service',
    )
  })
})

test.describe('canonical and language links', () => {
  test.describe.configure({ timeout: 120_000 })
  test('every page names one canonical URL and its de-AT, en and x-default versions, each answering 200', async ({
    page,
    request,
  }) => {
    const pages = await samplePages(request)
    const urls = [
      pages.home,
      pages.category,
      `${pages.category}?priceMin=50`,
      `${pages.category}?sortField=price`,
      pages.productPage,
      pages.brand,
      pages.store,
      pages.article,
      '/marken/',
      '/login/',
      '/en/',
      `/en${pages.category}`,
      `/en${pages.productPage}`,
      `/en${pages.article}`,
    ]
    const checked = new Set<string>()
    for (const url of urls) {
      await gotoHydrated(page, url)
      const head = page.locator('head')
      const canonical = head.locator('link[rel="canonical"]')
      await expect(canonical, url).toHaveCount(1)
      const canonicalHref = (await canonical.getAttribute('href')) ?? ''
      const alternates = await head
        .locator('link[rel="alternate"][hreflang]')
        .evaluateAll((links) =>
          links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]),
        )
      expect(
        alternates.map(([lang]) => lang),
        url,
      ).toEqual(['de-AT', 'en', 'x-default'])
      // The canonical URL is one of the language versions: the one of the page's own language.
      expect(
        alternates.map(([, href]) => href),
        url,
      ).toContain(canonicalHref)
      for (const href of [canonicalHref, ...alternates.map(([, alternate]) => alternate ?? '')]) {
        const path = onServer(href)
        if (checked.has(path)) continue
        checked.add(path)
        const response = await request.get(path, { maxRedirects: 0 })
        expect(response.status(), `${href} (from ${url})`).toBe(200)
      }
    }
  })

  test('filtered lists are followed, not indexed; a re-sorted list points at its default order (ADR 018)', async ({
    page,
  }) => {
    const robots = page.locator('head meta[name="robots"]')
    const canonical = page.locator('head link[rel="canonical"]')

    await gotoHydrated(page, '/damen/?priceMin=50')
    await expect(robots).toHaveAttribute('content', 'noindex, follow')
    await expect(canonical).toHaveAttribute('href', `${PUBLIC_ORIGIN}/damen/?priceMin=50`)

    await gotoHydrated(page, '/damen/?sortField=price&page=2')
    await expect(robots).toHaveCount(0)
    await expect(canonical).toHaveAttribute('href', `${PUBLIC_ORIGIN}/damen/`)

    await gotoHydrated(page, '/damen/?page=2')
    await expect(robots).toHaveCount(0)
    await expect(canonical).toHaveAttribute('href', `${PUBLIC_ORIGIN}/damen/?page=2`)

    await gotoHydrated(page, '/search/?q=jacke')
    await expect(robots).toHaveAttribute('content', 'noindex, follow')
  })

  test('every public template carries Open Graph and Twitter card tags', async ({ page, request }) => {
    const pages = await samplePages(request)
    const expected = [
      [pages.home, 'website'],
      [pages.category, 'website'],
      [pages.productPage, 'product'],
      [pages.article, 'article'],
      [pages.store, 'website'],
      ['/shops/', 'website'],
      ['/marken/', 'website'],
      ['/marken/herren/salomon/', 'website'],
      ['/outlet/', 'website'],
      ['/neu/', 'website'],
      ['/blog/', 'website'],
      ['/blog/laufen/', 'website'],
      ['/blog/autor/lena-hofer/', 'profile'],
      ['/static/datenschutz/', 'website'],
      ['/werbung/', 'website'],
      ['/werbung/winterkatalog-2026-27/', 'website'],
    ] as const
    for (const [url, type] of expected) {
      await gotoHydrated(page, url)
      const content = (selector: string) => page.locator(`head meta[${selector}]`).getAttribute('content')
      expect(await content('property="og:type"'), url).toBe(type)
      expect(await content('property="og:title"'), url).toBe(await page.title())
      expect(await content('property="og:description"'), url).toBeTruthy()
      expect(await content('property="og:url"'), url).toBe(
        await page.locator('head link[rel="canonical"]').getAttribute('href'),
      )
      const image = (await content('property="og:image"')) ?? ''
      expect((await request.get(onServer(image))).status(), image).toBe(200)
      expect(await content('name="twitter:card"'), url).toBe('summary_large_image')
      expect(await content('name="twitter:image"'), url).toBe(image)
    }
  })
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
const indexSchema = v.object({
  sitemapindex: v.object({
    sitemap: v.array(v.object({ loc: v.string(), lastmod: v.optional(v.string()) })),
  }),
})

async function fetchXml(base: string, path: string) {
  const response = await fetch(`${base}${path}`, { redirect: 'manual' })
  expect(response.status, path).toBe(200)
  expect(response.headers.get('content-type'), path).toMatch(/^application\/xml/)
  const body = await response.text()
  // A strict parser first: the reading parser below would accept malformed XML.
  expect(SyntaxValidator.validate(body), path).toBe(true)
  const parsed: unknown = xml.parse(body)
  return parsed
}

/** Every URL of every sitemap the index names. */
async function sitemapUrls(base: string) {
  const index = v.parse(indexSchema, await fetchXml(base, '/sitemap.xml'))
  const urls: v.InferOutput<typeof urlsetSchema>['urlset']['url'] = []
  for (const entry of index.sitemapindex.sitemap) {
    urls.push(...v.parse(urlsetSchema, await fetchXml(base, onServer(entry.loc))).urlset.url)
  }
  return { index, urls }
}

test.describe('robots.txt and sitemaps', () => {
  // The product file of 3,000 products is written while it is read: about 20 MB of XML per 50,000.
  test.describe.configure({ timeout: 90_000 })
  test('robots.txt names the sitemap and keeps crawlers out of the API and personal pages', async ({
    request,
  }) => {
    const response = await request.get('/robots.txt')
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toMatch(/^text\/plain/)
    const text = await response.text()
    expect(text).toContain(`Sitemap: ${PUBLIC_ORIGIN}/sitemap.xml`)
    for (const path of ['/api/', '/my-account/', '/en/my-account/', '/checkout', '/warenkorb/'])
      expect(text).toContain(`Disallow: ${path}\n`)
    // Followed-not-indexed pages stay crawlable, or their noindex would never be read.
    expect(text).not.toMatch(/Disallow: \/search\//)
  })

  test('the sitemap index and its files are valid XML listing every product, category, brand and content page', async ({
    request,
    baseURL,
  }) => {
    const { index, urls } = await sitemapUrls(baseURL ?? '')
    expect(index.sitemapindex.sitemap.map((entry) => onServer(entry.loc))).toEqual([
      '/sitemaps/products-1.xml',
      '/sitemaps/categories-1.xml',
      '/sitemaps/brands-1.xml',
      '/sitemaps/content-1.xml',
    ])
    const paths = urls.map((url) => onServer(url.loc))
    expect(new Set(paths).size).toBe(paths.length)
    // The suite's catalogue: SEED_PRODUCTS=3000 (playwright.config.ts); the database itself is sampled below.
    expect(paths.filter((path) => path.startsWith('/p/'))).toHaveLength(3000)
    for (const path of ['/', '/damen/', '/marken/', '/shops/', '/blog/']) expect(paths).toContain(path)
    for (const url of urls) {
      expect(url['xhtml:link'].map((link) => link['@hreflang'])).toEqual(['de-AT', 'en', 'x-default'])
      if (url.lastmod !== undefined) expect(Number.isNaN(Date.parse(url.lastmod))).toBe(false)
    }
    // Some of each kind answer 200 at the listed address.
    for (const prefix of ['/p/', '/marken/', '/shop/', '/blog/article/', '/blog/autor/']) {
      const path = paths.find((candidate) => candidate.startsWith(prefix) && candidate !== prefix)
      expect(path, prefix).toBeDefined()
      expect((await request.get(path ?? '', { maxRedirects: 0 })).status(), path).toBe(200)
    }
  })

  test('an unchanged sitemap answers 304 to its ETag', async ({ request }) => {
    const first = await request.get('/sitemap.xml')
    const etag = first.headers().etag ?? ''
    expect(etag).toMatch(/^(W\/)?".+"$/)
    const again = await request.get('/sitemap.xml', { headers: { 'if-none-match': etag } })
    expect(again.status()).toBe(304)
    expect((await request.get('/sitemaps/products-99.xml')).status()).toBe(404)
    expect((await request.get('/sitemaps/nothing.xml')).status()).toBe(404)
  })
})

test.describe('sitemaps against the database', () => {
  // A server of its own on PostgreSQL, so the test can read the database and change the catalogue.
  test.describe.configure({ mode: 'serial', timeout: 120_000 })
  const adminUrl = process.env.TEST_DATABASE_URL
  test.skip(!adminUrl, 'needs TEST_DATABASE_URL (CI sets it when PostgreSQL runs on 127.0.0.1:5432)')
  const PORT = 4410 + (Number(process.env.E2E_PORT ?? 4173) % 10)

  let server: RunningServer | undefined
  let drop: (() => Promise<void>) | undefined
  let databaseUrl = ''

  test.beforeAll(async () => {
    const database = await createPostgresDatabase(adminUrl ?? '')
    drop = database.drop
    databaseUrl = database.env.DATABASE_URL ?? ''
    prepareDatabase(database.env)
    server = await startServer(PORT, database.env)
  })
  test.afterAll(async () => {
    killServer(server)
    await drop?.()
  })

  async function query(sql: string, values: unknown[] = []): Promise<unknown[]> {
    const client = new pg.Client({ connectionString: databaseUrl })
    await client.connect()
    try {
      const { rows }: { rows: unknown[] } = await client.query(sql, values)
      return rows
    } finally {
      await client.end()
    }
  }

  const base = () => {
    if (!server) throw new Error('server not started')
    return server.url
  }

  test('lists as many products as the database holds, a random sample of them, and every category', async () => {
    const { urls } = await sitemapUrls(base())
    const paths = new Set(urls.map((url) => onServer(url.loc)))
    const [{ count }] = v.parse(
      v.tuple([v.object({ count: v.string() })]),
      await query('SELECT count(*) FROM products'),
    )
    expect([...paths].filter((path) => path.startsWith('/p/'))).toHaveLength(Number(count))
    const sample = v.parse(
      v.array(v.object({ slug: v.string() })),
      await query('SELECT slug FROM products ORDER BY random() LIMIT 25'),
    )
    for (const { slug } of sample) expect(paths.has(`/p/${slug}/`), slug).toBe(true)
    const categories = v.parse(
      v.array(v.object({ path: v.string() })),
      await query('SELECT path FROM categories'),
    )
    for (const { path } of categories) expect(paths.has(`/${path}/`), path).toBe(true)
  })

  test('follows a catalogue change: a renamed product address replaces the old one, with a new ETag', async () => {
    const before = await fetch(`${base()}/sitemaps/products-1.xml`)
    const etag = before.headers.get('etag') ?? ''
    const rows = v.parse(
      v.array(v.object({ slug: v.string() })),
      await query(
        "UPDATE products SET slug = slug || '-neu' WHERE id = (SELECT min(id) FROM products) RETURNING slug",
      ),
    )
    const renamed = rows[0]?.slug ?? ''
    await expect
      .poll(async () => (await fetch(`${base()}/sitemaps/products-1.xml`)).text(), { timeout: 10_000 })
      .toContain(`/p/${renamed}/`)
    const after = await fetch(`${base()}/sitemaps/products-1.xml`, { headers: { 'if-none-match': etag } })
    expect(after.status).toBe(200)
    expect(after.headers.get('etag')).not.toBe(etag)
    expect(await after.text()).not.toContain(`/p/${renamed.replace(/-neu$/, '')}/<`)
  })
})
