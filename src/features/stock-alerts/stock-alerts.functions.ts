import { notFound } from '@tanstack/react-router'
import { createServerFn } from '@tanstack/react-start'
import { readFromShop, shopFailureOf, writeToShop } from '~/shop-client/session-gateway.server'
import { validateInput } from '~/lib/validation'
import {
  confirmStockAlertParamsSchema,
  stockAlertInputSchema,
  stockAlertResponseSchema,
} from '~/shop-client/schemas/stock-alerts.schema'
import type { StockAlert, StockAlertResult } from '~/shop-client/schemas/stock-alerts.schema'

/**
 * Asks the shop for a back-in-stock mail. The session (when logged in) goes along, so the shop can
 * trust the customer's own confirmed address; anyone else confirms by mail first.
 */
export const createStockAlert = createServerFn({ method: 'POST' })
  .validator(validateInput(stockAlertInputSchema))
  .handler(async ({ data }): Promise<StockAlertResult> => {
    try {
      const written = await writeToShop((client, session) =>
        client.request('POST', '/api/v1/stock-alerts/', {
          session,
          body: data,
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
  })

/** Confirms an alert from the mailed link; an unknown or malformed token is a 404 page. */
export const confirmStockAlert = createServerFn({ method: 'POST' })
  .validator(validateInput(confirmStockAlertParamsSchema))
  .handler(async ({ data }): Promise<StockAlert> => {
    try {
      const response = await readFromShop((client) =>
        client.request('POST', `/api/v1/stock-alerts/confirm/${data.token}/`, {
          schema: stockAlertResponseSchema,
        }),
      )
      return response.data.alert
    } catch (error) {
      if (shopFailureOf(error)?.status === 404) throw notFound()
      throw error
    }
  })
