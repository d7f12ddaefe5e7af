/** Shapes of what a customer or guest can do with an order after placing it (ADR 034). */
import * as v from 'valibot'
import { emailSchema } from '../auth/auth.schema'
import { cartSchema } from '../cart/cart.schema'

const QUANTITY_MESSAGE = 'The quantity must be a whole number from 1.'
const LINE_ID_MESSAGE = 'The line id must be a whole number.'

/** Order lines by `id` (as in the order's answer) and the units of each to cancel. */
const cancelLinesSchema = v.optional(
  v.pipe(
    v.array(
      v.object({
        id: v.pipe(v.number(LINE_ID_MESSAGE), v.integer(LINE_ID_MESSAGE)),
        quantity: v.pipe(
          v.number(QUANTITY_MESSAGE),
          v.integer(QUANTITY_MESSAGE),
          v.minValue(1, QUANTITY_MESSAGE),
        ),
      }),
      'The lines must be a list.',
    ),
    v.minLength(1, 'Name at least one line, or send no lines to cancel the whole order.'),
    v.maxLength(200, 'An order has at most 200 lines.'),
  ),
)

/** A customer's cancellation: no body (or no `lines`) cancels the whole order. */
export const cancelOrderBodySchema = v.object({ lines: cancelLinesSchema })
export type CancelOrderBody = v.InferOutput<typeof cancelOrderBodySchema>

/**
 * A cancellation through the checkout's order path: a guest also names the order's e-mail address
 * (a logged-in customer may leave it out).
 */
export const cancelPlacedOrderBodySchema = v.object({
  lines: cancelLinesSchema,
  email: v.optional(emailSchema),
})
export type CancelPlacedOrderBody = v.InferOutput<typeof cancelPlacedOrderBodySchema>

const reorderLineSchema = v.object({
  sku: v.string(),
  name: v.string(),
  size: v.string(),
  /** The pieces to buy again: those kept of the order line (all of them of an order cancelled whole). */
  quantity: v.number(),
})

export const reorderResponseSchema = v.object({
  data: v.object({
    /** The customer's cart afterwards. */
    cart: cartSchema,
    /** Lines that went into the cart in full. */
    added: v.array(reorderLineSchema),
    /**
     * Lines that did not, or not in full: `not_sold` (the product or size is no longer sold),
     * `sold_out` (none in stock) or `fewer` (`added` of `quantity` went in).
     */
    unavailable: v.array(
      v.object({
        ...reorderLineSchema.entries,
        reason: v.picklist(['not_sold', 'sold_out', 'fewer']),
        added: v.number(),
      }),
    ),
  }),
})
