/**
 * After the order (ADR 034): cancelling it, whole or by line, while it has not shipped, and putting
 * its goods in the cart again. Both write to the shop, so both are POSTs with the page's locale
 * (the cancellation mail speaks it; the cart names colours in it).
 */
import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { pageLocaleMiddleware } from '~/app-shell/page-locale.middleware'
import { validateInput } from '~/lib/validation'
import { cancelOrder, reorder } from '~/shop-client/api/account.server'
import type { CancelOrderResult, ReorderResult } from '~/shop-client/api/account.server'

const uuidSchema = v.pipe(v.string(), v.uuid())
const countSchema = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10_000))

export const cancelOrderInputSchema = v.object({
  uuid: uuidSchema,
  /** Absent: the whole order. */
  lines: v.optional(
    v.pipe(
      v.array(v.object({ id: v.pipe(v.number(), v.integer()), quantity: countSchema })),
      v.minLength(1),
      v.maxLength(200),
    ),
  ),
  /** 1–255 visible ASCII characters, as the shop takes an `Idempotency-Key`. */
  idempotencyKey: v.pipe(v.string(), v.regex(/^[\x21-\x7e]{1,255}$/)),
})

/** Cancels the customer's order or units of its lines; the form's key makes a resent form one cancellation. */
export const cancelMyOrder = createServerFn({ method: 'POST' })
  .middleware([pageLocaleMiddleware])
  .validator(validateInput(cancelOrderInputSchema))
  .handler(({ data, context }): Promise<CancelOrderResult> =>
    cancelOrder(data.uuid, data.lines, data.idempotencyKey, context.locale),
  )

/** Puts the goods of the customer's order into the cart at today's prices. */
export const reorderMyOrder = createServerFn({ method: 'POST' })
  .middleware([pageLocaleMiddleware])
  .validator(validateInput(v.object({ uuid: uuidSchema })))
  .handler(({ data, context }): Promise<ReorderResult> => reorder(data.uuid, context.locale))
