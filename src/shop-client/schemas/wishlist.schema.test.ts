import * as v from 'valibot'
import { describe, expect, it, vi } from 'vitest'
import type { ProductSummary } from '~/shop-client/schemas/product.schema'
import { InputValidationError, validateInput } from '~/lib/validation'
import { isOnWishlist, readableWishlistProducts, wishlistItemInputSchema } from './wishlist.schema'
import type { Wishlist } from './wishlist.schema'

const validate = validateInput(wishlistItemInputSchema)

describe('wishlistItemInputSchema', () => {
  it('accepts a product id', () => {
    expect(validate({ productId: 42 })).toEqual({ productId: 42 })
  })

  it.each([[{}], [{ productId: 0 }], [{ productId: 4.2 }], [{ productId: '42' }], [{ productId: 2 ** 31 }]])(
    'refuses %j',
    (input) => {
      expect(v.safeParse(wishlistItemInputSchema, input).success).toBe(false)
    },
  )

  it('answers 422 through the server-function validator', () => {
    expect(() => validate({ productId: -3 })).toThrow(InputValidationError)
  })
})

const product: ProductSummary = {
  id: 1234,
  sku: '100234-401',
  slug: 'salomon-speedcross-6-damen-blau-100234',
  url: '/p/salomon-speedcross-6-damen-blau-100234/',
  name: 'Speedcross 6 W',
  brand: { id: 12, name: 'Salomon', slug: 'salomon', logo: '/media/brands/salomon.svg' },
  color: { id: 4, name: 'Blau', hex: '#1f4e9c' },
  gender: 1,
  genderSysname: 'female',
  image: '/media/products/100234-401-1.svg',
  prices: {
    priceType: 'vk',
    price: 139.99,
    priceFull: '€ 139,99',
    vk: 139.99,
    vkFull: '€ 139,99',
    rrp: 159.99,
    rrpFull: '€ 159,99',
    discountPercent: 13,
  },
  isOutlet: false,
  isBike: false,
  isSki: false,
  isHeavy: false,
  available: true,
}

describe('isOnWishlist', () => {
  const wishlist: Wishlist = { products: [{ ...product, options: [] }] }

  it('finds a product on the list by its id', () => {
    expect(isOnWishlist(wishlist, 1234)).toBe(true)
  })

  it('is false without a list or for a product not on it', () => {
    expect(isOnWishlist(undefined, 1234)).toBe(false)
    expect(isOnWishlist(wishlist, 1)).toBe(false)
  })
})

describe('readableWishlistProducts', () => {
  it('logs and skips items without an id', () => {
    const log = vi.fn()
    const valid = {
      id: 1,
      sku: 's',
      slug: 'a',
      url: '/p/a/',
      name: 'A',
      brand: { id: 1, name: 'B', slug: 'b', logo: '/b.svg' },
      color: { id: 1, name: 'Rot', hex: '#f00' },
      gender: 1,
      genderSysname: 'male',
      image: '/a.svg',
      prices: {
        priceType: 'vk',
        price: 1,
        priceFull: '€ 1,00',
        vk: 1,
        vkFull: '€ 1,00',
        rrp: 1,
        rrpFull: '€ 1,00',
        discountPercent: 0,
      },
      isOutlet: false,
      isBike: false,
      isSki: false,
      isHeavy: false,
      available: true,
      options: [],
    }
    const withoutId: Record<string, unknown> = { ...valid }
    delete withoutId.id
    expect(readableWishlistProducts([valid, withoutId], log).map((item) => item.id)).toEqual([1])
    expect(log).toHaveBeenCalledTimes(1)
    expect(log.mock.calls[0]?.[1]).toBe(withoutId)
  })
})
