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
 * Characters a written phone number may hold (as the API checks them: digits, +, spaces, ( ) / . -).
 * Also the input's `pattern`, which browsers compile with the `v` flag: every sign escaped.
 */
export const PHONE_PATTERN = String.raw`\+?[0-9 \(\)\/.\-]+`

/**
 * The optional phone number for delivery questions, as the shop API takes it: loose on purpose
 * (shoppers write numbers in many ways), refusing only what cannot be one: 6 to 15 digits.
 */
export const phoneSchema = v.pipe(
  v.string(),
  v.trim(),
  v.maxLength(30, () => m.checkout_phone_invalid()),
  v.regex(new RegExp(`^${PHONE_PATTERN}$`), () => m.checkout_phone_invalid()),
  v.check(
    (phone) => {
      const digits = phone.replace(/\D/g, '').length
      return digits >= 6 && digits <= 15
    },
    () => m.checkout_phone_invalid(),
  ),
)

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

  let phone: string | undefined
  if (values.phone) {
    const parsed = v.safeParse(phoneSchema, values.phone)
    if (parsed.success) phone = parsed.output
    else errors.phone = parsed.issues[0].message
  }

  const body: { -readonly [K in keyof PlaceOrderBody]: PlaceOrderBody[K] } = {
    deliveryType: deliveryType.success ? deliveryType.output : 'home',
    paymentMethod: paymentMethod.success ? paymentMethod.output : 'invoice',
    ...(email === undefined ? {} : { email }),
    ...(phone === undefined ? {} : { phone }),
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

/** The id of a text field's input: `shipping.postal` → `field-shipping-postal`. */
export const fieldId = (name: string): string => `field-${name.replace('.', '-')}`

/** The label of each field the summary may name, and where its link leads (the input to focus). */
const SUMMARY_FIELDS: readonly (readonly [string, () => string, string])[] = [
  ['deliveryType', m.checkout_delivery_field, '#delivery-home'],
  ['addressId', m.checkout_section_shipping, '#address-new'],
  ...ADDRESS_FIELDS.map(
    ([field]) => [`shipping.${field}`, addressLabel(field), `#${fieldId(`shipping.${field}`)}`] as const,
  ),
  ['shipping.countryId', m.address_country, '#field-shipping-countryId'],
  ['storeId', m.address_store, '#field-storeId'],
  ['billingAddressId', m.checkout_billing_choose, '#field-billingAddressId'],
  ...ADDRESS_FIELDS.map(
    ([field]) => [`billing.${field}`, addressLabel(field), `#${fieldId(`billing.${field}`)}`] as const,
  ),
  ['billing.countryId', m.address_country, '#field-billing-countryId'],
  ['email', m.form_email, '#field-email'],
  ['phone', m.checkout_phone, '#field-phone'],
  ['paymentMethod', m.checkout_payment_field, '#payment-invoice'],
]

function addressLabel(field: (typeof ADDRESS_FIELDS)[number][0]): () => string {
  const labels = {
    firstname: m.form_first_name,
    lastname: m.form_last_name,
    street: m.address_street,
    streetNo: m.address_street_no,
    postal: m.address_postal,
    city: m.address_city,
  } satisfies Record<(typeof ADDRESS_FIELDS)[number][0], () => string>
  return labels[field]
}

/**
 * A field's name as the summary says it: delivery and billing address share their labels, so
 * theirs carry the section ("Vorname (Lieferadresse)").
 */
export function summaryLabel(name: string, label: string): string {
  if (name.startsWith('shipping.'))
    return m.checkout_error_field_in_section({ field: label, section: m.checkout_section_shipping() })
  if (name.startsWith('billing.'))
    return m.checkout_error_field_in_section({ field: label, section: m.checkout_step_billing() })
  return label
}

/** A field as the summary names it ("Vorname (Lieferadresse)"), also for the form's script. */
export function summaryFieldName(name: string): string {
  const label = SUMMARY_FIELDS.find(([key]) => key === name)?.[1]
  return label ? summaryLabel(name, label()) : name
}

/** One line of the error summary: linked to its field, or plain text for the order as a whole. */
export interface SummaryEntry {
  readonly key: string
  readonly href: string | null
  readonly text: string
}

/**
 * The error summary at the top of a refused form (with or without JavaScript the same): problems of
 * the whole order first, then one line per field in the order of the form, each naming its field
 * (a list of "Bitte ausfüllen." alone tells the shopper nothing) and linking to it.
 */
export function errorSummary(errors: CheckoutErrors): SummaryEntry[] {
  const known = new Set(SUMMARY_FIELDS.map(([key]) => key))
  const general = Object.entries(errors)
    .filter(([key]) => !known.has(key))
    .map(([key, text]) => ({ key, href: null, text }))
  const fields = SUMMARY_FIELDS.flatMap(([key, label, href]) => {
    const message = errors[key]
    if (message === undefined) return []
    return [{ key, href, text: m.checkout_error_field({ field: summaryLabel(key, label()), message }) }]
  })
  return [...general, ...fields]
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
