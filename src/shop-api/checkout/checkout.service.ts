/**
 * The reference checkout: the customer's cart becomes an order in one transaction. Prices come from
 * product_prices for the customer's role, never from the request; stock is checked and taken under
 * row locks, so two checkouts can never sell the same last item; any refusal writes nothing.
 */
import { randomUUID } from 'node:crypto'
import { and, eq, gte, sql } from 'drizzle-orm'
import * as v from 'valibot'
import { centsToEuros, formatCents } from '../catalog/product-summary'
import { cartDemand } from '../cart/cart-rules'
import { loadPricedCart, loadStock, lockCart, toCartBody } from '../cart/cart.service'
import type { PricedCart } from '../cart/cart.service'
import type { Database } from '../db/client'
import {
  addresses,
  cartItems,
  carts,
  loyaltyTransactions,
  orderLines,
  orders,
  productOptions,
  stores,
} from '../db/schema'
import type { OrderAddress } from '../db/schema'
import { validationFailed } from '../http/errors'
import type { FieldErrors } from '../http/errors'
import type { ShopApiServices } from '../services'
import type { SessionUser } from '../session/session'
import type { PlaceOrderBody, PlacedOrder } from './checkout.schema'
import type { Cart } from '../cart/cart.schema'

type StoreRow = Pick<typeof stores.$inferSelect, 'id' | 'slug' | 'name' | 'city'>
/** An order line to insert, with the product page path for the response. */
/** An order line to insert, and the product page path the response shows with it. */
interface OrderLineDraft {
  readonly row: Omit<typeof orderLines.$inferInsert, 'id' | 'orderId'>
  readonly productUrl: string
}

interface Destination {
  readonly address: OrderAddress | null
  readonly store: StoreRow | null
}

const yearInVienna = new Intl.DateTimeFormat('en', { timeZone: 'Europe/Vienna', year: 'numeric' })

/** `SA-{year}-{id, 6 digits}`: unique because the id is; the year is the shop's (Vienna) calendar year. */
export const orderNumber = (placedAt: Date, orderId: number) =>
  `SA-${yearInVienna.format(placedAt)}-${String(orderId).padStart(6, '0')}`

/** One loyalty point per whole euro of the order total. */
export const loyaltyPointsFor = (totalCents: number) => Math.floor(totalCents / 100)

const nextValRows = v.object({ rows: v.tuple([v.object({ id: v.number() })]) })

/** Takes the next order id up front, so the order number can be written with the row itself. */
async function nextOrderId(tx: Database): Promise<number> {
  const result = await tx.execute(sql`SELECT nextval(pg_get_serial_sequence('orders', 'id'))::int AS id`)
  return v.parse(nextValRows, result).rows[0].id
}

/** More taken numbers in a row than any seeded database holds: something else is wrong. */
const MAX_TAKEN_NUMBERS = 10_000

/**
 * The next order id whose number is free. Ids are unique, but seeded orders carry numbers of their
 * own scheme (`SA-2026-000156` for the seed's eighth order), so the order with id 156 would collide
 * and fail. Such ids are skipped. Concurrent checkouts draw different ids, so only seeded numbers
 * can be taken here.
 */
async function nextFreeOrder(tx: Database, placedAt: Date): Promise<{ id: number; number: string }> {
  for (let attempt = 0; attempt < MAX_TAKEN_NUMBERS; attempt++) {
    const id = await nextOrderId(tx)
    const number = orderNumber(placedAt, id)
    const [taken] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.number, number)).limit(1)
    if (!taken) return { id, number }
  }
  throw new Error(`No free order number after ${MAX_TAKEN_NUMBERS} ids`)
}

