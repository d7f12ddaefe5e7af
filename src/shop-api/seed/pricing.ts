/**
 * Retail price points in euro cents. Shops price at psychological points (9,99 / 49,95 / 299,00),
 * so generated prices are snapped to such points instead of being arbitrary cent amounts.
 */
import type { PriceType } from '../db/schema'
import type { Random } from './prng'

/** Snaps an amount in euros to a nearby price point, never above `euros` by more than 1 €. */
export function pricePoint(euros: number, random: Random): number {
  if (euros < 20) {
    // 4,99 · 9,95 · 14,99
    const whole = Math.max(1, Math.round(euros))
    return whole * 100 - (random.chance(0.75) ? 1 : 5)
  }
  if (euros < 200) {
    // 24,99 · 59,95 · 129,00 — round to the euro ending in 4 or 9
    const whole = Math.max(5, Math.round(euros / 5) * 5)
    const roll = random.next()
    if (roll < 0.7) return whole * 100 - 1
    if (roll < 0.9) return whole * 100 - 5
    return whole * 100
  }
  // 249,99 · 599,95 · 1.299,00 — round to ten euros
  const whole = Math.round(euros / 10) * 10
  const roll = random.next()
  if (roll < 0.65) return whole * 100 - 1
  if (roll < 0.85) return whole * 100 - 5
  return whole * 100
}

/** A regular price between min and max euros, skewed towards the lower end like a real range. */
export function regularPrice(min: number, max: number, random: Random): number {
  // Log-uniform: as many products between 50 and 100 € as between 100 and 200 €.
  const euros = Math.exp(random.float(Math.log(min), Math.log(max)))
  return pricePoint(euros, random)
}

/**
 * The selling price after a discount of `percent`, as a price point that stays strictly below the
 * regular price (a "discount" that rounds back up to the regular price would not be one).
 */
export function discountedPrice(regularCents: number, percent: number, random: Random): number {
  const target = pricePoint(((regularCents / 100) * (100 - percent)) / 100, random)
  if (target < regularCents && target > 0) return target
  return Math.max(1, regularCents - 100)
}

/**
 * The price of another price type, derived from vk by a factor (premium −10 %, staff −30 %,
 * pro −25 %). Rounded down to a 9-cent ending; never 0 and never above vk.
 */
export function derivedPrice(vkCents: number, factor: number): number {
  const raw = Math.floor((vkCents * factor) / 10) * 10 - 1
  return Math.min(vkCents, Math.max(1, raw))
}

/**
 * A team's price from the shop's: `share` of it, whole cents ending in 9 (119,99 × 80 % → 95,89),
 * below the shop's price (any above a cent) and above zero.
 */
export function teamPriceCents(shopCents: number, share: number): number {
  return Math.max(1, Math.min(shopCents - 1, Math.floor((shopCents * share) / 10) * 10 - 1))
}

/**
 * Team prices of a kit product: the team's vk about 80 % of the shop's vk, the other price types
 * about 90 % of the shop's price of that type, and none above the team's vk.
 */
export function teamPricesOf(shop: Readonly<Record<PriceType, number>>): Record<PriceType, number> {
  const vk = teamPriceCents(shop.vk, 0.8)
  return {
    vk,
    premium: Math.min(vk, teamPriceCents(shop.premium, 0.9)),
    staff: Math.min(vk, teamPriceCents(shop.staff, 0.9)),
    pro: Math.min(vk, teamPriceCents(shop.pro, 0.9)),
  }
}
