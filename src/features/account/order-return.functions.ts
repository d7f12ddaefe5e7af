/**
 * After the order (ADR 035): registering a return of pieces of a delivered order, collected at the
 * delivery address or handed in at a store. It writes to the shop, so it is a POST with the page's
 * locale (the mail with the label speaks it).
 */
import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { pageLocaleMiddleware } from '~/app-shell/page-locale.middleware'
import { validateInput } from '~/lib/validation'
import { registerReturn } from '~/shop-client/api/account.server'
import type { RegisterReturnResult } from '~/shop-client/api/account.server'
import { returnReasons } from '~/shop-client/schemas/account.schema'
import { cancelOrderInputSchema } from './order-care.functions'

// The same order id and idempotency key as a cancellation takes.
const { uuid: uuidSchema, idempotencyKey: idempotencyKeySchema } = cancelOrderInputSchema.entries

export const registerReturnInputSchema = v.object({
  uuid: uuidSchema,
  lines: v.pipe(
    v.array(
      v.object({
        id: v.pipe(v.number(), v.integer()),
        quantity: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10_000)),
        reason: v.picklist(returnReasons),
      }),
    ),
    v.minLength(1),
    v.maxLength(200),
  ),
  method: v.picklist(['pickup', 'store']),
  /** The store the parcel is handed in at; only with `method: 'store'`. */
  storeId: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  /** One per selection of the form: a form sent twice registers one return. */
  idempotencyKey: idempotencyKeySchema,
})

/** Registers a return of the customer's order; the shop mails the label in the page's language. */
export const registerMyReturn = createServerFn({ method: 'POST' })
  .middleware([pageLocaleMiddleware])
  .validator(validateInput(registerReturnInputSchema))
  .handler(({ data, context }): Promise<RegisterReturnResult> =>
    registerReturn(
      data.uuid,
      {
        lines: data.lines,
        method: data.method,
        ...(data.method === 'store' && data.storeId !== undefined ? { storeId: data.storeId } : {}),
      },
      data.idempotencyKey,
      context.locale,
    ),
  )
