/**
 * Austria's public holidays, from a maintained holiday library (its rules include the moving feasts
 * around Easter). Computed once per year and kept: they are the same for every request.
 */
import Holidays from 'date-holidays'
import type { Holiday } from './opening-hours'

const austria = new Holidays('AT')
const byYear = new Map<number, Holiday[]>()

/**
 * Retail law lets shops open on 8 December (Mariä Empfängnis), and they do: it is one of the busiest
 * shopping days of the year, so it does not close the stores.
 */
const SHOPS_OPEN_ON = new Set(['12-08'])

function holidaysOf(year: number): Holiday[] {
  let holidays = byYear.get(year)
  if (!holidays) {
    holidays = austria
      .getHolidays(year)
      .filter((holiday) => holiday.type === 'public')
      .map((holiday) => ({ date: holiday.date.slice(0, 10), name: holiday.name }))
      .filter((holiday) => !SHOPS_OPEN_ON.has(holiday.date.slice(5)))
    byYear.set(year, holidays)
  }
  return holidays
}

/**
 * The closing holidays from last year to next year: enough for the browser to decide "open now"
 * with its own clock for as long as a page stays open, and around the turn of the year.
 */
export function closingHolidaysAround(now: Date): Holiday[] {
  const year = now.getUTCFullYear()
  return [year - 1, year, year + 1].flatMap(holidaysOf)
}
