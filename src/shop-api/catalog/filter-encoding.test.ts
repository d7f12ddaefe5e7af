import { describe, expect, it } from 'vitest'
import { formatFilters, parseFilters, sizeToken } from './filter-encoding'

describe('filters parameter', () => {
  it('parses groups into a selection and formats it canonically', () => {
    const parsed = parseFilters('89-42_5.40,83-14.12,91-3,83-12')
    expect(parsed).toEqual({
      ok: true,
      value: {
        brandIds: [12, 14],
        colorIds: [3],
        genders: [],
        sizes: ['40', '42_5'],
        sportIds: [],
        additions: [],
        order: ['GENERAL_Size', 'GENERAL_Brand', 'GENERAL_Color'],
      },
    })
    if (parsed.ok) expect(formatFilters(parsed.value)).toBe('83-12.14,89-40.42_5,91-3')
  })

  it('reads the addition filter by its value names, in a canonical order', () => {
    const parsed = parseFilters('98-sale.outlet.sale,83-12')
    expect(parsed.ok && parsed.value.additions).toEqual(['outlet', 'sale'])
    if (parsed.ok) expect(formatFilters(parsed.value)).toBe('83-12,98-outlet.sale')
  })

  it('treats an empty parameter as no selection', () => {
    const parsed = parseFilters('')
    expect(parsed.ok && formatFilters(parsed.value)).toBe('')
  })

  it.each([
    ['83', 'Malformed'],
    ['83-', 'Malformed'],
    ['83-1..2', 'Malformed'],
    ['83-1,', 'Malformed'],
    ['toString-1', 'Malformed'],
    ['12-1', 'Unknown filter id 12'],
    ['91-rot', 'numeric'],
    ['82-4', 'Gender values'],
    ['98-new', 'takes the values outlet, sale'],
    [Array.from({ length: 11 }, () => '83-1').join(','), 'At most 10'],
    [`83-${Array.from({ length: 51 }, (_, index) => index).join('.')}`, 'At most 50'],
  ])('refuses %s', (encoded, message) => {
    const parsed = parseFilters(encoded)
    expect(parsed.ok).toBe(false)
    if (!parsed.ok) expect(parsed.message).toContain(message)
  })

  it('turns size labels into URL-safe tokens', () => {
    expect(sizeToken('42.5')).toBe('42_5')
    expect(sizeToken('XL')).toBe('xl')
    expect(sizeToken('42 2/3')).toBe('42_2_3')
    expect(sizeToken('Ø')).toBe('_')
  })
})
