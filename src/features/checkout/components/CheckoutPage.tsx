import type { ReactNode } from 'react'
import { ProductImage } from '~/ui/ProductImage'
import type { AccountData, ShippingAddress } from '~/shop-client/schemas/account.schema'
import type { Cart } from '~/shop-client/schemas/cart.schema'
import { m } from '~/paraglide/messages'
import { localizeHref } from '~/lib/locale-url'
import { inputClasses, linkClasses, primaryButtonClasses } from '~/ui/form-controls'
import { countryIds } from '~/shop-client/schemas/account.schema'
import { TEAM_BUILD } from '~/config/build-mode'
import { countryName } from '~/lib/country-name'
import { NEW_ADDRESS, PHONE_PATTERN, errorSummary, fieldId, summaryFieldName } from '../checkout-form'
import type { CheckoutErrors, CheckoutValues } from '../checkout-form'
import type { CheckoutData, CheckoutStore } from '../checkout.server'
import type { StorePickup } from '~/shop-client/schemas/store-stock.schema'

const sectionClasses = 'flex flex-col gap-4 rounded-lg border border-line bg-surface p-4 md:p-6'
const legendClasses = 'font-display text-xl font-bold text-brand-900'

/** Ids of the inputs whose state the stylesheet reads to hide the fields that do not apply. */
const ids = {
  deliveryHome: 'delivery-home',
  deliveryCollect: 'delivery-collect',
  billingSame: 'billing-same',
  addressNew: 'address-new',
}

function FieldError({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null
  return (
    <p id={`${id}-error`} className="text-sm font-medium text-sale-600">
      {error}
    </p>
  )
}

/** The visible mark of a required field; the `required` attribute tells assistive technology. */
function RequiredMark() {
  return (
    <span aria-hidden="true" className="ms-0.5 text-sale-600">
      *
    </span>
  )
}

function TextField({
  name,
  label,
  values,
  errors,
  autoComplete,
  type = 'text',
  required = true,
  pattern,
  invalidMessage,
  hint,
}: {
  name: string
  label: string
  values: CheckoutValues
  errors: CheckoutErrors
  autoComplete: string
  type?: string
  required?: boolean
  /** A constraint the browser checks before sending (the server checks it again). */
  pattern?: string
  /** What the summary says when the value breaks `type` or `pattern`. */
  invalidMessage?: string
  hint?: string
}) {
  const id = fieldId(name)
  const error = errors[name]
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ')
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      <input
        id={id}
        name={name}
        type={type}
        defaultValue={values[name] ?? ''}
        autoComplete={autoComplete}
        required={required}
        pattern={pattern}
        data-summary-label={summaryFieldName(name)}
        data-required-message={required ? m.form_required() : undefined}
        data-invalid-message={invalidMessage}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={inputClasses}
      />
      <FieldError id={id} error={error} />
    </div>
  )
}

