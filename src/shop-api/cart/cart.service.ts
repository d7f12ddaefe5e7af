/**
 * The cart: lines keyed by request id (guest `g…` or the account's `u…`), priced on the server for the
 * viewer's price type. Every write runs in one transaction that first locks the cart row, so
 * concurrent calls on one cart are applied one after the other and no update is lost. A cart scope
 * lets the team shop keep carts of its own with the same rules (team/team-cart.service.ts).
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import { centsToEuros, formatCents, loadProductSummaries, repriced } from '../catalog/product-summary'
import type { ProductSummary } from '../catalog/product-summary'
import type { ApiLocale } from '../http/locale'
import type { Database } from '../db/client'
import {
  cartItems,
  carts,
  productOptions,
  productPrices,
  productSetItems,
  productSets,
  products,
} from '../db/schema'
import type { PriceType } from '../db/schema'
import { ApiError, noUuidHeader, validationFailed } from '../http/errors'
import type { FieldErrors } from '../http/errors'
import type { ShopApiServices } from '../services'
import { viewerPriceType } from '../session/session'
import type { SessionContext, SessionUser } from '../session/session'
import { newGuestRequestId } from '../session/tokens'
import {
  addableUnits,
  FREE_DELIVERY_FROM_CENTS,
  cartDemand,
  deliveryCents,
  lineDemand,
  lineHash,
  lineItemCount,
  normaliseRelated,
  relatedStockMessage,
  setHash,
  stockMessage,
} from './cart-rules'
import type { AddToCartBody, Cart, CartProduct } from './cart.schema'

type CartRow = typeof carts.$inferSelect
type CartItemRow = typeof cartItems.$inferSelect

export const cartNotFound = () => new ApiError(404, 'Cart not found')
const cartItemNotFound = () => new ApiError(404, 'Cart item not found')
const cartSetNotFound = () => new ApiError(404, 'Cart set not found')

/**
 * Which carts a call works on, and how their lines are priced. The shop keys a cart by the caller's
 * request id itself; another scope (the team shop) keys its carts by a prefixed id, so that one
 * caller has a cart in each, and may price its lines from a price list of its own.
 */
export interface CartScope {
  /** The `carts.request_id` of a caller's request id. */
  readonly cartKey: (requestId: string) => string
  /** Prices lines from a list of their own; lines it leaves out are priced as in the shop. */
  readonly linePrices?: LinePrices
}

/** A line to price, with the product of its option. */
export interface LineToPrice {
  readonly item: CartItemRow
  readonly productId: number
}

/**
 * A line's own unit price in cents, and the storefront path its product is sold under there (a team
 * line's product page is the team's `/{team}/p/{slug}/`, not the shop's).
 */
export interface LinePrice {
  readonly cents: number
  readonly url?: string
}

/** Own prices by cart item id, for the viewer's price type. */
export type LinePrices = (
  db: Database,
  lines: readonly LineToPrice[],
  priceType: PriceType,
) => Promise<Map<number, LinePrice>>

/** The shop's own carts (spec §7 /api/v1/cart/). */
export const shopCartScope: CartScope = { cartKey: (requestId) => requestId }

/** The request id of a call whose endpoint requires one (the session layer has already refused it). */
export function requiredRequestId(session: SessionContext): string {
  if (session.requestId === null) throw noUuidHeader()
  return session.requestId
}

// ---------------------------------------------------------------------------------------------
// Pricing: one builder for the cart response, the merge response and the checkout
// ---------------------------------------------------------------------------------------------

interface OptionRow {
  readonly id: number
  readonly productId: number
  readonly label: string
  readonly stock: number
}

export interface PricedRelated {
  readonly option: OptionRow
  readonly product: ProductSummary
  readonly priceCents: number
}

/** A cart line with everything the response and the checkout need, all money in cents. */
export interface PricedLine {
  readonly item: CartItemRow
  readonly option: OptionRow
  readonly product: ProductSummary
  /** Unit price of the product itself at the viewer's price type. */
  readonly priceCents: number
  readonly related: readonly PricedRelated[]
  readonly set: { readonly id: number; readonly hash: string; readonly name: string } | null
  /** Mounting price per unit offered for bikes and skis; null for other products. */
  readonly mountingOfferCents: number | null
  /** Product + related products + booked mounting, for one unit. */
  readonly unitCents: number
  readonly lineCents: number
  /** Whether the stock covers the line's quantity, for the product and each related product. */
  readonly available: boolean
}

