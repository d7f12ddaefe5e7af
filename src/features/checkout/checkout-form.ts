/**
 * The reference checkout's form (design brief §7 "Checkout"): what a browser posts, without
 * JavaScript, turned into the body of POST /api/v1/orders/ or into field errors in the shopper's
 * language. Only the fields of the chosen delivery type count: the form shows both kinds of fields
 * (hidden by CSS, not removed) when no script runs.
 */
import * as v from 'valibot'
import { countryIds } from '~/shop-client/schemas/account.schema'
import type { PlaceOrderBody, PostalAddress } from '~/shop-client/schemas/checkout.schema'
import { m } from '~/paraglide/messages'

type CountryId = (typeof countryIds)[number]

/** Postal codes per country (as the API checks them), so the shopper learns before the shop is asked. */
const POSTAL_PATTERNS: Readonly<Record<CountryId, RegExp>> = {
  AT: /^\d{4}$/,
  DE: /^\d{5}$/,
  IT: /^\d{5}$/,
  CH: /^\d{4}$/,
  LI: /^94(8[5-9]|9[0-8])$/,
  SI: /^\d{4}$/,
  HU: /^\d{4}$/,
  CZ: /^\d{3} ?\d{2}$/,
  SK: /^\d{3} ?\d{2}$/,
}

export const NEW_ADDRESS = 'new'

/** What the shopper typed, kept to fill the form again after an error. */
export type CheckoutValues = Readonly<Record<string, string>>
export type CheckoutErrors = Readonly<Record<string, string>>

export type CheckoutParse =
  | { readonly ok: true; readonly body: PlaceOrderBody; readonly idempotencyKey: string }
  | { readonly ok: false; readonly errors: CheckoutErrors }

const ADDRESS_FIELDS = [
  ['firstname', 100],
  ['lastname', 100],
  ['street', 150],
  ['streetNo', 20],
  ['postal', 10],
  ['city', 100],
] as const

export const idempotencyKeySchema = v.pipe(v.string(), v.uuid())

/** The form's values as plain strings (files and repeated names are not part of this form). */
export function formValues(form: FormData): CheckoutValues {
  const values: Record<string, string> = {}
  for (const [key, value] of form)
    if (typeof value === 'string' && !(key in values)) values[key] = value.trim()
  return values
}

/** One address of the form (`prefix` `shipping` or `billing`), or its field errors. */
function readAddress(
  values: CheckoutValues,
  prefix: string,
  errors: Record<string, string>,
): PostalAddress | null {
  const before = Object.keys(errors).length
  const text: Record<string, string> = {}
  for (const [field, max] of ADDRESS_FIELDS) {
    const value = values[`${prefix}.${field}`] ?? ''
    if (value === '') errors[`${prefix}.${field}`] = m.form_required()
    else if (value.length > max) errors[`${prefix}.${field}`] = m.form_too_long({ max })
    text[field] = value
  }
  const country = v.safeParse(v.picklist(countryIds), values[`${prefix}.countryId`])
  if (!country.success) errors[`${prefix}.countryId`] = m.form_required()
  else if (text.postal && !POSTAL_PATTERNS[country.output].test(text.postal))
    errors[`${prefix}.postal`] = m.checkout_postal_invalid()
  if (Object.keys(errors).length > before || !country.success) return null
  return {
    firstname: text.firstname ?? '',
    lastname: text.lastname ?? '',
    street: text.street ?? '',
    streetNo: text.streetNo ?? '',
    postal: text.postal ?? '',
    city: text.city ?? '',
    countryId: country.output,
  }
}

const emailSchema = v.pipe(v.string(), v.maxLength(254), v.email())

/**
 * The order body from a posted form. `isCustomer`: customers choose saved addresses and get mail at
 * their account's address; guests type an e-mail and their addresses.
 */
