/**
 * Austria's public holidays, from a maintained holiday library (its rules include the moving feasts
 * around Easter). Computed once per year and kept: they are the same for every request.
 *
 * The library is loaded on first use, not at start-up: with the rules of every country and the
 * calendars they need, it adds about 35 MB to a node's memory (docs/performance.md), and only store
 * pages and the stock per store ask for holidays.
 */
import type HolidaysLibrary from 'date-holidays'
import type { Holiday } from './opening-hours'

let austria: Promise<HolidaysLibrary> | undefined
const byYear = new Map<number, Holiday[]>()

function austrianHolidays(): Promise<HolidaysLibrary> {
  austria ??= import('date-holidays').then(({ default: Holidays }) => new Holidays('AT'))
  return austria
}

/**
 * Retail law lets shops open on 8 December (Mariä Empfängnis), and they do: it is one of the busiest
 * shopping days of the year, so it does not close the stores.
 */
const SHOPS_OPEN_ON = new Set(['12-08'])

function holidaysOf(library: HolidaysLibrary, year: number): Holiday[] {
  let holidays = byYear.get(year)
  if (!holidays) {
    holidays = library
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
export async function closingHolidaysAround(now: Date): Promise<Holiday[]> {
  const library = await austrianHolidays()
  const year = now.getUTCFullYear()
  return [year - 1, year, year + 1].flatMap((each) => holidaysOf(library, each))
}