export interface PricedCart {
  readonly lines: readonly PricedLine[]
  /**
   * Lines that can no longer be shown or priced (their product lost its prices). They are left out
   * of the response and block a checkout.
   */
  readonly unpriceable: readonly CartItemRow[]
  /** Subtotal of the available lines. */
  readonly subtotalCents: number
  readonly deliveryCents: number
  readonly totalCents: number
}

const emptyPricedCart: PricedCart = {
  lines: [],
  unpriceable: [],
  subtotalCents: 0,
  deliveryCents: 0,
  totalCents: 0,
}

/** Unit prices in cents for a price type; a product without a price of that type falls back to vk. */
export async function loadUnitPrices(
  db: Database,
  productIds: readonly number[],
  priceType: PriceType,
): Promise<Map<number, number>> {
  const result = new Map<number, number>()
  if (productIds.length === 0) return result
  const rows = await db
    .select({
      productId: productPrices.productId,
      priceType: productPrices.priceType,
      priceCents: productPrices.priceCents,
    })
    .from(productPrices)
    .where(
      and(
        inArray(productPrices.productId, [...productIds]),
        inArray(productPrices.priceType, ['vk', priceType]),
      ),
    )
  for (const row of rows) {
    if (row.priceType === priceType || !result.has(row.productId)) result.set(row.productId, row.priceCents)
  }
  return result
}

/**
 * Loads and prices the lines of a cart (none when `cartId` is null) for one price type; `linePrices`
 * (a cart scope's) prices the lines it knows, whose product then shows that price.
 */
export async function loadPricedCart(
  db: Database,
  cartId: number | null,
  priceType: PriceType,
  locale: ApiLocale = 'de-AT',
  linePrices?: LinePrices,
): Promise<PricedCart> {
  if (cartId === null) return emptyPricedCart
  const items = await db
    .select()
    .from(cartItems)
    .where(eq(cartItems.cartId, cartId))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id))
  if (items.length === 0) return emptyPricedCart

  const optionIds = [...new Set(items.flatMap((item) => [item.productOptionId, ...item.relatedOptionIds]))]
  const optionRows = await db
    .select({
      id: productOptions.id,
      productId: productOptions.productId,
      label: productOptions.label,
      stock: productOptions.stock,
    })
    .from(productOptions)
    .where(inArray(productOptions.id, optionIds))
  const options = new Map(optionRows.map((option) => [option.id, option]))
  const productIds = [...new Set(optionRows.map((option) => option.productId))]
  const summaries = await loadProductSummaries(db, productIds, priceType, locale)
  const prices = await loadUnitPrices(db, productIds, priceType)
  const mountingRows = await db
    .select({ id: products.id, mountingPriceCents: products.mountingPriceCents })
    .from(products)
    .where(inArray(products.id, productIds))
  const mountingPrices = new Map(mountingRows.map((row) => [row.id, row.mountingPriceCents]))
  const setIds = [...new Set(items.flatMap((item) => (item.setId === null ? [] : [item.setId])))]
  const setRows =
    setIds.length === 0
      ? []
      : await db
          .select({ id: productSets.id, name: productSets.name })
          .from(productSets)
          .where(inArray(productSets.id, setIds))
  const setNames = new Map(setRows.map((row) => [row.id, row.name]))
  const ownPrices = linePrices
    ? await linePrices(
        db,
        items.flatMap((item) => {
          const productId = options.get(item.productOptionId)?.productId
          return productId === undefined ? [] : [{ item, productId }]
        }),
        priceType,
      )
    : new Map<number, LinePrice>()

  const priced = (optionId: number): PricedRelated | null => {
    const option = options.get(optionId)
    const product = option && summaries.get(option.productId)
    const priceCents = option && prices.get(option.productId)
    return option && product && priceCents !== undefined ? { option, product, priceCents } : null
  }

  const lines: PricedLine[] = []
  const unpriceable: CartItemRow[] = []
  for (const item of items) {
    const shopMain = priced(item.productOptionId)
    const related = item.relatedOptionIds.map(priced)
    if (!shopMain || related.some((entry) => entry === null)) {
      unpriceable.push(item)
      continue
    }
    const relatedLines = related.filter((entry) => entry !== null)
    const own = ownPrices.get(item.id)
    const main =
      own === undefined
        ? shopMain
        : {
            ...shopMain,
            priceCents: own.cents,
            product: {
              ...repriced(shopMain.product, priceType, own.cents),
              url: own.url ?? shopMain.product.url,
            },
          }
    const { product } = main
    const mountingOfferCents = product.isBike || product.isSki ? (mountingPrices.get(product.id) ?? 0) : null
    const unitCents =
      main.priceCents +
      relatedLines.reduce((sum, entry) => sum + entry.priceCents, 0) +
      (item.mounting ? (mountingOfferCents ?? 0) : 0)
    const available = [...lineDemand(item)].every(
      ([optionId, units]) => (options.get(optionId)?.stock ?? 0) >= units,
    )
    lines.push({
      item,
      option: main.option,
      product,
      priceCents: main.priceCents,
      related: relatedLines,
      set:
        item.setId === null
          ? null
          : {
              id: item.setId,
              hash: item.setHash ?? setHash(item.setId),
              name: setNames.get(item.setId) ?? '',
            },
      mountingOfferCents,
      unitCents,
      lineCents: unitCents * item.quantity,
      available,
    })
  }

  const availableLines = lines.filter((line) => line.available)
  const subtotalCents = availableLines.reduce((sum, line) => sum + line.lineCents, 0)
  const hasHeavyItem = availableLines.some(
    (line) => line.product.isHeavy || line.related.some((entry) => entry.product.isHeavy),
  )
  const delivery = deliveryCents(subtotalCents, hasHeavyItem, availableLines.length > 0)
  return {
    lines,
    unpriceable,
    subtotalCents,
    deliveryCents: delivery,
    totalCents: subtotalCents + delivery,
  }
}

