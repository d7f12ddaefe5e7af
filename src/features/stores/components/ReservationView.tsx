import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useId } from 'react'
import { trackCancelReservation } from '~/features/analytics/events'
import { formatDateTime } from '~/lib/format'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import type { Reservation, ReservationStatus } from '~/shop-client/schemas/store-stock.schema'
import { FormMessage, linkClasses, secondaryButtonClasses } from '~/ui/form-controls'
import { disabledUntilHydrated, useHydrated } from '~/ui/use-hydrated'
import { cancelStoreReservation } from '../store-stock.functions'
import { STORE_STOCK_KEY, myReservationsQuery, reservationQuery } from '../store-stock.queries'

export function reservationStatusText(status: ReservationStatus): string {
  if (status === 'held') return m.reservation_status_held()
  if (status === 'collected') return m.reservation_status_collected()
  if (status === 'cancelled') return m.reservation_status_cancelled()
  return m.reservation_status_expired()
}

export function ReservationStatusBadge({ status }: { status: ReservationStatus }) {
  const tone = status === 'held' ? 'bg-success-50 text-success-800' : 'bg-surface-muted text-ink'
  return (
    <span className={`inline-flex rounded-pill px-2.5 py-0.5 text-sm font-semibold ${tone}`}>
      {reservationStatusText(status)}
    </span>
  )
}

/** The product's slug from its page path (`/p/{slug}/`), for a typed link. */
const productSlug = (url: string) => /^\/p\/([^/]+)\/$/.exec(url)?.[1]

/**
 * "Reservierung stornieren" for a held reservation. The answer replaces the reservation in the
 * page's queries, its unit is back on the shelf (the store bands are asked again), and the outcome
 * is said in the live region beside the button.
 */
export function CancelReservationButton({
  reservation,
  describedBy,
}: {
  reservation: Reservation
  describedBy?: string
}) {
  const hydrated = useHydrated()
  const queryClient = useQueryClient()
  const cancel = useMutation({
    mutationFn: () => cancelStoreReservation({ data: { uuid: reservation.uuid } }),
    onSuccess: async (result) => {
      if (!result.ok) return
      if (reservation.status === 'held') trackCancelReservation(result.reservation)
      queryClient.setQueryData(reservationQuery(reservation.uuid).queryKey, result.reservation)
      queryClient.setQueryData(myReservationsQuery.queryKey, (list) =>
        list?.map((entry) => (entry.uuid === reservation.uuid ? result.reservation : entry)),
      )
      await queryClient.invalidateQueries({ queryKey: [STORE_STOCK_KEY] })
    },
  })
  const outcome = cancel.data
  const failure = cancel.isError
    ? m.reservation_cancel_failed()
    : outcome && !outcome.ok
      ? outcome.reason === 'ended'
        ? m.reservation_cancel_ended()
        : m.reservation_cancel_failed()
      : null
  return (
    <div className="flex flex-col items-start gap-2">
      {reservation.status === 'held' ? (
        <button
          type="button"
          {...disabledUntilHydrated(hydrated, { busy: cancel.isPending })}
          aria-describedby={describedBy}
          onClick={() => {
            if (!cancel.isPending) cancel.mutate()
          }}
          className={secondaryButtonClasses}
        >
          {cancel.isPending ? m.reservation_cancelling() : m.reservation_cancel()}
        </button>
      ) : null}
      <FormMessage tone="success">{outcome?.ok ? m.reservation_cancelled() : null}</FormMessage>
      <FormMessage tone="error">{failure}</FormMessage>
    </div>
  )
}

/** The reservation's page (`/reservierung/{uuid}/`): code, item, store, until when, and cancel. */
export function ReservationView({ uuid }: { uuid: string }) {
  const { data: reservation } = useSuspenseQuery(reservationQuery(uuid))
  const locale = getLocale()
  const ids = useId()
  const slug = productSlug(reservation.product.url)
  const ended = reservation.endedAt === null ? null : new Date(reservation.endedAt)
  return (
    <section className="page-container flex max-w-2xl flex-col items-start gap-6 py-12">
      <h1 className="text-3xl font-bold text-brand-900">{m.reservation_heading()}</h1>
      <div className="flex flex-col gap-1">
        <p className="text-sm text-ink-muted">{m.reservation_code()}</p>
        <p id={`${ids}-code`} className="font-mono text-4xl font-bold tracking-widest text-brand-900">
          {reservation.pickupCode}
        </p>
      </div>
      {reservation.status === 'held' ? <p className="text-ink">{m.reservation_held_text()}</p> : null}
      <dl className="grid w-full grid-cols-[auto_1fr] gap-x-6 gap-y-2">
        <dt className="font-semibold text-ink">{m.reservation_product()}</dt>
        <dd>
          {slug ? (
            <Link to="/p/$slug/" params={{ slug }} className={linkClasses}>
              {reservation.product.name}
            </Link>
          ) : (
            reservation.product.name
          )}
        </dd>
        <dt className="font-semibold text-ink">{m.reservation_size()}</dt>
        <dd>{reservation.size.label}</dd>
        <dt className="font-semibold text-ink">{m.reservation_store()}</dt>
        <dd>
          <Link to="/shop/$slug/" params={{ slug: reservation.store.slug }} className={linkClasses}>
            {reservation.store.name}
          </Link>
          <br />
          <span className="text-sm text-ink-muted">
            {reservation.store.street} {reservation.store.streetNo}, {reservation.store.postal}{' '}
            {reservation.store.city}
          </span>
        </dd>
        <dt className="font-semibold text-ink">{m.reservation_status()}</dt>
        <dd>
          <ReservationStatusBadge status={reservation.status} />
        </dd>
        {ended ? (
          <>
            <dt className="font-semibold text-ink">{m.reservation_ended()}</dt>
            <dd>{formatDateTime(ended, locale)}</dd>
          </>
        ) : (
          <>
            <dt className="font-semibold text-ink">{m.reservation_until()}</dt>
            <dd>{formatDateTime(new Date(reservation.expiresAt), locale)}</dd>
          </>
        )}
      </dl>
      <CancelReservationButton reservation={reservation} describedBy={`${ids}-code`} />
    </section>
  )
}
