import { describe, expect, it } from 'vitest'
import { documentNumber, vatBreakdown, viennaDay, viennaYear } from './accounting-documents'

describe('vatBreakdown', () => {
  it('splits the delivery over the rates by the goods’ gross amounts, cents by largest remainder', () => {
    // 20 € at 20 % and 10 € at 10 %; 4,90 € delivery: 3,2667 € and 1,6333 € → 3,27 € and 1,63 €.
    const rows = vatBreakdown(
      [
        { grossCents: 2000, vatRate: 20 },
        { grossCents: 1000, vatRate: 10 },
      ],
      490,
    )
    expect(rows).toEqual([
      { vatRate: 20, grossCents: 2327, netCents: 1939, vatCents: 388 },
      { vatRate: 10, grossCents: 1163, netCents: 1057, vatCents: 106 },
    ])
    expect(rows.reduce((sum, row) => sum + row.grossCents, 0)).toBe(3490)
  })

  it('adds up lines of one rate, highest rate first, and every part to the gross total', () => {
    const rows = vatBreakdown(
      [
        { grossCents: 999, vatRate: 10 },
        { grossCents: 1999, vatRate: 20 },
        { grossCents: 1, vatRate: 10 },
        { grossCents: 3333, vatRate: 13 },
      ],
      100,
    )
    expect(rows.map((row) => row.vatRate)).toEqual([20, 13, 10])
    expect(rows.reduce((sum, row) => sum + row.grossCents, 0)).toBe(999 + 1999 + 1 + 3333 + 100)
    for (const row of rows) expect(row.netCents + row.vatCents).toBe(row.grossCents)
  })

  it('taxes a delivery without goods (a credit of the delivery alone) at the standard rate', () => {
    expect(vatBreakdown([], 490)).toEqual([{ vatRate: 20, grossCents: 490, netCents: 408, vatCents: 82 }])
    expect(vatBreakdown([], 0)).toEqual([])
  })
})

describe('document numbers', () => {
  it('count per year in Vienna', () => {
    // 23:30 UTC on New Year's Eve is already the new year in Vienna.
    const newYear = new Date('2026-12-31T23:30:00Z')
    expect(viennaYear(newYear)).toBe(2027)
    expect(viennaDay(newYear)).toBe('2027-01-01')
    expect(documentNumber('invoice', 2027, 1)).toBe('RE-2027-000001')
    expect(documentNumber('credit_note', 2026, 1234)).toBe('GS-2026-001234')
  })
})
