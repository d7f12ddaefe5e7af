import { describe, expect, it } from 'vitest'
import { ShopApiError, ShopSessionError } from '~/shop-client/shop-client'
import { shopFailureOf } from './session-gateway.server'

/** The same error as built by another bundle's copy of the shop client: equal shape, other class. */
class ForeignShopApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: { message: string; errors?: Record<string, string[]> },
  ) {
    super(body.message)
    this.name = 'ShopApiError'
  }
}

describe('shopFailureOf', () => {
  it('reads a refusal of the shop API', () => {
    const error = new ShopApiError(422, {
      message: 'Only 2 left in stock.',
      errors: { amount: ['Only 2 left'] },
    })
    expect(shopFailureOf(error)).toEqual({
      status: 422,
      message: 'Only 2 left in stock.',
      errors: { amount: ['Only 2 left'] },
      sessionEnded: false,
    })
  })

  it('reads the refusal when the error class comes from another bundle', () => {
    expect(shopFailureOf(new ForeignShopApiError(404, { message: 'Product not found' }))).toMatchObject({
      status: 404,
      message: 'Product not found',
    })
  })

  it('recognises the session-error signals', () => {
    const error = new ShopSessionError(403, { message: 'invalid token' }, 'invalid-token')
    expect(shopFailureOf(error)?.sessionEnded).toBe(true)
  })

  it('ignores other errors', () => {
    expect(shopFailureOf(new Error('boom'))).toBeUndefined()
    expect(shopFailureOf({ name: 'ShopApiError', status: 404, body: {} })).toBeUndefined()
    expect(shopFailureOf('ShopApiError')).toBeUndefined()
  })
})
