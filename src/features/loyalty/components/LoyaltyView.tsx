import { useSuspenseQuery } from '@tanstack/react-query'
import { AccountHeading } from '~/features/account/components/AccountLayout'
import { formatDate } from '~/lib/format'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import { loyaltyQuery } from '../loyalty.queries'
import { levelProgress } from '~/shop-client/schemas/loyalty.schema'

const reasonText: Record<string, () => string> = {
  welcome: m.loyalty_reason_welcome,
  order: m.loyalty_reason_order,
  bonus: m.loyalty_reason_bonus,
  redemption: m.loyalty_reason_redemption,
  cancellation: m.loyalty_reason_cancellation,
  return: m.loyalty_reason_return,
}

/** `/my-account/loyalty/`: balance, level, the way to the next level and every booking. */
export function LoyaltyView() {
  const { data } = useSuspenseQuery(loyaltyQuery)
  const locale = getLocale()
  if (!data) return null
  const progress = Math.round(levelProgress(data) * 100)
  return (
    <section>
      <AccountHeading>{m.loyalty_heading()}</AccountHeading>
      <div className="grid gap-6 md:grid-cols-2">
        <div className="flex flex-col gap-2 rounded-lg border border-line p-5">
          <p className="text-sm text-ink-muted">{m.loyalty_balance()}</p>
          <p className="text-4xl font-bold text-brand-900">
            {m.loyalty_points_value({ points: data.points })}
          </p>
          <p>{m.loyalty_level({ level: data.level })}</p>
        </div>
        <div className="flex flex-col gap-3 rounded-lg border border-line p-5">
          {data.nextLevel && data.pointsToNextLevel !== null ? (
            <>
              <p id="loyalty-progress-label">
                {m.loyalty_to_next({ points: data.pointsToNextLevel, level: data.nextLevel })}
              </p>
              <div
                role="progressbar"
                aria-labelledby="loyalty-progress-label"
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={progress}
                aria-valuetext={`${progress} %`}
                className="h-3 overflow-hidden rounded-pill bg-surface-muted"
              >
                <div className="h-full bg-accent-600" style={{ width: `${progress}%` }} />
              </div>
            </>
          ) : (
            <p>{m.loyalty_top_level({ level: data.level })}</p>
          )}
        </div>
      </div>
      <h2 className="mt-8 mb-3 text-xl font-bold text-brand-900">{m.loyalty_history()}</h2>
      {data.transactions.length === 0 ? (
        <p className="text-ink-muted">{m.loyalty_history_empty()}</p>
      ) : (
        <div className="overflow-x-auto" role="region" aria-label={m.loyalty_history()} tabIndex={0}>
          <table className="w-full min-w-[28rem] border-collapse text-left">
            <caption className="sr-only">{m.loyalty_history()}</caption>
            <thead>
              <tr className="border-b border-line text-sm text-ink-muted">
                <th scope="col" className="py-2 pr-4 font-semibold">
                  {m.order_date()}
                </th>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  {m.loyalty_reason()}
                </th>
                <th scope="col" className="py-2 text-right font-semibold">
                  {m.loyalty_points()}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.transactions.map((booking, index) => (
                <tr key={`${booking.createdAt}-${index}`} className="border-b border-line">
                  <td className="py-3 pr-4">{formatDate(new Date(booking.createdAt), locale)}</td>
                  <td className="py-3 pr-4">
                    {reasonText[booking.reason]?.() ?? booking.reason}
                    {booking.orderNumber ? ` (${booking.orderNumber})` : ''}
                  </td>
                  <td
                    className={`py-3 text-right font-semibold ${booking.points < 0 ? 'text-sale-600' : 'text-success-600'}`}
                  >
                    {booking.points > 0 ? `+${booking.points}` : booking.points}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}