function toCartProduct(line: PricedLine): CartProduct {
  const { item, option, product } = line
  return {
    hash: item.hash,
    option: { id: option.id, stock: option.stock, quantity: item.quantity, title: option.label },
    product,
    set: line.set,
    relatedProducts: line.related.map((entry) => ({
      option: { id: entry.option.id, title: entry.option.label, stock: entry.option.stock },
      product: entry.product,
    })),
    mounting: item.mounting,
    mountingPrice: line.mountingOfferCents === null ? null : centsToEuros(line.mountingOfferCents),
    mountingPriceFormatted: line.mountingOfferCents === null ? null : formatCents(line.mountingOfferCents),
    isHeavy: product.isHeavy,
    isBike: product.isBike,
    isSki: product.isSki,
    genderSysname: product.genderSysname,
    status: line.available ? 2 : 1,
    unitPrice: centsToEuros(line.unitCents),
    unitPriceFormatted: formatCents(line.unitCents),
    linePrice: centsToEuros(line.lineCents),
    linePriceFormatted: formatCents(line.lineCents),
  }
}

function group(lines: readonly PricedLine[]) {
  return {
    quantity: lines.reduce((sum, line) => sum + lineItemCount(line.item), 0),
    hashes: lines.map((line) => line.item.hash),
  }
}

/** The cart response body (spec §3 "Cart response") of a priced cart. */
export function toCartBody(requestId: string, cart: PricedCart): Cart {
  const full = group(cart.lines)
  const missingCents =
    cart.subtotalCents === 0 ? 0 : Math.max(0, FREE_DELIVERY_FROM_CENTS - cart.subtotalCents)
  return {
    uuid: requestId,
    products: cart.lines.map(toCartProduct),
    total: {
      quantity: full.quantity,
      totalCartPrice: centsToEuros(cart.subtotalCents),
      totalCartPriceFormatted: formatCents(cart.subtotalCents),
      deliveryPrice: centsToEuros(cart.deliveryCents),
      deliveryPriceFormatted: formatCents(cart.deliveryCents),
      totalPrice: centsToEuros(cart.totalCents),
      totalPriceFormatted: formatCents(cart.totalCents),
      freeDeliveryFrom: centsToEuros(FREE_DELIVERY_FROM_CENTS),
      freeDeliveryFromFormatted: formatCents(FREE_DELIVERY_FROM_CENTS),
      missingForFreeDelivery: centsToEuros(missingCents),
      missingForFreeDeliveryFormatted: formatCents(missingCents),
    },
    groups: {
      full,
      available: group(cart.lines.filter((line) => line.available)),
      unavailable: group(cart.lines.filter((line) => !line.available)),
    },
  }
}

