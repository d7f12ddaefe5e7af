/** The sentences of store stock, shared by the product page's line and the stores dialog. */
import { m } from '~/paraglide/messages'
import type { Locale } from '~/paraglide/runtime'
import type { StockBand, StoreOpening } from '~/shop-client/schemas/store-stock.schema'
import { pickupOf } from '../store-availability.model'
import type { Pickup } from '../store-availability.model'

/** "Mo", "Di" … ("Mon", "Tue" …) for a Vienna date `YYYY-MM-DD`, without the abbreviation's dot. */
export function weekdayShort(date: string, locale: Locale): string {
  const day = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  )
  return day.replace(/\.$/, '')
}

/** "verfügbar", "nur noch 2", "nicht vorrätig". */
export function bandText(band: StockBand, quantity: number | null): string {
  if (band === 'available') return m.store_stock_available()
  if (band === 'few')
    return quantity === null ? m.store_stock_available() : m.store_stock_few({ count: quantity })
  return m.store_stock_none()
}

/** "heute bis 19:00 abholbereit", "abholbereit ab Mo 09:30" … */
export function pickupText(pickup: Pickup, locale: Locale): string {
  if (pickup.kind === 'until') return m.store_stock_pickup_today({ time: pickup.time })
  if (pickup.relative === 'today') return m.store_stock_pickup_later_today({ time: pickup.time })
  if (pickup.relative === 'tomorrow') return m.store_stock_pickup_tomorrow({ time: pickup.time })
  return m.store_stock_pickup_from({ day: weekdayShort(pickup.date, locale), time: pickup.time })
}

/** "Geöffnet bis 19:00", "Geschlossen · öffnet morgen 09:30", "Geschlossen". */
export function openingText(opening: StoreOpening, now: Date, locale: Locale): string {
  const pickup = pickupOf(opening, now)
  if (pickup?.kind === 'until') return m.store_stock_open_until({ time: pickup.time })
  if (pickup?.kind === 'from') {
    const day =
      pickup.relative === 'today'
        ? m.store_stock_today()
        : pickup.relative === 'tomorrow'
          ? m.store_stock_tomorrow()
          : weekdayShort(pickup.date, locale)
    return m.store_stock_closed_opens({ day, time: pickup.time })
  }
  return m.store_stock_closed()
}
