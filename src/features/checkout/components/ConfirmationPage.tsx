import { countryName } from '~/lib/country-name'
import { m } from '~/paraglide/messages'
import { localizeHref } from '~/lib/locale-url'
import { inputClasses, linkClasses, primaryButtonClasses, secondaryButtonClasses } from '~/ui/form-controls'
import type { PlacedOrder } from '~/shop-client/schemas/checkout.schema'

const sectionClasses = 'flex flex-col gap-2 rounded-lg border border-line bg-surface p-4 md:p-6'

function Address({ address }: { address: NonNullable<PlacedOrder['deliveryAddress']> }) {
  return (
    <address className="not-italic">
      {address.firstname} {address.lastname}
      <br />
      {address.street} {address.streetNo}
      <br />
      {address.postal} {address.city}, {countryName(address.countryId)}
    </address>
  )
}

/** What the cancellation form shows: its key, and after a refused post what was typed and why. */
export interface CancelFormState {
  readonly idempotencyKey: string
  readonly email?: string
  readonly error?: string
}

/**
 * "Bestellung stornieren" while the order has not left the warehouse: a plain form post (the page
 * has no script), the whole order; a guest names the order's e-mail address, a customer needs not.
 */
function CancelForm({ isCustomer, state }: { isCustomer: boolean; state: CancelFormState }) {
  const error = state.error
  return (
    <section aria-labelledby="confirmation-cancel" className={sectionClasses}>
      <h2 id="confirmation-cancel" className="font-display text-xl font-bold text-brand-900">
        {m.checkout_cancel_heading()}
      </h2>
      <p className="text-sm">
        {isCustomer ? m.checkout_cancel_intro_customer() : m.checkout_cancel_intro_guest()}
      </p>
      <form method="post" noValidate className="flex flex-col gap-3">
        <input type="hidden" name="idempotencyKey" value={state.idempotencyKey} />
        {isCustomer ? null : (
          <div className="flex flex-col gap-1">
            <label htmlFor="cancel-email" className="text-sm font-semibold">
              {m.checkout_cancel_email()}
            </label>
            <input
              id="cancel-email"
              name="email"
              type="email"
              autoComplete="email"
              required
              defaultValue={state.email ?? ''}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'cancel-error' : undefined}
              className={inputClasses}
            />
          </div>
        )}
        {error ? (
          <p id="cancel-error" role="alert" className="text-sm font-semibold text-sale-600">
            {error}
          </p>
        ) : null}
        <button type="submit" className={`${secondaryButtonClasses} self-start`}>
          {m.checkout_cancel_submit()}
        </button>
      </form>
    </section>
  )
}

/** The page after the order: its number, what was bought, where it goes and how it is paid. */
export function ConfirmationPage({
  order,
  isCustomer,
  cancel,
}: {
  order: PlacedOrder
  isCustomer: boolean
  cancel: CancelFormState
}) {
  return (
    <div className="page-container flex max-w-3xl flex-col gap-6 py-8">
      <div className="flex flex-col gap-2">
        <h1 className="font-display text-3xl font-bold text-brand-900 uppercase">{m.checkout_thanks()}</h1>
        <p className="text-lg">
          {m.checkout_order_number()} <strong>{order.number}</strong>
        </p>
        {order.status === 'cancelled' ? (
          <p role="status" className="font-semibold text-sale-600">
            {m.checkout_cancelled()}
          </p>
        ) : order.email ? (
          <p>{m.checkout_confirmation_mail({ email: order.email })}</p>
        ) : null}
      </div>

      <section aria-labelledby="confirmation-lines" className={sectionClasses}>
        <h2 id="confirmation-lines" className="font-display text-xl font-bold text-brand-900">
          {m.checkout_step_review()}
        </h2>
        <ul className="flex flex-col divide-y divide-line text-sm">
          {order.lines.map((line) => (
            <li key={`${line.sku}-${line.size}`} className="flex justify-between gap-3 py-2">
              <span>
                {line.quantity} × {line.name}
                {line.size ? ` (${line.size})` : ''}
              </span>
              <span className="font-semibold">{line.lineTotalFormatted}</span>
            </li>
          ))}
        </ul>
        <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
          <dt>{m.cart_subtotal()}</dt>
          <dd className="text-right">{order.subtotalFormatted}</dd>
          <dt>{m.cart_delivery()}</dt>
          <dd className="text-right">{order.deliveryFormatted}</dd>
          <dt className="text-base font-bold">{m.cart_total()}</dt>
          <dd className="text-right text-base font-bold">{order.totalFormatted}</dd>
        </dl>
      </section>

      <div className="grid gap-4 md:grid-cols-2">
        <section aria-labelledby="confirmation-delivery" className={sectionClasses}>
          <h2 id="confirmation-delivery" className="font-display text-xl font-bold text-brand-900">
            {order.deliveryType === 'home' ? m.delivery_home() : m.delivery_click_and_collect()}
          </h2>
          {order.deliveryAddress ? <Address address={order.deliveryAddress} /> : null}
          {order.phone ? <p>{m.checkout_phone_confirmation({ phone: order.phone })}</p> : null}
          {order.store ? (
            <p>{m.checkout_pickup_store({ store: `${order.store.name}, ${order.store.city}` })}</p>
          ) : null}
        </section>
        <section aria-labelledby="confirmation-payment" className={sectionClasses}>
          <h2 id="confirmation-payment" className="font-display text-xl font-bold text-brand-900">
            {order.paymentMethod === 'invoice' ? m.payment_invoice() : m.payment_prepayment()}
          </h2>
          <p className="text-sm">
            {order.paymentMethod === 'invoice'
              ? m.checkout_payment_invoice_hint()
              : m.checkout_payment_prepayment_hint()}
          </p>
          {order.billingAddress ? (
            <>
              <h3 className="font-semibold">{m.checkout_step_billing()}</h3>
              <Address address={order.billingAddress} />
            </>
          ) : null}
        </section>
      </div>

      {order.loyaltyPoints > 0 ? <p>{m.checkout_loyalty_points({ points: order.loyaltyPoints })}</p> : null}

      {order.cancellable ? (
        <CancelForm isCustomer={isCustomer} state={cancel} />
      ) : cancel.error ? (
        // Refused because the order left the warehouse meanwhile: the form is gone, the reason stays.
        <p role="alert" className="font-semibold text-sale-600">
          {cancel.error}
        </p>
      ) : null}

      <div className="flex flex-wrap items-center gap-4">
        <a href={localizeHref('/')} className={primaryButtonClasses}>
          {m.cart_empty_home()}
        </a>
        {isCustomer ? (
          <a href={localizeHref('/my-account/orders/')} className={linkClasses}>
            {m.checkout_to_orders()}
          </a>
        ) : null}
      </div>
    </div>
  )
}