// ---------------------------------------------------------------------------------------------
// Cart rows and locks
// ---------------------------------------------------------------------------------------------

/**
 * The cart under a key (`carts.request_id`: the request id, or a cart scope's key of it), created when
 * missing, locked for the rest of the transaction.
 * INSERT … ON CONFLICT DO NOTHING then SELECT … FOR UPDATE: when two first calls race, the second
 * insert waits for the first and does nothing, and both lock the one row.
 */
export async function openCart(
  tx: Database,
  cartKey: string,
  userId: number | null,
  now: Date,
): Promise<CartRow> {
  await tx
    .insert(carts)
    .values({ requestId: cartKey, userId, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: carts.requestId })
  const cart = await lockCart(tx, cartKey)
  if (!cart) throw new Error(`Cart ${cartKey} vanished after its insert`)
  return cart
}

/** Locks the cart under a key (null when there is none). A merged cart is gone: 404. */
export async function lockCart(tx: Database, cartKey: string): Promise<CartRow | null> {
  const [cart] = await tx.select().from(carts).where(eq(carts.requestId, cartKey)).for('update')
  if (cart?.status === 'merged') throw cartNotFound()
  return cart ?? null
}

export async function touchCart(tx: Database, cartId: number, now: Date): Promise<void> {
  await tx.update(carts).set({ updatedAt: now }).where(eq(carts.id, cartId))
}

/** Current stock of options; with `lock`, the option rows stay locked until the transaction ends. */
export async function loadStock(
  tx: Database,
  optionIds: readonly number[],
  lock = false,
): Promise<Map<number, number>> {
  if (optionIds.length === 0) return new Map()
  const query = tx
    .select({ id: productOptions.id, stock: productOptions.stock })
    .from(productOptions)
    .where(inArray(productOptions.id, [...optionIds]))
    // Ascending ids: two transactions locking overlapping options take them in the same order.
    .orderBy(asc(productOptions.id))
  const rows = lock ? await query.for('update') : await query
  return new Map(rows.map((row) => [row.id, row.stock]))
}

/** Units of each option the lines of a cart claim (call it under the cart's lock). */
export async function claimedByCart(tx: Database, cartId: number): Promise<Map<number, number>> {
  const claims = await tx
    .select({
      productOptionId: cartItems.productOptionId,
      relatedOptionIds: cartItems.relatedOptionIds,
      quantity: cartItems.quantity,
    })
    .from(cartItems)
    .where(eq(cartItems.cartId, cartId))
  return cartDemand(claims)
}

/** Adds a line's units to a cart: a new line, or more of the line with the same hash. */
export async function upsertLine(
  tx: Database,
  line: Omit<typeof cartItems.$inferInsert, 'id'> & { readonly quantity: number },
): Promise<void> {
  await tx
    .insert(cartItems)
    .values(line)
    .onConflictDoUpdate({
      target: [cartItems.cartId, cartItems.hash],
      set: { quantity: sql`${cartItems.quantity} + excluded.quantity` },
    })
}

// ---------------------------------------------------------------------------------------------
// Use cases
// ---------------------------------------------------------------------------------------------

/**
 * GET /api/v1/cart/. Without a request id the caller is a new guest: a fresh id and an empty cart;
 * the row is created by the first write, so reading never writes.
 */
export async function readCart(
  services: ShopApiServices,
  session: SessionContext,
  locale: ApiLocale = 'de-AT',
  scope: CartScope = shopCartScope,
): Promise<Cart> {
  const requestId = session.requestId ?? newGuestRequestId()
  const [cart] = await services.db
    .select()
    .from(carts)
    .where(eq(carts.requestId, scope.cartKey(requestId)))
  if (cart?.status === 'merged') throw cartNotFound()
  return toCartBody(
    requestId,
    await loadPricedCart(
      services.db,
      cart?.id ?? null,
      viewerPriceType(session.user),
      locale,
      scope.linePrices,
    ),
  )
}

