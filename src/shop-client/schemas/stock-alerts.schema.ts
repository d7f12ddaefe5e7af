/**
 * The storefront's side of the back-in-stock alerts: what the product page sends, and its reading
 * of the shop's answers (validated, as another retailer's API host may answer).
 */
import * as v from 'valibot'
import { endpoint } from './contract'
import type { ContractEndpoint } from './contract'
import { shopIdSchema } from '~/shop-client/schemas/product.schema'
import { m } from '~/paraglide/messages'

/** The alert form: a sold-out size and an e-mail address (the server checks both again). */
export const stockAlertInputSchema = v.object({
  productOption: shopIdSchema,
  email: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(() => m.stock_alert_email_required()),
    v.maxLength(254, () => m.stock_alert_email_invalid()),
    v.email(() => m.stock_alert_email_invalid()),
  ),
})
export type StockAlertInput = v.InferOutput<typeof stockAlertInputSchema>

export const stockAlertStatusSchema = v.picklist(['pending', 'active', 'notified'])
export type StockAlertStatus = v.InferOutput<typeof stockAlertStatusSchema>

export const stockAlertResponseSchema = v.object({
  data: v.object({
    alert: v.object({
      status: stockAlertStatusSchema,
      email: v.string(),
      product: v.object({ id: v.number(), name: v.string(), url: v.string() }),
      size: v.object({ id: v.number(), label: v.string() }),
    }),
  }),
})
export type StockAlert = v.InferOutput<typeof stockAlertResponseSchema>['data']['alert']

/** What the form shows after sending: the alert's state, or why there is none. */
export type StockAlertResult =
  | { readonly ok: true; readonly status: StockAlertStatus; readonly email: string }
  | {
      readonly ok: false
      readonly reason: 'invalid' | 'in-stock' | 'throttled' | 'session-expired'
      readonly fields?: { readonly email?: string | undefined }
    }

/** The token of the confirmation link `/benachrichtigung/bestaetigen/{token}/`. */
export const confirmStockAlertParamsSchema = v.object({
  token: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{43}$/)),
})

/** The stock-alerts endpoints the storefront calls (checked by the contract test). */
export const stockAlertsContract = (): readonly ContractEndpoint[] => [
  endpoint('POST', '/api/v1/stock-alerts/', stockAlertResponseSchema),
  endpoint('POST', '/api/v1/stock-alerts/confirm/:token/', stockAlertResponseSchema),
]
