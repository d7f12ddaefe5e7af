import { describe, expect, it } from 'vitest'
import { brandedProductName } from './branded-name'

describe('brandedProductName', () => {
  it('puts the brand before a name that lacks it', () => {
    expect(brandedProductName('Salomon', 'Speedcross 6 W')).toBe('Salomon Speedcross 6 W')
  })

  it('does not repeat a brand the name begins with, whatever its case', () => {
    expect(brandedProductName('adidas', 'adidas Barricade 13 Clay')).toBe('adidas Barricade 13 Clay')
    expect(brandedProductName('Löffler', 'LÖFFLER Rainbow Laufshirt')).toBe('LÖFFLER Rainbow Laufshirt')
  })

  it('only counts the brand as a whole first word', () => {
    expect(brandedProductName('On', 'Onyx Trailschuh')).toBe('On Onyx Trailschuh')
  })
})
