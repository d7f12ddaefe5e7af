import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useId, useRef, useState } from 'react'
import type { ReactNode } from 'react'
import { formatDate } from '~/lib/format'
import { newIdempotencyKey } from '~/lib/idempotency-key'
import { localizeHref } from '~/lib/locale-url'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import { returnReasons } from '~/shop-client/schemas/account.schema'
import type { OrderDetail, OrderLine, OrderReturn, ReturnReason } from '~/shop-client/schemas/account.schema'
import { Disclosure } from '~/ui/Disclosure'
import { FormMessage, inputClasses, linkClasses, primaryButtonClasses } from '~/ui/form-controls'
import { disabledUntilHydrated, useHydrated } from '~/ui/use-hydrated'
import { orderQuery, pickupStoresQuery, useAccount } from '../account.queries'
import { registerMyReturn } from '../order-return.functions'

const reasonText: Record<ReturnReason, () => string> = {
  too_small: m.order_return_reason_too_small,
  too_big: m.order_return_reason_too_big,
  not_as_described: m.order_return_reason_not_as_described,
  damaged: m.order_return_reason_damaged,
  wrong_item: m.order_return_reason_wrong_item,
  changed_mind: m.order_return_reason_changed_mind,
  other: m.order_return_reason_other,
}

/** A service of the checkout (mounting): it only comes back with its product, never on its own. */
const isServiceLine = (line: OrderLine) => line.sku.startsWith('MONTAGE-')

const lineName = (line: OrderLine) =>
  line.size ? m.order_return_line_name({ name: line.name, size: line.size }) : line.name

/** A line with pieces that can still come back, and how many. */
interface ReturnableLine {
  readonly id: number
  readonly name: string
  readonly left: number
}

function returnableLines(order: OrderDetail): ReturnableLine[] {
  return order.lines.flatMap((line) => {
    const left = line.quantity - line.cancelledQuantity - line.returnedQuantity
    if (line.id === undefined || left <= 0 || isServiceLine(line)) return []
    return [{ id: line.id, name: lineName(line), left }]
  })
}

type Method = 'pickup' | 'store'

interface Choice {
  readonly quantity: number
  readonly reason: ReturnReason | ''
}

const noChoice: Choice = { quantity: 0, reason: '' }

/** What is wrong with the form, next to the field it concerns. */
interface FieldErrors {
  readonly lines?: string
  readonly reasons?: Readonly<Record<number, string>>
  readonly method?: string
  readonly storeId?: string
}

/** A calendar day of the shop (`YYYY-MM-DD`) as the locale writes it; noon keeps it the same day in Vienna. */
const formatDay = (day: string) => formatDate(new Date(`${day}T12:00:00Z`), getLocale())

/**
 * "Artikel zurücksenden" while the order can be returned: per line how many pieces and why, and how
 * the parcel comes back (picked up at the delivery address, home deliveries only, or handed in at a
 * store). Below, the returns registered so far with their labels. The outcome stays on the page after
 * the form has gone (nothing left to return).
 */
