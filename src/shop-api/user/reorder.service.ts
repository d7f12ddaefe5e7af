/**
 * "Buy the same again": an order's goods go into the customer's cart as they are sold today (the
 * same size, the current price for the customer's price type), and what cannot be had is named.
 */
import { and, asc, eq, inArray } from 'drizzle-orm'
import { addToCart, readCart } from '../cart/cart.service'
import type { Cart } from '../cart/cart.schema'
import { orderLines, orders, productOptions } from '../db/schema'
import { ApiError, notFound } from '../http/errors'
import type { ApiLocale } from '../http/locale'
import type { ShopApiServices } from '../services'
import type { SessionContext } from '../session/session'

export type ReorderMissReason = 'not_sold' | 'sold_out' | 'fewer'

export interface ReorderLine {
  readonly sku: string
  readonly name: string
  readonly size: string
  readonly quantity: number
}

export interface ReorderMiss extends ReorderLine {
  /** not_sold: the product or size is no longer sold; sold_out: none in stock; fewer: only `added` of `quantity`. */
  readonly reason: ReorderMissReason
  /** Units that did go into the cart (only for `fewer`). */
  readonly added: number
}

export interface ReorderResult {
  readonly cart: Cart
  readonly added: ReorderLine[]
  readonly unavailable: ReorderMiss[]
}

/**
 * Adds the goods of one of the customer's orders to the cart, line by line, each as much as the
 * stock allows: the pieces kept (of an order cancelled whole, the pieces ordered). Services (mounting) are left out: they are chosen with the product again. Lines are
 * added one by one, so a size that sells out meanwhile only misses itself.
 */
export async function reorder(
  services: ShopApiServices,
  session: SessionContext & { readonly user: NonNullable<SessionContext['user']> },
  publicId: string,
  locale: ApiLocale,
): Promise<ReorderResult> {
  const [order] = await services.db
    .select({ id: orders.id, status: orders.status })
    .from(orders)
    .where(and(eq(orders.publicId, publicId), eq(orders.userId, session.user.id)))
  if (!order) throw notFound('Order')
  const lines = await services.db
    .select({
      sku: orderLines.sku,
      name: orderLines.name,
      size: orderLines.size,
      quantity: orderLines.quantity,
      cancelledQuantity: orderLines.cancelledQuantity,
      productId: orderLines.productId,
      optionId: orderLines.productOptionId,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id))
    .orderBy(asc(orderLines.id))
  // What the customer kept: pieces cancelled from an order that stands are not bought again; an order
  // cancelled whole is bought again as it was ordered.
  const goods = lines
    .filter((line) => !line.sku.startsWith('MONTAGE-'))
    .map((line) => ({
      ...line,
      quantity: order.status === 'cancelled' ? line.quantity : line.quantity - line.cancelledQuantity,
    }))
    .filter((line) => line.quantity > 0)
  const optionIds = goods.flatMap((line) => (line.optionId === null ? [] : [line.optionId]))
  const stockRows =
    optionIds.length === 0
      ? []
      : await services.db
          .select({ id: productOptions.id, stock: productOptions.stock })
          .from(productOptions)
          .where(inArray(productOptions.id, optionIds))
  const stockOf = new Map(stockRows.map((row) => [row.id, row.stock]))

  const added: ReorderLine[] = []
  const unavailable: ReorderMiss[] = []
  for (const line of goods) {
    const described = { sku: line.sku, name: line.name, size: line.size, quantity: line.quantity }
    const stock = line.optionId === null ? undefined : stockOf.get(line.optionId)
    if (line.optionId === null || line.productId === null || stock === undefined) {
      unavailable.push({ ...described, reason: 'not_sold', added: 0 })
      continue
    }
    const amount = Math.min(line.quantity, stock)
    if (amount === 0) {
      unavailable.push({ ...described, reason: 'sold_out', added: 0 })
      continue
    }
    try {
      await addToCart(
        services,
        session,
        { productOption: line.optionId, amount, relatedProducts: [], mounting: false, setId: null },
        locale,
      )
    } catch (error) {
      // Refused by the cart: no regular price any more (not sold), or the cart already holds the
      // rest of the stock.
      if (!(error instanceof ApiError) || error.status !== 422) throw error
      const reason = error.errors?.productOption === undefined ? 'sold_out' : 'not_sold'
      unavailable.push({ ...described, reason, added: 0 })
      continue
    }
    if (amount < line.quantity) unavailable.push({ ...described, reason: 'fewer', added: amount })
    else added.push(described)
  }
  return { cart: await readCart(services, session, locale), added, unavailable }
}
