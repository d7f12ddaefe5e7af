import { describe, expect, it } from 'vitest'
import {
  MAX_PRICE_INPUT_LENGTH,
  defaultPriceType,
  discountBand,
  isPriceType,
  parsePriceInput,
  priceRoleRanges,
  priceTypes,
  shouldShowDiscount,
} from './price'

describe('parsePriceInput (spec §5)', () => {
  it.each([
    ['12', 12],
    ['0', 0],
    ['12.5', 12.5],
    ['12,5', 12.5],
    ['1.23', 1.23],
    ['0,99', 0.99],
    // Whole cents: more decimals are rounded.
    ['1.2345', 1.23],
    ['9,999', 10],
    ['  40  ', 40],
  ])('reads %j as %d (comma or dot decimals)', (text, expected) => {
    expect(parsePriceInput(text)).toBe(expected)
  })

  it.each([
    ['1.234', 1234],
    ['12.345', 12345],
    ['1.000.000', 1000000],
    ['1.234,50', 1234.5],
    ['999.999,9', 999999.9],
  ])('reads dot-thousands %j as %d', (text, expected) => {
    expect(parsePriceInput(text)).toBe(expected)
  })

  it('refuses amounts above the highest price bound, as text and as numbers', () => {
    expect(parsePriceInput('1.000.001')).toBeNull()
    expect(parsePriceInput('2000000')).toBeNull()
    expect(parsePriceInput(2_000_000)).toBeNull()
    expect(parsePriceInput(1_000_000)).toBe(1_000_000)
  })

  it('rounds numbers to whole cents too', () => {
    expect(parsePriceInput(12.345)).toBe(12.35)
  })

  it.each(['9,999', '1,234', '1.234', '12.5', '0.500', '1.234,56'])(
    'gives a price that reads back unchanged once written into a URL: %j',
    (text) => {
      const price = parsePriceInput(text)
      expect(price).not.toBeNull()
      expect(parsePriceInput(String(price))).toBe(price)
    },
  )

  it('reads a leading zero group as a decimal, not thousands', () => {
    expect(parsePriceInput('0.500')).toBe(0.5)
  })

  it.each([
    [''],
    ['   '],
    ['-5'],
    ['-0,5'],
    ['abc'],
    ['12abc'],
    ['12 €'],
    ['1,234.50'],
    ['1.23.4'],
    ['12.'],
    [',5'],
    ['1e3'],
    ['0x10'],
    ['NaN'],
    ['Infinity'],
    ['+5'],
  ])('refuses %j', (text) => {
    expect(parsePriceInput(text)).toBeNull()
  })

  it('refuses overlong input even when it is digits', () => {
    const atLimit = `1.5${'0'.repeat(MAX_PRICE_INPUT_LENGTH - 3)}`
    expect(parsePriceInput(atLimit)).toBe(1.5)
    expect(parsePriceInput(`${atLimit}0`)).toBeNull()
  })

  it('passes finite non-negative numbers and refuses the others', () => {
    expect(parsePriceInput(12.5)).toBe(12.5)
    expect(parsePriceInput(0)).toBe(0)
    expect(parsePriceInput(-1)).toBeNull()
    expect(parsePriceInput(Number.NaN)).toBeNull()
    expect(parsePriceInput(Number.POSITIVE_INFINITY)).toBeNull()
  })
})

describe('price types and role ranges (spec §4, §9)', () => {
  it('lists the four price types with vk as the default', () => {
    expect(priceTypes).toEqual(['vk', 'premium', 'staff', 'pro'])
    expect(defaultPriceType).toBe('vk')
  })

  it('has the spec §9 range of every role', () => {
    expect(priceRoleRanges).toEqual({
      vk: { min: 4, max: 1200 },
      premium: { min: 4, max: 1080 },
      staff: { min: 8, max: 810 },
      pro: { min: 8, max: 891 },
    })
  })

  it('recognises only the four price types', () => {
    expect(priceTypes.every(isPriceType)).toBe(true)
    expect(isPriceType('VK')).toBe(false)
    expect(isPriceType('admin')).toBe(false)
    expect(isPriceType(undefined)).toBe(false)
  })
})

describe('discountBand (spec §4 analytics)', () => {
  it.each([
    [0, '0'],
    [-5, '0'],
    [Number.NaN, '0'],
    [0.01, '0-1'],
    [0.99, '0-1'],
    [1, '1-10'],
    [5, '1-10'],
    [10, '1-10'],
    [10.01, '11-20'],
    [11, '11-20'],
    [20, '11-20'],
    [21, '21-30'],
    [35, '31-40'],
    [50, '41-50'],
    [90, '81-90'],
    [90.5, '91-100'],
    [91, '91-100'],
    [100, '91-100'],
    [150, '91-100'],
  ])('puts %d percent into band %s', (percent, band) => {
    expect(discountBand(percent)).toBe(band)
  })

  it('uses only the spec bands', () => {
    const bands = new Set(Array.from({ length: 1001 }, (_, tenths) => discountBand(tenths / 10)))
    expect([...bands]).toEqual([
      '0',
      '0-1',
      '1-10',
      '11-20',
      '21-30',
      '31-40',
      '41-50',
      '51-60',
      '61-70',
      '71-80',
      '81-90',
      '91-100',
    ])
  })
})

describe('shouldShowDiscount (spec §5)', () => {
  it('shows a discount only when it exceeds the limit', () => {
    expect(shouldShowDiscount(1, 0)).toBe(true)
    expect(shouldShowDiscount(0, 0)).toBe(false)
    expect(shouldShowDiscount(10, 10)).toBe(false)
    expect(shouldShowDiscount(10.5, 10)).toBe(true)
    expect(shouldShowDiscount(9, 10)).toBe(false)
  })

  it('never shows a discount that is not a number', () => {
    expect(shouldShowDiscount(Number.NaN, 0)).toBe(false)
  })
})
