import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { newIdempotencyKey } from '~/lib/idempotency-key'
import { m } from '~/paraglide/messages'
import type { OrderDetail } from '~/shop-client/schemas/account.schema'
import { Disclosure } from '~/ui/Disclosure'
import { FormMessage, SelectField, primaryButtonClasses } from '~/ui/form-controls'
import { disabledUntilHydrated, useHydrated } from '~/ui/use-hydrated'
import { cancelMyOrder } from '../order-care.functions'
import { orderQuery } from '../account.queries'

/** A line that still has units to cancel, and how many. */
interface OpenLine {
  readonly id: number
  readonly label: string
  readonly open: number
}

function openLines(order: OrderDetail): OpenLine[] {
  return order.lines.flatMap((line) => {
    const open = line.quantity - line.cancelledQuantity
    if (line.id === undefined || open <= 0) return []
    return [
      {
        id: line.id,
        open,
        label: line.size
          ? m.order_cancel_quantity({ name: line.name, size: line.size })
          : m.order_cancel_quantity_no_size({ name: line.name }),
      },
    ]
  })
}

/**
 * "Bestellung stornieren" while the order has not left the warehouse: per line, how many pieces
 * (all of them to begin with). Choosing every open piece cancels the whole order, delivery included.
 * The outcome stays on the page after the form has gone (a cancelled order offers none).
 */
export function OrderCancelSection({ order }: { order: OrderDetail }) {
  const hydrated = useHydrated()
  const queryClient = useQueryClient()
  const lines = openLines(order)
  const [chosen, setChosen] = useState<Record<number, number>>({})
  const [nothingChosen, setNothingChosen] = useState(false)
  // One key per form instance: a form sent twice cancels once; after a success the next gets another.
  const idempotencyKey = useRef(newIdempotencyKey())
  const outcomeRef = useRef<HTMLDivElement>(null)
  const cancel = useMutation({
    mutationFn: (lines: { id: number; quantity: number }[] | undefined) =>
      cancelMyOrder({ data: { uuid: order.uuid, lines, idempotencyKey: idempotencyKey.current } }),
    onSuccess: async (result) => {
      // Whatever the answer, the selects start again from the order as it now stands.
      setChosen({})
      if (result.ok) {
        idempotencyKey.current = newIdempotencyKey()
        queryClient.setQueryData(orderQuery(order.uuid).queryKey, result.order)
        // The form may be gone (nothing left to cancel): the outcome takes the focus.
        outcomeRef.current?.focus()
      } else if (result.reason === 'shipped' || result.reason === 'invalid')
        await queryClient.invalidateQueries({ queryKey: orderQuery(order.uuid).queryKey })
      await queryClient.invalidateQueries({ queryKey: ['account', 'orders'] })
    },
  })
  const outcome = cancel.data
  const failure = cancel.isError
    ? m.order_cancel_failed()
    : nothingChosen
      ? m.order_cancel_nothing()
      : outcome && !outcome.ok
        ? outcome.reason === 'shipped'
          ? m.order_cancel_shipped()
          : outcome.reason === 'invalid'
            ? m.order_cancel_invalid()
            : m.order_cancel_failed()
        : null
  const quantityOf = (line: OpenLine) => chosen[line.id] ?? line.open

  return (
    <div className="flex flex-col gap-3">
      <div ref={outcomeRef} tabIndex={-1} className="flex flex-col gap-3 outline-none">
        <FormMessage tone="success">{outcome?.ok ? m.order_cancel_done() : null}</FormMessage>
        <FormMessage tone="error">{failure}</FormMessage>
      </div>
      {order.cancellable && lines.length > 0 ? (
        <Disclosure label={m.order_cancel_toggle()}>
          <form
            noValidate
            className="flex flex-col gap-4"
            onSubmit={(event) => {
              event.preventDefault()
              if (cancel.isPending) return
              const wanted = lines
                .map((line) => ({ id: line.id, quantity: quantityOf(line) }))
                .filter((line) => line.quantity > 0)
              setNothingChosen(wanted.length === 0)
              if (wanted.length === 0) return
              const whole =
                wanted.length === lines.length && lines.every((line) => quantityOf(line) === line.open)
              cancel.mutate(whole ? undefined : wanted)
            }}
          >
            <p className="text-sm text-ink-muted">{m.order_cancel_intro()}</p>
            {lines.map((line) => (
              <SelectField
                key={line.id}
                label={line.label}
                value={quantityOf(line)}
                onChange={(event) => {
                  setNothingChosen(false)
                  setChosen({ ...chosen, [line.id]: Number(event.target.value) })
                  // Another choice is another request: an earlier one's key must not stand for it.
                  idempotencyKey.current = newIdempotencyKey()
                }}
              >
                {Array.from({ length: line.open + 1 }, (_, count) => (
                  <option key={count} value={count}>
                    {count}
                  </option>
                ))}
              </SelectField>
            ))}
            <button
              type="submit"
              {...disabledUntilHydrated(hydrated, { busy: cancel.isPending })}
              className={`${primaryButtonClasses} self-start`}
            >
              {cancel.isPending ? m.order_cancel_pending() : m.order_cancel_submit()}
            </button>
          </form>
        </Disclosure>
      ) : null}
    </div>
  )
}