export function parseCheckoutForm(values: CheckoutValues, isCustomer: boolean): CheckoutParse {
  const errors: Record<string, string> = {}
  const key = v.safeParse(idempotencyKeySchema, values.idempotencyKey)
  if (!key.success) errors.form = m.checkout_expired()

  const deliveryType = v.safeParse(v.picklist(['home', 'click_and_collect']), values.deliveryType)
  if (!deliveryType.success) errors.deliveryType = m.checkout_choose_delivery()
  const paymentMethod = v.safeParse(v.picklist(['invoice', 'prepayment']), values.paymentMethod)
  if (!paymentMethod.success) errors.paymentMethod = m.checkout_choose_payment()

  let email: string | undefined
  if (!isCustomer) {
    const parsed = v.safeParse(emailSchema, (values.email ?? '').toLowerCase())
    if (parsed.success) email = parsed.output
    else errors.email = values.email ? m.form_email_invalid() : m.form_required()
  }

  const body: { -readonly [K in keyof PlaceOrderBody]: PlaceOrderBody[K] } = {
    deliveryType: deliveryType.success ? deliveryType.output : 'home',
    paymentMethod: paymentMethod.success ? paymentMethod.output : 'invoice',
    ...(email === undefined ? {} : { email }),
  }

  if (body.deliveryType === 'home') {
    const saved = isCustomer ? (values.addressId ?? NEW_ADDRESS) : NEW_ADDRESS
    if (saved !== NEW_ADDRESS) {
      if (v.safeParse(v.pipe(v.string(), v.uuid()), saved).success) body.addressId = saved
      else errors.addressId = m.checkout_choose_address()
    } else {
      const address = readAddress(values, 'shipping', errors)
      if (address) body.shippingAddress = address
    }
  } else {
    const store = values.storeId ?? ''
    if (/^\d{1,9}$/.test(store) && Number(store) > 0) body.storeId = Number(store)
    else errors.storeId = m.address_store_required()
  }

  // Billing: the delivery address unless the shopper asks for another (click & collect has no
  // delivery address: guests always give one, customers may use a saved one).
  const separateBilling = values.billingSame !== 'on' || body.deliveryType === 'click_and_collect'
  if (separateBilling) {
    const saved = isCustomer ? (values.billingAddressId ?? NEW_ADDRESS) : NEW_ADDRESS
    if (saved !== NEW_ADDRESS) {
      if (v.safeParse(v.pipe(v.string(), v.uuid()), saved).success) body.billingAddressId = saved
      else errors.billingAddressId = m.checkout_choose_address()
    } else {
      const address = readAddress(values, 'billing', errors)
      if (address) body.billingAddress = address
    }
  }

  if (Object.keys(errors).length > 0 || !key.success) return { ok: false, errors }
  return { ok: true, body, idempotencyKey: key.output }
}

/** A cart line as the refusal message needs it. */
interface RefusedLineCandidate {
  readonly hash: string
  readonly product: { readonly name: string }
  readonly option: { readonly title: string }
}

/**
 * What the shopper reads when the shop refuses the cart itself (`errors.cart`), from the cart as it
 * now is and the API's own (English) messages: the lines the stock no longer covers, else the lines
 * the API names (a team line its customer may no longer order, an item no longer sold), else that the
 * cart changed, and only for a cart with nothing in it, that it is empty.
 */
export function cartRefusalMessage(
  lines: readonly RefusedLineCandidate[],
  unavailableHashes: readonly string[],
  apiMessages: readonly string[],
): string {
  // The catalogue's product names begin with their brand.
  const named = (line: RefusedLineCandidate) => `${line.product.name} (${line.option.title})`
  const short = lines.filter((line) => unavailableHashes.includes(line.hash))
  if (short.length > 0) return m.checkout_stock_changed({ names: short.map(named).join(', ') })
  if (lines.length === 0) return m.checkout_cart_empty()
  const refused = lines.filter((line) => apiMessages.some((message) => message.includes(line.product.name)))
  return refused.length > 0
    ? m.checkout_lines_refused({ names: refused.map(named).join(', ') })
    : m.checkout_cart_changed()
}
