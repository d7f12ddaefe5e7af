/**
 * Shapes of the account endpoints (spec §3 "Personal data", "Account data response", "Shipping
 * address"; design brief §7 "Orders").
 */
import * as v from 'valibot'
import {
  PASSWORD_MISMATCH,
  birthdaySchema,
  emailSchema,
  existingPasswordSchema,
  formObject,
  genderSchema,
  genders,
  newPasswordSchema,
  phoneSchema,
  requiredText,
} from '../auth/auth.schema'
import { idSchema } from '../cart/shared-schemas'
import { priceTypeSchema } from '../catalog/product-summary'
import { orderStatuses, returnMethods, returnReasons } from '../db/schema'

const deliveryTypes = ['home', 'click_and_collect'] as const
const deliveryTypeSchema = v.picklist(deliveryTypes, 'The delivery type must be home or click_and_collect.')

// ---------------------------------------------------------------------------------------------
// Personal data and account
// ---------------------------------------------------------------------------------------------

export const personalSchema = v.object({
  firstName: v.string(),
  lastName: v.string(),
  /** Read-only: the login name cannot be changed through the personal form (spec §5). */
  email: v.string(),
  phone: v.string(),
  /** ISO date or null. */
  birthday: v.nullable(v.string()),
  gender: v.picklist(genders),
  avatar: v.string(),
  /** Whether the customer wants marketing mail separately from order mail. */
  separateEmail: v.boolean(),
})
export type Personal = v.InferOutput<typeof personalSchema>

export const storeRefSchema = v.object({
  id: v.number(),
  slug: v.string(),
  name: v.string(),
  city: v.string(),
})
export type StoreRef = v.InferOutput<typeof storeRefSchema>

export const addressSchema = v.object({
  uuid: v.string(),
  firstname: v.string(),
  lastname: v.string(),
  city: v.string(),
  countryId: v.string(),
  postal: v.string(),
  street: v.string(),
  streetNo: v.string(),
  deliveryType: v.picklist(deliveryTypes),
  isDefault: v.boolean(),
  /** The pick-up store of a click & collect address; null for home delivery (or a closed store). */
  store: v.nullable(storeRefSchema),
})
export type Address = v.InferOutput<typeof addressSchema>

export const accountSchema = v.object({
  personal: personalSchema,
  /** The price type of spec §4 (vk, premium, staff, pro). */
  role: priceTypeSchema,
  /** The customer's home store, if any. */
  store: v.nullable(storeRefSchema),
  addresses: v.object({ shipping: v.array(addressSchema) }),
  p4m: v.boolean(),
  verified: v.boolean(),
})
export type Account = v.InferOutput<typeof accountSchema>

export const accountResponseSchema = v.object({ data: accountSchema })
export const personalResponseSchema = v.object({ data: v.object({ personal: personalSchema }) })
export const deletedResponseSchema = v.object({ data: v.object({ deleted: v.literal(true) }) })
export const tokenResponseSchema = v.object({ data: v.object({ token: v.string() }) })

/**
 * The personal form. `email` is not an entry, so a sent e-mail address is dropped, never stored.
 * Phone, birthday and gender may be left out to keep their current value.
 */
export const personalBodySchema = formObject({
  firstName: requiredText('first name', 100),
  lastName: requiredText('last name', 100),
  phone: v.optional(phoneSchema),
  birthday: v.optional(birthdaySchema),
  gender: v.optional(genderSchema),
})
export type PersonalBody = v.InferOutput<typeof personalBodySchema>

export const separateEmailBodySchema = formObject({
  separateEmail: v.boolean('The separate e-mail setting must be true or false.'),
})

export const changePasswordBodySchema = v.pipe(
  formObject({
    oldPassword: existingPasswordSchema('current password'),
    newPassword: newPasswordSchema('new password'),
    newPassword_confirmation: v.string('The new password confirmation must be a string.'),
    email: emailSchema,
  }),
  v.forward(
    v.partialCheck(
      [['newPassword'], ['newPassword_confirmation']],
      (input) => input.newPassword === input.newPassword_confirmation,
      PASSWORD_MISMATCH,
    ),
    ['newPassword_confirmation'],
  ),
)
export type ChangePasswordBody = v.InferOutput<typeof changePasswordBodySchema>

