/**
 * The reference checkout's contract (design brief §7 "Checkout"): a cart becomes an order, delivered
 * home or collected at a store, paid by invoice or prepayment; no payment provider.
 */
import * as v from 'valibot'
import { emailSchema, phoneSchema } from '../auth/auth.schema'
import { orderAddressSchema, orderDetailSchema, postalAddressBodySchema } from '../user/user.schema'
import { formatCents, priceTypeSchema } from '../catalog/product-summary'
import { cartSchema, emptyExampleCart, exampleUserId } from '../cart/cart.schema'
import { idSchema, missingFieldMessages } from '../cart/shared-schemas'

const deliveryTypeMessage = 'Choose a delivery type: home or click_and_collect.'
const paymentMethodMessage = 'Choose a payment method: invoice or prepayment.'
const addressMissing = 'Choose a delivery address for home delivery.'
const storeMissing = 'Choose a store for click & collect.'
const oneAddressOnly = 'Send either addressId or shippingAddress, not both.'
const oneBillingAddressOnly = 'Send either billingAddressId or billingAddress, not both.'

/**
 * Body of POST /api/v1/orders/. Home delivery goes to one of the customer's saved addresses
 * (`addressId`) or a new one (`shippingAddress`, the only way for guests); click & collect to a store
 * (`storeId`). The billing address is a saved one (`billingAddressId`), a new one (`billingAddress`),
 * or else the delivery address (home) or the customer's default address (click & collect). Guests
 * send their `email`; anyone may leave a `phone` for delivery questions. A flat object rather than a union, so that every field is reported at once and
 * the generated docs can list the fields.
 */
export const placeOrderBodySchema = v.pipe(
  v.object(
    {
      deliveryType: v.picklist(['home', 'click_and_collect'], deliveryTypeMessage),
      /** Public id of one of the customer's home delivery addresses (customers only). */
      addressId: v.optional(v.pipe(v.string(addressMissing), v.uuid('The selected address does not exist.'))),
      /** A new delivery address, for guests or a customer's one-off address. */
      shippingAddress: v.optional(postalAddressBodySchema),
      /** Store id; required for click & collect. */
      storeId: v.optional(idSchema('The selected store does not exist.')),
      /** Public id of one of the customer's addresses to bill (customers only). */
      billingAddressId: v.optional(
        v.pipe(
          v.string('The selected billing address does not exist.'),
          v.uuid('The selected billing address does not exist.'),
        ),
      ),
      /** A new billing address. */
      billingAddress: v.optional(postalAddressBodySchema),
      /** Where the confirmation goes: required for guests; customers get it at their account's e-mail. */
      email: v.optional(emailSchema),
      /** A phone number for questions about the delivery (optional; an empty string sends none). */
      phone: v.optional(phoneSchema),
      paymentMethod: v.picklist(['invoice', 'prepayment'], paymentMethodMessage),
    },
    missingFieldMessages({ deliveryType: deliveryTypeMessage, paymentMethod: paymentMethodMessage }),
  ),
  v.forward(
    v.partialCheck(
      [['deliveryType'], ['addressId'], ['shippingAddress']],
      (input) =>
        input.deliveryType !== 'home' || input.addressId !== undefined || input.shippingAddress !== undefined,
      addressMissing,
    ),
    ['addressId'],
  ),
  v.forward(
    v.partialCheck(
      [['addressId'], ['shippingAddress']],
      (input) => input.addressId === undefined || input.shippingAddress === undefined,
      oneAddressOnly,
    ),
    ['addressId'],
  ),
  v.forward(
    v.partialCheck(
      [['billingAddressId'], ['billingAddress']],
      (input) => input.billingAddressId === undefined || input.billingAddress === undefined,
      oneBillingAddressOnly,
    ),
    ['billingAddressId'],
  ),
  v.forward(
    v.partialCheck(
      [['deliveryType'], ['storeId']],
      (input) => input.deliveryType !== 'click_and_collect' || input.storeId !== undefined,
      storeMissing,
    ),
    ['storeId'],
  ),
)
export type PlaceOrderBody = v.InferOutput<typeof placeOrderBodySchema>

