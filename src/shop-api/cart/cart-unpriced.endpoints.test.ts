import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { productPrices } from '../db/schema'
import { createProduct } from '../testing/fixtures'
import { startTestApi } from '../testing/test-api'
import type { TestApi } from '../testing/test-api'
import { cartEndpoints } from './cart.endpoints'

describe('cart add of products that are not sold', () => {
  let api: TestApi
  beforeAll(async () => {
    api = await startTestApi('pglite', cartEndpoints)
  }, 60_000)
  afterAll(async () => {
    await api.close()
  })

  it('refuses an option whose product has no price, writing nothing', async () => {
    const product = await createProduct(api.db)
    await api.db.delete(productPrices).where(eq(productPrices.productId, product.productId))
    const option = product.options[0]?.id ?? 0
    const result = await api.call('POST', '/api/v1/cart/', { body: { productOption: option, amount: 1 } })
    expect(result.status).toBe(422)
    expect(result.body).toMatchObject({
      errors: { productOption: ['The selected product option does not exist.'] },
    })
  })

  it('refuses an option listed as its own related product', async () => {
    const product = await createProduct(api.db)
    const option = product.options[0]?.id ?? 0
    const result = await api.call('POST', '/api/v1/cart/', {
      body: { productOption: option, amount: 1, relatedProducts: [option] },
    })
    expect(result.status).toBe(422)
    expect(result.body).toMatchObject({
      errors: { relatedProducts: ['A product cannot be its own related product.'] },
    })
  })
})
