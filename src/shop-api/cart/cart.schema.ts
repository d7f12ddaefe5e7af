/**
 * The cart's contract (spec §3 "Cart response", "Cart product", "Cart groups"; spec §7 "Cart"):
 * request bodies, the response shape, and the examples that docs/api.md shows.
 */
import * as v from 'valibot'
import { formatCents, productSummarySchema } from '../catalog/product-summary'
import type { ProductSummary } from '../catalog/product-summary'
import { CART_HASH_PATTERN, MAX_ADD_AMOUNT } from './cart-rules'
import { idSchema, missingFieldMessages } from './shared-schemas'

const amountMessage = `The amount must be a whole number from 1 to ${MAX_ADD_AMOUNT}.`

/** Body of POST /api/v1/cart/. Optional fields also accept null, as the storefront may send it. */
export const addToCartBodySchema = v.object(
  {
    productOption: idSchema('The selected product option does not exist.'),
    amount: v.nullish(
      v.pipe(
        v.number(amountMessage),
        v.integer(amountMessage),
        v.minValue(1, amountMessage),
        v.maxValue(MAX_ADD_AMOUNT, amountMessage),
      ),
      1,
    ),
    relatedProducts: v.nullish(
      v.pipe(
        v.array(
          idSchema('The selected related product option does not exist.'),
          'Related products must be a list of product option ids.',
        ),
        v.maxLength(10, 'At most 10 related products can be added with one product.'),
      ),
      () => [],
    ),
    mounting: v.nullish(v.boolean('Mounting must be true or false.'), false),
    setId: v.nullish(idSchema('The selected set does not exist.'), null),
  },
  missingFieldMessages({ productOption: 'Choose a size (productOption is required).' }),
)
export type AddToCartBody = v.InferOutput<typeof addToCartBodySchema>

/** `{hash}` of DELETE /api/v1/cart/hash/{hash}/ and /api/v1/cart/set/{hash}/; anything else is a 404. */
export const cartHashParamsSchema = v.object({ hash: v.pipe(v.string(), v.regex(CART_HASH_PATTERN)) })

/** Most units of one line; the stock usually ends it sooner. */
export const MAX_LINE_QUANTITY = 99
const quantityMessage = `The quantity must be a whole number from 1 to ${MAX_LINE_QUANTITY}.`

/** Body of PATCH /api/v1/cart/hash/{hash}/. */
export const setLineQuantityBodySchema = v.object(
  {
    quantity: v.pipe(
      v.number(quantityMessage),
      v.integer(quantityMessage),
      v.minValue(1, quantityMessage),
      v.maxValue(MAX_LINE_QUANTITY, quantityMessage),
    ),
  },
  missingFieldMessages({ quantity: quantityMessage }),
)

const statusSchema = v.picklist([1, 2])

/** One cart line (spec §3 "Cart product"). Amounts are euros, the `…Formatted` strings de-AT. */
export const cartProductSchema = v.object({
  hash: v.string(),
  /** The chosen size: `title` is its label, `quantity` the line's quantity, `stock` what is left. */
  option: v.object({ id: v.number(), stock: v.number(), quantity: v.number(), title: v.string() }),
  product: productSummarySchema,
  /** The product set the line was added from, or null. Lines of one set share `set.hash`. */
  set: v.nullable(v.object({ id: v.number(), hash: v.string(), name: v.string() })),
  /** Products added together with this one (one of each per unit), priced into the line. */
  relatedProducts: v.array(
    v.object({
      option: v.object({ id: v.number(), title: v.string(), stock: v.number() }),
      product: productSummarySchema,
    }),
  ),
  /** Whether assembly (bikes) or binding mounting (skis) was booked for this line. */
  mounting: v.boolean(),
  /** Price of mounting per unit for bikes and skis, null for products that offer none. */
  mountingPrice: v.nullable(v.number()),
  mountingPriceFormatted: v.nullable(v.string()),
  isHeavy: v.boolean(),
  isBike: v.boolean(),
  isSki: v.boolean(),
  genderSysname: v.picklist(['unknown', 'female', 'male', 'kinder']),
  /** 2 available (stock covers the quantity, for related products too), 1 unavailable. */
  status: statusSchema,
  /** Product + related products + mounting, for one unit, at the viewer's price type. */
  unitPrice: v.number(),
  unitPriceFormatted: v.string(),
  linePrice: v.number(),
  linePriceFormatted: v.string(),
})
export type CartProduct = v.InferOutput<typeof cartProductSchema>

