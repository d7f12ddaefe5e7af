import { describe, expect, it } from 'vitest'
import {
  initialSizeSelection,
  metaDescription,
  parseQuantity,
  productDisplayName,
  prepareAddToCart,
} from './product.model'
import type { ProductOption } from '~/shop-client/schemas/product.schema'

const inStock: ProductOption = { id: 11, label: '38', stock: 4, status: 2 }
const soldOut: ProductOption = { id: 12, label: '39', stock: 0, status: 1 }
const lastOne: ProductOption = { id: 13, label: '40', stock: 1, status: 2 }
const options = [inStock, soldOut, lastOne]

const noExtras = { mountingAvailable: false }

describe('initialSizeSelection', () => {
  it('preselects only a single size that is in stock', () => {
    expect(initialSizeSelection([inStock])).toBe(11)
    expect(initialSizeSelection([soldOut])).toBeNull()
    expect(initialSizeSelection(options)).toBeNull()
    expect(initialSizeSelection([])).toBeNull()
  })
})

describe('parseQuantity', () => {
  it('accepts whole numbers from 1 to 10', () => {
    expect(parseQuantity('1')).toBe(1)
    expect(parseQuantity(' 10 ')).toBe(10)
    expect(parseQuantity('07')).toBe(7)
  })

  it('refuses everything else', () => {
    for (const text of ['', '0', '11', '-1', '1.5', '2,0', 'e', '1e1', '100']) {
      expect(parseQuantity(text)).toBeNull()
    }
  })
})

describe('prepareAddToCart', () => {
  it('requires a size before anything is sent', () => {
    const check = prepareAddToCart(
      options,
      { selectedOptionId: null, quantityText: '1', mounting: false },
      noExtras,
    )
    expect(check).toEqual({ ok: false, problem: 'size-required' })
  })

  it('refuses a sold-out or unknown size', () => {
    expect(
      prepareAddToCart(options, { selectedOptionId: 12, quantityText: '1', mounting: false }, noExtras),
    ).toEqual({ ok: false, problem: 'size-unavailable' })
    expect(
      prepareAddToCart(options, { selectedOptionId: 99, quantityText: '1', mounting: false }, noExtras),
    ).toEqual({ ok: false, problem: 'size-required' })
  })

  it('refuses a quantity outside 1–10', () => {
    expect(
      prepareAddToCart(options, { selectedOptionId: 11, quantityText: '0', mounting: false }, noExtras),
    ).toEqual({ ok: false, problem: 'quantity' })
  })

  it('sends the option and amount, mounting only when offered, and the set when given', () => {
    const plain = prepareAddToCart(
      options,
      { selectedOptionId: 11, quantityText: '2', mounting: true },
      noExtras,
    )
    expect(plain).toEqual({ ok: true, option: inStock, input: { productOption: 11, amount: 2 } })

    const mounted = prepareAddToCart(
      options,
      { selectedOptionId: 13, quantityText: '1', mounting: true },
      { mountingAvailable: true, setId: 5 },
    )
    expect(mounted).toEqual({
      ok: true,
      option: lastOne,
      input: { productOption: 13, amount: 1, mounting: true, setId: 5 },
    })
  })
})

describe('metaDescription', () => {
  it('keeps a short text, with whitespace collapsed', () => {
    expect(metaDescription('  Leicht und\n griffig. ')).toBe('Leicht und griffig.')
  })

  it('cuts a long text at a word boundary with an ellipsis', () => {
    const text = `${'Wort '.repeat(60)}Ende`
    const description = metaDescription(text)
    expect(description.length).toBeLessThanOrEqual(155)
    expect(description.endsWith('Wort…')).toBe(true)
  })
})

describe('productDisplayName', () => {
  it('puts the brand before the name', () => {
    expect(productDisplayName('Salomon', 'Speedcross 6 W')).toBe('Salomon Speedcross 6 W')
  })

  it('does not repeat a brand the name begins with', () => {
    expect(productDisplayName('Nike', 'Nike Dri-FIT Laufshirt')).toBe('Nike Dri-FIT Laufshirt')
    expect(productDisplayName('Nike', 'Nikelodeon Shirt')).toBe('Nike Nikelodeon Shirt')
  })
})
