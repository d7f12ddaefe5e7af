/**
 * The account area's shapes (spec §3 Personal data, Account data response, Shipping address, Order):
 * what the storefront reads from the shop API, and what its forms accept. Client-safe.
 */
import * as v from 'valibot'
import { pdfDescriptionSchema } from './file.schema'
import { cartSchema } from './cart.schema'
import { endpoint } from './contract'
import type { ContractEndpoint } from './contract'
import { m } from '~/paraglide/messages'

export const priceTypes = ['vk', 'premium', 'staff', 'pro'] as const
export type PriceType = (typeof priceTypes)[number]

export const genders = ['', 'male', 'female', 'divers'] as const
export const deliveryTypes = ['home', 'click_and_collect'] as const
export type DeliveryType = (typeof deliveryTypes)[number]
export const countryIds = ['AT', 'DE', 'IT', 'CH', 'LI', 'SI', 'HU', 'CZ', 'SK'] as const

// ---------------------------------------------------------------------------------------------
// Read from the shop
// ---------------------------------------------------------------------------------------------

export const personalDataSchema = v.object({
  firstName: v.string(),
  lastName: v.string(),
  email: v.string(),
  phone: v.optional(v.nullable(v.string()), ''),
  birthday: v.optional(v.nullable(v.string()), null),
  gender: v.optional(v.fallback(v.picklist(genders), ''), ''),
  avatar: v.optional(v.nullable(v.string()), ''),
  separateEmail: v.optional(v.boolean(), false),
})
export type PersonalData = v.InferOutput<typeof personalDataSchema>

export const storeRefSchema = v.object({
  id: v.number(),
  slug: v.string(),
  name: v.string(),
  city: v.string(),
})
export type StoreRef = v.InferOutput<typeof storeRefSchema>

export const shippingAddressSchema = v.object({
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
  /** The pick-up store of a click & collect address. */
  store: v.optional(v.nullable(storeRefSchema), null),
})
export type ShippingAddress = v.InferOutput<typeof shippingAddressSchema>

export const accountDataSchema = v.object({
  personal: personalDataSchema,
  role: v.fallback(v.picklist(priceTypes), 'vk'),
  store: v.nullable(storeRefSchema),
  addresses: v.object({ shipping: v.array(shippingAddressSchema) }),
  p4m: v.optional(v.boolean(), false),
  verified: v.optional(v.boolean(), false),
})
export type AccountData = v.InferOutput<typeof accountDataSchema>

/** What GET /api/v1/user/ answers (spec §3 Account data response). */
export const accountResponseSchema = v.object({ data: accountDataSchema })

/** What the personal-data and separate-e-mail writes answer. */
export const personalResponseSchema = v.object({ data: v.object({ personal: personalDataSchema }) })

/** What a password change answers: the new token that replaces the stored one (spec §4). */
export const tokenResponseSchema = v.object({ data: v.object({ token: v.string() }) })

/** What an address write answers. */
export const addressResponseSchema = v.object({ data: v.object({ address: shippingAddressSchema }) })

/** Who is looking: a visitor, or a customer with their account data (spec §4 Session). */
export type Viewer =
  | { readonly kind: 'visitor'; readonly sessionEnded: boolean }
  | { readonly kind: 'customer'; readonly account: AccountData }

/** Where an order stands (ADR 034); `cancellable` in an order's answer says whether it may still be cancelled. */
export const orderStatuses = [
  'received',
  'in_preparation',
  'shipped',
  'ready_for_pickup',
  'picked_up',
  'delivered',
  'cancelled',
  'partly_returned',
  'returned',
] as const
export type OrderStatus = (typeof orderStatuses)[number]

export const orderSummarySchema = v.object({
  uuid: v.string(),
  number: v.string(),
  status: v.picklist(orderStatuses),
  placedAt: v.string(),
  total: v.number(),
  totalFormatted: v.string(),
  itemCount: v.number(),
  deliveryType: v.picklist(deliveryTypes),
})
export type OrderSummary = v.InferOutput<typeof orderSummarySchema>

export const ORDERS_PAGE_SIZE = 20
/** The deepest order-list page a URL may ask for. */
export const MAX_ORDERS_PAGE = 10_000

export const ordersPageSchema = v.object({
  orders: v.array(orderSummarySchema),
  pagination: v.optional(
    v.object({ page: v.number(), pageSize: v.number(), total: v.number(), pages: v.number() }),
  ),
})
export const ordersResponseSchema = v.object({ data: ordersPageSchema })

export type OrdersPage = {
  readonly orders: readonly OrderSummary[]
  readonly page: number
  readonly pages: number
  readonly total: number
}

export const orderAddressSchema = v.object({
  firstname: v.string(),
  lastname: v.string(),
  street: v.string(),
  streetNo: v.string(),
  postal: v.string(),
  city: v.string(),
  countryId: v.string(),
})