const groupSchema = v.object({
  /** Items in the group; a line counts its quantity once for the product and once per related product. */
  quantity: v.number(),
  /** Hashes of the lines in the group, in cart order. */
  hashes: v.array(v.string()),
})

export const cartSchema = v.object({
  /** The request id the cart belongs to; a new guest id when the call carried none. */
  uuid: v.string(),
  products: v.array(cartProductSchema),
  /**
   * `totalCartPrice` is the subtotal of the available lines (unavailable ones cannot be ordered);
   * `totalPrice` adds delivery.
   */
  total: v.object({
    quantity: v.number(),
    totalCartPrice: v.number(),
    totalCartPriceFormatted: v.string(),
    deliveryPrice: v.number(),
    deliveryPriceFormatted: v.string(),
    totalPrice: v.number(),
    totalPriceFormatted: v.string(),
    /** Delivery is free from this subtotal of available goods. */
    freeDeliveryFrom: v.number(),
    freeDeliveryFromFormatted: v.string(),
    /** What the available goods still lack for free delivery; 0 once reached (and for an empty cart). */
    missingForFreeDelivery: v.number(),
    missingForFreeDeliveryFormatted: v.string(),
  }),
  groups: v.object({ full: groupSchema, available: groupSchema, unavailable: groupSchema }),
})
export type Cart = v.InferOutput<typeof cartSchema>

export const cartResponseSchema = v.object({ data: cartSchema })

// ---------------------------------------------------------------------------------------------
// Examples for docs/api.md
// ---------------------------------------------------------------------------------------------

export const exampleGuestId = 'g3f1c2a9d8e7b6a5f4e3d2c1b0a998877'
export const exampleUserId = 'u7a6b5c4d3e2f1a0b9c8d7e6f5a4b3c2d'
export const exampleLineHash = '9c1d4e7f2a5b8c3d6e9f0a1b2c3d4e5f'

export const exampleProduct: ProductSummary = {
  id: 1234,
  sku: '100234-401',
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
    price: 139.99,
    priceFull: formatCents(13999),
    vk: 139.99,
    vkFull: formatCents(13999),
    rrp: 159.99,
    rrpFull: formatCents(15999),
    discountPercent: 13,
  },
  isOutlet: false,
  isBike: false,
  isSki: false,
  isHeavy: false,
  available: true,
}

export const exampleCart: Cart = {
  uuid: exampleGuestId,
  products: [
    {
      hash: exampleLineHash,
      option: { id: 55012, stock: 4, quantity: 2, title: '39 1/3' },
      product: exampleProduct,
      set: null,
      relatedProducts: [],
      mounting: false,
      mountingPrice: null,
      mountingPriceFormatted: null,
      isHeavy: false,
      isBike: false,
      isSki: false,
      genderSysname: 'female',
      status: 2,
      unitPrice: 139.99,
      unitPriceFormatted: formatCents(13999),
      linePrice: 279.98,
      linePriceFormatted: formatCents(27998),
    },
  ],
  total: {
    quantity: 2,
    totalCartPrice: 279.98,
    totalCartPriceFormatted: formatCents(27998),
    deliveryPrice: 0,
    deliveryPriceFormatted: formatCents(0),
    totalPrice: 279.98,
    totalPriceFormatted: formatCents(27998),
    freeDeliveryFrom: 50,
    freeDeliveryFromFormatted: formatCents(5000),
    missingForFreeDelivery: 0,
    missingForFreeDeliveryFormatted: formatCents(0),
  },
  groups: {
    full: { quantity: 2, hashes: [exampleLineHash] },
    available: { quantity: 2, hashes: [exampleLineHash] },
    unavailable: { quantity: 0, hashes: [] },
  },
}

export const emptyExampleCart = (uuid: string): Cart => ({
  uuid,
  products: [],
  total: {
    quantity: 0,
    totalCartPrice: 0,
    totalCartPriceFormatted: formatCents(0),
    deliveryPrice: 0,
    deliveryPriceFormatted: formatCents(0),
    totalPrice: 0,
    totalPriceFormatted: formatCents(0),
    freeDeliveryFrom: 50,
    freeDeliveryFromFormatted: formatCents(5000),
    missingForFreeDelivery: 0,
    missingForFreeDeliveryFormatted: formatCents(0),
  },
  groups: {
    full: { quantity: 0, hashes: [] },
    available: { quantity: 0, hashes: [] },
    unavailable: { quantity: 0, hashes: [] },
  },
})
