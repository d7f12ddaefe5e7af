/**
 * The shop's delivery and return terms as one product page states them, derived from the same cart
 * rules that price a cart's delivery, so the terms a product page (and its structured data) names
 * are the ones the checkout charges. The storefront reads them from the product response and never
 * keeps its own copy.
 */
import { deliveryCents, FREE_DELIVERY_FROM_CENTS, STANDARD_DELIVERY_CENTS } from './cart-rules'

/** Parcel delivery goes to Austria only (the checkout's address countries). */
export const DELIVERY_COUNTRY = 'AT'

/**
 * Working days from order to hand-over to the carrier, and the carrier's working days to the door:
 * together the published "2–4 Werktage" for goods in stock.
 */
export const HANDLING_DAYS = { min: 0, max: 1 } as const
export const TRANSIT_DAYS = { min: 2, max: 3 } as const

/** Unworn goods can be returned within 30 days (beyond the statutory withdrawal right). */
export const RETURN_DAYS = 30

export interface DeliveryTerms {
  readonly country: string
  /** Delivery of this product alone (one unit at the viewer's price), in euros. */
  readonly shippingPrice: number
  /** Order value of available goods from which parcel delivery is free, in euros. */
  readonly freeDeliveryFrom: number
  /** Parcel delivery below that value, in euros. */
  readonly standardDeliveryPrice: number
  readonly handlingDays: { readonly min: number; readonly max: number }
  readonly transitDays: { readonly min: number; readonly max: number }
  readonly returns: {
    readonly days: number
    /** The return label is free. */
    readonly fees: 'free'
    /** By post with the label from the account, or at any store. */
    readonly methods: ('mail' | 'store')[]
  }
}

/** The terms for one unit of a product priced `priceCents` for the viewer, heavy goods with freight. */
export function deliveryTermsOf(priceCents: number, isHeavy: boolean): DeliveryTerms {
  return {
    country: DELIVERY_COUNTRY,
    shippingPrice: deliveryCents(priceCents, isHeavy, true) / 100,
    freeDeliveryFrom: FREE_DELIVERY_FROM_CENTS / 100,
    standardDeliveryPrice: STANDARD_DELIVERY_CENTS / 100,
    handlingDays: HANDLING_DAYS,
    transitDays: TRANSIT_DAYS,
    returns: { days: RETURN_DAYS, fees: 'free', methods: ['mail', 'store'] },
  }
}
