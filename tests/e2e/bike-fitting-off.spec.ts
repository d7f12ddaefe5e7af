import * as v from 'valibot'
import { gotoHydrated } from '../setup/hydration'
import { expect, test } from '../setup/test'

const searchSchema = v.object({ data: v.object({ products: v.array(v.object({ url: v.string() })) }) })

/** Issue 29: without BIKE_FITTING_ENABLED (the default) a bike's page offers no frame-size advisor. */
test('a bike’s page has no frame-size advisor while bike fitting is off', async ({ page, request }) => {
  const list = await request.get('/api/v1/catalog/search/?q=Mountainbike')
  const [bike] = v.parse(searchSchema, await list.json()).data.products
  if (!bike) throw new Error('The seeded catalogue has no mountain bike')
  await gotoHydrated(page, bike.url)
  await expect(page.getByRole('main').getByRole('radiogroup', { name: 'Größe' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Rahmengröße berechnen' })).toHaveCount(0)
})
