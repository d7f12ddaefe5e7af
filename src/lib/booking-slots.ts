/**
 * Bookable times of a store's service, derived from its opening hours in Vienna time. A slot is a
 * wall-clock start in Vienna (`date`, `time`) and the instants it starts and ends; it lies wholly
 * inside one opening span, so the last slot ends at closing time at the latest. Public holidays
 * offer no slots. Daylight saving needs no special case because slots are laid out on Vienna's wall
 * clock and converted to instants one by one: on the change days the hours simply map to other UTC
 * times, and a wall-clock time that does not exist (02:00–03:00 on the spring change) is skipped.
 * Shared by the reference API (slots, booking checks) and its tests.
 */
import { hoursOfDay, viennaMoment } from './opening-hours'
import type { Holiday, OpeningHours } from './opening-hours'

export interface SlotRules {
  /** How long the service takes; a slot ends this long after it starts. */
  readonly durationMinutes: number
  /** Slots start every this many minutes from each opening time. */
  readonly stepMinutes: number
  /** The earliest bookable start is this long after now (time to prepare a workstation). */
  readonly leadMinutes: number
  /** The last bookable day is this many days after today (Vienna). */
  readonly horizonDays: number
}

export interface Slot {
  /** Vienna calendar date, ISO. */
  readonly date: string
  /** Vienna wall-clock start, `HH:MM`. */
  readonly time: string
  readonly startsAt: Date
  readonly endsAt: Date
}

const MINUTE_MS = 60_000

const toMinutes = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number)
  return hours * 60 + minutes
}

const clockOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`

/** The ISO date `days` calendar days after `date` (negative: before). */
export function addDays(date: string, days: number): string {
  const day = new Date(`${date}T12:00:00Z`)
  day.setUTCDate(day.getUTCDate() + days)
  return day.toISOString().slice(0, 10)
}

/** ISO weekday (1 Monday … 7 Sunday) of an ISO date. */
export function weekdayOf(date: string): number {
  const day = new Date(`${date}T12:00:00Z`).getUTCDay()
  return day === 0 ? 7 : day
}

/** Calendar days from `from` to `to`, both ISO dates (0 when equal, negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T12:00:00Z`) - Date.parse(`${from}T12:00:00Z`)) / 86_400_000)
}

/**
 * The instant at which Vienna's wall clock shows `minutes` after midnight of `date`; null when that
 * wall-clock time does not exist (skipped by the spring change). An ambiguous time (the autumn
 * change repeats 02:00–03:00) resolves to its first occurrence.
 */
export function viennaInstant(date: string, minutes: number): Date | null {
  const wanted = Date.parse(`${date}T00:00:00Z`) + minutes * MINUTE_MS
  // Vienna is one or two hours ahead of UTC: try the summer offset first, so the earlier of two
  // readings of a repeated hour wins.
  for (const offsetHours of [2, 1]) {
    const candidate = new Date(wanted - offsetHours * 60 * MINUTE_MS)
    const shown = viennaMoment(candidate)
    if (shown.date === date && shown.minutes === minutes) return candidate
  }
  return null
}

/** Whether a store opens at all on `date`: not a public holiday and some hours on that weekday. */
export function isOpenDay(
  hours: readonly OpeningHours[],
  holidays: readonly Holiday[],
  date: string,
): boolean {
  if (holidays.some((holiday) => holiday.date === date)) return false
  return hoursOfDay(hours, weekdayOf(date)).length > 0
}

/** The last bookable Vienna date for these rules, seen at `now`. */
export function lastBookableDate(rules: Pick<SlotRules, 'horizonDays'>, now: Date): string {
  return addDays(viennaMoment(now).date, rules.horizonDays)
}

/**
 * Every slot on the Vienna dates `from` to `to` (inclusive), limited to what can still be booked at
 * `now`: not before now plus the lead time, not after the horizon. Spans that run past midnight
 * offer no slots (no service desk works through the night).
 */
export function slotsBetween(
  hours: readonly OpeningHours[],
  holidays: readonly Holiday[],
  rules: SlotRules,
  range: { readonly from: string; readonly to: string },
  now: Date,
): Slot[] {
  const earliest = now.getTime() + rules.leadMinutes * MINUTE_MS
  const today = viennaMoment(now).date
  const first = range.from < today ? today : range.from
  const lastDate = lastBookableDate(rules, now)
  const last = range.to > lastDate ? lastDate : range.to
  const slots: Slot[] = []
  for (let date = first; date <= last; date = addDays(date, 1)) {
    if (!isOpenDay(hours, holidays, date)) continue
    for (const span of hoursOfDay(hours, weekdayOf(date))) {
      const open = toMinutes(span.open)
      const close = toMinutes(span.close)
      if (close <= open) continue
      for (let start = open; start + rules.durationMinutes <= close; start += rules.stepMinutes) {
        const startsAt = viennaInstant(date, start)
        if (!startsAt || startsAt.getTime() < earliest) continue
        const endsAt = new Date(startsAt.getTime() + rules.durationMinutes * MINUTE_MS)
        // On the spring change day a slot can run through the skipped hour: check its real end.
        const end = viennaMoment(endsAt)
        if (daysBetween(date, end.date) * 24 * 60 + end.minutes > close) continue
        slots.push({ date, time: clockOf(start), startsAt, endsAt })
      }
    }
  }
  return slots
}

/** The slot that starts at `startsAt`, if it is one of the bookable slots; else undefined. */
export function findSlot(
  hours: readonly OpeningHours[],
  holidays: readonly Holiday[],
  rules: SlotRules,
  startsAt: Date,
  now: Date,
): Slot | undefined {
  const date = viennaMoment(startsAt).date
  return slotsBetween(hours, holidays, rules, { from: date, to: date }, now).find(
    (slot) => slot.startsAt.getTime() === startsAt.getTime(),
  )
}
