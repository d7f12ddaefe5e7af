import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useId } from 'react'
import { AccountHeading } from '~/features/account/components/AccountLayout'
import { formatDateTime } from '~/lib/format'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import type { Reservation } from '~/shop-client/schemas/store-stock.schema'
import { linkClasses } from '~/ui/form-controls'
import { myReservationsQuery } from '../store-stock.queries'
import { CancelReservationButton, ReservationStatusBadge } from './ReservationView'

function ReservationEntry({ reservation }: { reservation: Reservation }) {
  const ids = useId()
  const locale = getLocale()
  const when = reservation.endedAt ?? reservation.expiresAt
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-line p-4 md:flex-row md:items-start md:justify-between">
      <div className="flex min-w-0 flex-col gap-1">
        <h2 id={`${ids}-name`} className="text-lg font-bold text-brand-900">
          {reservation.product.name}, {m.reservation_size()} {reservation.size.label}
        </h2>
        <p className="text-sm text-ink">{reservation.store.name}</p>
        <p className="flex flex-wrap items-center gap-2 text-sm text-ink-muted">
          <ReservationStatusBadge status={reservation.status} />
          <span>
            {reservation.endedAt === null ? m.reservation_until() : m.reservation_ended()}{' '}
            {formatDateTime(new Date(when), locale)}
          </span>
        </p>
        <p className="text-sm text-ink">
          {m.reservation_code()}:{' '}
          <span className="font-mono font-bold tracking-wider">{reservation.pickupCode}</span>
        </p>
      </div>
      <div className="flex shrink-0 flex-col items-start gap-2 md:items-end">
        <Link
          to="/reservierung/$uuid/"
          params={{ uuid: reservation.uuid }}
          aria-describedby={`${ids}-name`}
          className={linkClasses}
        >
          {m.reservations_show()}
        </Link>
        <CancelReservationButton reservation={reservation} describedBy={`${ids}-name`} />
      </div>
    </li>
  )
}

/** `/my-account/reservations/`: the customer's reservations, newest first, each with cancel. */
export function MyReservationsView() {
  const { data: reservations } = useSuspenseQuery(myReservationsQuery)
  return (
    <section>
      <AccountHeading>{m.reservations_heading()}</AccountHeading>
      {!reservations || reservations.length === 0 ? (
        <p className="text-ink-muted">{m.reservations_empty()}</p>
      ) : (
        <ul aria-label={m.reservations_caption()} className="flex flex-col gap-3">
          {reservations.map((reservation) => (
            <ReservationEntry key={reservation.uuid} reservation={reservation} />
          ))}
        </ul>
      )}
    </section>
  )
}
