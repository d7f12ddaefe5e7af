import type { APIRequestContext } from '@playwright/test'
import { registerThroughApi, uniqueEmail } from '../setup/accounts'
import { htmlValidityMessages } from '../setup/html-validity'
import { findProduct, firstInStock, inStockCount } from '../setup/products'
import { expect, test } from '../setup/test'

/**
 * Every template's server-rendered HTML passes an HTML validator (html-validate's recommended and
 * accessibility presets, plus the storefront's own rules in tests/setup/html-validity.ts) with no
 * message: the HTML the shopper's browser, assistive technology and search engines get before any
 * script runs. Plain requests, no browser: one page per template.
 */

/** The first link in `html` whose path starts with `prefix` (a product, an article). */
function firstLink(html: string, prefix: string): string {
  const match = new RegExp(`href="(${prefix}[^"?#]+)"`).exec(html)
  if (!match?.[1]) throw new Error(`No link to ${prefix}…`)
  return match[1]
}

async function expectValid(request: APIRequestContext, url: string, status = 200): Promise<void> {
  const response = await request.get(url)
  expect(response.status(), url).toBe(status)
  expect(response.headers()['content-type'], url).toContain('text/html')
  expect(await htmlValidityMessages(await response.text()), url).toEqual([])
}

const templates: ReadonlyArray<readonly [string, string, number?]> = [
  ['home', '/'],
  ['home (English)', '/en/'],
  ['category', '/herren/'],
  ['subcategory (English)', '/en/damen/schuhe/'],
  ['category with filters', '/herren/?filters=83-12&priceMin=12.5&sortField=price&sortType=asc'],
  ['new in', '/neu/'],
  ['outlet', '/outlet/'],
  ['search', '/search/?q=jacke'],
  ['search without hits', '/search/?q=xqzjwv'],
  ['brand list', '/marken/'],
  ['brand', '/marken/adidas/'],
  ['brand by gender', '/marken/herren/salomon/'],
  ['cart', '/warenkorb/'],
  ['cart (English)', '/en/warenkorb/'],
  ['wishlist', '/wishlist/'],
  ['login', '/login/'],
  ['register', '/register/'],
  ['forgot password', '/forgot-password/'],
  ['reset password', '/reset-password/'],
  ['guide list', '/blog/'],
  ['guide section', '/blog/laufen/'],
  ['guide author', '/blog/autor/lena-hofer/'],
  ['static page', '/static/datenschutz/'],
  ['service page', '/services/kontakt/'],
  ['store locator', '/shops/'],
  ['store', '/shop/wien-mitte/'],
  ['flyers', '/werbung/'],
  ['flyer', '/werbung/winterkatalog-2026-27/'],
  ['page not found', '/gibt-es-nicht/', 404],
  ['page not found (English)', '/en/no-such-page/', 404],
]

test.describe('server-rendered HTML is valid', () => {
  for (const [name, url, status] of templates) {
    test(`${name}: ${url}`, async ({ request }) => {
      await expectValid(request, url, status)
    })
  }

  test('product page, in German and English', async ({ request }) => {
    const product = await findProduct(request)
    await expectValid(request, `/p/${product.slug}/`)
    await expectValid(request, `/en/p/${product.slug}/`)
  })

  test('guide article', async ({ request }) => {
    const list = await request.get('/blog/')
    await expectValid(request, firstLink(await list.text(), '/blog/article/'))
  })

  test('checkout', async ({ request }) => {
    await expectValid(request, '/checkout/')
  })

  test('service booking, every step', async ({ request }) => {
    const catalog = (await (await request.get('/api/v1/services/')).json()) as {
      data: { services: { slug: string; storeIds: number[] }[] }
    }
    const store = catalog.data.services.find((service) => service.slug === 'ski-service')?.storeIds[0] ?? 0
    const slots = (await (
      await request.get(`/api/v1/stores/${String(store)}/services/ski-service/slots/`, {
        params: {
          from: new Date().toISOString().slice(0, 10),
          to: new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10),
        },
      })
    ).json()) as { data: { days: { date: string; slots: { startsAt: string; free: number }[] }[] } }
    const day = slots.data.days.find((entry) => entry.slots.some((slot) => slot.free > 0))
    const slot = day?.slots.find((entry) => entry.free > 0)
    const base = `/termin-buchen/?store=${String(store)}`
    for (const url of [
      '/termin-buchen/',
      base,
      `${base}&service=ski-service`,
      `${base}&service=ski-service&date=${day?.date ?? ''}`,
      `${base}&service=ski-service&date=${day?.date ?? ''}&time=${encodeURIComponent(slot?.startsAt ?? '')}`,
      `/en${base}&service=ski-service`,
    ])
      await expectValid(request, url)
  })

  test('account pages of a logged-in customer', async ({ request }) => {
    // Registering through the API logs the new customer in; the request context keeps the cookie.
    await registerThroughApi(request, uniqueEmail('html-validity'))
    for (const url of [
      '/my-account/',
      '/my-account/account-details/',
      '/my-account/delivery-address/',
      '/my-account/orders/',
      '/my-account/loyalty/',
      '/my-account/reservations/',
      '/my-account/bookings/',
      '/en/my-account/account-details/',
    ]) {
      await expectValid(request, url)
    }

    // The cart and the wishlist with something on them: quantity steppers, remove and move buttons.
    const product = await findProduct(request, (candidate) => inStockCount(candidate) > 0)
    const added = await request.post('/api/v1/cart/', { data: { productOption: firstInStock(product).id } })
    expect(added.status()).toBe(200)
    const kept = await request.post('/api/v1/wishlist/', { data: { productId: product.id } })
    expect(kept.ok()).toBe(true)
    await expectValid(request, '/warenkorb/')
    await expectValid(request, '/wishlist/')
    await expectValid(request, '/en/wishlist/')
  })
})

test.describe('the check itself', () => {
  test('fails on a disabled button that says aria-disabled, either way', async () => {
    for (const html of [
      '<button type="button" disabled aria-disabled="false">x</button>',
      '<button type="button" disabled aria-disabled="true">x</button>',
    ]) {
      const messages = await htmlValidityMessages(html)
      expect(messages, html).toHaveLength(1)
      expect(messages[0], html).toMatch(/^storefront\/no-disabled-with-aria-disabled 1:/)
    }
  })

  test('passes the two states the shared helper renders', async () => {
    expect(await htmlValidityMessages('<button type="button" disabled>x</button>')).toEqual([])
    expect(await htmlValidityMessages('<button type="button" aria-disabled="true">x</button>')).toEqual([])
  })

  test('fails on a combobox that is a search field', async () => {
    const messages = await htmlValidityMessages(
      '<input type="search" role="combobox" aria-expanded="false" aria-label="Suche">',
    )
    expect(messages.some((message) => message.startsWith('storefront/no-role-on-search-input'))).toBe(true)
  })
})