export function OrderReturnSection({ order }: { order: OrderDetail }) {
  const ids = useId()
  const hydrated = useHydrated()
  const queryClient = useQueryClient()
  const account = useAccount()
  const stores = useQuery({ ...pickupStoresQuery, enabled: order.returnable })
  const lines = returnableLines(order)
  const hasService = order.lines.some(isServiceLine)
  const homeDelivery = order.deliveryType === 'home'
  const [choices, setChoices] = useState<Record<number, Choice>>({})
  const [method, setMethod] = useState<Method>(homeDelivery ? 'pickup' : 'store')
  // The click & collect store the order went to, else the customer's home store, to begin with.
  const [storeId, setStoreId] = useState(() => String(order.store?.id ?? account?.store?.id ?? ''))
  const [errors, setErrors] = useState<FieldErrors>({})
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null)
  // Closes the form after a return was registered (a new Disclosure starts closed).
  const [formRound, setFormRound] = useState(0)
  // One key per selection: a form sent twice registers once; another choice is another request.
  const idempotencyKey = useRef(newIdempotencyKey())
  const outcomeRef = useRef<HTMLDivElement>(null)
  // The field to focus once its error is rendered (and read out with it).
  const [focusRequest, setFocusRequest] = useState<{ id: string } | null>(null)
  useEffect(() => {
    if (focusRequest) document.getElementById(focusRequest.id)?.focus()
  }, [focusRequest])

  const fieldId = {
    quantity: (lineId: number) => `${ids}-quantity-${lineId}`,
    reason: (lineId: number) => `${ids}-reason-${lineId}`,
    method: (value: Method) => `${ids}-method-${value}`,
    store: `${ids}-store`,
  }
  const errorId = {
    lines: `${ids}-lines-error`,
    reason: (lineId: number) => `${ids}-reason-${lineId}-error`,
    method: `${ids}-method-error`,
    store: `${ids}-store-error`,
  }
  const methods: Method[] = homeDelivery ? ['pickup', 'store'] : ['store']
  const chosenMethod: Method = homeDelivery ? method : 'store'
  const choiceOf = (line: ReturnableLine): Choice => {
    const choice = choices[line.id] ?? noChoice
    // The pieces left may have come down since the choice (the order was read again).
    return choice.quantity > line.left ? { ...choice, quantity: line.left } : choice
  }

  /** The first field with an error, in the order of the form. */
  const firstInvalid = (found: FieldErrors): string | undefined => {
    if (found.lines && lines[0]) return fieldId.quantity(lines[0].id)
    const reasonLine = lines.find((line) => found.reasons?.[line.id])
    if (reasonLine) return fieldId.reason(reasonLine.id)
    if (found.method) return fieldId.method(methods[0] ?? 'store')
    if (found.storeId) return fieldId.store
    return undefined
  }
  const showErrors = (found: FieldErrors) => {
    setErrors(found)
    const first = firstInvalid(found)
    if (first) setFocusRequest({ id: first })
    return first !== undefined
  }
  const changed = () => {
    idempotencyKey.current = newIdempotencyKey()
  }

  const register = useMutation({
    mutationFn: (request: {
      lines: { id: number; quantity: number; reason: ReturnReason }[]
      method: Method
      storeId: number | undefined
    }) =>
      registerMyReturn({ data: { uuid: order.uuid, ...request, idempotencyKey: idempotencyKey.current } }),
    onSuccess: async (result) => {
      if (result.ok) {
        idempotencyKey.current = newIdempotencyKey()
        setChoices({})
        setErrors({})
        setFormRound((round) => round + 1)
        setNotice({ tone: 'success', text: m.order_return_done() })
        queryClient.setQueryData(orderQuery(order.uuid).queryKey, result.order)
        // The form closes: the outcome takes the focus.
        outcomeRef.current?.focus()
      } else if (result.reason === 'invalid') {
        const fields = result.fields ?? []
        const found: FieldErrors = {
          ...(fields.includes('lines') ? { lines: m.order_return_lines_invalid() } : {}),
          ...(fields.includes('method') ? { method: m.order_return_method_invalid() } : {}),
          ...(fields.includes('storeId') ? { storeId: m.order_return_store_invalid() } : {}),
        }
        if (!showErrors(found)) {
          setNotice({ tone: 'error', text: m.order_return_invalid() })
          outcomeRef.current?.focus()
        }
        // What is left to return may have changed since the page was read.
        if (found.lines) await queryClient.invalidateQueries({ queryKey: orderQuery(order.uuid).queryKey })
      } else if (result.reason === 'not-returnable') {
        setNotice({ tone: 'error', text: m.order_return_not_returnable() })
        outcomeRef.current?.focus()
        // The order read again offers no form any more.
        await queryClient.invalidateQueries({ queryKey: orderQuery(order.uuid).queryKey })
      } else {
        // No session (any more) or no such order: a session ended is handled for every page.
        setNotice({ tone: 'error', text: m.order_return_failed() })
      }
      await queryClient.invalidateQueries({ queryKey: ['account', 'orders'] })
    },
    onError: () => {
      setNotice({ tone: 'error', text: m.order_return_failed() })
    },
  })

  if (!order.returnable && order.returns.length === 0 && notice === null) return null

  return (
    <div className="flex flex-col gap-4">
      <div ref={outcomeRef} tabIndex={-1} className="flex flex-col gap-3 outline-none">
        <FormMessage tone="success">{notice?.tone === 'success' ? notice.text : null}</FormMessage>
        <FormMessage tone="error">{notice?.tone === 'error' ? notice.text : null}</FormMessage>
      </div>
      {order.returnable && lines.length > 0 ? (
        <Disclosure key={formRound} label={m.order_return_toggle()}>
          <section aria-labelledby={`${ids}-heading`} className="flex flex-col gap-4">
            <h2 id={`${ids}-heading`} className="text-xl font-bold text-brand-900">
              {m.order_return_heading()}
            </h2>
            <form
              noValidate
              className="flex flex-col gap-5"
              onSubmit={(event) => {
                event.preventDefault()
                if (register.isPending) return
                setNotice(null)
                const wanted = lines.flatMap((line) => {
                  const choice = choiceOf(line)
                  return choice.quantity > 0 ? [{ line, choice }] : []
                })
                const reasons: Record<number, string> = {}
                for (const { line, choice } of wanted)
                  if (choice.reason === '') reasons[line.id] = m.order_return_reason_required()
                const found: FieldErrors = {
                  ...(wanted.length === 0 ? { lines: m.order_return_nothing() } : {}),
                  ...(Object.keys(reasons).length > 0 ? { reasons } : {}),
                  ...(chosenMethod === 'store' && storeId === ''
                    ? { storeId: m.order_return_store_required() }
                    : {}),
                }
                if (showErrors(found)) return
                register.mutate({
                  lines: wanted.flatMap(({ line, choice }) =>
                    choice.reason === ''
                      ? []
                      : [{ id: line.id, quantity: choice.quantity, reason: choice.reason }],
                  ),
                  method: chosenMethod,
                  storeId: chosenMethod === 'store' ? Number(storeId) : undefined,
                })
              }}
            >
              <p className="text-sm text-ink-muted">{m.order_return_intro()}</p>
              <fieldset className="flex flex-col gap-4">
                <legend className="mb-1 font-semibold">{m.order_return_lines_legend()}</legend>
                <FieldError id={errorId.lines} message={errors.lines} />
                {lines.map((line) => {
                  const choice = choiceOf(line)
                  const reasonError = errors.reasons?.[line.id]
                  return (
                    <div
                      key={line.id}
                      className="grid gap-3 border-t border-line pt-3 sm:grid-cols-[1fr_9rem_14rem] sm:items-start"
                    >
                      <p className="flex flex-col">
                        <span className="font-semibold">{line.name}</span>
                        <span className="text-sm text-ink-muted">
                          {m.order_return_left({ count: line.left })}
                        </span>
                      </p>
                      <FieldLabelled
                        inputId={fieldId.quantity(line.id)}
                        label={
                          <>
                            <span className="sr-only">{line.name}: </span>
                            {m.order_return_quantity()}
                          </>
                        }
                      >
                        <select
                          id={fieldId.quantity(line.id)}
                          value={choice.quantity}
                          aria-invalid={errors.lines ? true : undefined}
                          aria-describedby={errors.lines ? errorId.lines : undefined}
                          className={inputClasses}
                          onChange={(event) => {
                            const quantity = Number(event.target.value)
                            setChoices({ ...choices, [line.id]: { ...choice, quantity } })
                            setErrors((current) => withoutLineErrors(current, line.id, quantity))
                            changed()
                          }}
                        >
                          {Array.from({ length: line.left + 1 }, (_, count) => (
                            <option key={count} value={count}>
                              {count}
                            </option>
                          ))}
                        </select>
                      </FieldLabelled>
                      <FieldLabelled
                        inputId={fieldId.reason(line.id)}
                        label={
                          <>
                            <span className="sr-only">{line.name}: </span>
                            {m.order_return_reason()}
                          </>
                        }
                        error={<FieldError id={errorId.reason(line.id)} message={reasonError} />}
                      >
                        <select
                          id={fieldId.reason(line.id)}
                          value={choice.reason}
                          aria-required={choice.quantity > 0 ? true : undefined}
                          aria-invalid={reasonError ? true : undefined}
                          aria-describedby={reasonError ? errorId.reason(line.id) : undefined}
                          className={inputClasses}
                          onChange={(event) => {
                            const reason = event.target.value as ReturnReason | ''
                            setChoices({ ...choices, [line.id]: { ...choice, reason } })
                            if (reason !== '') setErrors((current) => withoutReasonError(current, line.id))
                            changed()
                          }}
                        >
                          <option value="">{m.order_return_reason_choose()}</option>
                          {returnReasons.map((reason) => (
                            <option key={reason} value={reason}>
                              {reasonText[reason]()}
                            </option>
                          ))}
                        </select>
                      </FieldLabelled>
                    </div>
                  )
                })}
                {hasService ? (
                  <p className="text-sm text-ink-muted">{m.order_return_service_hint()}</p>
                ) : null}
              </fieldset>
              <fieldset className="flex flex-col gap-2">
                <legend className="mb-1 font-semibold">{m.order_return_method_legend()}</legend>
                <FieldError id={errorId.method} message={errors.method} />
                {methods.map((value) => (
                  <label key={value} className="flex min-h-11 items-center gap-2">
                    <input
                      type="radio"
                      id={fieldId.method(value)}
                      name={`${ids}-method`}
                      value={value}
                      checked={chosenMethod === value}
                      aria-describedby={errors.method ? errorId.method : undefined}
                      onChange={() => {
                        setMethod(value)
                        setErrors((current) => ({ ...current, method: undefined, storeId: undefined }))
                        changed()
                      }}
                      className="size-5 accent-brand-700"
                    />
                    {value === 'pickup' ? m.order_return_method_pickup() : m.order_return_method_store()}
                  </label>
                ))}
                {chosenMethod === 'store' ? (
                  <FieldLabelled
                    inputId={fieldId.store}
                    label={m.order_return_store()}
                    error={<FieldError id={errorId.store} message={errors.storeId} />}
                  >
                    <select
                      id={fieldId.store}
                      value={storeId}
                      aria-required
                      aria-invalid={errors.storeId ? true : undefined}
                      aria-describedby={errors.storeId ? errorId.store : undefined}
                      className={`${inputClasses} sm:max-w-md`}
                      onChange={(event) => {
                        setStoreId(event.target.value)
                        setErrors((current) => ({ ...current, storeId: undefined }))
                        changed()
                      }}
                    >
                      <option value="">
                        {stores.isPending ? m.address_stores_loading() : m.address_store_choose()}
                      </option>
                      {stores.data?.map((store) => (
                        <option key={store.id} value={String(store.id)}>
                          {store.name} – {store.postal} {store.city}
                        </option>
                      ))}
                    </select>
                  </FieldLabelled>
                ) : null}
              </fieldset>
              <button
                type="submit"
                {...disabledUntilHydrated(hydrated, { busy: register.isPending })}
                className={`${primaryButtonClasses} self-start`}
              >
                {register.isPending ? m.order_return_pending() : m.order_return_submit()}
              </button>
            </form>
          </section>
        </Disclosure>
      ) : null}
      {order.returns.length > 0 ? <OrderReturnsList order={order} /> : null}
    </div>
  )
}

