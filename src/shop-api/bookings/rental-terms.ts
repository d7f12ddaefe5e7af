/**
 * What a rental costs: the category's day price times the days, less the multi-day discount. The
 * table follows what Austrian rental shops print: a weekend costs full days, a ski week about a
 * fifth less per day.
 */

/** From `fromDays` days on, `percent` off; the highest step reached counts. */
export const RENTAL_DISCOUNTS: readonly { readonly fromDays: number; readonly percent: number }[] = [
  { fromDays: 3, percent: 10 },
  { fromDays: 5, percent: 15 },
  { fromDays: 7, percent: 20 },
]

/** The longest rental booked online; longer ones (a season) are arranged in the store. */
export const MAX_RENTAL_DAYS = 14

export const DEPOSIT_NOTE = {
  'de-AT':
    'Bei der Abholung hinterlegst du einen Lichtbildausweis; eine Kaution in Geld verlangen wir nicht.',
  en: 'At pick-up you leave a photo ID with us; we ask no money deposit.',
} as const

export function discountPercent(days: number): number {
  let percent = 0
  for (const step of RENTAL_DISCOUNTS) if (days >= step.fromDays) percent = step.percent
  return percent
}

/** The price of renting one piece for `days` days, in cents, rounded to whole cents. */
export function rentalPriceCents(dayPriceCents: number, days: number): number {
  return Math.round((dayPriceCents * days * (100 - discountPercent(days))) / 100)
}
