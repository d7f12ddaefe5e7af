/**
 * Realistic example data for the catalogue endpoints' documentation (docs/api.md).
 */
import type { ProductSummary } from './product-summary'

export const exampleProduct: ProductSummary = {
  id: 1042,
  sku: 'SAL-L47451200-38',
  slug: 'salomon-speedcross-6-damen-blau-100234',
  url: '/p/salomon-speedcross-6-damen-blau-100234/',
  name: 'Speedcross 6 W',
  brand: { id: 12, name: 'Salomon', slug: 'salomon', logo: '/media/brands/salomon.svg' },
  color: { id: 4, name: 'Blau', hex: '#1f4e9c' },
  gender: 1,
  genderSysname: 'female',
  image: '/media/products/salomon/shoe-1f4e8c-1.svg?v=3f9a0c2b71d4',
  prices: {
    priceType: 'vk',
    price: 119.99,
    priceFull: '€ 119,99',
    vk: 119.99,
    vkFull: '€ 119,99',
    rrp: 149.99,
    rrpFull: '€ 149,99',
    discountPercent: 20,
  },
  isOutlet: false,
  isBike: false,
  isSki: false,
  isHeavy: false,
  available: true,
}

export const exampleProduct2: ProductSummary = {
  ...exampleProduct,
  id: 2211,
  sku: 'ASI-1012B413-40',
  slug: 'asics-gel-kayano-30-damen-schwarz-100871',
  url: '/p/asics-gel-kayano-30-damen-schwarz-100871/',
  name: 'Gel-Kayano 30 W',
  brand: { id: 14, name: 'Asics', slug: 'asics', logo: '/media/brands/asics.svg' },
  color: { id: 1, name: 'Schwarz', hex: '#111111' },
  image: '/media/products/ortovox/jacket-c81e1e-1.svg?v=5d1c7e2a9b04',
  prices: {
    priceType: 'vk',
    price: 179.99,
    priceFull: '€ 179,99',
    vk: 179.99,
    vkFull: '€ 179,99',
    rrp: 179.99,
    rrpFull: '€ 179,99',
    discountPercent: 0,
  },
}
