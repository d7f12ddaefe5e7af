import type { Locale } from '~/paraglide/runtime'

const moneyFormatters = new Map<string, Intl.NumberFormat>()
const dateFormatters = new Map<string, Intl.DateTimeFormat>()

/** Formats an amount of money the way the locale writes it; de-AT gives "€ 1.234,56". */
export function formatMoney(amount: number, locale: Locale, currency = 'EUR'): string {
  const key = `${locale}|${currency}`
  let formatter = moneyFormatters.get(key)
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: 'currency', currency })
    moneyFormatters.set(key, formatter)
  }
  // Intl separates symbol and amount with a no-break space; keep it so a price never wraps.
  return formatter.format(amount)
}

/** Formats a calendar date; de-AT gives "22.11.2026". */
export function formatDate(date: Date, locale: Locale): string {
  let formatter = dateFormatters.get(locale)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      timeZone: 'Europe/Vienna',
    })
    dateFormatters.set(locale, formatter)
  }
  return formatter.format(date)
}

const dateTimeFormatters = new Map<string, Intl.DateTimeFormat>()

/** A moment in Vienna time with its weekday; de-AT gives "Montag, 30. November, 18:05". */
export function formatDateTime(date: Date, locale: Locale): string {
  let formatter = dateTimeFormatters.get(locale)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : locale, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      hour: '2-digit',
      minute: '2-digit',
      timeZone: 'Europe/Vienna',
    })
    dateTimeFormatters.set(locale, formatter)
  }
  return formatter.format(date)
}
