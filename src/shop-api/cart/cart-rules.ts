/**
 * Pure cart rules, shared by the cart, the merge and the checkout: how a line is identified, how much
 * stock a cart claims, and what delivery costs. No database access here, so each rule is unit-tested.
 */
import { createHash } from 'node:crypto'

/** Delivery is free from this subtotal of available lines (50 €). */
export const FREE_DELIVERY_FROM_CENTS = 5000
/** Standard parcel delivery below the free-delivery threshold (4,90 €). */
export const STANDARD_DELIVERY_CENTS = 490
/** Freight surcharge, charged once per cart, when any available line holds a heavy item (19,90 €). */
export const HEAVY_SURCHARGE_CENTS = 1990

/** Largest amount one add may carry (the storefront's quantity picker stops there too). */
export const MAX_ADD_AMOUNT = 99

/** Length of line and set hashes: 128 bits in hex, plenty to keep lines of one cart apart. */
const HASH_LENGTH = 32

export const CART_HASH_PATTERN = /^[0-9a-f]{32}$/

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, HASH_LENGTH)

/** What makes two adds "the same thing": equal inputs give the same line, whose quantity then grows. */
export interface LineIdentity {
  readonly optionId: number
  readonly mounting: boolean
  readonly setId: number | null
  readonly relatedOptionIds: readonly number[]
  /** A team-cart line's team and price type: the same size from two teams' kits is two lines. */
  readonly team?: { readonly id: number; readonly priceType: string }
}

/** Related option ids as stored: each id once, ascending, so their order in a request does not matter. */
export function normaliseRelated(optionIds: readonly number[]): number[] {
  return [...new Set(optionIds)].sort((a, b) => a - b)
}

/**
 * The line hash. Deterministic and independent of the cart, so the same add twice (or the same line in
 * a guest cart being merged) lands on one line.
 */
export function lineHash(identity: LineIdentity): string {
  const shopIdentity = [
    'line',
    identity.optionId,
    identity.mounting,
    identity.setId,
    normaliseRelated(identity.relatedOptionIds),
  ]
  // Shop lines keep the hash they always had: carts saved before team lines existed still match.
  const { team } = identity
  return sha256(JSON.stringify(team ? [...shopIdentity, team.id, team.priceType] : shopIdentity))
}

/** The set hash: every line added with the same set id shares it, so the set is removed as one. */
export function setHash(setId: number): string {
  return sha256(JSON.stringify(['set', setId]))
}

/** The stock-relevant part of a cart line. */
export interface StockClaim {
  readonly productOptionId: number
  readonly relatedOptionIds: readonly number[]
  readonly quantity: number
}

/** How many units of one option a line needs: the option itself and each related option, per unit. */
export function lineDemand(claim: StockClaim): Map<number, number> {
  const demand = new Map<number, number>()
  for (const optionId of [claim.productOptionId, ...claim.relatedOptionIds])
    demand.set(optionId, (demand.get(optionId) ?? 0) + claim.quantity)
  return demand
}

/** Units of each option that a whole cart claims, over all lines (main and related options). */
export function cartDemand(claims: readonly StockClaim[]): Map<number, number> {
  const demand = new Map<number, number>()
  for (const claim of claims)
    for (const [optionId, units] of lineDemand(claim))
      demand.set(optionId, (demand.get(optionId) ?? 0) + units)
  return demand
}

/** Items a line counts for in the quantities of the cart groups: the product plus its related products. */
export const lineItemCount = (claim: StockClaim) => claim.quantity * (1 + claim.relatedOptionIds.length)

/**
 * How many more units of a line fit into the stock next to what the cart already claims (0 when none):
 * the scarcest option of the line decides.
 */
export function addableUnits(
  claim: Omit<StockClaim, 'quantity'>,
  claimed: ReadonlyMap<number, number>,
  stock: ReadonlyMap<number, number>,
): number {
  let addable = Number.POSITIVE_INFINITY
  for (const [optionId, perUnit] of lineDemand({ ...claim, quantity: 1 })) {
    const free = (stock.get(optionId) ?? 0) - (claimed.get(optionId) ?? 0)
    addable = Math.min(addable, Math.floor(Math.max(0, free) / perUnit))
  }
  return addable
}

/**
 * Delivery price of a cart: nothing for an empty cart; free from 50 € of available goods, else 4,90 €;
 * plus a one-off 19,90 € freight surcharge when an available line holds a heavy item (bikes, skis …).
 * Lines that cannot be delivered (over stock) do not count: they are not part of an order.
 */
export function deliveryCents(
  availableSubtotalCents: number,
  hasHeavyItem: boolean,
  hasItems: boolean,
): number {
  if (!hasItems) return 0
  const parcel = availableSubtotalCents >= FREE_DELIVERY_FROM_CENTS ? 0 : STANDARD_DELIVERY_CENTS
  return parcel + (hasHeavyItem ? HEAVY_SURCHARGE_CENTS : 0)
}

/** The message for an add that exceeds the stock of the chosen size. */
export const stockMessage = (stock: number) =>
  stock <= 0 ? 'This size is sold out.' : `Only ${stock} left in stock.`

/** The message for an add whose related product (named "Name (size)") exceeds its stock. */
export const relatedStockMessage = (name: string, stock: number) =>
  stock <= 0 ? `${name} is sold out.` : `Only ${stock} of ${name} left in stock.`