export const orderLineSchema = v.object({
  /** The line's id within the order, which a cancellation names; an API without it offers none by line. */
  id: v.optional(v.number()),
  sku: v.string(),
  name: v.string(),
  brandName: v.string(),
  genderSysname: v.picklist(['unknown', 'female', 'male', 'kinder']),
  /** The colour as named when ordered; empty for services, and from an API host without it. */
  color: v.optional(v.string(), ''),
  size: v.string(),
  quantity: v.number(),
  unitPrice: v.number(),
  unitPriceFormatted: v.string(),
  lineTotalFormatted: v.string(),
  image: v.string(),
  productUrl: v.nullable(v.string()),
  /** Units of `quantity` cancelled before shipping. */
  cancelledQuantity: v.optional(v.number(), 0),
  /** Units registered for return (ADR 035). */
  returnedQuantity: v.optional(v.number(), 0),
})
export type OrderLine = v.InferOutput<typeof orderLineSchema>

export const returnReasons = [
  'too_small',
  'too_big',
  'not_as_described',
  'damaged',
  'wrong_item',
  'changed_mind',
  'other',
] as const
export type ReturnReason = (typeof returnReasons)[number]

/** A return of the order (ADR 035): what comes back, how, and the refund once received. */
export const orderReturnSchema = v.object({
  uuid: v.string(),
  code: v.string(),
  method: v.picklist(['pickup', 'store']),
  pickupDate: v.nullable(v.string()),
  store: v.nullable(v.object({ id: v.number(), name: v.string() })),
  lines: v.array(v.object({ id: v.number(), quantity: v.number(), reason: v.picklist(returnReasons) })),
  status: v.picklist(['registered', 'received']),
  createdAt: v.string(),
  receivedAt: v.nullable(v.string()),
  refundFormatted: v.nullable(v.string()),
})
export type OrderReturn = v.InferOutput<typeof orderReturnSchema>

export const orderDetailSchema = v.object({
  uuid: v.string(),
  number: v.string(),
  status: v.picklist(orderStatuses),
  placedAt: v.string(),
  deliveryType: v.picklist(deliveryTypes),
  deliveryAddress: v.nullable(orderAddressSchema),
  store: v.nullable(storeRefSchema),
  paymentMethod: v.string(),
  lines: v.array(orderLineSchema),
  subtotalFormatted: v.string(),
  delivery: v.number(),
  deliveryFormatted: v.string(),
  total: v.number(),
  totalFormatted: v.string(),
  loyaltyPoints: v.optional(v.number(), 0),
  /** Whether the order may still be cancelled; an API without cancellation offers none. */
  cancellable: v.optional(v.boolean(), false),
  /** What was cancelled of the total (0 when nothing was). */
  cancelled: v.optional(v.number(), 0),
  cancelledFormatted: v.optional(v.string(), ''),
  /** What is still due; absent from an API without cancellation (then the total is). */
  amountDueFormatted: v.optional(v.string()),
  /** The statuses so far, oldest first. */
  history: v.optional(v.array(v.object({ status: v.picklist(orderStatuses), at: v.string() })), []),
  /** Whether a return may be registered now; an API without returns offers none. */
  returnable: v.optional(v.boolean(), false),
  returns: v.optional(v.array(orderReturnSchema), []),
  /** What was refunded for returned goods (0 when nothing was). */
  refunded: v.optional(v.number(), 0),
  refundedFormatted: v.optional(v.string(), ''),
  /** The invoice's number (ADR 036); an API without invoices offers none. */
  invoiceNumber: v.optional(v.nullable(v.string()), null),
  /** The credit notes that corrected the invoice, oldest first. */
  creditNotes: v.optional(
    v.array(
      v.object({
        number: v.string(),
        issuedAt: v.string(),
        reason: v.picklist(['cancellation', 'return']),
        amountFormatted: v.string(),
      }),
    ),
    [],
  ),
})
export type OrderDetail = v.InferOutput<typeof orderDetailSchema>

export const orderResponseSchema = v.object({ data: v.object({ order: orderDetailSchema }) })

/** What registering a return answers: the order with it, and the return (its label is fetched by id). */
export const registerReturnResponseSchema = v.object({
  data: v.object({ order: orderDetailSchema, orderReturn: orderReturnSchema }),
})

/** What asking for another login address answers: the address the link went to. */
export const emailChangeResponseSchema = v.object({
  data: v.object({ pendingEmail: v.string(), expiresAt: v.string() }),
})

/** What opening the link answers: the account's address now. */
export const emailConfirmedResponseSchema = v.object({ data: v.object({ email: v.string() }) })

/** The token of a mailed e-mail-change link (base64url, 43 characters); anything else is a 404 page. */
export const emailChangeTokenParamsSchema = v.object({
  token: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{43}$/)),
})

