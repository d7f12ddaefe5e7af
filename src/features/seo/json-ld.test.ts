import { escapeHtml } from '@tanstack/router-core'
import { describe, expect, it } from 'vitest'
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
import type { ProductLdInput, ProductTermsLd } from './json-ld'
import { richResultIssues } from './rich-results.schema'

const hostName = 'shop.example.at'

const terms: ProductTermsLd = {
  country: 'AT',
  shippingPrice: 0,
  handlingDays: { min: 0, max: 1 },
  transitDays: { min: 2, max: 3 },
  returnDays: 30,
  freeReturns: true,
  returnMethods: ['mail', 'store'],
}

const product: ProductLdInput = {
  hostName,
  path: '/p/salomon-speedcross-6-damen-blau-100234/',
  name: 'Salomon Speedcross 6',
  brand: 'Salomon',
  sku: 'SP-100234',
  description: 'Trailrunning-Schuh mit griffiger Sohle.',
  color: 'Blau',
  category: 'Laufschuhe',
  images: ['/media/products/100234-1.svg', '/media/products/100234-2.svg'],
  price: 139.9,
  available: true,
  sizes: [
    { label: '38', inStock: true, gtin: '9120000502114' },
    { label: '38.5', inStock: false },
  ],
  terms,
}

describe('JSON-LD builders', () => {
  it('builds a bookable Service with its online offer; a rental is priced per day', () => {
    const service = {
      hostName,
      path: '/services/ski-service/',
      bookingPath: '/termin-buchen/?service=ski-service',
      siteName: 'Sportalpin',
      name: 'Ski- & Snowboard-Service',
      description: 'Belag ausbessern, Kanten schleifen, Wachs.',
      kind: 'appointment' as const,
      priceFromCents: 3990,
    }
    const data = serviceLd(service)
    expect(richResultIssues(data)).toEqual([])
    expect(data).toMatchObject({
      '@type': 'Service',
      url: `https://${hostName}/services/ski-service/`,
      provider: { '@id': `https://${hostName}/#organization` },
      offers: {
        price: '39.90',
        priceCurrency: 'EUR',
        url: `https://${hostName}/termin-buchen/?service=ski-service`,
      },
    })
    expect(JSON.stringify(data)).not.toContain('UnitPriceSpecification')
    expect(serviceLd({ ...service, priceFromCents: 0 }).offers).toMatchObject({ price: '0.00' })

    const rental = serviceLd({ ...service, kind: 'rental', priceFromCents: 2900 })
    expect(richResultIssues(rental)).toEqual([])
    expect(rental.offers).toMatchObject({
      price: '29.00',
      priceSpecification: { '@type': 'UnitPriceSpecification', price: '29.00', unitCode: 'DAY' },
    })
    expect(richResultIssues({ ...data, offers: { ...service, price: '39,90' } })).not.toEqual([])
  })

  it('builds a Product whose offers give price, currency and availability per size', () => {
    const data = productLd(product)
    expect(richResultIssues(data)).toEqual([])
    expect(data).toMatchObject({
      image: [
        'https://shop.example.at/media/products/100234-1.svg',
        'https://shop.example.at/media/products/100234-2.svg',
      ],
      offers: {
        '@type': 'AggregateOffer',
        lowPrice: '139.90',
        priceCurrency: 'EUR',
        offerCount: 2,
        availability: 'https://schema.org/InStock',
        offers: [
          {
            name: '38',
            sku: 'SP-100234-38',
            gtin13: '9120000502114',
            availability: 'https://schema.org/InStock',
          },
          { name: '38.5', availability: 'https://schema.org/OutOfStock' },
        ],
      },
    })
  })

  it("states the shop's shipping and return terms on every offer, as Google's merchant listings ask", () => {
    const data = productLd({ ...product, price: 29.95, terms: { ...terms, shippingPrice: 4.9 } })
    expect(richResultIssues(data)).toEqual([])
    const shippingDetails = {
      '@type': 'OfferShippingDetails',
      shippingRate: { '@type': 'MonetaryAmount', value: '4.90', currency: 'EUR' },
      shippingDestination: { '@type': 'DefinedRegion', addressCountry: 'AT' },
      deliveryTime: {
        '@type': 'ShippingDeliveryTime',
        handlingTime: { '@type': 'QuantitativeValue', minValue: 0, maxValue: 1, unitCode: 'DAY' },
        transitTime: { '@type': 'QuantitativeValue', minValue: 2, maxValue: 3, unitCode: 'DAY' },
      },
    }
    const hasMerchantReturnPolicy = {
      '@type': 'MerchantReturnPolicy',
      applicableCountry: 'AT',
      returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
      merchantReturnDays: 30,
      returnMethod: ['https://schema.org/ReturnByMail', 'https://schema.org/ReturnInStore'],
      returnFees: 'https://schema.org/FreeReturn',
    }
    expect(data).toMatchObject({
      offers: {
        offers: [
          { shippingDetails, hasMerchantReturnPolicy },
          { shippingDetails, hasMerchantReturnPolicy },
        ],
      },
    })
    expect(productLd({ ...product, sizes: [] })).toMatchObject({
      offers: {
        '@type': 'Offer',
        shippingDetails: { shippingRate: { value: '0.00' } },
        hasMerchantReturnPolicy: { merchantReturnDays: 30 },
      },
    })
  })

  it('holds a Product without shipping details or return policy to be incomplete', () => {
    expect(richResultIssues(productLd({ ...product, terms: undefined }))).not.toEqual([])
    expect(richResultIssues(productLd({ ...product, sizes: [], terms: undefined }))).not.toEqual([])
    const withoutDays = productLd({ ...product, sizes: [] })
    const offer = withoutDays.offers as unknown as Record<string, Record<string, unknown>>
    delete offer.hasMerchantReturnPolicy?.merchantReturnDays
    expect(richResultIssues(withoutDays)).not.toEqual([])
  })

  it('builds one Offer for a product without sizes, out of stock when it is', () => {
    const data = productLd({ ...product, sizes: [], available: false })
    expect(richResultIssues(data)).toEqual([])
    expect(data).toMatchObject({
      offers: { '@type': 'Offer', availability: 'https://schema.org/OutOfStock' },
    })
  })

  it('builds Organization and WebSite with a search action', () => {
    expect(
      richResultIssues(organizationLd({ hostName, name: 'Sportalpin', logoPath: '/favicon.svg' })),
    ).toEqual([])
    const site = webSiteLd({
      hostName,
      name: 'Sportalpin',
      homePath: '/en/',
      searchPath: '/en/search/',
      inLanguage: 'en',
    })
    expect(richResultIssues(site)).toEqual([])
    expect(site).toMatchObject({
      url: 'https://shop.example.at/en/',
      potentialAction: {
        target: { urlTemplate: 'https://shop.example.at/en/search/?q={search_term_string}' },
      },
    })
  })

  it('builds BreadcrumbList and ItemList with positions and absolute URLs', () => {
    const trail = breadcrumbListLd(hostName, [
      { name: 'Home', path: '/' },
      { name: 'Damen', path: '/damen/' },
    ])
    expect(richResultIssues(trail)).toEqual([])
    const list = itemListLd({
      hostName,
      name: 'Damen',
      firstPosition: 25,
      items: [
        { name: 'A', path: '/p/a/' },
        { name: 'B', path: '/p/b/' },
      ],
    })
    expect(richResultIssues(list)).toEqual([])
    expect(list.itemListElement).toMatchObject([
      { position: 25 },
      { position: 26, url: 'https://shop.example.at/p/b/' },
    ])
  })

  it('builds a store with weekly opening hours as schema.org days', () => {
    const data = storeLd({
      hostName,
      path: '/shop/graz/',
      name: 'Sportalpin Graz',
      street: 'Herrengasse',
      streetNo: '3',
      postal: '8010',
      city: 'Graz',
      state: 'Steiermark',
      phone: '+43 316 123',
      email: 'graz@example.at',
      latitude: 47.0707,
      longitude: 15.4395,
      image: '/media/stores/graz.svg',
      openingHours: [
        { day: 1, open: '09:00', close: '18:00' },
        { day: 6, open: '09:00', close: '17:00' },
      ],
    })
    expect(richResultIssues(data)).toEqual([])
    expect(data).toMatchObject({
      openingHoursSpecification: [
        { dayOfWeek: 'https://schema.org/Monday', opens: '09:00', closes: '18:00' },
        { dayOfWeek: 'https://schema.org/Saturday' },
      ],
    })
  })

  it('builds an Article with author, date and publisher', () => {
    const data = articleLd({
      hostName,
      path: '/blog/article/laufschuhe/',
      headline: 'Laufschuhe richtig wählen',
      description: 'Worauf es ankommt.',
      image: '/media/guide/laufschuhe.svg',
      author: { name: 'Lena Hofer', path: '/blog/autor/lena-hofer/' },
      datePublished: '2026-11-02T07:00:00.000Z',
      publisher: 'Sportalpin',
      logoPath: '/favicon.svg',
      inLanguage: 'de-AT',
    })
    expect(richResultIssues(data)).toEqual([])
    expect(data.author).toEqual({
      '@type': 'Person',
      name: 'Lena Hofer',
      url: 'https://shop.example.at/blog/autor/lena-hofer/',
    })
  })

  it('names the shop as author of an article whose byline has no author page', () => {
    const data = articleLd({
      hostName,
      path: '/blog/article/laufschuhe/',
      headline: 'Laufschuhe richtig wählen',
      description: 'Worauf es ankommt.',
      image: '/media/guide/laufschuhe.svg',
      author: { name: 'Redaktion', path: null },
      datePublished: '2026-11-02T07:00:00.000Z',
      publisher: 'Sportalpin',
      logoPath: '/favicon.svg',
      inLanguage: 'de-AT',
    })
    // Google wants author.url to identify the author: without a page it is the publisher's site.
    expect(data.author).toEqual({
      '@type': 'Organization',
      name: 'Redaktion',
      url: 'https://shop.example.at/',
    })
    expect(richResultIssues(data)).toEqual([])
  })

  it('builds an author page as a ProfilePage about a Person with their articles', () => {
    const data = profilePageLd({
      hostName,
      path: '/blog/autor/lena-hofer/',
      name: 'Lena Hofer',
      description: 'Lena leitet unsere Laufredaktion.',
      inLanguage: 'de-AT',
      articlePaths: ['/blog/article/laufschuhe/'],
    })
    expect(richResultIssues(data)).toEqual([])
    expect(data).toMatchObject({
      '@type': 'ProfilePage',
      url: 'https://shop.example.at/blog/autor/lena-hofer/',
      mainEntity: {
        '@type': 'Person',
        name: 'Lena Hofer',
        url: 'https://shop.example.at/blog/autor/lena-hofer/',
        description: 'Lena leitet unsere Laufredaktion.',
      },
      hasPart: [{ '@type': 'Article', url: 'https://shop.example.at/blog/article/laufschuhe/' }],
    })
    expect(richResultIssues({ ...data, mainEntity: { '@type': 'Person' } })).toEqual([
      expect.stringMatching(/^mainEntity\.name: /),
    ])
  })
})