/** Where the order goes; unknown or foreign addresses and unknown stores become field errors. */
async function resolveDestination(
  tx: Database,
  user: SessionUser,
  body: PlaceOrderBody,
  errors: FieldErrors,
): Promise<Destination> {
  if (body.deliveryType === 'home') {
    const [address] =
      body.addressId === undefined
        ? []
        : await tx
            .select()
            .from(addresses)
            .where(and(eq(addresses.publicId, body.addressId), eq(addresses.userId, user.id)))
    if (!address) {
      errors.addressId = ['The selected address does not exist.']
      return { address: null, store: null }
    }
    if (address.deliveryType !== 'home') {
      errors.addressId = [
        'The selected address is a click & collect address; choose a home delivery address.',
      ]
      return { address: null, store: null }
    }
    const { firstname, lastname, street, streetNo, postal, city, countryId } = address
    return { address: { firstname, lastname, street, streetNo, postal, city, countryId }, store: null }
  }
  const [store] =
    body.storeId === undefined
      ? []
      : await tx
          .select({ id: stores.id, slug: stores.slug, name: stores.name, city: stores.city })
          .from(stores)
          .where(eq(stores.id, body.storeId))
  if (!store) errors.storeId = ['The selected store does not exist.']
  return { address: null, store: store ?? null }
}

/**
 * Why the cart cannot be ordered as it is, one message per product that falls short. The whole
 * cart's claim on each option counts (the same size may sit in several lines, or as a related product).
 */
function cartProblems(cart: PricedCart, stock: ReadonlyMap<number, number>): string[] {
  const demand = cartDemand(cart.lines.map((line) => line.item))
  const problems = new Map<number, string>()
  for (const line of cart.lines) {
    const parts = [{ option: line.option, product: line.product }, ...line.related]
    for (const { option, product } of parts) {
      if ((demand.get(option.id) ?? 0) <= (stock.get(option.id) ?? 0) || problems.has(option.id)) continue
      problems.set(
        option.id,
        `${product.brand.name} ${product.name} (${option.label}) is no longer available in the requested quantity.`,
      )
    }
  }
  const messages = [...problems.values()]
  if (cart.unpriceable.length > 0)
    messages.push('An item in your cart is no longer sold; remove it to continue.')
  return messages
}

/** The order lines of a priced cart: each product and related product, plus booked mounting as a service. */
function toOrderLines(cart: PricedCart): OrderLineDraft[] {
  return cart.lines.flatMap((line) => {
    const { quantity } = line.item
    const goods = [
      { option: line.option, product: line.product, priceCents: line.priceCents },
      ...line.related,
    ]
    const result: OrderLineDraft[] = goods.map(({ option, product, priceCents }) => ({
      row: {
        productId: product.id,
        productOptionId: option.id,
        sku: product.sku,
        name: product.name,
        brandName: product.brand.name,
        size: option.label,
        quantity,
        unitPriceCents: priceCents,
        lineTotalCents: priceCents * quantity,
        imagePath: product.image,
      },
      productUrl: product.url,
    }))
    if (line.item.mounting && line.mountingOfferCents !== null)
      result.push({
        row: {
          productId: line.product.id,
          productOptionId: null,
          sku: `MONTAGE-${line.product.sku}`,
          name: `${line.product.isBike ? 'Fahrradmontage' : 'Bindungsmontage'}: ${line.product.name}`,
          brandName: line.product.brand.name,
          size: '',
          quantity,
          unitPriceCents: line.mountingOfferCents,
          lineTotalCents: line.mountingOfferCents * quantity,
          imagePath: line.product.image,
        },
        productUrl: line.product.url,
      })
    return result
  })
}

export interface PlaceOrderResult {
  readonly order: PlacedOrder
  readonly cart: Cart
}

/**
 * POST /api/v1/orders/. After the order the cart row stays (it is keyed by the account's stable
 * request id, which is unique) and its lines are deleted: the customer's next GET /cart/ shows a
 * fresh, empty cart under the same id, while the order lines keep what was bought.
 */