// ---------------------------------------------------------------------------------------------
// Shipping addresses
// ---------------------------------------------------------------------------------------------

/** Countries we deliver to. */
export const countryIds = ['AT', 'DE', 'IT', 'CH', 'LI', 'SI', 'HU', 'CZ', 'SK'] as const
type CountryId = (typeof countryIds)[number]

/** The form of each country's postal codes, for the check and its message. */
const POSTAL_CODES: Readonly<Record<CountryId, { name: string; pattern: RegExp; hint: string }>> = {
  AT: { name: 'Austria', pattern: /^\d{4}$/, hint: '4 digits' },
  DE: { name: 'Germany', pattern: /^\d{5}$/, hint: '5 digits' },
  IT: { name: 'Italy', pattern: /^\d{5}$/, hint: '5 digits' },
  CH: { name: 'Switzerland', pattern: /^\d{4}$/, hint: '4 digits' },
  LI: { name: 'Liechtenstein', pattern: /^94(8[5-9]|9[0-8])$/, hint: '4 digits from 9485 to 9498' },
  SI: { name: 'Slovenia', pattern: /^\d{4}$/, hint: '4 digits' },
  HU: { name: 'Hungary', pattern: /^\d{4}$/, hint: '4 digits' },
  CZ: { name: 'Czechia', pattern: /^\d{3} ?\d{2}$/, hint: '5 digits' },
  SK: { name: 'Slovakia', pattern: /^\d{3} ?\d{2}$/, hint: '5 digits' },
}

function postalMessage(countryId: CountryId): string {
  const country = POSTAL_CODES[countryId]
  return `The postal code must have ${country.hint} for ${country.name}.`
}

export const STORE_MISSING = 'Choose a store for click & collect.'
export const UNKNOWN_STORE = 'The selected store does not exist.'

const postalAddressEntries = {
  firstname: requiredText('first name', 100),
  lastname: requiredText('last name', 100),
  city: requiredText('city', 100),
  countryId: v.picklist(countryIds, `The country must be one of ${countryIds.join(', ')}.`),
  postal: requiredText('postal code', 10),
  street: requiredText('street', 150),
  streetNo: requiredText('house number', 20),
}

/** Whether the postal code has the form of the chosen country's codes. */
const postalCodeFits = (input: { countryId: CountryId; postal: string }) =>
  POSTAL_CODES[input.countryId].pattern.test(input.postal)

/** A name and postal address given with an order (a guest's, or a customer's new one). */
export const postalAddressBodySchema = v.pipe(
  formObject(postalAddressEntries),
  v.forward(
    v.partialCheck([['countryId'], ['postal']], postalCodeFits, (issue) =>
      postalMessage(issue.input.countryId),
    ),
    ['postal'],
  ),
)
export type PostalAddressBody = v.InferOutput<typeof postalAddressBodySchema>

export const addressBodySchema = v.pipe(
  formObject({
    ...postalAddressEntries,
    deliveryType: deliveryTypeSchema,
    // Left out: a new address is not the default (unless it is the first); an edited one keeps its flag.
    isDefault: v.optional(v.boolean('The default address setting must be true or false.')),
    /** The pick-up store (its id): required for click & collect, ignored and cleared for home delivery. */
    storeId: v.optional(v.nullable(idSchema(UNKNOWN_STORE))),
  }),
  v.forward(
    v.partialCheck(
      [['deliveryType'], ['storeId']],
      (input) => input.deliveryType !== 'click_and_collect' || typeof input.storeId === 'number',
      STORE_MISSING,
    ),
    ['storeId'],
  ),
  v.forward(
    v.partialCheck([['countryId'], ['postal']], postalCodeFits, (issue) =>
      postalMessage(issue.input.countryId),
    ),
    ['postal'],
  ),
)
export type AddressBody = v.InferOutput<typeof addressBodySchema>

