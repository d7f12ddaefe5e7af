import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { InputValidationError, validateInput } from '~/lib/validation'
import { addCartItemInputSchema } from './cart.schema'

const validate = validateInput(addCartItemInputSchema)

describe('addCartItemInputSchema', () => {
  it('defaults the amount to 1 (spec §4)', () => {
    expect(validate({ productOption: 7 })).toEqual({ productOption: 7, amount: 1 })
  })

  it('passes the optional related products, mounting and set', () => {
    const input = { productOption: 7, amount: 10, relatedProducts: [3, 4], mounting: true, setId: 2 }
    expect(validate(input)).toEqual(input)
  })

  it.each([
    ['no option', {}],
    ['a zero option', { productOption: 0 }],
    ['a fractional option', { productOption: 1.5 }],
    ['an option beyond the id range', { productOption: 2_147_483_648 }],
    ['a string option', { productOption: '7' }],
    ['amount 0', { productOption: 7, amount: 0 }],
    ['amount 11', { productOption: 7, amount: 11 }],
    ['a fractional amount', { productOption: 7, amount: 2.5 }],
    ['mounting as text', { productOption: 7, mounting: 'yes' }],
    ['a bad related id', { productOption: 7, relatedProducts: [-1] }],
    [
      'too many related products',
      { productOption: 7, relatedProducts: Array.from({ length: 11 }, (_, i) => i + 1) },
    ],
    ['a bad set id', { productOption: 7, setId: 0 }],
    ['no object', null],
  ])('refuses %s', (_, input) => {
    expect(v.safeParse(addCartItemInputSchema, input).success).toBe(false)
  })

  it('answers 422 through the server-function validator', () => {
    expect(() => validate({ productOption: 7, amount: 11 })).toThrow(InputValidationError)
    try {
      validate({ productOption: 0 })
    } catch (error) {
      expect(error).toHaveProperty('status', 422)
      expect(error).toHaveProperty('fieldErrors.productOption')
    }
    expect.assertions(3)
  })
})
