/**
 * The checkout's HTTP side: full HTML documents rendered on the server (no client bundle, no
 * hydration), the same-origin rule for its form posts, and post/redirect/get after an order.
 */
import type { ReactElement } from 'react'
import checkoutFormScript from 'virtual:checkout-form-script'
import { documentResponse, isSameOriginPost, seeOther } from '~/app-shell/form-post.server'
import { getServerConfig } from '~/config/config.server'
import type { StatisticsEvent } from '~/features/analytics/analytics.schema'
import { documentAnalytics } from '~/features/analytics/document-analytics.server'
import { beginCheckoutEvent, purchaseEvent } from '~/features/analytics/ecommerce'
import { readShopSession } from '~/shop-client/session-gateway.server'
import { m } from '~/paraglide/messages'
import { localizeHref } from '~/lib/locale-url'
import appCss from '~/styles/app.css?url'
import { formValues } from './checkout-form'
import type { CheckoutErrors, CheckoutValues } from './checkout-form'
import {
  cancelOrderFromConfirmation,
  loadCheckout,
  loadPlacedOrder,
  newAttemptKey,
  placeOrder,
} from './checkout.server'
import { CheckoutDocument } from './components/CheckoutDocument'
import { CheckoutPage } from './components/CheckoutPage'
import { ConfirmationPage } from './components/ConfirmationPage'
import type { CancelFormState } from './components/ConfirmationPage'

/** What a checkout document carries besides its body: the form's script and the way back to the cart. */
interface DocumentOptions {
  readonly form?: boolean
}

function htmlResponse(
  title: string,
  body: ReactElement,
  status = 200,
  event?: StatisticsEvent,
  { form = false }: DocumentOptions = {},
): Response {
  return documentResponse(
    <CheckoutDocument
      title={title}
      stylesheet={appCss}
      analytics={documentAnalytics(event)}
      formScript={form ? checkoutFormScript : undefined}
      backToCart={form}
    >
      {body}
    </CheckoutDocument>,
    status,
  )
}

async function checkoutPage(
  values: CheckoutValues,
  errors: CheckoutErrors,
  status: number,
): Promise<Response> {
  const data = await loadCheckout()
  const attemptKey = values.idempotencyKey && !errors.form ? values.idempotencyKey : newAttemptKey()
  // begin_checkout when the checkout opens, not again when a refused form comes back.
  const event =
    status === 200 && data.cart && data.cart.products.length > 0
      ? beginCheckoutEvent(data.cart, getServerConfig().CURRENCY)
      : undefined
  return htmlResponse(
    m.checkout_title(),
    <CheckoutPage data={data} values={values} errors={errors} attemptKey={attemptKey} />,
    status,
    event,
    { form: true },
  )
}

/** GET /checkout/: the form, with a fresh key for this attempt. */
export function showCheckout(): Promise<Response> {
  return checkoutPage({}, {}, 200)
}

/**
 * POST /checkout/: places the order and sends the browser to its confirmation (303, so a reload
 * does not post again); a refusal shows the form again with what was typed and why.
 */
export async function submitCheckout(request: Request, context: unknown): Promise<Response> {
  if (!isSameOriginPost(request, context))
    return htmlResponse(
      m.checkout_title(),
      <p className="page-container py-8">{m.checkout_cross_site()}</p>,
      403,
    )
  let values: CheckoutValues
  try {
    values = formValues(await request.formData())
  } catch {
    return htmlResponse(
      m.checkout_title(),
      <p className="page-container py-8">{m.checkout_bad_form()}</p>,
      400,
    )
  }
  const isCustomer = readShopSession().token !== undefined
  const outcome = await placeOrder(values, isCustomer)
  if (!outcome.ok) return checkoutPage(values, outcome.errors, 422)
  return seeOther(localizeHref(`/checkout/confirmation/${outcome.order.uuid}/`))
}

const orderNotFound = () =>
  htmlResponse(m.checkout_title(), <p className="page-container py-8">{m.checkout_order_not_found()}</p>, 404)

/** The confirmation page of an order its viewer may see; null for anyone else. */
async function confirmationPage(
  uuid: string,
  cancel: CancelFormState,
  status = 200,
): Promise<Response | null> {
  const order = await loadPlacedOrder(uuid)
  if (!order) return null
  return htmlResponse(
    m.checkout_thanks(),
    <ConfirmationPage order={order} isCustomer={readShopSession().token !== undefined} cancel={cancel} />,
    status,
    // The purchase is measured while it stands: not for a cancelled order shown again.
    order.lines.length > 0 && order.status !== 'cancelled'
      ? purchaseEvent(order, getServerConfig().CURRENCY)
      : undefined,
  )
}

/** GET /checkout/confirmation/{uuid}/: only for whoever placed the order; anyone else gets 404. */
export async function showConfirmation(uuid: string): Promise<Response> {
  return (await confirmationPage(uuid, { idempotencyKey: newAttemptKey() })) ?? orderNotFound()
}

/**
 * POST /checkout/confirmation/{uuid}/: cancels the order (a guest names its e-mail address) and
 * shows the page again (303, so a reload does not post again); a refusal shows the form with why.
 */
export async function submitConfirmationCancel(
  uuid: string,
  request: Request,
  context: unknown,
): Promise<Response> {
  if (!isSameOriginPost(request, context))
    return htmlResponse(
      m.checkout_title(),
      <p className="page-container py-8">{m.checkout_cross_site()}</p>,
      403,
    )
  let form: FormData
  try {
    form = await request.formData()
  } catch {
    return htmlResponse(
      m.checkout_title(),
      <p className="page-container py-8">{m.checkout_bad_form()}</p>,
      400,
    )
  }
  const email = form.get('email')
  const key = form.get('idempotencyKey')
  const outcome = await cancelOrderFromConfirmation(
    uuid,
    typeof email === 'string' ? email : '',
    typeof key === 'string' ? key : '',
  )
  if (outcome.ok) return seeOther(localizeHref(`/checkout/confirmation/${uuid}/`))
  const page = await confirmationPage(
    uuid,
    {
      idempotencyKey: newAttemptKey(),
      email: typeof email === 'string' ? email : '',
      error: outcome.message,
    },
    422,
  )
  return page ?? orderNotFound()
}
