import * as v from 'valibot'
import { guestCartWith } from '../../setup/checkout'
import { expectNoAxeViolations } from '../../setup/accounts'
import { expect, test } from '../../setup/test'

/**
 * Issue 31 (omnichannel, OS=WEB1): the checkout's click & collect says for each store whether the
 * whole cart is on its shelves (collect today) or is sent there (ready in two days).
 */

const searchSchema = v.object({ data: v.object({ products: v.array(v.object({ slug: v.string() })) }) })
const productSchema = v.object({
  data: v.object({
    product: v.object({
      options: v.array(v.object({ id: v.number(), stock: v.number(), status: v.number() })),
    }),
  }),
})
const storeStockSchema = v.object({
  data: v.object({
    stores: v.array(
      v.object({
        store: v.object({ id: v.number(), name: v.string() }),
        availability: v.picklist(['available', 'few', 'none']),
      }),
    ),
  }),
})

test('the click & collect choice tells which stores have the whole cart today', async ({
  page,
  context,
  request,
}) => {
  // A size in the web warehouse that some store has on its shelf and another has not.
  let found: { optionId: number; withIt: string; without: string } | undefined
  const list = await request.get('/api/v1/catalog/search/?sortField=sales_rank')
  for (const { slug } of v.parse(searchSchema, await list.json()).data.products) {
    const detail = await request.get(`/api/v1/catalog/product/${slug}/`)
    const { options } = v.parse(productSchema, await detail.json()).data.product
    for (const option of options.filter((candidate) => candidate.status === 2 && candidate.stock > 0)) {
      const stock = await request.get(`/api/v1/stock/stores/?productOption=${String(option.id)}`)
      const { stores } = v.parse(storeStockSchema, await stock.json()).data
      const withIt = stores.find((entry) => entry.availability !== 'none')
      const without = stores.find((entry) => entry.availability === 'none')
      if (withIt && without) {
        found = { optionId: option.id, withIt: withIt.store.name, without: without.store.name }
        break
      }
    }
    if (found) break
  }
  if (!found) throw new Error('no size on some shelves but not others among the best sellers')

  await guestCartWith(request, context, found.optionId)
  await page.goto('/checkout/')
  await page.getByRole('radio', { name: /^Click & Collect/ }).check()
  const choice = page.getByRole('combobox', { name: 'Abholfiliale' })
  await expect(
    choice.getByRole('option', { name: new RegExp(`^${found.withIt} – .* · heute abholbereit$`) }),
  ).toHaveCount(1)
  await expect(
    choice.getByRole('option', { name: new RegExp(`^${found.without} – .* · in 2 Tagen abholbereit$`) }),
  ).toHaveCount(1)
  await expectNoAxeViolations(page, 'checkout with click & collect')
})