/** The errors without the lines' "nothing chosen", and without this line's reason once it has no pieces. */
function withoutLineErrors(errors: FieldErrors, lineId: number, quantity: number): FieldErrors {
  const next = { ...errors, lines: quantity > 0 ? undefined : errors.lines }
  return quantity > 0 ? next : withoutReasonError(next, lineId)
}

function withoutReasonError(errors: FieldErrors, lineId: number): FieldErrors {
  if (!errors.reasons?.[lineId]) return errors
  const reasons = Object.entries(errors.reasons).filter(([id]) => Number(id) !== lineId)
  return { ...errors, reasons: Object.fromEntries(reasons) }
}

/** A label above its control, and the control's error below it. */
function FieldLabelled({
  inputId,
  label,
  error,
  children,
}: {
  inputId: string
  label: ReactNode
  error?: ReactNode
  children: ReactNode
}) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={inputId} className="text-sm font-semibold text-ink">
        {label}
      </label>
      {children}
      {error}
    </div>
  )
}

/** An error tied to its field by `id` (aria-describedby); nothing while there is none. */
function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null
  return (
    <p id={id} className="text-sm font-medium text-sale-600">
      {message}
    </p>
  )
}

/** "Deine Rücksendungen": each return with its status, way back, pieces, label and refund. */
function OrderReturnsList({ order }: { order: OrderDetail }) {
  const ids = useId()
  return (
    <section aria-labelledby={`${ids}-heading`} className="flex flex-col gap-3">
      <h2 id={`${ids}-heading`} className="text-xl font-bold text-brand-900">
        {m.order_returns_heading()}
      </h2>
      <ul className="flex flex-col gap-3">
        {order.returns.map((orderReturn) => (
          <li key={orderReturn.uuid} className="flex flex-col gap-2 rounded-lg border border-line p-4">
            <ReturnEntry order={order} orderReturn={orderReturn} />
          </li>
        ))}
      </ul>
    </section>
  )
}

