/** Back-in-stock alerts: asked for on the product page of a sold-out size, confirmed by mail. */
import { enforceAddressLimit } from '../auth/address-limits'
import { clientAddressOf } from '../http/client-address'
import { localeOnlyQuerySchema } from '../http/locale'
import { EndpointReply, defineEndpoint } from '../http/endpoint'
import type { AnyEndpoint } from '../http/endpoint'
import {
  INVALID_ALERT_LINK,
  SIZE_IN_STOCK,
  UNKNOWN_SIZE,
  confirmStockAlertParamsSchema,
  createStockAlertBodySchema,
  stockAlertResponseSchema,
} from './stock-alerts.schema'
import { confirmStockAlert, createStockAlert } from './stock-alerts.service'

const exampleAlert = {
  email: 'anna.huber@example.at',
  product: { id: 812, name: 'Salomon Speedcross 6', url: '/p/salomon-speedcross-6-damen-blau-812/' },
  size: { id: 5120, label: '39' },
}

export const createStockAlertEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/v1/stock-alerts/',
  summary:
    'Asks for one mail when a sold-out size (`productOption`) is back in stock. For a visitor — or an address that is not the logged-in customer’s own confirmed one — the alert is `pending` and a confirmation mail (kind `stock-alert-confirm`) with the link `{storefront}/benachrichtigung/bestaetigen/{token}/` goes out; only the confirmed alert becomes `active`. A logged-in customer’s alert for the account’s own verified address is `active` at once. When stock returns (any writer: an order cancellation, an operator’s UPDATE), each active alert gets one mail (kind `back-in-stock`) and is closed (`notified`). Both mails speak `locale` (de-AT, the default, or en: the product page’s language), their links under `/en/` in English. Asking again for an open alert of the same size and address is idempotent: 200 with the alert as it stands, no new mail. The bearer token is optional.',
  auth: 'optional',
  requestId: 'none',
  query: localeOnlyQuerySchema,
  body: createStockAlertBodySchema,
  response: stockAlertResponseSchema,
  successStatus: 201,
  failures: [
    {
      status: 422,
      when: `the size does not exist (\`errors.productOption\`: "${UNKNOWN_SIZE}") or is in stock ("${SIZE_IN_STOCK}"); or the body is invalid (field errors)`,
    },
    {
      status: 429,
      when: 'more than 30 alerts came from this client address, or more than 10 for this e-mail address, within an hour (`Retry-After`)',
    },
  ],
  example: {
    body: { productOption: 5120, email: 'anna.huber@example.at' },
    response: { data: { alert: { status: 'pending', ...exampleAlert } } },
  },
  handler: async ({ services, body, query, session, request }) => {
    const now = services.now()
    await enforceAddressLimit(services.db, 'stock-alert', clientAddressOf(request), now)
    await enforceAddressLimit(services.db, 'stock-alert-email', body.email, now)
    const { alert, created } = await createStockAlert(services, body, session.user, query.locale)
    return created ? { data: { alert } } : new EndpointReply({ data: { alert } }, 200)
  },
})

export const confirmStockAlertEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/v1/stock-alerts/confirm/:token/',
  summary:
    'Confirms a pending back-in-stock alert (double opt-in): `{token}` is the secret (base64url, 43 characters) of the mailed link; only its SHA-256 is stored. The alert becomes `active` — or, if the size is back already, its mail goes out at once and it answers `notified`. Confirming again answers the alert as it stands. No body, no login needed.',
  auth: 'none',
  requestId: 'none',
  params: confirmStockAlertParamsSchema,
  response: stockAlertResponseSchema,
  failures: [{ status: 404, when: `the token is malformed or unknown ("${INVALID_ALERT_LINK}")` }],
  example: {
    path: '/api/v1/stock-alerts/confirm/Hx4pW9sLq2Vb7Nd0Kf3Rt8Zm1Ya6Ec5Gj0Uo4Ti7Sn4/',
    response: { data: { alert: { status: 'active', ...exampleAlert } } },
  },
  handler: async ({ services, params }) => ({
    data: { alert: await confirmStockAlert(services, params.token) },
  }),
})

export const stockAlertEndpoints: AnyEndpoint[] = [createStockAlertEndpoint, confirmStockAlertEndpoint]
