import { m } from '~/paraglide/messages'
import { hoursToday, storeStatus } from '~/lib/opening-hours'
import type { Holiday, OpeningHours } from '~/shop-client/schemas/stores.schema'

/** "Jetzt geöffnet · bis 19:00" or "Geschlossen", with today's hours or the holiday. */
export function OpeningStatus({
  hours,
  holidays,
  now,
}: {
  hours: readonly OpeningHours[]
  holidays: readonly Holiday[]
  now: Date
}) {
  const status = storeStatus(hours, holidays, now)
  const today = hoursToday(hours, holidays, now)
  const todayText = today.holiday
    ? m.store_today_holiday({ holiday: today.holiday.name })
    : today.hours.length === 0
      ? m.store_today_closed()
      : m.store_today_hours({
          hours: today.hours.map((entry) => `${entry.open}–${entry.close}`).join(', '),
        })
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
      {status.open ? (
        <span className="inline-flex items-center gap-1.5 rounded-pill bg-success-50 px-2.5 py-0.5 font-semibold text-success-800">
          <span aria-hidden="true" className="size-2 rounded-full bg-success-600" />
          {m.store_open_now({ time: status.closesAt })}
        </span>
      ) : (
        <span className="inline-flex items-center gap-1.5 rounded-pill bg-surface-muted px-2.5 py-0.5 font-semibold text-ink">
          <span aria-hidden="true" className="size-2 rounded-full bg-ink-muted" />
          {m.store_closed_now()}
        </span>
      )}
      <span className="text-ink-muted">{todayText}</span>
    </p>
  )
}