/**
 * The catalogue checks of an add, all failures at once as one 422. Returns the display names of the
 * options involved ("Name (size)"), for stock messages.
 */
async function checkAdd(
  tx: Database,
  body: AddToCartBody,
  related: readonly number[],
): Promise<Map<number, string>> {
  const errors: FieldErrors = {}
  const optionIds = [body.productOption, ...related]
  const rows = await tx
    .select({
      optionId: productOptions.id,
      label: productOptions.label,
      productId: products.id,
      name: products.name,
      isBike: products.isBike,
      isSki: products.isSki,
    })
    .from(productOptions)
    .innerJoin(products, eq(products.id, productOptions.productId))
    .where(inArray(productOptions.id, optionIds))
  // Only products with a regular (vk) price are sold: a line without one could be neither shown nor
  // ordered nor removed by the customer.
  const priced = new Set(
    rows.length === 0
      ? []
      : (
          await tx
            .select({ productId: productPrices.productId })
            .from(productPrices)
            .where(
              and(
                inArray(
                  productPrices.productId,
                  rows.map((row) => row.productId),
                ),
                eq(productPrices.priceType, 'vk'),
              ),
            )
        ).map((row) => row.productId),
  )
  const found = new Map(rows.filter((row) => priced.has(row.productId)).map((row) => [row.optionId, row]))
  const main = found.get(body.productOption)
  if (!main) errors.productOption = ['The selected product option does not exist.']
  if (related.includes(body.productOption))
    errors.relatedProducts = ['A product cannot be its own related product.']
  else if (related.some((optionId) => !found.has(optionId)))
    errors.relatedProducts = ['The selected related product option does not exist.']
  if (main && body.mounting && !main.isBike && !main.isSki)
    errors.mounting = ['Mounting is only available for bikes and skis.']
  if (body.setId !== null) {
    const [set] = await tx
      .select({ id: productSets.id })
      .from(productSets)
      .where(eq(productSets.id, body.setId))
    if (!set) errors.setId = ['The selected set does not exist.']
    else if (main) {
      const [member] = await tx
        .select({ productId: productSetItems.productId })
        .from(productSetItems)
        .where(and(eq(productSetItems.setId, body.setId), eq(productSetItems.productId, main.productId)))
      if (!member) errors.setId = ['The selected product is not part of this set.']
      else {
        // A set is sold as a whole: with one of its other items sold out in every size, adding
        // this line "as a set" would promise what cannot be delivered.
        const missing = await soldOutSetItems(tx, body.setId, main.productId)
        if (missing.length > 0)
          errors.setId = [
            `The set cannot be added: ${missing.map((name) => `"${name}"`).join(', ')} ${missing.length === 1 ? 'is' : 'are'} sold out.`,
          ]
      }
    }
  }
  if (Object.keys(errors).length > 0) throw validationFailed(errors)
  return new Map(rows.map((row) => [row.optionId, `${row.name} (${row.label})`]))
}

/** Names of the set's items other than `productId` that have no size in stock, in set order. */
async function soldOutSetItems(tx: Database, setId: number, productId: number): Promise<string[]> {
  const rows = await tx
    .select({ name: products.name })
    .from(productSetItems)
    .innerJoin(products, eq(products.id, productSetItems.productId))
    .where(
      and(
        eq(productSetItems.setId, setId),
        sql`${productSetItems.productId} <> ${productId}`,
        sql`not exists (select 1 from ${productOptions} where ${productOptions.productId} = ${products.id} and ${productOptions.stock} > 0)`,
      ),
    )
    .orderBy(asc(productSetItems.position))
  return rows.map((row) => row.name)
}

