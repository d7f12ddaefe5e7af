/**
 * Whether a store is open, in Vienna time. Opening hours are wall-clock times in Vienna, so the
 * browser's own time zone never matters and the daylight-saving change days need no special case:
 * the moment is converted to Vienna's calendar date, weekday and minute of the day, and compared.
 * On an Austrian public holiday the store is closed all day. Shared by the storefront (the open-now
 * badge, in the browser's clock) and the reference API (opening states in its stock answers).
 */

/** One opening span of a weekday (ISO weekday 1 Monday … 7 Sunday; `HH:MM` Vienna wall-clock times). */
export interface OpeningHours {
  readonly day: number
  readonly open: string
  readonly close: string
}

/** A public holiday in Austria on which stores stay closed. */
export interface Holiday {
  /** ISO date. */
  readonly date: string
  readonly name: string
}

export const STORE_TIME_ZONE = 'Europe/Vienna'

export interface ViennaMoment {
  /** ISO calendar date in Vienna. */
  readonly date: string
  /** ISO weekday: 1 Monday … 7 Sunday. */
  readonly weekday: number
  /** Minutes since midnight, Vienna wall clock. */
  readonly minutes: number
}

const viennaParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: STORE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  weekday: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})
const weekdays: Readonly<Record<string, number>> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 }

export function viennaMoment(at: Date): ViennaMoment {
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    viennaParts.formatToParts(at).find((entry) => entry.type === type)?.value ?? ''
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    weekday: weekdays[part('weekday')] ?? 1,
    minutes: Number(part('hour')) * 60 + Number(part('minute')),
  }
}

const toMinutes = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number)
  return hours * 60 + minutes
}

/** Hours that run past midnight: closing at or before the opening time means the next day. */
const isOvernight = (hours: OpeningHours) => toMinutes(hours.close) <= toMinutes(hours.open)

/** The ISO date one calendar day before `date`. */
function previousDate(date: string): string {
  const day = new Date(`${date}T12:00:00Z`)
  day.setUTCDate(day.getUTCDate() - 1)
  return day.toISOString().slice(0, 10)
}

const previousWeekday = (weekday: number) => (weekday === 1 ? 7 : weekday - 1)

export type StoreStatus =
  | { readonly open: true; readonly closesAt: string }
  | { readonly open: false; readonly holiday: Holiday | undefined }

/** Open or closed at `at`; when open, until when (Vienna time). */
export function storeStatus(
  hours: readonly OpeningHours[],
  holidays: readonly Holiday[],
  at: Date,
): StoreStatus {
  const now = viennaMoment(at)
  const holidayOn = (date: string) => holidays.find((holiday) => holiday.date === date)
  const todayHoliday = holidayOn(now.date)
  if (!todayHoliday) {
    for (const entry of hours) {
      if (entry.day !== now.weekday) continue
      const open = toMinutes(entry.open)
      const close = toMinutes(entry.close)
      if (isOvernight(entry) ? now.minutes >= open : now.minutes >= open && now.minutes < close)
        return { open: true, closesAt: entry.close }
    }
  }
  // The tail of last night's hours belongs to yesterday's opening, which a holiday yesterday cancels.
  const yesterday = previousWeekday(now.weekday)
  if (!holidayOn(previousDate(now.date))) {
    for (const entry of hours) {
      if (entry.day === yesterday && isOvernight(entry) && now.minutes < toMinutes(entry.close))
        return { open: true, closesAt: entry.close }
    }
  }
  return { open: false, holiday: todayHoliday }
}

/** The hours of one weekday, earliest first (a store may close at noon and open again). */
export function hoursOfDay(hours: readonly OpeningHours[], weekday: number): OpeningHours[] {
  return hours
    .filter((entry) => entry.day === weekday)
    .sort((left, right) => toMinutes(left.open) - toMinutes(right.open))
}

/** Today's hours in Vienna, or none when closed all day (Sunday, a holiday). */
export function hoursToday(
  hours: readonly OpeningHours[],
  holidays: readonly Holiday[],
  at: Date,
): { readonly hours: OpeningHours[]; readonly holiday: Holiday | undefined } {
  const now = viennaMoment(at)
  const holiday = holidays.find((entry) => entry.date === now.date)
  return { hours: holiday ? [] : hoursOfDay(hours, now.weekday), holiday }
}

/** The ISO date `days` calendar days after `date`. */
function dateAfter(date: string, days: number): string {
  const day = new Date(`${date}T12:00:00Z`)
  day.setUTCDate(day.getUTCDate() + days)
  return day.toISOString().slice(0, 10)
}

/**
 * When a closed store opens next (Vienna date and `HH:MM`), skipping closing holidays; undefined
 * when it has no hours in the coming week. Meant for a closed store: for an open one it answers
 * the next opening after the current span.
 */
export function nextOpening(
  hours: readonly OpeningHours[],
  holidays: readonly Holiday[],
  at: Date,
): { readonly date: string; readonly time: string } | undefined {
  const now = viennaMoment(at)
  for (let offset = 0; offset <= 7; offset++) {
    const date = dateAfter(now.date, offset)
    if (holidays.some((holiday) => holiday.date === date)) continue
    const weekday = ((now.weekday - 1 + offset) % 7) + 1
    const opening = hoursOfDay(hours, weekday).find(
      (entry) => offset > 0 || toMinutes(entry.open) > now.minutes,
    )
    if (opening) return { date, time: opening.open }
  }
  return undefined
}
