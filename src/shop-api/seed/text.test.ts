import { describe, expect, it } from 'vitest'
import { Random } from './prng'
import { derivedPrice, discountedPrice, pricePoint } from './pricing'
import { groupThousands, searchUrl, slugify } from './text'
import { sqlLiteral } from './load'
import { ean13 } from './catalog'

describe('slugify', () => {
  it('transliterates German umlauts and ß, drops other accents', () => {
    expect(slugify('Größentabelle für Füße & Ärmel')).toBe('groessentabelle-fuer-fuesse-aermel')
    expect(slugify('Schöffel Pontresina')).toBe('schoeffel-pontresina')
    expect(slugify('Forza 60° V-Ti – Café')).toBe('forza-60-v-ti-cafe')
    expect(slugify('  S/Lab Genesis  ')).toBe('s-lab-genesis')
  })
})

describe('text helpers', () => {
  it('groups thousands with dots', () => {
    expect(groupThousands(20000)).toBe('20.000')
    expect(groupThousands(999)).toBe('999')
  })

  it('builds search URLs with plus signs for spaces', () => {
    expect(searchUrl('skijacke  damen')).toBe('/search/?q=skijacke+damen')
    expect(searchUrl('mützen & handschuhe')).toBe('/search/?q=m%C3%BCtzen+%26+handschuhe')
  })
})

describe('prices', () => {
  it('snaps to retail price points', () => {
    const random = new Random(1)
    for (let index = 0; index < 500; index++) {
      const cents = pricePoint(random.float(4, 5000), random)
      expect(cents % 100 === 0 || cents % 100 === 99 || cents % 100 === 95).toBe(true)
    }
  })

  it('discounts strictly below the regular price', () => {
    const random = new Random(2)
    for (const regular of [999, 1499, 8999, 29999, 129999]) {
      for (const percent of [10, 30, 60]) {
        const reduced = discountedPrice(regular, percent, random)
        expect(reduced).toBeLessThan(regular)
        expect(reduced).toBeGreaterThan(0)
      }
    }
  })

  it('derives price-type prices below vk and above zero', () => {
    expect(derivedPrice(9999, 0.7)).toBe(6989)
    expect(derivedPrice(1, 0.7)).toBe(1)
    expect(derivedPrice(499, 0.9)).toBeLessThanOrEqual(499)
  })
})

describe('sqlLiteral', () => {
  it('quotes strings, keeps numbers and booleans, refuses what it cannot store', () => {
    expect(sqlLiteral("O'Neill \\ test")).toBe("'O''Neill \\ test'")
    expect(sqlLiteral(12.5)).toBe('12.5')
    expect(sqlLiteral(true)).toBe('TRUE')
    expect(sqlLiteral(null)).toBe('NULL')
    expect(() => sqlLiteral(Number.NaN)).toThrow()
    expect(() => sqlLiteral('a\u0000b')).toThrow()
    expect(() => sqlLiteral({})).toThrow()
  })
})

describe('ean13', () => {
  it('has 13 digits and a valid check digit', () => {
    for (const id of [1, 42, 123_456, 9_999_999]) {
      const code = ean13(id)
      expect(code).toMatch(/^90\d{11}$/)
      const digits = Array.from(code, (digit) => Number(digit))
      const sum = digits
        .slice(0, 12)
        .reduce((total, digit, index) => total + digit * (index % 2 === 0 ? 1 : 3), 0)
      expect((10 - (sum % 10)) % 10).toBe(digits[12])
    }
  })
})
