/**
 * The back-in-stock alert endpoints (docs/api.md "Stock alerts"): asking for an alert, and its
 * confirmation from the mailed link.
 */
import { shopApiPaths } from '../paths'
import type { Locale } from '~/paraglide/runtime'
import { stockAlertResponseSchema } from '../schemas/stock-alerts.schema'
import type { StockAlert, StockAlertInput, StockAlertResult } from '../schemas/stock-alerts.schema'
import { readFromShop, shopFailureOf, writeToShop } from '../session-gateway.server'

/**
 * POST /api/v1/stock-alerts/: asks for a back-in-stock mail. The session (when logged in) goes
 * along, so the shop can trust the customer's own confirmed address; anyone else confirms by mail
 * first. Refusals become what the form shows: too many requests, a size that came back, a bad address.
 */
export async function createStockAlert(input: StockAlertInput, locale: Locale): Promise<StockAlertResult> {
  try {
    const written = await writeToShop((client, session) =>
      client.request('POST', shopApiPaths.stockAlerts.subscribe, {
        session,
        // The product page's language: the alert's mails speak it.
        query: { locale },
        body: input,
        schema: stockAlertResponseSchema,
      }),
    )
    if (!written.ok) return { ok: false, reason: 'session-expired' }
    const { alert } = written.value.data
    return { ok: true, status: alert.status, email: alert.email }
  } catch (error) {
    const failure = shopFailureOf(error)
    if (failure?.status === 429) return { ok: false, reason: 'throttled' }
    if (failure?.status !== 422) throw error
    // The size came back since the page was rendered: the API says so on the size (docs/api.md).
    if (failure.errors.productOption?.some((message) => message.includes('is in stock')))
      return { ok: false, reason: 'in-stock' }
    return { ok: false, reason: 'invalid', fields: { email: failure.errors.email?.[0] } }
  }
}

/**
 * POST /api/v1/stock-alerts/confirm/{token}/: confirms an alert from the mailed link; null for a
 * token the shop does not know. The token is the proof, so no session is sent.
 */
export async function confirmStockAlert(token: string): Promise<StockAlert | null> {
  try {
    const response = await readFromShop((client) =>
      client.request('POST', shopApiPaths.stockAlerts.confirm(token), { schema: stockAlertResponseSchema }),
    )
    return response.data.alert
  } catch (error) {
    if (shopFailureOf(error)?.status === 404) return null
    throw error
  }
}
