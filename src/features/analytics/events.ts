/**
 * What components call to report e-commerce events. Each call is dropped at once unless the
 * shopper allows statistics; otherwise the event builders (`ecommerce.ts`, with the item mapping
 * of spec §4) load on first use, so a shopper who declines never downloads them and the first page
 * stays light (the check reads the consent cookie, not the dataLayer module). Calls keep their
 * order: they all wait for the same module.
 */
import type { Cart, CartProduct } from '~/shop-client/schemas/cart.schema'
import type { ProductDetail, ProductSummary } from '~/shop-client/schemas/product.schema'
import type { Reservation } from '~/shop-client/schemas/store-stock.schema'
import { readConsent } from './consent'
import type { ProductList, Promotion } from './ecommerce'

export type { ProductList, Promotion }

function whenAllowed(send: (ecommerce: typeof import('./ecommerce')) => void): void {
  if (readConsent()?.statistics !== true) return
  void import('./ecommerce').then(send)
}

export function trackViewItemList(list: ProductList, products: readonly ProductSummary[], offset = 0): void {
  whenAllowed((ecommerce) => {
    ecommerce.trackViewItemList(list, products, offset)
  })
}

export function trackSelectItem(list: ProductList, product: ProductSummary, index: number): void {
  whenAllowed((ecommerce) => {
    ecommerce.trackSelectItem(list, product, index)
  })
}

export function trackViewItem(product: ProductDetail): void {
  whenAllowed((ecommerce) => {
    ecommerce.trackViewItem(product)
  })
}

export function trackAddToCart(product: ProductDetail, size: string, quantity: number): void {
  whenAllowed((ecommerce) => {
    ecommerce.trackAddToCart(product, size, quantity)
  })
}

export function trackReserve(product: ProductDetail, size: string, storeSlug: string): void {
  whenAllowed((ecommerce) => {
    ecommerce.trackReserve(product, size, storeSlug)
  })
}

export function trackCancelReservation(reservation: Reservation): void {
  whenAllowed((ecommerce) => {
    ecommerce.trackCancelReservation(reservation)
  })
}

export function trackAddToWishlist(product: ProductSummary): void {
  whenAllowed((ecommerce) => {
    ecommerce.trackAddToWishlist(product)
  })
}

export function trackRemoveFromCart(line: CartProduct): void {
  whenAllowed((ecommerce) => {
    ecommerce.trackRemoveFromCart(line)
  })
}

export function trackCartQuantityChange(line: CartProduct, from: number, to: number): void {
  whenAllowed((ecommerce) => {
    ecommerce.trackCartQuantityChange(line, from, to)
  })
}

export function trackViewCart(cart: Cart): void {
  whenAllowed((ecommerce) => {
    ecommerce.trackViewCart(cart)
  })
}

export function trackSearch(term: string, results: number): void {
  whenAllowed((ecommerce) => {
    ecommerce.trackSearch(term, results)
  })
}

export function trackLogin(): void {
  whenAllowed((ecommerce) => {
    ecommerce.trackLogin()
  })
}

export function trackSignUp(): void {
  whenAllowed((ecommerce) => {
    ecommerce.trackSignUp()
  })
}

export function trackViewPromotions(promotions: readonly Promotion[]): void {
  whenAllowed((ecommerce) => {
    ecommerce.trackViewPromotions(promotions)
  })
}

export function trackSelectPromotion(promotion: Promotion): void {
  whenAllowed((ecommerce) => {
    ecommerce.trackSelectPromotion(promotion)
  })
}