/**
 * A copy of the customer's data: handed to the customer as it comes (every field kept), so only its
 * envelope is checked.
 */
export const dataExportResponseSchema = v.object({ data: v.looseObject({ exportedAt: v.string() }) })

/** What "buy the same again" answers: the cart, and what went in whole or not (docs/api.md). */
export const reorderResponseSchema = v.object({
  data: v.object({
    cart: cartSchema,
    added: v.array(v.object({ sku: v.string(), name: v.string(), size: v.string(), quantity: v.number() })),
    unavailable: v.array(
      v.object({
        sku: v.string(),
        name: v.string(),
        size: v.string(),
        quantity: v.number(),
        reason: v.picklist(['not_sold', 'sold_out', 'fewer']),
        added: v.number(),
      }),
    ),
  }),
})
export type Reorder = Omit<v.InferOutput<typeof reorderResponseSchema>['data'], 'cart'>

/** One of the customer's orders, or why there is none: no session (any more), or not theirs / unknown. */
export type OrderRead =
  | { readonly ok: true; readonly order: OrderDetail }
  | { readonly ok: false; readonly reason: 'logged-out' | 'session-ended' | 'not-found' }

export const pickupStoreSchema = v.object({
  id: v.number(),
  name: v.string(),
  street: v.string(),
  streetNo: v.string(),
  postal: v.string(),
  city: v.string(),
})
export type PickupStore = v.InferOutput<typeof pickupStoreSchema>

// ---------------------------------------------------------------------------------------------
// Passwords (design brief §7); the forms themselves are in account-forms.schema.ts
// ---------------------------------------------------------------------------------------------

export const PASSWORD_MIN_LENGTH = 8
export const PASSWORD_MAX_LENGTH = 128

/** Design brief §7: 8–128 characters, no composition rules; the server checks again. */
export const newPasswordSchema = v.pipe(
  v.string(),
  v.minLength(PASSWORD_MIN_LENGTH, () =>
    m.form_password_length({ min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH }),
  ),
  v.maxLength(PASSWORD_MAX_LENGTH, () =>
    m.form_password_length({ min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH }),
  ),
)

export const addressIdSchema = v.pipe(v.string(), v.uuid())

export const orderParamsSchema = v.object({ uuid: v.pipe(v.string(), v.uuid()) })

/** `?page=N` of the order list: 2 and up; anything else (and 1) is the first page, left out of the URL. */
export const ordersSearchSchema = v.object({
  page: v.pipe(
    v.optional(v.unknown()),
    v.transform((raw) => {
      const page =
        typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d{1,5}$/.test(raw) ? Number(raw) : 1
      return Number.isInteger(page) && page >= 2 && page <= MAX_ORDERS_PAGE ? page : undefined
    }),
  ),
})

/**
 * The account endpoints the storefront calls (checked by the contract test). The answers of the
 * home-store write and of the deletions are not read.
 */
export const accountContract = (): readonly ContractEndpoint[] => [
  endpoint('GET', '/api/v1/user/', accountResponseSchema),
  endpoint('PUT', '/api/v1/user/personal/', personalResponseSchema),
  endpoint('POST', '/api/v1/user/separate-email/', personalResponseSchema),
  endpoint('PUT', '/api/v1/user/store/'),
  endpoint('DELETE', '/api/v1/user/'),
  endpoint('POST', '/api/v1/user/change-password/', tokenResponseSchema),
  endpoint('POST', '/api/v1/user/email/', emailChangeResponseSchema),
  endpoint('POST', '/api/v1/user/email/confirm/:token/', emailConfirmedResponseSchema),
  endpoint('GET', '/api/v1/user/export/', dataExportResponseSchema),
  endpoint('GET', '/api/v1/user/orders/', ordersResponseSchema),
  endpoint('GET', '/api/v1/user/order/:id/', orderResponseSchema),
  endpoint('POST', '/api/v1/user/order/:id/cancel/', orderResponseSchema),
  endpoint('POST', '/api/v1/user/order/:id/reorder/', reorderResponseSchema),
  endpoint('POST', '/api/v1/user/order/:id/returns/', registerReturnResponseSchema),
  endpoint('GET', '/api/v1/user/order/:id/returns/:returnId/label/', pdfDescriptionSchema),
  endpoint('GET', '/api/v1/user/order/:id/invoice/', pdfDescriptionSchema),
  endpoint('GET', '/api/v1/user/order/:id/credit-notes/:number/', pdfDescriptionSchema),
  endpoint('POST', '/api/v1/user/address/shipping/', addressResponseSchema),
  endpoint('PUT', '/api/v1/user/address/shipping/:id/', addressResponseSchema),
  endpoint('DELETE', '/api/v1/user/address/shipping/:id/'),
]