/** Path parameter of one address or order: its public UUID (anything else is simply not found). */
export const uuidParamsSchema = v.object({ id: v.pipe(v.string(), v.uuid()) })

export const addressResponseSchema = v.object({ data: v.object({ address: addressSchema }) })

// ---------------------------------------------------------------------------------------------
// Orders
// ---------------------------------------------------------------------------------------------

const orderStatusSchema = v.picklist(orderStatuses)

/** Orders per page of GET /api/v1/user/orders/. */
export const ORDERS_PAGE_SIZE = 20
/** Far beyond any customer's history; keeps the offset a small number. */
export const MAX_ORDERS_PAGE = 1_000_000
const PAGE_MESSAGE = 'The page must be a whole number from 1.'

export const ordersQuerySchema = v.object({
  page: v.optional(
    v.config(
      v.pipe(
        v.string(PAGE_MESSAGE),
        v.regex(/^\d+$/, PAGE_MESSAGE),
        v.transform(Number),
        v.minValue(1, PAGE_MESSAGE),
        v.maxValue(MAX_ORDERS_PAGE, `The page must be at most ${MAX_ORDERS_PAGE}.`),
      ),
      // One message per value: "0" is not a page, and need not also be "at most …".
      { abortPipeEarly: true },
    ),
    '1',
  ),
})

export const orderSummarySchema = v.object({
  uuid: v.string(),
  number: v.string(),
  status: orderStatusSchema,
  /** ISO 8601 timestamp. */
  placedAt: v.string(),
  /** Euros. */
  total: v.number(),
  /** de-AT display form, e.g. "€ 129,90". */
  totalFormatted: v.string(),
  /** Number of pieces over all lines. */
  itemCount: v.number(),
  deliveryType: v.picklist(deliveryTypes),
})
export type OrderSummary = v.InferOutput<typeof orderSummarySchema>

export const orderLineSchema = v.object({
  /** The line's id within its order: what a cancellation names. */
  id: v.number(),
  sku: v.string(),
  name: v.string(),
  brandName: v.string(),
  /** The product's gender (spec §3 names); unknown when the product is no longer sold. */
  genderSysname: v.picklist(['unknown', 'female', 'male', 'kinder']),
  /**
   * The product's colour as named when the order was placed (in the checkout's language); empty for
   * a service line (mounting) and for orders from before colours were kept.
   */
  color: v.string(),
  size: v.string(),
  quantity: v.number(),
  unitPrice: v.number(),
  unitPriceFormatted: v.string(),
  lineTotal: v.number(),
  lineTotalFormatted: v.string(),
  image: v.string(),
  /** Storefront path of the product page; null when the product is no longer sold. */
  productUrl: v.nullable(v.string()),
  /** Units of `quantity` cancelled before shipping (0 to `quantity`). */
  cancelledQuantity: v.number(),
  /** Units registered for return (ADR 035); `quantity - cancelledQuantity - returnedQuantity` may still be returned. */
  returnedQuantity: v.number(),
})
export type OrderLine = v.InferOutput<typeof orderLineSchema>

export const orderAddressSchema = v.object({
  firstname: v.string(),
  lastname: v.string(),
  street: v.string(),
  streetNo: v.string(),
  postal: v.string(),
  city: v.string(),
  countryId: v.string(),
})

/** Why a piece comes back (ADR 035). */
export const returnReasonSchema = v.picklist(returnReasons)