function ReturnEntry({ order, orderReturn }: { order: OrderDetail; orderReturn: OrderReturn }) {
  const received = orderReturn.status === 'received'
  return (
    <>
      <h3 className="flex flex-wrap items-center gap-3 font-semibold">
        <span>{m.order_return_code({ code: orderReturn.code })}</span>
        <span
          className={`inline-flex rounded-pill px-2.5 py-0.5 text-sm font-semibold ${
            received ? 'bg-surface-muted text-ink-muted' : 'bg-brand-50 text-brand-800'
          }`}
        >
          {received ? m.order_return_status_received() : m.order_return_status_registered()}
        </span>
      </h3>
      <p className="text-sm text-ink-muted">
        {m.order_return_registered_on({ date: formatDate(new Date(orderReturn.createdAt), getLocale()) })}
      </p>
      <p className="text-sm">
        {orderReturn.method === 'pickup'
          ? orderReturn.pickupDate
            ? m.order_return_pickup_on({ date: formatDay(orderReturn.pickupDate) })
            : m.order_return_method_pickup()
          : orderReturn.store
            ? m.order_return_store_at({ store: orderReturn.store.name })
            : m.order_return_method_store()}
      </p>
      <ul className="flex flex-col gap-1 text-sm">
        {orderReturn.lines.map((entry) => {
          const line = order.lines.find((candidate) => candidate.id === entry.id)
          const name = line?.name ?? ''
          const reason = reasonText[entry.reason]()
          return (
            <li key={entry.id}>
              {line?.size
                ? m.order_return_piece({ quantity: entry.quantity, name, size: line.size, reason })
                : m.order_return_piece_no_size({ quantity: entry.quantity, name, reason })}
            </li>
          )
        })}
      </ul>
      {received && orderReturn.refundFormatted ? (
        <p className="font-semibold">{m.order_return_refunded({ amount: orderReturn.refundFormatted })}</p>
      ) : null}
      {/* A file from a server route, not a page of the app: a plain link, no client routing. */}
      <a
        href={localizeHref(`/my-account/return-label/${order.uuid}/${orderReturn.uuid}/`)}
        className={`${linkClasses} self-start text-sm`}
      >
        {m.order_return_label_link()}
        <span className="sr-only"> {orderReturn.code}</span>
      </a>
    </>
  )
}
