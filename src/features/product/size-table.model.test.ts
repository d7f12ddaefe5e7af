import { describe, expect, it } from 'vitest'
import type { SizeTable } from '~/shop-client/schemas/product.schema'
import { labelsAreEu, selectedRowLabel, sizeTableColumns } from './size-table.model'
import type { SizeTableRow } from './size-table.model'

const empty: Omit<SizeTableRow, 'label'> = {
  eu: null,
  uk: null,
  us: null,
  numeric: null,
  footLengthCm: null,
  heightCm: null,
  chestCm: null,
  waistCm: null,
  hipCm: null,
  inseamCm: null,
}

const shoes: SizeTable = {
  system: 'shoes',
  rows: [
    { ...empty, label: '42', eu: '42', uk: '8', us: '9', footLengthCm: 26.5 },
    { ...empty, label: '42,5', eu: '42,5', uk: '8,5', us: '9,5', footLengthCm: 26.8 },
  ],
}

const clothing: SizeTable = {
  system: 'clothing',
  rows: [
    { ...empty, label: 'M', numeric: '50/52', chestCm: { min: 96, max: 103 }, waistCm: { min: 84, max: 91 } },
  ],
}

describe('size table', () => {
  it('shows a shoe table by EU size with UK, US and foot length', () => {
    expect(sizeTableColumns(shoes)).toEqual(['label', 'uk', 'us', 'footLengthCm'])
    expect(labelsAreEu(shoes)).toBe(true)
  })

  it('shows only the columns a clothing table has', () => {
    expect(sizeTableColumns(clothing)).toEqual(['label', 'numeric', 'chestCm', 'waistCm'])
    expect(labelsAreEu(clothing)).toBe(false)
  })

  it('marks the chosen size, written with a point or a comma', () => {
    expect(selectedRowLabel(shoes, '42.5')).toBe('42,5')
    expect(selectedRowLabel(shoes, '42')).toBe('42')
    expect(selectedRowLabel(shoes, '47')).toBeNull()
    expect(selectedRowLabel(shoes, null)).toBeNull()
  })
})