/** The fields of a new address; `prefix` is `shipping` or `billing` (autocomplete sections too). */
function AddressFields({
  prefix,
  values,
  errors,
}: {
  prefix: string
  values: CheckoutValues
  errors: CheckoutErrors
}) {
  const section = prefix === 'shipping' ? 'shipping' : 'billing'
  const countryId = `field-${prefix}-countryId`
  const countryError = errors[`${prefix}.countryId`]
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <TextField
        name={`${prefix}.firstname`}
        label={m.form_first_name()}
        values={values}
        errors={errors}
        autoComplete={`section-${section} ${section} given-name`}
      />
      <TextField
        name={`${prefix}.lastname`}
        label={m.form_last_name()}
        values={values}
        errors={errors}
        autoComplete={`section-${section} ${section} family-name`}
      />
      <TextField
        name={`${prefix}.street`}
        label={m.address_street()}
        values={values}
        errors={errors}
        autoComplete={`section-${section} ${section} address-line1`}
      />
      <TextField
        name={`${prefix}.streetNo`}
        label={m.address_street_no()}
        values={values}
        errors={errors}
        autoComplete={`section-${section} ${section} address-line2`}
      />
      <TextField
        name={`${prefix}.postal`}
        label={m.address_postal()}
        values={values}
        errors={errors}
        autoComplete={`section-${section} ${section} postal-code`}
      />
      <TextField
        name={`${prefix}.city`}
        label={m.address_city()}
        values={values}
        errors={errors}
        autoComplete={`section-${section} ${section} address-level2`}
      />
      <div className="flex flex-col gap-1">
        <label htmlFor={countryId} className="text-sm font-semibold">
          {m.address_country()}
          <RequiredMark />
        </label>
        <select
          id={countryId}
          name={`${prefix}.countryId`}
          defaultValue={values[`${prefix}.countryId`] ?? 'AT'}
          autoComplete={`section-${section} ${section} country`}
          required
          data-summary-label={summaryFieldName(`${prefix}.countryId`)}
          data-required-message={m.form_required()}
          aria-invalid={countryError ? true : undefined}
          aria-describedby={countryError ? `${countryId}-error` : undefined}
          className={inputClasses}
        >
          {countryIds.map((country) => (
            <option key={country} value={country}>
              {countryName(country)}
            </option>
          ))}
        </select>
        <FieldError id={countryId} error={countryError} />
      </div>
    </div>
  )
}

const addressLine = (address: ShippingAddress) =>
  `${address.firstname} ${address.lastname}, ${address.street} ${address.streetNo}, ${address.postal} ${address.city}`

function RadioOption({
  id,
  name,
  value,
  checked,
  children,
}: {
  id: string
  name: string
  value: string
  checked: boolean
  children: ReactNode
}) {
  return (
    <div className="flex items-start gap-3 rounded-md border border-line p-3 has-checked:border-brand-700 has-checked:bg-brand-50">
      <input
        id={id}
        type="radio"
        name={name}
        value={value}
        defaultChecked={checked}
        className="mt-1 size-5 accent-brand-700"
      />
      <label htmlFor={id} className="flex-1">
        {children}
      </label>
    </div>
  )
}

