/**
 * Price rules of the storefront: parsing what a shopper types into a price field (spec §5), the
 * price types and their filter ranges (spec §4, §9), and when and how a discount is reported.
 */

/** Spec §4 "Price types": the customer's role acts as the price type; vk is the default. */
export const priceTypes = ['vk', 'premium', 'staff', 'pro'] as const
export type PriceType = (typeof priceTypes)[number]
export const defaultPriceType: PriceType = 'vk'

export function isPriceType(value: unknown): value is PriceType {
  return priceTypes.some((type) => type === value)
}

export interface PriceRange {
  readonly min: number
  readonly max: number
}

/** Spec §9: the price filter's range (euros) for each role. */
export const priceRoleRanges: Readonly<Record<PriceType, PriceRange>> = {
  vk: { min: 4, max: 1200 },
  premium: { min: 4, max: 1080 },
  staff: { min: 8, max: 810 },
  pro: { min: 8, max: 891 },
}

/**
 * Longer input is refused before any pattern runs: no real price needs more characters, and a
 * hostile URL value is never worked on at length.
 */
export const MAX_PRICE_INPUT_LENGTH = 20

/** Euros; far above any product. A larger bound is refused rather than sent to the shop API. */
export const MAX_PRICE = 1_000_000

/** Prices are whole cents: a bound of 9.999 is 10.00, so writing it back into a URL cannot change it. */
const toCents = (amount: number) => Math.round(amount * 100) / 100

/**
 * Dot-thousands with an optional comma decimal part: `1.234`, `12.345.678`, `1.234,50`. The first
 * group starts with 1–9 so that `0.500` stays a decimal (half a euro), not five hundred.
 */
const dotThousands = /^[1-9]\d{0,2}(?:\.\d{3})+(?:,\d+)?$/
/** Plain amount with an optional dot or comma decimal part: `12`, `12.5`, `12,5`, `1.23`. */
const plainDecimal = /^\d+(?:[.,]\d+)?$/

/**
 * Parses a price as a shopper types it or a URL carries it (spec §5): comma or dot decimals, and
 * dot-thousands such as `1.234` read as thousands (so `1.234` is 1234, `1.234,50` is 1234.5).
 * Negative, empty, non-numeric, non-finite, overlong input and amounts above {@link MAX_PRICE} are
 * `null`. The result is rounded to whole cents.
 */
export function parsePriceInput(text: string | number): number | null {
  if (typeof text === 'number')
    return Number.isFinite(text) && text >= 0 && text <= MAX_PRICE ? toCents(text) : null
  if (text.length > MAX_PRICE_INPUT_LENGTH) return null
  const trimmed = text.trim()
  let normalized: string
  if (dotThousands.test(trimmed)) normalized = trimmed.replaceAll('.', '').replace(',', '.')
  else if (plainDecimal.test(trimmed)) normalized = trimmed.replace(',', '.')
  else return null
  const amount = Number(normalized)
  return Number.isFinite(amount) && amount <= MAX_PRICE ? toCents(amount) : null
}

/**
 * The discount band reported to analytics (spec §4 "Analytics events"): `0`, `0-1`, `1-10`,
 * `11-20`, … `91-100`. Edges, so that whole percents land in the band that names them:
 *
 * - `0`: no discount (0, negative, or not a finite number)
 * - `0-1`: more than 0 and less than 1
 * - `1-10`: from 1 up to and including 10
 * - `N1-M0` (e.g. `11-20`): more than N0 up to and including M0, e.g. 10.5 and 20 are `11-20`
 * - `91-100`: more than 90; anything above 100 is clamped into this band
 */
export function discountBand(percent: number): string {
  if (!Number.isFinite(percent) || percent <= 0) return '0'
  if (percent < 1) return '0-1'
  const upper = Math.min(Math.ceil(percent / 10) * 10, 100)
  return `${upper - 9}-${upper}`
}

/**
 * Spec §5: a discount is shown only when its percent exceeds the configured limit
 * (DISCOUNT_SHOW_LIMIT), strictly: a discount equal to the limit is hidden.
 */
export function shouldShowDiscount(percent: number, limit: number): boolean {
  return Number.isFinite(percent) && percent > limit
}
