/**
 * Austria's public holidays, from a maintained holiday library (its rules include the moving feasts
 * around Easter). Computed once per year and kept: they are the same for every request.
 *
 * The library is loaded on first use, not at start-up: with the rules of every country and the
 * calendars they need, it adds about 35 MB to a process's memory measured on its own, about 10 MB in
 * the bundled server (docs/performance.md), and only store pages and the stock per store ask for
 * holidays.
 */
import type HolidaysLibrary from 'date-holidays'
import type { Holiday } from './opening-hours'

type LoadLibrary = () => Promise<{ default: typeof HolidaysLibrary }>

/**
 * Retail law lets shops open on 8 December (Mariä Empfängnis), and they do: it is one of the busiest
 * shopping days of the year, so it does not close the stores.
 */
const SHOPS_OPEN_ON = new Set(['12-08'])

function holidaysOf(library: HolidaysLibrary, byYear: Map<number, Holiday[]>, year: number): Holiday[] {
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
 * `closingHolidaysAround` with the library from `load`. A load that failed (a file that could not be
 * read) is not kept: the next call tries again, so one bad moment does not fail every store page
 * until the node restarts.
 */
export function holidayCalendar(load: LoadLibrary): (now: Date) => Promise<Holiday[]> {
  let austria: Promise<HolidaysLibrary> | undefined
  const byYear = new Map<number, Holiday[]>()
  return async (now) => {
    austria ??= load().then(
      ({ default: Holidays }) => new Holidays('AT'),
      (error: unknown) => {
        austria = undefined
        throw error
      },
    )
    const library = await austria
    const year = now.getUTCFullYear()
    return [year - 1, year, year + 1].flatMap((each) => holidaysOf(library, byYear, each))
  }
}

/**
 * The closing holidays from last year to next year: enough for the browser to decide "open now"
 * with its own clock for as long as a page stays open, and around the turn of the year.
 */
export const closingHolidaysAround = holidayCalendar(() => import('date-holidays'))
