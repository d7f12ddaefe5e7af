import { describe, expect, it } from 'vitest'
import type { ProductOption, ProductSet, ProductSummary } from '~/shop-client/schemas/product.schema'
import { alertableSizes, initialAlertSize, isSoldOut, missingSetItems } from './stock-alerts.model'

const size = (id: number, stock: number, status: 1 | 2 = stock > 0 ? 2 : 1): ProductOption => ({
  id,
  label: String(36 + id),
  stock,
  status,
})

const item = (id: number, name: string, available: boolean): ProductSummary => ({
  id,
  sku: `SA${id}`,
  slug: `item-${id}`,
  url: `/p/item-${id}/`,
  name,
  brand: { id: 1, name: 'Atomic', slug: 'atomic', logo: '' },
  color: { id: 1, name: 'Schwarz', hex: '#000' },
  gender: 0,
  genderSysname: 'unknown',
  image: '',
  prices: {
    priceType: 'vk',
    price: 100,
    priceFull: '€ 100,00',
    vk: 100,
    vkFull: '€ 100,00',
    rrp: 100,
    rrpFull: '€ 100,00',
    discountPercent: 0,
  },
  isOutlet: false,
  isBike: false,
  isSki: true,
  isHeavy: false,
  available,
})

describe('sold-out rules', () => {
  it('offers alerts for the sizes that cannot be bought, also those marked unavailable with stock', () => {
    const options = [size(1, 3), size(2, 0), size(3, 5, 1), size(4, 0)]
    expect(alertableSizes(options).map((option) => option.id)).toEqual([2, 3, 4])
    expect(isSoldOut(options)).toBe(false)
  })

  it('calls a product sold out only when no size is in stock', () => {
    expect(isSoldOut([size(1, 0), size(2, 0)])).toBe(true)
    expect(isSoldOut([size(1, 0), size(2, 1)])).toBe(false)
    // A product without sizes cannot be bought either.
    expect(isSoldOut([])).toBe(true)
  })

  it('starts the alert form at the chosen sold-out size, else at the first one', () => {
    const options = [size(1, 3), size(2, 0), size(3, 0)]
    expect(initialAlertSize(options, 3)).toBe(3)
    expect(initialAlertSize(options, 1)).toBe(2)
    expect(initialAlertSize(options, null)).toBe(2)
    expect(initialAlertSize([size(1, 3)], null)).toBeNull()
  })

  it('names the set items that keep a set from being added, in set order', () => {
    const set: ProductSet = {
      id: 7,
      name: 'Ski-Set',
      products: [item(1, 'Redster Ski', true), item(2, 'X12 Bindung', false), item(3, 'Stöcke', false)],
    }
    expect(missingSetItems(set)).toEqual(['X12 Bindung', 'Stöcke'])
    expect(missingSetItems({ ...set, products: [item(1, 'Redster Ski', true)] })).toEqual([])
  })
})
