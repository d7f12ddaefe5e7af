/**
 * The back-in-stock alerts' contract: what a shopper sends to be told when a sold-out size is back,
 * the confirmation of a visitor's alert, and the answers.
 */
import * as v from 'valibot'
import { emailSchema } from '../auth/auth.schema'
import { idSchema, missingFieldMessages } from '../cart/shared-schemas'

export const UNKNOWN_SIZE = 'The selected size does not exist.'
export const SIZE_IN_STOCK = 'This size is in stock: it can be ordered now.'
export const INVALID_ALERT_LINK = 'This confirmation link is invalid.'

/** Body of POST /api/v1/stock-alerts/. */
export const createStockAlertBodySchema = v.object(
  {
    productOption: idSchema(UNKNOWN_SIZE),
    email: emailSchema,
  },
  missingFieldMessages({
    productOption: 'Choose a size (productOption is required).',
    email: 'The email field is required.',
  }),
)
export type CreateStockAlertBody = v.InferOutput<typeof createStockAlertBodySchema>

/** `{token}` of the confirmation link; the service answers a malformed one as an unknown one. */
export const confirmStockAlertParamsSchema = v.object({ token: v.pipe(v.string(), v.maxLength(200)) })

/**
 * `pending`: a confirmation mail was sent (a visitor, or an address the customer has not confirmed);
 * `active`: the mail goes out when the size is back; `notified`: it has gone out, the alert is closed.
 */
export const stockAlertStatusSchema = v.picklist(['pending', 'active', 'notified'])

const alertSchema = v.object({
  status: stockAlertStatusSchema,
  email: v.string(),
  product: v.object({ id: v.number(), name: v.string(), url: v.string() }),
  size: v.object({ id: v.number(), label: v.string() }),
})
export type StockAlertView = v.InferOutput<typeof alertSchema>

export const stockAlertResponseSchema = v.object({ data: v.object({ alert: alertSchema }) })
