/**
 * The reference checkout: the customer's cart becomes an order in one transaction. Prices come from
 * product_prices for the customer's role, never from the request; stock is checked and taken under
 * row locks, so two checkouts can never sell the same last item; any refusal writes nothing.
 */
import { createHash, randomUUID } from 'node:crypto'
import { and, asc, desc, eq, gte, inArray, sql } from 'drizzle-orm'
import * as v from 'valibot'
import { cartDemand } from '../cart/cart-rules'
import { loadPricedCart, loadStock, lockCart, shopCartScope, toCartBody } from '../cart/cart.service'
import type { CartScope, PricedCart } from '../cart/cart.service'
import { brandedProductName } from '../catalog/branded-name'
import type { Database } from '../db/client'
import {
  addresses,
  cartItems,
  carts,
  loyaltyTransactions,
  orderLines,
  orderStatusChanges,
  orders,
  productOptions,
  products,
  stores,
} from '../db/schema'
import type { OrderAddress, OrderChannel, PriceType } from '../db/schema'
import { ApiError, notFound, validationFailed } from '../http/errors'
import type { FieldErrors } from '../http/errors'
import type { ApiLocale } from '../http/locale'
import type { ShopApiServices } from '../services'
import type { SessionUser } from '../session/session'
import type { PlaceOrderBody, PlacedOrder } from './checkout.schema'
import type { Cart } from '../cart/cart.schema'
import { STANDARD_VAT_RATE, drawDocumentNumber } from '../user/accounting-documents'
import { findOrder } from '../user/order-history.service'
import type { OrderReader } from '../user/order-history.service'

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
  readonly billing: OrderAddress | null
}

const yearInVienna = new Intl.DateTimeFormat('en', { timeZone: 'Europe/Vienna', year: 'numeric' })

/** `SA-{year}-{id, 6 digits}`: unique because the id is; the year is the shop's (Vienna) calendar year. */
export const orderNumber = (placedAt: Date, orderId: number) =>
  `SA-${yearInVienna.format(placedAt)}-${String(orderId).padStart(6, '0')}`

/** One loyalty point per whole euro of the order total. */
export const loyaltyPointsFor = (totalCents: number) => Math.floor(totalCents / 100)

const nextValRows = v.object({ rows: v.tuple([v.object({ n: v.number() })]) })

/**
 * The next order number, from its own sequence: unlike the row id it is moved past every number
 * already given (seeded or imported orders), so it can never collide, on any number of nodes.
 */
async function nextOrderNumber(tx: Database, placedAt: Date): Promise<string> {
  const result = await tx.execute(sql`SELECT nextval('order_number_seq')::int AS n`)
  return orderNumber(placedAt, v.parse(nextValRows, result).rows[0].n)
}

/**
 * Where an order is placed: the shop (its cart) or a team shop (its own carts, at team prices). A
 * channel may refuse lines beyond the stock check, e.g. team lines of a team the customer has left.
 */
export interface CheckoutChannel {
  readonly name: OrderChannel
  readonly cart: CartScope
  /**
   * Why lines of the cart cannot be ordered through this channel, one message per product; checked in
   * the order's transaction, after the cart and its options are locked.
   */
  readonly recheck?: (tx: Database, cart: PricedCart, user: SessionUser | null) => Promise<string[]>
}

export const shopCheckout: CheckoutChannel = { name: 'shop', cart: shopCartScope }

/** Who places the order: a customer (token) or a guest (request id `g…`). */
export interface OrderCaller {
  readonly user: SessionUser | null
  readonly requestId: string
}

const toOrderAddress = (address: OrderAddress): OrderAddress => {
  const { firstname, lastname, street, streetNo, postal, city, countryId } = address
  return { firstname, lastname, street, streetNo, postal, city, countryId }
}

/** One of the customer's saved addresses by public id, or null (guests have none). */
async function savedAddress(tx: Database, user: SessionUser | null, publicId: string | undefined) {
  if (user === null || publicId === undefined) return null
  const [address] = await tx
    .select()
    .from(addresses)
    .where(and(eq(addresses.publicId, publicId), eq(addresses.userId, user.id)))
  return address ?? null
}