describe('rich-result validation', () => {
  it('refuses what search engines would refuse, naming where', () => {
    const data = productLd(product)
    const relative = richResultIssues({ ...data, image: ['/media/relative.svg'] })
    expect(relative.length).toBeGreaterThan(0)
    expect(relative.every((issue) => issue.startsWith('image.0: '))).toBe(true)
    expect(
      richResultIssues({ ...data, offers: { '@type': 'Offer', price: '1.00', priceCurrency: 'euro' } })
        .length,
    ).toBeGreaterThan(0)
    expect(richResultIssues({ ...data, brand: undefined })).toEqual([expect.stringMatching(/^brand: /)])
    expect(richResultIssues({ '@type': 'Thing' })).toEqual(['@type: not a type this shop emits'])
  })

  it('refuses an Article whose author names no page that identifies them', () => {
    const data = articleLd({
      hostName,
      path: '/blog/article/laufschuhe/',
      headline: 'Laufschuhe richtig wählen',
      description: 'Worauf es ankommt.',
      image: '/media/guide/laufschuhe.svg',
      author: { name: 'Lena Hofer', path: '/blog/autor/lena-hofer/' },
      datePublished: '2026-11-02T07:00:00.000Z',
      publisher: 'Sportalpin',
      logoPath: '/favicon.svg',
      inLanguage: 'de-AT',
    })
    expect(richResultIssues({ ...data, author: { '@type': 'Person', name: 'Lena Hofer' } })).toEqual([
      expect.stringMatching(/^author\.url: /),
    ])
    const relative = richResultIssues({
      ...data,
      author: { '@type': 'Person', name: 'Lena Hofer', url: '/blog/autor/lena-hofer/' },
    })
    expect(relative.length).toBeGreaterThan(0)
    expect(relative.every((issue) => issue.startsWith('author.url: '))).toBe(true)
  })
})

describe('JSON-LD in the page', () => {
  it('cannot end its script element or open a comment, whatever the shop’s text says', () => {
    // The router writes `script:ld+json` entries through escapeHtml; content is the shop's, not ours.
    const data = productLd({ ...product, description: 'Gut </script><script>alert(1)</script> <!-- & mehr' })
    const written = escapeHtml(JSON.stringify(data))
    expect(written).not.toMatch(/[<>]/)
    expect(JSON.parse(written)).toEqual(JSON.parse(JSON.stringify(data)))
  })
})
