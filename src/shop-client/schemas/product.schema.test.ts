import { describe, expect, it } from 'vitest'
import { isOptionAvailable } from './product.schema'
import type { ProductOption } from './product.schema'

const inStock: ProductOption = { id: 11, label: '38', stock: 4, status: 2 }
const soldOut: ProductOption = { id: 12, label: '39', stock: 0, status: 1 }

describe('isOptionAvailable', () => {
  it('accepts status 2 with stock and refuses status 1 or an empty stock', () => {
    expect(isOptionAvailable(inStock)).toBe(true)
    expect(isOptionAvailable(soldOut)).toBe(false)
    expect(isOptionAvailable({ ...inStock, stock: 0 })).toBe(false)
    expect(isOptionAvailable({ ...inStock, status: 1 })).toBe(false)
  })
})
