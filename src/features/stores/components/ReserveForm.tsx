import { useMutation, useQueryClient } from '@tanstack/react-query'
import { newIdempotencyKey } from '~/lib/idempotency-key'
import { Link } from '@tanstack/react-router'
import { ArrowLeft, CircleCheck } from 'lucide-react'
import { useState } from 'react'
import * as v from 'valibot'
import { useViewer } from '~/features/account/account.queries'
import { trackReserve } from '~/features/analytics/events'
import { formatDateTime } from '~/lib/format'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import type { ProductDetail, ProductOption } from '~/shop-client/schemas/product.schema'
import {
  guestReservationFieldsSchema,
  reservationInputSchema,
} from '~/shop-client/schemas/store-stock.schema'
import type {
  Reservation,
  ReservationResult,
  StoreStockEntry,
} from '~/shop-client/schemas/store-stock.schema'
import { FormMessage, TextField, linkClasses, primaryButtonClasses } from '~/ui/form-controls'
import { STORE_STOCK_KEY } from '../store-stock.queries'
import { reserveInStore } from '../store-stock.functions'

type Field = 'name' | 'email' | 'phone'
type FieldErrors = Partial<Record<Field, string>>

/** The same checks the server makes, in the browser first: the shopper sees them beside the fields. */
function checkFields(values: Record<Field, string>, guest: boolean): FieldErrors {
  const errors: FieldErrors = {}
  const issues = [
    // The size and store are the dialog's own; only the three fields are the shopper's.
    ...(v.safeParse(reservationInputSchema, { productOption: 1, store: 1, ...values }).issues ?? []),
    ...(guest ? (v.safeParse(guestReservationFieldsSchema, values).issues ?? []) : []),
  ]
  for (const issue of issues) {
    const field = v.getDotPath(issue)
    if ((field === 'name' || field === 'email' || field === 'phone') && errors[field] === undefined)
      errors[field] = issue.message
  }
  return errors
}

function failureText(result: Exclude<ReservationResult, { ok: true }>): string | null {
  switch (result.reason) {
    case 'sold-out':
      return m.reserve_sold_out()
    case 'too-many-held':
      return m.reserve_too_many_held()
    case 'throttled':
      return m.reserve_throttled()
    case 'session-expired':
      return m.reserve_session_expired()
    case 'unavailable':
      return m.reserve_unavailable()
    case 'invalid':
      // Field errors speak for themselves beside their fields.
      return Object.keys(result.fields ?? {}).length > 0 ? null : m.reserve_failed()
  }
}

/**
 * Click & reserve for one store: a guest gives name, e-mail and phone; a customer's are filled in
 * from the account (and may be left empty: the shop takes the account's), the phone optional.
 */
export function ReserveForm({
  product,
  option,
  entry,
  onBack,
  onReserved,
}: {
  product: ProductDetail
  option: ProductOption
  entry: StoreStockEntry
  onBack: () => void
  onReserved: (reservation: Reservation) => void
}) {
  const viewer = useViewer()
  const queryClient = useQueryClient()
  const guest = viewer.kind !== 'customer'
  const personal = viewer.kind === 'customer' ? viewer.account.personal : null
  const [idempotencyKey] = useState(newIdempotencyKey)
  const [values, setValues] = useState<Record<Field, string>>(() => ({
    name: personal ? `${personal.firstName} ${personal.lastName}`.trim() : '',
    email: personal?.email ?? '',
    phone: personal?.phone ?? '',
  }))
  const [errors, setErrors] = useState<FieldErrors>({})
  const reserve = useMutation({
    mutationFn: () =>
      reserveInStore({
        data: { productOption: option.id, store: entry.store.id, ...values, idempotencyKey },
      }),
    onSuccess: async (result) => {
      if (result.ok) {
        trackReserve(product, option.label, entry.store.slug)
        // The store has one fewer now: every band on the page is asked again.
        await queryClient.invalidateQueries({ queryKey: [STORE_STOCK_KEY] })
        onReserved(result.reservation)
      } else if (result.reason === 'invalid') {
        setErrors(result.fields ?? {})
      }
    },
  })
  const failure = reserve.isError
    ? m.reserve_failed()
    : reserve.data && !reserve.data.ok
      ? failureText(reserve.data)
      : null

  const field = (name: Field) => ({
    name,
    value: values[name],
    errors: errors[name] === undefined ? [] : [errors[name]],
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [name]: event.target.value }))
      setErrors((current) => ({ ...current, [name]: undefined }))
      if (reserve.data && !reserve.data.ok) reserve.reset()
    },
  })

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-ink-muted">
        {m.reserve_intro({ product: product.name, size: option.label })}
      </p>
      <form
        noValidate
        className="flex flex-col gap-3"
        onSubmit={(event) => {
          event.preventDefault()
          if (reserve.isPending) return
          const found = checkFields(values, guest)
          setErrors(found)
          if (Object.keys(found).length > 0) {
            const form = event.currentTarget
            requestAnimationFrame(() => {
              form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
            })
            return
          }
          reserve.mutate()
        }}
      >
        <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
        {guest ? null : <p className="text-sm text-ink-muted">{m.reserve_account_hint()}</p>}
        <TextField label={m.reserve_name()} autoComplete="name" required={guest} {...field('name')} />
        <TextField
          label={m.reserve_email()}
          type="email"
          autoComplete="email"
          required={guest}
          {...field('email')}
        />
        <TextField
          label={guest ? m.reserve_phone() : m.reserve_phone_optional()}
          type="tel"
          autoComplete="tel"
          required={guest}
          {...field('phone')}
        />
        <FormMessage tone="error">{failure}</FormMessage>
        <div className="flex flex-wrap items-center gap-3">
          <button
            type="submit"
            aria-disabled={reserve.isPending || undefined}
            className={primaryButtonClasses}
          >
            {reserve.isPending ? m.reserve_sending() : m.reserve_submit()}
          </button>
          <button
            type="button"
            onClick={onBack}
            className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            {m.reserve_back()}
          </button>
        </div>
      </form>
    </div>
  )
}

/** After reserving: the pick-up code, the store, until when, and the reservation's own page. */
export function ReservationDone({ reservation }: { reservation: Reservation }) {
  const locale = getLocale()
  return (
    <div className="flex flex-col items-start gap-3">
      <CircleCheck aria-hidden="true" className="size-10 text-success-600" />
      <p className="text-sm text-ink-muted">{m.reserve_done_code()}</p>
      <p className="font-mono text-3xl font-bold tracking-widest text-brand-900">{reservation.pickupCode}</p>
      <p className="text-ink">
        {m.reserve_done_store({
          product: reservation.product.name,
          size: reservation.size.label,
          store: reservation.store.name,
        })}
      </p>
      <p className="font-semibold text-ink">
        {m.reserve_done_until({ until: formatDateTime(new Date(reservation.expiresAt), locale) })}
      </p>
      <p className="text-sm text-ink-muted">{m.reserve_done_mail({ email: reservation.email })}</p>
      <Link to="/reservierung/$uuid/" params={{ uuid: reservation.uuid }} className={linkClasses}>
        {m.reserve_done_link()}
      </Link>
    </div>
  )
}