/** Where the order goes and whom it bills; unknown or foreign addresses and stores become field errors. */
async function resolveDestination(
  tx: Database,
  user: SessionUser | null,
  body: PlaceOrderBody,
  errors: FieldErrors,
): Promise<Destination> {
  if (user === null) {
    if (body.email === undefined) errors.email = ['Enter your e-mail address for the order confirmation.']
    if (body.addressId !== undefined) errors.addressId = ['Log in to use a saved address.']
    if (body.billingAddressId !== undefined) errors.billingAddressId = ['Log in to use a saved address.']
  }

  let address: OrderAddress | null = null
  let store: StoreRow | null = null
  if (body.deliveryType === 'home') {
    if (body.shippingAddress !== undefined) address = body.shippingAddress
    else if (user !== null) {
      const saved = await savedAddress(tx, user, body.addressId)
      if (!saved) errors.addressId = ['The selected address does not exist.']
      else if (saved.deliveryType !== 'home')
        errors.addressId = [
          'The selected address is a click & collect address; choose a home delivery address.',
        ]
      else address = toOrderAddress(saved)
    }
  } else {
    const [found] =
      body.storeId === undefined
        ? []
        : await tx
            .select({ id: stores.id, slug: stores.slug, name: stores.name, city: stores.city })
            .from(stores)
            .where(eq(stores.id, body.storeId))
    if (!found) errors.storeId = ['The selected store does not exist.']
    store = found ?? null
  }

  let billing: OrderAddress | null = null
  if (body.billingAddress !== undefined) billing = body.billingAddress
  else if (body.billingAddressId !== undefined) {
    const saved = await savedAddress(tx, user, body.billingAddressId)
    if (saved) billing = toOrderAddress(saved)
    else if (user !== null) errors.billingAddressId = ['The selected billing address does not exist.']
  } else if (address !== null) billing = address
  else if (user !== null) {
    // Click & collect without a billing address: the customer's default address bills, if any.
    const [fallback] = await tx
      .select()
      .from(addresses)
      .where(eq(addresses.userId, user.id))
      .orderBy(desc(addresses.isDefault), asc(addresses.id))
      .limit(1)
    if (fallback) billing = toOrderAddress(fallback)
  }
  // A guest's click & collect order has no other name and address to bill; a customer's account has.
  if (billing === null && user === null) errors.billingAddress = ['Enter a billing address.']
  return { address, store, billing }
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
        `${brandedProductName(product.brand.name, product.name)} (${option.label}) is no longer available in the requested quantity.`,
      )
    }
  }
  const messages = [...problems.values()]
  if (cart.unpriceable.length > 0)
    messages.push('An item in your cart is no longer sold; remove it to continue.')
  return messages
}

/** The order lines of a priced cart: each product and related product, plus booked mounting as a service. */
/**
 * The lines with the VAT rate each price includes (ADR 036): the product's, kept on the line as
 * placed; services such as mounting are taxed at the standard rate.
 */
async function withVatRates(tx: Database, lines: OrderLineDraft[]): Promise<OrderLineDraft[]> {
  const productIds = [
    ...new Set(
      lines.flatMap(({ row }) =>
        row.productOptionId === null || row.productId === null || row.productId === undefined
          ? []
          : [row.productId],
      ),
    ),
  ]
  const rates =
    productIds.length === 0
      ? []
      : await tx
          .select({ id: products.id, vatRate: products.vatRate })
          .from(products)
          .where(inArray(products.id, productIds))
  const rateOf = new Map(rates.map((row) => [row.id, row.vatRate]))
  return lines.map((line) => ({
    ...line,
    row: {
      ...line.row,
      vatRate:
        line.row.productOptionId === null
          ? STANDARD_VAT_RATE
          : (rateOf.get(line.row.productId ?? -1) ?? STANDARD_VAT_RATE),
    },
  }))
}

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
        color: product.color.name,
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
  /** The cart after the order; null on a replay (read it afresh, after the transaction). */
  readonly cart: Cart | null
  /** True when an earlier request with the same Idempotency-Key placed this order. */
  readonly replayed: boolean
}

const paymentMethodSchema = v.picklist(['invoice', 'prepayment'])

/** The placed-order view of an order the caller may read. */
async function loadPlacedOrder(
  db: Database,
  publicId: string,
  reader: OrderReader,
): Promise<PlacedOrder | null> {
  const found = await findOrder(db, publicId, reader)
  if (!found) return null
  const { row, detail } = found
  return {
    ...detail,
    paymentMethod: v.parse(paymentMethodSchema, row.paymentMethod),
    billingAddress: row.billingAddress ?? null,
    email: row.email,
    phone: row.phone,
    priceType: row.priceType,
    currency: 'EUR',
  }
}

/** The reader of the caller's own orders. */
const readerOf = (caller: OrderCaller): OrderReader =>
  caller.user ? { userId: caller.user.id } : { guestRequestId: caller.requestId }

/** GET /api/v1/orders/{uuid}/: an order for the customer or guest who placed it; anyone else gets 404. */
export async function getPlacedOrder(
  db: Database,
  caller: OrderCaller,
  publicId: string,
): Promise<PlacedOrder> {
  const order = await loadPlacedOrder(db, publicId, readerOf(caller))
  if (!order) throw notFound('Order')
  return order
}

