import * as v from 'valibot'
import type { APIRequestContext } from '@playwright/test'
import { expectNoAxeViolations } from '../../setup/accounts'
import { gotoHydrated } from '../../setup/hydration'
import { expect, test } from '../../setup/test'

/**
 * Issue 29, spec §3 bike fitting: with BIKE_FITTING_ENABLED=true (this project's server), a bike's
 * page offers the frame-size advisor; body height and inside leg give the size from the bike's own
 * size table, with the reason, and the size is chosen in the buy box. No request leaves the page.
 */

const searchSchema = v.object({ data: v.object({ products: v.array(v.object({ slug: v.string() })) }) })
const bikeSchema = v.object({
  data: v.object({
    product: v.object({
      url: v.string(),
      isBike: v.boolean(),
      options: v.array(v.object({ label: v.string(), stock: v.number(), status: v.number() })),
      sizeTable: v.nullable(
        v.object({ rows: v.array(v.object({ label: v.string(), inseamCm: v.unknown() })) }),
      ),
    }),
  }),
})

/** A mountain bike with frame size L in stock: the seed's table gives L for 180–191 cm and 83–89 cm. */
async function findMountainBike(request: APIRequestContext) {
  for (let page = 1; page <= 10; page++) {
    const list = await request.get(`/api/v1/catalog/search/?q=Mountainbike&page=${page}`)
    for (const { slug } of v.parse(searchSchema, await list.json()).data.products) {
      const response = await request.get(`/api/v1/catalog/product/${slug}/`)
      const { product } = v.parse(bikeSchema, await response.json()).data
      const large = product.options.find((option) => option.label === 'L')
      if (product.isBike && large && large.status === 2 && large.stock > 0) return product
    }
  }
  throw new Error('The seeded catalogue has no mountain bike with frame size L in stock')
}

test.describe('bike fitting (BIKE_FITTING_ENABLED=true)', () => {
  test('recommends the frame for 182 cm and 86 cm from the bike’s size table and chooses it', async ({
    page,
    request,
  }) => {
    const bike = await findMountainBike(request)
    // The bike's own table: its sizes only, each with a height and an inside-leg range.
    expect(bike.sizeTable?.rows.map((row) => row.label)).toEqual(bike.options.map((option) => option.label))
    expect(bike.sizeTable?.rows.every((row) => row.inseamCm !== null)).toBe(true)

    const requests: { url: string; body: string }[] = []
    await gotoHydrated(page, bike.url)
    page.on('request', (sent) => requests.push({ url: sent.url(), body: sent.postData() ?? '' }))
    const main = page.getByRole('main')
    const toggle = main.getByRole('button', { name: 'Rahmengröße berechnen' })
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')

    // A mistake is named at its field, and the focus goes there.
    const height = main.getByRole('textbox', { name: 'Körpergröße in cm' })
    const inseam = main.getByRole('textbox', { name: 'Schrittlänge in cm' })
    await height.fill('182')
    await inseam.fill('186')
    await main.getByRole('button', { name: 'Rahmengröße ermitteln' }).click()
    await expect(inseam).toBeFocused()
    await expect(inseam).toHaveAccessibleDescription(/zwischen 40 und 110/)

    await inseam.fill('86')
    await inseam.press('Enter')
    const advice = main.getByRole('status').filter({ hasText: 'Rahmengröße L' })
    await expect(advice).toContainText('Wir empfehlen dir Rahmengröße L')
    await expect(advice).toContainText('180–191 cm Körpergröße und 83–89 cm Schrittlänge')
    await expect(advice).toContainText('Größe L ist jetzt ausgewählt.')
    await expect(
      main.getByRole('radiogroup', { name: 'Größe' }).getByRole('radio', { name: /^L(?: |$)/ }),
    ).toBeChecked()
    await expectNoAxeViolations(page, 'the frame-size advisor with its advice')
    // The measures stay in the page: no request names them, none goes to another host. (Choosing the
    // size asks this shop which of its stores have it: omnichannel is on for this server.)
    const origin = new URL(page.url()).origin
    expect(requests.filter(({ url }) => new URL(url).origin !== origin)).toEqual([])
    expect(requests.filter(({ url, body }) => /height|inseam|182/.test(url + body))).toEqual([])
  })
})
