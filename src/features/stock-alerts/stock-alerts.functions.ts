import { notFound } from '@tanstack/react-router'
import { createServerFn } from '@tanstack/react-start'
import { pageLocaleMiddleware } from '~/app-shell/page-locale.middleware'
import {
  confirmStockAlert as confirmAlert,
  createStockAlert as createAlert,
} from '~/shop-client/api/stock-alerts.server'
import { validateInput } from '~/lib/validation'
import {
  confirmStockAlertParamsSchema,
  stockAlertInputSchema,
} from '~/shop-client/schemas/stock-alerts.schema'
import type { StockAlert, StockAlertResult } from '~/shop-client/schemas/stock-alerts.schema'

/**
 * Asks the shop for a back-in-stock mail. The session (when logged in) goes along, so the shop can
 * trust the customer's own confirmed address; anyone else confirms by mail first.
 */
export const createStockAlert = createServerFn({ method: 'POST' })
  .middleware([pageLocaleMiddleware])
  .validator(validateInput(stockAlertInputSchema))
  .handler(({ data, context }): Promise<StockAlertResult> => createAlert(data, context.locale))

/** Confirms an alert from the mailed link; an unknown or malformed token is a 404 page. */
export const confirmStockAlert = createServerFn({ method: 'POST' })
  .validator(validateInput(confirmStockAlertParamsSchema))
  .handler(async ({ data }): Promise<StockAlert> => {
    const alert = await confirmAlert(data.token)
    if (!alert) throw notFound()
    return alert
  })