/** POST /api/v1/cart/: adds `amount` of an option (with its related products, mounting and set). */
export async function addToCart(
  services: ShopApiServices,
  session: SessionContext,
  body: AddToCartBody,
  locale: ApiLocale = 'de-AT',
): Promise<Cart> {
  const requestId = session.requestId ?? newGuestRequestId()
  const related = normaliseRelated(body.relatedProducts)
  const now = services.now()
  return services.db.transaction(async (tx) => {
    const names = await checkAdd(tx, body, related)
    const cart = await openCart(tx, requestId, session.user?.id ?? null, now)

    // Under the cart lock: what the cart already claims cannot change until this transaction ends.
    const claimed = await claimedByCart(tx, cart.id)
    const wanted = lineDemand({
      productOptionId: body.productOption,
      relatedOptionIds: related,
      quantity: body.amount,
    })
    const stock = await loadStock(tx, [...wanted.keys()])
    const errors: FieldErrors = {}
    const relatedShort: string[] = []
    for (const [optionId, units] of wanted) {
      const left = stock.get(optionId) ?? 0
      if ((claimed.get(optionId) ?? 0) + units <= left) continue
      if (optionId === body.productOption) errors.amount = [stockMessage(left)]
      else relatedShort.push(relatedStockMessage(names.get(optionId) ?? '', left))
    }
    if (relatedShort.length > 0) errors.relatedProducts = relatedShort
    if (Object.keys(errors).length > 0) throw validationFailed(errors)

    await upsertLine(tx, {
      cartId: cart.id,
      hash: lineHash({
        optionId: body.productOption,
        mounting: body.mounting,
        setId: body.setId,
        relatedOptionIds: related,
      }),
      productOptionId: body.productOption,
      quantity: body.amount,
      mounting: body.mounting,
      setId: body.setId,
      setHash: body.setId === null ? null : setHash(body.setId),
      relatedOptionIds: related,
      createdAt: now,
    })
    await touchCart(tx, cart.id, now)
    return toCartBody(requestId, await loadPricedCart(tx, cart.id, viewerPriceType(session.user), locale))
  })
}

/** DELETE /api/v1/cart/hash/{hash}/ and /api/v1/cart/set/{hash}/: removes a line or a whole set. */
export async function removeFromCart(
  services: ShopApiServices,
  session: SessionContext,
  by: 'line' | 'set',
  hash: string,
  locale: ApiLocale = 'de-AT',
  scope: CartScope = shopCartScope,
): Promise<Cart> {
  const requestId = requiredRequestId(session)
  const missing = by === 'line' ? cartItemNotFound : cartSetNotFound
  return services.db.transaction(async (tx) => {
    const cart = await lockCart(tx, scope.cartKey(requestId))
    if (!cart) throw missing()
    const removed = await tx
      .delete(cartItems)
      .where(and(eq(cartItems.cartId, cart.id), eq(by === 'line' ? cartItems.hash : cartItems.setHash, hash)))
      .returning({ id: cartItems.id })
    if (removed.length === 0) throw missing()
    await touchCart(tx, cart.id, services.now())
    return toCartBody(
      requestId,
      await loadPricedCart(tx, cart.id, viewerPriceType(session.user), locale, scope.linePrices),
    )
  })
}

/**
 * PATCH /api/v1/cart/hash/{hash}/: sets one line's quantity (the cart's quantity stepper). The whole
 * cart's claim on each option counts against the stock, as for an add.
 */
export async function setLineQuantity(
  services: ShopApiServices,
  session: SessionContext,
  hash: string,
  quantity: number,
  locale: ApiLocale = 'de-AT',
  scope: CartScope = shopCartScope,
): Promise<Cart> {
  const requestId = requiredRequestId(session)
  return services.db.transaction(async (tx) => {
    const cart = await lockCart(tx, scope.cartKey(requestId))
    if (!cart) throw cartItemNotFound()
    const lines = await tx
      .select({
        hash: cartItems.hash,
        productOptionId: cartItems.productOptionId,
        relatedOptionIds: cartItems.relatedOptionIds,
        quantity: cartItems.quantity,
      })
      .from(cartItems)
      .where(eq(cartItems.cartId, cart.id))
    const line = lines.find((candidate) => candidate.hash === hash)
    if (!line) throw cartItemNotFound()
    const others = cartDemand(lines.filter((candidate) => candidate !== line))
    const wanted = lineDemand({ ...line, quantity })
    const stock = await loadStock(tx, [...wanted.keys()])
    for (const [optionId, units] of wanted) {
      const left = stock.get(optionId) ?? 0
      const free = Math.max(0, left - (others.get(optionId) ?? 0))
      if (units > free) throw validationFailed({ quantity: [stockMessage(free)] })
    }
    await tx
      .update(cartItems)
      .set({ quantity })
      .where(and(eq(cartItems.cartId, cart.id), eq(cartItems.hash, hash)))
    await touchCart(tx, cart.id, services.now())
    return toCartBody(
      requestId,
      await loadPricedCart(tx, cart.id, viewerPriceType(session.user), locale, scope.linePrices),
    )
  })
}