/** The same JSON for the same body whatever the order of its keys. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  if (value !== null && typeof value === 'object')
    return `{${Object.entries(value)
      .filter(([, entry]) => entry !== undefined)
      .sort(([left], [right]) => (left < right ? -1 : 1))
      .map(([key, entry]) => `${JSON.stringify(key)}:${canonicalJson(entry)}`)
      .join(',')}}`
  return JSON.stringify(value)
}

const fingerprintOf = (body: PlaceOrderBody) => createHash('sha256').update(canonicalJson(body)).digest('hex')

const idempotencyConflict = () =>
  new ApiError(409, 'This Idempotency-Key was already used for a different order request.', {
    idempotencyKey: ['This Idempotency-Key was already used for a different order request.'],
  })

const GUEST_PRICE_TYPE: PriceType = 'vk'

/**
 * POST /api/v1/orders/. After the order the cart row stays (an account's cart is keyed by its stable
 * request id) and its lines are deleted: the next GET /cart/ shows a fresh, empty cart under the
 * same id, while the order lines keep what was bought. With an idempotency key, requests with the
 * same key are serialised by an advisory lock; the later ones find the first order and return it.
 */
export async function placeOrder(
  services: ShopApiServices,
  caller: OrderCaller,
  body: PlaceOrderBody,
  idempotencyKey?: string,
  channel: CheckoutChannel = shopCheckout,
  /** The checkout page's language: the order lines keep their colour names in it. */
  locale: ApiLocale = 'de-AT',
): Promise<PlaceOrderResult> {
  const now = services.now()
  const { user, requestId } = caller
  const priceType = user?.role ?? GUEST_PRICE_TYPE
  // Keys of another channel live apart: a key first sent to the shop's checkout does not replay its
  // order at a team's.
  const channelPrefix = channel.name === 'shop' ? '' : `${channel.name}:`
  const scopedKey =
    idempotencyKey === undefined
      ? null
      : `${channelPrefix}${user ? `user:${user.id}` : `guest:${requestId}`}:${idempotencyKey}`
  const fingerprint = fingerprintOf(body)
  return services.db.transaction(async (tx) => {
    if (scopedKey !== null) {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${scopedKey}, 0))`)
      const [earlier] = await tx
        .select({ publicId: orders.publicId, fingerprint: orders.requestFingerprint })
        .from(orders)
        .where(eq(orders.idempotencyKey, scopedKey))
      if (earlier) {
        if (earlier.fingerprint !== fingerprint) throw idempotencyConflict()
        const order = await loadPlacedOrder(tx, earlier.publicId, readerOf(caller))
        if (!order) throw idempotencyConflict()
        return {
          order,
          cart: null,
          replayed: true,
        }
      }
    }

    const errors: FieldErrors = {}
    const destination = await resolveDestination(tx, user, body, errors)

    // The cart lock serialises a double submit: the second call finds the cart empty.
    const cart = await lockCart(tx, channel.cart.cartKey(requestId))
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
    const priced = await loadPricedCart(tx, cart.id, priceType, locale, channel.cart.linePrices)
    const problems = [...cartProblems(priced, stock), ...((await channel.recheck?.(tx, priced, user)) ?? [])]
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

    const lines = await withVatRates(tx, toOrderLines(priced))
    const [order] = await tx
      .insert(orders)
      .values({
        publicId: randomUUID(),
        number: await nextOrderNumber(tx, now),
        userId: user?.id ?? null,
        status: 'received',
        placedAt: now,
        deliveryType: body.deliveryType,
        deliveryAddress: destination.address,
        billingAddress: destination.billing,
        storeId: destination.store?.id ?? null,
        paymentMethod: body.paymentMethod,
        priceType,
        subtotalCents: priced.subtotalCents,
        deliveryCents: priced.deliveryCents,
        totalCents: priced.totalCents,
        currency: 'EUR',
        email: user?.email ?? body.email ?? null,
        phone: body.phone === undefined || body.phone === '' ? null : body.phone,
        guestRequestId: user ? null : requestId,
        idempotencyKey: scopedKey,
        requestFingerprint: scopedKey === null ? null : fingerprint,
        channel: channel.name,
      })
      .returning()
    if (!order) throw new Error('Order insert returned no row')
    await tx.insert(orderLines).values(lines.map(({ row }) => ({ ...row, orderId: order.id })))
    await tx.insert(orderStatusChanges).values({ orderId: order.id, status: 'received', changedAt: now })
    const points = user ? loyaltyPointsFor(priced.totalCents) : 0
    if (user && points > 0)
      await tx
        .insert(loyaltyTransactions)
        .values({ userId: user.id, points, reason: 'order', orderId: order.id, createdAt: now })

    await tx.delete(cartItems).where(eq(cartItems.cartId, cart.id))
    await tx.update(carts).set({ updatedAt: now }).where(eq(carts.id, cart.id))
    // Last, so the invoice counter's row stays locked as briefly as possible (ADR 036).
    await tx
      .update(orders)
      .set({ invoiceNumber: await drawDocumentNumber(tx, 'invoice', now) })
      .where(eq(orders.id, order.id))

    const placed = await loadPlacedOrder(tx, order.publicId, readerOf(caller))
    if (!placed) throw new Error('The placed order cannot be read back')
    return {
      order: placed,
      cart: toCartBody(
        requestId,
        await loadPricedCart(tx, cart.id, priceType, 'de-AT', channel.cart.linePrices),
      ),
      replayed: false,
    }
  })
}