export async function placeOrder(
  services: ShopApiServices,
  user: SessionUser,
  body: PlaceOrderBody,
): Promise<PlaceOrderResult> {
  const now = services.now()
  const priceType = user.role
  return services.db.transaction(async (tx) => {
    const errors: FieldErrors = {}
    const destination = await resolveDestination(tx, user, body, errors)

    // The cart lock serialises a double submit: the second call finds the cart empty.
    const cart = await lockCart(tx, user.requestId)
    const items =
      cart === null
        ? []
        : await tx
            .select({
              productOptionId: cartItems.productOptionId,
              relatedOptionIds: cartItems.relatedOptionIds,
              quantity: cartItems.quantity,
            })
            .from(cartItems)
            .where(eq(cartItems.cartId, cart.id))
    if (cart === null || items.length === 0) {
      errors.cart = ['Your cart is empty.']
      throw validationFailed(errors)
    }
    // Lock every option the cart claims (ascending ids) before reading stock and prices.
    const claimed = cartDemand(items)
    const stock = await loadStock(tx, [...claimed.keys()], true)
    const priced = await loadPricedCart(tx, cart.id, priceType)
    const problems = cartProblems(priced, stock)
    if (problems.length > 0) errors.cart = problems
    if (Object.keys(errors).length > 0) throw validationFailed(errors)

    for (const [optionId, units] of [...claimed].sort(([a], [b]) => a - b)) {
      const taken = await tx
        .update(productOptions)
        .set({ stock: sql`${productOptions.stock} - ${units}` })
        .where(and(eq(productOptions.id, optionId), gte(productOptions.stock, units)))
        .returning({ id: productOptions.id })
      // Cannot happen under the row locks; refusing keeps the invariant even if it did.
      if (taken.length === 0) throw new Error(`Stock of option ${optionId} changed under its lock`)
    }

    const { id: orderId, number } = await nextFreeOrder(tx, now)
    const lines = toOrderLines(priced)
    const [order] = await tx
      .insert(orders)
      .values({
        id: orderId,
        publicId: randomUUID(),
        number,
        userId: user.id,
        status: 'placed',
        placedAt: now,
        deliveryType: body.deliveryType,
        deliveryAddress: destination.address,
        storeId: destination.store?.id ?? null,
        paymentMethod: body.paymentMethod,
        priceType,
        subtotalCents: priced.subtotalCents,
        deliveryCents: priced.deliveryCents,
        totalCents: priced.totalCents,
        currency: 'EUR',
      })
      .returning()
    if (!order) throw new Error('Order insert returned no row')
    await tx.insert(orderLines).values(lines.map(({ row }) => ({ ...row, orderId })))
    const points = loyaltyPointsFor(priced.totalCents)
    if (points > 0)
      await tx
        .insert(loyaltyTransactions)
        .values({ userId: user.id, points, reason: 'order', orderId, createdAt: now })

    await tx.delete(cartItems).where(eq(cartItems.cartId, cart.id))
    await tx.update(carts).set({ updatedAt: now }).where(eq(carts.id, cart.id))

    return {
      order: {
        uuid: order.publicId,
        number: order.number,
        status: order.status,
        placedAt: order.placedAt.toISOString(),
        deliveryType: order.deliveryType,
        deliveryAddress: order.deliveryAddress,
        store: destination.store,
        paymentMethod: body.paymentMethod,
        priceType,
        lines: lines.map(({ row: line, productUrl }) => ({
          sku: line.sku,
          name: line.name,
          brandName: line.brandName,
          size: line.size,
          quantity: line.quantity,
          unitPrice: centsToEuros(line.unitPriceCents),
          unitPriceFormatted: formatCents(line.unitPriceCents),
          lineTotal: centsToEuros(line.lineTotalCents),
          lineTotalFormatted: formatCents(line.lineTotalCents),
          image: line.imagePath,
          productUrl,
        })),
        subtotal: centsToEuros(order.subtotalCents),
        subtotalFormatted: formatCents(order.subtotalCents),
        delivery: centsToEuros(order.deliveryCents),
        deliveryFormatted: formatCents(order.deliveryCents),
        total: centsToEuros(order.totalCents),
        totalFormatted: formatCents(order.totalCents),
        currency: 'EUR',
        loyaltyPoints: points,
      },
      cart: toCartBody(user.requestId, await loadPricedCart(tx, cart.id, priceType)),
    }
  })
}