/**
 * Checks a merge id (cart and wishlist alike): it must be another caller's guest id.
 * The user's own id is refused by name, so the storefront's "merge if the ids differ" rule can be trusted.
 */
export function checkMergeId(user: SessionUser, mergeUuid: string): void {
  if (mergeUuid === user.requestId)
    throw validationFailed({ mergeUuid: ['A cart or wishlist cannot be merged into itself.'] })
  if (!mergeUuid.startsWith('g'))
    throw validationFailed({ mergeUuid: ['Only a guest cart or wishlist can be merged.'] })
}

/**
 * POST /api/v1/cart/merge/: moves a guest cart into the user's cart after login. Lines with the same
 * hash add up, capped at what the stock still covers next to the user's own lines; a line of which
 * nothing is left is not carried over (the guest cart already showed it unavailable). The guest cart is
 * then retired (status `merged`) and answers 404 from then on.
 */
export async function mergeCart(
  services: ShopApiServices,
  user: SessionUser,
  mergeUuid: string,
  locale: ApiLocale = 'de-AT',
  scope: CartScope = shopCartScope,
): Promise<Cart> {
  checkMergeId(user, mergeUuid)
  const now = services.now()
  const ownKey = scope.cartKey(user.requestId)
  const guestKey = scope.cartKey(mergeUuid)
  return services.db.transaction(async (tx) => {
    await tx
      .insert(carts)
      .values({ requestId: ownKey, userId: user.id, createdAt: now, updatedAt: now })
      .onConflictDoNothing({ target: carts.requestId })
    // Both rows in one statement, in id order, so concurrent merges cannot deadlock each other.
    const rows = await tx
      .select()
      .from(carts)
      .where(inArray(carts.requestId, [ownKey, guestKey]))
      .orderBy(asc(carts.id))
      .for('update')
    const own = rows.find((row) => row.requestId === ownKey)
    const guest = rows.find((row) => row.requestId === guestKey)
    if (!own) throw new Error(`Cart ${ownKey} vanished after its insert`)
    if (!guest || guest.status === 'merged') throw cartNotFound()

    const guestItems = await tx
      .select()
      .from(cartItems)
      .where(eq(cartItems.cartId, guest.id))
      .orderBy(asc(cartItems.createdAt), asc(cartItems.id))
    const ownItems = await tx.select().from(cartItems).where(eq(cartItems.cartId, own.id))
    const claimed = cartDemand(ownItems)
    const stock = await loadStock(tx, [...cartDemand(guestItems).keys()])
    for (const item of guestItems) {
      const units = Math.min(item.quantity, addableUnits(item, claimed, stock))
      if (units === 0) continue
      await upsertLine(tx, {
        cartId: own.id,
        hash: item.hash,
        productOptionId: item.productOptionId,
        quantity: units,
        mounting: item.mounting,
        setId: item.setId,
        setHash: item.setHash,
        relatedOptionIds: item.relatedOptionIds,
        teamId: item.teamId,
        priceType: item.priceType,
        createdAt: item.createdAt,
      })
      for (const [optionId, added] of lineDemand({ ...item, quantity: units }))
        claimed.set(optionId, (claimed.get(optionId) ?? 0) + added)
    }
    await tx.update(carts).set({ status: 'merged', updatedAt: now }).where(eq(carts.id, guest.id))
    await touchCart(tx, own.id, now)
    return toCartBody(
      user.requestId,
      await loadPricedCart(tx, own.id, viewerPriceType(user), locale, scope.linePrices),
    )
  })
}
