import { expect } from '@playwright/test'
import type { APIRequestContext, Page } from '@playwright/test'
import * as v from 'valibot'

const optionSchema = v.object({ id: v.number(), label: v.string(), stock: v.number(), status: v.number() })
const productSchema = v.object({
  id: v.number(),
  slug: v.string(),
  url: v.string(),
  name: v.string(),
  brand: v.object({ name: v.string() }),
  prices: v.object({ price: v.number(), discountPercent: v.number() }),
  images: v.array(v.string()),
  options: v.array(optionSchema),
  variants: v.array(
    v.object({ slug: v.string(), selected: v.boolean(), color: v.object({ name: v.string() }) }),
  ),
  sets: v.array(v.object({ id: v.number(), name: v.string() })),
  mounting: v.nullable(v.object({ available: v.boolean() })),
})
export type Product = v.InferOutput<typeof productSchema>

const searchSchema = v.object({
  data: v.object({ products: v.array(v.object({ slug: v.string() })) }),
})

export const inStockCount = (product: Product) =>
  product.options.filter((option) => option.status === 2 && option.stock > 0).length

/** Sizes in stock and a sold-out one, several images and colours: everything the page can show. */
export const fullyFeatured = (product: Product) =>
  inStockCount(product) > 1 &&
  product.options.some((option) => option.status === 1) &&
  product.images.length > 1 &&
  product.variants.length > 1

/**
 * A product of the seeded catalogue that fits the test, found through the API as a shopper's list
 * would show it (best sellers first), so the test does not depend on fixed ids.
 */
export async function findProduct(
  request: APIRequestContext,
  fits: (product: Product) => boolean = fullyFeatured,
): Promise<Product> {
  for (let page = 1; page <= 25; page++) {
    const list = await request.get(`/api/v1/catalog/search/?sortField=sales_rank&page=${page}`)
    expect(list.status()).toBe(200)
    for (const { slug } of v.parse(searchSchema, await list.json()).data.products) {
      const response = await request.get(`/api/v1/catalog/product/${slug}/`)
      const product = v.parse(v.object({ data: v.object({ product: productSchema }) }), await response.json())
        .data.product
      if (fits(product)) return product
    }
  }
  throw new Error('The seeded catalogue has no product that fits the test')
}

export function firstInStock(product: Product) {
  const option = product.options.find((candidate) => candidate.status === 2 && candidate.stock > 0)
  if (!option) throw new Error(`${product.slug} has no size in stock`)
  return option
}

/** A size's radio by its label (the name goes on with its stock note). */
export function sizeName(label: string): RegExp {
  return new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?: |$)`)
}

/** Chooses a size on the product page by keyboard, as a radio group is operated. */
export async function chooseSize(page: Page, label: string, groupName = 'Größe'): Promise<void> {
  const size = page.getByRole('radiogroup', { name: groupName }).getByRole('radio', { name: sizeName(label) })
  await size.focus()
  await page.keyboard.press('Space')
  await expect(size).toBeChecked()
}

/**
 * After an add on the product page: the confirmation layer names the product; the shopper closes it
 * with "Weiter einkaufen" and goes on where they were (the page's status line is read again).
 */
export async function confirmAdded(page: Page, locale: 'de' | 'en' = 'de'): Promise<void> {
  const layer = page.getByRole('dialog', { name: locale === 'de' ? 'Im Warenkorb' : 'Added to your cart' })
  await expect(layer).toBeVisible()
  await layer
    .getByRole('button', { name: locale === 'de' ? 'Weiter einkaufen' : 'Continue shopping' })
    .click()
  await expect(layer).toBeHidden()
}
