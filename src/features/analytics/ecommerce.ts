/**
 * GA4 e-commerce events from the storefront's own shapes, one function per event, each called from
 * the one place where the thing happens. Prices are the viewer's price type (what the shopper pays);
 * the price type itself, the role and anything personal are never sent.
 */
import type { OrderDetail } from '~/shop-client/schemas/account.schema'
import type { Cart, CartProduct } from '~/shop-client/schemas/cart.schema'
import type { ProductDetail, ProductSummary } from '~/shop-client/schemas/product.schema'
import type { Reservation } from '~/shop-client/schemas/store-stock.schema'
import { analyticsItem, itemsValue, shoppingType } from './analytics.model'
import type { AnalyticsItem, ItemPlacement, ItemSource } from './analytics.model'
import type { StatisticsEvent } from './analytics.schema'
import { currency, track } from './data-layer'

/** Where a list of products is shown: its id (the page path or a rail's name) and its title. */
export interface ProductList {
  readonly id: string
  readonly name: string
}

/** The product summary as an item source; list pages know the category path, product pages too. */
function summarySource(
  product: ProductSummary,
  extras: { categories?: readonly string[]; size?: string } = {},
): ItemSource {
  return {
    sku: product.sku,
    name: product.name,
    brand: product.brand.name,
    price: product.prices.price,
    rrp: product.prices.rrp,
    discountPercent: product.prices.discountPercent,
    gender: product.genderSysname,
    ...(extras.categories ? { categories: extras.categories } : {}),
    variant: [product.color.name, extras.size],
  }
}

/** A product page's category path: its breadcrumbs without the product itself. */
function detailCategories(product: ProductDetail): string[] {
  return product.breadcrumbs.map((crumb) => crumb.name).filter((name) => name !== product.name)
}

function withValue(items: AnalyticsItem[], currencyCode = currency()) {
  return { currency: currencyCode, value: itemsValue(items), items }
}

export function trackViewItemList(list: ProductList, products: readonly ProductSummary[], offset = 0): void {
  if (products.length === 0) return
  track({
    event: 'view_item_list',
    ecommerce: {
      item_list_id: list.id,
      item_list_name: list.name,
      items: products.map((product, index) =>
        analyticsItem(summarySource(product), { index: offset + index, list }),
      ),
    },
  })
}

export function trackSelectItem(list: ProductList, product: ProductSummary, index: number): void {
  track({
    event: 'select_item',
    ecommerce: {
      item_list_id: list.id,
      item_list_name: list.name,
      items: [analyticsItem(summarySource(product), { index, list })],
    },
  })
}

export function trackViewItem(product: ProductDetail): void {
  const item = analyticsItem(summarySource(product, { categories: detailCategories(product) }))
  track({ event: 'view_item', ecommerce: withValue([item]) })
}

export function trackAddToCart(product: ProductDetail, size: string, quantity: number): void {
  const item = analyticsItem(summarySource(product, { categories: detailCategories(product), size }), {
    quantity,
  })
  track({ event: 'add_to_cart', ecommerce: withValue([item]) })
}

/** Click & reserve: one unit of a size put aside in a store (valued at the viewer's price). */
export function trackReserve(product: ProductDetail, size: string, storeSlug: string): void {
  const item = analyticsItem(summarySource(product, { categories: detailCategories(product), size }), {
    quantity: 1,
  })
  track({ event: 'reserve', store_slug: storeSlug, ecommerce: withValue([item]) })
}

/** A reservation given up by the shopper (the reservation knows its product's name and size only). */
export function trackCancelReservation(reservation: Reservation): void {
  track({
    event: 'cancel_reservation',
    store_slug: reservation.store.slug,
    item_name: reservation.product.name,
    item_variant: reservation.size.label,
  })
}

export function trackAddToWishlist(product: ProductSummary): void {
  track({ event: 'add_to_wishlist', ecommerce: withValue([analyticsItem(summarySource(product))]) })
}

function cartLineItem(line: CartProduct, placement: ItemPlacement = {}): AnalyticsItem {
  return analyticsItem(summarySource(line.product, { size: line.option.title }), {
    quantity: Math.max(1, line.option.quantity),
    ...placement,
  })
}

/** Spec §4 "Cart item removal delay": sent when the removal happened, after the undo window. */
export function trackRemoveFromCart(line: CartProduct): void {
  track({ event: 'remove_from_cart', ecommerce: withValue([cartLineItem(line)]) })
}

/**
 * A line's quantity changed in the cart: more is an `add_to_cart`, fewer a `remove_from_cart`, each
 * of the difference (as GA4 counts units in and out of the cart).
 */
export function trackCartQuantityChange(line: CartProduct, from: number, to: number): void {
  if (to === from) return
  const item = analyticsItem(summarySource(line.product, { size: line.option.title }), {
    quantity: Math.abs(to - from),
  })
  track({ event: to > from ? 'add_to_cart' : 'remove_from_cart', ecommerce: withValue([item]) })
}

/** The cart as GA4 sees it: its lines, their value and the shopping type of spec §4. */
function basketOf(cart: Cart, currencyCode?: string) {
  const items = cart.products.map((line, index) => cartLineItem(line, { index }))
  return {
    shopping_type: shoppingType(cart.products.map((line) => line.genderSysname)),
    ecommerce: withValue(items, currencyCode),
  }
}

/** The checkout page's event, built where the page is rendered (the checkout has no app bundle). */
export function beginCheckoutEvent(cart: Cart, currencyCode: string): StatisticsEvent {
  return { event: 'begin_checkout', ...basketOf(cart, currencyCode) }
}

/** The confirmation page's event: the order as placed, its number as the transaction id. */
export function purchaseEvent(order: OrderDetail, currencyCode: string): StatisticsEvent {
  const items = order.lines.map((line, index) =>
    analyticsItem(
      {
        sku: line.sku,
        name: line.name,
        brand: line.brandName,
        price: line.unitPrice,
        gender: line.genderSysname,
        // As add_to_cart names it: colour, then size ("Hellblau / 38").
        variant: [line.color, line.size],
      },
      { quantity: Math.max(1, line.quantity), index },
    ),
  )
  return {
    event: 'purchase',
    shopping_type: shoppingType(order.lines.map((line) => line.genderSysname)),
    ecommerce: {
      transaction_id: order.number,
      currency: currencyCode,
      value: order.total,
      shipping: order.delivery,
      items,
    },
  }
}

export function trackViewCart(cart: Cart): void {
  track({ event: 'view_cart', ...basketOf(cart) })
}

/** Spec §2 search route rules: the phrase as the search page uses it. */
export function trackSearch(term: string, results: number): void {
  track({ event: 'search', search_term: term })
  track({ event: 'view_search_results', search_term: term, results })
}

export function trackLogin(): void {
  track({ event: 'login', method: 'email' })
}

export function trackSignUp(): void {
  track({ event: 'sign_up', method: 'email' })
}

export interface Promotion {
  readonly id: string
  readonly name: string
  readonly slot: string
}

function promotionItems(promotions: readonly Promotion[]) {
  return promotions.map((promotion) => ({
    promotion_id: promotion.id,
    promotion_name: promotion.name,
    creative_slot: promotion.slot,
  }))
}

export function trackViewPromotions(promotions: readonly Promotion[]): void {
  if (promotions.length === 0) return
  track({ event: 'view_promotion', ecommerce: { items: promotionItems(promotions) } })
}

export function trackSelectPromotion(promotion: Promotion): void {
  track({ event: 'select_promotion', ecommerce: { items: promotionItems([promotion]) } })
}
