import { describe, expect, it } from 'vitest'
import { formatDate, formatMoney } from './format'

const normalizeSpaces = (text: string) => text.replace(/\u00a0|\u202f/g, ' ')

describe('formatMoney', () => {
  it('writes euros the de-AT way: symbol first, dot thousands, comma decimals', () => {
    expect(normalizeSpaces(formatMoney(1234.56, 'de-AT'))).toBe('€ 1.234,56')
    expect(normalizeSpaces(formatMoney(0.5, 'de-AT'))).toBe('€ 0,50')
  })

  it('keeps symbol and amount together with a no-break space', () => {
    expect(formatMoney(19.99, 'de-AT')).toMatch(/^€\u00a019,99$/)
  })

  it('follows the English convention under en', () => {
    expect(formatMoney(1234.56, 'en')).toBe('€1,234.56')
  })
})

describe('formatDate', () => {
  it('writes dates the de-AT way in Vienna time', () => {
    expect(formatDate(new Date('2026-11-22T23:30:00Z'), 'de-AT')).toBe('23.11.2026')
  })
})