/** A return of the order: what comes back, how, and the refund once it was received (ADR 035). */
export const orderReturnSchema = v.object({
  uuid: v.string(),
  /** Printed on the label as text and as a Code 128 barcode. */
  code: v.string(),
  /** `pickup` at the delivery address on `pickupDate`, or handed in at `store`. */
  method: v.picklist(returnMethods),
  pickupDate: v.nullable(v.string()),
  store: v.nullable(v.object({ id: v.number(), name: v.string() })),
  lines: v.array(v.object({ id: v.number(), quantity: v.number(), reason: returnReasonSchema })),
  /** `registered` until the parcel arrived, then `received` with the refund. */
  status: v.picklist(['registered', 'received']),
  createdAt: v.string(),
  receivedAt: v.nullable(v.string()),
  refund: v.nullable(v.number()),
  refundFormatted: v.nullable(v.string()),
})
export type OrderReturn = v.InferOutput<typeof orderReturnSchema>

export const orderDetailSchema = v.object({
  uuid: v.string(),
  number: v.string(),
  status: orderStatusSchema,
  placedAt: v.string(),
  deliveryType: v.picklist(deliveryTypes),
  /** null for click & collect. */
  deliveryAddress: v.nullable(orderAddressSchema),
  /** The pick-up store for click & collect. */
  store: v.nullable(storeRefSchema),
  /** invoice | prepayment */
  paymentMethod: v.string(),
  lines: v.array(orderLineSchema),
  subtotal: v.number(),
  subtotalFormatted: v.string(),
  delivery: v.number(),
  deliveryFormatted: v.string(),
  total: v.number(),
  totalFormatted: v.string(),
  /** Loyalty points booked for this order (the sum of its bookings, a whole number); 0 if none. */
  loyaltyPoints: v.pipe(v.number(), v.integer()),
  /** Whether the order may still be cancelled (whole or by line): it has not left the warehouse. */
  cancellable: v.boolean(),
  /** What was cancelled of `total` (the whole total, delivery included, once the order is cancelled). */
  cancelled: v.number(),
  cancelledFormatted: v.string(),
  /** `total` less `cancelled`: what the customer pays. */
  amountDue: v.number(),
  amountDueFormatted: v.string(),
  /** The order's statuses so far, oldest first (ISO 8601 times). */
  history: v.array(v.object({ status: orderStatusSchema, at: v.string() })),
  /**
   * Whether the customer may register a return now: the order has left the warehouse, arrived at
   * most 30 days ago (or is on its way), is not team kit and has pieces left to return.
   */
  returnable: v.boolean(),
  /** The returns registered, newest first. */
  returns: v.array(orderReturnSchema),
  /** What was refunded for returned goods so far. */
  refunded: v.number(),
  refundedFormatted: v.string(),
  /** The invoice issued with the order (`RE-{year}-{n}`, ADR 036); null for an order from before invoices. */
  invoiceNumber: v.nullable(v.string()),
  /** The credit notes that corrected the invoice (a cancellation, a received return), oldest first. */
  creditNotes: v.array(
    v.object({
      number: v.string(),
      issuedAt: v.string(),
      /** `cancellation` or `return`. */
      reason: v.picklist(['cancellation', 'return']),
      amount: v.number(),
      amountFormatted: v.string(),
    }),
  ),
})
export type OrderDetail = v.InferOutput<typeof orderDetailSchema>

export const ordersPaginationSchema = v.object({
  /** The page asked for (a page past the last one has no orders). */
  page: v.number(),
  pageSize: v.number(),
  /** The customer's orders over all pages. */
  total: v.number(),
  /** At least 1, so "page 1 of 1" holds for a customer without orders. */
  pages: v.number(),
})
export type OrdersPagination = v.InferOutput<typeof ordersPaginationSchema>

export const ordersResponseSchema = v.object({
  data: v.object({ orders: v.array(orderSummarySchema), pagination: ordersPaginationSchema }),
})
export const orderResponseSchema = v.object({ data: v.object({ order: orderDetailSchema }) })

/** The customer's home store ("my store"): a store id, or null to forget it. */
export const homeStoreBodySchema = formObject({
  storeId: v.nullable(idSchema(UNKNOWN_STORE)),
})
export const homeStoreResponseSchema = v.object({ data: v.object({ store: v.nullable(storeRefSchema) }) })
