import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { parseEuroAmount, searchQuerySchema } from './search.schema'
import { compareSizes } from './search.service'

describe('parseEuroAmount (spec §5 price parsing)', () => {
  it.each([
    ['12', 12],
    ['12,50', 12.5],
    ['12.5', 12.5],
    ['1.234', 1234],
    ['1.234,56', 1234.56],
    [' 80 ', 80],
    ['99999999', 1_000_000],
  ])('reads %s as %d', (text, amount) => {
    expect(parseEuroAmount(text)).toBe(amount)
  })

  it.each(['', 'abc', '-5', '1e3', '12,5,0', 'NaN', 'Infinity', '0x10'])('ignores %j', (text) => {
    expect(parseEuroAmount(text)).toBeNull()
  })
})

describe('searchQuerySchema', () => {
  it('fills defaults and never reads a priceType', () => {
    const query = v.parse(searchQuerySchema, { priceType: 'staff' })
    expect(query).toMatchObject({ path: '', q: '', priceMin: null, priceMax: null, outlet: '0', page: 1 })
    expect(query).not.toHaveProperty('priceType')
  })

  it('reads the store filter: a store id and inStore 0/1', () => {
    expect(v.parse(searchQuerySchema, { store: '12', inStore: '1' })).toMatchObject({
      store: 12,
      inStore: '1',
    })
    const plain = v.parse(searchQuerySchema, {})
    expect(plain.store).toBeUndefined()
    expect(plain.inStore).toBe('0')
    for (const store of ['0', '-1', 'x', '1.5', '1234567890'])
      expect(v.safeParse(searchQuerySchema, { store }).success, store).toBe(false)
    expect(v.safeParse(searchQuerySchema, { inStore: 'yes' }).success).toBe(false)
  })
})

describe('compareSizes', () => {
  it('orders letter sizes naturally, then numbers numerically', () => {
    expect(['XL', '40', 'S', '38,5', 'M', '38', 'XS', '128', 'onesize'].sort(compareSizes)).toEqual([
      'XS',
      'S',
      'M',
      'XL',
      '38',
      '38,5',
      '40',
      '128',
      'onesize',
    ])
  })
})