/**
 * `Idempotency-Key` of POST /api/v1/orders/: any visible ASCII, up to 255 characters (a UUID per
 * checkout attempt is typical). A replay with the same key returns the first order.
 */
export const idempotencyKeySchema = v.pipe(
  v.string(),
  v.regex(/^[\x21-\x7e]{1,255}$/, 'The Idempotency-Key header must be 1 to 255 visible ASCII characters.'),
)

/**
 * The placed order: the order detail of GET /api/v1/user/order/{id}/ plus the price type and the
 * currency. Its `loyaltyPoints` are the points the order earned: one per whole euro of the total.
 */
export const placedOrderSchema = v.object({
  ...orderDetailSchema.entries,
  paymentMethod: v.picklist(['invoice', 'prepayment']),
  /** The billing address; null on orders placed before billing addresses were taken. */
  billingAddress: v.nullable(orderAddressSchema),
  /** Where the confirmation mail went. */
  email: v.nullable(v.string()),
  /** The phone number for delivery questions the shopper gave, or null. */
  phone: v.nullable(v.string()),
  /** The price type the order was priced with (the customer's role; guests buy at `vk`). */
  priceType: priceTypeSchema,
  currency: v.literal('EUR'),
})
export type PlacedOrder = v.InferOutput<typeof placedOrderSchema>

export const placeOrderResponseSchema = v.object({
  data: v.object({
    order: placedOrderSchema,
    /** The customer's cart after the order: empty, under the same request id. */
    cart: cartSchema,
  }),
})

export const examplePlacedOrder: PlacedOrder = {
  uuid: '5f0c7a2e-3b1d-4e8f-9a6c-2d4b8e1f7a30',
  number: 'SA-2026-000042',
  status: 'received',
  placedAt: '2026-11-22T10:00:00.000Z',
  deliveryType: 'home',
  deliveryAddress: {
    firstname: 'Anna',
    lastname: 'Berger',
    street: 'Getreidegasse',
    streetNo: '9',
    postal: '5020',
    city: 'Salzburg',
    countryId: 'AT',
  },
  store: null,
  paymentMethod: 'invoice',
  billingAddress: {
    firstname: 'Anna',
    lastname: 'Berger',
    street: 'Getreidegasse',
    streetNo: '9',
    postal: '5020',
    city: 'Salzburg',
    countryId: 'AT',
  },
  email: 'anna.berger@example.at',
  phone: '+43 664 1234567',
  priceType: 'vk',
  lines: [
    {
      id: 48101,
      sku: '100234-401',
      name: 'Speedcross 6 W',
      brandName: 'Salomon',
      genderSysname: 'male',
      color: 'Blau',
      size: '39 1/3',
      quantity: 2,
      unitPrice: 139.99,
      unitPriceFormatted: formatCents(13999),
      lineTotal: 279.98,
      lineTotalFormatted: formatCents(27998),
      image: '/media/products/salomon/shoe-1f4e8c-1.svg?v=3f9a0c2b71d4',
      productUrl: '/p/salomon-speedcross-6-damen-blau-100234/',
      cancelledQuantity: 0,
      returnedQuantity: 0,
    },
  ],
  subtotal: 279.98,
  subtotalFormatted: formatCents(27998),
  delivery: 0,
  deliveryFormatted: formatCents(0),
  total: 279.98,
  totalFormatted: formatCents(27998),
  currency: 'EUR',
  loyaltyPoints: 279,
  cancellable: true,
  cancelled: 0,
  cancelledFormatted: formatCents(0),
  amountDue: 279.98,
  amountDueFormatted: formatCents(27998),
  history: [{ status: 'received', at: '2026-11-22T10:00:00.000Z' }],
  returnable: false,
  returns: [],
  refunded: 0,
  refundedFormatted: formatCents(0),
  invoiceNumber: 'RE-2026-000042',
  creditNotes: [],
}

export const examplePlaceOrderResponse = {
  data: { order: examplePlacedOrder, cart: emptyExampleCart(exampleUserId) },
}

export const orderResponseSchema = v.object({ data: v.object({ order: placedOrderSchema }) })