function CartReview({ cart }: { cart: Cart }) {
  const available = cart.products.filter((line) => cart.groups.available.hashes.includes(line.hash))
  const unavailable = cart.products.filter((line) => cart.groups.unavailable.hashes.includes(line.hash))
  return (
    <section aria-labelledby="checkout-review" className={sectionClasses}>
      <h2 id="checkout-review" className={legendClasses}>
        {m.checkout_step_review()}
      </h2>
      <ul className="flex flex-col divide-y divide-line">
        {available.map((line) => (
          <li key={line.hash} className="flex gap-3 py-3">
            <ProductImage
              src={line.product.image}
              widths={[160]}
              sizes="64px"
              alt=""
              width={64}
              height={64}
              className="size-16 rounded-md object-contain"
            />
            <div className="flex flex-1 flex-col text-sm">
              <span className="font-semibold">{line.product.name}</span>
              <span>{m.cart_line_size({ size: line.option.title })}</span>
              <span>{m.checkout_line_quantity({ quantity: line.option.quantity })}</span>
              {line.set ? <span>{m.cart_line_set({ name: line.set.name })}</span> : null}
              {line.relatedProducts.length > 0 ? (
                <span>
                  {m.cart_line_related({
                    names: line.relatedProducts.map((related) => related.product.name).join(', '),
                  })}
                </span>
              ) : null}
              {line.mounting && line.mountingPriceFormatted ? (
                <span>
                  {line.isBike
                    ? m.cart_line_bike_mounting({ price: line.mountingPriceFormatted })
                    : m.cart_line_ski_mounting({ price: line.mountingPriceFormatted })}
                </span>
              ) : null}
            </div>
            <span className="text-sm font-semibold">{line.linePriceFormatted}</span>
          </li>
        ))}
      </ul>
      {unavailable.length > 0 ? (
        <div className="rounded-md border border-sale-600 bg-red-50 p-3 text-sm text-sale-600">
          <p className="font-semibold">{m.cart_group_unavailable_hint()}</p>
          <ul className="list-disc pl-5">
            {unavailable.map((line) => (
              <li key={line.hash}>
                {line.product.name} ({line.option.title})
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
        <dt>{m.cart_subtotal()}</dt>
        <dd className="text-right">{cart.total.totalCartPriceFormatted}</dd>
        <dt>{m.cart_delivery()}</dt>
        <dd className="text-right">{cart.total.deliveryPriceFormatted}</dd>
        <dt className="text-base font-bold">{m.cart_total()}</dt>
        <dd className="text-right text-base font-bold">{cart.total.totalPriceFormatted}</dd>
      </dl>
      <p className="text-xs text-ink-muted">{m.cart_vat_note()}</p>
      <a href={localizeHref('/warenkorb/')} className={`${linkClasses} self-start text-sm`}>
        {m.checkout_edit_cart()}
      </a>
    </section>
  )
}

/** A store as the click & collect choice names it, with when the cart is ready there (omnichannel). */
function storeLine(store: CheckoutStore, pickup: StorePickup | undefined) {
  const place = `${store.name} – ${store.street} ${store.streetNo}, ${store.postal} ${store.city}`
  if (!pickup) return place
  const ready = pickup.inStock
    ? m.checkout_pickup_today()
    : m.checkout_pickup_in_days({ days: pickup.pickupInDays })
  return `${place} · ${ready}`
}

const SUMMARY_ID = 'checkout-error-summary'
const summaryClasses = 'rounded-md border border-sale-600 bg-red-50 p-4 text-sale-600'

/**
 * Every problem of a refused form at its top, each naming its field and linking to it. It takes the
 * focus as the page loads (`autofocus`, no script needed), so the shopper hears it first; the
 * form's script renders the same summary before the round trip.
 */
function ErrorSummary({ errors }: { errors: CheckoutErrors }) {
  const entries = errorSummary(errors)
  if (entries.length === 0) return <div data-summary-slot hidden />
  return (
    <div
      id={SUMMARY_ID}
      role="alert"
      aria-labelledby={`${SUMMARY_ID}-title`}
      tabIndex={-1}
      // Only on a page that answers a refused order: the shopper's next step is this list, and the
      // page has no script to move the focus (ADR 015).
      // eslint-disable-next-line jsx-a11y/no-autofocus -- the error summary pattern, see above
      autoFocus
      className={summaryClasses}
    >
      <h2 id={`${SUMMARY_ID}-title`} className="font-bold">
        {m.checkout_errors_title()}
      </h2>
      <ul className="list-disc space-y-1 pl-5 text-sm">
        {entries.map((entry) => (
          <li key={entry.key}>
            {entry.href ? (
              // 24 px high at least (WCAG 2.5.8): the links stand one under the other.
              <a href={entry.href} className="inline-block py-0.5 underline">
                {entry.text}
              </a>
            ) : (
              entry.text
            )}
          </li>
        ))}
      </ul>
    </div>
  )
}

/** Marks the positions of the links in a translated sentence, so each language orders its words. */
const TERMS_MARK = '\u{E000}'
const PRIVACY_MARK = '\u{E001}'

/** A legal page beside the checkout: a new tab, so what was typed here stays. */
function LegalLink({ href, children }: { href: string; children: string }) {
  return (
    <a href={localizeHref(href)} target="_blank" rel="noopener noreferrer" className={linkClasses}>
      {children}
      <span className="sr-only"> {m.nav_external_hint()}</span>
    </a>
  )
}

/** "Mit deiner Bestellung akzeptierst du unsere AGB …", with the terms and the privacy notice linked. */
function TermsNote() {
  const sentence = m.checkout_terms_note({ terms: TERMS_MARK, privacy: PRIVACY_MARK })
  const legal = TEAM_BUILD ? '/info' : '/static'
  return (
    <p className="text-sm text-ink-muted">
      {sentence.split(/(\u{E000}|\u{E001})/u).map((part, index) =>
        part === TERMS_MARK ? (
          <LegalLink key={index} href={`${legal}/agb/`}>
            {m.checkout_terms_link()}
          </LegalLink>
        ) : part === PRIVACY_MARK ? (
          <LegalLink key={index} href={`${legal}/datenschutz/`}>
            {m.checkout_privacy_link()}
          </LegalLink>
        ) : (
          part
        ),
      )}
    </p>
  )
}

function homeAddresses(account: AccountData | null): ShippingAddress[] {
  return account?.addresses.shipping.filter((address) => address.deliveryType === 'home') ?? []
}

/**
 * The one-page checkout: review, delivery, addresses, payment, place order. Which fields apply
 * follows the chosen options through CSS (`:has()`), so it needs no script; the server takes only
 * the fields of the chosen options.
 */
export function CheckoutPage({
  data,
  values,
  errors,
  attemptKey,
}: {
  data: CheckoutData
  values: CheckoutValues
  errors: CheckoutErrors
  attemptKey: string
}) {
  const { cart, account, stores } = data
  if (cart === null || cart.products.length === 0)
    return (
      <div className="page-container flex flex-col items-start gap-4 py-8">
        <h1 className="font-display text-3xl font-bold text-brand-900 uppercase">{m.checkout_title()}</h1>
        <p>{m.checkout_cart_empty()}</p>
        <a href={localizeHref('/')} className={primaryButtonClasses}>
          {m.cart_empty_home()}
        </a>
      </div>
    )
  // Nothing left to order (the stock went elsewhere): why, and the cart as it is now.
  if (cart.groups.available.hashes.length === 0)
    return (
      <div className="page-container flex max-w-3xl flex-col gap-6 py-8">
        <h1 className="font-display text-3xl font-bold text-brand-900 uppercase">{m.checkout_title()}</h1>
        <ErrorSummary errors={errors} />
        <CartReview cart={cart} />
      </div>
    )

  const saved = homeAddresses(account)
  const allSaved = account?.addresses.shipping ?? []
  const defaultSaved = saved.find((address) => address.isDefault) ?? saved[0]
  const deliveryType = values.deliveryType ?? 'home'
  const chosenAddress = values.addressId ?? defaultSaved?.uuid ?? NEW_ADDRESS
  const chosenBilling =
    values.billingAddressId ?? allSaved.find((address) => address.isDefault)?.uuid ?? NEW_ADDRESS
  const billingSame = values.billingSame === undefined ? true : values.billingSame === 'on'
  const payment = values.paymentMethod ?? 'invoice'

  return (
    <div data-checkout className="page-container flex flex-col gap-6 py-8">
      <h1 className="font-display text-3xl font-bold text-brand-900 uppercase">{m.checkout_title()}</h1>
      <ErrorSummary errors={errors} />
      <div className="grid gap-6 lg:grid-cols-[1fr_24rem] lg:items-start">
        {/* noValidate: the form's script (or, without it, the server) shows every problem at once in
            the summary, instead of the browser's bubble for the first; hidden fields do not count. */}
        <form
          method="post"
          action={localizeHref('/checkout/')}
          noValidate
          data-checkout-form
          data-summary-title={m.checkout_errors_title()}
          data-summary-entry={m.checkout_error_field({ field: '{field}', message: '{message}' })}
          data-summary-class={summaryClasses}
          className="checkout-form flex flex-col gap-6"
        >
          <input type="hidden" name="idempotencyKey" value={attemptKey} />
          <p className="text-sm text-ink-muted">{m.checkout_required_note()}</p>

          <fieldset className={sectionClasses}>
            <legend className={`${legendClasses} float-left mb-2`}>{m.checkout_step_delivery()}</legend>
            <div className="clear-left flex flex-col gap-2">
              <RadioOption
                id={ids.deliveryHome}
                name="deliveryType"
                value="home"
                checked={deliveryType === 'home'}
              >
                <span className="font-semibold">{m.delivery_home()}</span>
                <span className="block text-sm text-ink-muted">
                  {m.checkout_delivery_home_hint({ amount: cart.total.freeDeliveryFromFormatted })}
                </span>
              </RadioOption>
              <RadioOption
                id={ids.deliveryCollect}
                name="deliveryType"
                value="click_and_collect"
                checked={deliveryType === 'click_and_collect'}
              >
                <span className="font-semibold">{m.delivery_click_and_collect()}</span>
                <span className="block text-sm text-ink-muted">{m.checkout_delivery_collect_hint()}</span>
              </RadioOption>
              <FieldError id="field-deliveryType" error={errors.deliveryType} />
            </div>
          </fieldset>

          <fieldset className={`${sectionClasses} [.checkout-form:has(#delivery-collect:checked)_&]:hidden`}>
            <legend className={`${legendClasses} float-left mb-2`}>{m.checkout_step_shipping()}</legend>
            <div className="clear-left flex flex-col gap-3">
              {saved.length > 0 ? (
                <div className="flex flex-col gap-2">
                  {saved.map((address) => (
                    <RadioOption
                      key={address.uuid}
                      id={`address-${address.uuid}`}
                      name="addressId"
                      value={address.uuid}
                      checked={chosenAddress === address.uuid}
                    >
                      {addressLine(address)}
                    </RadioOption>
                  ))}
                  <RadioOption
                    id={ids.addressNew}
                    name="addressId"
                    value={NEW_ADDRESS}
                    checked={chosenAddress === NEW_ADDRESS}
                  >
                    {m.checkout_new_address()}
                  </RadioOption>
                  <FieldError id="field-addressId" error={errors.addressId} />
                </div>
              ) : null}
              <div
                className={
                  saved.length > 0 ? '[.checkout-form:not(:has(#address-new:checked))_&]:hidden' : undefined
                }
              >
                <AddressFields prefix="shipping" values={values} errors={errors} />
              </div>
              <div className="flex items-center gap-3">
                <input
                  id={ids.billingSame}
                  type="checkbox"
                  name="billingSame"
                  defaultChecked={billingSame}
                  className="size-5 accent-brand-700"
                />
                <label htmlFor={ids.billingSame}>{m.checkout_billing_same()}</label>
              </div>
            </div>
          </fieldset>

          <fieldset className={`${sectionClasses} [.checkout-form:has(#delivery-home:checked)_&]:hidden`}>
            <legend className={`${legendClasses} float-left mb-2`}>{m.checkout_step_store()}</legend>
            <div className="clear-left flex flex-col gap-1">
              <label htmlFor="field-storeId" className="text-sm font-semibold">
                {m.address_store()}
                <RequiredMark />
              </label>
              <select
                id="field-storeId"
                name="storeId"
                required
                data-summary-label={summaryFieldName('storeId')}
                data-required-message={m.address_store_required()}
                defaultValue={values.storeId ?? (data.myStoreId === null ? '' : String(data.myStoreId))}
                aria-invalid={errors.storeId ? true : undefined}
                aria-describedby={errors.storeId ? 'field-storeId-error' : undefined}
                className={inputClasses}
              >
                <option value="">{m.address_store_choose()}</option>
                {stores.map((store) => (
                  <option key={store.id} value={String(store.id)}>
                    {storeLine(store, data.pickup[store.id])}
                  </option>
                ))}
              </select>
              <FieldError id="field-storeId" error={errors.storeId} />
            </div>
          </fieldset>

          <fieldset
            className={`${sectionClasses} [.checkout-form:has(#delivery-home:checked):has(#billing-same:checked)_&]:hidden`}
          >
            <legend className={`${legendClasses} float-left mb-2`}>{m.checkout_step_billing()}</legend>
            <div className="clear-left flex flex-col gap-3">
              {allSaved.length > 0 ? (
                <div className="flex flex-col gap-1">
                  <label htmlFor="field-billingAddressId" className="text-sm font-semibold">
                    {m.checkout_billing_choose()}
                  </label>
                  <select
                    id="field-billingAddressId"
                    name="billingAddressId"
                    defaultValue={chosenBilling}
                    aria-invalid={errors.billingAddressId ? true : undefined}
                    aria-describedby={errors.billingAddressId ? 'field-billingAddressId-error' : undefined}
                    className={inputClasses}
                  >
                    {allSaved.map((address) => (
                      <option key={address.uuid} value={address.uuid}>
                        {addressLine(address)}
                      </option>
                    ))}
                    <option value={NEW_ADDRESS}>{m.checkout_new_address()}</option>
                  </select>
                  <FieldError id="field-billingAddressId" error={errors.billingAddressId} />
                </div>
              ) : null}
              <AddressFields prefix="billing" values={values} errors={errors} />
              {allSaved.length > 0 ? (
                <p className="text-sm text-ink-muted">{m.checkout_billing_new_hint()}</p>
              ) : null}
            </div>
          </fieldset>

          <fieldset className={sectionClasses}>
            <legend className={`${legendClasses} float-left mb-2`}>{m.checkout_step_contact()}</legend>
            <div className="clear-left flex flex-col gap-3">
              {account ? (
                <p>{m.checkout_contact_customer({ email: account.personal.email })}</p>
              ) : (
                <>
                  <TextField
                    name="email"
                    type="email"
                    label={m.form_email()}
                    values={values}
                    errors={errors}
                    autoComplete="email"
                    invalidMessage={m.form_email_invalid()}
                  />
                  <p className="text-sm text-ink-muted">
                    {m.checkout_guest_hint()}{' '}
                    <a href={localizeHref('/login/')} className={linkClasses}>
                      {m.checkout_login()}
                    </a>
                  </p>
                </>
              )}
              <TextField
                name="phone"
                type="tel"
                label={m.checkout_phone_label()}
                values={
                  // A customer's account phone is the likely one; the field stays theirs to change or empty.
                  values.phone === undefined && account?.personal.phone
                    ? { ...values, phone: account.personal.phone }
                    : values
                }
                errors={errors}
                autoComplete="tel"
                required={false}
                pattern={PHONE_PATTERN}
                invalidMessage={m.checkout_phone_invalid()}
                hint={m.checkout_phone_hint()}
              />
            </div>
          </fieldset>

          <fieldset className={sectionClasses}>
            <legend className={`${legendClasses} float-left mb-2`}>{m.checkout_step_payment()}</legend>
            <div className="clear-left flex flex-col gap-2">
              <RadioOption
                id="payment-invoice"
                name="paymentMethod"
                value="invoice"
                checked={payment === 'invoice'}
              >
                <span className="font-semibold">{m.payment_invoice()}</span>
                <span className="block text-sm text-ink-muted">{m.checkout_payment_invoice_hint()}</span>
              </RadioOption>
              <RadioOption
                id="payment-prepayment"
                name="paymentMethod"
                value="prepayment"
                checked={payment === 'prepayment'}
              >
                <span className="font-semibold">{m.payment_prepayment()}</span>
                <span className="block text-sm text-ink-muted">{m.checkout_payment_prepayment_hint()}</span>
              </RadioOption>
              <FieldError id="field-paymentMethod" error={errors.paymentMethod} />
              <p className="text-sm text-ink-muted">{m.checkout_no_payment_provider()}</p>
            </div>
          </fieldset>

          <div className="flex flex-col gap-2">
            <TermsNote />
            <button type="submit" className={`${primaryButtonClasses} h-auto min-h-12 py-3 text-lg`}>
              {m.checkout_place_order({ total: cart.total.totalPriceFormatted })}
            </button>
          </div>
        </form>
        <CartReview cart={cart} />
      </div>
    </div>
  )
}
