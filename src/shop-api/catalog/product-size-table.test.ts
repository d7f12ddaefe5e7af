import { describe, expect, it } from 'vitest'
import { sizeTableOfProduct } from './product.service'

const row = (label: string) => ({
  label,
  eu: null,
  uk: null,
  us: null,
  numeric: null,
  footLengthCm: null,
  heightCm: { min: 170, max: 180 },
  chestCm: null,
  waistCm: null,
  hipCm: null,
  inseamCm: { min: 78, max: 84 },
})

describe('sizeTableOfProduct', () => {
  const bikes = { system: 'bike', rows: ['S', 'M', 'L', '52 cm', '54 cm', '20 Zoll'].map(row) }

  it('gives a bike the rows of its own frame sizes, in the table order', () => {
    expect(
      sizeTableOfProduct(bikes, [{ label: 'L' }, { label: 'M' }])?.rows.map((entry) => entry.label),
    ).toEqual(['M', 'L'])
    expect(sizeTableOfProduct(bikes, [{ label: '54 cm' }])?.rows.map((entry) => entry.label)).toEqual([
      '54 cm',
    ])
  })

  it('gives a bike whose sizes the table lacks no table, not an unrelated one', () => {
    expect(sizeTableOfProduct(bikes, [{ label: '28 Zoll' }])).toBeNull()
  })

  it('leaves every other table whole', () => {
    const clothing = { system: 'clothing', rows: ['S', 'M', 'L'].map(row) }
    expect(sizeTableOfProduct(clothing, [{ label: 'M' }])).toBe(clothing)
    expect(sizeTableOfProduct(null, [{ label: 'M' }])).toBeNull()
  })
})
